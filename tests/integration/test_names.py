"""One rule for every name a person chooses (service.people.names), applied wherever a name enters: seat
names at creation, claim names, tournament entrants and tournaments, display names, token labels.
A refused name is a 400 naming the field and changes nothing; an accepted one, however odd, makes
a well-formed board.svg and a board.png."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from .people import csrf, people_app, sign_up

HOSTILE = {
    "a control character": "a\u0001b",
    "a right-to-left override": "Bo\u202etxt.exe",
    "a bidi isolate": "Bo\u2066x",
    "a zero-width space": "Ana\u200b",
    "a zero-width joiner": "A\u200dna",
    "the Hangul filler (invisible)": "\u3164",
    "a braille blank": "Ana\u2800",
    "a Cyrillic a in a Latin name": "\u0410na",
    "41 characters": "x" * 41,
    "only white space": "   ",
}


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def _problem(resp, field_path: str):
    assert resp.status_code == 400, (resp.status_code, resp.get_json())
    assert resp.headers["Content-Type"] == "application/problem+json"
    body = resp.get_json()
    assert field_path in body["errors"], body["errors"]
    return body


@pytest.mark.parametrize("why", sorted(HOSTILE))
def test_a_seat_name_with_what_hides_or_disguises_is_refused_at_creation(app, why):
    client = app.test_client()
    resp = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": HOSTILE[why]}, {"name": "b"}]})
    body = _problem(resp, "seats.0.name")
    assert "seats.0.name" in body["detail"]


def test_a_claim_name_is_checked_and_a_refused_claim_leaves_the_seat_open(app):
    host = app.test_client()
    game = host.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Host"}, {"open": True}]}).get_json()
    invite = game["seats"][1]["invite"]
    guest = app.test_client()
    refused = guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": invite, "name": "Bo\u202eevil"})
    assert "right-to-left override" in _problem(refused, "name")["detail"].lower()
    ok = guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": invite, "name": "  Bo   Brave "})
    assert ok.status_code == 200 and ok.get_json()["seats"][1]["name"] == "Bo Brave"


def test_tournament_names_and_entrant_names_follow_the_same_rule(app):
    client = app.test_client()
    bad = client.post("/v1/tournaments", json={"ruleset": "grove", "format": "swiss", "rounds": 1,
                                                "name": "Cup\u200b"})
    _problem(bad, "name")
    t = client.post("/v1/tournaments", json={"ruleset": "grove", "format": "swiss", "rounds": 1,
                                              "name": "Spring Cup"}).get_json()
    auth = {"Authorization": f"Bearer {t['creator_token']}"}
    entrant = client.post(f"/v1/tournaments/{t['id']}/entrants", headers=auth,
                          json={"ai": {"level": "random"}, "name": "bot\u3164"})
    _problem(entrant, "name")
    assert client.get(f"/v1/tournaments/{t['id']}").get_json().get("entrants", []) == []


def test_display_names_refuse_invisible_and_look_alike_names_and_token_labels_too(app):
    client = app.test_client()
    for name in ("\u3164", "\u0410na Smith", "Ana\u202e"):
        _problem(client.post("/v1/auth/signup/options", json={"display_name": name}), "display_name")
    sign_up(client, "Ana Plain")
    _problem(client.patch("/v1/account", json={"display_name": "\u0410na Plain"}, headers=csrf(client)),
             "display_name")
    assert client.get("/v1/account").get_json()["display_name"] == "Ana Plain"
    _problem(client.post("/v1/account/tokens", json={"name": "bot\u0007", "scopes": ["read"]}, headers=csrf(client)),
             "name")
    opts = client.post("/v1/account/passkeys/options", json={}, headers=csrf(client)).get_json()
    _problem(client.post("/v1/account/passkeys", json={"ceremony": opts["ceremony"], "credential": {},
                                                       "name": "laptop\u202e"}, headers=csrf(client)), "name")
    # names a person may write in one script, or the mixes a language writes, are welcome
    for name in ("Иван Петров", "山田 太郎", "ルーク", "Ἀλέξανδρος", "Zoë O'Brien-Smith"):
        assert app.test_client().post("/v1/auth/signup/options", json={"display_name": name}).status_code == 200, name


@pytest.mark.parametrize("ruleset,seats", [("grove", 2), ("dale", 3), ("battlegates", 2), ("channeling", 2),
                                           ("battalla", 2)])
def test_any_accepted_name_makes_a_well_formed_board_svg_and_a_png(app, ruleset, seats):
    odd = ["{picture} <b>&amp;\"'", "😀 Bo ❤️", "山田 太郎"][:seats]
    client = app.test_client()
    resp = client.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": n} for n in odd]})
    assert resp.status_code == 201, resp.get_json()
    gid = resp.get_json()["id"]
    svg = client.get(f"/v1/games/{gid}/board.svg")
    assert svg.status_code == 200
    ET.fromstring(svg.data)  # well-formed XML
    png = client.get(f"/v1/games/{gid}/board.png")
    assert png.status_code == 200 and png.data[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_board_of_a_name_stored_before_names_were_checked_is_still_well_formed():
    from api.boards.svg import esc

    ET.fromstring(f"<svg><text title=\"{esc('a' + chr(1) + 'b')}\">{esc('x' + chr(0x1f) + 'y')}</text></svg>")
