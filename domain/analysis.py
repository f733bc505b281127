"""The coach: a finished game analysed after the fact, every decision of every seat (docs/analysis.md).

For each move a seat chose (not the referee's events, not a resignation, not a move the timeout
policy played for it), the AI's search (domain/engine/ai.py, `appraise`) is run on the position
the seat decided in, from that seat's information only: the search starts from a world dealt
anew from what the seat could see (`Ruleset.determinize`), never from the true deal, and every
sample inside it is dealt again the same way. It gives the value of the position for the seat,
the value of the move played and the value of the move the AI would have played, each an
estimated chance to win in [0, 1] (the search's rewards: a win 1, a shared win its share, a
position the game's own evaluate maps to [0, 1]).

The costliest decisions are the turning points, said in the game's own words from the seat's
view of the position (the rulesets' `describe_move`). Pure: standard library only; the service
runs it as a job (service/play/analysis.py).
"""
from __future__ import annotations

import hashlib
import time

from .engine import find_ruleset, game as G
from .engine.ai import FastRng, appraise
from .engine.ruleset import Event
from .engine.words import msg_to_data, seat_names, sentence, who
from .rerun import decisions

# analysis levels: MCTS simulations per decision (docs/analysis.md says how the default was chosen)
LEVELS = {"quick": 100, "standard": 300, "deep": 1500}
DEFAULT_LEVEL = "standard"
TURNING_COST = 0.03  # a decision that cost at least this much chance to win may be a turning point
TURNING_MOST = 6  # at most this many turning points a game (the costliest)


class NotFinished(ValueError):
    """The game is still running: it is analysed only once it is over."""


