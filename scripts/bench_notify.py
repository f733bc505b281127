"""Notifications under load: move answered -> "your turn" received by a push service, and what
notifications cost the move endpoint.

    .venv/bin/python scripts/bench_notify.py                     # ~1.5 min
    .venv/bin/python scripts/bench_notify.py --accounts 1000 --notify-workers 2 --rounds 3

A script, not a test: it prints its figures (targets in /work/shared/DESIGN.md, "People": p99
move-answered-to-push-received <= 2 s with 1,000 subscribers; the move endpoint with
notifications on >= 0.9x off). Everything runs here on loopback: a private redis-server (AOF,
everysec), the real API under gunicorn (gevent, as `make run`), --notify-workers real `rq worker`
processes on the notifications queue, and the test push service (tests/pushservice.py), which
checks every VAPID JWT and decrypts every aes128gcm payload like a browser's push service would.

Set-up: --accounts accounts, each holding one seat of a two-seat grove game and subscribed to
push (made through the service layer: a passkey ceremony per account would measure WebAuthn, not
notifications), plus as many games without accounts. Every game plays the opening of
scripts/bench_moves.py's plan; after it, each move ends the mover's turn, so every move makes the
other seat's turn, and (in the account games) calls for one "your turn" push.

Part 1, latency: --moves moves over the account games, in rounds of one move per game, posted by
--clients concurrent clients as fast as they are answered; for each, the time from its 201 to the
push service receiving the matching (game, version) notice at the right subscription.
Part 2, throughput: bench_moves' load generator on the account games (notifications on) and on
the plain games (off), in --rounds interleaved rounds, twice:
  (a) the move endpoint's own cost: the notification workers and the push service paused during
      the measured windows (SIGSTOP; they catch up after each window, timed), which is what the
      endpoint pays for notifications (deciding, the inbox record, the drain job);
  (b) everything on this machine at once: the workers and the test push service running during
      the windows, sharing the cores with the API (in production they are other machines').
CPU per move of the API, per notification of the workers and per message of the test push service
are printed for (b).
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from bench_moves import (HOST, children, cpu_seconds, create_games, drive, gunicorn_args,  # noqa: E402
                         grove_move, loadavg, merge, real_targets, start_gunicorn, stop_proc)
from service.ops.redis_server import PrivateRedis  # noqa: E402
from tests.pushservice import PushService  # noqa: E402

OPENING = 4  # the plan's opening moves (bench_moves.grove_plan)


def post_move(port: int, game: dict, k: int) -> tuple[int, int, float]:
    """Play the k-th move of the game's plan: (status, version, time the answer arrived)."""
    seat, move = grove_move(game["first"], k)
    c = http.client.HTTPConnection(HOST, port, timeout=30)
    c.request("POST", f"/v1/games/{game['id']}/moves", body=json.dumps({"move": move}),
              headers={"Content-Type": "application/json", "Authorization": f"Bearer {game['tokens'][seat]}"})
    r = c.getresponse()
    body = r.read()
    done = time.time()
    c.close()
    return r.status, (json.loads(body)["version"] if r.status == 201 else -1), done


def setup_accounts(redis_url: str, games: list[dict], subs: list) -> None:
    """Each seat of each game: an account that holds it, subscribed to push at the push service."""
    import redis

    from service.people.account_seats import AccountSeats
    from service.people.accounts import Accounts, new_account_id, now_s
    from service.notify.push import Push

    client = redis.Redis.from_url(redis_url)
    accounts, seats, pusher = Accounts(client), AccountSeats(client, None), Push(client, allow_private=True)

    def one(i_game):
        i, g = i_game
        for seat in (0, 1):
            aid = new_account_id()
            accounts.create(aid, f"bench {i}-{seat} {aid[:4]}", {"credential_id": f"bench-{aid}", "public_key": "",
                                                                 "sign_count": 0, "created_at": now_s()})
            seats.bind(g["id"], seat, aid)
            sub = subs[2 * i + seat]
            pusher.subscribe(aid, sub.endpoint, sub.json()["keys"], allow_private=True)
            g.setdefault("endpoints", {})[seat] = sub.endpoint.split(push_origin(sub), 1)[1]

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(one, enumerate(games)))
    client.close()


