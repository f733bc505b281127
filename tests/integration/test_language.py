"""The account's language (docs/i18n.md): set on PATCH /v1/account, shown on GET, and followed by
the pages' catalogue (GET /v1/i18n) before the browser's cookie and Accept-Language; `?lang=` still
overrides it for one page. A language the server does not speak is a 400 naming the field. A new
account keeps the language its sign-up page spoke (so its first mails are in it)."""
from __future__ import annotations

import pytest

from .people import csrf, people_app, sign_up


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def test_the_accounts_language_chooses_the_catalogue(app):
    client = app.test_client()
    assert client.get("/v1/i18n", headers={"Accept-Language": "de"}).get_json()["lang"] == "de"
    sign_up(client, "Lena Lang")
    assert client.get("/v1/account").get_json()["language"] is None
    client.set_cookie("lang", "es")
    assert client.get("/v1/i18n", headers={"Accept-Language": "de"}).get_json()["lang"] == "es"  # the cookie

    resp = client.patch("/v1/account", json={"language": "de"}, headers=csrf(client))
    assert resp.status_code == 200 and resp.get_json()["language"] == "de"
    body = client.get("/v1/i18n", headers={"Accept-Language": "es"}).get_json()
    assert body["lang"] == "de" and body["messages"]["nav.sign_in"] == "Anmelden"
    assert client.get("/v1/i18n?lang=en").get_json()["lang"] == "en"

    refused = client.patch("/v1/account", json={"language": "fr"}, headers=csrf(client))
    assert refused.status_code == 400 and refused.headers["Content-Type"] == "application/problem+json"
    assert "language" in refused.get_json()["errors"]
    assert client.get("/v1/account").get_json()["language"] == "de"  # unchanged

    client.patch("/v1/account", json={"language": None}, headers=csrf(client))
    assert client.get("/v1/account").get_json()["language"] is None
    assert client.get("/v1/i18n", headers={"Accept-Language": "es"}).get_json()["lang"] == "es"


def test_a_new_account_keeps_the_language_its_sign_up_page_spoke(app):
    german = app.test_client()
    german.environ_base["HTTP_ACCEPT_LANGUAGE"] = "de-AT,de;q=0.9,en;q=0.5"
    sign_up(german, "Greta Graz")
    assert german.get("/v1/account").get_json()["language"] == "de"  # its mails will be German
    english = app.test_client()
    english.environ_base["HTTP_ACCEPT_LANGUAGE"] = "en-GB"
    sign_up(english, "Eddie Eng")
    assert english.get("/v1/account").get_json()["language"] is None  # English: follows the browser
