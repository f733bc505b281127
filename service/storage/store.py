"""The Redis Streams event store: one stream per game, an atomic conditional append in Lua.

Keys of one game share the Redis Cluster hash tag {<id>} so a script may touch them together:
  game:{id}:events    stream, entry id 0-<seq>, field "e" = the event envelope (JSON)
  game:{id}:meta      hash: ruleset, version, head_hash, status, to_act, deadline, seats, ...,
                      meta_gen (GENERATION: incremented by every change of the hash made without an event)
  game:{id}:secret    the secret seed (hex), never shown until the game has finished
  game:{id}:snapshot  hash: version, state (a cache, never the truth)
  game:{id}:idem:<seat>:<key>  a stored Idempotency-Key answer
Events are never trimmed.
"""
from __future__ import annotations

import json
import os
import secrets
import time
import zlib
from dataclasses import dataclass

import redis
from redis.connection import HiredisRespSerializer

try:
    import hiredis
except ImportError:  # redis-py then packs in Python (PythonRespSerializer), and so does _packed
    hiredis = None

from .archive import ArchiveReader
from .connection import is_cluster, is_unavailable

# The metadata's generation (service/play/held.py): every writer of a game's meta hash that appends no
# event increments it in the same atomic step (its script runs `redis.call('HINCRBY', meta, 'meta_gen',
# 1)`, its MULTI holds bump_generation(pipe, key)), so that a process's held copy of the metadata is
# known current by this one field. tests/unit/test_meta_writers.py finds the writers in the source.
GENERATION = "meta_gen"


def bump_generation(pipe, meta_key: str) -> None:
    """In a MULTI (a transactional pipeline) that changes the meta hash `meta_key`: increment its generation."""
    pipe.hincrby(meta_key, GENERATION, 1)


