"""Fit a logistic model of Battalla's winner to position features (a script, not a test).

    # greedy against greedy (10% random moves), every position's features and the result
    .venv/bin/python scripts/fit_battalla.py play --games 200 --seed 1 --out /tmp/bt1.jsonl
    .venv/bin/python scripts/fit_battalla.py play --games 200 --seed 2 --out /tmp/bt2.jsonl
    # logistic regression of the result on the features; weights and held-out log losses
    .venv/bin/python scripts/fit_battalla.py fit /tmp/bt1.jsonl --held-out /tmp/bt2.jsonl

A row is written after every move of the turn phase (the positions the search scores), seen from
seat 0: `features` below, then evaluate's value (for the comparison), and seat 0's result (1 win,
0.5 draw, 0 loss). The starter decks change sides every game, and each game's line names the
winning deck (the figures of the deck imbalance in docs/ai.md come from here). `--level mcts@50`
plays a search level instead of greedy. The fit predicts the winner far better than evaluate, but
playing by it was no stronger (docs/ai.md, "Battalla"), so evaluate was kept.
"""
from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from domain.battalla.board import atk_of, health_of  # noqa: E402
from domain.battalla.tables import ENEMY_ROWS, ROWS, ROW_OF  # noqa: E402
from domain.battalla.view import seat_values  # noqa: E402
from domain.engine import find_ruleset, game as G  # noqa: E402
from domain.engine.ai import search  # noqa: E402
import texel  # noqa: E402

DECKS = ("olympus", "wildwood")
NAMES = ("penalty cards left", "last-card danger", "attack on the mat", "health left on the mat",
         "units on the mat", "rows advanced", "units in the enemy rows", "cards in hand",
         "to act", "stamina of the side to act")


def features(state: dict) -> tuple:
    """Seat 0's leads (seat 0's figure minus seat 1's) and the turn, for an unfinished game."""
    pen = state["penalty"]
    p0, p1 = len(pen[0]), len(pen[1])
    atk = [0, 0]
    hp = [0, 0]
    units = [0, 0]
    adv = [0, 0]
    deep = [0, 0]
    far0, far1 = ENEMY_ROWS
    for c, p in enumerate(state["board"]):
        if p is None:
            continue
        o = p["owner"]
        atk[o] += atk_of(p)
        hp[o] += health_of(p) - p["dmg"]
        units[o] += 1
        row = ROW_OF[c]
        if o == 0:
            adv[0] += row
            deep[0] += row in far0
        else:
            adv[1] += ROWS - 1 - row
            deep[1] += row in far1
    hand = state["hand"]
    sign = 0
    stamina = 0
    if state["phase"] == "play":
        sign = 1 if state["active"] == 0 else -1
        stamina = sign * state["stamina"][state["active"]]
    return (p0 - p1, 1.0 / max(p1, 1) - 1.0 / max(p0, 1), (atk[0] - atk[1]) / 10, (hp[0] - hp[1]) / 10,
            units[0] - units[1], (adv[0] - adv[1]) / 10, deep[0] - deep[1], len(hand[0]) - len(hand[1]),
            sign, stamina / 5)


def play(games: int, seed: int, epsilon: float, out: str, level: str) -> None:
    """`level` against itself, a move in `epsilon` random; rows to `out`."""
    rs = find_ruleset("battalla")
    pick = random.Random(seed)
    name, _, ms = level.partition("@")
    budget = int(ms) if ms else None
    with open(out, "w") as f:
        for g in range(games):
            key = pick.randbytes(32)
            decks = DECKS if g % 2 == 0 else DECKS[::-1]  # each deck on each side: no side's deck is learnt
            options = {"deck_0": decks[0], "deck_1": decks[1]}
            gs = G.create(rs, seats=[{"name": "a"}, {"name": "b"}], options=options, clock=None, seed=key).state
            rows, n = [], 0
            while not gs["finished"] and n < 3000:
                seat = pick.choice(G.to_act(rs, gs))
                st = gs["game"]
                if pick.random() < epsilon:
                    mv = pick.choice(rs.legal_moves(st, seat))
                else:
                    mv, _ = search(rs, gs, seat, name, budget_ms=budget, rng_seed=pick.getrandbits(63),
                                   cpu_clock=True)
                gs = G.move(rs, gs, seat, mv, key).state
                after = gs["game"]
                if after["phase"] == "play" and after["end"] is None:
                    rows.append(list(features(after)) + [seat_values(after)[0]])
                n += 1
            o = G.outcome(rs, gs)
            y = 0.5 if len(o["winners"]) != 1 else (1.0 if 0 in o["winners"] else 0.0)
            for x in rows:
                f.write(json.dumps([x, y]) + "\n")
            print(f"game {g}: {n} moves, {options['deck_0']} vs {options['deck_1']}, {o['reason']}, winners {o['winners']}, {len(rows)} rows", flush=True)


def main(argv=None) -> int:
    """play or fit."""
    ap, p, _ = texel.parser(__doc__, 200)
    p.add_argument("--level", default="greedy")
    args = ap.parse_args(argv)
    if args.cmd == "play":
        play(args.games, args.seed, args.epsilon, args.out, args.level)
        return 0
    width = len(NAMES)
    train, test = texel.load(args.paths, args.held_out)
    w = texel.fit(train, width)
    texel.report(NAMES, w, train, test, {"evaluate": lambda x: 0.5 + 0.5 * x[width]})
    return 0


if __name__ == "__main__":
    sys.exit(main())
