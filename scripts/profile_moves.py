"""Where a move's server time goes: cProfile over the real move endpoint, in process.

    .venv/bin/python scripts/profile_moves.py [--moves 3000] [--games 50] [--top 40]

It starts its own redis-server (PrivateRedis), builds the app as gunicorn would, creates grove
games and plays the benchmark's fixed move plan (scripts/bench_moves.py) through Flask's WSGI
interface (no sockets: what is left is the app's own work and its Redis round trips), under
cProfile. It prints the top functions by own time and by cumulative time, and the Redis commands
sent per move. A profile, not a benchmark: the figures that count are bench_moves.py's ratios.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import sys
import time

import redis

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from bench_moves import grove_move  # noqa: E402

from service.ops.redis_server import PrivateRedis  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--moves", type=int, default=3000)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--top", type=int, default=40)
    args = ap.parse_args()
    server = PrivateRedis(appendonly=True)
    try:
        os.environ["REDIS_URL"] = server.url
        from api import create_app

        app = create_app({"REDIS_URL": server.url})
        client = app.test_client()
        games = []
        for _ in range(args.games):
            g = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}],
                                               "options": {"turn_limit": 5000}}).get_json()
            first = g["to_act"][0]
            games.append({"id": g["id"], "first": first, "tokens": [s["token"] for s in g["seats"]], "k": 0})
        requests = []
        for n in range(args.moves):
            g = games[n % len(games)]
            seat, mv = grove_move(g["first"], g["k"])
            g["k"] += 1
            requests.append((f"/v1/games/{g['id']}/moves", json.dumps({"move": mv}).encode(),
                             {"Authorization": f"Bearer {g['tokens'][seat]}", "Content-Type": "application/json"}))
        for path, body, headers in requests[:200]:  # warm: the caches, the imports
            assert client.post(path, data=body, headers=headers).status_code == 201
        commands = server_commands(server)
        redis.Redis.from_url(server.url).config_resetstat()
        prof = cProfile.Profile()
        started = time.perf_counter()
        prof.enable()
        for path, body, headers in requests[200:]:
            r = client.post(path, data=body, headers=headers)
            if r.status_code != 201:
                raise SystemExit(f"a move was refused: {r.status_code} {r.get_data(as_text=True)}")
        prof.disable()
        took = time.perf_counter() - started
        n = len(requests) - 200
        per = (server_commands(server) - commands) / n
        print(f"{n} moves in {took:.2f} s in one thread: {n / took:.0f} moves/s, {1000 * took / n:.3f} ms a move "
              f"(with the profiler's overhead); {per:.1f} Redis commands a move")
        stats = redis.Redis.from_url(server.url).info("commandstats")
        print("Redis' own time per move, by command (INFO commandstats):")
        for name, st in sorted(stats.items(), key=lambda kv: -kv[1]["usec"]):
            print(f"  {name.removeprefix('cmdstat_'):<16} {st['calls'] / n:5.2f} calls  {st['usec'] / n:7.1f} us a move")
        for order in ("tottime", "cumulative"):
            out = io.StringIO()
            pstats.Stats(prof, stream=out).sort_stats(order).print_stats(args.top)
            print(f"\n== by {order}\n" + "\n".join(line for line in out.getvalue().splitlines()[6:] if line.strip()))
    finally:
        server.stop()


def server_commands(server) -> int:
    info = redis.Redis.from_url(server.url).info("stats")
    return int(info["total_commands_processed"])


if __name__ == "__main__":
    main()
