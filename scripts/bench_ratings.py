"""Rating updates per second: the model alone (openskill Plackett-Luce, 2 and 5 seats), and through
the store (service/compete/ratings.py: append a rated game, fold it under the ruleset's lock).

    .venv/bin/python scripts/bench_ratings.py [--games N]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main() -> int:
    from service.compete.ratings import Ratings, bench, rkey
    from service.ops.redis_server import PrivateRedis

    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=5000)
    args = p.parse_args()
    for seats in (2, 3, 5):
        print(f"model alone, {seats} seats: {bench(args.games, seats):,.0f} rating updates/s")
    server = PrivateRedis()
    try:
        import redis

        client = redis.Redis.from_url(server.url)
        ratings = Ratings(client)
        rnd = random.Random(1)
        players = [f"ai:p{i}" for i in range(50)]
        n = args.games // 5
        t = time.perf_counter()
        for i in range(n):
            ps = rnd.sample(players, 2)
            entry = {"game": f"g{i}", "at": "", "players": ps, "names": ps, "places": [0.0, 1.0]}
            ratings._add(keys=[rkey("bench", "games"), rkey("bench", "seen")], args=[f"g{i}", json.dumps(entry)])
            ratings.catch_up("bench")
        dt = time.perf_counter() - t
        print(f"through Redis, one game at a time (append + fold + leaderboard): {n / dt:,.0f} rated games/s")
        ratings.rebuild("bench")
        t = time.perf_counter()
        ratings.rebuild("bench")
        dt = time.perf_counter() - t
        print(f"rebuild from the log ({n} games): {n / dt:,.0f} rated games/s")
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
