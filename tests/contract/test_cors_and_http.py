"""Browsers on other origins may call the API (CORS), and GETs are conditional (304, Vary, 405 Allow)."""
from __future__ import annotations

import pytest

from api import create_app

ORIGIN = "http://table.example:8080"


def _new_game(client) -> dict:
    resp = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "ana"}, {"name": "bo"}]})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def test_a_preflight_is_answered_204_with_the_methods_and_headers_a_browser_may_send(client):
    resp = client.open("/v1/games/abc/moves", method="OPTIONS", headers={
        "Origin": ORIGIN, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, idempotency-key"})
    assert resp.status_code == 204
    assert resp.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in resp.headers["Access-Control-Allow-Methods"]
    for name in ("Authorization", "Content-Type", "Idempotency-Key", "If-Match", "Last-Event-ID"):
        assert name in resp.headers["Access-Control-Allow-Headers"]
    assert "Access-Control-Allow-Credentials" not in resp.headers


def test_every_answer_to_a_cross_origin_call_exposes_etag_location_and_rate_limit_headers(client):
    resp = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "ana"}, {"name": "bo"}]},
                       headers={"Origin": ORIGIN})
    assert resp.status_code == 201
    assert resp.headers["Access-Control-Allow-Origin"] == "*"
    exposed = resp.headers["Access-Control-Expose-Headers"]
    for name in ("ETag", "Location", "RateLimit", "Retry-After"):
        assert name in exposed
    error = client.get("/v1/games/nope", headers={"Origin": ORIGIN})
    assert error.status_code == 404 and error.headers["Access-Control-Allow-Origin"] == "*"


def test_a_configured_origin_list_admits_only_those_origins(redis_url):
    client = create_app({"TESTING": True, "REDIS_URL": redis_url, "CORS_ORIGINS": ORIGIN}).test_client()
    ok = client.get("/v1/rulesets", headers={"Origin": ORIGIN})
    assert ok.headers["Access-Control-Allow-Origin"] == ORIGIN and "Origin" in ok.headers["Vary"]
    other = client.get("/v1/rulesets", headers={"Origin": "http://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers
    pre = client.open("/v1/rulesets", method="OPTIONS", headers={
        "Origin": "http://evil.example", "Access-Control-Request-Method": "GET"})
    assert "Access-Control-Allow-Origin" not in pre.headers


def test_if_none_match_with_the_current_etag_answers_304_without_a_body(client):
    game = _new_game(client)
    first = client.get(f"/v1/games/{game['id']}")
    etag = first.headers["ETag"]
    again = client.get(f"/v1/games/{game['id']}", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == etag
    stale = client.get(f"/v1/games/{game['id']}", headers={"If-None-Match": '"999"'})
    assert stale.status_code == 200 and stale.get_json()["id"] == game["id"]


def test_a_game_answer_varies_by_authorization(client):
    game = _new_game(client)
    resp = client.get(f"/v1/games/{game['id']}")
    assert "Authorization" in resp.headers["Vary"]


@pytest.mark.parametrize("method,path", [("DELETE", "/v1/games"), ("PUT", "/v1/rulesets"),
                                         ("GET", "/v1/games/x/moves")])
def test_a_method_the_resource_does_not_have_is_405_with_allow(client, method, path):
    resp = client.open(path, method=method)
    assert resp.status_code == 405
    assert resp.mimetype == "application/problem+json"
    assert resp.headers["Allow"]
    assert method not in resp.headers["Allow"]


@pytest.mark.parametrize("path", ["/v1/rulesets", "/v1/rulesets/grove", "/v1/games/{id}/replay?at=1",
                                  "/v1/games/{id}/audit"])
def test_replay_audit_and_rulesets_carry_an_etag_that_answers_304(client, path):
    game = _new_game(client)
    url = path.format(id=game["id"])
    first = client.get(url)
    assert first.status_code == 200 and first.headers["ETag"].startswith('"h')
    assert client.get(url, headers={"If-None-Match": first.headers["ETag"]}).status_code == 304


def test_a_finished_game_is_immutable_and_a_running_one_is_not(client):
    game = _new_game(client)
    url = f"/v1/games/{game['id']}"
    running = client.get(url)
    assert "immutable" not in running.headers.get("Cache-Control", "")
    token = game["seats"][0]["token"]
    resigned = client.post(url + "/resign", headers={"Authorization": f"Bearer {token}"})
    assert resigned.status_code == 201, resigned.get_json()
    assert client.get(url).get_json()["status"] == "finished"
    for part in ("", "/events", "/replay", "/audit"):
        assert "immutable" in client.get(url + part).headers["Cache-Control"], part


def test_the_spec_is_served_as_json_and_equals_openapi_yaml(client):
    from tests.contract.conftest import SPEC_PATH, load_spec

    resp = client.get("/openapi.json")
    assert resp.status_code == 200 and resp.mimetype == "application/json"
    assert resp.get_json() == load_spec()
    raw = client.get("/openapi.yaml")
    assert raw.status_code == 200 and raw.mimetype == "application/yaml"
    assert raw.data == open(SPEC_PATH, "rb").read()


def test_the_reference_page_lists_every_operation_without_external_assets(client):
    from tests.contract.conftest import load_spec

    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    text = page.get_data(as_text=True)
    for path, item in load_spec()["paths"].items():
        for method in ("get", "post", "put", "delete"):
            if method in item:
                assert f"{method.upper()} {path}" in text
    assert "<script" not in text and "http://" not in text and "https://" not in text
