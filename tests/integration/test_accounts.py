"""Accounts on a real Redis: passkeys (a software authenticator), sessions, CSRF, recovery codes,
API tokens with scopes, and nothing of an account shown to another or to a stranger."""
from __future__ import annotations

import pytest

from tests.passkeys import SoftAuthenticator

from .people import ORIGIN, api_token, csrf, people_app, sign_in, sign_up


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


@pytest.fixture
def client(app):
    return app.test_client()


def test_sign_up_signs_in_with_recovery_codes_then_sign_out_and_in_again(client):
    body, auth = sign_up(client, "Ana Lima")
    assert body["account"]["display_name"] == "Ana Lima"
    assert len(body["recovery_codes"]) == 10 and len(set(body["recovery_codes"])) == 10
    cookie = client.get_cookie("arbiter_session")
    assert cookie.http_only and cookie.same_site == "Lax" and not cookie.secure  # loopback: no Secure
    assert client.get("/v1/account").get_json()["display_name"] == "Ana Lima"
    assert client.post("/v1/auth/signout", headers=csrf(client)).status_code == 204
    assert client.get("/v1/account").status_code == 401
    resp = sign_in(client, auth)
    assert resp.status_code == 200 and resp.get_json()["account"]["display_name"] == "Ana Lima"
    assert client.get("/v1/account").status_code == 200


def test_a_replayed_assertion_an_old_sign_count_a_wrong_origin_and_a_reused_challenge_are_refused(client):
    _, auth = sign_up(client)
    opts = client.post("/v1/auth/signin/options", json={}).get_json()
    assertion = auth.get(opts["publicKey"])
    ok = client.post("/v1/auth/signin", json={"ceremony": opts["ceremony"], "credential": assertion})
    assert ok.status_code == 200
    # the same ceremony (challenge) twice
    again = client.post("/v1/auth/signin", json={"ceremony": opts["ceremony"], "credential": assertion})
    assert again.status_code == 401
    # the old assertion against a fresh challenge (its challenge does not match)
    fresh = client.post("/v1/auth/signin/options", json={}).get_json()
    assert client.post("/v1/auth/signin", json={"ceremony": fresh["ceremony"], "credential": assertion}).status_code == 401
    # a fresh challenge signed with a sign count that did not grow (a cloned authenticator)
    fresh = client.post("/v1/auth/signin/options", json={}).get_json()
    stale = auth.get(fresh["publicKey"], sign_count=auth.sign_count)
    refused = client.post("/v1/auth/signin", json={"ceremony": fresh["ceremony"], "credential": stale})
    assert refused.status_code == 401
    # another origin
    fresh = client.post("/v1/auth/signin/options", json={}).get_json()
    phished = auth.get(fresh["publicKey"], origin="http://evil.example")
    assert client.post("/v1/auth/signin", json={"ceremony": fresh["ceremony"], "credential": phished}).status_code == 401
    # every failure reads the same: nothing tells which check failed
    assert refused.get_json()["detail"] == again.get_json()["detail"]


def test_an_unknown_passkey_fails_like_a_bad_one_and_sign_up_with_a_wrong_origin_names_the_field(client):
    stranger = SoftAuthenticator(ORIGIN)
    stranger.user_handle = b"x"
    resp = sign_in(client, stranger)
    assert resp.status_code == 401 and resp.mimetype == "application/problem+json"
    opts = client.post("/v1/auth/signup/options", json={"display_name": "Mallory"}).get_json()
    bad = client.post("/v1/auth/signup", json={"ceremony": opts["ceremony"],
                                               "credential": stranger.create(opts["publicKey"], origin="http://evil.example")})
    assert bad.status_code == 400 and "credential" in bad.get_json()["errors"]


