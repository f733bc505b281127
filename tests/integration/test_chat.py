"""Table talk: its own stream (the game's events and hash chain untouched), seats write, spectators
read only where the game allows it, limits on length and rate, mutes, live in the seat's stream,
in the export only on request."""
from __future__ import annotations

import pytest

from .people import csrf, people_app, sign_up


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def _game(app, spectators=False):
    c = app.test_client()
    body = {"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]}
    if spectators:
        body["chat"] = {"spectators": True}
    g = c.post("/v1/games", json=body).get_json()
    return c, g["id"], {s["seat"]: {"Authorization": f"Bearer {s['token']}"} for s in g["seats"]}


def test_seats_talk_in_their_own_stream_and_the_game_does_not_change(app):
    c, gid, tok = _game(app)
    audit = c.get(f"/v1/games/{gid}/audit").get_json()
    sent = c.post(f"/v1/games/{gid}/chat", json={"text": "  good luck!  "}, headers=tok[0])
    assert sent.status_code == 201 and sent.get_json()["text"] == "good luck!" and sent.get_json()["name"] == "Ana"
    c.post(f"/v1/games/{gid}/chat", json={"text": "you too"}, headers=tok[1])
    read = c.get(f"/v1/games/{gid}/chat", headers=tok[1]).get_json()
    assert [m["text"] for m in read["messages"]] == ["good luck!", "you too"] and read["next"] is None
    after = c.get(f"/v1/games/{gid}/chat?after={read['messages'][0]['id']}", headers=tok[0]).get_json()
    assert [m["text"] for m in after["messages"]] == ["you too"]
    assert c.get(f"/v1/games/{gid}/audit").get_json() == audit  # no event, same head hash


def test_spectators_read_only_where_the_game_allows_and_never_write(app):
    c, gid, tok = _game(app)
    assert c.get(f"/v1/games/{gid}/chat").status_code == 403
    assert c.post(f"/v1/games/{gid}/chat", json={"text": "hi"}).status_code == 401
    c2, gid2, tok2 = _game(app, spectators=True)
    c2.post(f"/v1/games/{gid2}/chat", json={"text": "welcome, watchers"}, headers=tok2[0])
    assert [m["text"] for m in c2.get(f"/v1/games/{gid2}/chat").get_json()["messages"]] == ["welcome, watchers"]
    assert c2.post(f"/v1/games/{gid2}/chat", json={"text": "hi"}).status_code == 401


def test_length_and_bad_input_name_the_field(app):
    c, gid, tok = _game(app)
    long = c.post(f"/v1/games/{gid}/chat", json={"text": "x" * 501}, headers=tok[0])
    assert long.status_code == 400 and "text" in long.get_json()["errors"]
    blank = c.post(f"/v1/games/{gid}/chat", json={"text": "   "}, headers=tok[0])
    assert blank.status_code == 400 and blank.get_json()["errors"] == {"text": "required"}
    bad = c.get(f"/v1/games/{gid}/chat?after=nonsense", headers=tok[0])
    assert bad.status_code == 400 and bad.get_json()["errors"] == {"after": "not a message id"}
    mute_self = c.post(f"/v1/games/{gid}/chat/mutes", json={"seat": 0}, headers=tok[0])
    assert mute_self.status_code == 400 and mute_self.get_json()["errors"] == {"seat": "yourself"}


def test_chat_is_rate_limited_per_seat(redis_url):
    app = people_app(redis_url, CHAT_RATE_LIMIT="3/60")
    c, gid, tok = _game(app)
    codes = [c.post(f"/v1/games/{gid}/chat", json={"text": f"m{i}"}, headers=tok[0]).status_code for i in range(4)]
    assert codes == [201, 201, 201, 429]


def test_a_muted_seat_is_hidden_and_unmuted_again(app):
    c, gid, tok = _game(app)
    c.post(f"/v1/games/{gid}/chat", json={"text": "spam"}, headers=tok[1])
    assert c.post(f"/v1/games/{gid}/chat/mutes", json={"seat": 1}, headers=tok[0]).get_json() == {"muted": [1]}
    mine = c.get(f"/v1/games/{gid}/chat", headers=tok[0]).get_json()
    assert mine["messages"] == [] and mine["muted"] == [1]
    assert [m["text"] for m in c.get(f"/v1/games/{gid}/chat", headers=tok[1]).get_json()["messages"]] == ["spam"]
    assert c.delete(f"/v1/games/{gid}/chat/mutes/1", headers=tok[0]).status_code == 204
    assert len(c.get(f"/v1/games/{gid}/chat", headers=tok[0]).get_json()["messages"]) == 1


def test_an_account_seat_talks_with_its_session_and_an_idempotency_key_posts_once(app):
    me = app.test_client()
    sign_up(me, "Talker")
    g = me.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Bo"}]}, headers=csrf(me)).get_json()
    hdr = {**csrf(me), "Idempotency-Key": "chat-1"}
    one = me.post(f"/v1/games/{g['id']}/chat", json={"text": "hello"}, headers=hdr)
    two = me.post(f"/v1/games/{g['id']}/chat", json={"text": "hello"}, headers=hdr)
    assert one.status_code == two.status_code == 201 and one.get_json() == two.get_json()
    assert one.get_json()["name"] == "Talker"
    assert len(me.get(f"/v1/games/{g['id']}/chat").get_json()["messages"]) == 1
    assert me.post(f"/v1/games/{g['id']}/chat", json={"text": "other"}, headers=hdr).status_code == 422


def test_the_export_carries_the_chat_only_on_request(app):
    c, gid, tok = _game(app)
    c.post(f"/v1/games/{gid}/chat", json={"text": "gg"}, headers=tok[0])
    plain = c.get(f"/v1/games/{gid}/export", headers=tok[1]).get_json()
    assert "chat" not in plain
    with_chat = c.get(f"/v1/games/{gid}/export?chat=1", headers=tok[1]).get_json()
    assert [m["text"] for m in with_chat["chat"]] == ["gg"]
    assert c.get(f"/v1/games/{gid}/export?chat=1").status_code == 403  # a spectator of a seats-only chat
