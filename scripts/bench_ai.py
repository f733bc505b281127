"""Benchmark the AI levels on every registered ruleset (a script, not a test).

Per ruleset: MCTS search speed from the opening (simulations/s and simulated moves/s), then N
games each of greedy vs random, mcts vs random and mcts vs greedy, alternating seats, through
the engine's real commands. A game that reaches --max-moves without an outcome counts as
unfinished (neither side wins). Prints one table; docs/ai.md quotes a run.

    .venv/bin/python scripts/bench_ai.py --budget-ms 100 --games 10
    .venv/bin/python scripts/bench_ai.py --rulesets grove,dale --budget-ms 1000 --games 20
    .venv/bin/python scripts/bench_ai.py --reference --speed-only   # adds a toy connect four
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from domain.engine import all_rulesets, game as G  # noqa: E402
from domain.engine import ai  # noqa: E402
from domain.engine.ai import search  # noqa: E402

PAIRS = (("greedy", "random"), ("mcts", "random"), ("mcts", "greedy"))


def new_state(rs, n: int, key: bytes, options: dict | None = None) -> dict:
    """A freshly created engine game state with n seats (and the ruleset's options, default none)."""
    return G.create(rs, seats=[{"name": f"p{i}"} for i in range(n)], options=options or {}, clock=None,
                    seed=key).state


def speed(rs, n: int, budget_ms: int, cap: int | None, positions: int = 3,
          fast: bool = True) -> tuple[float, float, float, float]:
    """MCTS (simulations/s, simulated moves/s) per wall second and per CPU second of this
    process, from the opening and a few random positions (CPU time is what a busy shared
    machine does not distort)."""
    pick = random.Random(7)
    sims = moves = secs = cpu = 0.0
    saved, ai.DECIDED_CHECK = ai.DECIDED_CHECK, 10**12  # throughput: the whole budget, no early stop
    try:
        return _speed(rs, n, budget_ms, cap, positions, fast, pick)
    finally:
        ai.DECIDED_CHECK = saved


def _speed(rs, n, budget_ms, cap, positions, fast, pick):
    """speed's measurement."""
    sims = moves = secs = cpu = 0.0
    for p in range(positions):
        key = pick.randbytes(32)
        gs = new_state(rs, n, key)
        for _ in range(p * 10):  # a little into the game, for positions other than the opening
            acting = G.to_act(rs, gs)
            if not acting:
                break
            seat = pick.choice(acting)
            gs = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key).state
        acting = G.to_act(rs, gs)
        if not acting:
            continue
        _, info = search(rs, gs, acting[0], "mcts", budget_ms=budget_ms, rng_seed=p, rollout_cap=cap, fast=fast)
        sims += info["simulations"]
        moves += info["moves"]
        secs += info["seconds"]
        cpu += info["cpu_seconds"]
    if not secs or not cpu:
        return 0.0, 0.0, 0.0, 0.0
    return sims / secs, moves / secs, sims / cpu, moves / cpu


def match(rs, n: int, a: str, b: str, games: int, budget_ms: int, max_moves: int, seed: int,
          cap: int | None = None, fast: bool = True, cpu_clock: bool = False, progress: bool = False,
          options: dict | None = None) -> dict:
    """Play `games` games of level a against level b ("mcts@100": mcts with its own budget in ms),
    seats alternating: a on the even seats in
    even games and on the odd seats in odd games (two seats each with four players). A game is won
    by the level whose seats hold every winner; winners of both levels make a draw. Wins, draws,
    unfinished, time per move. `options` are the ruleset's options for every game (e.g. Battalla's
    decks: the same deck on both sides makes a mirror match)."""
    pick = random.Random(seed)
    res = {"a": 0, "b": 0, "draw": 0, "unfinished": 0, "moves": 0, "seconds": {a: 0.0, b: 0.0},
           "count": {a: 0, b: 0}, "reasons": {}}
    for g in range(games):
        key = pick.randbytes(32)
        levels = [a if (s + g) % 2 == 0 else b for s in range(n)]
        gs = new_state(rs, n, key, options)
        played = 0
        while not gs["finished"] and played < max_moves:
            seat = pick.choice(G.to_act(rs, gs))
            level, _, own = levels[seat].partition("@")
            mv, info = search(rs, gs, seat, level, budget_ms=int(own) if own else budget_ms,
                              rng_seed=pick.getrandbits(63), rollout_cap=cap, fast=fast, cpu_clock=cpu_clock)
            res["seconds"][levels[seat]] += info["seconds"]
            res["count"][levels[seat]] += 1
            gs = G.move(rs, gs, seat, mv, key).state
            played += 1
        res["moves"] += played
        o = G.outcome(rs, gs)
        won = {levels[w] for w in o["winners"]} if o is not None else set()
        why = o["reason"] if o is not None else "unfinished"
        res["reasons"][why] = res["reasons"].get(why, 0) + 1
        if o is None:
            res["unfinished"] += 1
        elif len(won) != 1:
            res["draw"] += 1
        else:
            res["a" if won == {a} else "b"] += 1
        if progress:
            print(f"      game {g + 1}: {a} on seats {[s for s in range(n) if levels[s] == a]}, "
                  f"{'unfinished' if o is None else ', '.join(sorted(won)) or 'nobody'} after {played} moves "
                  f"({why})", flush=True)
    return res


