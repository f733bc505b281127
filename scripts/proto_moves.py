"""A PROTOTYPE, measured: moves over a persistent connection, with and without game state held by
the process that serves the connection (issue 38, part 3). Not a product: no route, no contract,
no client uses it.

    .venv/bin/python scripts/proto_moves.py                 # ~2.5 min: 3 interleaved rounds
    .venv/bin/python scripts/proto_moves.py --rounds 5 --fsync always

What it is: a TCP server (gevent, two pre-forked processes sharing one listening socket, as
gunicorn's two gevent workers do) speaking newline-delimited JSON:

    client: {"seats": [[game_id, seat_token], ...]}      once: every seat is authenticated here
    server: {"ok": true, "seats": [0, 1, ...]}           (or {"error": <problem>})
    client: {"s": i, "move": {...}, "if_match": 12, "idem": "key"}      (if_match, idem optional)
    server: {"status": 201, "version": 13, "events": [...]}   or {"status": 4xx, "problem": {...}}

Each move goes into the same service call as `POST /v1/games/{id}/moves` (service/play/games.py
`Games.submit`: the rules, If-Match, the Idempotency-Key lease and stored answer, the hash chain,
the durable append, the follow-up: snapshots, scheduling, notifications), answered like
`Prefer: return=minimal` (the events in the seat's words and the version). Two variants:

- `load`: the game is loaded before each move, as the HTTP route does (one round trip that
  checks the process's cached state against the store, then the append: two round trips);
- `held`: the process keeps the state its last append produced and decides the next move on it:
  one round trip (the append script refuses a version or head hash that moved, and the service
  then reloads and decides again, so a stale held state can never append). A move the rules
  refuse on the held state is decided again on the store's state before the refusal is answered
  (another worker, or an AI or deadline job, may have moved the game on: without routing every
  game to one process, a held state is often stale); a move with an Idempotency-Key, or with an
  If-Match other than the held version, is decided on the store's state from the start.

What it is not: no HTTP (so no per-move rate limit, metrics, CORS or security headers; a
WebSocket adds its framing, a few bytes a message), no per-move token check (the seat is
authenticated once per connection: a seat token cannot be revoked today, an account token can,
and a real endpoint would have to re-check or drop the connection on revocation), no
enforcement of a passed deadline before a held move (the HTTP route does it on every read; the
deadline job still fires), no reconnection, no events pushed to other seats.

The measurement: its own redis-server (AOF, appendfsync everysec or always), the bare app and the
real API under gunicorn (gevent, 2 workers), the two prototype servers, 200 grove games; then
interleaved rounds of (a) the bare endpoint, (b) the real move route with Prefer: return=minimal,
(c) the prototype `load`, (d) the prototype `held`, each with 32 connections from the same
asyncio load generator (2 processes), ratios against (a) of the same run.
"""
from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))


