"""Who is watching a game live: a seat's open stream is its presence (docs/notifications.md).

A seat's live page holds its stream (`GET /v1/games/{id}/stream`, opened with the seat's ticket)
for as long as it is open. While one is open, that seat sees every move, the end of the game and
the table talk as they happen, so the notifications do not tell it again (Board Game Arena does
not mail a player who is on the site). Each open stream of a seat is a member of a sorted set under
the game's hash tag, `game:{<id>}:present:<seat>`, scored with the time it stops counting; the
stream renews it with every heartbeat and removes it when it closes. A stream that dies without
closing (a killed process) stops counting by itself after `ttl` seconds, so presence can never
silence a seat for longer than that.
"""
from __future__ import annotations

import logging
import time

from service.storage.store import key

log = logging.getLogger("arbiter.presence")


def presence_key(game_id: str, seat: int) -> str:
    """The sorted set of the seat's open streams (same hash slot as the game's other keys)."""
    return key(game_id, f"present:{seat}")


class Presence:
    """Mark a seat's stream as open, renew it, close it; ask whether a seat is watching."""

    def __init__(self, client):
        self.r = client

    def here(self, game_id: str, seat: int, stream_id: str, ttl: float) -> None:
        """The stream `stream_id` of `seat` is open and counts for `ttl` more seconds."""
        now = time.time()
        k = presence_key(game_id, seat)
        pipe = self.r.pipeline(transaction=False)
        pipe.zadd(k, {stream_id: now + ttl})
        pipe.zremrangebyscore(k, "-inf", now)  # streams that died without closing
        pipe.expire(k, int(ttl) + 1)
        pipe.execute()

    def gone(self, game_id: str, seat: int, stream_id: str) -> None:
        """The stream has closed."""
        self.r.zrem(presence_key(game_id, seat), stream_id)

    def watching(self, game_id: str, seat: int) -> bool:
        """Whether a stream of `seat` is open now."""
        return self.r.zcount(presence_key(game_id, seat), time.time(), "+inf") > 0

    def quietly(self, what, *args) -> None:
        """here/gone without raising: a stream never fails for its presence (a stream that could not
        mark itself does not count; one that could not unmark itself counts until its ttl ends)."""
        try:
            what(*args)
        except Exception:  # noqa: BLE001 - see above
            log.warning("presence: %s failed for %s", what.__name__, args[:2], exc_info=True)
