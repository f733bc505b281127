"""Seats that belong to people: created and claimed as an account, a seat token attached later,
moves with the session or an account token, and "my games" in the order a person needs them."""
from __future__ import annotations

import json

import pytest

from .people import api_token, csrf, people_app, sign_up


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def _new(client, seats, **extra):
    resp = client.post("/v1/games", json={"ruleset": "grove", "seats": seats, **extra}, headers=csrf(client))
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _move(client, game_id, headers):
    legal = client.get(f"/v1/games/{game_id}/legal-moves", headers=headers).get_json()
    return client.post(f"/v1/games/{game_id}/moves", json={"move": legal["moves"][0]}, headers=headers)


def _play_as(client, game_id, seat, headers, others):
    """Let the other seat play (with its own headers) until `seat` is to act, then play one move as `seat`."""
    for _ in range(50):
        view = client.get(f"/v1/games/{game_id}").get_json()
        if seat in view["to_act"]:
            return _move(client, game_id, headers)
        assert _move(client, game_id, others).status_code == 201
    raise AssertionError("the seat never got the turn")


def test_a_seat_created_as_mine_is_played_with_the_session_and_with_an_api_token_from_another_device(app):
    laptop = app.test_client()
    sign_up(laptop, "Ana Seat")
    game = _new(laptop, [{"mine": True}, {"name": "Bo"}])
    assert game["your_seat"] == 0 and game["seats"][0]["name"] == "Ana Seat"
    gid = game["id"]
    bo = {"Authorization": f"Bearer {game['seats'][1]['token']}"}
    assert laptop.get(f"/v1/games/{gid}").get_json()["your_seat"] == 0
    # Bo's seat token works exactly as before; the session plays seat 0
    assert _play_as(laptop, gid, 0, csrf(laptop), bo).status_code == 201
    token = api_token(laptop, ["play"])
    bot = app.test_client()  # another device, no cookie: the account's API token
    assert bot.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {token}"}).get_json()["your_seat"] == 0
    assert _play_as(bot, gid, 0, {"Authorization": f"Bearer {token}"}, bo).status_code == 201


def test_a_read_token_cannot_move_and_another_account_is_a_spectator(app):
    owner = app.test_client()
    sign_up(owner)
    game = _new(owner, [{"mine": True}, {"name": "Bo"}])
    reader = api_token(owner, ["read"])
    hdr = {"Authorization": f"Bearer {reader}"}
    assert owner.get(f"/v1/games/{game['id']}", headers=hdr).get_json()["your_seat"] == 0
    resp = owner.post(f"/v1/games/{game['id']}/resign", headers=hdr)
    assert resp.status_code == 403 and resp.get_json()["type"].endswith("insufficient-scope")
    stranger = app.test_client()
    sign_up(stranger)
    assert stranger.get(f"/v1/games/{game['id']}").get_json()["your_seat"] is None
    assert stranger.post(f"/v1/games/{game['id']}/resign", headers=csrf(stranger)).status_code == 401
    assert game["id"] not in [g["id"] for g in stranger.get("/v1/me/games").get_json()["games"]]


def account_stream_types(app, account_id: str) -> list[str]:
    """The types of the events on an account's stream (what this process still holds sent first)."""
    from service.notify.account_events import events_key

    svc = app.extensions["arbiter"]
    svc.account_events.flush()
    return [json.loads(f[b"e"])["type"] for _, f in svc.store.r.xrange(events_key(account_id))]


def test_claim_as_an_account_and_attach_an_anonymous_seat_token(app):
    host = app.test_client()
    game = host.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Host"}, {"open": True}]}).get_json()
    invite = game["seats"][1]["invite"]
    guest = app.test_client()
    sign_up(guest, "Guest Person")
    claimed = guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": invite}, headers=csrf(guest))
    assert claimed.status_code == 200 and claimed.get_json()["your_seat"] == 1
    mine = guest.get("/v1/me/games").get_json()
    assert [g["id"] for g in mine["games"]] == [game["id"]] and mine["games"][0]["seats"][1]["name"] == "Guest Person"
    # the host attaches the anonymous token it got at creation: now the account reaches that seat
    host_account = app.test_client()
    account = sign_up(host_account)[0]["account"]["id"]
    attached = host_account.post("/v1/account/seats", json={"token": game["seats"][0]["token"]}, headers=csrf(host_account))
    assert attached.status_code == 201 and attached.get_json() == {"game_id": game["id"], "seat": 0}
    assert host_account.get(f"/v1/games/{game['id']}").get_json()["your_seat"] == 0
    # its stream hears of the running game it now holds, as a claim would tell it, and only once
    assert host_account.post("/v1/account/seats", json={"token": game["seats"][0]["token"]},
                             headers=csrf(host_account)).status_code == 201
    heard = account_stream_types(app, account)
    assert heard.count("game_started") == 1 and heard.count("your_turn") <= 1, heard
    # the same token cannot be attached by someone else (the seat is another account's)
    thief = app.test_client()
    sign_up(thief)
    again = thief.post("/v1/account/seats", json={"token": game["seats"][0]["token"]}, headers=csrf(thief))
    assert again.status_code == 409
    bad = thief.post("/v1/account/seats", json={"token": "x" * 43}, headers=csrf(thief))
    assert bad.status_code == 400 and bad.get_json()["errors"] == {"token": "unknown"}
    # the creator takes seat 1 back (a new invite): it leaves the guest's games at once
    assert host.post(f"/v1/games/{game['id']}/seats/1/invite",
                     headers={"Authorization": f"Bearer {game['creator_token']}"}).status_code == 201
    assert guest.get("/v1/me/games").get_json()["games"] == []


