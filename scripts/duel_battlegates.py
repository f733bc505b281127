"""Battlegates' turn solver against greedy, for tuning its turn-end value (a script, not a test).

One side plays its dice phases with the search level (which solves them exactly: docs/ai.md,
"Solved turns") and everything else (set-up, card phase) as greedy; the other side is greedy
throughout. So a game costs seconds instead of the minutes of MCTS at 1 s, and the matches compare
turn-end values alone. Seats alternate. Prints one JSON line: wins, losses, draws for the solving
side, the games ended by killing every enemy, the mean number of turns, CPU seconds.

    .venv/bin/python scripts/duel_battlegates.py --games 40 --seed 102
    .venv/bin/python scripts/duel_battlegates.py --games 40 --seed 101 --press 0.5 --threat -0.535
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from domain.battlegates import RULESET as RS  # noqa: E402
from domain.battlegates import heuristic as H  # noqa: E402
from domain.engine import game as G  # noqa: E402
from domain.engine.ai import search  # noqa: E402
from scripts.bench_ai import new_state  # noqa: E402

SOLVER_MS = 5000  # the dice phase's budget: enough for the exact search to finish (at most ~0.5 s seen)


def duel(games: int, seed: int) -> dict:
    """Play the games; the solving side is seat 0 in even games, seat 1 in odd ones."""
    pick = random.Random(seed)
    res = {"won": 0, "lost": 0, "drawn": 0, "by_elimination": 0, "games": games}
    turns = 0
    began = time.process_time()
    for g in range(games):
        key = pick.randbytes(32)
        solver = g % 2
        gs = new_state(RS, 2, key)
        while not gs["finished"]:
            seat = pick.choice(G.to_act(RS, gs))
            solving = seat == solver and gs["game"]["phase"] == "dice"
            move, _ = search(RS, gs, seat, "mcts" if solving else "greedy", budget_ms=SOLVER_MS if solving else None,
                             rng_seed=pick.getrandbits(63), cpu_clock=True)
            gs = G.move(RS, gs, seat, move, key).state
        o = G.outcome(RS, gs)
        res["by_elimination"] += o["reason"] == "all opposing characters killed"
        res["drawn" if not o["winners"] else "won" if solver in o["winners"] else "lost"] += 1
        turns += gs["game"]["turn"]
    res["mean_turns"] = round(turns / games, 1)
    res["cpu_seconds"] = round(time.process_time() - began)
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--press", type=float, default=H.PRESS, help="pull while not ahead (heuristic.PRESS)")
    ap.add_argument("--press-ahead", type=float, default=H.PRESS_AHEAD, help="more per character ahead")
    ap.add_argument("--stage", type=int, default=H.STAGE, help="steps the pull stops at while not ahead")
    ap.add_argument("--threat", type=float, default=H.TURN_END[2], help="weight of the enemy's kill chance")
    ap.add_argument("--own-threat", type=float, default=H.TURN_END[1], help="weight of the side's own kill chance")
    args = ap.parse_args(argv)
    H.PRESS, H.PRESS_AHEAD, H.STAGE = args.press, args.press_ahead, args.stage
    weights = list(H.TURN_END)
    weights[1], weights[2] = args.own_threat, args.threat
    H.TURN_END = tuple(weights)
    res = duel(args.games, args.seed)
    print(json.dumps({"press": [H.PRESS, H.PRESS_AHEAD, H.STAGE], "turn_end": H.TURN_END, **res}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
