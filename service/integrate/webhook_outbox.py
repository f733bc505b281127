"""The webhook outbox: one FIFO of messages per endpoint on the queue Redis, drained by a pool of
senders (workers/webhook_sender.py) with a bounded share of the pool per receiver host and per
game.

Why not one RQ job per attempt (as before): a single worker sent one delivery at a time, so a
game whose receiver took 10 s held up every other game's webhooks. Several RQ workers would not
keep the order of one endpoint's messages, nor bound what one slow host takes. Here the unit of
scheduling is the endpoint:

- At most one request is in flight per endpoint, and its next message is the oldest one waiting:
  first attempts go out in the order the messages were created. A message that failed waits for
  its retry in the endpoint's retry set; later messages do not wait for it (docs/play-by-post.md).
- An endpoint is claimed only while its host and its game each hold fewer than their share of
  deliveries in flight (over every sender process: the counts live here, as leases).
- A claim is a lease (WEBHOOK_LEASE_SECONDS) that its sender renews while the request runs. The
  message stays at the head of its FIFO until the sender releases it, so if the sender dies, the
  lease runs out, the endpoint is put back, and the same message is sent again first:
  at least once, in order.

Keys (all on the queue Redis, which is never a cluster: RQ needs a standalone server too, and
these scripts touch keys chosen at run time, which only a standalone server allows):
  webhooks:ready            zset  endpoint -> when its next message is due (not while in flight)
  webhooks:busy             zset  endpoint -> when its lease runs out
  webhooks:inflight         hash  endpoint -> "<claim id>|<q or r>|<msg id>"
  webhooks:hosts            hash  endpoint -> its host ("host:port"), while it has messages
  webhooks:q:<endpoint>     list  message ids waiting for their first attempt, oldest first
  webhooks:r:<endpoint>     zset  message ids waiting for a retry -> when it is due
  webhooks:share:h:<host>   zset  endpoints of that host in flight -> lease end
  webhooks:share:g:<game>   zset  endpoints of that game in flight -> lease end
  webhooks:wake             list  a token per new message, so an idle sender wakes (BLPOP)
An endpoint is "<game id>|<webhook id>". Times are the queue Redis' own clock (TIME), so the
API's and the senders' clocks never need to agree.
"""
from __future__ import annotations

from dataclasses import dataclass

PREFIX = "webhooks:"
READY, BUSY, INFLIGHT, HOSTS, WAKE = (PREFIX + k for k in ("ready", "busy", "inflight", "hosts", "wake"))
WAKE_KEEP = 100  # tokens beyond this wake nobody who is not already awake

# Shared by every script: the time, and where an endpoint goes once it is not in flight.
_COMMON = """
local P = 'webhooks:'
local function now()
  local t = redis.call('TIME')
  return tonumber(t[1]) + tonumber(t[2]) / 1000000
end
local function reschedule(ep, t)
  if redis.call('LLEN', P .. 'q:' .. ep) > 0 then
    local s = redis.call('ZSCORE', P .. 'ready', ep)
    if not s or tonumber(s) > t then redis.call('ZADD', P .. 'ready', t, ep) end
    return 1
  end
  local r = redis.call('ZRANGE', P .. 'r:' .. ep, 0, 0, 'WITHSCORES')
  if #r > 0 then
    redis.call('ZADD', P .. 'ready', r[2], ep)
    return 0
  end
  redis.call('ZREM', P .. 'ready', ep)
  redis.call('HDEL', P .. 'hosts', ep)
  return 0
end
local function unclaim(ep)
  local host = redis.call('HGET', P .. 'hosts', ep)
  if host then redis.call('ZREM', P .. 'share:h:' .. host, ep) end
  redis.call('ZREM', P .. 'share:g:' .. string.match(ep, '^(.*)|'), ep)
  redis.call('ZREM', P .. 'busy', ep)
  redis.call('HDEL', P .. 'inflight', ep)
end
local function wake()
  redis.call('LPUSH', P .. 'wake', 1)
  redis.call('LTRIM', P .. 'wake', 0, WAKE_LAST)
end
""".replace("WAKE_LAST", str(WAKE_KEEP - 1))

