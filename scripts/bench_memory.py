"""Memory: one finished 200-move game in Redis, and an API worker's RSS after many moves.

    .venv/bin/python scripts/bench_memory.py                        # ~1 min
    .venv/bin/python scripts/bench_memory.py --games 200 --moves-per-game 10   # quicker, smaller
    .venv/bin/python scripts/bench_memory.py --games 5000 --moves-per-game 10  # larger

A script, not a test: it prints its figures (targets in /work/shared/DESIGN.md, "Targets").
It starts its own redis-server (PrivateRedis, appendonly yes) and, for part 2, the real API under
gunicorn on a free loopback port, and stops them at the end.

Part 1 plays grove games in-process through service.play.games.Games.submit (the code path of
POST /moves, minus HTTP) with random legal moves; the first game still running after 199 moves
gets a resignation as its 200th command, so it ends finished with 200 commands. It is played
twice: without Idempotency-Key, and with one on every move (each stored answer lives 24 h).
The figure is the sum of MEMORY USAGE over every key of the game (game:{<id>}:*).

Part 2 starts the API with --workers 1 (so one worker serves every request), creates --games
games over HTTP and plays --moves-per-game legal moves in each (keep-alive connections from a
few client threads), and prints the worker's RSS (VmRSS; VmHWM is the peak) along the way.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from bench_moves import (HOST, preflight, RULESET, children, create_games, gunicorn_args, grove_move,  # noqa: E402
                         start_gunicorn, start_redis, stop_proc)

KIB = 1024


def game_keys(client, game_id: str) -> dict:
    """{key: MEMORY USAGE bytes} of every key of one game."""
    out = {}
    for k in client.scan_iter(match=f"game:\\{{{game_id}\\}}:*", count=1000):
        out[k.decode()] = client.memory_usage(k, samples=0) or 0
    return out


def play_200(games, rng: random.Random, use_idem: bool, moves: int) -> tuple[str, int, dict]:
    """A grove game with `moves` commands that has finished: (id, commands, outcome)."""
    from domain.engine import game as G
    from service.play.games import fingerprint

    for attempt in range(50):
        body = games.create(RULESET, [{"name": "ana"}, {"name": "bo"}], {}, None)
        gid = body["id"]
        n = 0
        while n < moves - 1:
            loaded = games.load(gid)
            if loaded.finished:
                break
            seat = G.to_act(loaded.ruleset, loaded.state)[0]
            legal = games.legal_moves(loaded, seat)["moves"]
            mv = rng.choice(legal)
            kw = {}
            if use_idem:
                kw = {"idem": f"k{n}", "fingerprint": fingerprint({"command": "move", "body": {"move": mv}})}
            games.submit(gid, seat, "move", mv, **kw)
            n += 1
        loaded = games.load(gid)
        if loaded.finished:
            continue  # ended before 200 commands: try another game
        seat = G.to_act(loaded.ruleset, loaded.state)[0]
        kw = {"idem": "resign", "fingerprint": fingerprint({"command": "resign", "body": None})} if use_idem else {}
        games.submit(gid, seat, "resign", **kw)
        n += 1
        loaded = games.load(gid)
        assert loaded.finished
        return gid, n, {"attempts": attempt + 1, "version": loaded.version}
    raise RuntimeError(f"no grove game lasted {moves} commands in 50 attempts")


def part1(server, moves: int) -> None:
    import redis

    from service.play.games import Games
    from service.storage.store import EventStore

    client = redis.Redis.from_url(server.url)
    games = Games(EventStore(client), scheduler=None)
    rng = random.Random(2026)
    print(f"\n== A finished {moves}-command grove game in Redis (MEMORY USAGE of all its keys; target <= 128 KiB)")
    for use_idem in (False, True):
        gid, n, info = play_200(games, rng, use_idem, moves)
        keys = game_keys(client, gid)
        total = sum(keys.values())
        label = "with an Idempotency-Key on every move" if use_idem else "without Idempotency-Key"
        verdict = "OK" if total <= 128 * KIB else "MISSED"
        print(f"  {label}: game {gid}, {n} commands, {info['version']} events "
              f"(first game to last {moves} commands: attempt {info['attempts']})")
        by_part: dict = {}
        for k, v in keys.items():
            part = k.split(":", 2)[2]
            part = "idem:*" if part.startswith("idem:") else part
            c, b = by_part.get(part, (0, 0))
            by_part[part] = (c + 1, b + v)
        for part, (count, b) in sorted(by_part.items(), key=lambda x: -x[1][1]):
            print(f"    {part:<10} {count:4d} key(s) {b / KIB:8.1f} KiB")
        print(f"    total      {len(keys):4d} key(s) {total / KIB:8.1f} KiB   (target <= 128 KiB)  {verdict}")
    print("  (not counted: the game's member in the games:index and games:finished sorted sets, ~100 bytes)")
    client.close()


def _vm(pid: int) -> dict:
    out = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(("VmRSS:", "VmHWM:")):
                out[line.split(":")[0]] = int(line.split()[1])
    return out


def part2(server, n_games: int, per_game: int, threads: int, workers: int, gthreads: int) -> None:
    settings = gunicorn_args(workers, gthreads, "gthread")
    print(f"\n== API worker RSS after {n_games * per_game:,} moves across {n_games:,} games "
          f"(gunicorn {' '.join(settings)}; target < 150 MiB)", flush=True)
    proc, port = start_gunicorn("api:create_app()", server.url, settings)
    try:
        pids = children(proc.pid)

        def show(label):
            vals = [_vm(p) for p in pids]
            rss = ", ".join(f"{v['VmRSS'] / KIB:.1f} MiB (peak {v['VmHWM'] / KIB:.1f})" for v in vals)
            print(f"  {label:<40} worker RSS {rss}", flush=True)
            return max(v["VmRSS"] for v in vals)

        show("after boot")
        t = time.perf_counter()
        games = create_games(port, n_games, {"turn_limit": 5000}, threads=threads)
        print(f"  created {len(games)} games in {time.perf_counter() - t:.1f} s")
        show(f"after creating {len(games)} games")
        errors = []
        lock = threading.Lock()

        def client(mine):
            c = http.client.HTTPConnection(HOST, port, timeout=30)
            for k in range(per_game):
                for g in mine:
                    seat, mv = grove_move(g["first"], k)
                    c.request("POST", f"/v1/games/{g['id']}/moves", body=json.dumps({"move": mv}),
                              headers={"Content-Type": "application/json",
                                       "Authorization": f"Bearer {g['tokens'][seat]}"})
                    r = c.getresponse()
                    r.read()
                    if r.status != 201:
                        with lock:
                            errors.append(r.status)
            c.close()

        t = time.perf_counter()
        ts = [threading.Thread(target=client, args=(games[i::threads],)) for i in range(threads)]
        for th in ts:
            th.start()
        for th in ts:
            th.join()
        el = time.perf_counter() - t
        print(f"  played {n_games * per_game:,} moves in {el:.1f} s ({n_games * per_game / el:.0f}/s, {threads} client "
              f"threads){'  ERRORS ' + str(errors[:10]) if errors else ''}")
        rss = show(f"after {n_games * per_game:,} moves")
        print(f"  max worker RSS {rss / KIB:.1f} MiB   (target < 150 MiB)  {'OK' if rss < 150 * KIB else 'MISSED'}")
    finally:
        stop_proc(proc)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--moves", type=int, default=200, help="commands of the finished game (part 1)")
    p.add_argument("--games", type=int, default=1000, help="games in part 2")
    p.add_argument("--moves-per-game", type=int, default=10, help="moves per game in part 2")
    p.add_argument("--client-threads", type=int, default=8)
    p.add_argument("--workers", type=int, default=1, help="gunicorn workers in part 2 (1: one worker sees all)")
    p.add_argument("--threads", type=int, default=8, help="gunicorn gthread threads per worker")
    p.add_argument("--skip-redis", action="store_true")
    p.add_argument("--skip-rss", action="store_true")
    args = p.parse_args(argv)
    preflight()
    print(f"bench_memory: load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    server = start_redis()
    try:
        if not args.skip_redis:
            part1(server, args.moves)
        if not args.skip_rss:
            part2(server, args.games, args.moves_per_game, args.client_threads, args.workers, args.threads)
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
