"""Exhibitions (games whose every seat is an AI) are capped per client and in total (429
problem+json naming the cap, with Retry-After), and their AI thinks less per move (422 naming the
field). Over the API on a real redis-server of the test's own."""
from __future__ import annotations

import pytest

from domain.engine import ai as engine_ai
from domain.engine import game as G
from service.play import automation
from service.ops.redis_server import PrivateRedis

RANDOM = {"level": "random"}
A, B, C = "203.0.113.1", "203.0.113.2", "203.0.113.3"


@pytest.fixture
def app(monkeypatch):
    """The app on a Redis of its own (the total cap counts every game there); no jobs enqueued:
    the tests play AI turns themselves."""
    from api import create_app

    monkeypatch.setenv("ARBITER_EXHIBITIONS_PER_CLIENT", "2")
    monkeypatch.setenv("ARBITER_EXHIBITIONS_TOTAL", "3")
    server = PrivateRedis()
    yield create_app({"TESTING": True, "REDIS_URL": server.url, "SCHEDULE_JOBS": False})
    server.stop()


def create(client, ip: str, seats=None, **kw):
    seats = seats or [{"name": "x", "ai": RANDOM}, {"name": "y", "ai": RANDOM}]
    return client.post("/v1/games", json={"ruleset": "grove", "seats": seats}, environ_base={"REMOTE_ADDR": ip}, **kw)


def play_to_end(svc, game_id: str) -> None:
    """Every AI turn of the game, in this process, until it has finished."""
    while not (loaded := svc.load(game_id)).finished:
        for seat in G.to_act(loaded.ruleset, loaded.state):
            automation.play_ai_turn(svc, game_id, loaded.version, seat)


def assert_limited(resp, limit: str, cap: int) -> None:
    assert resp.status_code == 429, resp.get_json()
    assert resp.mimetype == "application/problem+json"
    body = resp.get_json()
    assert body["type"] == "urn:arbiter:problem:exhibition-limit" and body["status"] == 429
    assert body["limit"] == limit and body["max"] == cap and body["running"] == cap
    assert int(resp.headers["Retry-After"]) > 0 and f"({cap})" in body["detail"]


def test_each_client_runs_a_bounded_number_of_exhibitions_and_the_service_a_bounded_total(app):
    client = app.test_client()
    first = [create(client, A) for _ in range(2)]
    assert [r.status_code for r in first] == [201, 201]
    assert_limited(create(client, A), "exhibitions-per-client", 2)
    assert create(client, B).status_code == 201  # another client has its own share
    assert_limited(create(client, C), "exhibitions-total", 3)
    with_a_person = create(client, A, [{"name": "person"}, {"name": "bot", "ai": RANDOM}])
    assert with_a_person.status_code == 201, "a game with a person is never capped as an exhibition"

    play_to_end(app.extensions["arbiter"], first[0].get_json()["id"])
    assert create(client, A).status_code == 201, "a finished exhibition gives its place back"


def test_a_refusal_for_the_cap_is_not_the_stored_answer_of_its_idempotency_key(app):
    client = app.test_client()
    first = [create(client, A).get_json()["id"] for _ in range(2)]
    key = {"Idempotency-Key": "exhibition-3"}
    assert_limited(create(client, A, headers=key), "exhibitions-per-client", 2)
    play_to_end(app.extensions["arbiter"], first[0])
    again = create(client, A, headers=key)
    assert again.status_code == 201
    assert create(client, A, headers=key).get_json()["id"] == again.get_json()["id"]


def test_a_lobby_game_started_with_only_ais_counts_as_an_exhibition(app):
    client = app.test_client()
    waiting = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"open": True}, {"open": True}]},
                          environ_base={"REMOTE_ADDR": A}).get_json()
    creator = {"Authorization": f"Bearer {waiting['creator_token']}"}
    start = f"/v1/games/{waiting['id']}/start"

    too_long = client.post(start, json={"ai": {"level": "mcts", "budget_ms": 2000}}, headers=creator,
                           environ_base={"REMOTE_ADDR": A})
    assert too_long.status_code == 422
    assert set(too_long.get_json()["errors"]) == {"ai.budget_ms"}

    running = [create(client, A).get_json()["id"] for _ in range(2)]
    assert_limited(client.post(start, json={"ai": RANDOM}, headers=creator, environ_base={"REMOTE_ADDR": A}),
                   "exhibitions-per-client", 2)
    assert client.get(f"/v1/games/{waiting['id']}").get_json()["status"] == "waiting"
    play_to_end(app.extensions["arbiter"], running[0])
    started = client.post(start, json={"ai": RANDOM}, headers=creator, environ_base={"REMOTE_ADDR": A})
    assert started.status_code == 200 and started.get_json()["status"] == "active"
    assert_limited(create(client, A), "exhibitions-per-client", 2)


def test_an_exhibition_may_not_ask_for_a_persons_budget_per_move(app):
    client = app.test_client()
    strong = {"level": "mcts", "budget_ms": 5000, "iterations": 50_000}
    refused = create(client, A, [{"name": "x", "ai": strong}, {"name": "y", "ai": RANDOM}])
    assert refused.status_code == 422 and refused.mimetype == "application/problem+json"
    assert refused.get_json()["errors"] == {
        "seats.0.ai.budget_ms": "at most 1000 ms per move in a game without a person on this service",
        "seats.0.ai.iterations": "at most 10000 iterations per move in a game without a person on this service"}
    assert create(client, A, [{"name": "person"}, {"name": "bot", "ai": strong}]).status_code == 201
    at_the_cap = {"level": "mcts", "budget_ms": 1000, "iterations": 10_000}
    assert create(client, A, [{"name": "x", "ai": at_the_cap}, {"name": "y", "ai": at_the_cap}]).status_code == 201


def test_an_exhibitions_ai_thinks_within_its_ceiling_whatever_its_seat_asked_for(app, monkeypatch):
    """A seat set up for a game with a person (5 s a move), in a lobby game started with only AIs."""
    client = app.test_client()
    svc = app.extensions["arbiter"]
    waiting = client.post("/v1/games", json={"ruleset": "grove", "seats": [
        {"name": "bot", "ai": {"level": "mcts", "budget_ms": 5000}}, {"open": True}]},
        environ_base={"REMOTE_ADDR": A}).get_json()
    client.post(f"/v1/games/{waiting['id']}/start", json={"ai": RANDOM},
                headers={"Authorization": f"Bearer {waiting['creator_token']}"}, environ_base={"REMOTE_ADDR": A})
    asked = []
    monkeypatch.setattr(engine_ai, "choose_move", lambda *a, **kw: asked.append(kw) or {"type": "none"})
    loaded = svc.load(waiting["id"])
    automation.choose(loaded, 0, loaded.state["seats"][0]["ai"])
    assert asked[0]["budget_ms"] == 1000
