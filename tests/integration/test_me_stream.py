"""One stream for all of an account's games: a bot with one API token hears "your turn" for every
game it plays, resumes with Last-Event-ID, reads ndjson, and nothing in the stream is hidden
information; the stream's append never fails a move."""
from __future__ import annotations

import pytest

from .people import api_token, people_app, sign_up
from .streams import MeStream


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url, STREAM_HEARTBEAT_SECONDS=0.2)


def _bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def _new_game(client, headers) -> dict:
    resp = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Bo"}]},
                       headers=headers)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _move(client, game_id, headers):
    legal = client.get(f"/v1/games/{game_id}/legal-moves", headers=headers).get_json()
    resp = client.post(f"/v1/games/{game_id}/moves", json={"move": legal["moves"][0]}, headers=headers)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _until_seat_acts(client, game: dict, seat: int) -> int:
    """Let the other seat (Bo, its seat token) move until `seat` is to act; the version then."""
    other = {"Authorization": f"Bearer {game['seats'][1 - seat]['token']}"} if seat == 0 else None
    for _ in range(60):
        view = client.get(f"/v1/games/{game['id']}").get_json()
        if seat in view["to_act"]:
            return view["version"]
        _move(client, game["id"], other)
    raise AssertionError("the seat never got the turn")


def _pass_turn(client, game_id, headers) -> int:
    """Play as seat 0 until the turn passes (a Grove action may keep it); the version then."""
    for _ in range(20):
        body = _move(client, game_id, headers)
        if 0 not in body["game"]["to_act"]:
            return body["version"]
    raise AssertionError("the turn never passed")


def _two_turns_heard_from_the_start(app):
    """A signed-up account with a game where its turn came twice, and every message its stream
    holds, read from the start (after=0-0): (client, account id, token, game, messages)."""
    me = app.test_client()
    account = sign_up(me)[0]["account"]["id"]
    token = api_token(me)
    game = _new_game(me, _bearer(token))
    _until_seat_acts(me, game, 0)
    _pass_turn(me, game["id"], _bearer(token))
    _until_seat_acts(me, game, 0)
    full = MeStream(me, {**_bearer(token), "Last-Event-ID": "0-0"})
    try:
        msgs = full.until(lambda ms: len([m for m in ms if m["event"] == "your_turn"]) >= 2)
    finally:
        full.close()
    return me, account, token, game, msgs


def test_a_bot_with_one_token_hears_your_turn_for_both_of_its_games_on_one_stream(app):
    owner = app.test_client()
    sign_up(owner, "Stream Bot Owner")
    token = api_token(owner, ["play", "read"])
    bot = app.test_client()  # no cookie: the API token only
    stream = MeStream(bot, _bearer(token))
    try:
        first = stream.until(lambda ms: ms)[0]
        assert first["event"] == "games" and first["id"] is None and first["data"]["games"] == []
        games = [_new_game(bot, _bearer(token)) for _ in range(2)]
        ids = [g["id"] for g in games]
        for g in games:
            _until_seat_acts(bot, g, 0)
        stream.until(lambda ms: all(stream.of("your_turn", gid) for gid in ids))
        for gid in ids:
            started = stream.of("game_started", gid)
            assert len(started) == 1 and started[0]["data"]["seat"] == 0 and "Bo" in started[0]["data"]["text"]
            turn = stream.of("your_turn", gid)[0]["data"]
            assert turn["is_my_turn"] and 0 in turn["to_act"] and turn["ruleset"] == "grove"
            assert turn["text"].startswith("Your turn in Battle for the Grove against Bo")
        # the bot plays in the first game until the turn passes; when it comes back, another your_turn
        played = _pass_turn(bot, ids[0], _bearer(token))
        again = _until_seat_acts(bot, games[0], 0)
        stream.until(lambda ms: any(m["data"]["version"] == again for m in stream.of("your_turn", ids[0])))
        assert again > played
        # never a view, a private part or a token: where and what, not what the seat sees
        for m in stream.messages[1:]:
            assert not {"view", "private", "token", "seats"} & set(m["data"]), m
        ids_seen = [m["id"] for m in stream.messages[1:]]
        assert all(ids_seen) and len(set(ids_seen)) == len(ids_seen)
    finally:
        stream.close()


def test_resume_after_last_event_id_sends_what_followed_and_no_snapshot_and_ndjson_carries_ids(app):
    # a stream opened from the start of the account's events (after=0-0): everything it holds
    me, _, token, _, msgs = _two_turns_heard_from_the_start(app)
    assert msgs[0]["event"] == "game_started"  # a resume: no `games` snapshot
    first_turn = next(i for i, m in enumerate(msgs) if m["event"] == "your_turn")
    resumed = MeStream(me, {**_bearer(token), "Last-Event-ID": msgs[first_turn]["id"]})
    try:
        after = resumed.until(lambda ms: len(ms) >= len(msgs) - first_turn - 1)
    finally:
        resumed.close()
    assert [m["id"] for m in after] == [m["id"] for m in msgs[first_turn + 1:]]
    nd = MeStream(me, {**_bearer(token), "Last-Event-ID": "0-0"}, ndjson=True)
    try:
        lines = nd.until(lambda ms: len(ms) >= len(msgs))
    finally:
        nd.close()
    assert nd.resp.mimetype == "application/x-ndjson"
    assert [(m["event"], m["id"]) for m in lines[:len(msgs)]] == [(m["event"], m["id"]) for m in msgs]
    bad = me.get("/v1/me/stream", headers={**_bearer(token), "Last-Event-ID": "twelve"})
    assert bad.status_code == 400 and bad.get_json()["errors"] == {"Last-Event-ID": "not a stream id"}


