"""The Redis Streams event store: one stream per game, an atomic conditional append in Lua.

Keys of one game share the Redis Cluster hash tag {<id>} so a script may touch them together:
  game:{id}:events    stream, entry id 0-<seq>, field "e" = the event envelope (JSON)
  game:{id}:meta      hash: ruleset, version, head_hash, status, to_act, deadline, seats, ...
  game:{id}:secret    the secret seed (hex), never shown until the game has finished
  game:{id}:snapshot  hash: version, state (a cache, never the truth)
  game:{id}:idem:<seat>:<key>  a stored Idempotency-Key answer
Events are never trimmed.
"""
from __future__ import annotations

import json
import os
import zlib
from dataclasses import dataclass

import redis

from .connection import is_cluster

# Validate everything before the first write: Lua does not roll back a script that fails
# half-way. The stream's last id must be 0-<version> and the version must be the expected one.
APPEND_LUA = """
local events, meta, idem = KEYS[1], KEYS[2], KEYS[3]
local expected = tonumber(ARGV[1])
local n = tonumber(ARGV[2])
local cur = tonumber(redis.call('HGET', meta, 'version') or '0')
if cur ~= expected then
  return {'conflict', tostring(cur)}
end
-- the new events must chain onto the current head: a decision built on a stale head is a conflict
local head = redis.call('HGET', meta, 'head_hash') or ''
if cur > 0 and head ~= ARGV[#ARGV] then
  return {'conflict', tostring(cur)}
end
local last = redis.call('XREVRANGE', events, '+', '-', 'COUNT', 1)
local last_id = '0-0'
if #last > 0 then last_id = last[1][1] end
if (cur == 0 and #last > 0) or (cur > 0 and last_id ~= ('0-' .. cur)) then
  return {'corrupt', last_id}
end
for i = 1, n do
  redis.call('XADD', events, '0-' .. (cur + i), 'e', ARGV[2 + i])
end
local m = tonumber(ARGV[3 + n])
local fields = {}
for i = 1, 2 * m do
  fields[i] = ARGV[3 + n + i]
end
if m > 0 then
  redis.call('HSET', meta, unpack(fields))
end
local idem_value = ARGV[4 + n + 2 * m]
if idem_value ~= '' then
  redis.call('SET', idem, idem_value, 'PX', tonumber(ARGV[5 + n + 2 * m]))
end
return {'ok', tostring(cur + n)}
"""

SNAPSHOT_EVERY = 16  # bounds a cold load to 15 events after the snapshot
# how long an Idempotency-Key answer is kept: at 1,000 moves/s a day of answers is ~70 GB
# (docs/scaling.md), so a busy deployment shortens it
IDEM_TTL_MS = int(os.environ.get("ARBITER_IDEMPOTENCY_TTL_SECONDS", str(24 * 3600))) * 1000
IDEM_PENDING_MS = 5 * 1000  # the in-flight lease; renewed by each attempt of the request
RENEW_LUA = """
local v = redis.call('GET', KEYS[1])
if v and string.find(v, '"state": "pending"', 1, true) then return redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 0
"""
WAIT_TIMEOUT_MS = int(os.environ.get("ARBITER_DURABLE_TIMEOUT_MS", "1000"))


def durable_replicas(client) -> int:
    """How many replicas must confirm an append before it is acknowledged (WAIT N).

    ARBITER_DURABLE_REPLICAS if set (0 turns it off); else 1 on a cluster with replicas, else 0."""
    env = os.environ.get("ARBITER_DURABLE_REPLICAS", "")
    if env.strip():
        return max(0, int(env))
    if is_cluster(client):
        return 1 if client.get_replicas() else 0
    return 0


def wait_command(n: int) -> tuple:
    """WAIT N, or WAITAOF 0 N (replicas' AOF fsynced) when ARBITER_DURABLE_AOF=1."""
    if os.environ.get("ARBITER_DURABLE_AOF", "") == "1":
        return ("WAITAOF", 0, n, WAIT_TIMEOUT_MS)
    return ("WAIT", n, WAIT_TIMEOUT_MS)


def replicas_confirmed(reply) -> int:
    """The replica count of a WAIT (int) or WAITAOF ([local, replicas]) reply."""
    return int(reply[1]) if isinstance(reply, (list, tuple)) else int(reply)


