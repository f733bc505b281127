"""Battle of the Dale, Battalla! and Battlegates over the API in the reader's language (issue 37):
the events' and legal moves' `text` follow the request's language for these games too, a move's
answer included, while their machine fields stay the same."""
from __future__ import annotations

import pytest

from api import create_app


def _client(redis_url):
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False,
                       "RATE_LIMITS": "off"}).test_client()


@pytest.mark.parametrize("ruleset,seats,spanish,german", [
    ("dale", 2, "Los ejércitos salen al campo", "Die Heere ziehen ins Feld"),
    ("battalla", 2, "El árbitro baraja en secreto", "Der Schiedsrichter mischt"),
    ("battlegates", 2, "El árbitro prepara un tablero de batalla", "Der Schiedsrichter baut ein Schlachtbrett auf"),
])
def test_events_and_legal_moves_of_the_three_games_follow_the_language(redis_url, ruleset, seats, spanish, german):
    client = _client(redis_url)
    game = client.post("/v1/games", json={"ruleset": ruleset,
                                          "seats": [{"name": n} for n in ("Ana", "Bo", "Cy")[:seats]]}).json
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"]}
    en = client.get(f"/v1/games/{gid}/events").json["events"]
    es = client.get(f"/v1/games/{gid}/events?lang=es").json["events"]
    de = client.get(f"/v1/games/{gid}/events", headers={"Accept-Language": "de"}).json["events"]
    assert any(e["text"].startswith(spanish) for e in es), [e["text"] for e in es]
    assert any(e["text"].startswith(german) for e in de), [e["text"] for e in de]
    assert [{k: v for k, v in e.items() if k != "text"} for e in en] == \
        [{k: v for k, v in e.items() if k != "text"} for e in es]
    seat = client.get(f"/v1/games/{gid}").json["to_act"][0]
    auth = {"Authorization": f"Bearer {tokens[seat]}"}
    legal_en = client.get(f"/v1/games/{gid}/legal-moves", headers=auth).json
    legal_de = client.get(f"/v1/games/{gid}/legal-moves?lang=de", headers=auth).json
    assert legal_de["moves"] == legal_en["moves"] and len(legal_de["texts"]) == len(legal_en["texts"])
    assert legal_de["texts"] != legal_en["texts"]
    moved = client.post(f"/v1/games/{gid}/moves?lang=es", json={"move": legal_en["moves"][0]}, headers=auth)
    assert moved.status_code == 201
    assert all(e["text"] != t["text"] for e, t in zip(moved.json["events"], client.get(
        f"/v1/games/{gid}/events?after={moved.json['events'][0]['seq'] - 1}", headers=auth).json["events"]))
