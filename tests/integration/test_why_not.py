"""Why not over HTTP: a tap that names no move is answered with the rule, the words and the seed's
sentence; a refused move carries the same quote; and nothing in an answer comes from what the
asking seat may not see (the answer depends only on the seat's view)."""
from __future__ import annotations

import json
import random


def _create(client, ruleset):
    resp = client.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": "ana"}, {"name": "bo"}]})
    assert resp.status_code == 201
    body = resp.get_json()
    return body["id"], {s["seat"]: s["token"] for s in body["seats"]}


def _auth(token):
    return {"Authorization": f"Bearer {token}"}


def _ask(client, gid, token, picks, given=None):
    q = {"pick": json.dumps(picks)}
    if given:
        q["given"] = json.dumps(given)
    return client.get(f"/v1/games/{gid}/why-not", query_string=q, headers=_auth(token))


def test_a_tap_on_a_circle_where_nothing_can_act_names_the_rule_and_the_seed(client):
    gid, tokens = _create(client, "grove")
    seat = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
    resp = _ask(client, gid, tokens[seat], [{"place": "circle-2"}, {"from": "circle-2"}, {"to": "circle-2"}])
    assert resp.status_code == 200
    body = resp.get_json()
    assert body["legal"] is False
    first = body["reasons"][0]
    assert first["rule"] == "stand" and first["quote"] == "Stand a meeple up."
    assert "Magic Circle 2" in first["detail"] and "circle-2" not in first["detail"]
    other = _ask(client, gid, tokens[1 - seat], [{"place": "grove"}]).get_json()
    assert other["reasons"][0]["detail"].startswith("It is not your turn")
    # the same sentence on a refused move
    refused = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "stand", "place": "circle-2"}},
                          headers=_auth(tokens[seat]))
    assert refused.status_code == 422 and refused.get_json()["quote"] == "Stand a meeple up."


def test_why_not_needs_a_seat_and_a_well_formed_pick(client):
    gid, tokens = _create(client, "grove")
    assert client.get(f"/v1/games/{gid}/why-not", query_string={"pick": "[{}]"}).status_code == 401
    bad = client.get(f"/v1/games/{gid}/why-not", query_string={"pick": "[1"}, headers=_auth(tokens[0]))
    assert bad.status_code == 400 and bad.mimetype == "application/problem+json"


def test_a_battalla_answer_depends_only_on_the_seats_view(client, app):
    """Two games whose seat-1 views are the same but whose hidden cards differ give seat 1 the same
    answers: nothing of seat 0's hand or the decks leaks into them."""
    from domain.engine import explain, find_ruleset
    from tests.positions import describe

    rs = find_ruleset("battalla")
    a = describe("battalla", active=1, turn=3, hands=[["hoplite", "myrmidon"], ["corra"]])
    b = describe("battalla", active=1, turn=3, hands=[["harpy", "gladiator"], ["corra"]])
    assert rs.view(a.state, 1)["hand"] == rs.view(b.state, 1)["hand"]
    pick = random.Random(1)
    for _ in range(40):
        picks = [{"cell": pick.randrange(15)}, {"card": pick.choice(["corra", "hoplite", "harpy"])}]
        ans_a = explain.why_not(rs, a.game_state(), 1, picks)
        ans_b = explain.why_not(rs, b.game_state(), 1, picks)
        text = json.dumps(ans_a)
        assert ans_a == ans_b
        for secret in ("Hoplite", "Myrmidon", "Harpy", "Gladiator"):
            assert secret not in text or "hoplite" in json.dumps(picks) or "harpy" in json.dumps(picks)
