"""The AI ladder of docs/ratings.md: random, greedy, MCTS at 100 ms and at 1 s a move play a double
round robin tournament through the service (a private Redis, the API in-process, a real RQ worker);
prints the tournament's standings, the ratings the games produced and whether they agree.

    .venv/bin/python scripts/ai_ladder.py [--ruleset grove] [--turn-limit 60]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

LADDER = [{"level": "random"}, {"level": "greedy"}, {"level": "mcts", "budget_ms": 100},
          {"level": "mcts", "budget_ms": 1000}]


def main() -> int:
    from api import create_app
    from service.ops.redis_server import PrivateRedis

    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ruleset", default="grove")
    p.add_argument("--turn-limit", type=int, default=60)
    p.add_argument("--timeout", type=float, default=3600)
    args = p.parse_args()
    server = PrivateRedis()
    bin_dir = os.path.dirname(sys.executable)
    env = dict(os.environ, REDIS_URL=server.url, REDIS_QUEUE_URL=server.url)
    worker = subprocess.Popen([os.path.join(bin_dir, "rq"), "worker", "--with-scheduler", "--url", server.url,
                               "--worker-class", "workers.worker.ArbiterWorker", "arbiter-deadlines", "arbiter-ai",
                               "arbiter-ai-exhibitions", "arbiter"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        client = create_app({"REDIS_URL": server.url, "REDIS_QUEUE_URL": server.url}).test_client()
        options = {"turn_limit": args.turn_limit} if args.turn_limit else {}
        t = client.post("/v1/tournaments", json={"ruleset": args.ruleset, "format": "round_robin", "double": True,
                                                 "name": "AI ladder", "options": options}).get_json()
        auth = {"Authorization": f"Bearer {t['creator_token']}"}
        for ai in LADDER:
            r = client.post(f"/v1/tournaments/{t['id']}/entrants", headers=auth, json={"ai": ai})
            assert r.status_code == 201, r.get_json()
        client.post(f"/v1/tournaments/{t['id']}/start", headers=auth)
        started = time.monotonic()
        while True:
            body = client.get(f"/v1/tournaments/{t['id']}").get_json()
            if body["status"] == "finished":
                break
            if time.monotonic() - started > args.timeout:
                print(f"not finished after {args.timeout:.0f} s (round {body['round']})")
                return 1
            time.sleep(2)
        print(f"{args.ruleset}: double round robin of {len(LADDER)} AI levels, {time.monotonic() - started:.0f} s")
        print("standings (points, Sonneborn-Berger):")
        for row in body["standings"]:
            print(f"  {row['rank']}. {row['name']:<22} {row['points']:>4}  {row['sonneborn_berger']}")
        board = client.get(f"/v1/ratings/{args.ruleset}?kind=ai").get_json()
        print("ratings:")
        for row in board["ai_levels"]:
            print(f"  {row['rank']}. {row['name']:<22} mu {row['mu']:6.2f}  sigma {row['sigma']:5.2f}  "
                  f"ordinal {row['ordinal']:6.2f}  games {row['games']}")
        from service.compete.ratings import ai_name, ai_player

        points = {ai_name(ai_player(e["ai"])): next(r["points"] for r in body["standings"] if r["entrant"] == e["id"])
                  for e in body["entrants"]}
        mu = {row["name"]: row["mu"] for row in board["ai_levels"]}
        # wherever the games separate two levels, the ratings must order them the same way
        pairs = [(a, b) for a in points for b in points if points[a] > points[b]]
        wrong = [(a, b) for a, b in pairs if not mu[a] > mu[b]]
        print(f"the ratings order the levels as the games did ({len(pairs)} pairs the games separate)" if not wrong
              else f"the ratings disagree with the games on {wrong}")
        return 0
    finally:
        worker.terminate()
        worker.wait(10)
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
