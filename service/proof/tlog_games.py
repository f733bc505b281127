"""Which game heads go into the public log, and when (docs/audit.md, "The public log").

  created   at creation: the head once the creation is decided, with the seed commitment
  head      a running game whose head moved: at most one per game per ARBITER_LOG_HEAD_SECONDS
            (default 300), from the sweep, so a move costs the log nothing
  finished  at the end: the final version and head hash (which commits to the revealed seed)

The log is one slot and a game another, so a game's append and its leaf cannot be one atomic
step on a cluster. What makes it safe is the tracked index, `tlog:games:{ixN}` (a hash sharded
like every global index): game -> the version its last leaf logged (0: not known to the sweep yet).
A game enters it before its first append, and leaves it once its created and finished leaves are
in the log (the log's append says whether the created one is), in one script that also queues it
for the archive (`archive:due`, same shard). Whatever dies in between, the
sweep finds the game still tracked and appends what is missing; the log's (game, kind, version)
check makes every repetition a no-op.
"""
from __future__ import annotations

import json
import os
import time

from domain import tlog as T

from service.storage.indexes import all_keys, shard_key
from service.storage.store import key
from .tlog import Log

TRACKED = "tlog:games"  # the deployment log's; a log named N tracks its games in "N:games"
ARCHIVE_DUE = "archive:due"  # finished games whose finished leaf is logged, by end time (service/proof/compaction.py)
SWEEP_BATCH = 500
CREATION_READ = 512  # events read to find where a game's creation ends (its set-up is far shorter)


def head_seconds() -> float:
    """How often at most a running game gets a head leaf (ARBITER_LOG_HEAD_SECONDS, default 300)."""
    return float(os.environ.get("ARBITER_LOG_HEAD_SECONDS", "300"))


def log_enabled() -> bool:
    """The public log is on unless ARBITER_LOG=0 (a benchmark's baseline)."""
    return os.environ.get("ARBITER_LOG", "1") != "0"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


# KEYS[1] the tracked shard, KEYS[2] the archive queue's shard (same tag); ARGV game, finished at.
RETIRE_LUA = """
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[2], 'NX', ARGV[2], ARGV[1])
return 1
"""


def game_log(client) -> "GameLog | None":
    """The deployment's game log on this store, or None when the log is off (ARBITER_LOG=0)."""
    return GameLog(Log(client)) if log_enabled() else None


