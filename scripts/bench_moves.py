"""Move throughput against a bare baseline, and "history does not slow a game down".

    .venv/bin/python scripts/bench_moves.py                 # ~1.5 min: throughput + history
    .venv/bin/python scripts/bench_moves.py --fsync-always  # adds a second run with appendfsync always
    .venv/bin/python scripts/bench_moves.py --duration 60 --connections 64 --events 20000

A script, not a test: it prints figures as ratios against a baseline measured in the same run
(targets in /work/shared/DESIGN.md, "Targets"). Everything is on loopback: it starts its own
redis-server (PrivateRedis, appendonly yes), the real API and the bare app (scripts/bare_app.py)
under identical gunicorn settings on free ports, and stops them all at the end.

Part 1, throughput: a load generator (asyncio + raw sockets, keep-alive, in --loadgen-procs
processes) keeps N connections busy for a fixed time against (a) POST /bare/<stream> and
(b) POST /v1/games/{id}/moves on --games grove games, each request a real legal move with the
acting seat's token and no If-Match. Each connection owns its games, so requests never conflict.
The grove move sequence per game is fixed and always legal: Stand at the Grove (which grants a
second action), Move grove->circle-1 for each seat, then each seat moves its standing druid
circle-1 <-> circle-2 forever (no dice, nobody ever wins; turn_limit 5000).

Part 2, history: in-process (no HTTP), a grove game of --events events is built through
service.play.games.Games.submit, then load() and load+move are timed at event ~10 (many short games)
and at event ~10,000: cold (a fresh Games instance per measurement, so the snapshot path is
measured) and warm (the in-process cache). Grove caps turn_limit at 5000 turns and a game is one
event per turn here, so the long game's turn_limit is raised in this process only (the option
bound is checked at creation; the stream itself is ordinary). Then domain.engine.game.fold
replays the whole stream on one core.
"""
from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import multiprocessing as mp
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from service.ops.redis_server import PrivateRedis, free_port  # noqa: E402

HOST = "127.0.0.1"
RULESET = "grove"


def preflight() -> None:
    """Every ruleset must import (the service imports them all on first use), and grove must exist."""
    from domain import engine

    try:
        ids = [r.id for r in engine.all_rulesets()]
    except Exception as exc:  # noqa: BLE001 - report any import failure plainly
        sys.exit(f"bench: the rulesets do not import ({type(exc).__name__}: {exc}); the API would fail too. "
                 "Fix that first.")
    if RULESET not in ids:
        sys.exit(f"bench: ruleset {RULESET!r} is not registered (have {ids}); these scripts play grove")


# --- processes ------------------------------------------------------------------------------
def start_redis(fsync_always: bool = False) -> PrivateRedis:
    """A private redis-server with AOF on (appendfsync everysec, or always)."""
    return PrivateRedis(appendonly=True, appendfsync="always" if fsync_always else "everysec")


def set_fsync(server: PrivateRedis, mode: str) -> None:
    import redis

    c = redis.Redis.from_url(server.url)
    c.config_set("appendfsync", mode)
    c.close()


def gunicorn_args(workers: int, threads: int, worker_class: str) -> list[str]:
    """The gunicorn settings shared by the real API and the bare app."""
    args = ["--workers", str(workers), "--worker-class", worker_class]
    if worker_class == "gthread":
        args += ["--threads", str(threads)]
    return args


def start_gunicorn(app: str, redis_url: str, settings: list[str], pythonpath: str | None = None,
                   env_extra: dict | None = None):
    """(process, port) of gunicorn serving `app` on a free loopback port, once /healthz answers."""
    port = free_port()
    cmd = [os.path.join(os.path.dirname(sys.executable), "gunicorn"), "--bind", f"{HOST}:{port}", *settings]
    if pythonpath:
        cmd += ["--pythonpath", pythonpath]
    cmd.append(app)
    env = dict(os.environ, REDIS_URL=redis_url, REDIS_QUEUE_URL=redis_url, **(env_extra or {}))
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"gunicorn {app} exited with {proc.returncode}")
        try:
            c = http.client.HTTPConnection(HOST, port, timeout=1)
            c.request("GET", "/healthz")
            if c.getresponse().status == 200:
                c.close()
                time.sleep(0.3)  # let every worker finish booting
                return proc, port
        except OSError:
            time.sleep(0.1)
    stop_proc(proc)
    raise RuntimeError(f"gunicorn {app} did not come up on port {port}")


