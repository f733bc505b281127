"""Undo, takeback, draw offers, abort and rematch through the HTTP API (issue 36, parts 1 and 2): each a
command recorded as events, refused with problem+json (and nothing appended) where the rules say no,
and the finished game's export verifies in the offline auditor."""
from domain.audit import verify

PROBLEM = "application/problem+json"


def _game(client, ruleset="grove", n=2, options=None):
    r = client.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": n_} for n_ in ("Ana", "Bo", "Cy")[:n]],
                                       "options": options or {}})
    assert r.status_code == 201, r.get_json()
    body = r.get_json()
    return body["id"], {s["seat"]: {"Authorization": f"Bearer {s['token']}"} for s in body["seats"]}


def _game_json(client, gid, auth=None):
    return client.get(f"/v1/games/{gid}", headers=auth or {}).get_json()


def _refused(r, rule=None):
    assert r.status_code in (403, 409, 422), (r.status_code, r.get_json())
    assert r.content_type.startswith(PROBLEM)
    if rule is not None:
        assert r.get_json().get("rule") == rule, r.get_json()
    return r.get_json()["detail"]


def _stand(client, gid, auth):
    seat = _game_json(client, gid)["to_act"][0]
    r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "stand", "place": "grove"}}, headers=auth[seat])
    assert r.status_code == 201, r.get_json()
    return seat


def _verifies(client, gid):
    export = client.get(f"/v1/games/{gid}/export").get_json()
    assert verify(export) == [], verify(export)


def test_undo_a_slip_then_abort_and_the_record_verifies(client):
    gid, auth = _game(client)
    before = _game_json(client, gid)
    seat = _stand(client, gid, auth)
    acts = client.get(f"/v1/games/{gid}/actions", headers=auth[seat]).get_json()
    assert acts["undo"]["allowed"] and acts["abort"]["allowed"] and not acts["takeback"]["allowed"]
    other = 1 - seat
    _refused(client.post(f"/v1/games/{gid}/undo", headers=auth[other]))  # not the other seat's move
    v = _game_json(client, gid)["version"]
    r = client.post(f"/v1/games/{gid}/undo", headers=auth[seat])
    assert r.status_code == 201, r.get_json()
    ev = r.get_json()["events"][0]
    assert ev["type"] == "ActionWithdrawn" and ev["private"] == {}  # the state before is the server's part
    assert ev["text"].startswith(("Ana", "Bo")) and "takes back" in ev["text"]
    after = r.get_json()["game"]
    assert after["view"] == before["view"] and after["version"] == v + 1
    r = client.post(f"/v1/games/{gid}/abort", headers=auth[other])
    assert r.status_code == 201
    game = r.get_json()["game"]
    assert game["status"] == "finished" and game["outcome"]["reason"] == "aborted"
    assert "aborted" in game["outcome"]["text"]
    _verifies(client, gid)


def test_takeback_in_someone_elses_name_is_refused_and_changes_nothing(client):
    gid, auth = _game(client)
    seat = _stand(client, gid, auth)
    r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "end_turn"}}, headers=auth[seat])
    assert r.status_code == 201
    v = _game_json(client, gid)["version"]
    detail = _refused(client.post(f"/v1/games/{gid}/takeback", headers=auth[1 - seat]), "takeback")
    assert "only your own last move" in detail
    assert client.post(f"/v1/games/{gid}/takeback").status_code == 401  # no seat at all
    _refused(client.post(f"/v1/games/{gid}/undo", headers=auth[seat]), "undo")  # the turn passed
    assert _game_json(client, gid)["version"] == v
    # asked and accepted: the whole turn goes
    r = client.post(f"/v1/games/{gid}/takeback", headers=auth[seat])
    assert r.status_code == 201
    pending = _game_json(client, gid)["pending"]
    assert pending["kind"] == "takeback" and pending["waiting_for"] == [1 - seat] and "Ana" in pending["text"]
    acts = client.get(f"/v1/games/{gid}/actions", headers=auth[1 - seat]).get_json()
    assert acts["answer"] == "takeback"
    r = client.post(f"/v1/games/{gid}/takeback/answer", json={"accept": "yes"}, headers=auth[1 - seat])
    assert r.status_code == 400 and r.content_type.startswith(PROBLEM) and "accept" in r.get_json()["errors"]
    r = client.post(f"/v1/games/{gid}/takeback/answer", json={"accept": True}, headers=auth[1 - seat])
    assert r.status_code == 201, r.get_json()
    assert [e["type"] for e in r.get_json()["events"]] == ["TakebackAnswered", "ActionWithdrawn"]
    game = r.get_json()["game"]
    assert game["to_act"] == [seat] and game["pending"] is None


