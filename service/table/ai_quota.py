"""How many exhibitions (games whose every seat is an AI) may run at once, per client and in total.

An exhibition costs AI time on every move and nobody's move paces it, so one client could start
as many as it likes. Its AI turns run in their own queue, below games with a person
(service/play/scheduling.py); this module bounds how much of that queue one client holds, and how long
the queue can get. A game is admitted when it is created (or started from the lobby with only
AIs left) and counts until it has finished.

Keys share one hash tag, so the check-and-add is one script on a Redis Cluster too:
  ai:exhibitions:{aiq}:all        zset game id -> admitted at (every running exhibition)
  ai:exhibitions:{aiq}:c:<hash>   zset game id -> admitted at (one client's; sha256 of its identity)
A finished game leaves the sets when the next admission looks at them (its meta's status), so
nothing has to run when a game ends, and a crash between two steps cannot hold a place for good.

The client is whatever the caller names: the API passes the client's address today; an account
(when accounts exist) passes its own identity and its own quota as `per_client`.
"""
from __future__ import annotations

import hashlib
import os
import time

from service.storage.errors import TooManyExhibitions
from service.storage.store import key

PER_CLIENT = 4
TOTAL = 32
RETRY_AFTER_SECONDS = 30
# admitted, but the game's metadata is not written yet: a creation in flight, not a leak
UNBORN_GRACE_SECONDS = 120
ALL_KEY = "ai:exhibitions:{aiq}:all"

ADMIT_LUA = """
local game, now = ARGV[1], tonumber(ARGV[2])
local per_client, total = tonumber(ARGV[3]), tonumber(ARGV[4])
if redis.call('ZSCORE', KEYS[1], game) then return {'counted', 0} end
if #KEYS > 1 then
  local mine = redis.call('ZCARD', KEYS[2])
  if mine >= per_client then return {'per-client', mine} end
end
local all = redis.call('ZCARD', KEYS[1])
if all >= total then return {'total', all} end
redis.call('ZADD', KEYS[1], now, game)
if #KEYS > 1 then redis.call('ZADD', KEYS[2], now, game) end
return {'admitted', 0}
"""


def exhibition_limits() -> tuple[int, int]:
    """(running exhibitions per client, in total): ARBITER_EXHIBITIONS_PER_CLIENT / _TOTAL."""
    return (max(0, int(os.environ.get("ARBITER_EXHIBITIONS_PER_CLIENT", str(PER_CLIENT)))),
            max(0, int(os.environ.get("ARBITER_EXHIBITIONS_TOTAL", str(TOTAL)))))


def client_key(client: str, prefix: str = "ai:exhibitions:{aiq}") -> str:
    """The set of one client's running exhibitions (its identity hashed: no address is stored);
    another `prefix` for another cap counted the same way (the coach's analyses)."""
    return f"{prefix}:c:{hashlib.sha256(client.encode()).hexdigest()[:32]}"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


class ExhibitionQuota:
    """Admits exhibitions within the per-client and total caps; 429 beyond them."""

    def __init__(self, client):
        self.r = client
        self._admit = client.register_script(ADMIT_LUA)

    def admit(self, game_id: str, client: str | None, per_client: int | None = None) -> bool:
        """Count `game_id` as running for `client` (None: only the total applies), or raise
        TooManyExhibitions naming the limit that is full. False: it was counted already."""
        default_per_client, total = exhibition_limits()
        per_client = default_per_client if per_client is None else per_client
        keys = [ALL_KEY] + ([client_key(client)] if client is not None else [])
        self._prune(keys)
        verdict, running = self._admit(keys=keys, args=[game_id, time.time(), per_client, total])
        verdict = _s(verdict)
        if verdict == "per-client":
            raise TooManyExhibitions(
                f"this client already runs {running} games whose every seat is an AI, the most it may run "
                f"at once here ({per_client}); seat a person in this one, or retry once one of them has "
                f"finished (in about {RETRY_AFTER_SECONDS} s)",
                limit="exhibitions-per-client", max=per_client, running=int(running),
                retry_after=RETRY_AFTER_SECONDS)
        if verdict == "total":
            raise TooManyExhibitions(
                f"this service already runs {running} games whose every seat is an AI, the most it runs at "
                f"once ({total}); seat a person in this one, or retry in about {RETRY_AFTER_SECONDS} s",
                limit="exhibitions-total", max=total, running=int(running), retry_after=RETRY_AFTER_SECONDS)
        return verdict == "admitted"

    def release(self, game_id: str, client: str | None) -> None:
        """Give back the place of an exhibition that was never created (or started)."""
        pipe = self.r.pipeline(transaction=False)
        pipe.zrem(ALL_KEY, game_id)
        if client is not None:
            pipe.zrem(client_key(client), game_id)
        pipe.execute()

    def running(self, client: str | None = None) -> int:
        """Exhibitions counted as running (for one client, or in total), after dropping finished ones."""
        k = ALL_KEY if client is None else client_key(client)
        self._prune([k])
        return self.r.zcard(k)

    def _prune(self, keys: list[str]) -> None:
        """Drop finished games (and admissions whose game was never written) from `keys`."""
        pipe = self.r.pipeline(transaction=False)
        for k in keys:
            pipe.zrange(k, 0, -1, withscores=True)
        members = {k: [(_s(m), score) for m, score in rows] for k, rows in zip(keys, pipe.execute())}
        games = sorted({m for rows in members.values() for m, _ in rows})
        if not games:
            return
        pipe = self.r.pipeline(transaction=False)
        for game_id in games:
            pipe.hget(key(game_id, "meta"), "status")
        status = {g: _s(s) for g, s in zip(games, pipe.execute())}
        unborn_before = time.time() - UNBORN_GRACE_SECONDS
        pipe = self.r.pipeline(transaction=False)
        stale = 0
        for k, rows in members.items():
            gone = [m for m, score in rows
                    if status[m] == "finished" or (status[m] is None and score < unborn_before)]
            if gone:
                pipe.zrem(k, *gone)
                stale += 1
        if stale:
            pipe.execute()
