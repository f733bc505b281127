"""Where one move's CPU goes on the fast path, phase by phase, and what a switch changes (issue 38).

    .venv/bin/python scripts/profile_move_phases.py                       # CPU a move, held copies on
    .venv/bin/python scripts/profile_move_phases.py --held off            # the path before them (2 round trips)
    .venv/bin/python scripts/profile_move_phases.py --lean off            # the append through redis-py's Script
    .venv/bin/python scripts/profile_move_phases.py --minimal --profile 2000   # cProfile, per phase

The bare app (scripts/bare_app.py) and the real API are called through their WSGI interfaces in
this process, against one private redis-server (AOF on), in alternating blocks; `time.process_time`
counts this process only, so other work on the machine moves the figures much less than it moves
bench_moves.py's throughput. It prints the CPU a request costs each side, the Redis commands a move
sends (INFO commandstats, counting those run inside Lua), and with --profile the CPU µs a move
spends in each phase under cProfile (which inflates small calls about 2.5-3x: compare phases with
each other and with another run, not with the unprofiled figures).
"""
from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from bench_moves import grove_move  # noqa: E402
from move_floor import BARE_BODY, call, environ  # noqa: E402

from service.ops.redis_server import PrivateRedis  # noqa: E402

# (label, [(file suffix, function name), ...]): the largest cumulative time among them is the phase's
PHASES = [
    ("the whole WSGI call", [("api/fast_moves.py", "__call__")]),
    ("Flask's request context (create, push, pop)", [("flask/app.py", "request_context"), ("flask/ctx.py", "pop")]),
    ("before-request hooks", [("flask/app.py", "preprocess_request")]),
    ("the body (read, parse, check)", [("api/games.py", "move_body")]),
    ("the load (a round trip) or the held copy", [("service/play/games.py", "load"), ("service/play/games.py", "load_held")]),
    ("the caller's seat (token, account, deadline)", [("api/caller.py", "seat_for"),
                                                     ("service/play/automation.py", "enforce_on_read")]),
    ("the rules (G.move)", [("domain/engine/game.py", "move")]),
    ("the seal (hash chain)", [("domain/engine/game.py", "seal")]),
    ("the words (narrate)", [("service/table/words.py", "narrate")]),
    ("the view (game_json)", [("service/play/games.py", "game_json")]),
    ("the metadata after the move", [("service/table/game_record.py", "meta_after")]),
    ("the append (a round trip)", [("service/storage/store.py", "append")]),
    ("keeping the held copy (its digest)", [("service/play/held.py", "keep")]),
    ("the follow-up (snapshot, log, jobs, notices)", [("service/play/games.py", "follow_up")]),
    ("the answer (headers, metrics, JSON)", [("api/fast_moves.py", "headers"), ("api/fast_moves.py", "count"),
                                             ("api/errors.py", "answer_bytes")]),
]


def phases(stats: pstats.Stats, moves: int) -> None:
    """Print the CPU µs a move spends in each phase (cumulative, under the profiler)."""
    cum: dict = {}
    for (path, _line, name), (_cc, _nc, _tt, ct, _callers) in stats.stats.items():
        cum[(path, name)] = max(cum.get((path, name), 0.0), ct)
    for label, parts in PHASES:
        spent = 0.0
        for suffix, name in parts:
            spent += max([ct for (path, fn), ct in cum.items() if fn == name and path.endswith(suffix)] or [0.0])
        print(f"  {label:<48} {1e6 * spent / moves:7.0f} us")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--held", default="on", help="HELD_MOVES: on (one round trip a move) or off")
    ap.add_argument("--lean", default="on", help="the append as one EVALSHA on a pooled connection (on) "
                                                 "or through redis-py's Script (off)")
    ap.add_argument("--minimal", action="store_true", help="moves say Prefer: return=minimal")
    ap.add_argument("--blocks", type=int, default=6, help="alternating blocks a side")
    ap.add_argument("--per-block", type=int, default=500)
    ap.add_argument("--profile", type=int, default=0, help="then this many moves under cProfile, by phase")
    args = ap.parse_args()

    server = PrivateRedis(appendonly=True)
    try:
        os.environ["REDIS_URL"] = server.url
        import bare_app
        import redis

        from api import create_app

        real = create_app({"REDIS_URL": server.url, "REDIS_QUEUE_URL": server.url, "HELD_MOVES": args.held})
        real.extensions["arbiter"].store._append.lean = args.lean == "on"
        bare = bare_app.create_app()
        games = []
        for _ in range(20):
            _status, raw = call(real, environ("/v1/games", json.dumps(
                {"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}], "options": {"turn_limit": 5000}}
            ).encode(), {}))
            g = json.loads(raw)
            games.append({"id": g["id"], "tokens": {s["seat"]: s["token"] for s in g["seats"]},
                          "first": g["to_act"][0], "k": 0})
        extra = {"Prefer": "return=minimal"} if args.minimal else {}
        count = [0]

        def move() -> None:
            g = games[count[0] % len(games)]
            count[0] += 1
            seat, mv = grove_move(g["first"], g["k"])
            g["k"] += 1
            status, raw = call(real, environ(f"/v1/games/{g['id']}/moves", json.dumps({"move": mv}).encode(),
                                             {"Authorization": f"Bearer {g['tokens'][seat]}", **extra}))
            if not status.startswith("201"):
                raise SystemExit(f"move: {status} {raw[:300]!r}")

        def bare_request() -> None:
            status, raw = call(bare, environ(f"/bare/p{count[0] % 20}", BARE_BODY, {}))
            if not status.startswith("201"):
                raise SystemExit(f"bare: {status} {raw[:300]!r}")

        for _ in range(200):  # warm: imports, caches, scripts, held copies
            move()
            bare_request()
        spent = {"bare": [], "real": []}
        for _ in range(args.blocks):
            for side, fn in (("bare", bare_request), ("real", move)):
                c0 = time.process_time()
                for _ in range(args.per_block):
                    fn()
                spent[side].append((time.process_time() - c0) / args.per_block * 1e6)
        admin = redis.Redis.from_url(server.url)
        before = {k: v["calls"] for k, v in admin.info("commandstats").items()}
        for _ in range(200):
            move()
        after = {k: v["calls"] for k, v in admin.info("commandstats").items()}
        sent = {k.removeprefix("cmdstat_"): (v - before.get(k, 0)) / 200 for k, v in after.items()
                if v - before.get(k, 0) and k != "cmdstat_info"}
        b, r = statistics.median(spent["bare"]), statistics.median(spent["real"])
        print(f"profile_move_phases: held copies {args.held}, lean append {args.lean}, "
              f"{'return=minimal' if args.minimal else 'full answers'}; {args.blocks} blocks of {args.per_block} "
              f"a side; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        print(f"  CPU a request (median block): bare {b:.0f} us, move {r:.0f} us, beyond bare {r - b:.0f} us; "
              f"bare/move {b / r:.2f}")
        print("  per block, beyond bare: " + " ".join(f"{y - x:.0f}" for x, y in zip(spent["bare"], spent["real"])))
        print(f"  Redis commands a move: {sum(sent.values()):.2f} ("
              + ", ".join(f"{k} {v:.2f}" for k, v in sorted(sent.items())) + ")")
        if args.profile:
            prof = cProfile.Profile(time.process_time)
            prof.enable()
            for _ in range(args.profile):
                move()
            prof.disable()
            print(f"  CPU us a move under cProfile ({args.profile} moves), by phase:")
            phases(pstats.Stats(prof), args.profile)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
