"""The smaller findings of a hostile week (issue 34), each as it was found: a credential id taken
from its owner, a recovery code spent by a refused request, a verify link used up by the wrong
endpoint, account tokens refused their exports, contract details, limits that many client
addresses got around, missing security headers and a cluster deployment without its proxy hop."""
from __future__ import annotations

import os

import pytest
import yaml

from tests.conftest import ROOT
from tests.passkeys import SoftAuthenticator

from .people import ORIGIN, api_token, csrf, people_app, sign_in, sign_up


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def _at(address: str) -> dict:
    return {"environ_base": {"REMOTE_ADDR": address}}


def _client(app, address: str):
    """A test client at a client address of its own (the limits' buckets outlive one app)."""
    c = app.test_client()
    c.environ_base["REMOTE_ADDR"] = address
    return c


def test_a_credential_id_already_registered_is_refused_and_its_owner_still_signs_in(app):
    owner = app.test_client()
    _, key = sign_up(owner, "Cred Owner")
    thief_key = SoftAuthenticator(ORIGIN)
    thief_key.credential_id = key.credential_id  # another key pair under the owner's credential id
    thief = app.test_client()
    opts = thief.post("/v1/auth/signup/options", json={"display_name": "Cred Thief"}).get_json()
    resp = thief.post("/v1/auth/signup", json={"ceremony": opts["ceremony"],
                                               "credential": thief_key.create(opts["publicKey"])})
    assert resp.status_code == 400 and resp.get_json()["errors"] == {"credential": "already registered"}
    # the refused sign-up changed nothing: its name is free, and the owner signs in as before
    sign_up(app.test_client(), "Cred Thief")
    assert sign_in(app.test_client(), key).status_code == 200
    # adding such a passkey to an existing account is refused alike
    other = app.test_client()
    sign_up(other)
    opts = other.post("/v1/account/passkeys/options", json={}, headers=csrf(other)).get_json()
    added = other.post("/v1/account/passkeys", json={"ceremony": opts["ceremony"],
                                                     "credential": thief_key.create(opts["publicKey"])},
                       headers=csrf(other))
    assert added.status_code == 400 and added.get_json()["errors"] == {"credential": "already registered"}
    assert sign_in(app.test_client(), key).status_code == 200


def test_a_recovery_request_refused_by_the_account_limit_spends_no_code(redis_url):
    tight = people_app(redis_url, AUTH_RATE_LIMIT="4/60")
    me = _client(tight, "192.0.2.1")
    body, _ = sign_up(me)
    code = body["recovery_codes"][0]
    account = tight.extensions["accounts"]
    left = account.recovery_left(body["account"]["id"])
    for i in range(4):  # the account's share spent by device links, from four addresses
        assert me.post("/v1/account/device-links", json={}, headers=csrf(me), **_at(f"192.0.2.{i + 10}")).status_code == 201
    refused = _client(tight, "192.0.2.99").post("/v1/auth/recover", json={"code": code}, **_at("192.0.2.99"))
    assert refused.status_code == 429
    assert account.recovery_left(body["account"]["id"]) == left, "a refused request spends nothing"
    assert account.recovery_code_owner(code) == body["account"]["id"]


def test_a_verify_link_is_used_up_only_by_its_own_endpoint_and_account(app):
    owner = app.test_client()
    aid = sign_up(owner, email="verify-me@example.test")[0]["account"]["id"]
    link = app.extensions["accounts"].new_mail_link(aid, "verify", "verify-me@example.test")
    assert app.test_client().post("/v1/auth/email-link/consume", json={"link": link}).status_code == 401
    stranger = app.test_client()
    sign_up(stranger)
    assert stranger.post("/v1/account/email/verify", json={"link": link}, headers=csrf(stranger)).status_code == 400
    done = owner.post("/v1/account/email/verify", json={"link": link}, headers=csrf(owner))
    assert done.status_code == 200 and done.get_json()["email_verified"] is True
    assert owner.post("/v1/account/email/verify", json={"link": link}, headers=csrf(owner)).status_code == 400


def test_an_account_token_gets_its_finished_games_from_me_exports(app):
    me = app.test_client()
    sign_up(me, "Exporting Eve")
    game = me.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Bo"}]},
                   headers=csrf(me)).get_json()
    assert me.post(f"/v1/games/{game['id']}/resign", headers=csrf(me)).status_code == 201
    token = api_token(me, ["read"])
    resp = app.test_client().get("/v1/me/exports", headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code == 200, resp.get_json()
    assert [g["id"] for g in resp.get_json()["games"]] == [game["id"]]


def test_the_contract_details(app):
    client = app.test_client()
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"open": True}]}).get_json()
    # a 401 names its scheme, also when a refusal stored under an Idempotency-Key is replayed
    for _ in range(2):
        r = client.post(f"/v1/games/{game['id']}/start", headers={"Authorization": "Bearer nope",
                                                                   "Idempotency-Key": "start-once"})
        assert r.status_code == 401 and r.headers["WWW-Authenticate"].startswith("Bearer")
    # a value over the top is said to be too large, not "must be at least 0"
    big = client.get("/v1/tournaments?cursor=10000000000").get_json()
    assert big["errors"] == {"cursor": "must be at most 1000000000"}
    since = client.get(f"/v1/games/{game['id']}/export?log_since=99999999999999")
    assert since.status_code == 400 and "at most" in since.get_json()["detail"]
    # /v1/account/passkeys/options takes POST only: its 405 does not offer DELETE
    r = client.get("/v1/account/passkeys/options")
    assert r.status_code == 405 and "DELETE" not in r.headers["Allow"] and "POST" in r.headers["Allow"]
    # signing out without a session is fine (204), as the spec says: the session is optional there
    assert client.post("/v1/auth/signout").status_code == 204
    with open(os.path.join(ROOT, "openapi.yaml")) as f:
        spec = yaml.safe_load(f)
    assert {} in spec["paths"]["/v1/auth/signout"]["post"]["security"]
    # /openapi.yaml answers a YAML document holding an object, as declared
    served = client.get("/openapi.yaml")
    declared = spec["paths"]["/openapi.yaml"]["get"]["responses"]["200"]["content"]["application/yaml"]["schema"]
    assert isinstance(yaml.safe_load(served.data), dict) and declared == {"type": "object"}


