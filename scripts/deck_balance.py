"""Balance of the default set-ups between equal players: win rates per pairing and per seat (a script, not a test).

Plays N games of one AI level against itself for every default pairing of a game, in-process (no
Redis), with the sides changing seats every game, and prints each side's win rate, each seat's and
the first player's, with 95% Wilson intervals. A draw counts half. docs/rules/battalla.md quotes a run.

    # Battalla: olympus vs wildwood and both mirrors, greedy, 200 games each
    nice -n 15 .venv/bin/python scripts/deck_balance.py battalla --games 200 --seed 1
    # the same with MCTS at 100 ms of CPU a move, 40 games each
    nice -n 15 .venv/bin/python scripts/deck_balance.py battalla --level mcts@100 --games 40 --seed 2
    # a candidate deck list under a starter's name (JSON: {name: {"main": {card: copies}, "heroes": [...]}})
    nice -n 15 .venv/bin/python scripts/deck_balance.py battalla --decks /tmp/try.json --pairings olympus-wildwood
    # Battlegates' set-ups and Dale's default armies: seat advantage
    nice -n 15 .venv/bin/python scripts/deck_balance.py battlegates --games 200
    nice -n 15 .venv/bin/python scripts/deck_balance.py dale --games 200

A pairing names one side per seat (`olympus-wildwood`; Dale `human-elf`, `human-elf-dwarf`, ...;
Battlegates a set-up, its sides being the seats themselves). In game g the sides are rotated by g
seats, so with two seats each side plays each seat in half the games. Every game's seed comes from
(--seed, pairing, game number), so a run is reproducible whatever the number of processes; MCTS
budgets are CPU time of the searching process (`cpu_clock`), so a busy machine does not weaken the
search, but a time budget still makes MCTS runs only nearly reproducible (greedy runs are exact).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from domain.engine import find_ruleset, game as G  # noqa: E402
from domain.engine.ai import search  # noqa: E402

MAX_PROCS = 2  # the machine has two cores, shared


def default_pairings(ruleset: str) -> list[str]:
    """Every default pairing of a game (and the mirrors, which show the seat advantage)."""
    if ruleset == "battalla":
        from domain.battalla.cards import STARTER_DECKS

        names = sorted(STARTER_DECKS)
        return [f"{a}-{b}" for i, a in enumerate(names) for b in names[i:]]  # olympus-olympus, olympus-wildwood, ...
    if ruleset == "battlegates":
        return ["single", "misery_run", "four_castles", "allies", "individual"]
    if ruleset == "dale":  # the default armies by seat count (docs/rules/dale.md)
        armies = ["human", "elf", "dwarf", "goblin", "falcon"]
        return ["-".join(armies[:n]) for n in range(2, 6)]
    raise SystemExit(f"no default pairings for {ruleset!r}")


def sides_of(ruleset: str, pairing: str) -> list[str]:
    """The side labels of a pairing, one per seat before rotation."""
    if ruleset == "battlegates":
        rs = find_ruleset(ruleset)
        low, _ = rs.seat_range(rs.check_options({"setup": pairing}))
        return [f"seat {s}" for s in range(low)]
    return pairing.split("-")


def options_of(ruleset: str, pairing: str, seated: list[str]) -> dict:
    """The game's options with the sides in seat order."""
    if ruleset == "battalla":
        return {"deck_0": seated[0], "deck_1": seated[1]}
    if ruleset == "dale":
        return {"armies": list(seated)}
    return {"setup": pairing}


def first_seat(ruleset: str, state: dict) -> int | None:
    """The seat that played the game's first turn."""
    if ruleset == "battalla":
        return state.get("first")
    if ruleset == "battlegates":
        from domain.battlegates.state import setup_of

        return None if state.get("first") is None else setup_of(state).castle_seat[state["first"]]
    if ruleset == "dale":
        return 0  # seat 0 is the senior player and goes first
    return None


def install_decks(decks: dict | None) -> None:
    """Put candidate deck lists in place of the starters of the same name (in this process)."""
    if not decks:
        return
    from domain.battalla.cards import STARTER_DECKS

    for name, d in decks.items():
        STARTER_DECKS[name] = {"main": dict(d["main"]), "heroes": list(d["heroes"])}


def play_one(job: tuple) -> dict:
    """One game: (ruleset, pairing, level, game number, seed, max moves, decks) -> its result."""
    ruleset, pairing, level, g, seed, max_moves, decks = job
    install_decks(decks)
    rs = find_ruleset(ruleset)
    sides = sides_of(ruleset, pairing)
    n = len(sides)
    seated = [sides[(s - g) % n] for s in range(n)]  # side i sits at seat (i + g) % n
    key = hashlib.sha256(f"{seed}/{pairing}/{g}".encode()).digest()
    pick = random.Random(key)
    name, _, ms = level.partition("@")
    budget = int(ms) if ms else None
    gs = G.create(rs, seats=[{"name": f"p{i}"} for i in range(n)], options=options_of(ruleset, pairing, seated),
                  clock=None, seed=key).state
    moves = 0
    began = time.process_time()
    while not gs["finished"] and moves < max_moves:
        seat = pick.choice(G.to_act(rs, gs))
        mv, _ = search(rs, gs, seat, name, budget_ms=budget, rng_seed=pick.getrandbits(63), cpu_clock=True)
        gs = G.move(rs, gs, seat, mv, key).state
        moves += 1
    o = G.outcome(rs, gs)
    return {"pairing": pairing, "game": g, "seated": seated, "winners": o["winners"] if o else None,
            "reason": o["reason"] if o else "unfinished", "first": first_seat(ruleset, gs["game"]),
            "moves": moves, "cpu": round(time.process_time() - began, 2)}