def stop_proc(proc) -> None:
    """Stop one process that this script started."""
    if proc is not None and proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def children(pid: int) -> list[int]:
    """Direct children of a process (Linux /proc)."""
    out = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    out.append(int(name))
            except OSError:
                pass
    return out


def cpu_seconds(pids) -> float:
    """user+system CPU seconds used so far by these processes."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
        except OSError:
            pass
    return total


def rss_kib(pid: int) -> int:
    """VmRSS of a process in KiB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


# --- HTTP helpers (set-up only; the load itself goes through the raw-socket generator) -------
def http_json(port: int, method: str, path: str, body=None, token: str | None = None):
    """(status, json) of one request on a fresh connection."""
    c = http.client.HTTPConnection(HOST, port, timeout=30)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    c.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
    r = c.getresponse()
    data = r.read()
    c.close()
    return r.status, (json.loads(data) if data else None)


def create_games(port: int, n: int, options: dict | None = None, threads: int = 8) -> list[dict]:
    """n two-seat grove games over HTTP: [{id, tokens: {seat: token}, first: seat}]."""
    def one(_):
        status, body = http_json(port, "POST", "/v1/games", {
            "ruleset": RULESET, "seats": [{"name": "ana"}, {"name": "bo"}], "options": options or {"turn_limit": 5000}})
        if status != 201:
            raise RuntimeError(f"creating a game failed: {status} {body}")
        return {"id": body["id"], "tokens": {s["seat"]: s["token"] for s in body["seats"]},
                "first": body["to_act"][0]}

    with ThreadPoolExecutor(threads) as pool:
        return list(pool.map(one, range(n)))


# --- the move sequence: always legal in grove, never ends a game ------------------------------
def grove_plan(first: int) -> tuple[list, list]:
    """(opening, cycle) of (seat, move) for a fresh grove game whose first player is `first`."""
    f, g = first, 1 - first
    stand = {"type": "stand", "place": "grove"}
    out = {"type": "move", "from": "grove", "to": "circle-1"}
    there = {"type": "move", "from": "circle-1", "to": "circle-2"}
    back = {"type": "move", "from": "circle-2", "to": "circle-1"}
    return [(f, stand), (f, out), (g, stand), (g, out)], [(f, there), (g, there), (f, back), (g, back)]


def grove_move(first: int, k: int) -> tuple[int, dict]:
    """The k-th (0-based) move of the plan."""
    opening, cycle = grove_plan(first)
    return opening[k] if k < len(opening) else cycle[(k - len(opening)) % len(cycle)]


def post_bytes(port: int, path: str, payload: dict | bytes, token: str | None = None, extra: str = "") -> bytes:
    """A keep-alive HTTP/1.1 POST, ready to send (`extra`: more header lines, each ending in CRLF)."""
    body = payload if isinstance(payload, bytes) else json.dumps(payload, separators=(",", ":")).encode()
    head = (f"POST {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n")
    if token:
        head += f"Authorization: Bearer {token}\r\n"
    return (head + extra).encode() + b"\r\n" + body


def real_targets(port: int, games: list[dict], moves_done: dict | None = None, extra: str = "") -> list[dict]:
    """Per game: the requests of its opening and of its cycle, and where it is in the plan."""
    out = []
    for g in games:
        opening, cycle = grove_plan(g["first"])
        path = f"/v1/games/{g['id']}/moves"
        build = lambda seq: [post_bytes(port, path, {"move": mv}, g["tokens"][seat], extra) for seat, mv in seq]  # noqa: E731
        out.append({"opening": build(opening), "cycle": build(cycle), "k": (moves_done or {}).get(g["id"], 0),
                    "id": g["id"]})
    return out


def bare_targets(port: int, n: int) -> list[dict]:
    """Per bare stream: one request, repeated (the body is a move-sized JSON object)."""
    body = json.dumps({"move": {"type": "move", "from": "circle-1", "to": "circle-2"}}).encode()
    return [{"opening": [], "cycle": [post_bytes(port, f"/bare/s{i}", body)], "k": 0, "id": f"s{i}"}
            for i in range(n)]