# Validate everything before the first write: Lua does not roll back a script that fails
# half-way. In order:
# 1. The Idempotency-Key (KEYS[3]) must still hold this request's own in-flight marker (ARGV[5]),
#    or nothing: a stored answer means an earlier attempt with this key was applied ('done', with
#    that answer), another marker means a retry has taken the key over ('lease'). So one key can
#    never append twice, however late a request's script reaches the server.
# 2. The version must be the expected one and the new events must chain onto the current head.
# 3. With ARGV[6] > 0 the master must have that many replicas online with a lag of at most ARGV[7]
#    seconds (INFO replication): otherwise the change is refused before anything is written
#    ('noreplicas'), unless ARGV[8] allows the operator's degraded mode (the caller then waits for
#    the master's own AOF instead). The count is returned either way.
# KEYS: 1 events, 2 meta, 3 the Idempotency-Key's answer, 4 the secret seed (all one hash tag).
# ARGV: 1 expected version, 2 prev head hash, 3 the answer to store ('' none), 4 its lifetime (ms),
# 5 the request's in-flight marker ('' none), 6 replicas required, 7 max lag (s), 8 degraded ok
# ('1' or ''), 9 the secret seed of a game being created ('' none: kept with its first events, so
# two requests racing to create one game cannot leave one's seed under the other's commitment),
# 10 n events, then the n events, then m meta fields, then the 2m names and values, then this
# call's nonce (random, the same for every attempt of one call; kept as field 'n' of its first event),
# then optionally what a decision on a held copy read of the metadata: its generation (GENERATION's
# value, '0' when absent) and its digest (service/play/held.py meta_digest), each '' or absent: none.
APPEND_LUA = """
local events, meta, idem = KEYS[1], KEYS[2], KEYS[3]
if ARGV[5] ~= '' then
  local held = redis.call('GET', idem)
  if held and held ~= ARGV[5] then
    if string.sub(held, 1, 1) == '{' then return {'lease', ''} end
    return {'done', held}
  end
end
local expected = tonumber(ARGV[1])
local n = tonumber(ARGV[10])
local nonce = ARGV[12 + n + 2 * tonumber(ARGV[11 + n])]
local cur = tonumber(redis.call('HGET', meta, 'version') or '0')
local head = redis.call('HGET', meta, 'head_hash') or ''
if cur ~= expected or (cur > 0 and head ~= ARGV[2]) then
  -- this call's nonce on the first event after the expected version: an earlier attempt of this
  -- very call was applied (its reply was lost, or the client library sent it again). Not the
  -- event's bytes: two requests for the same move at the same moment can write identical bytes,
  -- and the second must hear 'conflict', not that its move was applied.
  if cur > expected then
    local at = '0-' .. (expected + 1)
    local mine = redis.call('XRANGE', events, at, at)
    if #mine > 0 and mine[1][2][4] == nonce then return {'mine', tostring(expected + n)} end
  end
  return {'conflict', tostring(cur)}
end
-- a decision taken on a process's held copy of the game (service/play/held.py) names what it read of the
-- metadata (its tokens, account seats, suspensions): its generation, and/or its digest; anything else
-- changed, and it is void
local at = 13 + n + 2 * tonumber(ARGV[11 + n])
local gen, digest = ARGV[at], ARGV[at + 1]
if gen and gen ~= '' and (redis.call('HGET', meta, 'meta_gen') or '0') ~= gen then return {'stale', tostring(cur)} end
if digest and digest ~= '' then
  local flat = redis.call('HGETALL', meta)
  local names, values, parts = {}, {}, {}
  for i = 1, #flat, 2 do
    names[#names + 1] = flat[i]
    values[flat[i]] = flat[i + 1]
  end
  table.sort(names)
  for i = 1, #names do
    local v = values[names[i]]
    parts[#parts + 1] = #names[i] .. ':' .. names[i] .. #v .. ':' .. v
  end
  if redis.sha1hex(table.concat(parts)) ~= digest then
    -- the generation said current, the digest says otherwise: a writer changed the metadata
    -- without incrementing the generation (HELD_CHECK=both, the tests' cross-check)
    if gen and gen ~= '' then return {'unbumped', tostring(cur)} end
    return {'stale', tostring(cur)}
  end
end
local need = tonumber(ARGV[6])
local good = 0
if need > 0 then
  local max_lag = tonumber(ARGV[7])
  local info = redis.call('INFO', 'replication')
  for line in string.gmatch(info, 'slave%d+:[^\\r\\n]+') do
    local state = string.match(line, 'state=(%a+)')
    local lag = tonumber(string.match(line, 'lag=(%d+)') or '999999')
    if state == 'online' and lag <= max_lag then good = good + 1 end
  end
  if good < need and ARGV[8] ~= '1' then
    return {'noreplicas', tostring(good)}
  end
end
local last = redis.call('XREVRANGE', events, '+', '-', 'COUNT', 1)
local last_id = '0-0'
if #last > 0 then last_id = last[1][1] end
if (cur == 0 and #last > 0) or (cur > 0 and last_id ~= ('0-' .. cur)) then
  return {'corrupt', last_id}
end
if n > 0 then redis.call('XADD', events, '0-' .. (cur + 1), 'e', ARGV[11], 'n', nonce) end
for i = 2, n do
  redis.call('XADD', events, '0-' .. (cur + i), 'e', ARGV[10 + i])
end
local m = tonumber(ARGV[11 + n])
if m > 0 then
  local fields = {}
  for i = 1, 2 * m do
    fields[i] = ARGV[11 + n + i]
  end
  redis.call('HSET', meta, unpack(fields))
end
if ARGV[3] ~= '' then
  redis.call('SET', idem, ARGV[3], 'PX', tonumber(ARGV[4]))
end
if ARGV[9] ~= '' then
  redis.call('SET', KEYS[4], ARGV[9])
end
return {'ok', tostring(cur + n), tostring(good)}
"""

SNAPSHOT_EVERY = 16  # bounds a cold load to 15 events after the snapshot
# how long an Idempotency-Key answer is kept: at 1,000 moves/s a day of answers is ~70 GB
# (docs/scaling.md), so a busy deployment shortens it
IDEM_TTL_MS = int(os.environ.get("ARBITER_IDEMPOTENCY_TTL_SECONDS", str(24 * 3600))) * 1000
IDEM_PENDING_MS = 5 * 1000  # the in-flight lease; renewed by each attempt of the request
IDEM_RELEASED_MS = 60 * 1000  # how long a released key refuses a late script of its old request
# the key is new, expired, or released by an earlier request that changed nothing: take it
# The load of a cached game (Games.load): the meta and the events after the cached version, read
# in one script (atomic, as MULTI was, and one command for the client to pack and parse, not four)
LOAD_AFTER_LUA = """
return {redis.call('HGETALL', KEYS[1]), redis.call('XRANGE', KEYS[2], ARGV[1], '+')}
"""

