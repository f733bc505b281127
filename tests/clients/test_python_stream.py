"""The Python client's stream survives dropped connections (a fresh ticket and `after=` each
time: nothing lost, nothing twice), and the example bot plays a whole game in under 30 lines."""
from __future__ import annotations

import os
import random
import subprocess
import sys
import threading

import httpx

from arbiter_client import Arbiter, Seat
from arbiter_client.rulesets import GROVE
from tests.clients.conftest import PYTHON_CLIENT

BOT = os.path.join(PYTHON_CLIENT, "examples", "bot.py")


class Cut(httpx.SyncByteStream):
    """A response body that breaks off (a dropped connection) after `limit` bytes."""

    def __init__(self, inner: httpx.SyncByteStream, limit: int):
        self.inner, self.limit = inner, limit

    def __iter__(self):
        sent = 0
        for chunk in self.inner:
            if sent + len(chunk) > self.limit:
                yield chunk[: self.limit - sent]
                raise httpx.ReadError("the test cut the connection")
            sent += len(chunk)
            yield chunk

    def close(self):
        self.inner.close()


class DroppingStreams(httpx.BaseTransport):
    """The real service; each of the first `drops` streams breaks off after `limit` bytes."""

    def __init__(self, drops: int, limit: int):
        self.inner, self.drops, self.limit = httpx.HTTPTransport(), drops, limit
        self.streams, self.tickets = [], 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        resp = self.inner.handle_request(request)
        self.tickets += request.url.path.endswith("/stream-tickets")
        if request.url.path.endswith("/stream"):
            self.streams.append(dict(request.url.params))
            if len(self.streams) <= self.drops:
                return httpx.Response(resp.status_code, headers=resp.headers, stream=Cut(resp.stream, self.limit))
        return resp


def _play_to_the_end(created, pick: random.Random) -> None:
    seats = {s: created.seat(s) for s in created.tokens}
    while True:
        state = created.spectator().state()
        if state.status == "finished":
            return
        game = seats[state.to_act[0]]
        game.play(pick.choice(game.legal_moves()), choose=pick.choice)


def test_a_seats_stream_resumes_after_dropped_connections_with_nothing_lost_or_twice(made_run):
    created = Arbiter(made_run).create(GROVE, [Seat("ana"), Seat("bo")], GROVE.options(turn_limit=30))
    pick = random.Random("stream")
    dropping = DroppingStreams(drops=3, limit=2500)
    watcher = Arbiter(made_run, transport=dropping).seat(GROVE, created.id, created.tokens[0])
    player = threading.Thread(target=_play_to_the_end, args=(created, pick))
    items, connection_of = [], []
    for item in watcher.stream():
        items.append(item)
        connection_of.append(len(dropping.streams))
        if len(items) == 1:
            player.start()  # the game goes on while the stream is read, and dropped
    player.join(60)
    final = created.spectator().state()
    assert final.status == "finished"
    first, events, last = items[0], items[1:-1], items[-1]
    assert first.kind == "game" and first.data["your_seat"] == 0 and last.kind == "end"
    assert [e.seq for e in events] == list(range(first.seq + 1, final.version + 1))
    assert all(e.kind == "event" and e.game_id == created.id for e in events)
    assert len(dropping.streams) == 4 and dropping.tickets == 4  # a fresh ticket for every connection
    # each connection resumes after the last id the stream yielded before it
    for c, params in enumerate(dropping.streams[1:], start=2):
        before = [i for i, conn in zip(items, connection_of) if conn < c]
        assert params.get("after") == (before[-1].id if before else None)
    assert any("after" in params for params in dropping.streams)


def test_a_spectators_stream_of_a_finished_game_is_the_game_then_every_event_then_end(made_run):
    created = Arbiter(made_run).create(GROVE, [Seat("ana"), Seat("bo")], GROVE.options(turn_limit=10))
    _play_to_the_end(created, random.Random("spectator"))
    items = list(created.spectator().stream(after=0))
    final = created.spectator().state()
    assert [i.seq for i in items[:-1]] == list(range(1, final.version + 1)) and items[-1].kind == "end"
    assert list(created.spectator().stream(after=final.version)) == []  # 204: nothing left


def test_the_example_bot_plays_a_whole_game_in_under_30_lines(made_run):
    with open(BOT, encoding="utf-8") as f:
        assert len(f.read().splitlines()) < 30
    done = subprocess.run([sys.executable, BOT, made_run], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, PYTHONPATH=PYTHON_CLIENT))
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    assert " finished at version " in done.stdout
