"""Blocking reads of a game's event stream (XREAD BLOCK), shared by the live feed (api/stream.py)
and the long poll of the event log (`GET /v1/games/{id}/events?wait=`): a client of their own,
so a waiting reader never holds a connection the moves need."""
from __future__ import annotations

from flask import current_app

from service.storage.connection import connect
from service.storage.store import key

STREAM_MAX_CONNECTIONS = 20000


def blocking_redis():
    """A client for blocking reads (XREAD BLOCK): no socket timeout, a pool as large as the streams.

    redis-py 8 defaults to a 5 s socket timeout and 100 connections per pool; each open stream
    holds one connection while it blocks, so streams get their own pool and never starve the
    requests that play moves.
    """
    client = current_app.extensions.get("redis_blocking")
    if client is None:
        # on a cluster, RedisCluster sends each XREAD BLOCK to the node that owns the game's slot
        client = connect(current_app.config["REDIS_URL"], blocking=True, pool_size=STREAM_MAX_CONNECTIONS,
                         strict=False)
        current_app.extensions["redis_blocking"] = client
    return client


def wait_for_events(redis_client, game_id: str, after: int, seconds: float) -> bool:
    """Block until the game has an event with seq > after, or `seconds` pass; True if it has."""
    if seconds <= 0:
        return False
    res = redis_client.xread({key(game_id, "events"): f"0-{after}"}, count=1, block=int(seconds * 1000))
    return bool(res)
