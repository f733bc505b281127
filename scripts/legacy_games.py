"""Games left by old code: play games through an OLD commit's running service and save what it left.

    python scripts/legacy_games.py URL REDIS_URL OUTDIR [--commit C] [--seed N]

URL is the old service's API (its `make run`), REDIS_URL the redis-server it runs on (read only
here: SCAN, TYPE and reads; nothing is written or flushed). For every game spec below that the old
API accepts, it creates a game with people's seats, plays 12-20 legal moves chosen by a seeded
random.Random, and saves into OUTDIR/unfinished/<name>.json.gz everything the old code left in Redis
for it, as portable JSON (tests/golden/legacy.py restores it with HSET / XADD with explicit ids /
SET / ZADD ...): every `game:{<id>}:*` key, and the entries of global keys (the listing indexes,
the seat-token index, deadlines ...) that name the game or one of its token digests. Then it plays
one game of each ruleset to its end (legal moves until `status` is finished, or a resign after a
move cap; Battalla and Battlegates against a greedy AI seat, which ends them in fewer events) and
saves its export (GET /v1/games/{id}/export as a spectator) into OUTDIR/finished/<name>.json.gz.
Last, when the commit had a public transparency log, every `tlog:{tlog}:*` key goes whole into
OUTDIR/tlog.json.gz. Every file is gzipped canonical JSON (`zcat` reads it), to keep them small.
"""
from __future__ import annotations

import argparse
import base64
import datetime
import hashlib
import os
import random
import sys

import redis
from corpus_client import Api, ApiError, play, resign, tokens_of, write_json

NAMES = ["Ana", "Bo", "Cy", "Dee", "Eli"]


# the rulesets whose finished game gets a greedy AI in seat 2 (played by the old service's worker),
# to keep the fixtures small
LONG = ("battalla", "battlegates")
# the games also played to their end (one per ruleset)
FINISHED = ("battalla-starters", "dale-3-falcon-optional-rules", "grove", "channeling", "battlegates-single")


def people(n: int) -> list[dict]:
    """n people's seats, named."""
    return [{"name": NAMES[i]} for i in range(n)]


def custom_deck(api: Api) -> dict | None:
    """A custom Battalla deck built from the old code's own starter list (olympus less its last
    main card when that keeps 40 or more), or None when the old API has no deck catalogue."""
    try:
        decks = api.call("GET", "/v1/rulesets/battalla/decks")
    except ApiError:
        return None
    olympus = decks.get("olympus") if isinstance(decks, dict) else None
    if not olympus:
        return None
    main = list(olympus["main"])
    if len(main) > 40:
        main = main[:-1]
    return {"main": main, "heroes": list(olympus["heroes"])}


def specs(api: Api, rulesets: dict) -> list[tuple[str, str, int, dict]]:
    """(file name, ruleset, seats, options) of every game to leave unfinished."""
    out = [("battalla-starters", "battalla", 2, {"deck_0": "olympus", "deck_1": "wildwood"})]
    deck = custom_deck(api)
    if deck:
        out.append(("battalla-custom", "battalla", 2, {"deck_0": deck, "deck_1": "wildwood"}))
    dale_opts = rulesets["dale"]["options"].get("properties", {})
    dale = {"armies": ["human", "elf", "falcon"]}
    dale.update({k: True for k, v in dale_opts.items() if v.get("type") == "boolean"})
    out.append(("dale-3-falcon-optional-rules", "dale", 3, dale))
    out.append(("grove", "grove", 2, {}))
    out.append(("channeling", "channeling", 2, {}))
    out.append(("battlegates-single", "battlegates", 2, {}))
    setups = rulesets["battlegates"]["options"].get("properties", {}).get("setup", {}).get("enum", [])
    if "misery_run" in setups:
        out.append(("battlegates-misery_run", "battlegates", 2, {"setup": "misery_run"}))
    if "individual" in setups:
        out.append(("battlegates-individual", "battlegates", 4, {"setup": "individual"}))
    return out


# --- what the old code left in Redis ------------------------------------------------------------
def text(value: bytes):
    """A Redis value as JSON: the string when it is UTF-8, else {"base64": ...}."""
    try:
        return value.decode()
    except UnicodeDecodeError:
        return {"base64": base64.b64encode(value).decode()}


def dump_key(r: redis.Redis, k: bytes, keep=lambda entry: True) -> dict | None:
    """One key as portable JSON (type, value, pttl), keeping only the entries `keep` accepts
    (each entry as bytes: a hash's field+value, a member, a stream entry's fields); None if empty."""
    kind = r.type(k).decode()
    out = {"key": text(k), "type": kind}
    if kind == "string":
        v = r.get(k)
        if not keep(v):
            return None
        out["value"] = text(v)
    elif kind == "hash":
        items = {f: v for f, v in r.hgetall(k).items() if keep(f + b"\0" + v)}
        out["value"] = {text(f): text(v) for f, v in sorted(items.items())}
    elif kind == "stream":
        entries = [(i, f) for i, f in r.xrange(k, "-", "+")
                   if keep(i + b"\0" + b"\0".join(a + b"\0" + b for a, b in f.items()))]
        out["entries"] = [[text(i), {text(a): text(b) for a, b in f.items()}] for i, f in entries]
        if not entries:
            return None
    elif kind == "zset":
        items = [(m, s) for m, s in r.zrange(k, 0, -1, withscores=True) if keep(m)]
        out["entries"] = [[text(m), s] for m, s in items]
    elif kind == "set":
        out["members"] = sorted(text(m) for m in r.smembers(k) if keep(m))
    elif kind == "list":
        out["items"] = [text(v) for v in r.lrange(k, 0, -1) if keep(v)]
    else:
        out["unsupported"] = True
    for part in ("value", "entries", "members", "items"):
        if part in out and not out[part]:
            return None
    ttl = r.pttl(k)
    if ttl and ttl > 0:
        out["pttl"] = ttl
    return out


