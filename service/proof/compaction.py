"""Compaction: finished games past their retention leave Redis' streams for one archive record.

ARBITER_ARCHIVE_AFTER_SECONDS (default 86400, a day) after its finished leaf is in the public log,
a game's stream, snapshot and secret seed are replaced by `game:{id}:archive` (service/storage/archive.py),
its meta hash (seats, tokens, status: what listings and authorisation read) stays, marked
`archived`. The record is written and read back (every hash recomputed to the head) before one
script, in the game's own slot, swaps it in and deletes the rest, and only if the game is still
exactly what was read. So a crash at any line leaves either the live game or the archived one,
never neither; running it again is a no-op. With ARCHIVE_DIR each game's export (with its log
proofs) is also written there as `<id>.json.zst`, for backups, before the swap.
"""
from __future__ import annotations

import json
import logging
import os
import tempfile
import time

import zstandard

from domain import engine

from service.storage.archive import CorruptArchive, decode, encode, record_key
from service.storage.indexes import all_keys
from service.storage.store import fields_dict, key
from .tlog_games import ARCHIVE_DUE

log = logging.getLogger("arbiter.archive")

# KEYS: 1 events, 2 meta, 3 snapshot, 4 secret, 5 the archive record (one hash tag).
# ARGV: 1 version, 2 head hash, 3 the record, 4 when (ISO 8601).
ARCHIVE_LUA = """
if redis.call('HEXISTS', KEYS[2], 'archived') == 1 then return 'already' end
if redis.call('HGET', KEYS[2], 'status') ~= 'finished' or redis.call('HGET', KEYS[2], 'version') ~= ARGV[1]
   or redis.call('HGET', KEYS[2], 'head_hash') ~= ARGV[2] or redis.call('XLEN', KEYS[1]) ~= tonumber(ARGV[1]) then
  return 'changed'
end
redis.call('SET', KEYS[5], ARGV[3])
redis.call('DEL', KEYS[1], KEYS[3], KEYS[4])
redis.call('HINCRBY', KEYS[2], 'meta_gen', 1)  -- a change without an event (service/play/held.py)
redis.call('HSET', KEYS[2], 'archived', ARGV[4])
return 'ok'
"""


def retention_seconds() -> float:
    """How long a finished game stays live before it is archived (ARBITER_ARCHIVE_AFTER_SECONDS)."""
    return float(os.environ.get("ARBITER_ARCHIVE_AFTER_SECONDS", str(24 * 3600)))


class Compactor:
    """Archives finished games of one Games service."""

    def __init__(self, games, directory: str | None = None):
        self.games = games
        self.store = games.store
        self.r = games.store.r
        self.directory = directory if directory is not None else (os.environ.get("ARCHIVE_DIR") or None)
        self._swap = self.r.register_script(ARCHIVE_LUA)

    def archive_game(self, game_id: str) -> str:
        """Archive one finished game: 'ok', 'already', or why not ('no-game', 'not-finished',
        'not-logged': its finished leaf is not in the public log yet, 'changed': it moved meanwhile,
        'corrupt': its stored chain does not verify, so it is never compacted)."""
        meta = self.store.meta(game_id)
        if not meta:
            return "no-game"
        if meta.get("archived"):
            return "already"
        if meta.get("status") != "finished":
            return "not-finished"
        if self.games.tlog is not None and self.games.tlog.log.game_indices(game_id).get("finished") is None:
            return "not-logged"
        version, head = int(meta["version"]), meta["head_hash"]
        pipe = self.r.pipeline(transaction=True)
        pipe.xrange(key(game_id, "events"), "-", "+")
        pipe.get(key(game_id, "secret"))
        entries, secret = pipe.execute()
        if len(entries) != version or secret is None:
            return "changed"
        raws = [fields_dict(fields)[b"e"].decode() for _, fields in entries]
        envs = [json.loads(r) for r in raws]
        record = encode(game_id, envs, secret.decode())
        # read back before anything is deleted: the record must rebuild every event byte for byte
        try:
            rebuilt = decode(record, head, version).entries
        except CorruptArchive as exc:
            # the stored chain itself does not verify (tampered with, or broken): such a game is
            # never compacted; it stays in its stream, where /audit shows what is wrong
            log.error("game %s is not archived: %s", game_id, exc)
            return "corrupt"
        if rebuilt != raws:
            return "changed"
        if self.directory:
            self._write_file(game_id)
        when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        done = self._swap(keys=[key(game_id, "events"), key(game_id, "meta"), key(game_id, "snapshot"),
                                key(game_id, "secret"), record_key(game_id)], args=[version, head, record, when])
        return done.decode() if isinstance(done, bytes) else done

    def refresh_file(self, game_id: str) -> bool:
        """Write again a game's export already in ARCHIVE_DIR (a seat's name was erased: the file must
        not keep it); False if there is no such file."""
        if not self.directory or not os.path.exists(os.path.join(self.directory, f"{game_id}.json.zst")):
            return False
        self._write_file(game_id)
        return True

    def _write_file(self, game_id: str) -> None:
        """The game's export (what `python -m domain.audit` verifies), zstd-compressed, in ARCHIVE_DIR."""
        body = engine.canonical(self.games.export(self.games.load(game_id), None)).encode()
        os.makedirs(self.directory, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=f".{game_id}.")
        with os.fdopen(fd, "wb") as f:
            f.write(zstandard.ZstdCompressor(level=19).compress(body))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, os.path.join(self.directory, f"{game_id}.json.zst"))

    def sweep(self, now: float | None = None, limit: int = 200) -> dict:
        """Archive the games whose retention has passed (at most `limit` per shard per call)."""
        cutoff = (time.time() if now is None else now) - retention_seconds()
        archived = 0
        shards = all_keys(ARCHIVE_DUE)
        look = self.r.pipeline(transaction=False)  # every shard in one round trip (the sweep's every few seconds)
        for shard in shards:
            look.zrangebyscore(shard, "-inf", cutoff, start=0, num=limit)
        for shard, due in zip(shards, look.execute()):
            for raw in due:
                gid = raw.decode() if isinstance(raw, bytes) else raw
                result = self.archive_game(gid)
                if result in ("ok", "already", "no-game", "corrupt"):
                    self.r.zrem(shard, gid)
                archived += result == "ok"
        return {"archived": archived}
