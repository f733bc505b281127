"""Elo ratings of the AI levels per ruleset from a round robin (a script, not a test).

Every pair of players plays N games through bench_ai.match (seats alternating). Ratings are the
maximum-likelihood Bradley-Terry fit on the Elo scale, random anchored at 0, with one virtual draw
per pairing so that a clean sweep gives a finite rating; the 95% interval is +-1.96 standard errors
from the Fisher information at the fit (so it is relative to random, and wide with few games). docs/ai.md quotes a run.

    .venv/bin/python scripts/elo_ai.py --rulesets grove --games 10
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from domain.engine import all_rulesets  # noqa: E402
from scripts.bench_ai import match  # noqa: E402
from scripts.texel import solve  # noqa: E402

PLAYERS = ("random", "greedy", "mcts@100", "mcts@1000")


def fit(players: list, scores: dict, iterations: int = 2000) -> dict:
    """Elo ratings from {(a, b): (points of a, games)}: gradient ascent on the Bradley-Terry
    likelihood, each pairing padded with one virtual draw; players[0] is held at 0."""
    r = {p: 0.0 for p in players}
    k = math.log(10) / 400
    for _ in range(iterations):
        grad = {p: 0.0 for p in players}
        for (a, b), (points, games) in scores.items():
            expected = 1 / (1 + math.exp(-k * (r[a] - r[b])))
            g = (points + 0.5) - (games + 1) * expected
            grad[a] += g
            grad[b] -= g
        for p in players[1:]:
            r[p] += 20 * grad[p] / max(1, sum(n for (x, y), (_, n) in scores.items() if p in (x, y)))
    return r


def intervals(players: list, scores: dict, r: dict) -> dict:
    """Half-widths of 95% intervals from the observed Fisher information at the fit (with the same
    virtual draws), relative to players[0]."""
    k = math.log(10) / 400
    others = players[1:]
    m = len(others)
    info = [[0.0] * m for _ in range(m)]
    idx = {p: i for i, p in enumerate(others)}
    for (a, b), (_, games) in scores.items():
        e = 1 / (1 + math.exp(-k * (r[a] - r[b])))
        w = (games + 1) * e * (1 - e) * k * k
        for x, y, sign in ((a, a, 1), (b, b, 1), (a, b, -1), (b, a, -1)):
            if x in idx and y in idx:
                info[idx[x]][idx[y]] += sign * w
    inv = _inverse(info)
    return {p: 1.96 * math.sqrt(inv[idx[p]][idx[p]]) if p in idx else 0.0 for p in players}


def _inverse(a: list) -> list:
    """The inverse of a small symmetric positive-definite matrix, a column at a time."""
    n = len(a)
    columns = [solve(a, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [list(row) for row in zip(*columns)]


def main(argv=None) -> int:
    """Play the round robin and print results and ratings."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rulesets", default="", help="comma-separated ids (default: every registered ruleset)")
    ap.add_argument("--games", type=int, default=10, help="games per pairing (default 10)")
    ap.add_argument("--seats", type=int, default=None, help="seats per game (default: the ruleset's fewest)")
    ap.add_argument("--players", default=",".join(PLAYERS), help="levels, mcts@<ms> for a search budget")
    ap.add_argument("--max-moves", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top-games", type=int, default=None,
                    help="games for the pairing of the last two players (the two searches; default --games)")
    ap.add_argument("--cpu-clock", action="store_true", help="MCTS budgets in CPU time (see bench_ai.py)")
    ap.add_argument("--options", type=json.loads, default=None, help="game options as JSON (see bench_ai.py)")
    args = ap.parse_args(argv)
    wanted = {x for x in args.rulesets.split(",") if x}
    players = args.players.split(",")
    for rs in all_rulesets():
        if wanted and rs.id not in wanted:
            continue
        low, high = rs.seat_range(rs.check_options({}))
        n = min(max(args.seats, low), high) if args.seats else low
        top = f", {args.top_games} between the last two" if args.top_games is not None else ""
        print(f"\n{rs.id} ({n} seats), {args.games} games a pairing{top}", flush=True)
        results = {}
        for a, b in itertools.combinations(players, 2):
            games = args.top_games if args.top_games is not None and (a, b) == tuple(players[-2:]) else args.games
            r = match(rs, n, a, b, games, 1000, args.max_moves, args.seed, cpu_clock=args.cpu_clock,
                      options=args.options)
            # an unfinished game counts as a draw for the rating
            results[(a, b)] = [1.0] * r["a"] + [0.0] * r["b"] + [0.5] * (r["draw"] + r["unfinished"])
            print(f"  {a:>9} vs {b:<9}: {r['a']}-{r['b']}, {r['draw']} drawn, {r['unfinished']} unfinished "
                  f"({'; '.join(f'{k} {v}' for k, v in sorted(r['reasons'].items()))})", flush=True)
        scores = {k: (sum(v), len(v)) for k, v in results.items()}
        ratings = fit(players, scores)
        half = intervals(players, scores, ratings)
        for p in players:
            print(f"  {p:>9}: Elo {ratings[p]:6.0f} +- {half[p]:.0f} (95%, relative to {players[0]})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
