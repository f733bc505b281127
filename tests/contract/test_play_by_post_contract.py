"""Open seats, claims, start, listing, the SSE stream and webhooks answer as openapi.yaml says."""
from __future__ import annotations

import json

import pytest

from domain.engine import find_ruleset

from .test_api_contract import RULESET, Table, auth

G = "/v1/games/{game_id}"


def _needs(app, rule: str):
    if rule not in {r.rule for r in app.url_map.iter_rules()}:
        pytest.skip(f"{rule} is not a route of this app")


def _waiting(client, contract, open_seats: int = 1) -> dict:
    rs = find_ruleset(RULESET)
    seats = [{"name": f"p{i}"} for i in range(rs.min_seats - open_seats)] + [{"open": True}] * open_seats
    body = {"ruleset": RULESET, "seats": seats}
    created = contract.check(client.post("/v1/games", json=body), "POST", "/v1/games", 201, request_body=body)
    assert created["status"] == "waiting" and created["version"] == 0 and created["creator_token"]
    return created


def test_open_seats_claim_and_start(app, client, contract):
    _needs(app, "/v1/games/<game_id>/seats/<int:seat>/claim")
    created = _waiting(client, contract)
    gid = created["id"]
    open_seat = next(s for s in created["seats"] if s.get("invite"))
    waiting = contract.check(client.get(f"/v1/games/{gid}"), "GET", G, 200)
    assert waiting["status"] == "waiting" and all("invite" not in s for s in waiting["seats"])
    assert contract.check(client.get(f"/v1/games/{gid}/legal-moves"), "GET", G + "/legal-moves", 200)["moves"] == []
    named = next(s for s in created["seats"] if s.get("token"))
    resp = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "x"}}, headers=auth(named["token"]))
    assert contract.check(resp, "POST", G + "/moves", 409)["type"].endswith(":game-not-started")
    contract.check(client.get(f"/v1/games/{gid}/replay"), "GET", G + "/replay", 404)
    audit = contract.check(client.get(f"/v1/games/{gid}/audit"), "GET", G + "/audit", 409)
    assert audit["type"].endswith(":game-not-started")
    contract.check(client.get(f"/v1/games/{gid}/events"), "GET", G + "/events", 200)

    claim = f"/v1/games/{gid}/seats/{open_seat['seat']}/claim"
    C = G + "/seats/{seat}/claim"
    contract.check(client.post(claim, json={"invite": "wrong"}), "POST", C, 403)
    contract.check(client.post(claim, json={}), "POST", C, 400)
    contract.check(client.post(f"/v1/games/0123456789abcdef/seats/0/claim", json={"invite": "x"}), "POST", C, 404)
    body = {"invite": open_seat["invite"], "name": "late"}
    claimed = contract.check(client.post(claim, json=body), "POST", C, 200, request_body=body)
    assert claimed["token"] and claimed["your_seat"] == open_seat["seat"] and claimed["status"] == "active"
    contract.check(client.post(claim, json=body), "POST", C, 409)
    audit = contract.check(client.get(f"/v1/games/{gid}/audit"), "GET", G + "/audit", 200)
    assert audit["verified"] is True

    # the creator starts another waiting game; open seats get an AI
    other = _waiting(client, contract)
    S = G + "/start"
    start = f"/v1/games/{other['id']}/start"
    contract.check(client.post(start), "POST", S, 401)  # no creator token
    contract.check(client.post(start, headers=auth("not-the-creator")), "POST", S, 401)
    started = contract.check(client.post(start, json={"ai": {"level": "random"}},
                                         headers=auth(other["creator_token"])), "POST", S, 200)
    assert started["status"] == "active" and started["version"] >= 1
    contract.check(client.post(start, headers=auth(other["creator_token"])), "POST", S, 409)

    # listing and "my games"
    page = contract.check(client.get(f"/v1/games?ruleset={RULESET}&limit=2"), "GET", "/v1/games", 200)
    assert len(page["games"]) <= 2
    if page["next"]:
        contract.check(client.get(f"/v1/games?cursor={page['next']}&limit=2"), "GET", "/v1/games", 200)
    contract.check(client.get("/v1/games?status=sleeping"), "GET", "/v1/games", 400)
    contract.check(client.get("/v1/games?open=maybe"), "GET", "/v1/games", 400)
    mine = contract.check(client.get("/v1/me/games", headers=auth(f"{claimed['token']},{named['token']}")),
                          "GET", "/v1/me/games", 200)
    assert {g["id"] for g in mine["games"]} == {gid}
    for headers in ({}, auth("not-a-token")):  # no token, and a token of no seat
        resp = client.get("/v1/me/games", headers=headers)
        contract.check(resp, "GET", "/v1/me/games", 401)
        assert resp.headers["WWW-Authenticate"].startswith("Bearer")


