"""Global indexes that work on a Redis Cluster: each is split over SHARDS keys with their own
hash tags ({ix0} ... {ix15}) and merged on read, so no single command spans two slots.

A member always lands in the same shard (crc32 of the member), so add/remove touch one key;
reads (count, due items, newest-first listing) visit every shard and merge. The same layout is
used on a standalone Redis, so one code path serves both.
  games:index:{ixN}     zset game id -> created at       (listing)
  games:finished:{ixN}  zset game id -> finished at
  deadlines:{ixN}       zset "<game>|<version>|<seat>" -> due at
  ai:pending:{ixN}      zset "<game>|<version>|<seat>" -> retry at
  ai:attempts:{ixN}     hash "<game>|<version>|<seat>" -> retries
  seat-tokens:{ixN}     hash sha256(token) -> "<game>|<seat>"
"""
from __future__ import annotations

import heapq
import zlib

SHARDS = 16


def shard_key(base: str, member: str) -> str:
    """The shard key of `member` in the index `base`."""
    return f"{base}:{{ix{zlib.crc32(member.encode()) % SHARDS}}}"


def all_keys(base: str) -> list[str]:
    """Every shard key of the index `base`."""
    return [f"{base}:{{ix{i}}}" for i in range(SHARDS)]


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


class ShardedZSet:
    """A sorted set split over SHARDS keys."""

    def __init__(self, client, base: str):
        self.r = client
        self.base = base

    def add(self, member: str, score: float, client=None) -> None:
        """ZADD into the member's shard (on `client`, e.g. a pipeline, if given)."""
        (client or self.r).zadd(shard_key(self.base, member), {member: score})

    def remove(self, member) -> None:
        """ZREM from the member's shard."""
        member = _s(member)
        self.r.zrem(shard_key(self.base, member), member)

    def count(self) -> int:
        """Members over all shards."""
        pipe = self.r.pipeline(transaction=False)
        for k in all_keys(self.base):
            pipe.zcard(k)
        return sum(pipe.execute())

    def due(self, max_score: float) -> list[str]:
        """Members with score <= max_score, oldest first, over all shards."""
        pipe = self.r.pipeline(transaction=False)
        for k in all_keys(self.base):
            pipe.zrangebyscore(k, "-inf", max_score, withscores=True)
        rows = [(sc, _s(m)) for part in pipe.execute() for m, sc in part]
        return [m for _, m in sorted(rows)]

    def newest_first(self, max_score: float | str = "+inf", batch: int = 200):
        """(member, score) over all shards, score descending then member descending (the order of
        ZREVRANGEBYSCORE inside one key), read lazily `batch` rows per shard at a time."""
        return heapq.merge(*(self._shard_desc(k, max_score, batch) for k in all_keys(self.base)),
                           key=lambda row: (row[1], row[0]), reverse=True)

    def _shard_desc(self, k: str, max_score, batch: int):
        offset = 0
        while True:
            rows = self.r.zrevrangebyscore(k, max_score, "-inf", start=offset, num=batch, withscores=True)
            for m, sc in rows:
                yield _s(m), sc
            if len(rows) < batch:
                return
            offset += len(rows)


class ShardedHash:
    """A hash split over SHARDS keys."""

    def __init__(self, client, base: str):
        self.r = client
        self.base = base

    def set(self, mapping: dict[str, str], client=None) -> None:
        """HSET each field into its shard."""
        c = client or self.r
        for field, value in mapping.items():
            c.hset(shard_key(self.base, field), field, value)

    def delete(self, field: str) -> None:
        """HDEL the field from its shard."""
        self.r.hdel(shard_key(self.base, field), field)

    def get_many(self, fields: list[str]) -> list:
        """HGET each field from its shard (None where missing), in order."""
        if not fields:
            return []
        pipe = self.r.pipeline(transaction=False)
        for f in fields:
            pipe.hget(shard_key(self.base, f), f)
        return pipe.execute()

    def incr(self, field: str, by: int = 1) -> int:
        """HINCRBY in the field's shard."""
        return int(self.r.hincrby(shard_key(self.base, field), field, by))


def games_index(client) -> ShardedZSet:
    """Every game by creation time (the listing)."""
    return ShardedZSet(client, "games:index")


def finished(client) -> ShardedZSet:
    """Finished games by end time."""
    return ShardedZSet(client, "games:finished")


def deadlines(client) -> ShardedZSet:
    """Turn deadlines not yet enforced."""
    return ShardedZSet(client, "deadlines")


def ai_pending(client) -> ShardedZSet:
    """AI turns enqueued and not yet played (for the sweep's retry)."""
    return ShardedZSet(client, "ai:pending")


def ai_attempts(client) -> ShardedHash:
    """Retries of each AI turn (fresh RQ job ids)."""
    return ShardedHash(client, "ai:attempts")


def seat_tokens(client) -> ShardedHash:
    """sha256(seat token) -> "<game>|<seat>" (for /v1/me/games)."""
    return ShardedHash(client, "seat-tokens")


# The single-key indexes of versions before the sharding (one key each, so not usable on a
# cluster): moved into the shards by `migrate_legacy` when a service starts.
LEGACY = (("games:index", "zset"), ("games:finished", "zset"), ("deadlines", "zset"), ("ai:pending", "zset"),
          ("ai:attempts", "hash"), ("seat-tokens", "hash"))


def migrate_legacy(client, batch: int = 500) -> dict[str, int]:
    """Move every entry of an old single-key index into its shards; returns {index: entries moved}.

    Safe to run from every process at once and to crash half-way: the old key is first renamed to
    `{<index>}:migrating` (the hash tag keeps it in the old key's slot, so RENAME works on a
    cluster too), which exactly one process can do; whoever finds a `migrating` key finishes it.
    Entries are added without overwriting (ZADD NX, HSETNX): a newer entry in a shard wins."""
    import redis

    moved: dict[str, int] = {}
    # one round trip to see whether any old key (or a half-done move) is there at all: the sweep
    # calls this every few seconds, and on a store with nothing to move that is all it does
    look = client.pipeline(transaction=False)
    for base, _ in LEGACY:
        look.exists(base)
        look.exists(f"{{{base}}}:migrating")
    found = look.execute()
    for i, (base, kind) in enumerate(LEGACY):
        if not (found[2 * i] or found[2 * i + 1]):
            continue  # neither: nothing to move (one written later is found by the next call)
        temp = f"{{{base}}}:migrating"
        try:
            client.rename(base, temp)
        except redis.ResponseError:  # no such key: nothing to move, or another process took it
            pass
        if not client.exists(temp):
            continue
        n = 0
        scan = client.zscan_iter(temp, count=batch) if kind == "zset" else client.hscan_iter(temp, count=batch)
        pipe = client.pipeline(transaction=False)
        for member, value in scan:
            member = _s(member)
            if kind == "zset":
                pipe.zadd(shard_key(base, member), {member: value}, nx=True)
            else:
                pipe.hsetnx(shard_key(base, member), member, value)
            n += 1
            if n % batch == 0:
                pipe.execute()
        pipe.execute()
        client.delete(temp)
        moved[base] = n
    return moved
