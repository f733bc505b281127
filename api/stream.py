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
Browsers: an EventSource cannot send Authorization, so a seat first trades its token for a stream
ticket (`POST /v1/games/{id}/stream-tickets`): 128 random bits, good for one stream, for
TICKET_SECONDS, for that seat only, stored as its SHA-256 under the game's hash tag and consumed
atomically (GETDEL). `GET .../stream?ticket=T` then opens that seat's stream; the long-lived token
never appears in a URL, a log line or a browser history.
Resuming: `Last-Event-ID: N` (or `?after=N`) sends the events after N, without the game message;
the ids are the event seqs (and the game message's id is the version it shows), so a resume
has no gap and no duplicate. A resume of a finished game with nothing left answers 204, which
tells an EventSource to stop reconnecting.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import queue
import secrets
import threading
import time
from datetime import datetime, timedelta, timezone

from flask import Blueprint, Response, current_app, request

from service.storage.errors import BadRequest, Unauthorized
from service.storage.store import key
from service.notify.chat import decode_row
from service.notify.presence import Presence
from service.table.words import Narrator

# blocking_redis and wait_for_events live in api/blocking.py; still importable from here for one release
from .blocking import blocking_redis, wait_for_events  # noqa: F401
from .caller import game_and_seat, games
from . import responses as R
from .openapi_parts import (BEARER_OPTIONAL, BEARER_REQUIRED, GAME_ID, R429, READ_ERRORS, body, operation,
                            plain_json, query_param)
from .i18n import words_language

bp = Blueprint("stream", __name__)
log = logging.getLogger("arbiter.stream")
# ARBITER_STREAM_TRACE=1: every stream's and feed's steps on stderr (which game, which process), to
# find out why a live page did not hear an event; off by default, it is a line per event per stream
TRACE = os.environ.get("ARBITER_STREAM_TRACE", "") == "1"


def _trace(msg: str, *args) -> None:
    if TRACE:
        now = datetime.now(timezone.utc)
        log.warning("stream trace %s.%03d [%s] " + msg, now.strftime("%H:%M:%S"), now.microsecond // 1000,
                    os.getpid(), *args)
READ_BATCH = 500
SUBSCRIBER_BACKLOG = 1000  # batches of events a stream may fall behind before it is closed
TICKET_SECONDS = 60


def _ticket_key(game_id: str, ticket: str) -> str:
    return key(game_id, "ticket:" + hashlib.sha256(ticket.encode()).hexdigest())


@bp.post("/v1/games/<game_id>/stream-tickets")
@operation({
    "tags": ["games"], "operationId": "createStreamTicket",
    "summary": "Trade the seat's bearer token for a short-lived (60 s), single-use ticket that opens that "
               "seat's stream as `GET /stream?ticket=...`: a browser's EventSource cannot send "
               "Authorization, and the long-lived token must not go in a URL.",
    "parameters": [GAME_ID], "security": BEARER_REQUIRED,
    "responses": {"201": plain_json("The ticket.", body(R.lobby.StreamTicketSchema)), **READ_ERRORS, "429": R429},
})
def stream_ticket(game_id: str):
    """Trade the seat's bearer token for a short-lived, single-use ticket to open its stream."""
    loaded, seat = game_and_seat(game_id)
    if seat is None:
        raise Unauthorized("a stream ticket is for a seat: send Authorization: Bearer <seat token> "
                        "(spectators open the stream without a ticket)")
    ticket = secrets.token_urlsafe(16)
    current_app.extensions["redis"].set(_ticket_key(game_id, ticket), seat, ex=TICKET_SECONDS)
    expires = datetime.now(timezone.utc) + timedelta(seconds=TICKET_SECONDS)
    body = {"ticket": ticket, "seat": seat, "expires_at": expires.isoformat(timespec="seconds").replace("+00:00", "Z"),
            "stream": f"/v1/games/{game_id}/stream?ticket={ticket}"}
    resp = current_app.response_class(json.dumps(body), status=201, mimetype="application/json")
    resp.headers["Cache-Control"] = "no-store"
    return resp


def _stream_caller(game_id: str):
    """(loaded game, seat): from a stream ticket when one is given, else from the bearer token."""
    ticket = request.args.get("ticket")
    if ticket is None:
        return game_and_seat(game_id)
    if request.headers.get("Authorization"):
        raise BadRequest("send either a stream ticket or an Authorization header, not both",
                         errors={"ticket": "with Authorization"})
    raw = current_app.extensions["redis"].getdel(_ticket_key(game_id, ticket))
    if raw is None:
        raise Unauthorized("this stream ticket is unknown, already used or expired: ask for a new one "
                           "with POST /v1/games/{id}/stream-tickets")
    loaded, _ = game_and_seat(game_id)
    return loaded, int(raw)


def sse_frame(data: dict, event_id: int | None = None, event: str | None = None) -> str:
    lines = []
    if event:
        lines.append(f"event: {event}")
    if event_id is not None:
        lines.append(f"id: {event_id}")
    lines.append("data: " + json.dumps(data, separators=(",", ":")))
    return "\n".join(lines) + "\n\n"


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


class Subscriber:
    """One stream's inbox: batches of envelopes, and whether it fell too far behind."""

    def __init__(self):
        self.queue = queue.Queue(maxsize=SUBSCRIBER_BACKLOG)
        self.overflowed = False


class Feed:
    """One game's new events in one process: one XREAD BLOCK loop fans out to every stream.

    A thousand spectators of a game cost one Redis connection and one read per event in each
    worker process, and each event is redacted and serialised once per audience (seat), not once
    per client. Subscribers get envelopes through a queue; they read what they missed from the
    store themselves, so a subscriber never depends on when the feed started.
    """

    def __init__(self, hub: "Hub", game_id: str):
        self.hub, self.game_id = hub, game_id
        self.subscribers: set = set()
        self.rendered: dict = {}  # (seq, seat, finished) -> SSE text, the newest few
        self.narrator: Narrator | None = None  # the events in words, made on the first render
        entries = hub.redis.xrevrange(key(game_id, "events"), "+", "-", count=1)
        self.last = int(entries[0][0].split(b"-")[1]) if entries else 0
        # table talk rides the same read (its own stream, same hash tag): chat messages are
        # handed to subscribers as ("chat", [messages]) beside the event batches
        talk = hub.redis.xrevrange(key(game_id, "chat"), "+", "-", count=1)
        self.chat_last = talk[0][0] if talk else b"0-0"
        _trace("feed %s made at event %s", game_id, self.last)

    def meta(self) -> dict:
        """The game's metadata now (the names answers show: service/table/seat_names.py)."""
        raw = self.hub.redis.hgetall(key(self.game_id, "meta"))
        return {(k.decode() if isinstance(k, bytes) else k): (v.decode() if isinstance(v, bytes) else v)
                for k, v in raw.items()}

    def render(self, env: dict, seat, finished: bool, rs, state_at, lang: str = "en") -> str:
        """The SSE message of an event for one audience (seat and language), with its words; made once
        per audience."""
        k = (env["seq"], seat, finished, lang)
        text = self.rendered.get(k)
        if text is None:
            if self.narrator is None:
                self.narrator = Narrator(rs, state_at, self.meta)
            text = sse_frame(self.narrator.describe(env, seat, finished, lang), env["seq"])
            self.rendered[k] = text
            if len(self.rendered) > 256:
                self.rendered.pop(next(iter(self.rendered)))
        return text

    def run(self) -> None:
        stream_key = key(self.game_id, "events")
        chat_key = key(self.game_id, "chat")
        while True:
            with self.hub.lock:
                if not self.subscribers:
                    self.hub.feeds.pop(self.game_id, None)
                    _trace("feed %s ends: nobody listens", self.game_id)
                    return
            try:
                res = self.hub.redis.xread({stream_key: f"0-{self.last}", chat_key: self.chat_last},
                                           count=READ_BATCH, block=5000)
            except Exception as exc:  # noqa: BLE001 - Redis went away: subscribers fall back to the store
                _trace("feed %s could not read: %r", self.game_id, exc)
                time.sleep(1)
                res = None
            if not res:
                continue
            try:
                self._hand_out(res, chat_key)
            except Exception:  # noqa: BLE001 - a feed that died would leave its game's streams silent
                log.exception("the live feed of game %s could not hand out what it read; it reads on", self.game_id)

    def _hand_out(self, res, chat_key: str) -> None:
        for name, rows in res:
            if (name.decode() if isinstance(name, bytes) else name) == chat_key:
                self.chat_last = rows[-1][0]
                self._fan_out(("chat", [decode_row(row) for row in rows]))
            else:
                envs = [json.loads(fields[b"e"]) for _, fields in rows]
                self.last = envs[-1]["seq"]
                _trace("feed %s read events %s-%s for %d stream(s)", self.game_id, envs[0]["seq"], self.last,
                       len(self.subscribers))
                self._fan_out(envs)

    def _fan_out(self, item) -> None:
        with self.hub.lock:
            subs = list(self.subscribers)
        for q in subs:
            try:
                q.queue.put_nowait(item)
            except queue.Full:  # a client that does not read: drop it; it resumes with Last-Event-ID
                with self.hub.lock:
                    self.subscribers.discard(q)
                q.overflowed = True


class Hub:
    """The feeds of this process (one per game being streamed)."""

    def __init__(self, redis_client):
        self.redis = redis_client
        self.lock = threading.Lock()
        self.feeds: dict[str, Feed] = {}

    def subscribe(self, game_id: str):
        q = Subscriber()
        with self.lock:
            feed = self.feeds.get(game_id)
            new = feed is None
            if new:
                feed = self.feeds[game_id] = Feed(self, game_id)
            feed.subscribers.add(q)
        _trace("feed %s %s, %d stream(s) now", game_id, "started" if new else "joined", len(feed.subscribers))
        if new:
            threading.Thread(target=feed.run, name=f"feed-{game_id}", daemon=True).start()
        return feed, q

    def unsubscribe(self, feed: Feed, q) -> None:
        with self.lock:
            feed.subscribers.discard(q)


def hub() -> Hub:
    h = current_app.extensions.get("stream_hub")
    if h is None:
        h = current_app.extensions["stream_hub"] = Hub(blocking_redis())
    return h


@bp.get("/v1/games/<game_id>/stream")
@operation({
    "tags": ["games"], "operationId": "streamGame",
    "summary": "Server-Sent Events: `event: game` (the whole game, id = version), then each event redacted "
               "for the caller (id = seq), heartbeats, `event: end` when the game has finished.",
    "description": "Resume with `Last-Event-ID` (or `?after=N`): the events after N, no gap, no duplicate. "
                   "A resume of a finished game with nothing left is 204 (an EventSource stops).",
    "parameters": [GAME_ID,
                   {"name": "Last-Event-ID", "in": "header", "required": False, "schema": {"type": "string"}},
                   query_param("after", "resume after this seq (as Last-Event-ID)", {"type": "integer", "minimum": 0}),
                   query_param("ticket", "a stream ticket from POST /stream-tickets, for browsers' EventSource, "
                                         "which cannot send Authorization (single use, 60 s)", {"type": "string"})],
    "security": BEARER_OPTIONAL,
    "responses": {"200": {"description": "An event stream.",
                          "content": {"text/event-stream": {"schema": {"type": "string"}}}},
                  "204": {"description": "The game has finished and nothing is left after Last-Event-ID."},
                  **READ_ERRORS, "429": R429},
})
def stream(game_id: str):
    """Server-Sent Events: the game, then every event (redacted for the caller), resumable."""
    loaded, seat = _stream_caller(game_id)
    lang = words_language()  # the stream's words: the language of the request that opens it
    resume = _resume_from()
    svc = games()
    heartbeat = float(current_app.config.get("STREAM_HEARTBEAT_SECONDS")
                      or os.environ.get("STREAM_HEARTBEAT_SECONDS", "15"))
    if resume is not None and loaded.finished and resume >= loaded.version:
        return Response(status=204)
    rs = loaded.ruleset
    feeds = hub()
    # a seat's open stream is its presence: the notifications do not tell a seat that is watching
    presence = Presence(current_app.extensions["redis"]) if seat is not None and not loaded.finished else None
    present_for = heartbeat * 2 + 5  # renewed with every heartbeat; counts this long after the last
    stream_id = secrets.token_hex(8)

    def state_at(version: int):
        return svc.state_at(svc.load(game_id), version)

    def _talk(messages):
        from service.notify.chat import Chat

        if seat is None and loaded.meta.get("chat_spectators") != "1":
            return
        muted = Chat(svc.store.r).hidden(game_id, seat)  # its mutes and the accounts it blocked
        for m in messages:
            if m["seat"] not in muted:
                yield sse_frame(m, None, "chat")

    def generate():
        """The stream, its seat present while it is open (closed however it ends)."""
        if presence is None:
            yield from messages()
            return
        presence.quietly(presence.here, game_id, seat, stream_id, present_for)
        try:
            yield from messages()
        finally:
            presence.quietly(presence.gone, game_id, seat, stream_id)

    def messages():
        _trace("stream of game %s for seat %s opens at version %s (resume %s)", game_id, seat, loaded.version, resume)
        finished = loaded.finished
        renewed = time.monotonic()
        if resume is None:
            yield sse_frame(svc.game_json(loaded, seat, lang), loaded.version, "game")
            cursor = loaded.version
        else:
            cursor = resume
        yield "retry: 2000\n\n"
        beats = 0
        feed, q = feeds.subscribe(game_id)  # subscribe first, then catch up: no gap
        _trace("stream of game %s for seat %s subscribed after %s", game_id, seat, cursor)
        try:
            pending = svc.store.read(game_id, after=cursor, count=READ_BATCH)
            while True:
                if not pending:
                    if finished:
                        yield sse_frame({"version": cursor}, None, "end")
                        return
                    if q.overflowed:
                        return  # too far behind: the client reconnects and catches up from the store
                    try:
                        pending = q.queue.get(timeout=heartbeat)
                    except queue.Empty:
                        yield ": heartbeat\n\n"
                        beats += 1
                        if presence is not None:  # the write went through: the page is still there
                            presence.quietly(presence.here, game_id, seat, stream_id, present_for)
                            renewed = time.monotonic()
                        if beats % 5 == 0:
                            _trace("stream of game %s for seat %s: %d heartbeats at %s", game_id, seat, beats, cursor)
                        continue
                    _trace("stream of game %s for seat %s was handed %s", game_id, seat,
                           "talk" if isinstance(pending, tuple) else f"events {pending[0]['seq']}-{pending[-1]['seq']}"
                           if pending else "nothing")
                    if isinstance(pending, tuple):  # table talk: no id, so Last-Event-ID stays an event seq
                        yield from _talk(pending[1])
                        pending = []
                        continue
                    if pending and pending[0]["seq"] > cursor + 1:  # never a gap: fill it from the store
                        pending = svc.store.read(game_id, after=cursor, count=READ_BATCH)
                for env in pending:
                    if env["seq"] <= cursor:  # never twice
                        continue
                    if env["type"] == "GameFinished":
                        finished = True
                    yield feed.render(env, seat, finished, rs, state_at, lang)
                    cursor = env["seq"]
                    if presence is not None and time.monotonic() - renewed > heartbeat:  # a busy game
                        presence.quietly(presence.here, game_id, seat, stream_id, present_for)
                        renewed = time.monotonic()
                    _trace("stream of game %s for seat %s sent event %s", game_id, seat, cursor)
                pending = []
                if len(pending) == 0 and cursor < feed.last:  # a long backlog: read the rest
                    pending = svc.store.read(game_id, after=cursor, count=READ_BATCH)
        finally:
            feeds.unsubscribe(feed, q)
            _trace("stream of game %s for seat %s closed at %s", game_id, seat, cursor)

    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no", "Vary": "Accept-Language"}
    return Response(generate(), mimetype="text/event-stream", headers=headers)
