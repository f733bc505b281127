"""What a move costs beyond the bare endpoint that no web layer can remove (issue 27 part 2).

    .venv/bin/python scripts/move_floor.py [--blocks 40] [--per-block 50]

The bare endpoint (scripts/bare_app.py) and the real move endpoint are called through their WSGI
interfaces in this process, in interleaved blocks, against one private redis-server. For each side
it prints the CPU a request costs this process and the time redis-server spends on it (INFO
commandstats). For the real side it also times, inside the same requests, the steps of a move
that are the referee's own work and stay whatever serves the HTTP: the rules deciding the move,
sealing the events into the hash chain, the game's metadata after it, the events in words and the
game as the seat sees it. Their sum, with redis-server's extra time for the real scripts, is the
floor of what a move costs beyond a bare append.

bench_moves.py's throughput ratio is (bare's CPU per request, all processes) / (the real's): its
output gives each side's cores and requests per second, so cores / (req/s) is the whole CPU a
request costs there, HTTP parsing and the load generator included. A ratio of 0.85 allows the
real move at most 1/0.85 - 1 = 17.6% of the bare request's whole cost beyond it; this script
prints the floor next to that allowance for a given bare cost (--bare-total-ms, taken from a
bench_moves.py run on the same machine).
"""
from __future__ import annotations

import argparse
import functools
import io
import json
import os
import statistics
import sys
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from bench_moves import grove_move  # noqa: E402

from service.ops.redis_server import PrivateRedis  # noqa: E402

BARE_BODY = b'{"move": {"type": "move", "from": "circle-1", "to": "circle-2"}}'


def environ(path: str, body: bytes, headers: dict) -> dict:
    """A POST as gunicorn hands it to the app."""
    env = {"REQUEST_METHOD": "POST", "PATH_INFO": path, "QUERY_STRING": "", "SERVER_NAME": "127.0.0.1",
           "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "127.0.0.1",
           "REMOTE_PORT": "50000", "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body),
           "wsgi.errors": sys.stderr, "wsgi.multithread": True, "wsgi.multiprocess": True,
           "wsgi.run_once": False, "wsgi.version": (1, 0), "CONTENT_LENGTH": str(len(body)),
           "CONTENT_TYPE": "application/json", "HTTP_HOST": "127.0.0.1:8000", "HTTP_ACCEPT": "*/*"}
    env.update({"HTTP_" + k.upper().replace("-", "_"): v for k, v in headers.items()})
    return env


def call(app, env: dict) -> tuple[str, bytes]:
    seen = {}

    def start_response(status, headers, exc_info=None):
        seen["status"] = status

    body = b"".join(app(env, start_response))
    return seen["status"], body