class GameLog:
    """The leaves of games: appended after the appends that call for them, caught up by the sweep."""

    def __init__(self, log: Log):
        self.log = log
        self.r = log.r
        self.tracked = TRACKED if log.k.name == "tlog" else f"{log.k.name}:games"
        self._retire = self.r.register_script(RETIRE_LUA)

    # --- on the write path ----------------------------------------------------------------------
    def track(self, game_id: str) -> None:
        """Before a game's first append: from now on the sweep makes sure it gets its leaves."""
        self.r.hsetnx(shard_key(self.tracked, game_id), game_id, "0")

    def after_append(self, before, after, envs: list | None = None) -> None:
        """The created leaf after a game's first append; the finished leaf after its last."""
        if before is None or before.state.get("waiting"):
            self.log.append([T.make_leaf("created", after.id, after.version, after.meta["head_hash"],
                                         after.state["seed_commitment"])])
        if after.finished and (before is None or not before.finished):
            _, created = self.log.append_checked([T.make_leaf("finished", after.id, after.version,
                                                              after.meta["head_hash"])])
            if after.id in created:  # else it stays tracked: the sweep appends the created leaf first
                self._retire_game(after.id)

    def _retire_game(self, game_id: str) -> None:
        self._retire(keys=[shard_key(self.tracked, game_id), shard_key(ARCHIVE_DUE, game_id)],
                     args=[game_id, time.time()])

    # --- the sweep ------------------------------------------------------------------------------
    def sweep(self, heads: bool | None = None) -> dict:
        """Append every leaf a tracked game is missing: created, finished and (once per
        ARBITER_LOG_HEAD_SECONDS over all sweepers, or when `heads`) the heads that moved. Without
        `heads` it reads the tracked games only when a pass is due (heads, or a catch-up every
        ARBITER_LOG_CATCHUP_SECONDS, default 60): the sweep itself runs every few seconds."""
        counts = {"log_created": 0, "log_heads": 0, "log_finished": 0}
        if heads is None:
            heads = self._due("heads-pass", head_seconds())
            if not heads and not self._due("catchup-pass", float(os.environ.get("ARBITER_LOG_CATCHUP_SECONDS", "60"))):
                return counts
        for shard in all_keys(self.tracked):
            tracked = {_s(g): int(_s(v)) for g, v in self.r.hgetall(shard).items()}
            ids = list(tracked)
            for start in range(0, len(ids), SWEEP_BATCH):
                self._sweep_batch(ids[start:start + SWEEP_BATCH], tracked, heads, counts)
        return counts

    def _due(self, name: str, period: float) -> bool:
        """Whether this sweeper takes the pass `name` now (at most one per `period` over all of them)."""
        return bool(self.r.set(self.log.k.prefix + name, "1", nx=True, px=max(1, int(period * 1000) - 500)))

    def _sweep_batch(self, ids: list[str], tracked: dict, heads: bool, counts: dict) -> None:
        pipe = self.r.pipeline(transaction=False)
        for gid in ids:
            pipe.hmget(key(gid, "meta"), ["status", "version", "head_hash"])
        metas = [(gid, *(None if v is None else _s(v) for v in m)) for gid, m in zip(ids, pipe.execute())]
        metas = [m for m in metas if m[1] in ("active", "finished")]  # (not created yet, or waiting)
        # the version of each one's created leaf, from the log's own record of it
        logged = self.r.hmget(self.log.k.seen, [f"{gid}|created" for gid, *_ in metas]) if metas else []
        created_at = {gid: int(_s(v).split(":")[0]) for (gid, *_), v in zip(metas, logged) if v is not None}
        firsts = self._creations([gid for gid, *_ in metas if gid not in created_at])
        leaves, finished, seen_version = [], [], {}
        for gid, status, version, head in metas:
            version = int(version)
            if gid in firsts:
                leaves.append(firsts[gid])
                counts["log_created"] += 1
            start = max(tracked[gid], created_at.get(gid) or firsts.get(gid, {}).get("version", 0))
            if status == "finished":
                leaves.append(T.make_leaf("finished", gid, version, head))
                finished.append(gid)
                counts["log_finished"] += 1
            elif heads and version > start:
                leaves.append(T.make_leaf("head", gid, version, head))
                seen_version[gid] = version
                counts["log_heads"] += 1
            elif start != tracked[gid]:
                seen_version[gid] = start
        if leaves:
            self.log.append(leaves)
        # only after the leaves are in: a crash before this line makes the next sweep repeat them
        # (a no-op in the log). A game that finished meanwhile may be put back here: the next sweep
        # retires it again.
        pipe = self.r.pipeline(transaction=False)
        for gid, version in seen_version.items():
            pipe.hset(shard_key(self.tracked, gid), gid, str(version))
        pipe.execute()
        for gid in finished:
            self._retire_game(gid)

    def _creations(self, ids: list[str]) -> dict:
        """The created leaves of games the log has none for yet, from their first events."""
        if not ids:
            return {}
        pipe = self.r.pipeline(transaction=False)
        for gid in ids:
            pipe.xrange(key(gid, "events"), "0-1", "+", count=CREATION_READ)
        out = {}
        for gid, rows in zip(ids, pipe.execute()):
            if rows:
                events = [json.loads(fields[b"e"]) for _, fields in rows]
                v = T.creation_version(events)
                out[gid] = T.make_leaf("created", gid, v, events[v - 1]["hash"], events[0]["data"]["seed_commitment"])
        return out

    def backfill(self) -> int:
        """Track every game of the listing index (a store written before the log): the sweep then
        logs their leaves. Returns how many games were added."""
        from service.storage.indexes import games_index

        added = 0
        for gid, _ in games_index(self.r).newest_first():
            if self.log.game_indices(gid).get("finished") is None:
                added += int(self.r.hsetnx(shard_key(self.tracked, gid), gid, "0"))
        return added

    # --- reading ------------------------------------------------------------------------------
    def proofs(self, game_id: str, since: int | None = None) -> dict:
        """A game's leaves in the log, each with its inclusion proof in the newest checkpoint (and,
        with `since`, the consistency proof from that older size): what an export carries."""
        note = self.log.checkpoint()
        cp = T.parse_checkpoint(note)
        if since is not None and not 0 <= since <= cp.size:
            from service.storage.errors import BadRequest

            raise BadRequest(f"log_since must be a tree size from 0 to the log's size {cp.size}, not {since}",
                             errors={"log_since": "out of range"})
        tree = self.log.tree(cp.size)
        indices = {k: i for k, i in self.log.game_indices(game_id).items() if i < cp.size}
        leaves = []
        for kind in ("created", "head", "finished"):
            if kind == "head" and "finished" in indices:
                continue  # the final head says all a head leaf would
            if kind in indices:
                i = indices[kind]
                data = self.log.entries(i, i + 1)[0]
                leaves.append({"index": i, "leaf": json.loads(data),
                               "proof": [T.b64(h) for h in tree.inclusion_proof(i)]})
        started = self.r.get(self.log.k.started)
        out = {"origin": cp.origin, "key": self.log.signer.verifier.text(), "size": cp.size,
               "checkpoint": note, "leaves": leaves, "started": _s(started) if started else None}
        if since is not None:
            out["consistency"] = {"first": since, "second": cp.size,
                                  "proof": [T.b64(h) for h in tree.consistency_proof(since)]}
        return out
