"""What today's service answers for games an old commit left: restore, read, finish, audit.

    python scripts/legacy_check.py COMMIT URL REDIS_URL [--out FILE] [--no-finish]

Restores every unfinished game of tests/golden/legacy/COMMIT (and that commit's public log, if it
had one) into the redis-server at REDIS_URL, on which today's service (URL) runs, then for each
game asks GET /v1/games/{id}, /legal-moves and /audit, plays it to its end with the recorded seat
tokens (seeded random legal moves; a resign after a cap), and asks /audit and /export again. Prints
one line per game and writes the answers (status codes, verified flags, problem titles) as JSON.
Use a fresh redis-server for each commit: the public logs of two commits share key names.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys

import redis

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from corpus_client import Api, ApiError, play, resign

from tests.golden import legacy


def ask(api: Api, path: str, token: str | None = None) -> tuple[int, dict]:
    """(status, body) of a GET, errors included."""
    try:
        return 200, api.call("GET", path, token=token)
    except ApiError as exc:
        return exc.status, exc.body


def brief(status: int, body) -> dict:
    """The part of an answer worth keeping in the report."""
    if status >= 400:
        return {"status": status, "title": body.get("title") if isinstance(body, dict) else None,
                "detail": (body.get("detail") if isinstance(body, dict) else str(body))[:300]}
    if isinstance(body, dict) and "verified" in body:
        keep = {k: body[k] for k in ("verified", "refold", "chain", "commitment", "seed") if k in body}
        keep.update({k: v for k, v in body.items() if isinstance(v, bool)})
        return {"status": status, **keep}
    if isinstance(body, dict) and "status" in body:
        return {"status": status, "game_status": body["status"], "version": body.get("version"),
                "outcome": body.get("outcome")}
    if isinstance(body, dict) and "moves" in body:
        return {"status": status, "moves": len(body["moves"])}
    return {"status": status}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("commit")
    ap.add_argument("url")
    ap.add_argument("redis_url")
    ap.add_argument("--out")
    ap.add_argument("--cap", type=int, default=3000)
    ap.add_argument("--no-finish", action="store_true")
    args = ap.parse_args()
    api, r = Api(args.url), redis.Redis.from_url(args.redis_url)
    log = legacy.public_log(args.commit)
    if log:
        legacy.restore_public_log(r, log)
    results = {}
    for name, fixture in legacy.unfinished(args.commit).items():
        gid = legacy.restore(r, fixture)
        tokens = legacy.tokens(fixture)
        row = {"game_id": gid, "recorded_version": fixture["version"]}
        row["game"] = brief(*ask(api, f"/v1/games/{gid}"))
        row["legal_moves"] = brief(*ask(api, f"/v1/games/{gid}/legal-moves", token=tokens[min(tokens)]))
        row["audit_before"] = brief(*ask(api, f"/v1/games/{gid}/audit"))
        if not args.no_finish:
            rng = random.Random(f"check:{name}")
            try:
                game = play(api, gid, tokens, rng, moves=None, max_moves=args.cap)
                if game["status"] != "finished":
                    resign(api, gid, tokens[min(game.get("to_act") or [0])])
                    row["finish"] = f"resigned after {args.cap} moves"
                else:
                    row["finish"] = "played to its end"
            except (ApiError, RuntimeError) as exc:
                row["finish"] = f"failed: {exc}"[:400]
            row["game_after"] = brief(*ask(api, f"/v1/games/{gid}"))
            row["audit_after"] = brief(*ask(api, f"/v1/games/{gid}/audit"))
            status, _ = ask(api, f"/v1/games/{gid}/export")
            row["export_after"] = {"status": status}
        results[name] = row
        print(f"{args.commit} {name}: {json.dumps(row)}")
    if args.out:
        with open(args.out, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