def push_origin(sub) -> str:
    """scheme://host:port of a subscription's endpoint."""
    return sub.endpoint[: sub.endpoint.index("/push/")]


def serve_push(push: PushService, subs: int):
    """The push service in its own process (its checks and decryption would otherwise share this
    process's GIL with the clients that time the moves); (process, received list, its reader)."""
    import multiprocessing as mp

    keys = [push.subscribe(f"s{i}") for i in range(subs)]
    ctx = mp.get_context("fork")
    inbox = ctx.Queue()

    def serve():
        push.sink = lambda path, payload, at: inbox.put((path, payload, at))
        push.server.serve_forever()

    proc = ctx.Process(target=serve, daemon=True)
    proc.start()
    push.server.server_close()  # the child serves; this process only reads what it received
    got: list = []
    cond = threading.Condition()

    def read():
        while True:
            item = inbox.get()
            if item is None:
                return
            with cond:
                got.append(item)
                cond.notify_all()

    threading.Thread(target=read, daemon=True).start()
    return proc, keys, got


def play_openings(port: int, games: list[dict]) -> None:
    """The plan's opening in every game (not measured)."""
    def one(g):
        for k in range(OPENING):
            status, _, _ = post_move(port, g, k)
            if status != 201:
                raise RuntimeError(f"opening move {k} of {g['id']} answered {status}")

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(one, games))


def drain(redis_url: str, seconds: float = 120) -> None:
    """Wait until the notifications queue is empty and no job of it runs."""
    from rq import Queue
    import redis

    q = Queue("arbiter-notify", connection=redis.Redis.from_url(redis_url))
    deadline = time.time() + seconds
    while time.time() < deadline and (q.count or q.started_job_registry.count):
        time.sleep(0.2)


