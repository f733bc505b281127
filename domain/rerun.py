"""A recorded game's decisions taken again from its seed: the events split into decisions (each
starts at an event with a `cmd`), and one decision re-run with the engine's own commands. Shared by
the game audit (domain/game_audit.py) and the version check (domain/versions.py)."""
from __future__ import annotations

from .engine import consent as C
from .engine import game as G


def decisions(events):
    """Split the events into decisions: each starts at an event with a `cmd`."""
    group = []
    for env in events:
        if env.get("cmd") is not None and group:
            yield group
            group = []
        group.append(env)
    if group:
        yield group


def rerun(rs, gs, group, seed: bytes, history=()):
    """One decision of a record (`group`, the events of one command) taken again from the seed;
    `history`: the record's events before it (an undo or a takeback re-derives the state it goes
    back to by folding them)."""
    cmd = group[0]["cmd"]
    kind = cmd["kind"]
    if kind == "create":
        d = group[0]["data"]
        seats = [{"name": s.get("name"), "name_digest": s.get("name_digest"), "ai": s.get("ai")} for s in d["seats"]]
        options = dict(d["options"])
        for part in (group[0].get("private") or {}).values():  # revealed private options (docs/audit.md)
            if isinstance(part, dict):
                options.update(part.get("options", {}))
        position = None
        if d.get("position") is not None:  # a game started from a position: its revealed server part
            server = (group[0].get("private") or {}).get("server") or {}
            position = {"name": d["position"], "seat": server.get("seat"), "state": server.get("position")}
        return G.create(rs, seats=seats, options=options, clock=d.get("clock"), seed=seed, position=position)
    seat = cmd["seat"]
    mv = cmd.get("move")
    if mv is None and (cmd.get("hidden") or kind == "move"):
        # a hidden move is in its mover's private part of the move's first event: the command's first
        # event for a move, the one after TurnTimedOut for a move played on a timeout
        mv = next((part["move"] for env in group
                   if "move" in (part := (env.get("private") or {}).get(str(seat)) or {})), None)
    if kind == "move":
        return G.move(rs, gs, seat, mv, seed)
    if kind == "resign":
        return G.resign(rs, gs, seat, seed)
    if kind == "leave":
        return G.leave(gs, seat, cmd["from"], cmd["until"])
    if kind == "suspend":
        return G.suspend(gs, seat, cmd["until"])
    if kind == "reinstate":
        return G.reinstate(gs, seat)
    if kind == "timeout":
        return G.timeout(rs, gs, seat, cmd["policy"], seed, mv)
    now = group[0].get("at") or ""
    if kind == "undo":
        return C.withdraw(rs, gs, seat, history, seed)
    if kind == "takeback":
        return C.request_takeback(rs, gs, seat, history, seed, now)
    if kind == "takeback_answer":
        return C.answer_takeback(rs, gs, seat, cmd["accept"], history, seed, now)
    if kind == "draw_offer":
        return C.offer_draw(rs, gs, seat, seed, now)
    if kind == "draw_answer":
        return C.answer_draw(rs, gs, seat, cmd["accept"], seed, now)
    if kind == "abort":
        return C.abort(rs, gs, seat, history, seed)
    raise ValueError(f"unknown command kind {kind!r}")
