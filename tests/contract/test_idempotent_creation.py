"""A lost answer can be recovered (issue 16, item 4): Idempotency-Key on create, claim, start and
webhook registration answers the first result again, never a second game, seat or webhook."""
from __future__ import annotations

from .test_api_contract import auth

KEY = {"Idempotency-Key": "3f0e7c1a-5b1d-4c36-9d55-0a8e2b6f1c42"}


def _key(n):
    return {"Idempotency-Key": f"{KEY['Idempotency-Key']}-{n}"}


def test_create_twice_with_one_key_is_one_game_with_the_same_tokens(client, contract):
    body = {"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}
    first = client.post("/v1/games", json=body, headers=_key("create"))
    again = client.post("/v1/games", json=body, headers=_key("create"))
    assert first.status_code == again.status_code == 201
    assert first.get_json() == again.get_json()  # same id, same tokens
    contract.check(again, "POST", "/v1/games", 201, request_body=body)
    listed = client.get("/v1/games", query_string={"limit": 200}).get_json()["games"]
    assert sum(g["id"] == first.get_json()["id"] for g in listed) == 1
    # the same key with another body is refused, naming the key
    other = client.post("/v1/games", json={**body, "seats": [{"name": "x"}, {"name": "y"}]}, headers=_key("create"))
    assert other.status_code == 422 and other.get_json()["type"].endswith("idempotency-key-reused")


def test_a_waiting_game_created_twice_with_one_key_keeps_its_invites(client):
    body = {"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}
    first = client.post("/v1/games", json=body, headers=_key("waiting")).get_json()
    again = client.post("/v1/games", json=body, headers=_key("waiting")).get_json()
    assert first == again and first["creator_token"] and first["seats"][1]["invite"]


def test_a_refused_create_is_refused_again_without_being_decided_twice(client):
    body = {"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}, {"open": True}]}  # Grove seats two
    first = client.post("/v1/games", json=body, headers=_key("refused"))
    again = client.post("/v1/games", json=body, headers=_key("refused"))
    assert first.status_code == again.status_code == 422
    assert first.get_json() == again.get_json()


def test_a_claim_retried_with_its_key_gets_the_same_token_not_409(app, client):
    created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}, ]}).get_json()
    gid, invite = created["id"], created["seats"][1]["invite"]
    claim = {"invite": invite, "name": "bo"}
    first = client.post(f"/v1/games/{gid}/seats/1/claim", json=claim, headers=_key("claim"))
    again = client.post(f"/v1/games/{gid}/seats/1/claim", json=claim, headers=_key("claim"))
    assert first.status_code == again.status_code == 200
    token = first.get_json()["token"]
    assert again.get_json()["token"] == token
    assert client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).status_code == 200
    # without the key the seat is taken: 409 as before
    assert client.post(f"/v1/games/{gid}/seats/1/claim", json=claim).status_code == 409
    # the stored answer does not hold the token in the clear
    r = app.extensions["arbiter"].store.r
    raw = b"".join(r.get(k) or b"" for k in r.scan_iter(f"*{gid}*idem*"))
    assert raw and token.encode() not in raw


def test_start_and_webhook_registration_with_a_key_happen_once(app, client):
    app.config["WEBHOOK_ALLOW_PRIVATE"] = True  # the hook below points at this machine
    created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}).get_json()
    gid, creator = created["id"], created["creator_token"]
    first = client.post(f"/v1/games/{gid}/start", json={}, headers={**auth(creator), **_key("start")})
    again = client.post(f"/v1/games/{gid}/start", json={}, headers={**auth(creator), **_key("start")})
    assert first.status_code == again.status_code == 200 and first.get_json()["id"] == again.get_json()["id"]
    assert client.post(f"/v1/games/{gid}/start", json={}, headers=auth(creator)).status_code == 409
    token = created["seats"][0]["token"]
    hook = {"url": "http://127.0.0.1:9/hook", "scope": "seat"}
    one = client.post(f"/v1/games/{gid}/webhooks", json=hook, headers={**auth(token), **_key("hook")})
    two = client.post(f"/v1/games/{gid}/webhooks", json=hook, headers={**auth(token), **_key("hook")})
    assert one.status_code == two.status_code == 201 and one.get_json() == two.get_json()
    assert len(client.get(f"/v1/games/{gid}/webhooks", headers=auth(token)).get_json()["webhooks"]) == 1