def test_the_stream_needs_an_account_and_a_failing_account_stream_never_fails_a_move(app, monkeypatch):
    from service.notify.account_events import AccountEvents
    from tests.conftest import wait_for

    anonymous = app.test_client().get("/v1/me/stream")
    assert anonymous.status_code == 401 and anonymous.mimetype == "application/problem+json"
    me = app.test_client()
    account = sign_up(me)[0]["account"]["id"]
    token = api_token(me)
    game = _new_game(me, _bearer(token))
    _until_seat_acts(me, game, 0)
    events = app.extensions["arbiter"].account_events
    kept = AccountEvents(app.extensions["redis"])
    before = len(kept.read(account, "0-0"))

    def broken(self, records):
        raise ConnectionError("the account streams are away")

    monkeypatch.setattr(AccountEvents, "publish", broken)
    _pass_turn(me, game["id"], _bearer(token))  # 201 all the same (asserted in _move): the flusher's problem
    _until_seat_acts(me, game, 0)
    monkeypatch.setattr(events, "batch_ms", 0)  # sent at once, in the request: still never its failure
    _pass_turn(me, game["id"], _bearer(token))
    monkeypatch.undo()
    # the flusher kept what it could not send and sends it once the streams are back
    wait_for(lambda: [r for _, r in kept.read(account, "0-0")[before:] if r["type"] == "your_turn"], timeout=30)


def test_invite_accepted_game_started_for_the_claimant_and_game_over_for_both(app):
    host_c = app.test_client()
    sign_up(host_c, "Host Of Table")
    host = _bearer(api_token(host_c))
    guest_c = app.test_client()
    sign_up(guest_c, "Guest At Table")
    guest = _bearer(api_token(guest_c))
    host_stream, guest_stream = MeStream(host_c, host), MeStream(guest_c, guest)
    try:
        host_stream.until(lambda ms: ms), guest_stream.until(lambda ms: ms)
        made = host_c.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"open": True}]},
                           headers=host)
        assert made.status_code == 201 and made.get_json()["status"] == "waiting"
        game = made.get_json()
        claimed = guest_c.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                               headers=guest)
        assert claimed.status_code == 200 and claimed.get_json()["status"] == "active"
        host_stream.until(lambda ms: host_stream.of("invite_accepted") and host_stream.of("game_started"))
        note = host_stream.of("invite_accepted")[0]["data"]
        assert note["text"] == "Guest At Table took seat 2 in your game of Battle for the Grove." and note["seat"] == 0
        guest_stream.until(lambda ms: guest_stream.of("game_started", game["id"]))
        assert guest_stream.of("game_started")[0]["data"]["seat"] == 1
        assert guest_stream.of("game_started")[0]["data"]["text"].endswith("you play as Guest At Table, seat 2.")
        assert host_c.post(f"/v1/games/{game['id']}/resign", headers=host).status_code == 201
        for stream in (host_stream, guest_stream):
            words = "is over. Guest At Table wins: "
            stream.until(lambda ms, s=stream: s.of("game_over", game["id"]))
            over = stream.of("game_over", game["id"])[0]["data"]
            assert over["outcome"]["text"].startswith("Guest At Table wins: ") and "resigned" in over["outcome"]["text"]
            assert words in over["text"] and over["outcome"]["winners"] == [1] and over["is_my_turn"] is False
    finally:
        host_stream.close(), guest_stream.close()


def test_a_resume_from_an_id_no_longer_kept_is_told_of_the_gap_and_gets_the_games_as_they_are(app):
    """An account keeps its newest MAX_EVENTS events (docs/clients.md): a bot away for longer must
    not resume silently past what was trimmed, so it is told, and gets what a new connection gets."""
    from service.notify.account_events import events_key

    me, account, token, game, msgs = _two_turns_heard_from_the_start(app)
    assert all(m["event"] != "games" for m in msgs)  # nothing trimmed yet: a plain resume
    r = app.extensions["redis"]
    r.xtrim(events_key(account), maxlen=1, approximate=False)  # what MAXLEN ~ does to an old account
    kept = msgs[-1]["id"]
    for stale in (msgs[0]["id"], "0-0"):
        gap = MeStream(me, {**_bearer(token), "Last-Event-ID": stale})
        try:
            first = gap.until(lambda ms: ms)[0]
        finally:
            gap.close()
        assert first["event"] == "games" and first["data"]["gap"] is True, first
        assert first["id"] == kept  # current to the newest event: a reconnect resumes after it
        assert stale in first["data"]["text"] and "no longer kept" in first["data"]["text"]
        assert [g["id"] for g in first["data"]["games"]] == [game["id"]]
    plain = MeStream(me, {**_bearer(token), "Last-Event-ID": kept}, ndjson=True)
    try:
        r.xadd(events_key(account), {"e": '{"type":"your_turn","text":"t","at":"2026-11-27T00:00:00Z"}'})
        after = plain.until(lambda ms: ms)
    finally:
        plain.close()
    assert after[0]["event"] == "your_turn"  # the newest kept id resumes as before: no gap
