"""Rate limits kept in Redis: GCRA (the generic cell rate algorithm, a leaky bucket that stores
one timestamp per key) in one Lua script, so every API replica shares the same budget.

A limit "N/S" lets a caller make N requests per S seconds on average, with bursts of up to N;
when it is spent the answer says how long until the next request is allowed (Retry-After).
"""
from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass

from .connection import is_cluster

GCRA_LUA = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local tolerance = interval * tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local new_tat = tat + interval
local allow_at = new_tat - tolerance
if allow_at > now then
  return {0, allow_at - now, 0}
end
redis.call('SET', KEYS[1], new_tat, 'PX', math.ceil(new_tat - now) + 1000)
return {1, 0, math.floor((tolerance - (new_tat - now)) / interval)}
"""


@dataclass(frozen=True)
class Limit:
    """N requests per S seconds, bursts of up to N."""

    requests: int
    seconds: float

    @classmethod
    def parse(cls, spec: str) -> "Limit":
        n, _, s = spec.partition("/")
        limit = cls(int(n), float(s or 60))
        if limit.requests < 1 or limit.seconds <= 0:
            raise ValueError(f"bad rate limit {spec!r}: want N/S with N >= 1, S > 0")
        return limit

    @property
    def interval_ms(self) -> float:
        return self.seconds * 1000.0 / self.requests


@dataclass
class Verdict:
    """allowed, or refused with the seconds to wait; `remaining` of the tightest bucket."""

    allowed: bool
    retry_after: int
    remaining: int
    limit: Limit | None = None
    scope: str = ""


class RateLimiter:
    """Checks (and spends) one request against each (scope, subject, limit) in one round trip."""

    def __init__(self, client, prefix: str = "rl"):
        self.r = client
        self.prefix = prefix
        self._script = client.register_script(GCRA_LUA)
        self.cluster = is_cluster(client)

    def hit(self, checks: list[tuple[str, str, Limit]]) -> Verdict:
        """checks: (scope, subject, limit); the first refusal wins, else the smallest remaining."""
        if not checks:
            return Verdict(True, 0, -1)
        calls = [([f"{self.prefix}:{scope}:{hashlib.sha256(subject.encode()).hexdigest()[:32]}"],
                  [limit.interval_ms, limit.requests]) for scope, subject, limit in checks]
        if self.cluster:
            # each bucket key is on its own slot (and maybe node), and a cluster refuses pipelined
            # scripts across slots: one EVALSHA per bucket, each sent to the node that owns it
            results = [self._script(keys=k, args=a) for k, a in calls]
        else:
            pipe = self.r.pipeline(transaction=False)
            for k, a in calls:
                self._script(keys=k, args=a, client=pipe)
            results = pipe.execute()
        best = None
        for (scope, _, limit), (ok, wait_ms, remaining) in zip(checks, results):
            if not int(ok):
                return Verdict(False, max(1, math.ceil(int(wait_ms) / 1000)), 0, limit, scope)
            if best is None or int(remaining) < best.remaining:
                best = Verdict(True, 0, int(remaining), limit, scope)
        return best