def key(game_id: str, part: str) -> str:
    """The key of one part of a game, with the game's hash tag."""
    return f"game:{{{game_id}}}:{part}"


def idem_key(game_id: str, scope: str, idem: str) -> str:
    """The key of one Idempotency-Key answer, scoped to a seat token."""
    return key(game_id, f"idem:{scope}:{idem}")


def encode_answer(value: dict) -> bytes:
    """A stored Idempotency-Key answer, zlib-compressed (an answer carries the whole game view,
    ~1.6 KiB as JSON, and is kept 24 hours)."""
    return zlib.compress(json.dumps(value, separators=(",", ":")).encode(), 6)


def decode_answer(raw: bytes) -> dict:
    """A stored answer: compressed, or the plain JSON of an in-flight marker."""
    return json.loads(raw if raw[:1] == b"{" else zlib.decompress(raw))


def _as_dict(reply) -> dict:
    """A hash or stream entry's fields: redis-py's cluster MULTI returns them unparsed (a flat list)."""
    if isinstance(reply, dict):
        return reply
    return dict(zip(reply[::2], reply[1::2]))


@dataclass
class AppendResult:
    """ok, or a version conflict with the current version."""

    ok: bool
    version: int
    reason: str = ""
    durable: bool = True  # False: fewer replicas than asked confirmed the append in time