# --- the server (run as `proto_moves.py serve PORT VARIANT`) ---------------------------------
def serve(port: int, variant: str, workers: int = 2) -> None:
    from gevent import monkey

    monkey.patch_all()
    from gevent.server import StreamServer

    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(1024)
    forked = []
    for _ in range(workers - 1):
        pid = os.fork()
        if pid == 0:
            forked.clear()
            break
        forked.append(pid)
    if forked:  # the first process: its forks stop with it (by their pids)
        import signal

        def stop(_signum, _frame):
            for pid in forked:
                try:
                    os.kill(pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
            os._exit(0)

        signal.signal(signal.SIGTERM, stop)
    from api import create_app

    app = create_app()  # the service as the API builds it (store, scheduler, people, public log)
    games = app.extensions["arbiter"]
    held: dict = {}
    if variant == "held":
        follow_up = games.follow_up

        def keep(before, after, now, snapshot, envs=None):
            held[after.id] = after  # the state this process's append produced
            return follow_up(before, after, now, snapshot, envs=envs)

        games.follow_up = keep

    def handle(sock, _addr):
        from domain.engine.errors import ArbiterError
        from service.storage.errors import problem
        from service.play.games import fingerprint

        f = sock.makefile("rwb")
        try:
            hello = json.loads(f.readline())
            seats = []
            try:
                for game_id, token in hello["seats"]:
                    seats.append((game_id, games.seat_of(games.load(game_id), token)))
                f.write(json.dumps({"ok": True, "seats": [s for _, s in seats]}).encode() + b"\n")
            except ArbiterError as exc:
                f.write(json.dumps({"error": problem(exc)[1]}).encode() + b"\n")
                return
            f.flush()
            for line in f:
                msg = json.loads(line)
                game_id, seat = seats[msg["s"]]
                if_match, idem = msg.get("if_match"), msg.get("idem")
                # the held state serves a move without an Idempotency-Key (a refusal under a key is
                # stored for good, so it must be decided on the store's state) and without an
                # If-Match other than its version (never refused on a stale state)
                loaded = held.get(game_id) if variant == "held" and idem is None else None
                if loaded is not None and if_match is not None and if_match != loaded.version:
                    loaded = None
                fp = fingerprint({"command": "move", "body": {"move": msg["move"]}})
                try:
                    try:
                        status, body = games.submit(game_id, seat, "move", msg["move"], if_match=if_match,
                                                    idem=idem, fingerprint=fp, loaded=loaded, view=False)
                    except ArbiterError:
                        if loaded is None:
                            raise
                        # refused on the held state, which another process may have moved on from
                        # (a connection to another worker, an AI or deadline job): decide again on
                        # the store's state before saying no
                        held.pop(game_id, None)
                        status, body = games.submit(game_id, seat, "move", msg["move"], if_match=if_match,
                                                    idem=idem, fingerprint=fp, view=False)
                    out = {"status": status, "version": body.get("version"), "events": body.get("events")} \
                        if status < 400 else {"status": status, "problem": body}
                except ArbiterError as exc:
                    held.pop(game_id, None)
                    status, body = problem(exc)
                    out = {"status": status, "problem": body}
                f.write(json.dumps(out, separators=(",", ":")).encode() + b"\n")
                f.flush()
        finally:
            f.close()
            sock.close()

    StreamServer(listener, handle).serve_forever()


# --- the load generator for the prototype -----------------------------------------------------
async def _proto_connection(port, targets, t_start, t_end, lat, counts):
    import asyncio

    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    seats = [[t["id"], t["tokens"][seat]] for t in targets for seat in (0, 1)]
    writer.write(json.dumps({"seats": seats}).encode() + b"\n")
    assert json.loads(await reader.readline())["ok"]
    i = 0
    try:
        while True:
            now = time.perf_counter()
            if now >= t_end:
                break
            ti = i % len(targets)
            t = targets[ti]
            i += 1
            k = t["k"]
            seat, mv = t["plan"][k] if k < len(t["plan"]) else t["cycle"][(k - len(t["plan"])) % len(t["cycle"])]
            writer.write(json.dumps({"s": 2 * ti + seat, "move": mv}, separators=(",", ":")).encode() + b"\n")
            answer = json.loads(await reader.readline())
            done = time.perf_counter()
            t["k"] = k + 1
            if t_start <= now < t_end:
                if answer["status"] == 201:
                    lat.append(done - now)
                else:
                    counts["errors"] += 1
                    counts.setdefault(answer["status"], 0)
                    counts[answer["status"]] += 1
    finally:
        writer.close()


def _proto_proc(port, conns, warmup, duration, start_at, queue):
    import asyncio

    async def main():
        delay = start_at - time.time()
        if delay > 0:
            await asyncio.sleep(delay)
        t0 = time.perf_counter()
        lat, counts = [], {"errors": 0}
        await asyncio.gather(*[_proto_connection(port, targets, t0 + warmup, t0 + warmup + duration, lat, counts)
                               for targets in conns])
        return lat, counts

    ru0 = os.times()
    lat, counts = asyncio.run(main())
    ru1 = os.times()
    queue.put((lat, counts, (ru1.user - ru0.user) + (ru1.system - ru0.system),
               [{"id": t["id"], "k": t["k"]} for targets in conns for t in targets]))


def drive_proto(port, games, progress, args, server_pids, redis_url) -> dict:
    """bench_moves.drive's figures, for the prototype's protocol."""
    import multiprocessing as mp

    from bench_moves import commandstats, cpu_seconds, grove_plan

    targets = []
    for g in games:
        opening, cycle = grove_plan(g["first"])
        targets.append({"id": g["id"], "tokens": g["tokens"], "plan": opening, "cycle": cycle,
                        "k": progress.get(g["id"], 0)})
    per_conn = [c for c in (targets[i::args.connections] for i in range(args.connections)) if c]
    groups = [per_conn[i::2] for i in range(2)]
    ctx = mp.get_context("fork")
    queue = ctx.Queue()
    start_at = time.time() + 0.5
    procs = [ctx.Process(target=_proto_proc, args=(port, g, args.warmup, args.duration, start_at, queue))
             for g in groups]
    for p in procs:
        p.start()
    time.sleep(max(0.0, start_at - time.time()) + args.warmup)
    cpu0, cmd0 = cpu_seconds(server_pids), commandstats(redis_url)
    time.sleep(args.duration)
    cpu1, cmd1 = cpu_seconds(server_pids), commandstats(redis_url)
    results = [queue.get(timeout=args.duration + args.warmup + 60) for _ in procs]
    for p in procs:
        p.join(10)
    lat = sorted(x for r in results for x in r[0])
    errors: dict = {}
    for r in results:
        for k, v in r[1].items():
            errors[k] = errors.get(k, 0) + v
    return {"rps": len(lat) / args.duration, "lat": lat, "seconds": args.duration, "errors": errors,
            "p50_ms": 1000 * lat[len(lat) // 2] if lat else float("nan"),
            "p99_ms": 1000 * lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else float("nan"),
            "loadgen_cores": sum(r[2] for r in results) / (args.duration + args.warmup),
            "server_cores": (cpu1 - cpu0) / args.duration,
            "progress": {p["id"]: p["k"] for r in results for p in r[3]},
            "commands": {k: v - cmd0.get(k, 0) for k, v in cmd1.items() if v - cmd0.get(k, 0) > 0 and k != "info"}}


def start_proto(redis_url: str, variant: str):
    from service.ops.redis_server import free_port

    port = free_port()
    env = dict(os.environ, REDIS_URL=redis_url, REDIS_QUEUE_URL=redis_url)
    proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "serve", str(port), variant], cwd=ROOT,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            time.sleep(1.0)  # both forks up
            return proc, port
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the prototype server did not come up")


def bench(argv=None) -> int:
    from bench_moves import (MINIMAL, bare_targets, children, create_games, drive, fmt_run, gunicorn_args, loadavg,
                             merge, real_targets, set_fsync, start_gunicorn, start_redis, stop_proc)

    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--connections", type=int, default=32)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--duration", type=float, default=8.0)
    p.add_argument("--warmup", type=float, default=2.0)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--fsync", choices=("everysec", "always"), default="everysec")
    args = p.parse_args(argv)
    print(f"proto_moves: {loadavg()} at the start")
    server = start_redis(args.fsync == "always")
    procs = []
    try:
        settings = gunicorn_args(2, 8, "gevent")
        real, real_port = start_gunicorn("api:create_app()", server.url, settings)
        bare, bare_port = start_gunicorn("bare_app:create_app()", server.url, settings,
                                         pythonpath=os.path.join(ROOT, "scripts"))
        procs += [real, bare]
        protos = {}
        for variant in ("load", "held"):
            proc, port = start_proto(server.url, variant)
            procs.append(proc)
            protos[variant] = (port, [proc.pid, *children(proc.pid), server.proc.pid])
        set_fsync(server, args.fsync)
        games = create_games(real_port, args.games)
        real_pids = [real.pid, *children(real.pid), server.proc.pid]
        bare_pids = [bare.pid, *children(bare.pid), server.proc.pid]
        print(f"redis-server appendfsync {args.fsync}; {len(games)} grove games; {args.connections} connections; "
              f"{args.rounds} interleaved rounds of {args.duration:.0f} s after {args.warmup:.0f} s warm-up", flush=True)
        runs: dict = {"bare": [], "http-minimal": [], "proto-load": [], "proto-held": []}
        progress: dict = {}
        for _ in range(args.rounds):
            runs["bare"].append(drive(bare_port, bare_targets(bare_port, len(games)), args.connections, 2,
                                      args.warmup, args.duration, bare_pids, redis_url=server.url))
            r = drive(real_port, real_targets(real_port, games, progress, MINIMAL), args.connections, 2,
                      args.warmup, args.duration, real_pids, redis_url=server.url)
            progress.update(r["progress"])
            runs["http-minimal"].append(r)
            for variant in ("load", "held"):
                port, pids = protos[variant]
                r = drive_proto(port, games, progress, args, pids, server.url)
                progress.update(r["progress"])
                runs[f"proto-{variant}"].append(r)
        print(f"  ({loadavg()} at the end)")
        merged = {k: merge(v) for k, v in runs.items()}
        titles = {"bare": "(a) bare POST /bare/<stream>", "http-minimal": "(b) POST /moves, return=minimal",
                  "proto-load": "(c) connection, load per move", "proto-held": "(d) connection, state held"}
        for k, m in merged.items():
            print(fmt_run(titles[k], m))
        for k, m in merged.items():
            cmds = ", ".join(f"{c} {v:.2f}" for c, v in m["commands"].items() if v >= 0.01)
            print(f"  Redis commands per move, {k}: {sum(m['commands'].values()):.2f} ({cmds})")
        bare = merged["bare"]
        for k in ("http-minimal", "proto-load", "proto-held"):
            m = merged[k]
            rounds = " ".join(f"{x / y:.2f}" for x, y in zip(m["per_round"], bare["per_round"]))
            print(f"  {k + '/bare':<18} throughput {m['rps'] / bare['rps']:.2f} (per round {rounds})   "
                  f"p99 {m['p99_ms'] / bare['p99_ms']:.2f}   server CPU a move "
                  f"{1000 * m['server_cores'] / max(1, m['rps']):.3f} ms (bare "
                  f"{1000 * bare['server_cores'] / max(1, bare['rps']):.3f} ms)")
    finally:
        for proc in procs:
            stop_proc(proc)
        server.stop()
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "serve":
        serve(int(sys.argv[2]), sys.argv[3])
    else:
        sys.exit(bench())
