"""Arbiter's move endpoint against a peer: boardgame.io 0.50.2's server, on the same machine.

    .venv/bin/python scripts/bench_peer.py                    # ~3 min: 3 interleaved rounds
    .venv/bin/python scripts/bench_peer.py --rounds 5 --duration 10 --fsync everysec --flatfile

A script, not a test. It installs boardgame.io@0.50.2 with npm into a scratch directory (--dir,
reused when already there; koa-compose pinned to 4.1.0, see /work/shared/NOTES.md), starts:

- boardgame.io's server (scripts/peer/server.js: Koa + socket.io, one Node process) with
  tic-tac-toe whose full board is cleared, so a match never ends; InMemory storage (nothing kept
  on a restart), or with --flatfile its FlatFile storage (node-persist: it answers before the
  file is written, and never fsyncs);
- Arbiter as `make run` serves it: gunicorn with gunicorn.conf.py, --workers 2, gevent, on a
  private redis-server with AOF and `appendfsync always` (--fsync everysec for the other mode),
  with grove games created over HTTP;

and drives both with ONE Node load generator (scripts/peer/loadgen.js) of --loops closed loops:
boardgame.io over its socket.io protocol (`sync`, then `update` with a MAKE_MOVE action, the
stateID and the match id; a loop waits for the `update` of its move), Arbiter over HTTP/1.1
keep-alive (each loop its own connection and its own games, the next legal grove move each
time). The two sides alternate, round after round, so they share the machine's noise. It
prints moves/s, latency, the servers' CPU per move (utime + stime from /proc: the Node process;
gunicorn's master and workers and redis-server), and the ratio Arbiter/boardgame.io.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from bench_moves import children, create_games, grove_plan, loadavg, set_fsync, stop_proc  # noqa: E402

from service.ops.redis_server import PrivateRedis, free_port  # noqa: E402

PEER = os.path.join(ROOT, "scripts", "peer")
PACKAGE = {"name": "arbiter-bench-peer", "private": True, "version": "0.0.0",
           "dependencies": {"boardgame.io": "0.50.2", "socket.io-client": "4.7.5", "koa-compose": "4.1.0",
                            "node-persist": "3.1.3"},  # FlatFile's storage (an optional dependency)
           # 4.2.0 copies the middleware array before boardgame.io adds its lobby routes (all 404)
           "overrides": {"koa-compose": "4.1.0"}}


def install(scratch: str) -> None:
    """boardgame.io and socket.io-client in `scratch`, and our two scripts beside them."""
    os.makedirs(scratch, exist_ok=True)
    with open(os.path.join(scratch, "package.json"), "w") as f:
        json.dump(PACKAGE, f)
    if not all(os.path.isdir(os.path.join(scratch, "node_modules", m)) for m in PACKAGE["dependencies"]):
        print(f"npm install boardgame.io@0.50.2 into {scratch} ...", flush=True)
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--loglevel", "error"], cwd=scratch, check=True)
    for name in ("server.js", "loadgen.js"):
        shutil.copy(os.path.join(PEER, name), scratch)
    version = json.load(open(os.path.join(scratch, "node_modules", "boardgame.io", "package.json")))["version"]
    print(f"boardgame.io {version}, node {subprocess.run(['node', '--version'], capture_output=True, text=True).stdout.strip()}")


def start_bgio(scratch: str, flatfile: str | None):
    port = free_port()
    proc = subprocess.Popen(["node", "server.js", str(port), *([flatfile] if flatfile else [])], cwd=scratch,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if line.startswith("ready"):
            return proc, port
        if proc.poll() is not None:
            break
    stop_proc(proc)
    raise RuntimeError("boardgame.io's server did not come up")


def start_arbiter(redis_url: str, workers: int):
    """gunicorn as service/ops/run.py (`make run`) starts it: its config, gevent workers."""
    port = free_port()
    bin_dir = os.path.dirname(sys.executable)
    env = dict(os.environ, REDIS_URL=redis_url, REDIS_QUEUE_URL=redis_url, METRICS_PORT=str(free_port()))
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    proc = subprocess.Popen([os.path.join(bin_dir, "gunicorn"), "--config", os.path.join(ROOT, "gunicorn.conf.py"),
                             "--bind", f"127.0.0.1:{port}", "--bind", f"127.0.0.1:{env['METRICS_PORT']}",
                             "--workers", str(workers), "--worker-class", "gevent", "--worker-connections", "1000",
                             "api:create_app()"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    import http.client

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            c.request("GET", "/healthz")
            if c.getresponse().status == 200:
                time.sleep(0.5)
                return proc, port
        except OSError:
            time.sleep(0.1)
    stop_proc(proc)
    raise RuntimeError("Arbiter did not come up")


def drive(scratch: str, mode: str, port: int, pids: list[int], args, plan: str | None = None) -> dict:
    cmd = ["node", "loadgen.js", mode, str(port), str(args.loops), str(args.warmup), str(args.duration),
           ",".join(map(str, pids))]
    if plan:
        cmd.append(plan)
    out = subprocess.run(cmd, cwd=scratch, capture_output=True, text=True, timeout=args.warmup + args.duration + 120)
    if out.returncode != 0:
        raise RuntimeError(f"loadgen {mode}: {out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def summary(name: str, runs: list[dict]) -> dict:
    moves = sum(r["moves"] for r in runs)
    seconds = sum(r["seconds"] for r in runs)
    cpu = sum(r["server_cpu_s"] for r in runs)
    out = {"rate": moves / seconds, "cpu_ms": 1000 * cpu / max(1, moves), "cores": cpu / seconds,
           "p50": sorted(r["p50"] for r in runs)[len(runs) // 2], "p99": max(r["p99"] for r in runs),
           "loadgen_ms": 1000 * sum(r["loadgen_cpu_s"] for r in runs) / max(1, moves),
           "errors": sum(r["errors"] for r in runs), "per_round": [r["rate"] for r in runs]}
    print(f"  {name:<44} {out['rate']:7.0f} moves/s   p50 {out['p50']:6.1f} ms   p99 (worst round) {out['p99']:6.1f} ms"
          f"   server CPU {out['cpu_ms']:.3f} ms a move ({out['cores']:.2f} cores)   load generator "
          f"{out['loadgen_ms']:.3f} ms a move" + (f"   ERRORS {out['errors']}" if out["errors"] else ""))
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dir", default=os.path.join(tempfile.gettempdir(), "arbiter-bench-peer"),
                   help="scratch directory for npm (reused)")
    p.add_argument("--loops", type=int, default=32, help="closed loops of the load generator")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--duration", type=float, default=8.0, help="measured seconds per side and round")
    p.add_argument("--warmup", type=float, default=2.0)
    p.add_argument("--games", type=int, default=200, help="Arbiter's grove games")
    p.add_argument("--workers", type=int, default=2, help="Arbiter's gunicorn workers (make run: 2)")
    p.add_argument("--fsync", choices=("always", "everysec"), default="always", help="Arbiter's appendfsync")
    p.add_argument("--flatfile", action="store_true", help="boardgame.io with its FlatFile storage")
    p.add_argument("--minimal", action="store_true", help="Arbiter's moves say Prefer: return=minimal")
    args = p.parse_args(argv)
    if not shutil.which("node") or not shutil.which("npm"):
        sys.exit("bench_peer: node and npm are needed")
    install(args.dir)
    print(f"bench_peer: {loadavg()} at the start; both servers, redis-server and the load generator share them")
    server = PrivateRedis(appendonly=True, appendfsync=args.fsync)
    flat_dir = tempfile.mkdtemp(prefix="bgio-flatfile-") if args.flatfile else None
    procs = []
    try:
        bgio, bgio_port = start_bgio(args.dir, flat_dir)
        procs.append(bgio)
        arb, arb_port = start_arbiter(server.url, args.workers)
        procs.append(arb)
        set_fsync(server, args.fsync)
        games = create_games(arb_port, args.games)
        plan_path = os.path.join(args.dir, "plan.json")
        plan = []
        for g in games:
            opening, cycle = grove_plan(g["first"])
            plan.append({"id": g["id"], "opening": [[g["tokens"][s], m] for s, m in opening],
                         "cycle": [[g["tokens"][s], m] for s, m in cycle]})
        with open(plan_path, "w") as f:
            json.dump({"games": plan, "progress": {}, "minimal": args.minimal}, f)
        arb_pids = [arb.pid, *children(arb.pid), server.proc.pid]
        storage = "FlatFile (answers before writing, no fsync)" if args.flatfile else "InMemory (nothing kept)"
        print(f"boardgame.io: one Node process, tic-tac-toe, {storage}; Arbiter: gunicorn --workers {args.workers} "
              f"gevent, redis-server appendfsync {args.fsync}, {len(games)} grove games"
              + (", Prefer: return=minimal" if args.minimal else ""))
        print(f"== {args.loops} closed loops from one Node load generator; {args.rounds} interleaved rounds of "
              f"{args.duration:.0f} s after {args.warmup:.0f} s warm-up (+3 s to set up the matches) per side", flush=True)
        runs: dict = {"bgio": [], "arbiter": []}
        for _ in range(args.rounds):
            runs["bgio"].append(drive(args.dir, "bgio", bgio_port, [bgio.pid], args))
            runs["arbiter"].append(drive(args.dir, "arbiter", arb_port, arb_pids, args, plan_path))
        print(f"  ({loadavg()} at the end)")
        b = summary("boardgame.io 0.50.2 (socket.io, MAKE_MOVE)", runs["bgio"])
        a = summary("Arbiter POST /v1/games/{id}/moves (HTTP)", runs["arbiter"])
        per = " ".join(f"{x / y:.2f}" for x, y in zip(a["per_round"], b["per_round"]))
        print(f"  moves/s Arbiter/boardgame.io = {a['rate'] / b['rate']:.2f}   (per round {per})")
        print(f"  server CPU a move Arbiter/boardgame.io = {a['cpu_ms'] / b['cpu_ms']:.2f}")
    finally:
        for proc in procs:
            stop_proc(proc)
        server.stop()
        if flat_dir:
            shutil.rmtree(flat_dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