def seed_for(version: int, seat: int, level: str) -> int:
    """The search's seed at one decision: from public facts only (never the game's secret seed)."""
    digest = hashlib.sha256(f"coach:{level}:{version}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def seat_world(rs, gs: dict, seat: int, version: int, level: str) -> dict:
    """The engine state with everything `seat` could not see dealt anew from what it could see."""
    if not rs.hidden_information:
        return gs
    world = rs.determinize(gs["game"], seat, FastRng(seed_for(version, seat, level) ^ 0xDEA1))
    return {**gs, "game": world}


def appraise_decision(rs, gs: dict, seat: int, move: dict, level: str) -> dict:
    """One decision: the values for `seat` before its move, after the move played and after the
    AI's best move, from the seat's information only."""
    version = gs["version"]
    found = appraise(rs, seat_world(rs, gs, seat, version, level), seat,
                     iterations=LEVELS[level], rng_seed=seed_for(version, seat, level))
    by_key = {_key(m): q for m, q, _ in found["values"]}
    best = found["best"]
    played_value = by_key.get(_key(move))
    best_value = by_key.get(_key(best), found["value"])
    if played_value is None:  # the search did not list it (cannot happen for a legal move): no cost known
        played_value = best_value
    if played_value > best_value:  # the played move scored higher: the search's pick was no better
        best, best_value = move, played_value
    return {"version": version, "seat": seat, "move": move, "best": best,
            "before": round(found["value"], 4), "played": round(played_value, 4),
            "best_value": round(best_value, 4), "cost": round(max(0.0, best_value - played_value), 4),
            "simulations": found["simulations"]}


def _key(move: dict) -> str:
    return repr(sorted((k, repr(v)) for k, v in move.items()))


def moves_of(events, rs=None):
    """(engine state before, seat, move) for each move a seat chose, folding the events forward."""
    gs = None
    for group in decisions(events):
        cmd = group[0].get("cmd") or {}
        if rs is None:
            data = group[0]["data"]
            rs = find_ruleset(data["ruleset"], data.get("ruleset_version"))
        if cmd.get("kind") == "move" and not gs["finished"]:
            seat = cmd["seat"]
            mv = cmd.get("move")
            if mv is None:  # a hidden move: in its mover's private part (domain/rerun.py)
                mv = next((part["move"] for env in group
                           if "move" in (part := (env.get("private") or {}).get(str(seat)) or {})), None)
            if mv is not None:
                yield rs, gs, seat, mv
        for env in group:
            gs = G.evolve(rs, gs, Event(env["seq"], env["type"], env["seat"], env["data"], env.get("private") or {}))
    if gs is not None:
        yield rs, gs, None, None


def analyse(events: list[dict], level: str = DEFAULT_LEVEL, clock=time.perf_counter, ruleset=None,
            names: list | None = None) -> dict:
    """The analysis of a finished game from its full event log (as the store holds it), under the
    rules its GameCreated names (or `ruleset`, for rulesets the engine does not list). `names`: the
    seats' names as answers show them (a record that holds only digests of them names nobody)."""
    if level not in LEVELS:
        raise ValueError(f"unknown analysis level {level!r}; levels are {', '.join(LEVELS)}")
    began = clock()
    out = []
    rs = gs = None
    for rs, gs, seat, mv in moves_of(events, ruleset):
        if seat is None:
            break
        if len(rs.legal_moves(gs["game"], seat)) < 2:
            continue  # nothing to choose: nothing to analyse
        out.append(appraise_decision(rs, gs, seat, mv, level))
        out[-1]["words"] = _words(rs, gs, seat, mv, out[-1]["best"], names)
    if gs is None or not gs["finished"]:
        raise NotFinished("the game is still running: it is analysed once it is over")
    names = list(names) if names else seat_names(gs["seats"])
    result = G.outcome(rs, gs) or {}
    final = _final_values(result.get("winners") or [], len(names))
    turning = sorted(range(len(out)), key=lambda i: -out[i]["cost"])[:TURNING_MOST]
    turning = sorted(i for i in turning if out[i]["cost"] >= TURNING_COST)
    for i, d in enumerate(out):
        d["turning"] = i in turning
        d["text"] = turning_text(names, d) if d["turning"] else None
    return {"ruleset": rs.id, "level": level, "simulations": LEVELS[level], "version": gs["version"],
            "names": names, "decisions": out, "final": final, "turning_points": turning,
            "seconds": round(clock() - began, 3)}


def _final_values(winners: list, n: int) -> list[float]:
    """Each seat's chance to win once the game is over: 1 for a sole winner, shares for a shared
    win, 1/n each for a draw with no winner."""
    winners = [w for w in winners if isinstance(w, int) and 0 <= w < n]
    if not winners:
        return [round(1.0 / n, 4)] * n
    return [round(1.0 / len(winners), 4) if s in winners else 0.0 for s in range(n)]


def _words(rs, gs: dict, seat: int, move: dict, best: dict, names: list | None = None) -> dict:
    """The move played and the AI's move as sentences, from the seat's own view of the position, and
    as messages (`messages`: JSON data) that the service says in the reader's language."""
    view = rs.view(gs["game"], seat)
    names = names or seat_names(gs["seats"])
    said = {"played": _say(rs, view, seat, move, names), "best": _say(rs, view, seat, best, names)}
    try:
        said["messages"] = {"played": msg_to_data(rs.describe_move_msg(view, seat, move, names)),
                            "best": msg_to_data(rs.describe_move_msg(view, seat, best, names))}
    except Exception:  # noqa: BLE001 - without them the English stands in every language
        pass
    return said


def _say(rs, view: dict, seat: int, move: dict, names: list) -> str:
    try:
        return rs.describe_move(view, seat, move, names)
    except Exception:  # noqa: BLE001 - words are best effort; the move is still named by its kind
        return sentence(f"{who(names, seat)}: {str(move.get('type', 'a move')).replace('_', ' ')}")


def turning_text(names: list, d: dict) -> str:
    """"Bo moved the Elf Hero to Riverport. The AI prefers: Bo holds Foggy Mountain. About 20% less
    chance to win." in the game's own words."""
    played, best = d["words"]["played"], d["words"]["best"]
    lost = max(1, round(100 * d["cost"]))
    return (f"{sentence(played, names)} The AI prefers: {sentence(best, names)} "
            f"About {lost}% less chance to win for {who(names, d['seat'])}.")