def test_display_names_are_unique_folded_and_bad_input_names_the_field(client):
    sign_up(client, "Bo Unique")
    other = client.application.test_client()
    taken = other.post("/v1/auth/signup/options", json={"display_name": "  bo   UNIQUE "})
    assert taken.status_code == 409 and taken.get_json()["errors"] == {"display_name": "taken"}
    missing = other.post("/v1/auth/signup/options", json={})
    assert missing.status_code == 400 and "display_name" in missing.get_json()["errors"]
    mail = other.post("/v1/auth/signup/options", json={"display_name": "Cy", "email": "not-an-address"})
    assert mail.status_code == 400 and mail.get_json()["errors"] == {"email": "not a mail address"}


def test_a_recovery_code_signs_in_once(client):
    body, _ = sign_up(client)
    client.post("/v1/auth/signout", headers=csrf(client))
    code = body["recovery_codes"][3].lower().replace("-", " ")  # typed loosely
    assert client.post("/v1/auth/recover", json={"code": code}).status_code == 200
    assert client.get("/v1/account").get_json()["recovery_codes_left"] == 9
    client.post("/v1/auth/signout", headers=csrf(client))
    assert client.post("/v1/auth/recover", json={"code": code}).status_code == 401


def test_cookie_writes_need_the_csrf_token_and_a_same_origin(client):
    sign_up(client)
    no_token = client.post("/v1/account/tokens", json={"name": "x", "scopes": ["read"]})
    assert no_token.status_code == 403 and "X-CSRF-Token" in no_token.get_json()["errors"]
    cross = client.post("/v1/account/tokens", json={"name": "x", "scopes": ["read"]},
                        headers={**csrf(client), "Origin": "https://evil.example"})
    assert cross.status_code == 403 and "Origin" in cross.get_json()["errors"]
    ok = client.post("/v1/account/tokens", json={"name": "x", "scopes": ["read"]},
                     headers={**csrf(client), "Origin": ORIGIN})
    assert ok.status_code == 201


def test_sessions_are_listed_and_revoked(app):
    a = app.test_client()
    _, auth = sign_up(a)
    b = app.test_client()
    assert sign_in(b, auth).status_code == 200
    listed = a.get("/v1/account/sessions").get_json()["sessions"]
    assert len(listed) == 2 and sum(s["current"] for s in listed) == 1
    other = next(s for s in listed if not s["current"])
    assert a.delete(f"/v1/account/sessions/{other['id']}", headers=csrf(a)).status_code == 204
    assert b.get("/v1/account").status_code == 401
    assert a.get("/v1/account").status_code == 200


def test_passkeys_are_listed_added_and_revoked(client):
    _, first = sign_up(client)
    second = SoftAuthenticator(ORIGIN)
    opts = client.post("/v1/account/passkeys/options", json={}, headers=csrf(client)).get_json()
    added = client.post("/v1/account/passkeys", json={"ceremony": opts["ceremony"], "name": "laptop",
                                                      "credential": second.create(opts["publicKey"])}, headers=csrf(client))
    assert added.status_code == 201 and len(added.get_json()["passkeys"]) == 2
    pid = next(p["id"] for p in added.get_json()["passkeys"] if p["name"] == "laptop")
    assert client.delete(f"/v1/account/passkeys/{pid}", headers=csrf(client)).status_code == 204
    client.post("/v1/auth/signout", headers=csrf(client))
    assert sign_in(client, second).status_code == 401
    assert sign_in(client, first).status_code == 200


def test_api_tokens_have_scopes_are_shown_once_listed_and_revoked(client):
    sign_up(client)
    token = api_token(client, ["read"])
    listed = client.get("/v1/account/tokens").get_json()["tokens"]
    assert len(listed) == 1 and "token" not in listed[0] and listed[0]["scopes"] == ["read"]
    bot = client.application.test_client()
    hdr = {"Authorization": f"Bearer {token}"}
    assert bot.get("/v1/me/games", headers=hdr).status_code == 200
    # read cannot play, and no token manages the account
    game = bot.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "ai", "ai": {"level": "random"}}]},
                    headers=hdr)
    assert game.status_code == 403 and game.get_json()["type"].endswith("insufficient-scope")
    assert bot.get("/v1/account/tokens", headers=hdr).status_code == 401
    assert client.delete(f"/v1/account/tokens/{listed[0]['id']}", headers=csrf(client)).status_code == 204
    assert bot.get("/v1/me/games", headers=hdr).status_code == 401