def main(argv=None) -> int:
    """Run the benchmark and print the table."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10, help="games per pairing (default 10)")
    ap.add_argument("--budget-ms", type=int, default=1000, help="MCTS time per move (default 1000)")
    ap.add_argument("--max-moves", type=int, default=2000,
                    help="moves before a game counts as unfinished (a Battlegates game to its turn limit: ~700)")
    ap.add_argument("--rulesets", default="", help="comma-separated ids (default: every registered ruleset)")
    ap.add_argument("--speed-only", action="store_true", help="measure search speed only, play no games")
    ap.add_argument("--rollout-cap", type=int, default=None,
                    help="MCTS rollout length (default: domain.engine.ai.default_rollout_cap)")
    ap.add_argument("--pairs", default="",
                    help="comma-separated a-b pairings (default greedy-random,mcts-random,mcts-greedy)")
    ap.add_argument("--reference", action="store_true",
                    help="also run the toy connect four of tests/unit/ai/toys.py (id toy-connect4)")
    ap.add_argument("--seats", type=int, default=None, help="seats per game (default: the ruleset's fewest)")
    ap.add_argument("--no-fast", action="store_true",
                    help="search through decide + evolve even where the ruleset has a fast path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--progress", action="store_true", help="a line per game as it ends")
    ap.add_argument("--cpu-clock", action="store_true",
                    help="budget in CPU time of this process (a busy machine then gives the search what a quiet one would)")
    ap.add_argument("--options", type=json.loads, default=None,
                    help='game options as JSON, e.g. \'{"deck_1": "olympus"}\' (a Battalla mirror match)')
    args = ap.parse_args(argv)
    wanted = {x for x in args.rulesets.split(",") if x}
    pairs = [tuple(p.split("-")) for p in args.pairs.split(",") if p] or PAIRS
    print(f"budget {args.budget_ms} ms a move, {args.games} games a pairing, game cap {args.max_moves} moves, "
          f"rollout cap {args.rollout_cap if args.rollout_cap is not None else 'per ruleset'}, "
          f"{'protocol path only' if args.no_fast else 'fast path where a ruleset has one'}")
    rulesets = list(all_rulesets())
    if args.reference:
        from tests.unit.ai.toys import ConnectFour

        rulesets.insert(0, ConnectFour())  # the size the speed target names, as a reference
    for rs in rulesets:
        if wanted and rs.id not in wanted:
            continue
        low, high = rs.seat_range(rs.check_options({}))
        n = min(max(args.seats, low), high) if args.seats else low
        fast = not args.no_fast
        sims, moves, csims, cmoves = speed(rs, n, min(args.budget_ms, 1000), args.rollout_cap, fast=fast)
        print(f"\n{rs.id} ({n} seats{', hidden information' if rs.hidden_information else ''}): "
              f"mcts {sims:,.0f} simulations/s, {moves:,.0f} simulated moves/s (per CPU second: "
              f"{csims:,.0f} and {cmoves:,.0f})", flush=True)
        if args.speed_only:
            continue
        for a, b in pairs:
            t = time.perf_counter()
            r = match(rs, n, a, b, args.games, args.budget_ms, args.max_moves, args.seed, args.rollout_cap, fast,
                      args.cpu_clock, args.progress, args.options)
            decided = args.games - r["unfinished"]
            rate = 100.0 * (r["a"] + 0.5 * r["draw"]) / decided if decided else 0.0
            ms = {lv: 1000 * r["seconds"][lv] / max(1, r["count"][lv]) for lv in (a, b)}
            print(f"  {a:>6} vs {b:<6}: {a} wins {r['a']}, loses {r['b']}, draws {r['draw']}, "
                  f"unfinished {r['unfinished']} -> {rate:5.1f}% (draw = half) | "
                  f"{r['moves'] / max(1, args.games):.0f} moves a game, {a} {ms[a]:.0f} ms/move, "
                  f"{b} {ms[b]:.1f} ms/move, {time.perf_counter() - t:.0f} s", flush=True)
            print("      ended by: " + "; ".join(f"{k} {v}" for k, v in sorted(r["reasons"].items())), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
