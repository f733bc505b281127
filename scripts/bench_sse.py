"""How many concurrent SSE clients one machine holds, and the delay from move to delivery.

Starts its own redis-server (unless REDIS_URL is set) and the API under gunicorn with gevent
workers, opens N streams (asyncio, raw sockets: one client process holds thousands), spread over
G games, then plays moves at a steady rate and measures, for every client and every move, the
time from just before the move's POST was sent to the arrival of that move's first event on the
stream. Prints the clients held (connected and still open at the end) and p50/p99/max delay.

    .venv/bin/python scripts/bench_sse.py --clients 1000 --games 10 --moves 60 --rate 5

Clients, server and Redis share the machine, so the figures include the clients' own CPU.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def http(method: str, url: str, body=None, headers=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method,
                                 headers={"Content-Type": "application/json", **(headers or {})})
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.loads(resp.read() or b"null")


class Client:
    """One SSE connection: records (seq, arrival time) of every event."""

    def __init__(self, host: str, port: int, game_id: str):
        self.host, self.port, self.game_id = host, port, game_id
        self.arrivals: dict[int, float] = {}
        self.connected = False
        self.open = False
        self.error = None

    async def run(self, stop: asyncio.Event):
        try:
            reader, writer = await asyncio.open_connection(self.host, self.port, limit=1 << 20)
        except OSError as exc:
            self.error = repr(exc)
            return
        writer.write(f"GET /v1/games/{self.game_id}/stream HTTP/1.1\r\nHost: {self.host}\r\n"
                     "Accept: text/event-stream\r\n\r\n".encode())
        await writer.drain()
        self.open = True
        ident = None
        try:
            status = await reader.readline()
            if b" 200 " not in status:
                self.error = status.decode().strip()
                return
            self.connected = True
            while not stop.is_set():
                line = await reader.readline()
                if not line:
                    break
                line = line.rstrip(b"\r\n")
                if line.startswith(b"id: "):
                    ident = int(line[4:])
                elif line.startswith(b"data: ") and ident is not None:
                    self.arrivals.setdefault(ident, time.monotonic())
                    ident = None
        except (OSError, asyncio.IncompleteReadError) as exc:
            self.error = repr(exc)
        finally:
            self.open = not stop.is_set() and self.open
            if stop.is_set():
                self.open = True  # still open when we stopped: held to the end
            writer.close()


def mover(base: str, games: list[dict], moves: int, rate: float, sent: dict, done: threading.Event):
    """Play `moves` moves round-robin over the games at `rate` moves/s; record send times."""
    pick = random.Random(3)
    interval = 1.0 / rate
    n = 0
    live = list(games)
    while n < moves and live:
        g = live[n % len(live)]
        game = http("GET", f"{base}/v1/games/{g['id']}")
        if game["status"] == "finished":
            live.remove(g)
            continue
        seat = game["to_act"][0]
        auth = {"Authorization": f"Bearer {g['tokens'][seat]}"}
        legal = http("GET", f"{base}/v1/games/{g['id']}/legal-moves", headers=auth)["moves"]
        t0 = time.monotonic()
        res = http("POST", f"{base}/v1/games/{g['id']}/moves", {"move": pick.choice(legal)}, auth)
        sent[(g["id"], res["events"][0]["seq"])] = t0
        n += 1
        time.sleep(max(0.0, interval - (time.monotonic() - t0)))
    done.set()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=1000)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--moves", type=int, default=60)
    ap.add_argument("--rate", type=float, default=5.0, help="moves per second")
    ap.add_argument("--workers", type=int, default=2, help="gunicorn gevent worker processes")
    ap.add_argument("--ramp", type=int, default=50, help="connect this many clients per 0.1 s")
    ap.add_argument("--server-log", default=os.devnull, help="where the started server's stderr goes")
    ap.add_argument("--url", help="an already running API (else one is started here)")
    args = ap.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4 * args.clients + 1024)), hard))

    from service.ops.redis_server import PrivateRedis, free_port
    from service.ops.run import stop_all

    procs, private = [], None
    base = args.url
    if base is None:
        url = os.environ.get("REDIS_URL")
        if not url:
            private = PrivateRedis()
            url = private.url
        port = free_port()
        env = dict(os.environ, REDIS_URL=url)
        procs.append(subprocess.Popen(
            [os.path.join(os.path.dirname(sys.executable), "gunicorn"), "--bind", f"127.0.0.1:{port}",
             "--workers", str(args.workers), "--worker-class", "gevent", "--worker-connections",
             str(args.clients + 500), "api:create_app()"], cwd=ROOT, env=env,
            stdout=subprocess.DEVNULL, stderr=open(args.server_log, "w")))
        base = f"http://127.0.0.1:{port}"
        for _ in range(150):
            try:
                http("GET", base + "/healthz")
                break
            except OSError:
                time.sleep(0.1)
    host, port = base.split("//")[1].split(":")
    try:
        games = []
        for _ in range(args.games):
            g = http("POST", f"{base}/v1/games", {"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]})
            games.append({"id": g["id"], "tokens": {s["seat"]: s["token"] for s in g["seats"]}})
        clients = [Client(host, int(port), games[i % len(games)]["id"]) for i in range(args.clients)]
        sent: dict = {}

        async def scenario():
            stop = asyncio.Event()
            t0 = time.monotonic()
            tasks = []
            for i in range(0, len(clients), args.ramp):  # connect in batches, as real clients arrive
                tasks += [asyncio.create_task(c.run(stop)) for c in clients[i:i + args.ramp]]
                await asyncio.sleep(0.1)
            while sum(c.connected for c in clients) + sum(c.error is not None for c in clients) < len(clients):
                await asyncio.sleep(0.2)
                if time.monotonic() - t0 > 60:
                    break
            connected = sum(c.connected for c in clients)
            print(f"connected {connected}/{len(clients)} streams in {time.monotonic() - t0:.1f} s", flush=True)
            done = threading.Event()
            threading.Thread(target=mover, args=(base, games, args.moves, args.rate, sent, done), daemon=True).start()
            while not done.is_set():
                await asyncio.sleep(0.2)
            await asyncio.sleep(2.0)  # let the last events arrive
            stop.set()
            held = sum(1 for c in clients if c.connected and c.error is None)
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            return held

        held = asyncio.run(scenario())
        delays, missing = [], 0
        for c in clients:
            for (gid, seq), t in sent.items():
                if gid != c.game_id or not c.connected:
                    continue
                if seq in c.arrivals:
                    delays.append(c.arrivals[seq] - t)
                else:
                    missing += 1
        delays.sort()
        errors = [c.error for c in clients if c.error]
        print(f"held {held} of {args.clients} SSE clients to the end ({args.workers} gevent workers, "
              f"{args.games} games, {len(sent)} moves at {args.rate}/s)")
        if delays:
            q = statistics.quantiles(delays, n=100)
            print(f"move-to-delivery over {len(delays)} deliveries: p50 {q[49] * 1000:.1f} ms, "
                  f"p99 {q[98] * 1000:.1f} ms, max {delays[-1] * 1000:.1f} ms; missing {missing}")
        if errors:
            print(f"{len(errors)} client errors, e.g. {sorted(set(errors))[:3]}")
        return 0 if held == args.clients and missing == 0 else 1
    finally:
        stop_all(procs)
        if private:
            private.stop()


if __name__ == "__main__":
    sys.exit(main())