def test_a_token_answer_replays_under_its_idempotency_key_without_keeping_the_secret_in_plain(client, redis_client):
    sign_up(client)
    hdr = {**csrf(client), "Idempotency-Key": "tok-1"}
    first = client.post("/v1/account/tokens", json={"name": "a", "scopes": ["play"]}, headers=hdr)
    again = client.post("/v1/account/tokens", json={"name": "a", "scopes": ["play"]}, headers=hdr)
    assert first.status_code == again.status_code == 201 and first.get_json() == again.get_json()
    assert len(client.get("/v1/account/tokens").get_json()["tokens"]) == 1
    # arb_<account>_<secret>: the secret is all after the account (token_urlsafe may hold "_" itself)
    secret = first.get_json()["token"].removeprefix("arb_").partition("_")[2].encode()
    assert len(secret) >= 40
    for k in redis_client.scan_iter("game:*idem:token*"):
        assert secret not in (redis_client.get(k) or b"")


def test_sign_in_is_rate_limited_per_address(redis_url):
    app = people_app(redis_url, AUTH_RATE_LIMIT="3/60")
    c = app.test_client()
    env = {"REMOTE_ADDR": "198.51.100.77"}
    codes = [c.post("/v1/auth/recover", json={"code": "AAAA-BBBB-CCCC-DDDD"}, environ_base=env).status_code
             for _ in range(4)]
    assert codes[:3] == [401, 401, 401] and codes[3] == 429


def test_a_device_link_code_signs_a_second_device_in_once(app):
    laptop = app.test_client()
    sign_up(laptop, "Linker")
    link = laptop.post("/v1/account/device-links", json={}, headers=csrf(laptop))
    assert link.status_code == 201
    body = link.get_json()
    assert body["url"] == f"{ORIGIN}/link#{body['code']}" and body["qr_svg"].startswith("<svg")
    phone = app.test_client()
    typed = body["code"].lower().replace("-", " ")  # typed on a phone keyboard
    assert phone.post("/v1/auth/device-link", json={"code": typed}).status_code == 200
    assert phone.get("/v1/account").get_json()["display_name"] == "Linker"
    assert app.test_client().post("/v1/auth/device-link", json={"code": body["code"]}).status_code == 401
    assert sorted(s["signed_in_with"] for s in laptop.get("/v1/account/sessions").get_json()["sessions"]) == \
        ["device link", "passkey"]
    anon = app.test_client().post("/v1/account/device-links", json={})
    assert anon.status_code == 401


def test_nothing_of_an_account_is_shown_to_another(app):
    a = app.test_client()
    sign_up(a, "Private Person", email="private@example.test")
    b = app.test_client()
    sign_up(b)
    for path in ("/v1/account", "/v1/account/passkeys", "/v1/account/sessions", "/v1/account/tokens",
                 "/v1/account/push-subscriptions", "/v1/account/notifications"):
        assert b"private@example.test" not in b.get(path).data
    mine = a.get("/v1/account/passkeys").get_json()["passkeys"][0]["id"]
    assert b.delete(f"/v1/account/passkeys/{mine}", headers=csrf(b)).status_code == 404
    game = a.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "x"}]}, headers=csrf(a)).get_json()
    for body in (b.get(f"/v1/games/{game['id']}").data, b.get("/v1/games?limit=200").data,
                 b.get(f"/v1/games/{game['id']}/events").data):
        assert b"private@example.test" not in body and a.get("/v1/account").get_json()["id"].encode() not in body
