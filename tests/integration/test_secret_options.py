"""A seat's private options never reach another seat or a spectator over the API (issue 14, item 5)."""
from __future__ import annotations

import json

from tests.unit.battalla.test_secret_decks import CUSTOM


def _text(r):
    return json.dumps(r.json)


def test_a_custom_battalla_deck_stays_secret_in_the_lobby_the_game_and_the_events(client):
    """The Hero Deck list of seat 1 is seen by seat 1 only until the game ends, then revealed to all."""
    r = client.post("/v1/games", json={"ruleset": "battalla", "seats": [{"name": "ana"}, {"open": True}],
                                       "options": {"deck_1": CUSTOM}})
    assert r.status_code == 201, r.json
    game = r.json
    gid, ana = game["id"], game["seats"][0]["token"]
    assert "valkyrie" not in _text(r)
    waiting = client.get(f"/v1/games/{gid}")
    assert waiting.json["status"] == "waiting" and waiting.json["options"]["deck_1"]["private"] == 1
    assert "valkyrie" not in _text(waiting)
    bo = client.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": game["seats"][1]["invite"]}).json["token"]
    as_ana = {"Authorization": f"Bearer {ana}"}
    as_bo = {"Authorization": f"Bearer {bo}"}
    for headers in (as_ana, {}):
        for path in (f"/v1/games/{gid}", f"/v1/games/{gid}/events"):
            r = client.get(path, headers=headers)
            assert r.status_code == 200 and "valkyrie" not in _text(r) and "glade_warden" not in _text(r)
    assert "valkyrie" in _text(client.get(f"/v1/games/{gid}/events", headers=as_bo))
    assert client.get(f"/v1/games/{gid}", headers=as_bo).json["view"]["decklists"][1]["heroes"] == ["valkyrie", "titania"]
    assert client.post(f"/v1/games/{gid}/resign", headers=as_ana).status_code == 201
    assert "valkyrie" in _text(client.get(f"/v1/games/{gid}/events"))
