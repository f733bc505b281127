"""The small contract faults of issue 25, one test each: an ETag per viewer, `Link` for pages,
`error="invalid_token"`, 415 for a body that is not JSON, no cursor to an empty page, /metrics
kept off the public port, and https for webhook URLs."""
from __future__ import annotations

import re
import uuid

import pytest
import requests

from api import create_app
from service.ops.redis_server import free_port
from tests.conftest import running_api


def _game(client, names=("ana", "bo")) -> dict:
    resp = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": n} for n in names]})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def test_a_spectator_and_each_seat_get_their_own_etag_and_never_a_304_for_anothers(client, contract):
    game = _game(client)
    url, t0, t1 = f"/v1/games/{game['id']}", game["seats"][0]["token"], game["seats"][1]["token"]
    seat0 = client.get(url, headers=_auth(t0))
    spectator = client.get(url)
    version = seat0.get_json()["version"]
    assert seat0.headers["ETag"] == f'"{version}-seat0"' and spectator.headers["ETag"] == f'"{version}"'
    assert "Authorization" in seat0.headers["Vary"]
    contract.check(seat0, "GET", "/v1/games/{game_id}", 200)
    # the spectator sending the seat's tag gets the spectator's body, and the other way round
    assert client.get(url, headers={"If-None-Match": seat0.headers["ETag"]}).status_code == 200
    assert client.get(url, headers={**_auth(t0), "If-None-Match": spectator.headers["ETag"]}).status_code == 200
    assert client.get(url, headers={**_auth(t1), "If-None-Match": seat0.headers["ETag"]}).status_code == 200
    assert client.get(url, headers={**_auth(t0), "If-None-Match": seat0.headers["ETag"]}).status_code == 304
    legal = client.get(url + "/legal-moves", headers=_auth(t0))
    assert legal.headers["ETag"] == f'"{version}-seat0"'
    # the tag a seat got is what it sends back as If-Match: the version in it is the precondition
    seat = game["to_act"][0]
    token = game["seats"][seat]["token"]
    got = client.get(url + "/legal-moves", headers=_auth(token))
    moved = client.post(url + "/moves", json={"move": got.get_json()["moves"][0]},
                        headers={**_auth(token), "If-Match": got.headers["ETag"]})
    assert moved.status_code == 201, moved.get_json()
    assert moved.headers["ETag"] == f'"{moved.get_json()["version"]}-seat{seat}"'
    stale = client.post(url + "/moves", json={"move": got.get_json()["moves"][0]},
                        headers={**_auth(token), "If-Match": got.headers["ETag"]})
    assert stale.status_code in (403, 412)  # another version now (or no longer this seat's turn)


def _next_link(resp) -> str | None:
    match = re.fullmatch(r'<([^>]+)>; rel="next"', resp.headers.get("Link", ""))
    return match.group(1) if match else None


def test_pages_with_a_next_page_send_a_link_to_it_and_the_last_page_none(client, contract):
    name = "link-" + uuid.uuid4().hex[:8]
    ids = [_game(client, (name, "x"))["id"] for _ in range(3)]
    first = client.get(f"/v1/games?seat={name}&limit=2")
    contract.check(first, "GET", "/v1/games", 200)
    link = _next_link(first)
    assert link is not None and link.startswith("/v1/games?") and "cursor=" in link and f"seat={name}" in link
    rest = client.get(link)
    assert [g["id"] for g in first.get_json()["games"] + rest.get_json()["games"]] == ids[::-1]
    assert rest.get_json()["next"] is None and "Link" not in rest.headers
    events = client.get(f"/v1/games/{ids[0]}/events?after=0&limit=1")
    assert _next_link(events) == f"/v1/games/{ids[0]}/events?after=1&limit=1"
    everything = client.get(f"/v1/games/{ids[0]}/events?after=0")
    assert everything.get_json()["next"] is None and "Link" not in everything.headers
    exposed = client.get("/v1/games?limit=1", headers={"Origin": "http://other.example"})
    assert "Link" in exposed.headers["Access-Control-Expose-Headers"]


def test_a_one_game_listing_has_no_cursor_and_a_two_game_one_leads_to_the_second(client):
    name = "one-" + uuid.uuid4().hex[:8]
    _game(client, (name, "x"))
    only = client.get(f"/v1/games?seat={name}&limit=1").get_json()
    assert len(only["games"]) == 1 and only["next"] is None
    _game(client, (name, "y"))
    first = client.get(f"/v1/games?seat={name}&limit=1").get_json()
    assert len(first["games"]) == 1 and first["next"] is not None
    second = client.get(f"/v1/games?seat={name}&limit=1&cursor={first['next']}").get_json()
    assert len(second["games"]) == 1 and second["next"] is None


