"""Every ruleset's open-seat game starts with default options when its last seat is claimed
(a Dale game once stayed `waiting` for ever: its stored defaults failed validation again)."""
from __future__ import annotations

import pytest

from api import create_app
from domain.engine import all_rulesets


@pytest.fixture
def web(redis_url):
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False}).test_client()


@pytest.mark.parametrize("ruleset", [rs.id for rs in all_rulesets()])
def test_an_open_seat_game_starts_when_its_seat_is_claimed(web, ruleset):
    created = web.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": "ana"}, {"open": True}]})
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    invite = body["seats"][1]["invite"]
    claim = web.post(f"/v1/games/{body['id']}/seats/1/claim", json={"invite": invite, "name": "bo"})
    assert claim.status_code in (200, 201), claim.get_json()
    assert claim.get_json()["token"]
    game = web.get(f"/v1/games/{body['id']}").get_json()
    assert game["status"] == "active" and game["version"] >= 1


@pytest.mark.parametrize("ruleset", [rs.id for rs in all_rulesets()])
def test_the_creator_can_start_an_open_seat_game(web, ruleset):
    body = web.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": "ana"}, {"open": True}]}).get_json()
    start = web.post(f"/v1/games/{body['id']}/start", json={},
                     headers={"Authorization": f"Bearer {body['creator_token']}"})
    assert start.status_code in (200, 201), start.get_json()
    assert web.get(f"/v1/games/{body['id']}").get_json()["status"] == "active"


def test_a_pass_timeout_policy_is_refused_for_a_game_without_passing(web):
    resp = web.post("/v1/games", json={"ruleset": "battlegates", "seats": [{"name": "a"}, {"name": "b"}],
                                       "clock": {"move_seconds": 3600, "on_timeout": "pass"}})
    assert resp.status_code == 422 and resp.get_json()["errors"] == {"clock.on_timeout": "pass is not a rule of this game"}
    ok = web.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}],
                                     "clock": {"move_seconds": 3600, "on_timeout": "pass"}})
    assert ok.status_code == 201


def test_invites_are_stored_only_as_digests_and_deleted_once_used(web, redis_client):
    body = web.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}).get_json()
    invite = body["seats"][1]["invite"]
    meta = redis_client.hgetall(f"game:{{{body['id']}}}:meta")
    assert invite.encode() not in b"".join(list(meta.keys()) + list(meta.values()))
    assert web.post(f"/v1/games/{body['id']}/seats/1/claim", json={"invite": "wrong", "name": "x"}).status_code == 403
    assert web.post(f"/v1/games/{body['id']}/seats/1/claim", json={"invite": invite, "name": "bo"}).status_code in (200, 201)
    assert b"invite:1" not in redis_client.hgetall(f"game:{{{body['id']}}}:meta")
    again = web.post(f"/v1/games/{body['id']}/seats/1/claim", json={"invite": invite, "name": "eve"})
    assert again.status_code == 409
