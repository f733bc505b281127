"""The live feed: GET /v1/games/{id}/stream as Server-Sent Events, and the long-poll helper.

Each stream is a generator that waits on the game's Redis Stream with XREAD BLOCK, so it costs
a greenlet and a Redis connection, not an OS thread: run the API with gevent workers
(`gunicorn -k gevent`), where one process holds thousands of open streams.

Protocol (text/event-stream):
  - first, unless the client resumes: `event: game`, `id: <version>`, the full game as the
    caller's seat (or a spectator) sees it, so a client never stitches state;
  - then one message per event, `id: <seq>`, data = the event redacted for the caller;
  - `: heartbeat` comments every STREAM_HEARTBEAT_SECONDS (default 15) while nothing happens;
  - `event: end` after the last event of a finished game, then the server closes the stream.
Resuming: `Last-Event-ID: N` (or `?after=N`) sends the events after N, without the game message;
the ids are the event seqs (and the game message's id is the version it shows), so a resume
has no gap and no duplicate. A resume of a finished game with nothing left answers 204, which
tells an EventSource to stop reconnecting.
"""
from __future__ import annotations

import json
import os

import redis

from flask import Blueprint, Response, current_app, request

from service.errors import BadRequest
from service.store import key

from .games import _caller, games

bp = Blueprint("stream", __name__)
READ_BATCH = 500


def _sse(data: dict, event_id: int | None = None, event: str | None = None) -> str:
    lines = []
    if event:
        lines.append(f"event: {event}")
    if event_id is not None:
        lines.append(f"id: {event_id}")
    lines.append("data: " + json.dumps(data, separators=(",", ":")))
    return "\n".join(lines) + "\n\n"


STREAM_MAX_CONNECTIONS = 20000


def blocking_redis():
    """A client for blocking reads (XREAD BLOCK): no socket timeout, a pool as large as the streams.

    redis-py 8 defaults to a 5 s socket timeout and 100 connections per pool; each open stream
    holds one connection while it blocks, so streams get their own pool and never starve the
    requests that play moves.
    """
    client = current_app.extensions.get("redis_blocking")
    if client is None:
        client = redis.Redis.from_url(current_app.config["REDIS_URL"], socket_timeout=None,
                                      max_connections=STREAM_MAX_CONNECTIONS)
        current_app.extensions["redis_blocking"] = client
    return client


def wait_for_events(redis_client, game_id: str, after: int, seconds: float) -> bool:
    """Block until the game has an event with seq > after, or `seconds` pass; True if it has."""
    if seconds <= 0:
        return False
    res = redis_client.xread({key(game_id, "events"): f"0-{after}"}, count=1, block=int(seconds * 1000))
    return bool(res)


def _resume_from() -> int | None:
    raw = request.headers.get("Last-Event-ID")
    if raw is None or raw.strip() == "":
        raw = request.args.get("after")
    if raw is None:
        return None
    raw = raw.strip()
    if not raw.isdigit() or len(raw) > 12:
        raise BadRequest("Last-Event-ID (or after) must be an event seq", errors={"Last-Event-ID": "not a seq"})
    return int(raw)


@bp.get("/v1/games/<game_id>/stream")
def stream(game_id: str):
    """Server-Sent Events: the game, then every event (redacted for the caller), resumable."""
    loaded, seat = _caller(game_id)
    resume = _resume_from()
    svc = games()
    redis_client = blocking_redis()
    heartbeat = float(current_app.config.get("STREAM_HEARTBEAT_SECONDS")
                      or os.environ.get("STREAM_HEARTBEAT_SECONDS", "15"))
    if resume is not None and loaded.finished and resume >= loaded.version:
        return Response(status=204)
    rs = loaded.ruleset
    stream_key = key(game_id, "events")

    def generate():
        finished = loaded.finished
        if resume is None:
            yield _sse(svc.game_json(loaded, seat), loaded.version, "game")
            cursor = loaded.version
        else:
            cursor = resume
        yield "retry: 2000\n\n"
        while True:
            envs = svc.store.read(game_id, after=cursor, count=READ_BATCH)
            if not envs:
                if finished:
                    yield _sse({"version": cursor}, None, "end")
                    return
                res = redis_client.xread({stream_key: f"0-{cursor}"}, count=READ_BATCH,
                                         block=max(1, int(heartbeat * 1000)))
                if not res:
                    yield ": heartbeat\n\n"
                    continue
                envs = [json.loads(fields[b"e"]) for _, fields in res[0][1]]
            for env in envs:
                if env["seq"] <= cursor:  # never twice
                    continue
                if env["type"] == "GameFinished":
                    finished = True
                yield _sse(rs.redact(env, seat, finished), env["seq"])
                cursor = env["seq"]

    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    return Response(generate(), mimetype="text/event-stream", headers=headers)