def test_a_401_says_invalid_token_for_a_bad_token_and_invalid_request_for_a_bad_header(client, contract):
    game = _game(client)
    url = f"/v1/games/{game['id']}"
    bad = client.get(url, headers=_auth("not-a-token"))
    contract.check(bad, "GET", "/v1/games/{game_id}", 401)
    assert bad.headers["WWW-Authenticate"] == 'Bearer realm="arbiter", error="invalid_token"'
    none = client.post(url + "/resign")
    assert none.status_code == 401 and none.headers["WWW-Authenticate"] == 'Bearer realm="arbiter"'
    malformed = client.get(url, headers={"Authorization": "Basic YWJj"})
    assert malformed.headers["WWW-Authenticate"] == 'Bearer realm="arbiter", error="invalid_request"'
    ticket = client.get(url + "/stream?ticket=used-or-made-up")
    assert ticket.status_code == 401 and 'error="invalid_token"' in ticket.headers["WWW-Authenticate"]


def test_a_body_that_is_not_json_is_415_on_every_endpoint_that_takes_one(client, contract):
    game = _game(client)
    gid, token = game["id"], game["seats"][0]["token"]
    form = {"data": "ruleset=grove", "content_type": "application/x-www-form-urlencoded"}
    for path, op, headers in (("/v1/games", "/v1/games", {}),
                              (f"/v1/games/{gid}/moves", "/v1/games/{game_id}/moves", _auth(token)),
                              (f"/v1/games/{gid}/seats/1/claim", "/v1/games/{game_id}/seats/{seat}/claim", {}),
                              (f"/v1/games/{gid}/webhooks", "/v1/games/{game_id}/webhooks", _auth(token)),
                              (f"/v1/games/{gid}/start", "/v1/games/{game_id}/start", _auth(token))):
        resp = client.post(path, headers=headers, **form)
        body = contract.check(resp, "POST", op, 415)
        assert body["type"] == "urn:arbiter:problem:unsupported-media-type", path
        assert resp.headers["Accept-Post"] == "application/json"
    text = client.post("/v1/games", data='{"ruleset": "grove"}', content_type="text/plain")
    assert text.status_code == 415
    charset = client.post("/v1/games", data='{"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}',
                          content_type="application/json; charset=utf-8")
    assert charset.status_code == 201


def test_metrics_are_not_on_the_public_port_unless_the_operator_says_how(redis_url):
    closed = create_app({"TESTING": True, "REDIS_URL": redis_url, "METRICS_TOKEN": ""}).test_client()
    assert closed.get("/metrics").status_code == 404
    guarded = create_app({"TESTING": True, "REDIS_URL": redis_url, "METRICS_TOKEN": "s3cret"}).test_client()
    assert guarded.get("/metrics").status_code == 401
    wrong = guarded.get("/metrics", headers=_auth("guess"))
    assert wrong.status_code == 401 and 'error="invalid_token"' in wrong.headers["WWW-Authenticate"]
    assert guarded.get("/metrics", headers=_auth("s3cret")).status_code == 200


@pytest.mark.slow  # gunicorn
def test_a_metrics_port_serves_metrics_without_a_token_and_nothing_of_the_api(redis_url):
    metrics_port = free_port()
    with running_api(redis_url, METRICS_PORT=str(metrics_port), METRICS_TOKEN="",
                     extra_binds=[f"127.0.0.1:{metrics_port}"]) as base:
        private = f"http://127.0.0.1:{metrics_port}"
        assert "arbiter_games" in requests.get(private + "/metrics", timeout=5).text
        assert requests.get(private + "/readyz", timeout=5).status_code == 200
        assert requests.get(private + "/v1/rulesets", timeout=5).status_code == 404
        assert requests.get(base + "/metrics", timeout=5).status_code == 404
        # the Host header is the client's to write: it never makes the public port the private one
        spoofed = requests.get(base + "/metrics", headers={"Host": f"127.0.0.1:{metrics_port}"}, timeout=5)
        assert spoofed.status_code == 404


def test_webhook_urls_must_be_https_except_to_loopback_where_the_operator_allows_it(redis_url, contract):
    def register(client, url):
        game = _game(client)
        return client.post(f"/v1/games/{game['id']}/webhooks", json={"url": url},
                           headers=_auth(game["seats"][0]["token"]))

    strict = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                         "WEBHOOK_ALLOW_PRIVATE": False}).test_client()
    plain = register(strict, "http://8.8.8.8/hook")  # a public address, no DNS needed
    body = contract.check(plain, "POST", "/v1/games/{game_id}/webhooks", 422)
    assert body["errors"]["url"] == "https required"
    assert register(strict, "https://8.8.8.8/hook").status_code == 201
    assert register(strict, "http://127.0.0.1:9/hook").status_code == 422
    lenient = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                          "WEBHOOK_ALLOW_PRIVATE": True}).test_client()
    assert register(lenient, "http://127.0.0.1:9/hook").status_code == 201
    assert register(lenient, "http://[::1]:9/hook").status_code == 201
    private = register(lenient, "http://10.1.2.3/hook")
    assert private.status_code == 422 and private.get_json()["errors"]["url"] == "https required"
    assert register(lenient, "https://10.1.2.3/hook").status_code == 201
