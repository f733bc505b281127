"""The check of one game's export, without the service: seed against commitment, the hash chain,
private parts against their digests, and every decision re-run from the revealed seed. Used by the
`python -m domain.audit` command line (domain/audit.py) and by a tournament's audit
(domain/tournament/verify.py), which checks each of its games the same way."""
from __future__ import annotations

from .engine import GENESIS, commitment, find_ruleset, verify_chain, verify_private
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


def _rerun(rs, gs, group, seed: bytes):
    cmd = group[0]["cmd"]
    kind = cmd["kind"]
    if kind == "create":
        d = group[0]["data"]
        seats = [{"name": s["name"], "ai": s.get("ai")} for s in d["seats"]]
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
        mv = (group[0].get("private") or {}).get(str(seat), {}).get("move")
    if kind == "move":
        return G.move(rs, gs, seat, mv, seed)
    if kind == "resign":
        return G.resign(rs, gs, seat, seed)
    if kind == "timeout":
        return G.timeout(rs, gs, seat, cmd["policy"], seed, mv)
    raise ValueError(f"unknown command kind {kind!r}")


def verify(export: dict) -> list[str]:
    """Every problem found in an exported game (an empty list means it verifies)."""
    problems: list[str] = []
    audit, events = export.get("audit") or {}, export.get("events") or []
    if not events:
        return ["the export has no events"]
    ok, head = verify_chain(events, GENESIS, 1)
    if not ok:
        return [f"hash chain broken: {head}"]
    if audit.get("head_hash") and audit["head_hash"] != head:
        problems.append(f"head hash {head} is not the published {audit['head_hash']}")
    seed_hex = audit.get("seed")
    if not seed_hex:
        problems.append("the game has not finished: the seed is not revealed, only the chain was checked")
        return problems
    seed = bytes.fromhex(seed_hex)
    published = events[0]["data"]["seed_commitment"]
    if commitment(seed) != published:
        return problems + [f"sha256(seed) does not match the commitment {published}"]
    ok, reason = verify_private(events, seed)
    if not ok:
        return problems + [reason]
    rs = find_ruleset(events[0]["data"]["ruleset"])
    if rs is None:
        return problems + [f"unknown ruleset {events[0]['data']['ruleset']!r}"]
    gs, prev = None, GENESIS
    for group in decisions(events):
        first = group[0]["seq"]
        try:
            decision = _rerun(rs, gs, group, seed)
        except Exception as exc:  # noqa: BLE001 - any failure to re-run is a finding
            return problems + [f"event {first}: re-running the decision failed: {exc}"]
        sealed = decision.seal(prev_hash=prev, at=group[0]["at"], seed=seed)
        if [e["hash"] for e in sealed] != [e["hash"] for e in group]:
            return problems + [f"event {first}: re-running {group[0]['cmd']['kind']} from the seed "
                               "does not give the recorded events"]
        gs, prev = decision.state, group[-1]["hash"]
    final = events[-1]
    if final["type"] != "GameFinished":
        problems.append("the last event is not GameFinished")
    elif G.outcome(rs, gs) != final["data"]["outcome"]:
        problems.append("the replayed outcome differs from the recorded one")
    return problems
