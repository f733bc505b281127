"""GET /v1/me/stream: one connection for all of an account's games (Lichess's event stream is the
model). Every event of every seat the account holds, and of its challenges, as Server-Sent Events
(ids = the account stream's ids, resumable with Last-Event-ID) or as ndjson (`Accept:
application/x-ndjson`, one JSON object a line, the id in it; an empty line is a heartbeat).

A new connection (not a resume) first sends `games`: the account's games as `/v1/me/games`
answers them, so a bot knows at once where it is to move; then each event as it happens. A resume
from an id older than what the account still keeps (its newest MAX_EVENTS) would miss events, so it
is answered as a new connection, its `games` marked `"gap": true` with a sentence saying so, and
with the id it is current to (a reconnect resumes after it). The
events come from the account's stream (service/notify/account_events.py); a connection costs one
blocking Redis read at a time (the streams' own pool), nothing per game.
"""
from __future__ import annotations

import json
import os

from flask import Blueprint, Response, current_app, request

from service.notify.account_events import MAX_EVENTS, AccountEvents, events_key, valid_id
from service.people.account_seats import AccountSeats
from service.storage.errors import BadRequest

from .auth import require
from .caller import games
from .blocking import blocking_redis
from .challenges import CHALLENGES_403
from .openapi_parts import ACCOUNT, R400, R429, SIGNED_OUT_401, operation, ref
from .stream import sse_frame
from .i18n import words_language

bp = Blueprint("me_stream", __name__)
NDJSON = "application/x-ndjson"
READ_BATCH = 100


def _resume_from() -> str | None:
    raw = (request.headers.get("Last-Event-ID") or "").strip() or (request.args.get("after") or "").strip()
    if not raw:
        return None
    if not valid_id(raw):
        raise BadRequest("Last-Event-ID (or after) must be an id of this stream, such as 1764000000000-0",
                         errors={"Last-Event-ID": "not a stream id"})
    return raw


def _wants_ndjson() -> bool:
    accept = request.accept_mimetypes
    return accept.quality(NDJSON) > accept.quality("text/event-stream")


def _ndjson(data: dict, event_id: str | None, event: str) -> str:
    line = {"type": event, **data} if event == "games" else dict(data)
    if event_id is not None:
        line["id"] = event_id
    return json.dumps(line, separators=(",", ":")) + "\n"


@bp.get("/v1/me/stream")
@operation({
    "tags": ["lobby"], "operationId": "streamMyEvents",
    "summary": "One stream for all of the account's games: game started, your turn, game over, invite "
               "accepted and its challenges, for every seat it holds.",
    "description": "Server-Sent Events (`event:` the type, `id:` the account stream's id, `data:` an "
                   "`AccountEvent`), or with `Accept: application/x-ndjson` one JSON object a line (an empty "
                   "line is a heartbeat). A new connection first sends `games` (what `/v1/me/games` answers, "
                   "no id); a resume (`Last-Event-ID` or `?after=`) sends the events after that id instead. "
                   "The last 1000 events of an account are kept: a resume from an id older than those is "
                   "answered as a new connection, `games` with `gap: true`, a `text` saying so, and the id "
                   "it is current to.",
    "parameters": [{"name": "Last-Event-ID", "in": "header", "required": False,
                    "schema": {"type": "string", "pattern": "^[0-9]+-[0-9]+$"}},
                   {"name": "after", "in": "query", "required": False, "description": "as Last-Event-ID",
                    "schema": {"type": "string", "pattern": "^[0-9]+-[0-9]+$"}}],
    "security": ACCOUNT,
    "responses": {"200": {"description": "An event stream.", "content": {
        "text/event-stream": {"schema": {"type": "string"}},
        "application/x-ndjson": {"schema": ref("AccountEvent")}}},
        "400": R400, "401": SIGNED_OUT_401, "403": CHALLENGES_403, "429": R429},
})
def me_stream():
    """The caller's account's events, live: SSE, or ndjson by Accept; resumable."""
    c = require("read")
    resume = _resume_from()
    ndjson = _wants_ndjson()
    heartbeat = float(current_app.config.get("STREAM_HEARTBEAT_SECONDS")
                      or os.environ.get("STREAM_HEARTBEAT_SECONDS", "15"))
    events = AccountEvents(games().store.r)
    # a resume from an id the stream no longer reaches back to would miss events: it is answered
    # as a new connection is, the games as they are now, marked as a gap
    gap = resume is not None and events.missed_after(c.account, resume)
    # where to start is read before the snapshot: an event meanwhile is sent, never lost
    fresh = resume is None or gap
    cursor = events.last_id(c.account) if fresh else resume
    snapshot = AccountSeats(games().store.r, games()).my_games(c.account, words_language()) if fresh else None
    if gap:
        snapshot = {**snapshot, "gap": True,
                    "text": f"Some events after {resume} are no longer kept (an account keeps its newest "
                            f"{MAX_EVENTS}): these are your games as they are now, and the stream goes on from here."}
    reader = blocking_redis()
    stream_key = events_key(c.account)
    frame = _ndjson if ndjson else sse_frame
    beat = "\n" if ndjson else ": heartbeat\n\n"

    def generate():
        position = cursor
        if not ndjson:
            yield "retry: 2000\n\n"
        if snapshot is not None:
            # a gap's snapshot carries the id it is current to, so a reconnect resumes after it
            yield frame(snapshot, cursor if gap else None, "games")
        while True:
            res = reader.xread({stream_key: position}, count=READ_BATCH, block=max(1, int(heartbeat * 1000)))
            if not res:
                yield beat
                continue
            for raw_id, fields in res[0][1]:
                position = raw_id.decode() if isinstance(raw_id, bytes) else raw_id
                record = json.loads(fields[b"e"] if b"e" in fields else fields["e"])
                yield frame(record, position, record["type"])

    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    return Response(generate(), mimetype=NDJSON if ndjson else "text/event-stream", headers=headers)
