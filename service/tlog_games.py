"""Which game heads go into the public log, and when (docs/audit.md, "The public log").

  created   at creation: version 1 and the hash of GameCreated, with the seed commitment
  head      a running game whose head moved: at most one per game per ARBITER_LOG_HEAD_SECONDS
            (default 300), from the sweep, so a move costs the log nothing
  finished  at the end: the final version and head hash (which commits to the revealed seed)

The log is one slot and a game another, so a game's append and its leaf cannot be one atomic
step on a cluster. What makes it safe is the tracked index, `tlog:games:{ixN}` (a hash sharded
like every global index): game -> the version its last leaf logged (0: none yet). A game enters it
before its first append, and leaves it only once its finished leaf is in the log, in the same
MULTI that queues it for the archive (`archive:due`, same shard). Whatever dies in between, the
sweep finds the game still tracked and appends what is missing; the log's (game, kind, version)
check makes every repetition a no-op.
"""
from __future__ import annotations

import json
import os
import time

from domain import tlog as T

from .indexes import all_keys, shard_key
from .store import key
from .tlog import Log

TRACKED = "tlog:games"
ARCHIVE_DUE = "archive:due"  # finished games whose finished leaf is logged, by end time (service/compaction.py)
SWEEP_BATCH = 500


def head_seconds() -> float:
    """How often at most a running game gets a head leaf (ARBITER_LOG_HEAD_SECONDS, default 300)."""
    return float(os.environ.get("ARBITER_LOG_HEAD_SECONDS", "300"))


def log_enabled() -> bool:
    """The public log is on unless ARBITER_LOG=0 (a benchmark's baseline)."""
    return os.environ.get("ARBITER_LOG", "1") != "0"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


