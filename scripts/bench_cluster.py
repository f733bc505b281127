"""What the cluster costs: moves through the service on one redis-server, on a 3-master cluster,
and on a cluster with a replica per master and durable appends (WAIT 1); then keys and bytes
per game. `.venv/bin/python scripts/bench_cluster.py` (~1 min).

A script, not a test: it prints figures and ratios against the standalone run of the same
process (interleaved rounds, so the three sides share whatever else the machine does). Moves
are real grove moves through service.play.games.Games.submit (decide, seal, conditional append, and
the WAIT when durable), from --threads threads on --games games, no HTTP: the HTTP layer costs
the same on every side and is measured by scripts/bench_moves.py.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from service.storage.connection import connect  # noqa: E402
from service.play.games import Games  # noqa: E402
from service.ops.redis_server import PrivateCluster, PrivateRedis  # noqa: E402
from service.storage.store import EventStore, key  # noqa: E402


def service(url: str, replicas: int = 0) -> Games:
    """A service on `url` (cluster or not), WAIT `replicas` after each append."""
    return Games(EventStore(connect(url, pool_size=64), durable_replicas=replicas))


def play(svc: Games, ids: list[str], seconds: float, threads: int) -> tuple[int, list[float], float]:
    """Moves made, their latencies (s) and the CPU seconds of this process, over `seconds`."""
    done, lat, stop = [0], [], threading.Event()
    lock = threading.Lock()

    def run(mine: list[str], seed: int):
        pick = random.Random(seed)
        while not stop.is_set():
            gid = pick.choice(mine)
            t = time.perf_counter()
            loaded = svc.load(gid)
            to_act = svc.game_json(loaded, None)["to_act"]
            if not to_act:
                mine.remove(gid)
                if not mine:
                    return
                continue
            seat = to_act[0]
            move = pick.choice(svc.legal_moves(loaded, seat)["moves"])
            svc.submit(gid, seat, "move", move, if_match=loaded.version, loaded=loaded)
            with lock:
                done[0] += 1
                lat.append(time.perf_counter() - t)

    cpu = time.process_time()
    ts = [threading.Thread(target=run, args=(ids[i::threads], i)) for i in range(threads)]
    for t in ts:
        t.start()
    time.sleep(seconds)
    stop.set()
    for t in ts:
        t.join()
    return done[0], lat, time.process_time() - cpu


def game_footprint(svc: Games, r, moves: int) -> tuple[int, int, int]:
    """(keys, bytes in Redis, events) of one grove game after `moves` moves (MEMORY USAGE)."""
    gid = svc.create("grove", [{"name": "a"}, {"name": "b"}], {"turn_limit": 5000}, None)["id"]
    pick = random.Random(7)
    for _ in range(moves):
        loaded = svc.load(gid)
        to_act = svc.game_json(loaded, None)["to_act"]
        if not to_act:
            break
        svc.submit(gid, to_act[0], "move", pick.choice(svc.legal_moves(loaded, to_act[0])["moves"]),
                   if_match=loaded.version, loaded=loaded)
    keys = [key(gid, p) for p in ("events", "meta", "secret", "snapshot")]
    sizes = [r.memory_usage(k, samples=0) or 0 for k in keys]
    present = [k for k, s in zip(keys, sizes) if s]
    return len(present), sum(sizes), len(svc.store.read(gid))


def main(argv=None) -> int:
    """Run the three sides interleaved and print the figures."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seconds", type=float, default=5.0, help="per side and round")
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--threads", type=int, default=8)
    p.add_argument("--games", type=int, default=64)
    p.add_argument("--footprint-moves", type=int, default=100)
    args = p.parse_args(argv)
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    single, plain, replicated = PrivateRedis(appendonly=True), PrivateCluster(), PrivateCluster(replicas=True)
    try:
        sides = {"standalone": service(single.url), "cluster": service(plain.url),
                 "cluster+WAIT 1": service(replicated.url, replicas=1)}
        games = {name: [svc.create("grove", [{"name": "a"}, {"name": "b"}], {"turn_limit": 5000}, None)["id"]
                        for _ in range(args.games)] for name, svc in sides.items()}
        totals = {name: [0, [], 0.0, 0.0] for name in sides}
        for _ in range(args.rounds):
            for name, svc in sides.items():
                n, lat, cpu = play(svc, games[name], args.seconds, args.threads)
                t = totals[name]
                t[0] += n
                t[1] += lat
                t[2] += cpu
                t[3] += args.seconds
        base = totals["standalone"][0] / totals["standalone"][3]
        print(f"{'side':16} {'moves/s':>8} {'vs standalone':>13} {'CPU ms/move':>11} {'moves per CPU-s':>15} "
              f"{'p50 ms':>7} {'p99 ms':>7}")
        for name, (n, lat, cpu, secs) in totals.items():
            lat.sort()
            p99 = lat[int(len(lat) * 0.99) - 1] if lat else 0
            print(f"{name:16} {n / secs:8.0f} {n / secs / base:13.2f} {1000 * cpu / n:11.2f} {n / cpu:15.0f} "
                  f"{1000 * statistics.median(lat):7.2f} {1000 * p99:7.2f}")
        print("(CPU is this process: the service's decide/seal/append work; Redis runs in other processes)")
        for name, url in (("standalone", single.url), ("cluster", plain.url)):
            svc = service(url)
            nkeys, nbytes, events = game_footprint(svc, svc.store.r, args.footprint_moves)
            print(f"footprint on {name}: a grove game of {events} events: {nkeys} keys, {nbytes / 1024:.1f} KiB "
                  f"({nbytes / max(events, 1):.0f} B per event), plus 1 member in games:index "
                  f"(and games:finished when over)")
    finally:
        single.stop()
        plain.stop()
        replicated.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