def test_my_games_lists_my_turn_first_then_waiting_then_finished_with_counts_and_links(app):
    me = app.test_client()
    sign_up(me)
    games = [_new(me, [{"mine": True}, {"name": "Other"}]) for _ in range(3)]
    other_tokens = {g["id"]: {"Authorization": f"Bearer {g['seats'][1]['token']}"} for g in games}
    # finish one by resigning, make sure another waits on the other seat
    assert me.post(f"/v1/games/{games[0]['id']}/resign", headers=csrf(me)).status_code == 201
    states = {}
    for g in games[1:]:
        view = me.get(f"/v1/games/{g['id']}").get_json()
        states[g["id"]] = 0 in view["to_act"]
    body = me.get("/v1/me/games").get_json()
    ids = [g["id"] for g in body["games"]]
    assert ids[-1] == games[0]["id"] and body["games"][-1]["status"] == "finished"
    assert body["games"][-1]["links"]["audit"] == f"/v1/games/{games[0]['id']}/audit"
    flags = [g["is_my_turn"] for g in body["games"][:-1]]
    assert flags == sorted(flags, reverse=True)
    assert body["counts"] == {"my_turn": sum(states.values()), "waiting": 2 - sum(states.values()), "finished": 1}
    assert me.get("/v1/account").get_json()["games"] == body["counts"]
    # the seat-token form of /v1/me/games still answers as before (plus its counts)
    legacy = app.test_client().get("/v1/me/games", headers=other_tokens[games[1]["id"]]).get_json()
    assert [g["your_seat"] for g in legacy["games"]] == [1]


def test_only_one_seat_of_a_game_is_mine_and_mine_needs_an_account(app):
    anon = app.test_client()
    resp = anon.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "b"}]})
    assert resp.status_code == 401
    me = app.test_client()
    sign_up(me)
    two = me.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"mine": True}]}, headers=csrf(me))
    assert two.status_code == 400 and two.get_json()["errors"] == {"seats": "more than one seat is mine"}


def test_an_account_token_with_the_webhooks_scope_registers_a_webhook_for_its_seat(app):
    me = app.test_client()
    sign_up(me)
    game = _new(me, [{"mine": True}, {"name": "b"}])
    app.config["WEBHOOK_ALLOW_PRIVATE"] = True
    try:
        play_only = api_token(me, ["play"])
        refused = me.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/hook"},
                          headers={"Authorization": f"Bearer {play_only}"})
        assert refused.status_code == 403
        hooks = api_token(me, ["webhooks"])
        ok = me.post(f"/v1/games/{game['id']}/webhooks", json={"url": "http://127.0.0.1:9/hook"},
                     headers={"Authorization": f"Bearer {hooks}"})
        assert ok.status_code == 201 and ok.get_json()["seat"] == 0
    finally:
        app.config["WEBHOOK_ALLOW_PRIVATE"] = None


def _dale_with_two_open(app):
    host = app.test_client()
    game = host.post("/v1/games", json={"ruleset": "dale", "seats": [{"name": "Host"}, {"open": True},
                                                                      {"open": True}]}).get_json()
    return game, {s["seat"]: s["invite"] for s in game["seats"] if s.get("invite")}


def test_two_claims_at_once_by_one_account_take_one_seat_and_leave_the_other_open(app):
    """The hostile week's race: one account token claims seats 1 and 2 of a Dale game at once. One
    claim wins; the other is refused and changed nothing (seat 2 is still open, its invite works)."""
    import threading

    me = app.test_client()
    sign_up(me, "Racing Rita")
    token = api_token(me, ["play", "read"])
    for _ in range(6):
        game, invites = _dale_with_two_open(app)
        gid, answers, gate = game["id"], {}, threading.Barrier(2)

        def claim(seat):
            client = app.test_client()
            gate.wait()
            answers[seat] = client.post(f"/v1/games/{gid}/seats/{seat}/claim", json={"invite": invites[seat]},
                                        headers={"Authorization": f"Bearer {token}"})

        threads = [threading.Thread(target=claim, args=(s,)) for s in (1, 2)]
        [t.start() for t in threads]
        [t.join() for t in threads]
        codes = sorted(a.status_code for a in answers.values())
        assert codes == [200, 409], {s: a.get_json() for s, a in answers.items()}
        won = next(s for s, a in answers.items() if a.status_code == 200)
        lost = 3 - won
        assert "already holds another seat" in answers[lost].get_json()["detail"]
        view = app.test_client().get(f"/v1/games/{gid}").get_json()
        assert view["status"] == "waiting", view["status"]  # the refused claim did not fill the table
        # the refused seat is still open: a second person claims it with the same invite
        other = app.test_client()
        sign_up(other)
        again = other.post(f"/v1/games/{gid}/seats/{lost}/claim", json={"invite": invites[lost]}, headers=csrf(other))
        assert again.status_code == 200 and again.get_json()["your_seat"] == lost


def test_a_claim_that_passed_the_early_check_is_refused_by_the_claim_itself_and_changes_nothing(app):
    """The interleaving that lost a seat, made certain: the early check saw no seat of the account
    (the other claim had not written yet); the claim step itself must refuse."""
    from service.storage.errors import SeatUnavailable
    from service.table.lobby import Lobby

    me = app.test_client()
    account = sign_up(me)[0]["account"]["id"]
    game, invites = _dale_with_two_open(app)
    gid = game["id"]
    assert me.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": invites[1]}, headers=csrf(me)).status_code == 200
    games = app.extensions["arbiter"]
    before = games.store.meta(gid)
    with pytest.raises(SeatUnavailable, match="already holds another seat"):
        Lobby(games).claim(gid, 2, invites[2], "Rita again", account=account)
    assert games.store.meta(gid) == before
