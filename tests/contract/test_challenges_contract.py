"""Challenges and the account stream answer as openapi.yaml says: every status of the challenge
operations, and each message of `/v1/me/stream` (ndjson) against `AccountEvent`."""
from __future__ import annotations

import pytest

from tests.integration.people import api_token, people_app, sign_up
from tests.integration.streams import MeStream

C = "/v1/challenges"
ONE = C + "/{cid}"


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url, STREAM_HEARTBEAT_SECONDS=0.2)


def _player(app):
    owner = app.test_client()
    signed, _ = sign_up(owner)
    return app.test_client(), {"Authorization": f"Bearer {api_token(owner)}"}, signed["account"]


def test_challenge_operations_and_account_events_are_as_documented(app, contract):
    ana_c, ana, _ = _player(app)
    bo_c, bo, bo_acct = _player(app)
    stream = MeStream(bo_c, bo, ndjson=True)
    try:
        stream.until(lambda ms: ms)
        body = {"ruleset": "grove", "to": bo_acct["display_name"], "clock": {"move_seconds": 600}}
        ch = contract.check(ana_c.post(C, json=body, headers=ana), "POST", C, 201, request_body=body)
        contract.check(bo_c.get(C, headers=bo), "GET", C, 200)
        contract.check(bo_c.get(C + "?ruleset=nope", headers=bo), "GET", C, 400)
        contract.check(bo_c.get(f"{C}/{ch['id']}", headers=bo), "GET", ONE, 200)
        contract.check(app.test_client().get(f"{C}/{ch['id']}"), "GET", ONE, 401)
        contract.check(ana_c.post(f"{C}/{ch['id']}/accept", headers=ana), "POST", ONE + "/accept", 400)
        contract.check(ana_c.post(f"{C}/{ch['id']}/decline", headers=ana), "POST", ONE + "/decline", 403)
        contract.check(bo_c.post(f"{C}/{ch['id']}/accept", headers=bo), "POST", ONE + "/accept", 201)
        contract.check(ana_c.post(f"{C}/{ch['id']}/cancel", headers=ana), "POST", ONE + "/cancel", 409)
        seek = contract.check(ana_c.post(C, json={"ruleset": "grove"}, headers=ana), "POST", C, 201)
        contract.check(bo_c.post(f"{C}/{seek['id']}/decline", headers=bo), "POST", ONE + "/decline", 400)
        contract.check(ana_c.post(f"{C}/{seek['id']}/cancel", headers=ana), "POST", ONE + "/cancel", 200)
        contract.check(bo_c.post(f"{C}/{seek['id']}/accept", headers=bo), "POST", ONE + "/accept", 409)
        contract.check(bo_c.get(f"{C}/0123456789abcdef", headers=bo), "GET", ONE, 404)
        contract.check(ana_c.post(C, json={"ruleset": "nope"}, headers=ana), "POST", C, 422)
        contract.check(ana_c.post(C, json={"ruleset": "grove", "to": "nobody at all"}, headers=ana), "POST", C, 400)
        contract.check(app.test_client().get("/v1/me/stream"), "GET", "/v1/me/stream", 401)
        contract.check(bo_c.get("/v1/me/stream?after=x", headers=bo), "GET", "/v1/me/stream", 400)
        msgs = stream.until(lambda ms: any(m["event"] == "game_started" for m in ms))
    finally:
        stream.close()
    event = contract.component("AccountEvent")
    for m in msgs[1:]:
        contract.validate(m["data"], event, f"the account event {m['event']}")
    assert {m["event"] for m in msgs[1:]} >= {"challenge", "challenge_accepted", "game_started"}