BEGIN_LUA = """
local v = redis.call('GET', KEYS[1])
if (not v) or string.find(v, '"state": "released"', 1, true) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return false
end
return {v, redis.call('PTTL', KEYS[1])}
"""
# extend the lease of this request's own marker (ARGV[2]; '' for any in-flight marker)
RENEW_LUA = """
local v = redis.call('GET', KEYS[1])
if v and ((ARGV[2] ~= '' and v == ARGV[2]) or (ARGV[2] == '' and string.find(v, '"state": "pending"', 1, true))) then
  return redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return 0
"""
# After a write whose reply was lost: what became of this request's key? Its own marker still
# there (or nothing: its lease ran out) means its script never ran, and now never will: the key
# gets a tombstone that the append script does not take as its own. A stored answer means it ran.
RELEASE_LUA = """
local v = redis.call('GET', KEYS[1])
if (not v) or v == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return {'released', ''}
end
if string.sub(v, 1, 1) == '{' then return {'other', ''} end
return {'done', v}
"""
WAIT_TIMEOUT_MS = int(os.environ.get("ARBITER_DURABLE_TIMEOUT_MS", "1000"))
# a replica whose last acknowledgement is older than this (seconds) does not count as online
MAX_REPLICA_LAG = int(os.environ.get("ARBITER_DURABLE_MAX_LAG_SECONDS", "5"))
DEGRADED_MODES = ("refuse", "local-aof")


def durable_replicas(client) -> int:
    """How many replicas must confirm an append before it is acknowledged (WAIT N).

    ARBITER_DURABLE_REPLICAS if set (0 turns it off); else 1 on a cluster set up with replicas,
    else 0. "Set up with" counts the replicas the cluster knows, failed ones included: a service
    started while a replica is down must still require it (and refuse, or degrade as the operator
    chose), not run without WAIT because none answered at that moment."""
    env = os.environ.get("ARBITER_DURABLE_REPLICAS", "")
    if env.strip():
        return max(0, int(env))
    if is_cluster(client):
        return 1 if configured_replicas(client) else 0
    return 0


def configured_replicas(client) -> int:
    """How many replica nodes the cluster's configuration holds, whatever their health: CLUSTER
    NODES keeps a failed node (flags `slave,fail`) until an operator forgets it, where the slot map
    that redis-py's get_replicas() reads lists only the replicas serving now."""
    try:
        nodes = client.cluster_nodes()  # one node's view: {"host:port": {"flags": "slave,fail", ...}}
    except Exception:  # noqa: BLE001 - no answer from any node now: the slot map is all there is
        return len(client.get_replicas())
    return sum(1 for detail in nodes.values() if {"slave", "replica"} & set(detail["flags"].split(",")))


def degraded_mode() -> str:
    """What a shard does while it has fewer replicas than required (ARBITER_DURABLE_DEGRADED):
    `refuse` (the default) refuses changes before writing anything (503 replicas-missing);
    `local-aof` accepts them once the master's own AOF has them on disk (WAITAOF 1 0), so games go
    on while the replica is away, at the risk of losing them if that master's disk is lost too."""
    mode = os.environ.get("ARBITER_DURABLE_DEGRADED", "refuse").strip() or "refuse"
    if mode not in DEGRADED_MODES:
        raise ValueError(f"ARBITER_DURABLE_DEGRADED must be one of {', '.join(DEGRADED_MODES)}, not {mode!r}")
    return mode


def wait_command(n: int) -> tuple:
    """WAIT N, or WAITAOF 0 N (replicas' AOF fsynced) when ARBITER_DURABLE_AOF=1."""
    if os.environ.get("ARBITER_DURABLE_AOF", "") == "1":
        return ("WAITAOF", 0, n, WAIT_TIMEOUT_MS)
    return ("WAIT", n, WAIT_TIMEOUT_MS)


LOCAL_AOF_WAIT = ("WAITAOF", 1, 0, WAIT_TIMEOUT_MS)  # the degraded mode's wait: the master's own disk


def replicas_confirmed(reply) -> int:
    """The replica count of a WAIT (int) or WAITAOF ([local, replicas]) reply."""
    return int(reply[1]) if isinstance(reply, (list, tuple)) else int(reply)


def pending_marker(fingerprint: str, owner: str) -> str:
    """The in-flight marker one request stores under its Idempotency-Key (its owner is random)."""
    return json.dumps({"state": "pending", "fp": fingerprint, "owner": owner})


