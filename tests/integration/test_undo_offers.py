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