PUBLIC_LOG = b"tlog:{tlog}:"


def public_log(r: redis.Redis) -> list[dict]:
    """Every key of the old server's public transparency log (if that commit had one), whole: its
    tiles hold the leaves of every game the server made, so it cannot be cut per game."""
    return [d for d in (dump_key(r, k) for k in sorted(r.scan_iter(match=PUBLIC_LOG + b"*", count=1000))) if d]


def leftovers(r: redis.Redis, gid: str, tokens: dict[int, str]) -> dict:
    """Every key of the game and the entries of global keys that refer to it."""
    needles = [gid.encode()] + [hashlib.sha256(t.encode()).hexdigest().encode() for t in tokens.values()] \
        + [t.encode() for t in tokens.values()]
    own, index = [], []
    for k in sorted(r.scan_iter(count=1000)):
        if f"{{{gid}}}".encode() in k:
            own.append(dump_key(r, k))
        elif k.startswith((b"rq:", PUBLIC_LOG)):
            continue  # RQ's own jobs (people's seats need none); the public log is saved whole
        else:
            d = dump_key(r, k, keep=lambda e: any(n in e for n in needles))
            if d:
                index.append(d)
    return {"keys": [d for d in own if d], "index_entries": index}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("url")
    ap.add_argument("redis_url")
    ap.add_argument("outdir")
    ap.add_argument("--commit", default="")
    ap.add_argument("--seed", type=int, default=33)
    ap.add_argument("--finish-cap", type=int, default=3000, help="moves before a finished game is resigned")
    ap.add_argument("--finished-only", action="store_true", help="record only the finished games")
    args = ap.parse_args()
    api, r = Api(args.url), redis.Redis.from_url(args.redis_url)
    rulesets = api.rulesets()
    os.makedirs(os.path.join(args.outdir, "unfinished"), exist_ok=True)
    os.makedirs(os.path.join(args.outdir, "finished"), exist_ok=True)
    made = []
    for n, (name, ruleset, seats, options) in enumerate([] if args.finished_only else specs(api, rulesets)):
        rng = random.Random(f"{args.seed}:{name}")
        try:
            created = api.create(ruleset, people(seats), options)
        except ApiError as exc:
            print(f"{name}: the old API refused it: {exc}", file=sys.stderr)
            continue
        gid, tokens = created["id"], tokens_of(created)
        target = rng.randint(12, 20)
        game = play(api, gid, tokens, rng, moves=target)
        fixture = {
            "commit": args.commit, "name": name, "ruleset": ruleset, "options": options,
            "game_id": gid, "seats": created["seats"], "tokens": {str(s): t for s, t in tokens.items()},
            "moves_played": target, "version": game["version"], "status": game["status"],
            "recorded_at": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "old_answer": {"status": game["status"], "version": game["version"], "to_act": game.get("to_act")},
        }
        fixture.update(leftovers(r, gid, tokens))
        write_json(os.path.join(args.outdir, "unfinished", f"{name}.json.gz"), fixture)
        made.append(name)
        print(f"{name}: {gid} left at version {game['version']} after {target} moves ({len(fixture['keys'])} keys, "
              f"{len(fixture['index_entries'])} index keys)")
    for name, ruleset, seats, options in specs(api, rulesets):
        if name not in FINISHED:
            continue
        rng = random.Random(f"{args.seed}:finish:{name}")
        table = people(seats)
        if ruleset in LONG:  # random play runs these to ~1,400 events; a greedy AI seat ends them sooner
            table[1] = {"name": "Greedy AI", "ai": {"level": "greedy"}}
        created = api.create(ruleset, table, options)
        gid, tokens = created["id"], tokens_of(created)
        game = play(api, gid, tokens, rng, moves=None, max_moves=args.finish_cap)
        how = "played to its end"
        if game["status"] != "finished":
            resign(api, gid, tokens[min(game.get("to_act") or [0])])
            game = api.game(gid)
            how = f"resigned after {args.finish_cap} moves"
        export = api.export(gid)
        write_json(os.path.join(args.outdir, "finished", f"{name}.json.gz"),
                   {"commit": args.commit, "name": name, "ruleset": ruleset, "options": options,
                    "how": how, "outcome": game.get("outcome"), "export": export})
        print(f"{name}: finished {gid} at version {game['version']} ({how}); outcome {game.get('outcome')}")
    log = public_log(r)
    if log:
        write_json(os.path.join(args.outdir, "tlog.json.gz"), {"commit": args.commit, "keys": log})
        print(f"public log: {len(log)} keys")
    return 0


if __name__ == "__main__":
    sys.exit(main())