RELEASED = json.dumps({"state": "released"})  # a released key: free for the next request, not the old one


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


def fields_dict(reply) -> dict:
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
    # the answer stored under the request's Idempotency-Key by an earlier attempt that was applied
    stored: bytes | None = None


class AppendUncertain(Exception):
    """The store failed after an append was sent and did not answer again in time: it may have
    been applied or not. The caller finds out through its Idempotency-Key, or says it cannot."""


RETRY_SECONDS = float(os.environ.get("ARBITER_STORE_RETRY_SECONDS", "3"))


def _s(value) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _packed(conn, command: tuple) -> list[bytes]:
    """`conn.pack_command(*command)`, the same bytes: with hiredis, redis-py's packer converts any
    bytearray or memoryview argument (the append sends none) and hands the rest to
    `hiredis.pack_command`, at about twice that call's cost, so hiredis is called here directly."""
    if type(getattr(conn, "_command_packer", None)) is HiredisRespSerializer and " " not in command[0]:
        try:
            return [hiredis.pack_command(command)]
        except TypeError:
            pass  # redis-py's own packer says why (DataError)
    return conn.pack_command(*command)


class LeanScript:
    """A Lua script called as one EVALSHA written on a pooled connection: redis-py's Script without
    the client's per-command layers. Profiled on the move path (issue 38), those layers (its retry,
    observability and argument wrappers) cost several times the socket's own work; the caller
    retries a failure itself (EventStore.append sends the same call, with its nonce, again). A
    cluster client, or a client on a single connection, is called the ordinary way."""

    def __init__(self, client, script: str):
        self.client = client
        self.script = client.register_script(script)
        self.lean = type(client) is redis.Redis and getattr(client, "connection", None) is None

    @property
    def sha(self) -> str:
        return self.script.sha

    def __call__(self, keys, args, client=None):
        if not self.lean or client is not None:
            return self.script(keys=keys, args=args, client=client)
        pool = self.client.connection_pool
        conn = pool.get_connection()
        try:
            for attempt in range(2):
                conn.send_packed_command(_packed(conn, ("EVALSHA", self.script.sha, len(keys), *keys, *args)))
                try:
                    return conn.read_response()
                except redis.exceptions.NoScriptError:
                    if attempt:
                        raise
                    # a server that has not seen it (restarted, or a replica promoted): load it once
                    self.script.sha = self.client.script_load(self.script.script)
        except redis.exceptions.ResponseError:
            raise  # the server answered: the connection is fine
        except BaseException:
            conn.disconnect()  # a reply may be left half read: never hand this connection out again
            raise
        finally:
            pool.release(conn)