class EventStore:
    """Reads and conditionally appends the events of games in one Redis."""

    def __init__(self, client: redis.Redis, durable_replicas: int = 0):
        self.r = client
        self.durable_replicas = durable_replicas
        self._append = client.register_script(APPEND_LUA)

    def _node_client(self, k: str):
        """A client of the one server that owns key `k`: WAIT counts the writes of its own
        connection, so the write and the WAIT go down one pipeline on one connection."""
        if is_cluster(self.r):
            return self.r.get_redis_connection(self.r.get_node_from_key(k))
        return self.r

    def _run_durably(self, k: str, queue) -> tuple[list, bool]:
        """Run `queue(pipe)` then WAIT on the node that owns `k`; (replies, durable?)."""
        pipe = self._node_client(k).pipeline(transaction=False)
        queue(pipe)
        pipe.execute_command(*wait_command(self.durable_replicas))
        try:
            replies = pipe.execute()
        except (redis.ConnectionError, redis.TimeoutError, redis.ResponseError):
            if is_cluster(self.r):  # a failover or a moved slot: learn the new topology
                self.r.nodes_manager.initialize()
            raise
        return replies[:-1], replicas_confirmed(replies[-1]) >= self.durable_replicas

    def confirm_durable(self, k: str) -> bool:
        """Before replaying a stored answer under key `k`: make its node's replicas confirm
        everything up to now (a propagated PEXPIRE gives this connection a write to wait for)."""
        if not self.durable_replicas:
            return True
        _, durable = self._run_durably(k, lambda pipe: pipe.pexpire(k, IDEM_TTL_MS))
        return durable

    def append(self, game_id: str, expected: int, envelopes: list[dict], meta: dict,
               idem: tuple[str, str] | None = None, prev_hash: str = "") -> AppendResult:
        """Append envelopes if the game is at `expected` with head `prev_hash`; update meta;
        store an idempotent answer, all in one atomic script."""
        idem_k, idem_v = (idem if idem else (key(game_id, "idem:-"), ""))
        fields: list = []
        for k, v in meta.items():
            fields += [k, v if isinstance(v, str) else json.dumps(v)]
        args = [expected, len(envelopes), *[json.dumps(e, separators=(",", ":")) for e in envelopes],
                len(meta), *fields, idem_v, IDEM_TTL_MS, prev_hash]
        keys = [key(game_id, "events"), key(game_id, "meta"), idem_k]
        durable = True
        if self.durable_replicas:
            replies, durable = self._run_durably(keys[0], lambda pipe: self._append(keys=keys, args=args, client=pipe))
            status, value = replies[0]
        else:
            status, value = self._append(keys=keys, args=args)
        status = status.decode() if isinstance(status, bytes) else status
        value = value.decode() if isinstance(value, bytes) else value
        if status == "ok":
            return AppendResult(True, int(value), durable=durable)
        if status == "conflict":
            return AppendResult(False, int(value), "conflict")
        raise RuntimeError(f"event stream of game {game_id} is inconsistent (last id {value})")

    def read(self, game_id: str, after: int = 0, count: int | None = None) -> list[dict]:
        """Envelopes with seq > after, in order (at most `count`)."""
        entries = self.r.xrange(key(game_id, "events"), f"0-{after + 1}", "+", count=count)
        return [json.loads(fields[b"e"]) for _, fields in entries]

    def meta(self, game_id: str) -> dict:
        """The game's metadata hash, decoded (empty if there is no such game)."""
        raw = self.r.hgetall(key(game_id, "meta"))
        return {k.decode(): v.decode() for k, v in raw.items()}

    def load_raw(self, game_id: str, after: int | None):
        """One round trip, read in MULTI so its parts are consistent: the meta, and either the
        events after a cached version `after` or (when `after` is None) the snapshot and seed.

        Returns (meta, snapshot or None, secret or None, events after `after` or None)."""
        pipe = self.r.pipeline(transaction=True)
        pipe.hgetall(key(game_id, "meta"))
        if after is None:
            pipe.hgetall(key(game_id, "snapshot"))
            pipe.get(key(game_id, "secret"))
        else:
            pipe.xrange(key(game_id, "events"), f"0-{after + 1}", "+")
        res = pipe.execute()
        meta = {k.decode(): v.decode() for k, v in _as_dict(res[0]).items()}
        snapshot = secret = events = None
        if after is None:
            snap = _as_dict(res[1])
            if snap:
                snapshot = (int(snap[b"version"]), json.loads(snap[b"state"]))
            secret = res[2].decode() if res[2] else None
        else:
            events = [json.loads(_as_dict(fields)[b"e"]) for _, fields in res[1]]
        return meta, snapshot, secret, events

    def snapshot(self, game_id: str) -> tuple[int, dict] | None:
        """The cached (version, state) of the game, or None."""
        snap = _as_dict(self.r.hgetall(key(game_id, "snapshot")))
        return (int(snap[b"version"]), json.loads(snap[b"state"])) if snap else None

    def write_snapshot(self, game_id: str, version: int, state: dict) -> None:
        """Cache the state at `version` (never the truth: the stream is)."""
        self.r.hset(key(game_id, "snapshot"), mapping={"version": version, "state": json.dumps(state)})

    def set_secret(self, game_id: str, seed_hex: str) -> None:
        """Keep the secret seed of a game, out of every event until the end."""
        self.r.set(key(game_id, "secret"), seed_hex)

    # --- idempotency ------------------------------------------------------------------------
    def idem_begin(self, k: str, fingerprint: str) -> dict | None:
        """Mark a key in flight; None if it is new, else what is stored under it (a pending one
        with `retry_after_ms`: how long its lease still runs)."""
        pending = json.dumps({"state": "pending", "fp": fingerprint})
        if self.r.set(k, pending, nx=True, px=IDEM_PENDING_MS):
            return None
        pipe = self.r.pipeline(transaction=False)
        pipe.get(k)
        pipe.pttl(k)
        raw, ttl = pipe.execute()
        if raw is None:  # expired between the two calls: take it now
            if self.r.set(k, pending, nx=True, px=IDEM_PENDING_MS):
                return None
            return {"state": "pending", "fp": fingerprint, "retry_after_ms": IDEM_PENDING_MS}
        answer = decode_answer(raw)
        if answer.get("state") == "pending":
            answer["retry_after_ms"] = max(ttl, 0)
        return answer

    def idem_renew(self, k: str) -> None:
        """Extend the lease of a key still in flight (its request is still working on it); a
        stored final answer keeps its own expiry."""
        self.r.eval(RENEW_LUA, 1, k, IDEM_PENDING_MS)

    def idem_finish(self, k: str, value: dict) -> None:
        """Store the final answer under an Idempotency-Key."""
        self.r.set(k, encode_answer(value), px=IDEM_TTL_MS)

    def idem_abandon(self, k: str) -> None:
        """Forget an in-flight key whose request failed unexpectedly."""
        self.r.delete(k)