def test_draw_by_agreement_and_a_game_without_draws(client):
    gid, auth = _game(client)
    seat = _stand(client, gid, auth)
    r = client.post(f"/v1/games/{gid}/draw", headers=auth[seat])
    assert r.status_code == 201
    _refused(client.post(f"/v1/games/{gid}/draw/answer", json={"accept": True}, headers=auth[seat]), "pending")
    r = client.post(f"/v1/games/{gid}/draw/answer", json={"accept": True}, headers=auth[1 - seat])
    assert r.status_code == 201
    game = r.get_json()["game"]
    assert game["status"] == "finished" and game["outcome"]["places"] == {"0": 1, "1": 1}
    assert game["outcome"]["text"] == "The game is a draw by agreement."
    _verifies(client, gid)
    gid, auth = _game(client, "channeling")
    seat = _game_json(client, gid)["to_act"][0]
    assert "has no draw" in _refused(client.post(f"/v1/games/{gid}/draw", headers=auth[seat]), "no-draw")


def test_rematch_turns_the_seats_and_starts_when_all_accept(client):
    gid, auth = _game(client)
    _refused_rematch = client.post(f"/v1/games/{gid}/rematch", headers=auth[0])
    assert _refused_rematch.status_code == 422  # not finished
    assert client.post(f"/v1/games/{gid}/resign", headers=auth[1]).status_code == 201
    r = client.post(f"/v1/games/{gid}/rematch", headers=auth[0])
    assert r.status_code == 200 and r.get_json()["status"] == "offered" and r.get_json()["waiting_for"] == [1]
    assert "Ana offers a rematch" in r.get_json()["text"]
    r = client.post(f"/v1/games/{gid}/rematch", headers=auth[1])
    body = r.get_json()
    assert body["status"] == "started" and body["your_seat"] == 0 and body["token"]
    new = body["new_game"]
    seats = _game_json(client, new)["seats"]
    assert [s["name"] for s in seats] == ["Bo", "Ana"]  # turned one place
    ana = client.get(f"/v1/games/{gid}/rematch", headers=auth[0]).get_json()
    assert ana["your_seat"] == 1 and ana["token"] and ana["token"] != body["token"]
    me = client.get(f"/v1/games/{new}", headers={"Authorization": f"Bearer {ana['token']}"}).get_json()
    assert me["your_seat"] == 1
    assert client.post(f"/v1/games/{gid}/rematch", headers=auth[0]).get_json()["new_game"] == new  # once


def test_a_tournament_game_cannot_be_aborted_and_an_aborted_game_is_unrated(client, app):
    import pytest

    from domain.engine import IllegalMove
    from service.compete.ratings import rated_entry

    svc = app.extensions["arbiter"]
    seats = [{"name": "Ana"}, {"name": "Bo"}]
    _, body = svc.create_request("grove", seats, {}, None, extra_meta={"tournament": "t-test"})
    seat = body["to_act"][0]
    with pytest.raises(IllegalMove) as exc:
        svc.submit(body["id"], seat, "abort")
    assert "tournament game cannot be aborted" in exc.value.detail
    assert svc.load(body["id"]).version == body["version"]  # nothing appended
    # an aborted game between two accounts' seats would be rated if it had a result: it has none
    _, body = svc.create_request("grove", seats, {}, None, extra_meta={"account:0": "a1", "account:1": "a2"})
    svc.submit(body["id"], 0, "abort")
    loaded = svc.load(body["id"])
    assert loaded.finished and rated_entry(loaded) is None
    _, body = svc.create_request("grove", seats, {}, None, extra_meta={"account:0": "a1", "account:1": "a2"})
    svc.submit(body["id"], 0, "resign")
    assert rated_entry(svc.load(body["id"])) is not None  # the same game resigned is rated


def test_three_seats_every_other_player_must_accept_and_a_draw_is_shared_by_those_still_playing(client):
    gid, auth = _game(client, "dale", 3, {"turn_limit": 40})
    game = _game_json(client, gid)
    # the seat to act offers a draw; one acceptance is not enough, the second ends it
    offerer = game["to_act"][0]
    others = [s for s in range(3) if s != offerer]
    assert client.post(f"/v1/games/{gid}/draw", headers=auth[offerer]).status_code == 201
    r = client.post(f"/v1/games/{gid}/draw/answer", json={"accept": True}, headers=auth[others[0]])
    assert r.status_code == 201 and r.get_json()["game"]["status"] == "active"
    assert r.get_json()["game"]["pending"]["waiting_for"] == [others[1]]
    r = client.post(f"/v1/games/{gid}/draw/answer", json={"accept": True}, headers=auth[others[1]])
    assert r.get_json()["game"]["outcome"]["places"] == {"0": 1, "1": 1, "2": 1}
    _verifies(client, gid)
    # one seat out first: the two still playing share first place, the one out comes third
    gid, auth = _game(client, "dale", 3, {"turn_limit": 40})
    out = _game_json(client, gid)["to_act"][0]
    assert client.post(f"/v1/games/{gid}/resign", headers=auth[out]).status_code == 201
    left = [s for s in range(3) if s != out]
    assert client.post(f"/v1/games/{gid}/draw", headers=auth[left[0]]).status_code == 201
    r = client.post(f"/v1/games/{gid}/draw/answer", json={"accept": True}, headers=auth[left[1]])
    outcome = r.get_json()["game"]["outcome"]
    assert outcome["places"] == {str(left[0]): 1, str(left[1]): 1, str(out): 3}
    assert "share 1st place" in outcome["text"]
    _verifies(client, gid)