# ARGV: endpoint, host, msg id, "1" for a redelivery (may already be waiting: not twice)
_PUSH = _COMMON + """
local ep, t = ARGV[1], now()
redis.call('HSET', P .. 'hosts', ep, ARGV[2])
local q = P .. 'q:' .. ep
if ARGV[4] ~= '1' or not redis.call('LPOS', q, ARGV[3]) then redis.call('RPUSH', q, ARGV[3]) end
redis.call('ZREM', P .. 'r:' .. ep, ARGV[3])
if redis.call('HEXISTS', P .. 'inflight', ep) == 0 then reschedule(ep, t) end
wake()
return 1
"""

# ARGV: claim id, lease seconds, host share, game share, how many ready endpoints to look at
_CLAIM = _COMMON + """
local claim, lease, host_share, game_share = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local t = now()
for _, ep in ipairs(redis.call('ZRANGEBYSCORE', P .. 'ready', '-inf', t, 'LIMIT', 0, tonumber(ARGV[5]))) do
  local host = redis.call('HGET', P .. 'hosts', ep) or ''
  local hk, gk = P .. 'share:h:' .. host, P .. 'share:g:' .. string.match(ep, '^(.*)|')
  redis.call('ZREMRANGEBYSCORE', hk, '-inf', t)
  redis.call('ZREMRANGEBYSCORE', gk, '-inf', t)
  if redis.call('ZCARD', hk) < host_share and redis.call('ZCARD', gk) < game_share then
    -- a due retry is older than anything in the FIFO; else the oldest first attempt
    local kind, msg = 'r', redis.call('ZRANGEBYSCORE', P .. 'r:' .. ep, '-inf', t, 'LIMIT', 0, 1)[1]
    if not msg then kind, msg = 'q', redis.call('LINDEX', P .. 'q:' .. ep, 0) end
    if msg then
      redis.call('ZREM', P .. 'ready', ep)
      redis.call('ZADD', P .. 'busy', t + lease, ep)
      redis.call('HSET', P .. 'inflight', ep, claim .. '|' .. kind .. '|' .. msg)
      redis.call('ZADD', hk, t + lease, ep)
      redis.call('ZADD', gk, t + lease, ep)
      return {ep, kind, msg}
    end
    reschedule(ep, t)
  else
    -- its host or game is at its share: look again shortly, and let the endpoints behind it go
    redis.call('ZADD', P .. 'ready', t + 0.25, ep)
  end
end
return false
"""

# ARGV: endpoint, the claim's inflight value, retry delay in seconds or "" (done with the message)
_RELEASE = _COMMON + """
local ep, held = ARGV[1], ARGV[2]
if redis.call('HGET', P .. 'inflight', ep) ~= held then return 0 end  -- the lease ran out: not ours now
local t = now()
local _, _, kind, msg = string.find(held, '|([qr])|([^|]*)$')
unclaim(ep)
if kind == 'q' then redis.call('LREM', P .. 'q:' .. ep, 1, msg) else redis.call('ZREM', P .. 'r:' .. ep, msg) end
if ARGV[3] ~= '' then redis.call('ZADD', P .. 'r:' .. ep, t + tonumber(ARGV[3]), msg) end
if reschedule(ep, t) == 1 then wake() end
return 1
"""

# ARGV: lease seconds, then the inflight values this sender holds, each after its endpoint
_RENEW = _COMMON + """
local t, lease, renewed = now(), tonumber(ARGV[1]), 0
for i = 2, #ARGV, 2 do
  local ep = ARGV[i]
  if redis.call('HGET', P .. 'inflight', ep) == ARGV[i + 1] then
    local host = redis.call('HGET', P .. 'hosts', ep) or ''
    redis.call('ZADD', P .. 'busy', 'XX', t + lease, ep)
    redis.call('ZADD', P .. 'share:h:' .. host, 'XX', t + lease, ep)
    redis.call('ZADD', P .. 'share:g:' .. string.match(ep, '^(.*)|'), 'XX', t + lease, ep)
    renewed = renewed + 1
  end
end
return renewed
"""

