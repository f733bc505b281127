"""Bad input gets a clear problem+json error naming the field or rule, never a 500."""
import pytest
import requests


@pytest.fixture
def game(client):
    r = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]})
    body = r.get_json()
    return body["id"], {s["seat"]: s["token"] for s in body["seats"]}, body["to_act"][0]


def problem(resp, status):
    assert resp.status_code == status, resp.get_data(as_text=True)
    assert resp.mimetype == "application/problem+json"
    body = resp.get_json()
    assert body["status"] == status and body["type"].startswith("urn:arbiter:problem:") and body["detail"]
    return body


@pytest.mark.parametrize("payload, field", [
    ({}, "ruleset"),
    ({"ruleset": "grove"}, "seats"),
    ({"ruleset": "grove", "seats": "two"}, "seats"),
    ({"ruleset": "grove", "seats": [{"name": ""}]}, "seats.0.name"),
    ({"ruleset": "grove", "seats": [{"name": "a", "ai": {"level": "godlike"}}, {"name": "b"}]}, "seats.0.ai.level"),
    ({"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}], "clock": {"move_seconds": 0}}, "clock.move_seconds"),
    ({"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}], "colour": "red"}, "colour"),
])
def test_a_bad_creation_body_names_the_field(client, payload, field):
    body = problem(client.post("/v1/games", json=payload), 400)
    assert field in body["errors"]


def test_an_unknown_ruleset_bad_options_and_seat_counts_are_422(client):
    body = problem(client.post("/v1/games", json={"ruleset": "chess", "seats": [{"name": "a"}]}), 422)
    assert "ruleset" in body["errors"]
    body = problem(client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}]}), 422)
    assert "seats" in body["errors"]
    body = problem(client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}],
                                                   "options": {"turn_limit": "soon"}}), 422)
    assert "options.turn_limit" in body["errors"]
    body = problem(client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}],
                                                   "options": {"nonsense": 1}}), 422)
    assert "options.nonsense" in body["errors"]


def test_bodies_that_are_not_json_objects(client, game):
    gid, tokens, seat = game
    h = {"Authorization": f"Bearer {tokens[seat]}"}
    problem(client.post("/v1/games", data="not json", content_type="application/json"), 400)
    problem(client.post("/v1/games", data="[]", content_type="application/json"), 400)
    problem(client.post(f"/v1/games/{gid}/moves", data="{", content_type="application/json", headers=h), 400)
    problem(client.post(f"/v1/games/{gid}/moves", data="x" * 100_000, content_type="application/json", headers=h), 413)
    body = problem(client.post(f"/v1/games/{gid}/moves", json={"mv": {}}, headers=h), 400)
    assert "move" in body["errors"]


def test_malformed_and_illegal_moves(client, game):
    gid, tokens, seat = game
    h = {"Authorization": f"Bearer {tokens[seat]}"}
    body = problem(client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "teleport"}}, headers=h), 422)
    assert "move.type" in body["errors"]
    body = problem(client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "stand"}}, headers=h), 422)
    assert "move.place" in body["errors"]
    body = problem(client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "stand", "place": "circle-1"}},
                               headers=h), 422)
    assert body["rule"] and "Magic Circle 1" in body["detail"] and "circle-1" not in body["detail"]
    problem(client.post(f"/v1/games/{gid}/moves", json={"move": "stand"}, headers=h), 422)


def test_auth_and_seat_errors(client, game):
    gid, tokens, seat = game
    move = {"move": {"type": "stand", "place": "grove"}}
    problem(client.post(f"/v1/games/{gid}/moves", json=move), 401)  # no token: which credentials to send
    problem(client.post(f"/v1/games/{gid}/moves", json=move, headers={"Authorization": "Bearer nope"}), 401)
    problem(client.post(f"/v1/games/{gid}/moves", json=move, headers={"Authorization": "Basic abc"}), 401)
    problem(client.post(f"/v1/games/{gid}/moves", json=move,
                        headers={"Authorization": f"Bearer {tokens[1 - seat]}"}), 403)


def test_headers_and_queries_that_do_not_parse(client, game):
    gid, tokens, seat = game
    h = {"Authorization": f"Bearer {tokens[seat]}"}
    move = {"move": {"type": "stand", "place": "grove"}}
    for tag in ("abc", 'W/"3"', '"-1"'):
        body = problem(client.post(f"/v1/games/{gid}/moves", json=move, headers={**h, "If-Match": tag}), 400)
        assert "If-Match" in body["errors"]
    body = problem(client.post(f"/v1/games/{gid}/moves", json=move, headers={**h, "If-Match": '"999"'}), 412)
    assert body["current_version"] >= 1
    problem(client.post(f"/v1/games/{gid}/moves", json=move, headers={**h, "Idempotency-Key": "x" * 300}), 400)
    for query in ("after=x", "after=-1", "limit=0", "limit=5000"):
        problem(client.get(f"/v1/games/{gid}/events?{query}"), 400)
    problem(client.get(f"/v1/games/{gid}/replay?at=0"), 400)
    problem(client.get(f"/v1/games/{gid}/replay?at=99999"), 404)


@pytest.mark.parametrize("gid", ["nope", "0" * 16, "a" * 200, "..", "%00", "x y"])
def test_unknown_games_are_404(client, gid):
    problem(client.get(f"/v1/games/{gid}"), 404)
    problem(client.get(f"/v1/games/{gid}/events"), 404)


def test_unknown_paths_and_methods(client):
    problem(client.get("/v1/nothing"), 404)
    problem(client.delete("/v1/games"), 405)
    problem(client.get("/v1/rulesets/chess"), 404)


def test_an_oversized_chunked_body_is_413_like_an_oversized_one_with_a_length(live_server):
    def chunks():
        yield b'{"ruleset": "grove", "seats": ['
        for _ in range(5000):
            yield b'{"name": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"},'
        yield b'{"name": "b"}]}'

    chunked = requests.post(f"{live_server}/v1/games", data=chunks(), headers={"Content-Type": "application/json"},
                            timeout=20)
    assert chunked.status_code == 413 and chunked.headers["Content-Type"] == "application/problem+json"
    sized = requests.post(f"{live_server}/v1/games", data=b"".join(chunks()), timeout=20,
                          headers={"Content-Type": "application/json"})
    assert sized.status_code == 413


def test_what_gunicorn_refuses_before_the_app_is_problem_json_too(live_server):
    """A 20 KB request line (the campaign's case) and oversized headers are refused by gunicorn
    itself: still a problem+json answer, not gunicorn's HTML page."""
    long_line = requests.get(f"{live_server}/v1/games?ruleset=" + "g" * 20_000, timeout=20)
    assert long_line.status_code == 414
    assert long_line.headers["Content-Type"] == "application/problem+json"
    body = long_line.json()
    assert body["status"] == 414 and body["type"] == "urn:arbiter:problem:uri-too-long"
    assert "too long" in body["detail"] and "g" * 300 not in body["detail"]
    many = requests.get(f"{live_server}/v1/rulesets", timeout=20, headers={f"x-h{i}": "v" for i in range(150)})
    assert many.status_code == 431 and many.headers["Content-Type"] == "application/problem+json"
    assert many.json()["status"] == 431
