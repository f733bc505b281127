"""Fit Battlegates' turn-end value (heuristic.TURN_END_FIT) to game results (a script, not a test).

    # play greedy against greedy (10% random moves), writing every turn end's terms and the result
    .venv/bin/python scripts/fit_turn_end.py play --games 75 --seed 1 --out /tmp/te1.jsonl
    .venv/bin/python scripts/fit_turn_end.py play --games 75 --seed 2 --out /tmp/te2.jsonl
    # logistic regression of the result on the terms; prints the weights and held-out log losses
    .venv/bin/python scripts/fit_turn_end.py fit /tmp/te1.jsonl /tmp/te2.jsonl

A row is written at each end of a turn (the next castle's card phase begins), seen from the side
that has just moved: heuristic.turn_end_features and that side's result (1 win, 0.5 draw, 0 loss).
The rows of one game are correlated; the held-out fifth is a check of fit, not of independence.
The solver plays with heuristic.TURN_END, this fit with the enemy's kill chance weighed more, and a
press towards the enemy (heuristic.py says why; docs/ai.md, "Battlegates", has the matches).
"""
from __future__ import annotations

import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from domain.battlegates import heuristic as H  # noqa: E402
from domain.battlegates.fast import BattlegatesFast  # noqa: E402
from domain.engine import find_ruleset, game as G  # noqa: E402
from domain.engine.ai import search  # noqa: E402
import texel  # noqa: E402

NAMES = ("material", "own kill chance (waiting)", "their kill chance (on turn)", "progress", "hunt")


def play(games: int, seed: int, epsilon: float, out: str) -> None:
    """Greedy against greedy, a move in `epsilon` random outside the set-up; rows to `out`."""
    rs = find_ruleset("battlegates")
    pick = random.Random(seed)
    with open(out, "w") as f:
        for g in range(games):
            key = pick.randbytes(32)
            gs = G.create(rs, seats=[{"name": "a"}, {"name": "b"}], options={}, clock=None, seed=key).state
            rows, n = [], 0
            while not gs["finished"] and n < 2000:
                seat = pick.choice(G.to_act(rs, gs))
                st = gs["game"]
                if st["phase"] != "setup" and pick.random() < epsilon:
                    mv = pick.choice(rs.legal_moves(st, seat))
                else:
                    mv, _ = search(rs, gs, seat, "greedy", rng_seed=pick.getrandbits(63))
                gs = G.move(rs, gs, seat, mv, key).state
                after = gs["game"]
                if st["phase"] != "setup" and after["phase"] == "card" and after["castle"] != st["castle"]:
                    fast = BattlegatesFast.from_state(rs, after, 2)
                    team = fast.t.su.team[st["castle"]]
                    x = H.turn_end_features(fast, team)
                    if x is not None:
                        rows.append((team, x))
                n += 1
            o = G.outcome(rs, gs)
            su = BattlegatesFast.from_state(rs, gs["game"], 2).t.su
            won = {su.team[su.seat_castles[w][0]] for w in o["winners"]}
            for team, x in rows:
                y = 0.5 if len(won) != 1 else (1.0 if team in won else 0.0)
                f.write(json.dumps([list(x), y]) + "\n")
            print(f"game {g}: {n} moves, {o['reason']}, {len(rows)} turn ends", flush=True)


def fit(paths: list, held_out: list | None = None) -> None:
    """The logistic fit (scripts/texel.py) on four fifths of the rows; log losses on the rest, for
    the fit, evaluate read as a probability and a coin."""
    width = len(NAMES)
    train, test = texel.load(paths, held_out)
    w = texel.fit(train, width)
    ww = H.WEIGHTS

    def evaluate(x):  # evaluate_position's formula on the same terms, read as a probability
        m, own, theirs, prog, hunt = x[:width]
        rest = ww.progress * prog + ww.hunt * hunt + ww.threat * (ww.waiting * own - theirs)
        return 0.5 + 0.5 * H.CLAMP * 0.5 * (math.tanh(ww.material * m) + math.tanh(ww.position * rest))

    texel.report(NAMES, w, train, test, {"evaluate": evaluate})


def main(argv=None) -> int:
    """play or fit."""
    ap, _, _ = texel.parser(__doc__, 75)
    args = ap.parse_args(argv)
    if args.cmd == "play":
        play(args.games, args.seed, args.epsilon, args.out)
    else:
        fit(args.paths, args.held_out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
