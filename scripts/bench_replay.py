"""Replaying a long game version by version: `GET /v1/games/{id}/replay?at=N` for every N, as an
auditor reads it, and (`--pictures`) `GET /v1/games/{id}/board.html?at=N`, what the page's replay
slider asks for at each step.

    .venv/bin/python scripts/bench_replay.py                          # grove
    .venv/bin/python scripts/bench_replay.py --ruleset battalla --pictures
    .venv/bin/python scripts/bench_replay.py --code ../other-checkout # that checkout's service code

A script, not a test. In one process, on a throwaway redis-server (PrivateRedis): it plays one game of
random legal moves (the same game every run: its secret seed is derived from --game-seed) through
the API (Flask's test client, no sockets), then reads every version in three orders, each from a
new app (a process that never read the game before): forwards 1..N, backwards N..1, and shuffled. It prints this process's CPU time (`time.process_time`: what the
machine's other load barely moves) and the wall time of each pass, per request and in all, with the
load average. Every pass's answers are compared with the first pass's, byte for byte.

`--code DIR` imports api/, service/ and domain/ from another checkout (e.g. a worktree of the commit
before a change), so both sides run with the same script, the same game and the same machine; run
the two interleaved to compare."""
from __future__ import annotations

import argparse
import os
import random
import sys
import time


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ruleset", default="grove")
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--moves", type=int, default=4000, help="at most this many moves (the game may end first)")
    p.add_argument("--seed", type=int, default=7, help="the random moves' seed")
    p.add_argument("--game-seed", type=int, default=1, help="derives the game's secret seed (its dice) and tokens: "
                   "with --seed, the same game every run and on both sides of --code")
    p.add_argument("--options", default="{}", help="the game's options, JSON (e.g. '{\"turn_limit\": 40}')")
    p.add_argument("--pictures", action="store_true", help="also board.html?at=N for every N (the slider)")
    p.add_argument("--seat", type=int, default=None, help="read as this seat (default: a spectator)")
    p.add_argument("--code", default=None, help="import the service from this checkout (default: this one)")
    args = p.parse_args(argv)
    root = os.path.abspath(args.code) if args.code else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path.insert(0, root)
    import json

    from api import create_app
    from service.ops.redis_server import PrivateRedis

    print(f"code: {root}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    server = PrivateRedis()
    try:
        config = {"TESTING": True, "REDIS_URL": server.url}
        client = create_app(config).test_client()
        import secrets

        real, dealt = secrets.token_bytes, random.Random(args.game_seed)
        secrets.token_bytes = lambda n=32: dealt.randbytes(n)  # the game's secret seed, so its dice, every run
        try:
            r = client.post("/v1/games", json={"ruleset": args.ruleset, "options": json.loads(args.options),
                                               "seats": [{"name": f"p{i}"} for i in range(args.seats)]})
        finally:
            secrets.token_bytes = real
        assert r.status_code == 201, r.get_json()
        body = r.get_json()
        gid = body["id"]
        auth = {s["seat"]: {"Authorization": f"Bearer {s['token']}"} for s in body["seats"]}
        pick = random.Random(args.seed)
        t0 = time.perf_counter()
        for _ in range(args.moves):
            game = client.get(f"/v1/games/{gid}").get_json()
            if game["status"] == "finished":
                break
            seat = game["to_act"][0]
            moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth[seat]).get_json()["moves"]
            r = client.post(f"/v1/games/{gid}/moves", json={"move": pick.choice(moves)}, headers=auth[seat])
            assert r.status_code == 201, r.get_json()
        game = client.get(f"/v1/games/{gid}").get_json()
        n = game["version"]
        print(f"{args.ruleset}: a game of {n} events ({game['status']}), played in {time.perf_counter() - t0:.1f} s",
              flush=True)
        headers = auth[args.seat] if args.seat is not None else {}
        paths = ["replay"] + (["board.html"] if args.pictures else [])
        shuffled = list(range(1, n + 1))
        random.Random(1).shuffle(shuffled)
        orders = {"forwards": list(range(1, n + 1)), "backwards": list(range(n, 0, -1)), "shuffled": shuffled}
        for path in paths:
            first = {}
            for name, order in orders.items():
                fresh = create_app(config).test_client()  # a process that has not read this game yet
                c0, w0 = time.process_time(), time.perf_counter()
                for at in order:
                    resp = fresh.get(f"/v1/games/{gid}/{path}", query_string={"at": at}, headers=headers)
                    assert resp.status_code == 200, (at, resp.status_code)
                    if at in first:
                        assert resp.data == first[at], f"{path}?at={at}: the answer differs between passes"
                    else:
                        first[at] = resp.data
                cpu, wall = time.process_time() - c0, time.perf_counter() - w0
                print(f"  {path}?at=N, N {name:<9} {n:5d} requests: CPU {cpu:7.2f} s ({1000 * cpu / n:6.2f} ms each), "
                      f"wall {wall:7.2f} s; load average {os.getloadavg()[0]:.1f}", flush=True)
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