# KEYS[1] the tracked shard, KEYS[2] the archive queue's shard (same tag); ARGV game, finished at.
# A game whose created leaf is not logged yet (0) stays tracked: the sweep appends it first.
RETIRE_LUA = """
if redis.call('HGET', KEYS[1], ARGV[1]) == '0' then return 0 end
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
        self._retire = self.r.register_script(RETIRE_LUA)

    # --- on the write path ----------------------------------------------------------------------
    def track(self, game_id: str) -> None:
        """Before a game's first append: from now on the sweep makes sure it gets its leaves."""
        self.r.hsetnx(shard_key(TRACKED, game_id), game_id, "0")

    def after_append(self, before, after, envs: list | None = None) -> None:
        """The created leaf after a game's first append; the finished leaf after its last."""
        if before is None or before.state.get("waiting"):
            first = envs[0] if envs and envs[0]["seq"] == 1 else self._first_event(after.id)
            self.log.append([self.created_leaf(after.id, first)])
            self.r.hset(shard_key(TRACKED, after.id), after.id, "1")
        if after.finished and (before is None or not before.finished):
            self.log.append([T.make_leaf("finished", after.id, after.version, after.meta["head_hash"])])
            self._retire_game(after.id)

    def created_leaf(self, game_id: str, first: dict) -> dict:
        """The created leaf of a game, from its first event."""
        return T.make_leaf("created", game_id, 1, first["hash"], first["data"]["seed_commitment"])

    def _first_event(self, game_id: str) -> dict:
        entries = self.r.xrange(key(game_id, "events"), "0-1", "0-1")
        if not entries:
            from .errors import NotFound

            raise NotFound(f"game {game_id} has no first event")
        return json.loads(entries[0][1][b"e"])

    def _retire_game(self, game_id: str) -> None:
        self._retire(keys=[shard_key(TRACKED, game_id), shard_key(ARCHIVE_DUE, game_id)],
                     args=[game_id, time.time()])

    # --- the sweep ------------------------------------------------------------------------------
    def sweep(self, heads: bool | None = None) -> dict:
        """Append every leaf a tracked game is missing: created, finished and (once per
        ARBITER_LOG_HEAD_SECONDS over all sweepers, or when `heads`) the heads that moved."""
        if heads is None:
            period = head_seconds()
            heads = bool(self.r.set(self.log.k.prefix + "heads-pass", "1", nx=True, px=max(1, int(period * 1000) - 500)))
        counts = {"log_created": 0, "log_heads": 0, "log_finished": 0}
        for shard in all_keys(TRACKED):
            tracked = {_s(g): int(_s(v)) for g, v in self.r.hgetall(shard).items()}
            ids = list(tracked)
            for start in range(0, len(ids), SWEEP_BATCH):
                self._sweep_batch(ids[start:start + SWEEP_BATCH], tracked, heads, counts)
        return counts

    def _sweep_batch(self, ids: list[str], tracked: dict, heads: bool, counts: dict) -> None:
        pipe = self.r.pipeline(transaction=False)
        for gid in ids:
            pipe.hmget(key(gid, "meta"), ["status", "version", "head_hash"])
        metas = pipe.execute()
        need_first = [gid for gid, (status, _, _) in zip(ids, metas)
                      if status is not None and _s(status) in ("active", "finished") and tracked[gid] == 0]
        firsts = self._first_events(need_first)
        leaves, finished, moved = [], [], []
        for gid, (status, version, head) in zip(ids, metas):
            status = _s(status) if status is not None else None
            if status not in ("active", "finished"):
                continue  # not created yet (or waiting for players): nothing to log
            version, head = int(version), _s(head)
            if gid in firsts:
                leaves.append(self.created_leaf(gid, firsts[gid]))
                counts["log_created"] += 1
            if status == "finished":
                leaves.append(T.make_leaf("finished", gid, version, head))
                finished.append(gid)
                counts["log_finished"] += 1
            elif heads and version > max(tracked[gid], 1):
                leaves.append(T.make_leaf("head", gid, version, head))
                moved.append((gid, version))
                counts["log_heads"] += 1
        if not leaves:
            return
        self.log.append(leaves)
        # only after the leaves are in: a crash before this line makes the next sweep repeat them
        pipe = self.r.pipeline(transaction=False)
        for gid in firsts:  # (a finished one too: retiring it below needs its created leaf marked)
            pipe.hset(shard_key(TRACKED, gid), gid, "1")
        for gid, version in moved:
            pipe.hset(shard_key(TRACKED, gid), gid, str(version))
        pipe.execute()
        for gid in finished:
            self._retire_game(gid)

    def _first_events(self, ids: list[str]) -> dict:
        if not ids:
            return {}
        pipe = self.r.pipeline(transaction=False)
        for gid in ids:
            pipe.xrange(key(gid, "events"), "0-1", "0-1")
        return {gid: json.loads(rows[0][1][b"e"]) for gid, rows in zip(ids, pipe.execute()) if rows}

    def backfill(self) -> int:
        """Track every game of the listing index (a store written before the log): the sweep then
        logs their leaves. Returns how many games were added."""
        from .indexes import games_index

        added = 0
        for gid, _ in games_index(self.r).newest_first():
            if self.log.game_indices(gid).get("finished") is None:
                added += int(self.r.hsetnx(shard_key(TRACKED, gid), gid, "0"))
        return added

    # --- reading ------------------------------------------------------------------------------
    def proofs(self, game_id: str, since: int | None = None) -> dict:
        """A game's leaves in the log, each with its inclusion proof in the newest checkpoint (and,
        with `since`, the consistency proof from that older size): what an export carries."""
        note = self.log.checkpoint()
        cp = T.parse_checkpoint(note)
        if since is not None and not 0 <= since <= cp.size:
            from .errors import BadRequest

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
        out = {"origin": cp.origin, "key": self.log.signer.verifier.text(), "size": cp.size,
               "checkpoint": note, "leaves": leaves}
        if since is not None:
            out["consistency"] = {"first": since, "second": cp.size,
                                  "proof": [T.b64(h) for h in tree.consistency_proof(since)]}
        return out
