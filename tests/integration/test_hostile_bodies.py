"""Hostile and unlucky requests get a clear problem, never a 500: bodies nested deep enough to
break a recursive parser, and a store that is down."""
from __future__ import annotations

import pytest

from api import create_app


@pytest.fixture
def web(redis_url):
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False}).test_client()


def _nested(depth: int, leaf: str = "1") -> str:
    return "[" * depth + leaf + "]" * depth


@pytest.mark.parametrize("depth", [100, 900, 1000, 5000, 30000])
def test_a_deeply_nested_move_or_options_body_is_a_400_problem(web, depth):
    game = web.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    token = game["seats"][game["to_act"][0]]["token"]
    bodies = [
        ("/v1/games", '{"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}], "options": {"turn_limit": %s}}'
         % _nested(depth)),
        (f"/v1/games/{game['id']}/moves", '{"move": {"type": "stand", "place": %s}}' % _nested(depth, '"grove"')),
        (f"/v1/games/{game['id']}/moves", _nested(depth)),
    ]
    for path, raw in bodies:
        resp = web.post(path, data=raw, content_type="application/json", headers={"Authorization": f"Bearer {token}"})
        assert resp.status_code in (400, 422), (path, depth, resp.status_code)
        assert resp.mimetype == "application/problem+json"


def test_with_the_store_down_calls_are_503_with_retry_after_and_not_ready():
    from service.ops.redis_server import free_port

    app = create_app({"TESTING": True, "REDIS_URL": f"redis://127.0.0.1:{free_port()}/0", "SCHEDULE_JOBS": False})
    web = app.test_client()
    for resp in (web.get("/v1/games/abc"), web.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}),
                 web.get("/v1/games")):
        assert resp.status_code == 503 and resp.mimetype == "application/problem+json"
        assert resp.headers["Retry-After"] and "unavailable" in resp.get_json()["type"]
    ready = web.get("/readyz")
    assert ready.status_code == 503 and ready.get_json()["checks"]["store"].startswith("unavailable")


def test_ready_when_the_store_and_queues_answer(web):
    resp = web.get("/readyz")
    assert resp.status_code == 200 and resp.get_json() == {"status": "ready", "checks": {"store": "ok", "queues": "ok"}}


def test_a_key_still_in_flight_answers_409_with_retry_after(web, redis_url):
    from service.storage.connection import connect
    from service.play.games import fingerprint
    from service.storage.store import EventStore, idem_key

    game = web.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    seat = game["to_act"][0]
    EventStore(connect(redis_url)).idem_begin(idem_key(game["id"], str(seat), "busy-key"),
                                                          fingerprint({"command": "resign", "body": None}))
    resp = web.post(f"/v1/games/{game['id']}/resign", headers={"Authorization": f"Bearer {game['seats'][seat]['token']}",
                                                              "Idempotency-Key": "busy-key"})
    assert resp.status_code == 409 and 1 <= int(resp.headers["Retry-After"]) <= 5
    assert resp.get_json()["retry_after"] == int(resp.headers["Retry-After"])
