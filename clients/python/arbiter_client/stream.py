"""Server-Sent Events as an iterator that survives dropped connections.

`EventStream(http, source)` yields `StreamItem`s: first (unless resuming) the whole game as the
caller sees it, then every event, then `end` once the game has finished. When a connection drops
(a network error, a server restart, a stall longer than `read_timeout`) it connects again through
`source`, which opens a fresh stream ticket and resumes after the last id it yielded: nothing lost,
nothing twice.

A `Source` says where a stream comes from; `GameSource` is one game's (`/v1/games/{id}/stream`),
`AccountSource` an account's stream of all its games and challenges (`/v1/me/stream`). Items
carry the id of the game they belong to, so one iterator serves both.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Protocol

import httpx

from .errors import problem_from


@dataclass(frozen=True)
class StreamItem:
    """One message: `game` (the whole game; id = its version), `event` (id = seq) or `end`."""

    game_id: str
    kind: str
    id: str | None
    data: dict[str, Any]

    @property
    def seq(self) -> int | None:
        """The event's seq (or the version a `game` message shows)."""
        return int(self.id) if self.id is not None and self.id.isdigit() else None


@dataclass(frozen=True)
class Connection:
    """How to open one connection: the URL, its query and headers."""

    url: str
    params: dict[str, str]
    headers: dict[str, str]


class Source(Protocol):
    """Where a stream comes from and how to resume it."""

    def connect(self, last_id: str | None) -> Connection:
        """A new connection resuming after `last_id` (None: from the start)."""

    def game_of(self, kind: str, data: dict[str, Any]) -> str:
        """The game a message belongs to."""

    def kind_of(self, event: str) -> str:
        """The item kind of an SSE event name."""


class GameSource:
    """One game's stream: a seat's (a fresh single-use ticket per connection) or a spectator's."""

    def __init__(self, game_id: str, ticket: Callable[[], str] | None):
        self.game_id, self.ticket = game_id, ticket

    def connect(self, last_id: str | None) -> Connection:
        """The stream URL with a new ticket (a seat) and `after` (a resume)."""
        params = {} if last_id is None else {"after": last_id}
        if self.ticket is not None:
            params["ticket"] = self.ticket()
        return Connection(f"/v1/games/{self.game_id}/stream", params, {})

    def game_of(self, kind: str, data: dict[str, Any]) -> str:
        """Every message of this stream is of this game."""
        return self.game_id

    def kind_of(self, event: str) -> str:
        """`game`, `end`, else `event` (a game's events come as unnamed messages)."""
        return {"game": "game", "end": "end"}.get(event, "event")


class AccountSource:
    """An account's stream of all its games (`/v1/me/stream`) with its API token: `games` first (what
    /v1/me/games answers), then `game_started`, `your_turn`, `game_over`, `invite_accepted` and the
    `challenge*` events as they happen; resumed with `after=` the last id. It never ends by itself."""

    def __init__(self, token: str):
        self.token = token

    def connect(self, last_id: str | None) -> Connection:
        """The account stream, resuming after `last_id`."""
        params = {} if last_id is None else {"after": last_id}
        return Connection("/v1/me/stream", params, {"Authorization": f"Bearer {self.token}"})

    def game_of(self, kind: str, data: dict[str, Any]) -> str:
        """The game an event is about ("" for one that has none: `games`, a challenge not accepted)."""
        return data.get("game_id") or ""

    def kind_of(self, event: str) -> str:
        """The event's own type (`your_turn`, ...)."""
        return event


def sse_messages(lines: Iterator[str]) -> Iterator[tuple[str, str | None, str]]:
    """(event, id, data) of each message of an SSE text stream; comments (heartbeats) skipped."""
    event, ident, data = "message", None, []
    for line in lines:
        if not line:
            if data:
                yield event, ident, "\n".join(data)
            event, ident, data = "message", None, []
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "event":
            event = value
        elif name == "id":
            ident = value
        elif name == "data":
            data.append(value)


class EventStream:
    """Iterate a source's messages across reconnects; ends after `end` or a 204 (nothing left)."""

    def __init__(self, http: httpx.Client, source: Source, after: int | str | None = None, *,
                 read_timeout: float = 45.0, max_failures: int = 8, backoff: float = 0.5):
        self.http, self.source = http, source
        self.last_id = None if after is None else str(after)
        self.read_timeout, self.max_failures, self.backoff = read_timeout, max_failures, backoff

    def __iter__(self) -> Iterator[StreamItem]:
        failures = 0
        while True:
            try:
                for item in self._connection():
                    failures = 0
                    yield item
                    if item.kind == "end":
                        return
                return  # 204: a finished game with nothing after last_id
            except (httpx.TransportError, _Dropped) as exc:
                failures += 1
                if failures > self.max_failures:
                    raise ConnectionError(f"the stream dropped {failures} times in a row: {exc}") from exc
                time.sleep(min(self.backoff * 2 ** (failures - 1), 5.0))

    def _connection(self) -> Iterator[StreamItem]:
        c = self.source.connect(self.last_id)
        timeout = httpx.Timeout(10.0, read=self.read_timeout)  # the server's heartbeats keep a live one busy
        with self.http.stream("GET", c.url, params=c.params, headers=c.headers, timeout=timeout) as resp:
            if resp.status_code == 204:
                return
            if resp.status_code >= 400:
                raise problem_from(resp.status_code, resp.headers, resp.read())
            for event, ident, data in sse_messages(resp.iter_lines()):
                kind = self.source.kind_of(event)
                payload = json.loads(data)
                item = StreamItem(self.source.game_of(kind, payload), kind, ident, payload)
                if kind == "event" and self._seen(ident):
                    continue  # never twice, should a server repeat itself
                if ident is not None:
                    self.last_id = ident
                yield item
                if kind == "end":
                    return
        raise _Dropped("the server closed the stream before the game ended")

    def _seen(self, ident: str | None) -> bool:
        """Whether a numbered event is at or before the last one yielded."""
        return (ident is not None and self.last_id is not None and ident.isdigit() and self.last_id.isdigit()
                and int(ident) <= int(self.last_id))


class _Dropped(Exception):
    """The connection ended without the stream's end."""