# --- the load generator ---------------------------------------------------------------------
async def _connection(port, targets, t_start, t_end, t_stop, lat, counts, expect):
    reader, writer = await asyncio.open_connection(HOST, port)
    i = 0
    try:
        while True:
            now = time.perf_counter()
            if now >= t_stop:
                break
            t = targets[i % len(targets)]
            i += 1
            k = t["k"]
            req = t["opening"][k] if k < len(t["opening"]) else t["cycle"][(k - len(t["opening"])) % len(t["cycle"])]
            writer.write(req)
            head = await reader.readuntil(b"\r\n\r\n")
            status = int(head[9:12])
            length = 0
            close = False
            for line in head.split(b"\r\n")[1:]:
                name, _, value = line.partition(b":")
                name = name.strip().lower()
                if name == b"content-length":
                    length = int(value)
                elif name == b"connection" and value.strip().lower() == b"close":
                    close = True
            if length:
                await reader.readexactly(length)
            done = time.perf_counter()
            t["k"] = k + 1
            if t_start <= now < t_end:
                if status == expect:
                    lat.append(done - now)
                else:
                    counts["errors"] += 1
                    counts.setdefault(status, 0)
                    counts[status] += 1
            if close:
                writer.close()
                reader, writer = await asyncio.open_connection(HOST, port)
    finally:
        writer.close()


def _loadgen_proc(port, conns, warmup, duration, start_at, expect, queue):
    async def main():
        # Everyone starts at the same wall-clock instant; then warm-up, then the measured window.
        delay = start_at - time.time()
        if delay > 0:
            await asyncio.sleep(delay)
        t0 = time.perf_counter()
        t_start, t_end = t0 + warmup, t0 + warmup + duration
        lat, counts = [], {"errors": 0}
        await asyncio.gather(*[_connection(port, targets, t_start, t_end, t_end, lat, counts, expect)
                               for targets in conns])
        return lat, counts

    ru0 = os.times()
    lat, counts = asyncio.run(main())
    ru1 = os.times()
    cpu = (ru1.user - ru0.user) + (ru1.system - ru0.system)
    queue.put((lat, counts, cpu, [{"id": t["id"], "k": t["k"]} for targets in conns for t in targets]))


def commandstats(redis_url: str | None) -> dict:
    """{command: calls} of a Redis so far (INFO commandstats)."""
    if not redis_url:
        return {}
    import redis

    c = redis.Redis.from_url(redis_url)
    try:
        return {k.removeprefix("cmdstat_"): v["calls"] for k, v in c.info("commandstats").items()}
    finally:
        c.close()