class EventStore:
    """Reads and conditionally appends the events of games in one Redis."""

    def __init__(self, client: redis.Redis, durable_replicas: int = 0, degraded: str | None = None):
        self.r = client
        self.durable_replicas = durable_replicas
        self.degraded = degraded_mode() if degraded is None else degraded
        self._append = LeanScript(client, APPEND_LUA)  # the move path's one round trip (service/play/held.py)
        self._begin = client.register_script(BEGIN_LUA)
        self._load_after = client.register_script(LOAD_AFTER_LUA)
        self._renew = client.register_script(RENEW_LUA)
        self._release = client.register_script(RELEASE_LUA)
        self.archive = ArchiveReader(client)  # a finished game's events once its stream is compacted
        # per node: it had fewer replicas than required at its last append (so its next append
        # waits for what the degraded mode asks, or for nothing, instead of a WAIT that cannot be met)
        self._short: dict[str, bool] = {}

    # --- durability -------------------------------------------------------------------------
    def _node(self, k: str) -> tuple[str, redis.Redis]:
        """(name, client) of the one server that owns key `k`: WAIT counts the writes of its own
        connection, so the write and the WAIT go down one pipeline on one connection."""
        if is_cluster(self.r):
            node = self.r.get_node_from_key(k)
            return node.name, self.r.get_redis_connection(node)
        return "", self.r

    def refresh_topology(self) -> None:
        """After a failover or a moved slot: learn which node owns what (a cluster only)."""
        if is_cluster(self.r):
            try:
                self.r.nodes_manager.initialize()
            except Exception:  # noqa: BLE001 - still failing over: the next attempt tries again
                pass

    def _waits(self, node: str) -> list[tuple]:
        """What to wait for after a write on `node`: WAIT N, or while the node is known to be short
        of replicas, the master's own AOF (degraded mode) or nothing (the script refuses anyway)."""
        if not self.durable_replicas:
            return []
        if not self._short.get(node):
            return [wait_command(self.durable_replicas)]
        return [LOCAL_AOF_WAIT] if self.degraded == "local-aof" else []

    def _durable(self, client, node: str, good: int, sent: list[tuple], replies: list) -> bool:
        """Whether a write just made on `client` is as durable as required: the replicas' WAIT, or in
        the degraded mode while the node is short of replicas, the master's AOF fsync."""
        if not self.durable_replicas:
            return True
        want = [wait_command(self.durable_replicas)] if good >= self.durable_replicas else [LOCAL_AOF_WAIT]
        if sent != want:  # what was pipelined no longer fits (a replica left or came back): ask now
            replies = [client.execute_command(*w) for w in want]
        reply = replies[0]
        if isinstance(reply, Exception):
            raise reply
        if want[0] is LOCAL_AOF_WAIT:
            return int(reply[0]) >= 1
        return replicas_confirmed(reply) >= self.durable_replicas

    def confirm_durable(self, k: str, probe: bool = False) -> bool:
        """Before answering a change made by an earlier attempt (a stored answer under key `k`, or
        events found already appended): make its node confirm everything up to now. A propagated
        write (PEXPIRE of `k`, or with `probe` a short-lived SET of `k`) gives this connection an
        offset to wait for."""
        if not self.durable_replicas:
            return True
        node, client = self._node(k)
        good = self.replicas_online(client)
        self._short[node] = good < self.durable_replicas
        if good < self.durable_replicas and self.degraded != "local-aof":
            return False
        pipe = client.pipeline(transaction=False)
        if probe:
            pipe.set(k, "1", px=60_000)
        else:
            pipe.pexpire(k, IDEM_TTL_MS)
        sent = self._waits(node)
        for w in sent:
            pipe.execute_command(*w)
        replies = pipe.execute(raise_on_error=False)
        return self._durable(client, node, good, sent, replies[1:])

    @staticmethod
    def replicas_online(client) -> int:
        """How many replicas of the server behind `client` are online with a short enough lag."""
        info = client.info("replication")
        good = 0
        for name, value in info.items():
            if name.startswith("slave") and isinstance(value, dict):
                if value.get("state") == "online" and int(value.get("lag", 1 << 30)) <= MAX_REPLICA_LAG:
                    good += 1
        return good

    def replication(self) -> list[dict]:
        """Each master's replicas online against the number required (for /readyz and /metrics)."""
        if is_cluster(self.r):
            masters = [(n.name, self.r.get_redis_connection(n)) for n in self.r.get_primaries()]
        else:
            masters = [("", self.r)]
        out = []
        for name, client in masters:
            try:
                good = self.replicas_online(client)
            except redis.RedisError:
                good = None
            out.append({"node": name or "redis", "replicas": good, "required": self.durable_replicas})
        return out

    # --- appending --------------------------------------------------------------------------
    def append(self, game_id: str, expected: int, envelopes: list[dict], meta: dict,
               idem: tuple[str, bytes] | None = None, prev_hash: str = "", marker: str = "",
               secret: str = "", keyspace=None, held: str = "") -> AppendResult:
        """Append envelopes if the game is at `expected` with head `prev_hash`; update meta;
        store an idempotent answer, all in one atomic script.

        `idem` is (key, the answer to store); `marker` the request's in-flight marker under that key
        (the script refuses if the key is no longer this request's); `secret` the seed of a game
        being created (stored with its first events); `held` what a decision on a held copy read of the
        metadata, '<generation>|<digest>' (service/play/held.py check_token: the script answers
        'stale' when the stored one differs); `keyspace` the key function of another kind
        of aggregate stored the same way (a tournament: service/compete/tournaments.py). When the store fails after the
        append was sent, the same append is sent again until the store answers (at most
        RETRY_SECONDS): the script recognises its own earlier success, so it is never applied twice.
        Raises ReplicasMissing (nothing written) or AppendUncertain (the store did not answer)."""
        from .errors import ReplicasMissing

        key_of = keyspace or key
        idem_k, idem_v = (idem if idem else (key_of(game_id, "idem:-"), ""))
        fields: list = []
        for k, v in meta.items():
            fields += [k, v if isinstance(v, str) else json.dumps(v)]
        args = [expected, prev_hash, idem_v, IDEM_TTL_MS, marker if idem else "",
                self.durable_replicas, MAX_REPLICA_LAG, "1" if self.degraded == "local-aof" else "", secret,
                len(envelopes), *[json.dumps(e, separators=(",", ":")) for e in envelopes], len(meta), *fields,
                os.urandom(8).hex(), *held.split("|", 1)]
        keys = [key_of(game_id, "events"), key_of(game_id, "meta"), idem_k, key_of(game_id, "secret")]
        deadline = time.monotonic() + RETRY_SECONDS
        pause = 0.05
        while True:
            try:
                res = self._append_once(game_id, keys, args)
            except Exception as exc:  # noqa: BLE001 - only the store's unavailability is retried
                # whether the failed attempt was applied or not, sending the same append again is
                # safe and tells: the script answers 'mine' or 'done' for its own earlier success.
                # (redis-py may itself have retried before raising, so no error proves "not applied".)
                if not is_unavailable(exc):
                    raise
                if time.monotonic() >= deadline:
                    raise AppendUncertain(f"{type(exc).__name__}: {exc}") from exc
                time.sleep(pause)
                pause = min(pause * 2, 0.5)
                self.refresh_topology()
                continue
            if res.reason == "noreplicas":
                raise ReplicasMissing(
                    f"the store shard that holds this game has {res.version} of the {self.durable_replicas} "
                    f"replica(s) required for a durable answer, so nothing was changed; retry in a moment "
                    f"(/readyz tells the operator)", retry_after=5)
            return res

    def _append_once(self, game_id: str, keys: list, args: list) -> AppendResult:
        """One attempt: the script (and the durability wait) down one connection."""
        if not self.durable_replicas:
            return self._result(game_id, self._append(keys=keys, args=args), None)
        node, client = self._node(keys[0])
        sent = self._waits(node)
        for _ in range(2):  # a master that has never run the script (a promoted replica) loads it once
            pipe = client.pipeline(transaction=False)
            pipe.execute_command("EVALSHA", self._append.sha, len(keys), *keys, *args)
            for w in sent:
                pipe.execute_command(*w)
            replies = pipe.execute(raise_on_error=False)
            if not isinstance(replies[0], redis.exceptions.NoScriptError):
                break
            client.script_load(APPEND_LUA)
        if isinstance(replies[0], Exception):
            raise replies[0]
        # the probe key beside the aggregate's own keys (its hash tag: the node that holds them)
        return self._result(game_id, replies[0], (client, node, sent, replies[1:]),
                            probe=keys[0].rsplit(":", 1)[0] + ":probe")

    def _result(self, game_id: str, reply, waited, probe: str | None = None) -> AppendResult:
        status, value = _s(reply[0]), reply[1]
        if status in ("ok", "mine", "noreplicas"):
            good = int(_s(reply[2])) if status == "ok" else int(_s(value)) if status == "noreplicas" else None
            if waited is not None and good is not None:
                client, node, sent, replies = waited
                self._short[node] = good < self.durable_replicas
        if status == "ok":
            durable = True
            if waited is not None:
                durable = self._durable(waited[0], waited[1], good, waited[2], waited[3])
            return AppendResult(True, int(_s(value)), durable=durable)
        if status == "mine":  # applied by an earlier attempt: confirm it as a replay would
            durable = self.confirm_durable(probe or key(game_id, "probe"), probe=True) if waited is not None else True
            return AppendResult(True, int(_s(value)), durable=durable)
        if status == "done":
            return AppendResult(False, 0, "done", stored=value)
        if status == "lease":
            return AppendResult(False, 0, "lease")
        if status == "noreplicas":
            return AppendResult(False, int(_s(value)), "noreplicas")
        if status in ("conflict", "stale"):
            return AppendResult(False, int(_s(value)), status)
        if status == "unbumped":  # HELD_CHECK=both: nothing was written, and a writer has a bug
            raise RuntimeError(f"the metadata of game {game_id} changed without its generation ({GENERATION}): "
                               "a writer of the meta hash does not increment it (service/play/held.py)")
        raise RuntimeError(f"event stream of game {game_id} is inconsistent (last id {_s(value)})")

    def read(self, game_id: str, after: int = 0, count: int | None = None) -> list[dict]:
        """Envelopes with seq > after, in order (at most `count`)."""
        entries = self.r.xrange(key(game_id, "events"), f"0-{after + 1}", "+", count=count)
        if not entries:  # nothing after `after`, or an archived game (service/storage/archive.py)
            record = self.archive.get(game_id)
            if record is not None:
                return record.events(after, count)
        return [json.loads(fields[b"e"]) for _, fields in entries]

    def meta(self, game_id: str) -> dict:
        """The game's metadata hash, decoded (empty if there is no such game)."""
        raw = self.r.hgetall(key(game_id, "meta"))
        return {k.decode(): v.decode() for k, v in raw.items()}

    def load_raw(self, game_id: str, after: int | None):
        """One round trip, read in MULTI so its parts are consistent: the meta, and either the
        events after a cached version `after` or (when `after` is None) the snapshot and seed.

        Returns (meta, snapshot or None, secret or None, events after `after` or None)."""
        if after is None:
            pipe = self.r.pipeline(transaction=True)
            pipe.hgetall(key(game_id, "meta"))
            pipe.hgetall(key(game_id, "snapshot"))
            pipe.get(key(game_id, "secret"))
            res = pipe.execute()
        else:  # the common case, a game this process holds: one script, one command
            res = self._load_after(keys=[key(game_id, "meta"), key(game_id, "events")], args=[f"0-{after + 1}"])
        meta = {k.decode(): v.decode() for k, v in fields_dict(res[0]).items()}
        if meta.get("archived"):  # compacted: the record holds the events and the (revealed) seed
            record = self.archive.get(game_id, meta)
            return meta, None, record.seed_hex, (None if after is None else record.events(after))
        snapshot = secret = events = None
        if after is None:
            snap = fields_dict(res[1])
            if snap:
                snapshot = (int(snap[b"version"]), json.loads(snap[b"state"]))
            secret = res[2].decode() if res[2] else None
        else:
            events = [json.loads(fields_dict(fields)[b"e"]) for _, fields in res[1]]
        return meta, snapshot, secret, events

    def snapshot(self, game_id: str) -> tuple[int, dict] | None:
        """The cached (version, state) of the game, or None."""
        snap = fields_dict(self.r.hgetall(key(game_id, "snapshot")))
        return (int(snap[b"version"]), json.loads(snap[b"state"])) if snap else None

    def write_snapshot(self, game_id: str, version: int, state: dict) -> None:
        """Cache the state at `version` (never the truth: the stream is)."""
        self.r.hset(key(game_id, "snapshot"), mapping={"version": version, "state": json.dumps(state)})

    # --- idempotency ------------------------------------------------------------------------
    def idem_begin(self, k: str, fingerprint: str, marker: str | None = None) -> dict | None:
        """Mark a key in flight with this request's `marker` (a fresh one if None); None if the key
        was free (new, expired or released), else what is stored under it (a pending one with
        `retry_after_ms`: how long its lease still runs)."""
        marker = marker or pending_marker(fingerprint, secrets.token_hex(8))
        held = self._begin(keys=[k], args=[marker, IDEM_PENDING_MS])
        if not held:
            return None
        raw, ttl = held
        answer = decode_answer(raw)
        if answer.get("state") == "pending":
            answer["retry_after_ms"] = max(int(ttl), 0)
        return answer

    def idem_renew(self, k: str, marker: str = "") -> None:
        """Extend the lease of a key still in flight (this request's `marker`, or any in-flight
        marker when empty); a stored final answer keeps its own expiry."""
        self._renew(keys=[k], args=[IDEM_PENDING_MS, marker])

    def idem_finish(self, k: str, value: dict) -> None:
        """Store the final answer under an Idempotency-Key."""
        self.r.set(k, encode_answer(value), px=IDEM_TTL_MS)

    def idem_release(self, k: str, marker: str) -> tuple[str, bytes | None]:
        """Give up this request's claim on key `k` after a failure: ('released', None) if its marker
        was still there or its lease ran out (its change was never applied, and now never will be:
        the key is free for the next request, not for a late script of this one), ('done', answer)
        if an attempt of it was applied after all, ('other', None) if another request holds it."""
        status, value = self._release(keys=[k], args=[marker, RELEASED, IDEM_RELEASED_MS])
        return _s(status), (value or None)
