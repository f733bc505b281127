"""A person's AI reply with 30 exhibitions running (games whose every seat is an AI).

Runs the whole service as `make run` does (python -m service.ops.run: the API, one worker per queue,
the exhibitions' worker niced) on a private Redis, behind a pretend proxy (TRUSTED_PROXY_HOPS=1),
so each client is named by X-Forwarded-For. Then:
  1. idle: a person plays Grove against the AI (greedy by default) and times each reply: from
     sending the move that ends the person's turn until the person is to act again (the AI's
     whole turn, every atomic step of it);
  2. a hostile client asks for 30 Battlegates exhibitions, MCTS at the largest budget an
     exhibition may ask for: the per-client cap refuses most;
  3. the worst case the caps admit: more clients, until 30 exhibitions run (or the total cap says no);
  4. the same person's replies again, with the exhibitions running.
Prints median, p95 and max of each set of replies, the caps' answers, the machine's load and how
far the exhibitions got meanwhile. Target: p95 <= 2 s with 30 exhibitions running.
Usage: .venv/bin/python scripts/bench_exhibitions.py [--exhibitions 30] [--replies 24] [--level greedy]
                                                     [--think 1.0]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

import redis
import requests
from make_run import make_run

from service.table.ai_policy import ai_limits
from service.play.scheduling import EXHIBITION_QUEUE

PERSON = "198.51.100.200"


def p95(xs: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    s = sorted(xs)
    return s[max(0, -(-len(s) * 95 // 100) - 1)]


class Bench:
    """The running service, its Redis (read directly: polling over HTTP would itself load the API)."""

    def __init__(self, base: str, store: redis.Redis, think: float):
        self.base = base
        self.store = store
        self.think = think  # a person's pause before each turn, so the replies spread over time
        self.rng = random.Random(7)

    def meta(self, game_id: str) -> dict:
        raw = self.store.hgetall(f"game:{{{game_id}}}:meta")
        return {k.decode(): v.decode() for k, v in raw.items()}

    def wait_turn(self, game_id: str, seat: int, timeout: float = 120.0) -> dict:
        """Poll until `seat` is to act or the game has finished; return the meta."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            meta = self.meta(game_id)
            if meta.get("status") == "finished" or seat in json.loads(meta.get("to_act") or "[]"):
                return meta
            time.sleep(0.01)
        raise RuntimeError(f"seat {seat} of {game_id} was not to act within {timeout} s")

    def replies(self, n: int, level: str) -> list[float]:
        """Seconds of each of n AI replies to a person playing Grove (new games as games end)."""
        times: list[float] = []
        hdr_ip = {"X-Forwarded-For": PERSON}
        while len(times) < n:
            body = requests.post(f"{self.base}/v1/games", headers=hdr_ip, timeout=30, json={
                "ruleset": "grove", "seats": [{"name": "person"}, {"name": "bot", "ai": {"level": level}}]}).json()
            game_id, token = body["id"], body["seats"][0]["token"]
            hdr = {**hdr_ip, "Authorization": f"Bearer {token}"}
            meta = self.wait_turn(game_id, 0)  # the AI may open; that is not a reply to the person
            while len(times) < n and meta.get("status") != "finished":
                time.sleep(self.think)
                while True:  # the person's turn, one atomic step at a time
                    moves = requests.get(f"{self.base}/v1/games/{game_id}/legal-moves", headers=hdr,
                                         timeout=30).json()["moves"]
                    sent = time.monotonic()
                    game = requests.post(f"{self.base}/v1/games/{game_id}/moves", headers=hdr, timeout=30,
                                         json={"move": self.rng.choice(moves)}).json()["game"]
                    if game["status"] == "finished" or 0 not in game["to_act"]:
                        break
                if game["status"] == "finished":
                    break
                meta = self.wait_turn(game_id, 0)
                times.append(time.monotonic() - sent)
        return times

    def exhibit(self, client: str, ruleset: str, budget_ms: int) -> requests.Response:
        """One exhibition asked for by `client`: MCTS on both seats at `budget_ms` a move."""
        ai = {"level": "mcts", "budget_ms": budget_ms}
        return requests.post(f"{self.base}/v1/games", headers={"X-Forwarded-For": client}, timeout=30, json={
            "ruleset": ruleset, "seats": [{"name": "x", "ai": ai}, {"name": "y", "ai": ai}]})

    def versions(self, ids: list[str]) -> int:
        return sum(int(self.meta(g).get("version") or 0) for g in ids)