def drive(port: int, targets: list[dict], connections: int, procs: int, warmup: float, duration: float,
          server_pids=(), expect: int = 201, redis_url: str | None = None) -> dict:
    """Keep `connections` connections busy; figures of the measured window (after the warm-up)."""
    per_conn = [targets[i::connections] for i in range(connections)]
    per_conn = [c for c in per_conn if c]
    procs = max(1, min(procs, len(per_conn)))
    groups = [per_conn[i::procs] for i in range(procs)]
    ctx = mp.get_context("fork")
    queue = ctx.Queue()
    start_at = time.time() + 0.5
    workers = [ctx.Process(target=_loadgen_proc, args=(port, g, warmup, duration, start_at, expect, queue))
               for g in groups]
    for w in workers:
        w.start()
    time.sleep(max(0.0, start_at - time.time()) + warmup)
    cpu0, cmd0 = cpu_seconds(server_pids), commandstats(redis_url)
    time.sleep(duration)
    cpu1, cmd1 = cpu_seconds(server_pids), commandstats(redis_url)
    results = [queue.get(timeout=duration + warmup + 60) for _ in workers]
    for w in workers:
        w.join(10)
    lat = sorted(x for r in results for x in r[0])
    errors: dict = {}
    for r in results:
        for k, v in r[1].items():
            errors[k] = errors.get(k, 0) + v
    progress = {p["id"]: p["k"] for r in results for p in r[3]}
    loadgen_cpu = sum(r[2] for r in results)
    return {
        "rps": len(lat) / duration,
        "p50_ms": 1000 * lat[len(lat) // 2] if lat else float("nan"),
        "p99_ms": 1000 * lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else float("nan"),
        "ok": len(lat),
        "errors": errors,
        "loadgen_cores": loadgen_cpu / (duration + warmup),
        "server_cores": (cpu1 - cpu0) / duration,
        "progress": progress,
        "lat": lat,
        "seconds": duration,
        "commands": {k: v - cmd0.get(k, 0) for k, v in cmd1.items() if v - cmd0.get(k, 0) > 0
                     and k not in ("info",)},
    }


def loadavg() -> str:
    """The machine's 1-minute load average (other work on the same cores shows up here)."""
    return f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"


def fmt_run(name: str, r: dict) -> str:
    errs = "" if not r["errors"].get("errors") else f"  ERRORS {r['errors']}"
    return (f"  {name:<34} {r['rps']:8.0f} req/s   p50 {r['p50_ms']:6.1f} ms   p99 {r['p99_ms']:6.1f} ms   "
            f"server CPU {r['server_cores']:.2f} cores, load generator {r['loadgen_cores']:.2f} cores{errs}")


def merge(runs: list[dict]) -> dict:
    """Several runs of one side as one: requests/s over the summed windows, pooled latencies."""
    lat = sorted(x for r in runs for x in r["lat"])
    seconds = sum(r["seconds"] for r in runs)
    errors: dict = {}
    for r in runs:
        for k, v in r["errors"].items():
            errors[k] = errors.get(k, 0) + v
    return {
        "rps": len(lat) / seconds,
        "p50_ms": 1000 * lat[len(lat) // 2] if lat else float("nan"),
        "p99_ms": 1000 * lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else float("nan"),
        "errors": errors,
        "loadgen_cores": sum(r["loadgen_cores"] for r in runs) / len(runs),
        "server_cores": sum(r["server_cores"] for r in runs) / len(runs),
        "per_round": [r["rps"] for r in runs],
        "commands": {k: sum(r["commands"].get(k, 0) for r in runs) / max(1, len(lat))
                     for k in sorted({k for r in runs for k in r["commands"]})},
    }


MINIMAL = "Prefer: return=minimal\r\n"


def throughput(args, server: PrivateRedis, label: str, bare_port, bare_pids, sides: list[tuple], progress):
    """--rounds rounds of bare and each real side, interleaved so all share the machine's noise.

    `sides`: (name, title, port, pids, extra header lines, games) of each real API side; sides that
    share a server play the same games, one after the other, so every request is still the next
    legal move; a side on a server of its own plays games of its own (another server's moves would
    make this one's held copies stale, service/play/held.py, as they would behind a load balancer that
    is not sticky)."""
    print(f"\n== Move throughput ({label}; {args.connections} connections; {args.rounds} interleaved rounds of "
          f"{args.duration:.0f} s measured after {args.warmup:.0f} s warm-up per side; gunicorn "
          f"{' '.join(gunicorn_args(args.workers, args.threads, args.worker_class))})", flush=True)
    runs: dict = {"bare": [], **{side[0]: [] for side in sides}}
    for _ in range(args.rounds):
        runs["bare"].append(drive(bare_port, bare_targets(bare_port, args.games), args.connections,
                                  args.loadgen_procs, args.warmup, args.duration, bare_pids, redis_url=server.url))
        for name, _title, port, pids, extra, side_games in sides:
            r = drive(port, real_targets(port, side_games, progress, extra), args.connections, args.loadgen_procs,
                      args.warmup, args.duration, pids, redis_url=server.url)
            progress.update(r["progress"])
            runs[name].append(r)
    print(f"  ({loadavg()} at the end of the runs)")
    merged = {name: merge(v) for name, v in runs.items()}
    bare = merged["bare"]
    print(fmt_run("(a) bare POST /bare/<stream>", bare))
    for letter, (name, title, *_rest) in zip("bcdefg", sides):
        print(fmt_run(f"({letter}) {title}", merged[name]))
    for name, side in merged.items():
        cmds = ", ".join(f"{k} {v:.2f}" for k, v in side["commands"].items() if v >= 0.01)
        print(f"  Redis commands per request (incl. those inside Lua), {name}: {sum(side['commands'].values()):.2f} ({cmds})")
    print("  req/s per round: " + "; ".join(f"{k} " + " ".join(f"{x:.0f}" for x in v["per_round"])
                                           for k, v in merged.items()))
    for name, *_rest in sides:
        run = merged[name]
        ratios = " ".join(f"{r / b:.2f}" for r, b in zip(run["per_round"], bare["per_round"]))
        tr = run["rps"] / bare["rps"] if bare["rps"] else float("nan")
        pr = run["p99_ms"] / bare["p99_ms"] if bare["p99_ms"] else float("nan")
        print(f"  throughput {name + '/bare':<16}= {tr:.2f}   (per round {ratios}; issue 38's target >= 0.75)  "
              f"{'OK' if tr >= 0.75 else 'MISSED'}")
        print(f"  p99 {name + '/bare':<23}= {pr:.2f}   (issue 38's target <= 1.5)  {'OK' if pr <= 1.5 else 'MISSED'}",
              flush=True)
    return merged


# --- per-request CPU in one process (robust to other load on the machine) -------------------
def cpu_per_request(args, server: PrivateRedis) -> None:
    """CPU ms per request of the bare app and of the real API's move route: the fast path
    (api/fast_moves.py), the same with `Prefer: return=minimal`, Flask's generic path
    (FAST_MOVES=off) and the fast path without held copies (HELD_MOVES=off), in this process.

    Flask's test client (no HTTP, no gunicorn) on the same Redis; time.process_time counts this
    process only (not redis-server), so other work on the machine barely moves it.
    """
    os.environ["REDIS_URL"] = server.url
    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import bare_app

    from api import create_app

    conf = {"REDIS_URL": server.url, "REDIS_QUEUE_URL": server.url}
    fast = create_app(conf)
    generic = create_app({**conf, "FAST_MOVES": "off"})
    two_trips = create_app({**conf, "HELD_MOVES": "off"})
    bare = bare_app.create_app()
    clients = {"bare": bare.test_client(), "fast": fast.test_client(), "minimal": fast.test_client(),
               "generic": generic.test_client(), "two-trips": two_trips.test_client()}
    extra = {"minimal": {"Prefer": "return=minimal"}}
    sets = {}
    for name in ("fast", "minimal", "generic", "two-trips"):
        c = clients[name]
        sets[name] = []
        for _ in range(20):
            b = c.post("/v1/games", json={"ruleset": RULESET, "seats": [{"name": "a"}, {"name": "b"}],
                                          "options": {"turn_limit": 5000}}).get_json()
            sets[name].append([b["id"], {s["seat"]: s["token"] for s in b["seats"]}, b["to_act"][0], 0])
    body = {"move": {"type": "move", "from": "circle-1", "to": "circle-2"}}
    counters = dict.fromkeys(clients, 0)

    def one(name):
        c = clients[name]
        i = counters[name]
        counters[name] += 1
        if name == "bare":
            r = c.post(f"/bare/cpu{i % 20}", json=body)
        else:
            gm = sets[name][i % 20]
            seat, mv = grove_move(gm[2], gm[3])
            gm[3] += 1
            r = c.post(f"/v1/games/{gm[0]}/moves", json={"move": mv},
                       headers={"Authorization": f"Bearer {gm[1][seat]}", **extra.get(name, {})})
        if r.status_code != 201:
            raise RuntimeError(f"{name}: {r.status_code} {r.get_data(as_text=True)[:200]}")

    for name in clients:  # warm up
        for _ in range(40):
            one(name)
    cpu = dict.fromkeys(clients, 0.0)
    wall = dict.fromkeys(clients, 0.0)
    n = dict.fromkeys(clients, 0)
    for _ in range(args.cpu_blocks):
        for name in clients:
            c0, w0 = time.process_time(), time.perf_counter()
            for _ in range(25):
                one(name)
            cpu[name] += time.process_time() - c0
            wall[name] += time.perf_counter() - w0
            n[name] += 25
    print(f"\n== CPU per request in one process (Flask test client, {n['bare']} requests each, interleaved; "
          f"{loadavg()})")
    for name in clients:
        print(f"  {name:<8} {1000 * cpu[name] / n[name]:6.3f} ms CPU   {1000 * wall[name] / n[name]:6.3f} ms wall "
              f"per request (wall includes waiting for redis-server)")
    per = {k: cpu[k] / n[k] for k in clients}
    print("  " + ", ".join(f"bare/{k} CPU = {per['bare'] / per[k]:.2f}" for k in ("fast", "minimal", "generic", "two-trips"))
          + "  (what real/bare throughput would be if the web workers' CPU were the only bottleneck)")


# --- part 2: history ------------------------------------------------------------------------
def history(args, server: PrivateRedis) -> None:
    import redis

    from domain import engine
    from domain.engine import game as G
    from service.play.games import Games
    from service.storage.store import SNAPSHOT_EVERY, EventStore

    print(f"\n== History does not slow a game down (in-process, grove, {args.samples} samples each; {loadavg()})",
          flush=True)
    every = SNAPSHOT_EVERY
    if args.snapshot_every:  # what-if: the service writing snapshots more often (monkeypatch)
        import service.play.games as service_games

        every = service_games.SNAPSHOT_EVERY = args.snapshot_every
        print(f"  (monkeypatched: service.play.games.SNAPSHOT_EVERY = {every}; the service's value is {SNAPSHOT_EVERY})")
    client = redis.Redis.from_url(server.url)
    store = EventStore(client)
    rs = engine.find_ruleset(RULESET)
    games = Games(store, scheduler=None)

    def seats(body):
        return body["to_act"][0]

    # The long game: raise the turn bound for this one creation (5000 turns = ~5000 events here).
    original = rs.check_options
    rs.check_options = lambda options: {**original({}), "turn_limit": 1_000_000}
    try:
        body = games.create(RULESET, [{"name": "ana"}, {"name": "bo"}], {}, None)
    finally:
        del rs.check_options
    long_id, long_first = body["id"], seats(body)
    k = 0
    t0 = time.perf_counter()
    version = body["version"]
    while version < args.events:
        seat, mv = grove_move(long_first, k)
        _, res = games.submit(long_id, seat, "move", mv)
        version = res["version"]
        k += 1
    built = time.perf_counter() - t0
    print(f"  built a {version}-event game with {k} Games.submit calls in {built:.1f} s "
          f"({k / built:.0f} moves/s in one thread, warm cache)", flush=True)

    short = []
    for _ in range(args.samples):
        b = games.create(RULESET, [{"name": "ana"}, {"name": "bo"}], {"turn_limit": 5000}, None)
        gid, first, kk, v = b["id"], seats(b), 0, b["version"]
        while v < 10:
            seat, mv = grove_move(first, kk)
            v = games.submit(gid, seat, "move", mv)[1]["version"]
            kk += 1
        short.append([gid, first, kk])

    def measure(targets):
        """cold load, cold load+move, warm load, warm load+move (seconds, lists)."""
        out = {"cold load": [], "cold load+move": [], "warm load": [], "warm load+move": [],
               "cold load+move CPU": [], "warm load+move CPU": []}
        versions = []
        for t in targets:
            gid, first = t[0], t[1]
            fresh = Games(store, scheduler=None)
            seat, mv = grove_move(first, t[2])
            a, ca = time.perf_counter(), time.process_time()
            loaded = fresh.load(gid)
            b = time.perf_counter()
            fresh.submit(gid, seat, "move", mv)  # as api/games.py does: load (above), then submit
            c, cc = time.perf_counter(), time.process_time()
            versions.append(loaded.version)
            t[2] += 1
            out["cold load"].append(b - a)
            out["cold load+move"].append(c - a)
            out["cold load+move CPU"].append(cc - ca)
            seat, mv = grove_move(first, t[2])
            a, ca = time.perf_counter(), time.process_time()
            fresh.load(gid)
            b = time.perf_counter()
            fresh.submit(gid, seat, "move", mv)
            c, cc = time.perf_counter(), time.process_time()
            t[2] += 1
            out["warm load"].append(b - a)
            out["warm load+move"].append(c - a)
            out["warm load+move CPU"].append(cc - ca)
        return out, versions

    # Interleave so both sides see the same machine noise: one short game, then one long move.
    long_t = [long_id, long_first, k]
    res_s = {k2: [] for k2 in ("cold load", "cold load+move", "warm load", "warm load+move",
                               "cold load+move CPU", "warm load+move CPU")}
    res_l = {k2: [] for k2 in res_s}
    vs, vl = [], []
    for i in range(args.samples):
        o, v = measure([short[i]])
        for k2 in o:
            res_s[k2] += o[k2]
        vs += v
        o, v = measure([long_t])
        for k2 in o:
            res_l[k2] += o[k2]
        vl += v
    print(f"  versions measured: short games {min(vs)}..{max(vs)}, long game {min(vl)}..{max(vl)} "
          f"(snapshot every {every} events, so the long game folds 0..{every - 1} events after its snapshot)")
    print(f"  {'median ms':<20}{'at ~10':>10}{'at ~' + str(args.events):>12}{'ratio':>8}   "
          "(wall time; CPU = this process's CPU time, which other load barely moves)")
    for name in res_s:
        a, b = statistics.median(res_s[name]), statistics.median(res_l[name])
        mark = ""
        if name in ("cold load+move", "cold load+move CPU"):
            mark = f"   (target <= 1.5)  {'OK' if b / a <= 1.5 else 'MISSED'}"
        print(f"  {name:<20}{1000 * a:10.3f}{1000 * b:12.3f}{b / a:8.2f}{mark}")
    for name in ("cold load+move",):
        a, b = statistics.mean(res_s[name]), statistics.mean(res_l[name])
        print(f"  ({name}, means: {1000 * a:.3f} ms vs {1000 * b:.3f} ms, ratio {b / a:.2f})")
    # A cold load reads and folds the events after the last snapshot (0..63): split by that count.
    base = statistics.median(res_s["cold load+move"])
    buckets: dict = {}
    width = max(1, every // 4)
    base_cpu = statistics.median(res_s["cold load+move CPU"])
    for v, t, tc in zip(vl, res_l["cold load+move"], res_l["cold load+move CPU"]):
        buckets.setdefault((v % every) // width, []).append((t, tc))
    print(f"  cold load+move at ~{args.events} by events since the snapshot (the short games fold ~10 from scratch):")
    for bkt in sorted(buckets):
        m = statistics.median(x[0] for x in buckets[bkt])
        mc = statistics.median(x[1] for x in buckets[bkt])
        print(f"    {width * bkt:2d}..{width * bkt + width - 1:2d} events: median {1000 * m:.3f} ms = {m / base:.2f}x the short "
              f"games; CPU {1000 * mc:.3f} ms = {mc / base_cpu:.2f}x ({len(buckets[bkt])} samples)")

    # Replay: fold the whole stream on one core. CPU time (process_time) is this process's own
    # time on a core, so it holds even when other work shares the machine; wall time is printed too.
    envs = store.read(long_id)
    best_wall = best_cpu = float("inf")
    for _ in range(3):
        a, c = time.perf_counter(), time.process_time()
        G.fold(rs, None, envs)
        best_wall = min(best_wall, time.perf_counter() - a)
        best_cpu = min(best_cpu, time.process_time() - c)
    rate = len(envs) / best_cpu
    print(f"  replay: fold of {len(envs)} events: {1000 * best_cpu:.0f} ms CPU = {rate:,.0f} events/s per core "
          f"(wall {1000 * best_wall:.0f} ms = {len(envs) / best_wall:,.0f}/s; best of 3)  (target >= 50,000/s)  "
          f"{'OK' if rate >= 50000 else 'MISSED'}", flush=True)
    a = time.perf_counter()
    raw = store.read(long_id)
    read_s = time.perf_counter() - a
    print(f"  (reading those {len(raw)} events from Redis and json-decoding them took {1000 * read_s:.0f} ms more)")
    client.close()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--connections", type=int, default=32)
    p.add_argument("--duration", type=float, default=8.0, help="measured seconds per side and round")
    p.add_argument("--warmup", type=float, default=2.0)
    p.add_argument("--rounds", type=int, default=3, help="interleaved rounds (bare and each real side)")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--threads", type=int, default=8)
    p.add_argument("--worker-class", default="gthread")
    p.add_argument("--loadgen-procs", type=int, default=2, help="load generator processes (asyncio each)")
    p.add_argument("--fsync-always", action="store_true", help="a second run with appendfsync always")
    p.add_argument("--events", type=int, default=10_000, help="length of the long game (history part)")
    p.add_argument("--samples", type=int, default=192, help="measurements per side in the history part")
    p.add_argument("--generic", action="store_true",
                   help="add a side served by Flask's generic path (FAST_MOVES=off), on a server of its own")
    p.add_argument("--no-generic", action="store_true", help=argparse.SUPPRESS)  # the default now
    p.add_argument("--two-trips", action="store_true",
                   help="add a side without held copies (HELD_MOVES=off: a load and an append a move), "
                        "on a server of its own: the move path before them, in the same run")
    p.add_argument("--minimal", action="store_true", help="add a side whose moves say Prefer: return=minimal")
    p.add_argument("--no-patched", action="store_true", help=argparse.SUPPRESS)  # the retired side (c): a no-op
    p.add_argument("--cpu-blocks", type=int, default=24, help="blocks of 25 requests per side in the "
                   "in-process CPU-per-request part (0 skips it)")
    p.add_argument("--snapshot-every", type=int, default=0,
                   help="history part only: monkeypatch service.play.games.SNAPSHOT_EVERY (what-if)")
    p.add_argument("--skip-throughput", action="store_true")
    p.add_argument("--skip-history", action="store_true")
    args = p.parse_args(argv)
    preflight()

    print(f"bench_moves: {loadavg()} at the start; redis-server, gunicorn and the load generator share them, "
          "so every figure below includes the load generator's own CPU on both sides.")
    server = start_redis()
    procs = []
    try:
        import redis

        info = redis.Redis.from_url(server.url).info("server")
        print(f"Redis {info.get('redis_version')} ({server.binary}), appendonly yes, appendfsync everysec")
        if not args.skip_throughput:
            settings = gunicorn_args(args.workers, args.threads, args.worker_class)
            real, real_port = start_gunicorn("api:create_app()", server.url, settings)
            procs.append(real)
            bare, bare_port = start_gunicorn("bare_app:create_app()", server.url, settings,
                                             pythonpath=os.path.join(ROOT, "scripts"))
            procs.append(bare)
            real_pids = [real.pid, *children(real.pid), server.proc.pid]
            bare_pids = [bare.pid, *children(bare.pid), server.proc.pid]
            games = create_games(real_port, args.games)
            sides = [("fast", "real POST /v1/games/{id}/moves", real_port, real_pids, "", games)]
            if args.minimal:
                sides.append(("minimal", "real, Prefer: return=minimal", real_port, real_pids, MINIMAL, games))
            for flag, name, title, env in (
                    (args.generic, "generic", "real, Flask's generic path", {"FAST_MOVES": "off"}),
                    (args.two_trips, "two-trips", "real, HELD_MOVES=off (two trips)", {"HELD_MOVES": "off"})):
                if flag:
                    other, other_port = start_gunicorn("api:create_app()", server.url, settings, env_extra=env)
                    procs.append(other)
                    sides.append((name, title, other_port, [other.pid, *children(other.pid), server.proc.pid], "",
                                  create_games(other_port, args.games)))
            print(f"created {args.games} {RULESET} games over HTTP for each server; each request below is a legal "
                  "move of the seat to act (Bearer token, no If-Match); server CPU = gunicorn + redis-server",
                  flush=True)
            progress: dict = {}
            throughput(args, server, "appendfsync everysec", bare_port, bare_pids, sides, progress)
            if args.fsync_always:
                set_fsync(server, "always")
                throughput(args, server, "appendfsync always", bare_port, bare_pids, sides, progress)
                set_fsync(server, "everysec")
            for proc in procs:
                stop_proc(proc)
            procs.clear()
        if args.cpu_blocks:
            cpu_per_request(args, server)
        if not args.skip_history:
            history(args, server)
    finally:
        for proc in procs:
            stop_proc(proc)
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