def test_device_code_guesses_from_many_addresses_meet_one_limit_and_codes_are_long(redis_url):
    tight = people_app(redis_url, DEVICE_GUESS_RATE_LIMIT="5/60")
    me = _client(tight, "198.51.100.200")
    sign_up(me)
    code = me.post("/v1/account/device-links", json={}, headers=csrf(me)).get_json()["code"]
    assert len(code.replace("-", "")) == 16
    try:
        guesses = [tight.test_client().post("/v1/auth/device-link", json={"code": f"AAAA-BBBB-CCCC-{i:04d}"},
                                            **_at(f"198.51.100.{i}")).status_code for i in range(8)]
        assert guesses[:5] == [401] * 5 and guesses[5:] == [429] * 3, guesses
    finally:  # the one bucket of all device codes is the server's: leave it whole for the next module
        import hashlib

        tight.extensions["redis"].delete("rl-people:device-link-target:" + hashlib.sha256(b"any").hexdigest()[:32])


def test_sign_in_attempts_at_one_account_from_many_addresses_meet_its_limit(redis_url):
    tight = people_app(redis_url, AUTH_RATE_LIMIT="3/60")
    _, key = sign_up(_client(tight, "203.0.112.1"), "Target Tim")
    codes = []
    for i in range(5):
        c = tight.test_client()
        opts = c.post("/v1/auth/signin/options", json={}, **_at(f"203.0.113.{i}")).get_json()
        codes.append(c.post("/v1/auth/signin", json={"ceremony": opts["ceremony"],
                                                     "credential": key.get(opts["publicKey"], sign_count=0)},
                            **_at(f"203.0.113.{i}")).status_code)
    assert codes[-1] == 429 and codes.count(429) == 2, codes
    # a mail link names its account: guesses at it are counted there, whatever the address
    aid = "acctguess"
    links = [tight.test_client().post("/v1/auth/email-link/consume", json={"link": f"{aid}.guess{i}"},
                                      **_at(f"203.0.114.{i}")).status_code for i in range(5)]
    assert links == [401] * 3 + [429] * 2, links


@pytest.mark.parametrize("path", ["/", "/me", "/static/app.js", "/v1/rulesets", "/v1/games/nope", "/openapi.yaml",
                                  "/docs", "/no-such-page"])
def test_every_page_and_api_answer_carries_the_security_headers(app, path):
    resp = app.test_client().get(path)
    h = resp.headers
    assert h["X-Content-Type-Options"] == "nosniff" and h["X-Frame-Options"] == "DENY"
    assert h["Referrer-Policy"] == "no-referrer" and "camera=()" in h["Permissions-Policy"]
    csp = h["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in csp
    if path.startswith("/v1/") or path == "/openapi.yaml":
        assert csp.startswith("default-src 'none'")
    else:
        assert "script-src 'self'" in csp and h["Cross-Origin-Opener-Policy"] == "same-origin"


def test_the_cluster_deployment_trusts_its_one_proxy_hop_so_clients_are_told_apart(redis_url):
    """compose.cluster.yaml: nginx appends X-Forwarded-For in front of the API replicas, so the
    replicas must trust one hop, or every client shares the proxy's rate-limit bucket."""
    with open(os.path.join(ROOT, "compose.cluster.yaml")) as f:
        compose = yaml.safe_load(f)
    services = compose["services"]
    proxies = [n for n, s in services.items() if "nginx" in str(s.get("image", ""))]
    assert len(proxies) == 1
    with open(os.path.join(ROOT, "deploy", "nginx.conf")) as f:
        nginx = f.read()
    assert "X-Forwarded-For $proxy_add_x_forwarded_for" in nginx
    apis = [n for n, s in services.items() if s.get("command") == ["api"]]
    assert apis == ["api-1", "api-2"]
    for name in apis:
        assert services[name]["environment"]["TRUSTED_PROXY_HOPS"] == str(len(proxies)), name
        assert services[name]["environment"]["REDIS_QUEUE_URL"]  # the shared settings are still there
    # with that setting, two clients behind the one proxy get buckets of their own
    hops = services["api-1"]["environment"]["TRUSTED_PROXY_HOPS"]
    behind = people_app(redis_url, TRUSTED_PROXY_HOPS=hops, RATE_LIMIT_IP="2/60", RATE_LIMIT_EXEMPT="")
    proxy = {"environ_base": {"REMOTE_ADDR": "172.18.0.9"}}
    ana = [behind.test_client().get("/v1/rulesets", headers={"X-Forwarded-For": "203.0.113.50"}, **proxy).status_code
           for _ in range(3)]
    bo = behind.test_client().get("/v1/rulesets", headers={"X-Forwarded-For": "203.0.113.51"}, **proxy).status_code
    assert ana == [200, 200, 429] and bo == 200
