"""The public log and the archive, measured (targets in /work/shared/DESIGN.md, "Proof and archive").

    .venv/bin/python scripts/bench_tlog.py              # ~2 min
    .venv/bin/python scripts/bench_tlog.py --rounds 2   # quicker

A script, not a test: it prints its figures. It starts its own redis-server (AOF everysec) and
plays in-process through service.play.games.Games (the code path of the API minus HTTP).

1. Bytes in Redis of a finished 200-command grove game (MEMORY USAGE of every key of the game)
   before and after archiving, and what the game costs the log (its leaves in the tiles, bundles
   and the dedupe hash).
2. The move path with the log on and off, same run, interleaved rounds of each side: moves only
   (games created beforehand), then whole games (create, random moves, the end: each game pays
   its created and finished leaves); commands per second and the ratio.
3. Proofs served per second: the inclusion-proof and consistency-proof endpoints (Flask's test
   client, one thread) on a log of --leaves leaves; and leaves appended per second.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from bench_memory import game_keys, play_200  # noqa: E402
from bench_moves import preflight, start_redis  # noqa: E402

KIB = 1024


def services(url: str):
    """(Games with the log, Games without it, the client) on one store."""
    import redis

    from service.play.games import Games
    from service.storage.store import EventStore
    from service.proof.tlog import Log
    from service.proof.tlog_games import GameLog

    client = redis.Redis.from_url(url)
    return Games(EventStore(client), tlog=GameLog(Log(client))), Games(EventStore(client)), client


def memory(url: str, moves: int) -> None:
    from service.proof.compaction import Compactor

    games, _, client = services(url)
    print(f"\n== A finished {moves}-command grove game in Redis, before and after archiving (target <= 8 KiB)")
    size0 = games.tlog.log.size()
    gid, n, info = play_200(games, random.Random(2026), False, moves)
    before = game_keys(client, gid)
    assert Compactor(games).archive_game(gid) == "ok"
    after = game_keys(client, gid)
    for label, keys in (("live", before), ("archived", after)):
        parts = ", ".join(f"{k.split(':', 2)[2]} {v / KIB:.1f}" for k, v in sorted(keys.items(), key=lambda x: -x[1]))
        print(f"  {label:<9} {sum(keys.values()) / KIB:6.1f} KiB  ({parts})")
    total = sum(after.values())
    print(f"  {info['version']} events; archived / live = {total / sum(before.values()):.3f}; "
          f"{'OK' if total <= 8 * KIB else 'MISSED'} (<= 8 KiB)")
    print(f"  the game's leaves in the log: {games.tlog.log.size() - size0} (created, finished); "
          "the log's bytes a leaf: part 3")


def _log_bytes(client, games) -> int:
    prefix = games.tlog.log.k.prefix.replace("{", "\\{").replace("}", "\\}")
    return sum(client.memory_usage(k, samples=0) or 0 for k in client.scan_iter(match=prefix + "*"))


def play_games(games, stop: threading.Event, counter: list, seed: int) -> None:
    """Whole grove games, one after another, until `stop`: count every command submitted."""
    from domain.engine import game as G

    rng = random.Random(seed)
    while not stop.is_set():
        gid = games.create("grove", [{"name": "a"}, {"name": "b"}], {}, None)["id"]
        for _ in range(60):
            loaded = games.load(gid)
            if loaded.finished or stop.is_set():
                break
            seat = G.to_act(loaded.ruleset, loaded.state)[0]
            games.submit(gid, seat, "move", rng.choice(games.legal_moves(loaded, seat)["moves"]), loaded=loaded)
            counter[0] += 1
        loaded = games.load(gid)
        if not loaded.finished:
            games.submit(gid, G.to_act(loaded.ruleset, loaded.state)[0], "resign")
            counter[0] += 1


def play_moves(games, pool: list, stop: threading.Event, counter: list, seed: int) -> None:
    """Moves only, in games created beforehand that never end (grove with a turn limit of 5,000,
    moves from bench_moves' cycle): nothing here creates or ends a game."""
    from bench_moves import grove_move

    k = 0
    while not stop.is_set():
        for entry in pool:
            gid, first, n = entry
            seat, mv = grove_move(first, n)
            games.submit(gid, seat, "move", mv)
            entry[2] += 1
            counter[0] += 1
            if stop.is_set():
                return
        k += 1


def rounds_of(label_games: dict, rounds: int, seconds: float, threads: int, work) -> dict:
    """Interleaved rounds of each side; {side: commands per second}."""
    totals = {k: [0, 0.0] for k in label_games}
    for r in range(rounds):
        order = list(label_games) if r % 2 == 0 else list(reversed(list(label_games)))
        for label in order:
            stop, counter = threading.Event(), [0]
            ts = [threading.Thread(target=work, args=(label_games[label], stop, counter, r * 100 + i))
                  for i in range(threads)]
            t0 = time.perf_counter()
            for t in ts:
                t.start()
            time.sleep(seconds)
            stop.set()
            for t in ts:
                t.join()
            el = time.perf_counter() - t0
            totals[label][0] += counter[0]
            totals[label][1] += el
            print(f"  round {r + 1} log {label:<3} {counter[0] / el:7.0f} commands/s")
    return {k: v[0] / v[1] for k, v in totals.items()}


def move_path(url: str, rounds: int, seconds: float, threads: int) -> None:
    on, off, _ = services(url)
    print(f"\n== Moves only, log on and off (target: on >= 0.95x off): {threads} threads, moves in grove games "
          f"created beforehand that never end (bench_moves' cycle), {rounds} interleaved rounds of {seconds:.0f} s a side")
    from domain.engine import game as G

    pools = {"on": [], "off": []}
    for label, games in (("on", on), ("off", off)):
        for _ in range(threads * 8):
            gid = games.create("grove", [{"name": "a"}, {"name": "b"}], {"turn_limit": 5000}, None)["id"]
            loaded = games.load(gid)
            pools[label].append([gid, G.to_act(loaded.ruleset, loaded.state)[0], 0])
    chunks = {k: [v[i::threads] for i in range(threads)] for k, v in pools.items()}
    sides = {"off": off, "on": on}
    # a count, not a time (the machine's load moves times around): Redis commands a move sends
    import redis

    stats = redis.Redis(connection_pool=on.store.r.connection_pool)

    def calls() -> int:
        return sum(v["calls"] for v in stats.info("commandstats").values())

    from bench_moves import grove_move

    for label, games in sides.items():
        pool, before = chunks[label][0], calls()
        for _ in range(4):
            for entry in pool:
                seat, mv = grove_move(entry[1], entry[2])
                games.submit(entry[0], seat, "move", mv)
                entry[2] += 1
        print(f"  Redis commands a move sends (INFO commandstats, scripts' own calls included), log {label}: "
              f"{(calls() - before - 1) / (4 * len(pool)):.2f}")

    def work(games, stop, counter, seed):
        label = "on" if games is on else "off"
        play_moves(games, chunks[label][seed % 100], stop, counter, seed)

    rate = rounds_of(sides, rounds, seconds, threads, work)
    ratio = rate["on"] / rate["off"]
    print(f"  log on {rate['on']:.0f}/s, off {rate['off']:.0f}/s: {ratio:.3f}x  {'OK' if ratio >= 0.95 else 'MISSED'}")
    whole_games(on, off, rounds, seconds, threads)


def whole_games(on, off, rounds: int, seconds: float, threads: int) -> None:
    print(f"\n== Whole games, log on and off (each pays a created and a finished leaf): {threads} threads, grove "
          f"games created, played (<= 60 random moves) and ended, {rounds} interleaved rounds of {seconds:.0f} s a side")
    rate = rounds_of({"off": off, "on": on}, rounds, seconds, threads, play_games)
    n = rate["on"] / rate["off"]
    print(f"  log on {rate['on']:.0f}/s, off {rate['off']:.0f}/s: {n:.3f}x (commands, creations and ends included)")


def proofs(url: str, leaves: int, seconds: float) -> None:
    from api import create_app
    from domain import tlog as T
    from service.proof.tlog import Log

    app = create_app({"TESTING": True, "REDIS_URL": url, "SCHEDULE_JOBS": False})
    log: Log = app.extensions["arbiter"].tlog.log
    t0 = time.perf_counter()
    while log.size() < leaves:
        batch = min(500, leaves - log.size())
        log.append([T.make_leaf("head", f"bench{log.size() + i}", 2, "0" * 64) for i in range(batch)])
    el = time.perf_counter() - t0
    print(f"\n== Proofs served (Flask test client, one thread) on a log of {log.size():,} leaves")
    print(f"  filled it at {leaves / el:,.0f} leaves/s (batches of 500, as the sweep appends)")
    t0, n = time.perf_counter(), 0
    while time.perf_counter() - t0 < 2:
        log.append([T.make_leaf("head", f"single{n}", 2, "0" * 64)])
        n += 1
    print(f"  single-leaf appends (a creation's or an end's leaf): {n / (time.perf_counter() - t0):,.0f}/s")
    client = app.test_client()
    rng = random.Random(1)
    size = log.size()
    for label, make in (("inclusion", lambda: f"/v1/log/proof/inclusion?index={rng.randrange(size)}&size={size}"),
                        ("consistency", lambda: f"/v1/log/proof/consistency?first={rng.randrange(1, size)}&second={size}")):
        t0, n = time.perf_counter(), 0
        while time.perf_counter() - t0 < seconds:
            assert client.get(make()).status_code == 200
            n += 1
        print(f"  {label} proofs: {n / (time.perf_counter() - t0):,.0f}/s")
    total = _log_bytes(app.extensions["redis"], app.extensions["arbiter"])
    print(f"  the log's keys: {total / 1024 / 1024:.1f} MiB for {log.size():,} leaves, {total / log.size():.0f} bytes a leaf "
          f"(tiles, entry bundles, the dedupe hash)")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--moves", type=int, default=200)
    p.add_argument("--rounds", type=int, default=4)
    p.add_argument("--seconds", type=float, default=6.0)
    p.add_argument("--threads", type=int, default=4)
    p.add_argument("--leaves", type=int, default=100_000)
    args = p.parse_args(argv)
    preflight()
    print(f"bench_tlog: load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    server = start_redis()
    try:
        memory(server.url, args.moves)
        move_path(server.url, args.rounds, args.seconds, args.threads)
        proofs(server.url, args.leaves, args.seconds)
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