def test_stream_of_a_finished_game(app, client, contract):
    _needs(app, "/v1/games/<game_id>/stream")
    table = Table(client, contract)
    client.post(table.url("/resign"), headers=auth(table.tokens[1]))
    game = table.game(None)
    resp = client.get(table.url("/stream"))
    assert resp.status_code == 200 and resp.mimetype == "text/event-stream"
    contract.operation("GET", G + "/stream")["responses"]["200"]["content"]["text/event-stream"]
    messages = [m for m in resp.get_data(as_text=True).split("\n\n") if m.strip()]
    kinds = {}
    seqs = []
    for m in messages:
        fields = dict(line.split(": ", 1) for line in m.splitlines() if ": " in line and not line.startswith(":"))
        if "data" not in fields:
            continue
        data = json.loads(fields["data"])
        kind = fields.get("event", "message")
        kinds[kind] = kinds.get(kind, 0) + 1
        if kind == "game":
            contract.validate(data, contract.component("Game"), "stream game message")
        elif kind == "message":
            contract.validate(data, contract.component("Event"), "stream event")
            seqs.append(data["seq"])
    assert kinds.get("game") == 1 and kinds.get("end") == 1
    resp = client.get(table.url("/stream"), headers={"Last-Event-ID": "0"})
    assert resp.status_code == 200
    assert client.get(table.url("/stream"), headers={"Last-Event-ID": str(game["version"])}).status_code == 204
    assert "204" in contract.operation("GET", G + "/stream")["responses"]
    contract.check(client.get("/v1/games/0123456789abcdef/stream"), "GET", G + "/stream", 404)


def test_webhooks(app, client, contract):
    _needs(app, "/v1/games/<game_id>/webhooks")
    app.config["WEBHOOK_ALLOW_PRIVATE"] = True
    table = Table(client, contract)
    W = G + "/webhooks"
    h = auth(table.tokens[0])
    body = {"url": "http://127.0.0.1:9/hook", "events": ["turn.your_turn"]}
    hook = contract.check(client.post(table.url("/webhooks"), json=body, headers=h), "POST", W, 201,
                          request_body=body)
    assert hook["secret"].startswith("whsec_")
    contract.check(client.post(table.url("/webhooks"), json={"url": "ftp://example"}, headers=h), "POST", W, 422)
    contract.check(client.post(table.url("/webhooks"), json={"url": "http://127.0.0.1:9/x"}), "POST", W, 401)  # no token
    listed = contract.check(client.get(table.url("/webhooks"), headers=h), "GET", W, 200)
    assert [w["id"] for w in listed["webhooks"]] == [hook["id"]] and "secret" not in listed["webhooks"][0]
    D = W + "/{wid}/deliveries"
    contract.check(client.get(table.url(f"/webhooks/{hook['id']}/deliveries"), headers=h), "GET", D, 200)
    contract.check(client.post(table.url(f"/webhooks/{hook['id']}/deliveries/nope/redeliver"), headers=h),
                   "POST", D + "/{msg_id}/redeliver", 404)
    resp = client.delete(table.url(f"/webhooks/{hook['id']}"), headers=h)
    assert resp.status_code == 204 and "204" in contract.operation("DELETE", W + "/{wid}")["responses"]
    contract.check(client.delete(table.url(f"/webhooks/{hook['id']}"), headers=h), "DELETE", W + "/{wid}", 404)


def test_list_games_with_a_nan_cursor_is_400(app, client, contract):
    _needs(app, "/v1/games")
    contract.check(client.get("/v1/games?cursor=nan:x"), "GET", "/v1/games", 400)
    # schemathesis found a cursor without its ":" taken as a score; an empty one is the first page
    contract.check(client.get("/v1/games?cursor=0.5"), "GET", "/v1/games", 400)
    contract.check(client.get("/v1/exports?cursor=0.5"), "GET", "/v1/exports", 400)
    contract.check(client.get("/v1/games?cursor="), "GET", "/v1/games", 200)


def test_webhook_with_a_malformed_ipv6_url_is_refused(app, client, contract):
    _needs(app, "/v1/games/<game_id>/webhooks")
    table = Table(client, contract)
    resp = client.post(table.url("/webhooks"), json={"url": "http://[::1"}, headers=auth(table.tokens[0]))
    contract.check(resp, "POST", G + "/webhooks", 422)
