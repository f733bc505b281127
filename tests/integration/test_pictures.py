"""Board pictures over the app on a real Redis: the caller's view at a version, cached by ETag."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from api import create_app


@pytest.fixture
def web(redis_url):
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False})
    return app.test_client()


def _new_grove(web):
    body = web.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "ana"}, {"name": "bo"}]}).get_json()
    return body["id"], [s["token"] for s in body["seats"]]


def _play_one(web, game_id, tokens):
    game = web.get(f"/v1/games/{game_id}").get_json()
    seat = game["to_act"][0]
    hdr = {"Authorization": f"Bearer {tokens[seat]}"}
    move = web.get(f"/v1/games/{game_id}/legal-moves", headers=hdr).get_json()["moves"][0]
    assert web.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=hdr).status_code == 201


def test_board_svg_is_the_current_picture_with_an_etag_and_revalidation(web):
    game_id, tokens = _new_grove(web)
    resp = web.get(f"/v1/games/{game_id}/board.svg")
    assert resp.status_code == 200 and resp.mimetype == "image/svg+xml"
    ET.fromstring(resp.data)
    # the words follow the request's language: a cache keeps one picture per caller and language
    assert "no-cache" in resp.headers["Cache-Control"]
    assert [v.strip() for v in resp.headers["Vary"].split(",")] == ["Authorization", "Accept-Language", "Cookie"]
    again = web.get(f"/v1/games/{game_id}/board.svg", headers={"If-None-Match": resp.headers["ETag"]})
    assert again.status_code == 304 and not again.data
    _play_one(web, game_id, tokens)
    moved = web.get(f"/v1/games/{game_id}/board.svg", headers={"If-None-Match": resp.headers["ETag"]})
    assert moved.status_code == 200 and moved.headers["ETag"] != resp.headers["ETag"]


def test_a_past_version_is_drawn_as_it_was(web):
    game_id, tokens = _new_grove(web)
    first = web.get(f"/v1/games/{game_id}").get_json()["version"]
    for _ in range(3):
        _play_one(web, game_id, tokens)
    old = web.get(f"/v1/games/{game_id}/board.svg?at={first}")
    assert old.status_code == 200 and f"v{first} " in old.get_data(as_text=True)
    assert web.get(f"/v1/games/{game_id}/board.svg?at=999").status_code == 404
    bad = web.get(f"/v1/games/{game_id}/board.svg?at=x")
    assert bad.status_code == 400 and bad.mimetype == "application/problem+json"


def test_a_seat_and_a_spectator_get_different_etags(web):
    game_id, tokens = _new_grove(web)
    spectator = web.get(f"/v1/games/{game_id}/board.svg").headers["ETag"]
    seat = web.get(f"/v1/games/{game_id}/board.svg", headers={"Authorization": f"Bearer {tokens[0]}"})
    assert seat.headers["ETag"] != spectator and seat.headers["Cache-Control"].startswith("private")


def test_a_finished_game_is_cacheable_forever(web):
    game_id, tokens = _new_grove(web)
    assert web.post(f"/v1/games/{game_id}/resign", headers={"Authorization": f"Bearer {tokens[0]}"}).status_code == 201
    resp = web.get(f"/v1/games/{game_id}/board.svg")
    assert "immutable" in resp.headers["Cache-Control"] and "Game over" in resp.get_data(as_text=True)


def test_board_png_is_a_png(web):
    game_id, _ = _new_grove(web)
    resp = web.get(f"/v1/games/{game_id}/board.png")
    assert resp.status_code == 200 and resp.mimetype == "image/png" and resp.data[:8] == b"\x89PNG\r\n\x1a\n"
    assert web.get(f"/v1/games/{game_id}/board.png?scale=9").status_code == 400


def test_an_unknown_game_has_no_picture(web):
    resp = web.get("/v1/games/deadbeef/board.svg")
    assert resp.status_code == 404 and resp.mimetype == "application/problem+json"


def test_the_picture_speaks_the_callers_language_and_its_etag_says_which(web):
    """A picture's words follow the request's language (?lang=, account, cookie, Accept-Language);
    the same version in two languages never shares an ETag."""
    body = web.post("/v1/games", json={"ruleset": "dale", "seats": [{"name": "ana"}, {"name": "bo"}]}).get_json()
    english = web.get(f"/v1/games/{body['id']}/board.svg")
    german = web.get(f"/v1/games/{body['id']}/board.svg", headers={"Accept-Language": "de-DE, de;q=0.9"})
    spanish = web.get(f"/v1/games/{body['id']}/board.svg?lang=es")
    for resp in (english, german, spanish):
        ET.fromstring(resp.data)
    assert "Riverport of Chip" in english.get_data(as_text=True) and "Named spaces" in english.get_data(as_text=True)
    assert "Flusshafen von Chip" in german.get_data(as_text=True) and "Benannte Felder" in german.get_data(as_text=True)
    assert "Puerto Fluvial de Chip" in spanish.get_data(as_text=True)
    assert len({english.headers["ETag"], german.headers["ETag"], spanish.headers["ETag"]}) == 3
    assert german.headers["ETag"].endswith('-de"')
    again = web.get(f"/v1/games/{body['id']}/board.svg",
                    headers={"Accept-Language": "de", "If-None-Match": english.headers["ETag"]})
    assert again.status_code == 200  # the English picture is not the German one
    html = web.get(f"/v1/games/{body['id']}/board.html?lang=es").get_data(as_text=True)
    assert "Casilla 9 (Puerto Fluvial de Chip): libre" in html and "Lugares con nombre" in html
