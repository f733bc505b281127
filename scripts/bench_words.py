"""What the games' words cost: `python scripts/bench_words.py` (CPU time, best of 5).

Times `Ruleset.describe_event` and `describe_move` in English over the events (as a spectator
reads them once the game is over) and every legal move of the recorded games named on the command
line (default: current/grove and current/channeling of the golden corpus), 5,000 calls each. Run it
on two checkouts to compare them (docs/i18n.md "What it costs").
"""
from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from domain.engine import game as G  # noqa: E402
from domain.engine.words import seat_names  # noqa: E402
from domain.versions import identify  # noqa: E402
from tests.golden.records import export  # noqa: E402

CALLS = 5000


def items(name: str):
    """(ruleset, [describe_event arguments], [describe_move arguments]) of a recorded game."""
    ex = export(name)
    events = ex["events"]
    rs = identify(events, bytes.fromhex(ex["audit"]["seed"])).ruleset
    gs, evs, mvs = None, [], []
    for env in events:
        view = None if gs is None else rs.view(gs["game"], None)
        evs.append((view, rs.redact(env, None, True), seat_names(gs["seats"]) if gs else ["Ana", "Bo"]))
        gs = G.fold(rs, gs, [env])
        if not gs["finished"]:
            for seat in rs.to_act(gs["game"]):
                view = rs.view(gs["game"], seat)
                mvs += [(view, seat, m, seat_names(gs["seats"])) for m in rs.legal_moves(gs["game"], seat)]
    return rs, evs, mvs


def best_of(fn, args, repeat: int = 5) -> float:
    """The least CPU time of `repeat` runs of fn(*a) for every a in args."""
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        for a in args:
            fn(*a)
        best = min(best, time.process_time() - started)
    return best


def main(names) -> None:
    for name in names:
        rs, evs, mvs = items(name)
        for label, fn, args in (("describe_event", rs.describe_event, evs), ("describe_move", rs.describe_move, mvs)):
            args = (args * (CALLS // len(args) + 1))[:CALLS]
            took = best_of(fn, args)
            print(f"{name} {label}: {len(args)} calls {took * 1e3:.1f} ms, {took / len(args) * 1e6:.2f} µs a call")


if __name__ == "__main__":
    main(sys.argv[1:] or ["current/grove", "current/channeling"])
