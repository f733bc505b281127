"""People over real HTTP (gunicorn, gevent workers): an account signs up with a passkey, plays its
seat with the session cookie, follows its seat's stream with the cookie alone (no ticket, no token
in a URL) and sees table talk arrive live in it, while spectators of a seats-only chat see none."""
from __future__ import annotations

import json
import socket
import threading

import pytest
import requests

from tests.passkeys import SoftAuthenticator


@pytest.fixture(scope="module")
def base(live_server):
    return live_server.replace("127.0.0.1", "localhost")


def _csrf(s: requests.Session) -> dict:
    return {"X-CSRF-Token": s.cookies.get("arbiter_csrf")}


def _sign_up(base: str, name: str) -> requests.Session:
    s = requests.Session()
    auth = SoftAuthenticator(base)
    opts = s.post(f"{base}/v1/auth/signup/options", json={"display_name": name}, timeout=10).json()
    resp = s.post(f"{base}/v1/auth/signup", json={"ceremony": opts["ceremony"], "credential": auth.create(opts["publicKey"])},
                  timeout=10)
    assert resp.status_code == 201, resp.text
    return s


def _hang_up(*streams) -> None:
    """Close streams that a reader thread is blocked on: shut the socket first, so the reader's recv
    returns now (closing the response alone waits for the reader's lock, until the next heartbeat)."""
    for resp in streams:
        sock = getattr(getattr(resp.raw, "connection", None), "sock", None)
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        resp.close()


def _events(resp, out: list, stop: threading.Event):
    kind = None
    try:
        for raw in resp.iter_lines(decode_unicode=True):
            if stop.is_set():
                return
            if raw.startswith("event: "):
                kind = raw[7:]
            elif raw.startswith("data: "):
                out.append((kind or "message", json.loads(raw[6:])))
                kind = None
    except (requests.RequestException, AttributeError, ValueError):
        return  # the test closed the stream under the reader


def test_a_session_follows_its_seat_stream_and_table_talk_arrives_live(base):
    import secrets

    me = _sign_up(base, f"Streamer {secrets.token_hex(2)}")
    game = me.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Bo"}]},
                   headers=_csrf(me), timeout=10).json()
    gid, bo = game["id"], {"Authorization": f"Bearer {game['seats'][1]['token']}"}
    seen, watched, stop = [], [], threading.Event()
    mine = me.get(f"{base}/v1/games/{gid}/stream", stream=True, timeout=30)
    spectator = requests.get(f"{base}/v1/games/{gid}/stream", stream=True, timeout=30)
    threads = [threading.Thread(target=_events, args=(r, out, stop), daemon=True)
               for r, out in ((mine, seen), (spectator, watched))]
    for t in threads:
        t.start()
    try:
        for _ in range(100):  # a stream follows table talk from when it subscribed: say it until heard
            if any(k == "chat" for k, _ in seen):
                break
            if seen and _ % 10 == 0:
                assert requests.post(f"{base}/v1/games/{gid}/chat", json={"text": "your move, friend"}, headers=bo,
                                     timeout=10).status_code == 201
            threading.Event().wait(0.1)
        assert seen[0][0] == "game" and seen[0][1]["your_seat"] == 0  # the cookie's seat, no ticket
        chat = [d for k, d in seen if k == "chat"]
        assert chat and chat[0]["text"] == "your move, friend" and chat[0]["seat"] == 1
        assert not [d for k, d in watched if k == "chat"]  # seats-only table talk
    finally:
        stop.set()
        _hang_up(mine, spectator)


def test_anonymous_seat_tokens_keep_working_beside_accounts(base):
    game = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]},
                         timeout=10).json()
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    view = requests.get(f"{base}/v1/games/{game['id']}", headers={"Authorization": f"Bearer {tokens[0]}"}, timeout=10)
    assert view.status_code == 200 and view.json()["your_seat"] == 0
    mine = requests.get(f"{base}/v1/me/games", headers={"Authorization": f"Bearer {tokens[0]},{tokens[1]}"}, timeout=10)
    assert sorted(g["your_seat"] for g in mine.json()["games"]) == [0, 1]


def test_a_blocked_accounts_table_talk_never_reaches_the_blockers_live_stream(base):
    import secrets

    ana = _sign_up(base, f"Ana Blocks {secrets.token_hex(2)}")
    bo = _sign_up(base, f"Bo Blocked {secrets.token_hex(2)}")
    game = ana.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"open": True}]},
                    headers=_csrf(ana), timeout=10).json()
    gid = game["id"]
    assert bo.post(f"{base}/v1/games/{gid}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                   headers=_csrf(bo), timeout=10).status_code == 200
    assert ana.post(f"{base}/v1/account/blocks", json={"game_id": gid, "seat": 1}, headers=_csrf(ana),
                    timeout=10).status_code == 201
    seen, stop = [], threading.Event()
    mine = ana.get(f"{base}/v1/games/{gid}/stream", stream=True, timeout=30)
    reader = threading.Thread(target=_events, args=(mine, seen, stop), daemon=True)
    reader.start()
    try:
        for i in range(100):  # the blocked account talks first, then Ana; once Ana's words arrive, his came before
            if any(k == "chat" and d["seat"] == 0 for k, d in seen):
                break
            if seen and i % 10 == 0:
                assert bo.post(f"{base}/v1/games/{gid}/chat", json={"text": "words Ana never sees"},
                               headers=_csrf(bo), timeout=10).status_code == 201
                assert ana.post(f"{base}/v1/games/{gid}/chat", json={"text": "is anyone there?"},
                                headers=_csrf(ana), timeout=10).status_code == 201
            threading.Event().wait(0.1)
        chat = [d for k, d in seen if k == "chat"]
        assert chat and {m["text"] for m in chat} == {"is anyone there?"}, chat
    finally:
        stop.set()
        _hang_up(mine)
