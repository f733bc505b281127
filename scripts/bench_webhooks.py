"""Webhook delivery under a slow receiver (issue 22 part 4): how long another game's webhook waits.

Runs the whole service as `make run` does (python -m service.ops.run: API, workers, the webhook
sender) on a private Redis. Game A has a game-wide webhook whose receiver takes --slow seconds
per call (10, as in the fault campaign) and --turns turns are played in it, so its messages queue
up. Then, --rounds times, a fresh game B registers a webhook on a fast receiver and passes the
turn; the figure is the time from just before B's move is posted to B's "your turn" arriving at
its receiver. The same is measured first with A absent (idle). Requirement: loaded < 2 s.

`--concurrency 1` runs the sender with one thread, to show what the pool buys: B then waits for
the slow call in flight (up to --slow s), though not for A's whole backlog as it did behind the
single RQ webhook worker of earlier releases (endpoints take turns in the outbox).
`--throughput N` also puts N messages over 50 webhooks of a fast receiver straight into the
outbox and prints how many calls per second the one sender of `make run` makes.
Usage: .venv/bin/python scripts/bench_webhooks.py [--rounds N] [--turns N] [--slow S] [--concurrency N]
       [--throughput N]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import redis  # noqa: E402
import requests  # noqa: E402
from make_run import make_run  # noqa: E402

from service.integrate.webhook_outbox import Outbox  # noqa: E402
from service.integrate.webhooks import Webhooks  # noqa: E402
from tests.webhooks_helpers import Receiver, wait_for  # noqa: E402


class Service:
    """The service over HTTP: games, game-wide webhooks, and moves that pass the turn."""

    def __init__(self, base: str):
        self.base, self.pick = base, random.Random(22)

    def game_with_hook(self, url: str) -> dict:
        """A fresh two-person Grove game with a game-wide webhook on `url`."""
        game = requests.post(f"{self.base}/v1/games", json={"ruleset": "grove", "seats": [
            {"name": "a"}, {"name": "b"}]}, timeout=10).json()
        r = requests.post(f"{self.base}/v1/games/{game['id']}/webhooks", json={"url": url, "scope": "game"},
                          headers=self._auth(game, 0), timeout=10)
        assert r.status_code == 201, r.text
        return game

    def pass_turn(self, game: dict) -> None:
        """Legal moves until another seat is to act (one "your turn" per game-wide webhook)."""
        url = f"{self.base}/v1/games/{game['id']}"
        first = requests.get(url, timeout=10).json()["to_act"]
        for _ in range(50):
            seat = requests.get(url, timeout=10).json()["to_act"][0]
            moves = requests.get(f"{url}/legal-moves", headers=self._auth(game, seat), timeout=10).json()["moves"]
            after = requests.post(f"{url}/moves", json={"move": self.pick.choice(moves)},
                                  headers=self._auth(game, seat), timeout=10).json()["game"]
            if after["status"] == "finished" or after["to_act"] != first:
                return
        raise RuntimeError("the turn did not pass")

    @staticmethod
    def _auth(game: dict, seat: int) -> dict:
        return {"Authorization": f"Bearer {game['seats'][seat]['token']}"}


def first_delivery(svc: Service) -> float:
    """Seconds from just before a new game's move to its first webhook arriving."""
    fast = Receiver()
    try:
        game = svc.game_with_hook(fast.url)
        started = time.monotonic()
        svc.pass_turn(game)
        wait_for(lambda: fast.calls, timeout=300, what="the other game's webhook")
        return fast.calls[0]["at"] - started
    finally:
        fast.close()


def throughput(redis_url: str, messages: int) -> float:
    """Calls per second the service's sender makes to a fast receiver, 50 webhooks in parallel."""
    store = redis.Redis.from_url(redis_url)
    hooks = Webhooks(store, Outbox(store))
    fast = Receiver()
    try:
        eps = []
        for i in range(50):
            ep = hooks.register(f"bench{i}", 0, "seat", fast.url, None, allow_private=True)
            eps.append(hooks.endpoint(f"bench{i}", ep["id"]))
        started = time.monotonic()
        for n in range(messages):
            hooks.enqueue(eps[n % len(eps)], "turn.your_turn", {"n": n})
        wait_for(lambda: len(fast.calls) >= messages, timeout=600, what="every call")
        return messages / (time.monotonic() - started)
    finally:
        fast.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--turns", type=int, default=8, help="turns played in the slow game")
    parser.add_argument("--slow", type=float, default=10.0, help="seconds per call of the slow receiver")
    parser.add_argument("--concurrency", type=int, default=None, help="the sender's threads (default: its own)")
    parser.add_argument("--throughput", type=int, default=0, help="also measure calls/s over this many messages")
    args = parser.parse_args()
    env = {"WEBHOOK_ALLOW_PRIVATE": "1"}
    if args.concurrency:
        env["WEBHOOK_CONCURRENCY"] = str(args.concurrency)
    slow = Receiver(delay=args.slow)
    try:
        with make_run(**env) as (base, redis_url):
            svc = Service(base)
            idle = [first_delivery(svc) for _ in range(args.rounds)]
            slow_game = svc.game_with_hook(slow.url)
            for _ in range(args.turns):
                svc.pass_turn(slow_game)
            wait_for(lambda: slow.in_flight, timeout=60, what="the slow receiver's first call")
            loaded = [first_delivery(svc) for _ in range(args.rounds)]
            print(f"slow game: {args.turns} turns, {args.slow:g} s per call ({len(slow.calls)} calls so far, "
                  f"{slow.in_flight} in flight); sender threads: {args.concurrency or 'default'}")
            slow.close()  # its calls end now, so the service stops at once
            rate = throughput(redis_url, args.throughput) if args.throughput else None
    finally:
        slow.close()
    print(f"{'another game first delivery, s':<34} {'median':>7} {'max':>7}   each")
    for name, xs in (("idle", idle), ("with the slow game", loaded)):
        print(f"{name:<34} {statistics.median(xs):7.3f} {max(xs):7.3f}   {' '.join(f'{x:.3f}' for x in xs)}")
    print("requirement: with the slow game, every delivery within 2 s")
    if rate:
        print(f"throughput: {rate:.0f} calls/s ({args.throughput} messages, 50 webhooks, one fast receiver)")

if __name__ == "__main__":
    main()