def test_a_takeback_after_a_die_roll_gets_a_problem_naming_what_was_revealed(client):
    gid, auth = _game(client)
    first = _stand(client, gid, auth)
    post = lambda seat, mv: client.post(f"/v1/games/{gid}/moves", json={"move": mv}, headers=auth[seat])  # noqa: E731
    assert post(first, {"type": "move", "from": "grove", "to": "circle-1"}).status_code == 201
    _stand(client, gid, auth)
    assert post(1 - first, {"type": "end_turn"}).status_code == 201
    legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth[first]).get_json()["moves"]
    channel = next(m for m in legal if m["type"] == "channel")
    r = post(first, channel)
    assert r.status_code == 201 and "EnergyChanneled" in [e["type"] for e in r.get_json()["events"]]
    v = _game_json(client, gid)["version"]
    detail = _refused(client.post(f"/v1/games/{gid}/takeback", headers=auth[first]), "revealed")
    assert "something was revealed since it" in detail and "EnergyChanneled" not in detail
    assert "roll" in detail.lower() or "dice" in detail.lower(), detail
    _refused(client.post(f"/v1/games/{gid}/undo", headers=auth[first]))
    assert _game_json(client, gid)["version"] == v  # nothing appended


def test_the_computer_declines_a_draw_offer_at_once_with_its_own_answer(client):
    r = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"},
                                                                     {"name": "Bot", "ai": {"level": "random"}}]})
    assert r.status_code == 201, r.get_json()
    gid, ana = r.get_json()["id"], {"Authorization": f"Bearer {r.get_json()['seats'][0]['token']}"}
    offered = client.post(f"/v1/games/{gid}/draw", headers=ana)
    assert offered.status_code == 201, offered.get_json()
    # the answer follows the offer at once (a worker may play the computer's turn after it, not between)
    events = client.get(f"/v1/games/{gid}/events").get_json()["events"]
    at = next(i for i, e in enumerate(events) if e["type"] == "DrawOffered")
    answer = events[at + 1]
    assert answer["type"] == "DrawAnswered" and answer["seat"] == 1 and answer["data"]["accept"] is False, answer
    assert "declines" in answer["text"] and "Bot" in answer["text"], answer["text"]
    game = _game_json(client, gid)
    assert game["status"] == "active" and game["pending"] is None


def test_a_takeback_against_the_computer_after_its_reply_is_granted_and_withdraws_both(redis_url):
    # docs/undo-and-offers.md: a takeback covers the requester's last turn and every move made since; the
    # computer answers at once and grants it (before, its reply made every such request impossible)
    from api import create_app
    from domain.engine import game as G

    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False})  # we play the Bot's turns
    client, svc = app.test_client(), app.extensions["arbiter"]
    r = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"},
                                                                     {"name": "Bot", "ai": {"level": "random"}}]})
    assert r.status_code == 201, r.get_json()
    gid, ana = r.get_json()["id"], {"Authorization": f"Bearer {r.get_json()['seats'][0]['token']}"}

    def bot_turn():  # the computer's reply, without dice (stand at the Grove, then end the turn)
        for mv in ({"type": "stand", "place": "grove"}, {"type": "end_turn"}):
            if 1 in G.to_act(svc.load(gid).ruleset, svc.load(gid).state):
                status, body = svc.submit(gid, 1, "move", mv)
                assert status == 201, body

    if _game_json(client, gid)["to_act"] == [1]:
        bot_turn()
    before = _game_json(client, gid, ana)["view"]
    for mv in ({"type": "stand", "place": "grove"}, {"type": "end_turn"}):
        assert client.post(f"/v1/games/{gid}/moves", json={"move": mv}, headers=ana).status_code == 201
    bot_turn()
    assert _game_json(client, gid)["to_act"] == [0]
    r = client.post(f"/v1/games/{gid}/takeback", headers=ana)
    assert r.status_code == 201, r.get_json()
    events = client.get(f"/v1/games/{gid}/events", headers=ana).get_json()["events"]
    types = [e["type"] for e in events]
    at = types.index("TakebackRequested")
    assert types[at + 1:] == ["TakebackAnswered", "ActionWithdrawn"], types  # granted at once
    assert events[at]["data"]["replies"] == [1]  # the Bot's reply goes back too
    game = _game_json(client, gid, ana)
    assert game["to_act"] == [0] and game["view"] == before and game["pending"] is None
    assert client.post(f"/v1/games/{gid}/abort", headers=ana).status_code == 201
    _verifies(client, gid)
