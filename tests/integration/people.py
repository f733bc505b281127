"""Helpers of the accounts tests: an app whose people-limits do not get in the way, and signing
up, in and acting as an account through the Flask test client with a software authenticator."""
from __future__ import annotations

import secrets

from tests.passkeys import SoftAuthenticator

ORIGIN = "http://localhost"


def people_app(redis_url, **config):
    """The app on the test Redis, with generous sign-in limits unless a test sets its own."""
    from api import create_app

    return create_app({"TESTING": True, "REDIS_URL": redis_url, "AUTH_RATE_LIMIT": "100000/60",
                       "CHAT_RATE_LIMIT": "100000/60", **config})


def csrf(client) -> dict:
    """The CSRF header of the test client's session."""
    cookie = client.get_cookie("arbiter_csrf")
    return {"X-CSRF-Token": cookie.value} if cookie else {}


def sign_up(client, name: str | None = None, email: str | None = None, key=None):
    """Sign up a new account; returns (answer JSON, authenticator)."""
    auth = key or SoftAuthenticator(ORIGIN)
    body = {"display_name": name or f"player-{secrets.token_hex(3)}"}
    if email:
        body["email"] = email
    opts = client.post("/v1/auth/signup/options", json=body)
    assert opts.status_code == 200, opts.get_json()
    resp = client.post("/v1/auth/signup", json={"ceremony": opts.get_json()["ceremony"],
                                                "credential": auth.create(opts.get_json()["publicKey"])})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json(), auth


def sign_in(client, auth, **kw):
    """Sign in with the authenticator's passkey; returns the response."""
    opts = client.post("/v1/auth/signin/options", json={}).get_json()
    return client.post("/v1/auth/signin", json={"ceremony": opts["ceremony"], "credential": auth.get(opts["publicKey"], **kw)})


def api_token(client, scopes=("play", "read")) -> str:
    """A fresh API token of the signed-in account."""
    resp = client.post("/v1/account/tokens", json={"name": "bot", "scopes": list(scopes)}, headers=csrf(client))
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["token"]