def wilson(points: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (a draw counting half a point)."""
    if n == 0:
        return 0.0, 1.0
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def share(results: list[dict], who) -> tuple[float, int]:
    """Points of `who(result) -> seat or None` over the decided games: a win 1, a shared win 1/k."""
    points, n = 0.0, 0
    for r in results:
        if r["winners"] is None:
            continue
        s = who(r)
        if s is None:
            continue
        n += 1
        if s in r["winners"]:
            points += 1 / len(r["winners"])
        elif not r["winners"]:
            points += 1 / len(r["seated"])  # a draw with no winner: an equal share
    return points, n


def line(label: str, points: float, n: int) -> str:
    """"label: 97.5 of 200 = 48.8% (95% CI 41.9-55.6%)"."""
    lo, hi = wilson(points, n)
    pct = 100 * points / n if n else 0.0
    return f"    {label:<28} {points:g} of {n} = {pct:5.1f}%  (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"


def report(ruleset: str, pairing: str, level: str, results: list[dict]) -> dict:
    """Print a pairing's figures; return them for --json."""
    sides = sides_of(ruleset, pairing)
    n = len(sides)
    unfinished = sum(r["winners"] is None for r in results)
    draws = sum(r["winners"] is not None and len(r["winners"]) != 1 for r in results)
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    print(f"\n{ruleset} {pairing} ({level} vs {level}): {len(results)} games, {draws} drawn or shared, "
          f"{unfinished} unfinished, {sum(r['moves'] for r in results) / max(1, len(results)):.0f} moves "
          f"and {sum(r['cpu'] for r in results) / max(1, len(results)):.1f} CPU s a game")
    out = {"ruleset": ruleset, "pairing": pairing, "level": level, "games": len(results), "draws": draws,
           "unfinished": unfinished, "reasons": reasons, "sides": {}, "seats": {}, "first": None}
    distinct = list(dict.fromkeys(sides))
    if ruleset != "battlegates" and len(distinct) > 1:
        print("  by side (whichever seat it sat in):")
        for side in distinct:
            pts, k = share(results, lambda r, side=side: r["seated"].index(side))
            # a side that sits in one seat of the game; the mirror has no sides to tell apart
            print(line(side, pts, k))
            out["sides"][side] = [pts, k]
            if n == 2:
                for seat in range(2):
                    sub = [r for r in results if r["seated"][seat] == side]
                    p2, k2 = share(sub, lambda r, side=side: r["seated"].index(side))
                    print(line(f"  {side} in seat {seat}", p2, k2))
    print("  by seat:")
    for seat in range(n):
        pts, k = share(results, lambda r, seat=seat: seat)
        print(line(f"seat {seat}", pts, k))
        out["seats"][seat] = [pts, k]
    if any(r["first"] is not None for r in results):
        pts, k = share(results, lambda r: r["first"])
        print(line("the first player", pts, k))
        out["first"] = [pts, k]
    print("  ended by: " + "; ".join(f"{k} {v}" for k, v in sorted(reasons.items())), flush=True)
    return out


def main(argv=None) -> int:
    """Play and report every pairing asked for."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ruleset", choices=["battalla", "battlegates", "dale"])
    ap.add_argument("--games", type=int, default=200, help="games per pairing (default 200)")
    ap.add_argument("--level", default="greedy", help="greedy, or mcts@<ms of CPU a move> (default greedy)")
    ap.add_argument("--pairings", default="", help="comma-separated (default: every default pairing and mirror)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--procs", type=int, default=MAX_PROCS, help=f"processes, at most {MAX_PROCS}")
    ap.add_argument("--max-moves", type=int, default=3000, help="moves before a game counts as unfinished")
    ap.add_argument("--decks", default=None, help="Battalla: a JSON file of candidate deck lists by starter name")
    ap.add_argument("--json", default=None, help="also write every game and the figures to this file")
    ap.add_argument("--progress", action="store_true", help="a line per game as it ends (a stopped run can be tallied)")
    args = ap.parse_args(argv)
    decks = None
    if args.decks:
        with open(args.decks) as f:
            decks = json.load(f)
        from domain.battalla.moves import deck_problems

        for name, d in decks.items():
            main_list = [c for c, k in sorted(d["main"].items()) for _ in range(k)]
            problems = deck_problems({"main": main_list, "heroes": d["heroes"]})
            if problems:
                raise SystemExit(f"{name}: " + "; ".join(problems))
        install_decks(decks)
    pairings = [p for p in args.pairings.split(",") if p] or default_pairings(args.ruleset)
    procs = max(1, min(args.procs, MAX_PROCS))
    print(f"{args.ruleset}: {args.level} vs {args.level}, {args.games} games a pairing, seed {args.seed}, "
          f"{procs} processes{', decks from ' + args.decks if args.decks else ''}", flush=True)
    summary, games = [], []
    with multiprocessing.Pool(procs) as pool:
        for pairing in pairings:
            jobs = [(args.ruleset, pairing, args.level, g, args.seed, args.max_moves, decks) for g in range(args.games)]
            t = time.perf_counter()
            results = []
            for r in pool.imap_unordered(play_one, jobs):
                results.append(r)
                if args.progress:
                    print("    game " + json.dumps(r), flush=True)
            results.sort(key=lambda r: r["game"])
            summary.append(report(args.ruleset, pairing, args.level, results))
            print(f"  ({time.perf_counter() - t:.0f} s wall)", flush=True)
            games += results
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"args": vars(args), "summary": summary, "games": games}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