# no ARGV: put back every endpoint whose lease ran out (its sender died or hung)
_REAP = _COMMON + """
local t = now()
local dead = redis.call('ZRANGEBYSCORE', P .. 'busy', '-inf', t)
for _, ep in ipairs(dead) do
  unclaim(ep)
  reschedule(ep, t)
end
if #dead > 0 then wake() end
return #dead
"""


def endpoint_of(game_id: str, webhook_id: str) -> str:
    """The outbox's name of one endpoint."""
    return f"{game_id}|{webhook_id}"


@dataclass(frozen=True)
class Claim:
    """One message handed to one sender: send it, then release the claim."""

    endpoint: str
    kind: str  # "q": its first attempt (or a redelivery), "r": a retry
    msg_id: str
    held: str  # the inflight value: proves the claim is still this sender's

    @property
    def game_id(self) -> str:
        """The game the endpoint belongs to."""
        return self.endpoint.rpartition("|")[0]


class Outbox:
    """The per-endpoint FIFOs and leases on the queue Redis (`client`, a standalone Redis)."""

    def __init__(self, client):
        self.r = client
        self._push = client.register_script(_PUSH)
        self._claim = client.register_script(_CLAIM)
        self._release = client.register_script(_RELEASE)
        self._renew = client.register_script(_RENEW)
        self._reap = client.register_script(_REAP)

    def push(self, game_id: str, webhook_id: str, host: str, msg_id: str, redeliver: bool = False) -> None:
        """Append a message to its endpoint's FIFO (a redelivery: unless it already waits there)."""
        self._push(args=[endpoint_of(game_id, webhook_id), host, msg_id, "1" if redeliver else "0"])

    def claim(self, claim_id: str, lease: float, host_share: int, game_share: int, scan: int = 64) -> Claim | None:
        """The next message of the first due endpoint whose host and game are under their share."""
        got = self._claim(args=[claim_id, lease, host_share, game_share, scan])
        if not got:
            return None
        ep, kind, msg = (x.decode() if isinstance(x, bytes) else x for x in got)
        return Claim(ep, kind, msg, f"{claim_id}|{kind}|{msg}")

    def release(self, claim: Claim, retry_in: float | None) -> bool:
        """Done with a claim: drop its message, or keep it for a retry in `retry_in` seconds.
        False if the lease had run out (the message was put back for another attempt)."""
        return bool(self._release(args=[claim.endpoint, claim.held, "" if retry_in is None else repr(retry_in)]))

    def renew(self, claims, lease: float) -> int:
        """Extend the leases of these claims (those still held); how many were."""
        claims = list(claims)
        if not claims:
            return 0
        args = [lease]
        for c in claims:
            args += [c.endpoint, c.held]
        return int(self._renew(args=args))

    def reap(self) -> int:
        """Put back the endpoints whose lease ran out; how many."""
        return int(self._reap(args=[]))

    def wait(self, timeout: float) -> bool:
        """Block up to `timeout` seconds for a new message (a wake token); True if one came."""
        return self.r.blpop([WAKE], timeout=max(timeout, 0.01)) is not None

    def next_due_in(self) -> float | None:
        """Seconds until the earliest ready endpoint is due (<= 0: now), None if none waits."""
        first = self.r.zrange(READY, 0, 0, withscores=True)
        if not first:
            return None
        seconds, micros = self.r.time()
        return first[0][1] - (seconds + micros / 1_000_000)

    def counts(self) -> dict:
        """For /metrics: endpoints with a message due now (growing: the senders are short of
        threads), endpoints with messages waiting at all (due or for a retry), deliveries in flight."""
        seconds, micros = self.r.time()
        pipe = self.r.pipeline(transaction=False)
        pipe.zcount(READY, "-inf", seconds + micros / 1_000_000)
        pipe.zcard(READY)
        pipe.zcard(BUSY)
        due, waiting, busy = pipe.execute()
        return {"due": due, "waiting": waiting, "in_flight": busy}