class Steps:
    """Times named functions while they run (they do no I/O, so wall time is their CPU)."""

    def __init__(self):
        self.spent = Counter()
        self.on = False

    def wrap(self, owner, name: str, label: str) -> None:
        raw = owner.__dict__.get(name) if isinstance(owner, type) else None
        fn = getattr(owner, name)

        @functools.wraps(fn)
        def timed(*a, **k):
            if not self.on:
                return fn(*a, **k)
            t = time.perf_counter()
            try:
                return fn(*a, **k)
            finally:
                self.spent[label] += time.perf_counter() - t

        setattr(owner, name, staticmethod(timed) if isinstance(raw, staticmethod) else timed)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--blocks", type=int, default=40)
    ap.add_argument("--per-block", type=int, default=50)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--bare-total-ms", type=float, default=None,
                    help="the bare request's whole CPU cost in bench_moves.py (cores / req/s, in ms)")
    args = ap.parse_args()

    import redis

    import domain.engine.game as G
    import service.play.games as SG

    steps = Steps()
    steps.wrap(G, "move", "the rules decide the move (G.move)")
    steps.wrap(G.Decision, "seal", "the events sealed into the hash chain")
    steps.wrap(SG, "meta_after", "the game's metadata after the move")
    steps.wrap(SG, "narrate", "the events in words (narrate)")
    steps.wrap(SG.Games, "game_json", "the game as the seat sees it")

    server = PrivateRedis(appendonly=True)
    try:
        os.environ["REDIS_URL"] = server.url
        import bare_app

        from api import create_app

        real = create_app({"REDIS_URL": server.url, "REDIS_QUEUE_URL": server.url})
        bare = bare_app.create_app()
        admin = redis.Redis.from_url(server.url)
        games = []
        for _ in range(args.games):
            status, raw = call(real, environ("/v1/games", json.dumps(
                {"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}], "options": {"turn_limit": 5000}}
            ).encode(), {}))
            g = json.loads(raw)
            games.append({"id": g["id"], "tokens": {s["seat"]: s["token"] for s in g["seats"]},
                          "first": g["to_act"][0], "k": 0})
        count = Counter()

        def one(side: str) -> None:
            i = count[side]
            count[side] += 1
            if side == "bare":
                status, raw = call(bare, environ(f"/bare/floor{i % args.games}", BARE_BODY, {}))
            else:
                g = games[i % args.games]
                seat, mv = grove_move(g["first"], g["k"])
                g["k"] += 1
                status, raw = call(real, environ(f"/v1/games/{g['id']}/moves", json.dumps({"move": mv}).encode(),
                                                 {"Authorization": f"Bearer {g['tokens'][seat]}"}))
            if not status.startswith("201"):
                raise SystemExit(f"{side}: {status} {raw[:300]!r}")

        def redis_usec() -> int:
            return sum(v["usec"] for v in admin.info("commandstats").values())

        for side in ("bare", "real"):  # warm: imports, caches, scripts loaded
            for _ in range(100):
                one(side)
        cpu = {"bare": [], "real": []}
        server_us = {"bare": 0, "real": 0}
        n = Counter()
        for _ in range(args.blocks):
            for side in ("bare", "real"):
                steps.on = side == "real"
                before = redis_usec()
                c0 = time.process_time()
                for _ in range(args.per_block):
                    one(side)
                cpu[side].append((time.process_time() - c0) / args.per_block * 1e6)
                server_us[side] += redis_usec() - before
                n[side] += args.per_block
        steps.on = False
        b_cpu, r_cpu = statistics.median(cpu["bare"]), statistics.median(cpu["real"])
        b_srv, r_srv = server_us["bare"] / n["bare"], server_us["real"] / n["real"]
        print(f"move_floor: {n['real']} requests a side in blocks of {args.per_block}, interleaved; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        print(f"  {'':<44} {'bare':>9} {'real':>9}")
        print(f"  {'this process, CPU per request (median block)':<44} {b_cpu:7.0f} us {r_cpu:7.0f} us")
        print(f"  {'redis-server, time per request':<44} {b_srv:7.0f} us {r_srv:7.0f} us")
        print("  the real move's own work, per move (CPU):")
        floor = r_srv - b_srv
        for label, s in steps.spent.most_common():
            us = s / n["real"] * 1e6
            floor += us
            print(f"    {label:<42} {us:7.0f} us")
        print(f"    {'redis-server beyond the bare append':<42} {r_srv - b_srv:7.0f} us")
        print(f"  floor: {floor:.0f} us a move beyond the bare request, whatever serves the HTTP "
              f"(the real side costs {r_cpu + r_srv - b_cpu - b_srv:.0f} us more in all here)")
        if args.bare_total_ms:
            allowed = args.bare_total_ms * 1000 * (1 / 0.85 - 1)
            best = args.bare_total_ms * 1000 / (args.bare_total_ms * 1000 + floor)
            print(f"  with the bare request's whole cost at {args.bare_total_ms:.2f} ms (bench_moves.py): 0.85x allows "
                  f"{allowed:.0f} us beyond it; the floor alone caps real/bare at {best:.2f}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
