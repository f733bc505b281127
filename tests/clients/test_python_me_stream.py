"""The Python client's `me_stream()` over real HTTP (gunicorn, gevent workers): a bot with one API
token follows all its games on one connection, and a dropped connection resumes after the last id
it yielded (nothing lost, nothing twice)."""
from __future__ import annotations

import secrets
import threading

import httpx
import requests
from arbiter_client import Arbiter

from tests.clients.test_python_stream import Cut
from tests.conftest import wait_for
from tests.passkeys import SoftAuthenticator


class DropFirstStream(httpx.BaseTransport):
    """The real service; the first `/v1/me/stream` breaks off after `limit` bytes."""

    def __init__(self, limit: int):
        self.inner, self.limit, self.streams, self.open, self.closed = httpx.HTTPTransport(), limit, [], [], False

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if self.closed:
            raise httpx.ConnectError("the test is over")
        resp = self.inner.handle_request(request)
        if request.url.path == "/v1/me/stream":
            self.streams.append(dict(request.url.params))
            self.open.append(resp)
            if len(self.streams) == 1:
                return httpx.Response(resp.status_code, headers=resp.headers, stream=Cut(resp.stream, self.limit))
        return resp

    def close_all(self) -> None:
        """End the test's connections (the server's stream ends at its next heartbeat)."""
        self.closed = True
        for resp in self.open:
            resp.close()


def account_token(base: str) -> str:
    """Sign up over HTTP with a software passkey and make an API token (play, read)."""
    s = requests.Session()
    auth = SoftAuthenticator(base)
    opts = s.post(f"{base}/v1/auth/signup/options", json={"display_name": f"Bot {secrets.token_hex(3)}"},
                  timeout=10).json()
    assert s.post(f"{base}/v1/auth/signup", json={"ceremony": opts["ceremony"],
                                                 "credential": auth.create(opts["publicKey"])}, timeout=10).ok
    made = s.post(f"{base}/v1/account/tokens", json={"name": "bot", "scopes": ["play", "read"]},
                  headers={"X-CSRF-Token": s.cookies.get("arbiter_csrf")}, timeout=10)
    assert made.status_code == 201, made.text
    return made.json()["token"]


def two_games_awaiting_the_bot(base: str, bearer: dict) -> set[str]:
    """Two grove games the account (`bearer`) makes with itself in seat 0 and Bo in seat 1; Bo (its
    seat token) moves until the bot is to act in each. Their ids."""
    games = []
    for _ in range(2):
        made = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Bo"}]},
                             headers=bearer, timeout=10)
        assert made.status_code == 201, made.text
        games.append(made.json())
    for g in games:
        bo = {"Authorization": f"Bearer {g['seats'][1]['token']}"}
        for _ in range(60):
            if 0 in requests.get(f"{base}/v1/games/{g['id']}", timeout=10).json()["to_act"]:
                break
            legal = requests.get(f"{base}/v1/games/{g['id']}/legal-moves", headers=bo, timeout=10).json()
            assert requests.post(f"{base}/v1/games/{g['id']}/moves", json={"move": legal["moves"][0]}, headers=bo,
                                 timeout=10).status_code == 201
    return {g["id"] for g in games}


def test_me_stream_follows_two_games_on_one_connection_and_resumes_after_a_drop(live_server):
    base = live_server.replace("127.0.0.1", "localhost")  # passkeys need the name localhost
    token = account_token(base)
    bearer = {"Authorization": f"Bearer {token}"}
    transport = DropFirstStream(limit=900)  # the snapshot and an event or two, then a cut mid-message
    items, stop = [], threading.Event()

    def follow():
        try:
            for item in Arbiter(base, transport=transport).me_stream(token):
                items.append(item)
                if stop.is_set():
                    return
        except ConnectionError:
            if not stop.is_set():  # the client gives up on a closed transport only after the test
                raise

    threading.Thread(target=follow, daemon=True).start()
    wait_for(lambda: items, timeout=30)
    assert items[0].kind == "games" and items[0].id is None
    ids = two_games_awaiting_the_bot(base, bearer)
    try:
        wait_for(lambda: ids <= {i.game_id for i in items if i.kind == "your_turn"}, timeout=30)
    finally:
        stop.set()
        transport.close_all()
    numbered = [i.id for i in items if i.id is not None]
    assert len(numbered) == len(set(numbered))  # nothing twice
    assert len(transport.streams) >= 2 and transport.streams[1].get("after") in numbered  # resumed after an id
    started = {i.game_id for i in items if i.kind == "game_started"}
    assert started == ids  # nothing lost across the drop
