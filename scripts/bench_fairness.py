"""Fairness under abuse: a third game's AI reply and a turn deadline, on an idle service and with
two abusive all-AI games (MCTS at the per-move cap) and a webhook receiver that takes 9 s a call.

Runs the whole service as `make run` does (python -m service.ops.run: one worker per queue) on a
private Redis, and prints, for each measurement, the idle figure, the loaded figure and the
difference (target: loaded within 2 s of idle).
Usage: .venv/bin/python scripts/bench_fairness.py [--rounds N]
"""
from __future__ import annotations

import argparse
import http.server
import statistics
import threading
import time

import redis
import requests

from make_run import make_run

from service.table.ai_policy import ai_limits


class Slow(http.server.BaseHTTPRequestHandler):
    def do_POST(self):  # noqa: N802 - http.server's name
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        time.sleep(9)
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


STORE = None  # the private Redis; read directly, because a read through the API enforces a due
#              deadline itself and would hide how late the deadline worker is


def wait_version(base, game_id, above, timeout=60.0) -> float:
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if int(STORE.hget(f"game:{{{game_id}}}:meta", "version") or 0) > above:
            return time.monotonic() - started
        time.sleep(0.02)
    raise RuntimeError("no reply in time")


def ai_reply(base) -> float:
    """Seconds from a human's move to the greedy AI's reply in a fresh Grove game."""
    body = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [
        {"name": "h"}, {"name": "bot", "ai": {"level": "greedy"}}]}, timeout=10).json()
    game_id, token = body["id"], body["seats"][0]["token"]
    hdr = {"Authorization": f"Bearer {token}"}
    for _ in range(1200):  # up to a minute for the AI's opening move
        if STORE.hget(f"game:{{{game_id}}}:meta", "to_act") == b"[0]":
            break
        time.sleep(0.05)
    move = requests.get(f"{base}/v1/games/{game_id}/legal-moves", headers=hdr, timeout=10).json()["moves"][-1]
    posted = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": move}, headers=hdr, timeout=10).json()
    if 0 in posted["game"]["to_act"]:  # a second action: decline it so the AI is to act
        posted = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": {"type": "end_turn"}},
                               headers=hdr, timeout=10).json()
    return wait_version(base, game_id, posted["version"])


def deadline_lateness(base, seconds=2) -> float:
    """Seconds between a 2 s deadline and the TurnTimedOut that enforces it."""
    body = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}],
                                                   "clock": {"move_seconds": seconds, "on_timeout": "ai"}},
                         timeout=10).json()
    deadline = time.monotonic() + seconds
    wait_version(base, body["id"], body["version"], timeout=60)
    return time.monotonic() - deadline


def measure(base, rounds) -> tuple[float, float]:
    replies = [ai_reply(base) for _ in range(rounds)]
    lates = [deadline_lateness(base) for _ in range(rounds)]
    return statistics.median(replies), statistics.median(lates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    global STORE
    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Slow)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    with make_run(WEBHOOK_ALLOW_PRIVATE="1", SWEEP_SECONDS="2") as (base, redis_url):
        STORE = redis.Redis.from_url(redis_url)
        idle_reply, idle_late = measure(base, args.rounds)

        # the abuse: two all-AI games searching at their per-move cap, and a slow webhook receiver
        strongest = {"level": "mcts", "budget_ms": ai_limits(exhibition=True)[0]}
        for _ in range(2):
            r = requests.post(f"{base}/v1/games", json={"ruleset": "channeling", "seats": [
                {"name": "x", "ai": strongest}, {"name": "y", "ai": strongest}]}, timeout=10)
            assert r.status_code == 201, r.text
        hooked = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]},
                               timeout=10).json()
        tokens = {s["seat"]: s["token"] for s in hooked["seats"]}
        for seat, token in tokens.items():
            requests.post(f"{base}/v1/games/{hooked['id']}/webhooks", headers={"Authorization": f"Bearer {token}"},
                          json={"url": f"http://127.0.0.1:{receiver.server_port}/hook"}, timeout=10)
        for _ in range(6):  # each move sends a "your turn" to the slow receiver
            g = requests.get(f"{base}/v1/games/{hooked['id']}", timeout=10).json()
            seat = g["to_act"][0]
            hdr = {"Authorization": f"Bearer {tokens[seat]}"}
            mv = requests.get(f"{base}/v1/games/{hooked['id']}/legal-moves", headers=hdr, timeout=10).json()["moves"][0]
            requests.post(f"{base}/v1/games/{hooked['id']}/moves", json={"move": mv}, headers=hdr, timeout=10)
        time.sleep(2)
        loaded_reply, loaded_late = measure(base, args.rounds)
        print(f"{'measurement':<44} {'idle s':>8} {'loaded s':>9} {'difference':>11}")
        print(f"{'AI reply of a third game (median)':<44} {idle_reply:8.2f} {loaded_reply:9.2f} {loaded_reply - idle_reply:11.2f}")
        print(f"{'deadline enforced after it passed (median)':<44} {idle_late:8.2f} {loaded_late:9.2f} {loaded_late - idle_late:11.2f}")
        print("target: each loaded figure within 2 s of the idle one")
    receiver.shutdown()


if __name__ == "__main__":
    main()