def test_the_creator_lists_reissues_and_revokes_invites(client, contract):
    """A player who lost a seat token gets the seat back: the creator re-issues its invite, which
    revokes the old token, and the player claims again, even in a running game."""
    created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}).get_json()
    gid, creator = created["id"], created["creator_token"]
    listed = contract.check(client.get(f"/v1/games/{gid}/invites", headers=auth(creator)), "GET",
                            "/v1/games/{game_id}/invites", 200)
    assert [(i["seat"], i["state"]) for i in listed["invites"]] == [(0, "claimed"), (1, "open")]
    assert client.get(f"/v1/games/{gid}/invites", headers=auth(created["seats"][0]["token"])).status_code == 401
    # revoke the open invite: the old code no longer claims
    old = created["seats"][1]["invite"]
    assert client.delete(f"/v1/games/{gid}/seats/1/invite", headers=auth(creator)).status_code == 204
    assert client.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": old}).status_code == 409
    fresh = contract.check(client.post(f"/v1/games/{gid}/seats/1/invite", headers=auth(creator)), "POST",
                           "/v1/games/{game_id}/seats/{seat}/invite", 201)
    claimed = client.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": fresh["invite"], "name": "bo"}).get_json()
    assert claimed["status"] == "active"
    lost = claimed["token"]
    # in the running game, the creator re-issues seat 1's invite: the lost token stops working
    again = client.post(f"/v1/games/{gid}/seats/1/invite", headers=auth(creator)).get_json()
    assert again["revoked_token"] is True
    assert client.get(f"/v1/games/{gid}/legal-moves", headers=auth(lost)).status_code == 401
    back = client.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": again["invite"]})
    assert back.status_code == 200 and back.get_json()["your_seat"] == 1
    assert client.get(f"/v1/games/{gid}/legal-moves", headers=auth(back.get_json()["token"])).status_code == 200
    assert client.get("/v1/me/games", headers=auth(lost)).status_code == 401  # gone from the index too


def test_a_retry_after_the_first_requests_lease_ran_out_gets_the_first_game(app, client):
    """The first request outlived its key's 5 s lease (a stalled process), so the retry took the key
    anew and went on to create the game; meanwhile the first request's atomic write landed (the
    game and its answer). The retry must answer the first request's game and tokens, not create
    another game or lose the stored answer. Here the retry's step is run directly after the first
    request has finished, which is the interleaving that matters."""
    from domain.engine import find_ruleset
    from service.play.games import fingerprint
    from service.storage.idempotency import Lease, created_game_id
    from service.table.lobby import Lobby
    from service.storage.store import idem_key

    svc = app.extensions["arbiter"]
    rs = find_ruleset("grove")
    for n, seats in enumerate(([{"name": "a"}, {"name": "b"}], [{"name": "a"}, {"open": True}])):
        key_ = _key(f"lease-{n}")
        body = {"ruleset": "grove", "seats": seats}
        first = client.post("/v1/games", json=body, headers=key_).get_json()
        gid = created_game_id(key_["Idempotency-Key"])
        assert first["id"] == gid
        k = idem_key(gid, "create", key_["Idempotency-Key"])
        fp = fingerprint({"command": "create", "body": body})
        if n == 0:
            again = svc._create_started(rs, seats, {}, None, gid, Lease.new(k, fp), fp)
        else:
            again = Lobby(svc).create_waiting(rs, seats, {}, None, game_id=gid, idem=(k, fp))
        assert again == first
        listed = [g["id"] for g in client.get("/v1/games", query_string={"limit": 200}).get_json()["games"]]
        assert listed.count(gid) == 1