def summary(name: str, xs: list[float]) -> str:
    return f"{name:<44} {len(xs):>4} {statistics.median(xs):>8.2f} {p95(xs):>8.2f} {max(xs):>8.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exhibitions", type=int, default=30)
    parser.add_argument("--replies", type=int, default=24)
    parser.add_argument("--level", default="greedy", help="the person's AI opponent (greedy, or mcts at its default)")
    parser.add_argument("--ruleset", default="battlegates", help="the exhibitions' game")
    parser.add_argument("--think", type=float, default=1.0, help="the person's pause before each turn (s)")
    args = parser.parse_args()
    with make_run(TRUSTED_PROXY_HOPS="1") as (base, redis_url):
        lane = redis.Redis.from_url(redis_url)
        bench = Bench(base, lane, args.think)
        idle = bench.replies(args.replies, args.level)

        budget = ai_limits(exhibition=True)[0]  # the most an exhibition may ask for (same env as the service)
        hostile = [bench.exhibit("198.51.100.1", args.ruleset, budget) for _ in range(args.exhibitions)]
        running = [r.json()["id"] for r in hostile if r.status_code == 201]
        refused = [r for r in hostile if r.status_code == 429]
        clients, refusal = 1, None
        while len(running) < args.exhibitions and clients < 100:  # the worst case the caps admit
            clients += 1
            for _ in range(args.exhibitions):
                r = bench.exhibit(f"198.51.100.{clients}", args.ruleset, budget)
                if r.status_code != 201:
                    refusal = r.json()
                    break
                running.append(r.json()["id"])
                if len(running) == args.exhibitions:
                    break
            if refusal and refusal.get("limit") == "exhibitions-total":
                break
            refusal = None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and lane.llen(f"rq:queue:{EXHIBITION_QUEUE}") < len(running) // 2:
            time.sleep(0.2)  # the exhibitions' queue has filled: the worker is busy from here on
        load_before = os.getloadavg()[0]
        moved_before, started = bench.versions(running), time.monotonic()
        loaded = bench.replies(args.replies, args.level)
        seconds = time.monotonic() - started
        exhibition_moves = bench.versions(running) - moved_before
        load_after = os.getloadavg()

        print(f"exhibitions asked for by one client: {len(hostile)}, admitted {len(hostile) - len(refused)}, "
              f"refused {len(refused)} (429 {refused[0].json()['limit'] if refused else '-'})")
        print(f"exhibitions running (worst case the caps admit): {len(running)} from {clients} clients, "
              f"{args.ruleset}, mcts {budget} ms a move" + (f"; then refused: {refusal['limit']}" if refusal else ""))
        print(f"{'person vs ' + args.level + ' (Grove), reply seconds':<44} {'n':>4} {'median':>8} {'p95':>8} {'max':>8}")
        print(summary("idle", idle))
        print(summary(f"with {len(running)} exhibitions running", loaded))
        print(f"exhibitions meanwhile: {exhibition_moves} moves in {seconds:.0f} s "
              f"({exhibition_moves / seconds:.1f}/s); exhibitions' queue now "
              f"{lane.llen(f'rq:queue:{EXHIBITION_QUEUE}')}")
        print(f"load average: {load_before:.2f} before the loaded replies, {load_after[0]:.2f} / {load_after[1]:.2f} "
              f"(1 / 5 min) after; {os.cpu_count()} CPUs")
        print(f"target: p95 <= 2 s with {args.exhibitions} exhibitions running: "
              f"{'met' if p95(loaded) <= 2.0 and len(running) >= args.exhibitions else 'NOT met'}")


if __name__ == "__main__":
    main()
