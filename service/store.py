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
import zlib
from dataclasses import dataclass

import redis

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
IDEM_TTL_MS = 24 * 3600 * 1000
IDEM_PENDING_MS = 60 * 1000


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


@dataclass
class AppendResult:
    """ok, or a version conflict with the current version."""

    ok: bool
    version: int
    reason: str = ""


class EventStore:
    """Reads and conditionally appends the events of games in one Redis."""

    def __init__(self, client: redis.Redis):
        self.r = client
        self._append = client.register_script(APPEND_LUA)

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
        status, value = self._append(keys=[key(game_id, "events"), key(game_id, "meta"), idem_k], args=args)
        status = status.decode() if isinstance(status, bytes) else status
        value = value.decode() if isinstance(value, bytes) else value
        if status == "ok":
            return AppendResult(True, int(value))
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
        meta = {k.decode(): v.decode() for k, v in res[0].items()}
        snapshot = secret = events = None
        if after is None:
            snap = res[1]
            if snap:
                snapshot = (int(snap[b"version"]), json.loads(snap[b"state"]))
            secret = res[2].decode() if res[2] else None
        else:
            events = [json.loads(fields[b"e"]) for _, fields in res[1]]
        return meta, snapshot, secret, events

    def write_snapshot(self, game_id: str, version: int, state: dict) -> None:
        """Cache the state at `version` (never the truth: the stream is)."""
        self.r.hset(key(game_id, "snapshot"), mapping={"version": version, "state": json.dumps(state)})

    def set_secret(self, game_id: str, seed_hex: str) -> None:
        """Keep the secret seed of a game, out of every event until the end."""
        self.r.set(key(game_id, "secret"), seed_hex)

    # --- idempotency ------------------------------------------------------------------------
    def idem_begin(self, k: str, fingerprint: str) -> dict | None:
        """Mark a key in flight; None if it is new, else what is stored under it."""
        pending = json.dumps({"state": "pending", "fp": fingerprint})
        if self.r.set(k, pending, nx=True, px=IDEM_PENDING_MS):
            return None
        raw = self.r.get(k)
        if raw is None:  # expired between the two calls: take it now
            return None if self.r.set(k, pending, nx=True, px=IDEM_PENDING_MS) else {"state": "pending", "fp": fingerprint}
        return decode_answer(raw)

    def idem_finish(self, k: str, value: dict) -> None:
        """Store the final answer under an Idempotency-Key."""
        self.r.set(k, encode_answer(value), px=IDEM_TTL_MS)

    def idem_abandon(self, k: str) -> None:
        """Forget an in-flight key whose request failed unexpectedly."""
        self.r.delete(k)