def latency(port: int, games: list[dict], got_list: list, moves: int, clients: int) -> dict:
    """`moves` moves over the games, in rounds of one move per game (a round's pushes are awaited
    before the next: a notice whose seat has already played is rightly never sent), `clients` at a
    time; for each, move answered -> the right subscription received its "your turn"."""
    answered: dict[tuple[str, int], tuple[float, str]] = {}
    lock = threading.Lock()

    def one(g):
        k = g.get("k", OPENING)
        status, version, at = post_move(port, g, k)
        if status != 201:
            raise RuntimeError(f"a move answered {status}")
        mover, _ = grove_move(g["first"], k)
        with lock:
            answered[(g["id"], version)] = (at, g["endpoints"][1 - mover])
        g["k"] = k + 1

    def received() -> dict:
        return {(m[1]["game_id"], m[1]["version"]): (m[2], m[0]) for m in list(got_list)
                if m[1]["type"] == "your_turn"}

    got_list.clear()
    posting, left = 0.0, moves
    while left > 0:
        batch = games[:min(left, len(games))]
        started = time.time()
        with ThreadPoolExecutor(clients) as pool:
            list(pool.map(one, batch))
        posting += time.time() - started
        left -= len(batch)
        deadline = time.time() + 60
        while time.time() < deadline and not all(k in received() for k in answered):
            time.sleep(0.1)
    got = received()
    lat, missing, wrong = [], 0, 0
    for k, (at, endpoint) in answered.items():
        if k not in got:
            missing += 1
            continue
        if got[k][1] != endpoint:  # (a push to the other seat would be a leak)
            wrong += 1
        lat.append(got[k][0] - at)
    lat.sort()
    return {"moves": len(answered), "received": len(lat), "missing": missing, "wrong_recipient": wrong,
            "posting_s": posting, "p50": lat[len(lat) // 2] if lat else float("nan"),
            "p99": lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else float("nan"),
            "max": lat[-1] if lat else float("nan"), "mean": statistics.fmean(lat) if lat else float("nan"),
            "errors": [m[1]["error"] for m in list(got_list) if m[1]["type"] == "error"][:3]}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--accounts", type=int, default=1000, help="accounts, each subscribed to push (2 per game)")
    p.add_argument("--moves", type=int, default=1000, help="moves in the latency part")
    p.add_argument("--clients", type=int, default=8, help="concurrent clients in the latency part")
    p.add_argument("--notify-workers", type=int, default=2)
    p.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    p.add_argument("--connections", type=int, default=16)
    p.add_argument("--loadgen-procs", type=int, default=1)
    p.add_argument("--duration", type=float, default=8.0)
    p.add_argument("--warmup", type=float, default=2.0)
    p.add_argument("--rounds", type=int, default=2)
    args = p.parse_args(argv)

    server = PrivateRedis(appendonly=True, appendfsync="everysec")
    push_proc, subs, received = serve_push(PushService(), args.accounts)
    os.environ.update({"RATE_LIMITS": "off", "PUSH_ALLOW_PRIVATE": "1"})
    procs, api = [], None
    try:
        api, port = start_gunicorn("api:create_app()", server.url, gunicorn_args(args.workers, 1, "gevent"))
        env = dict(os.environ, REDIS_URL=server.url, REDIS_QUEUE_URL=server.url)
        procs = [subprocess.Popen([os.path.join(os.path.dirname(sys.executable), "rq"), "worker", "--with-scheduler",
                                   "--url", server.url,
                                   "--worker-class", "workers.worker.ArbiterWorker", "arbiter-notify"],
                                  cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for _ in range(args.notify_workers)]
        n_games = args.accounts // 2
        print(f"setting up {args.accounts} accounts in {n_games} games (+{n_games} games without accounts) ...",
              flush=True)
        t0 = time.time()
        on = create_games(port, n_games)
        off = create_games(port, n_games)
        setup_accounts(server.url, on, subs)
        play_openings(port, on + off)
        drain(server.url)
        print(f"  set up in {time.time() - t0:.0f} s; {len(received)} pushes during the openings", flush=True)

        print(f"\n== Move answered -> 'your turn' received ({args.moves} moves, {args.clients} clients, "
              f"{args.notify_workers} notification workers, {args.accounts} subscribers)", flush=True)
        r = latency(port, on, received, args.moves, args.clients)
        print(f"  moves {r['moves']} in {r['posting_s']:.1f} s ({r['moves'] / r['posting_s']:.0f} moves/s); pushes "
              f"received {r['received']}, missing {r['missing']}, to a wrong recipient {r['wrong_recipient']}")
        if r["errors"]:
            print(f"  the push service refused: {r['errors']}")
        print(f"  latency p50 {1000 * r['p50']:.0f} ms   p99 {1000 * r['p99']:.0f} ms   max {1000 * r['max']:.0f} ms   "
              f"(target p99 <= 2000 ms) {'OK' if r['p99'] <= 2.0 and not r['missing'] else 'MISSED'}")

        api_pids = [api.pid] + children(api.pid)
        prog_on = {g["id"]: g.get("k", OPENING) for g in on}  # where each game is in the plan
        prog_off = {g["id"]: OPENING for g in off}
        background = [p.pid for p in procs] + [push_proc.pid]
        for paused in (True, False):
            print(f"\n== Move throughput, notifications on (account games) vs off (plain games), "
                  f"{'(a) workers and push service paused during the windows' if paused else '(b) everything running'}; "
                  f"{args.connections} connections, {args.rounds} interleaved rounds of {args.duration:.0f} s after "
                  f"{args.warmup:.0f} s warm-up", flush=True)
            sides, cpu, catch_up = {"off": [], "on": []}, {"api": 0.0, "workers": 0.0, "push": 0.0}, []
            api_cpu = {"off": [0.0, 0], "on": [0.0, 0]}  # CPU seconds of the API, moves: robust to other load
            for _ in range(args.rounds):
                for name, games, prog in (("off", off, prog_off), ("on", on, prog_on)):
                    if paused:
                        _signal(background, "STOP")
                    before = (cpu_seconds(api_pids), cpu_seconds([p.pid for p in procs]), cpu_seconds([push_proc.pid]))
                    n_before = len(received)
                    res = drive(port, real_targets(port, games, prog), args.connections, args.loadgen_procs,
                                args.warmup, args.duration, api_pids)
                    if paused:
                        _signal(background, "CONT")
                        t0 = time.time()
                        drain(server.url)
                        catch_up.append((len(received) - n_before, time.time() - t0))
                    else:
                        drain(server.url)
                    after = (cpu_seconds(api_pids), cpu_seconds([p.pid for p in procs]), cpu_seconds([push_proc.pid]))
                    api_cpu[name][0] += after[0] - before[0]
                    api_cpu[name][1] += sum(res["progress"].values()) - sum(prog.values())
                    if name == "on":
                        cpu["api"] += after[0] - before[0]
                        cpu["workers"] += after[1] - before[1]
                        cpu["push"] += after[2] - before[2]
                        cpu["moves"] = cpu.get("moves", 0) + sum(res["progress"].values()) - sum(prog.values())
                        cpu["pushes"] = cpu.get("pushes", 0) + len(received) - n_before
                    prog.update(res["progress"])
                    sides[name].append(res)
            off_r, on_r = merge(sides["off"]), merge(sides["on"])
            print(f"  ({loadavg()} at the end)")
            for name, side in (("off", off_r), ("on", on_r)):
                errs = "" if not side["errors"].get("errors") else f"  ERRORS {side['errors']}"
                print(f"  notifications {name:<3} {side['rps']:7.0f} moves/s   p50 {side['p50_ms']:6.1f} ms   "
                      f"p99 {side['p99_ms']:6.1f} ms   per round: {' '.join(f'{x:.0f}' for x in side['per_round'])}{errs}")
            ratio = on_r["rps"] / off_r["rps"] if off_r["rps"] else float("nan")
            print(f"  throughput on/off = {ratio:.2f}   (target >= 0.9) {'OK' if ratio >= 0.9 else 'MISSED'}")
            per = {k: 1000 * v[0] / v[1] for k, v in api_cpu.items() if v[1]}
            if len(per) == 2:
                print(f"  API CPU per move: off {per['off']:.2f} ms, on {per['on']:.2f} ms; as a throughput ratio on a "
                      f"CPU-bound API, off/on = {per['off'] / per['on']:.2f} (this does not move with the machine's "
                      f"other load the way requests/s do)")
            if paused:
                n, secs = sum(c[0] for c in catch_up), sum(c[1] for c in catch_up)
                print(f"  catching up after the windows: {n} pushes in {secs:.1f} s ({n / secs if secs else 0:.0f}/s with "
                      f"{args.notify_workers} workers)")
            elif cpu.get("moves") and cpu.get("pushes"):
                print(f"  CPU with notifications on: API {1000 * cpu['api'] / cpu['moves']:.2f} ms per move, workers "
                      f"{1000 * cpu['workers'] / cpu['pushes']:.2f} ms per notification, test push service "
                      f"{1000 * cpu['push'] / cpu['pushes']:.2f} ms per message", flush=True)
    finally:
        for proc in procs:
            stop_proc(proc)
        stop_proc(api)
        push_proc.terminate()
        server.stop()
    return 0


def _signal(pids, what: str) -> None:
    """SIGSTOP or SIGCONT processes this script started."""
    import signal

    for pid in pids:
        try:
            os.kill(pid, signal.SIGSTOP if what == "STOP" else signal.SIGCONT)
        except OSError:
            pass


if __name__ == "__main__":
    sys.exit(main())
