"""The games' words over the API in the reader's language (issue 37): the `text` of events, legal
moves, a move's answer, the outcome and the live stream follow ?lang=, the account's setting, the
`lang` cookie or Accept-Language; machine fields do not change; English stays as it was; an answer
whose words follow the language says Vary: Accept-Language and its ETag names the language."""
from __future__ import annotations

from api import create_app


def _app(redis_url):
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False, "RATE_LIMITS": "off",
                       "STREAM_HEARTBEAT_SECONDS": "0.2"})


def _auth(token, lang=None):
    return {"Authorization": f"Bearer {token}", **({"Accept-Language": lang} if lang else {})}


def test_events_legal_moves_and_a_moves_answer_speak_the_readers_language(redis_url):
    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).json
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"]}
    en = client.get(f"/v1/games/{gid}/events")
    de = client.get(f"/v1/games/{gid}/events", headers={"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"})
    es = client.get(f"/v1/games/{gid}/events?lang=es")
    assert en.json["events"][0]["text"] == ("The referee sets up a game of Battle for the Grove for Ana and Bo and "
                                           "commits to a secret random seed.")
    assert de.json["events"][0]["text"] == ("Der Schiedsrichter richtet eine Partie Battle for the Grove für Ana und Bo "
                                           "ein und legt sich auf einen geheimen Zufalls-Seed fest.")
    assert es.json["events"][1]["text"].endswith(("empieza Ana.", "empieza Bo.", "así que ambos vuelven a tirar."))
    # machine fields are the same in every language; only `text` differs
    strip = [{k: v for k, v in e.items() if k != "text"} for e in en.json["events"]]
    assert strip == [{k: v for k, v in e.items() if k != "text"} for e in de.json["events"]]
    assert "Accept-Language" in de.headers["Vary"] and "Accept-Language" in en.headers["Vary"]
    assert en.headers["ETag"] == f'"{en.json["version"]}"' and de.headers["ETag"] == f'"{en.json["version"]}-de"'
    # a cache revalidating the German answer with the English tag gets the German body, not a 304
    again = client.get(f"/v1/games/{gid}/events", headers={"Accept-Language": "de", "If-None-Match": en.headers["ETag"]})
    assert again.status_code == 200 and again.json["events"][0]["text"].startswith("Der Schiedsrichter")
    same = client.get(f"/v1/games/{gid}/events", headers={"Accept-Language": "de", "If-None-Match": de.headers["ETag"]})
    assert same.status_code == 304

    seat = client.get(f"/v1/games/{gid}").json["to_act"][0]
    name = ["Ana", "Bo"][seat]
    legal_en = client.get(f"/v1/games/{gid}/legal-moves", headers=_auth(tokens[seat])).json
    legal_es = client.get(f"/v1/games/{gid}/legal-moves", headers=_auth(tokens[seat], "es"))
    assert legal_es.json["moves"] == legal_en["moves"]
    colour = "de la Luz" if seat == 0 else "de la Oscuridad"
    assert f"{name} levanta un meeple {colour} en la Arboleda y puede hacer una segunda acción." in legal_es.json["texts"]
    assert legal_es.headers["ETag"] == f'"{legal_en["version"]}-seat{seat}-es"'
    qps = client.get(f"/v1/games/{gid}/legal-moves?lang=qps", headers=_auth(tokens[seat])).json["texts"]
    assert all(t.startswith("[!! ") for t in qps)

    stand = next(m for m in legal_en["moves"] if m == {"type": "stand", "place": "grove"})
    r = client.post(f"/v1/games/{gid}/moves", json={"move": stand}, headers=_auth(tokens[seat], "de"))
    assert r.status_code == 201, r.json
    side = "Licht" if seat == 0 else "Dunkel"
    assert r.json["events"][0]["text"] == f"{name} stellt einen {side}-Meeple im Hain auf und führt eine zweite Aktion aus."
    assert r.headers["ETag"] == f'"{r.json["version"]}-seat{seat}-de"'
    # an If-Match with the German tag names the same version
    legal = client.get(f"/v1/games/{gid}/legal-moves", headers=_auth(tokens[seat])).json
    nxt = client.post(f"/v1/games/{gid}/moves", json={"move": legal["moves"][0]},
                      headers={**_auth(tokens[seat], "de"), "If-Match": r.headers["ETag"]})
    assert nxt.status_code == 201, nxt.json


def test_the_outcome_and_the_stream_speak_the_readers_language(redis_url):
    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "channeling", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).json
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"]}
    assert client.post(f"/v1/games/{gid}/resign", headers=_auth(tokens[0])).status_code == 201
    body = client.get(f"/v1/games/{gid}", headers={"Accept-Language": "es"})
    assert body.json["outcome"]["text"] == "Bo gana: abandono de Ana."
    assert client.get(f"/v1/games/{gid}").json["outcome"]["text"] == "Bo wins: Ana resigned."
    replay = client.get(f"/v1/games/{gid}/replay?lang=de")
    assert replay.json["outcome"]["text"] == "Bo gewinnt: Aufgabe von Ana." and "Accept-Language" in replay.headers["Vary"]
    stream = client.get(f"/v1/games/{gid}/stream", headers={"Accept-Language": "de", "Last-Event-ID": "3"}, buffered=True)
    assert "Accept-Language" in stream.headers["Vary"]
    text = stream.get_data(as_text=True)
    assert "Die Partie ist vorbei: Bo gewinnt (Aufgabe von Ana)" in text and "The game is over" not in text


def test_the_board_fragments_last_move_is_in_the_readers_words(redis_url):
    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).json
    gid = game["id"]
    en = client.get(f"/v1/games/{gid}/board.html")
    es = client.get(f"/v1/games/{gid}/board.html", headers={"Accept-Language": "es"})
    assert " rolls " in en.get_data(as_text=True) and " saca " in es.get_data(as_text=True)
    assert es.headers["ETag"] != en.headers["ETag"] and "Accept-Language" in es.headers["Vary"]
    svg_en, svg_es = client.get(f"/v1/games/{gid}/board.svg"), client.get(f"/v1/games/{gid}/board.svg?lang=es")
    # the picture's own words (places, sides, counts) follow the language too (api/boards, docs/i18n.md)
    assert svg_en.headers["ETag"] != svg_es.headers["ETag"] and "Accept-Language" in svg_es.headers["Vary"]


def test_a_pending_offer_and_the_clocks_speak_the_readers_language(redis_url):
    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}],
                                          "clock": {"move_seconds": 86400, "on_timeout": "ai"}}).json
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"]}
    seat = client.get(f"/v1/games/{gid}").json["to_act"][0]
    name, other = ["Ana", "Bo"][seat], ["Ana", "Bo"][1 - seat]
    assert client.post(f"/v1/games/{gid}/draw", headers=_auth(tokens[seat])).status_code == 201
    en = client.get(f"/v1/games/{gid}").json
    de = client.get(f"/v1/games/{gid}", headers={"Accept-Language": "de"}).json
    assert en["pending"]["text"] == f"{name} asks to end the game as a draw; waiting for {other} to answer."
    assert de["pending"]["text"] == (f"{name} bietet an, die Partie unentschieden zu beenden; es fehlt die Antwort "
                                     f"von {other}.")
    clock_en = next(c["text"] for c in en["clocks"] if c["seat"] == seat)
    clock_de = next(c["text"] for c in de["clocks"] if c["seat"] == seat)
    assert clock_en.startswith(f"{name}: ") and clock_en.endswith(" left")
    assert clock_de.startswith(f"{name}: noch ") and ("Stunde" in clock_de or "Minute" in clock_de or "Tag" in clock_de)


def test_the_listings_outcome_speaks_the_readers_language(redis_url):
    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Cyd"}]}).json
    client.post(f"/v1/games/{game['id']}/resign", headers=_auth(game["seats"][0]["token"]))
    found = [g for g in client.get("/v1/games?status=finished&seat=Cyd&lang=es").json["games"] if g["id"] == game["id"]]
    assert found and found[0]["outcome"]["text"] == "Cyd gana: abandono de Ana."


def test_my_games_outcomes_speak_the_readers_language(redis_url):
    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "channeling", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).json
    tokens = [s["token"] for s in game["seats"]]
    client.post(f"/v1/games/{game['id']}/resign", headers=_auth(tokens[0]))
    mine = client.get("/v1/me/games", headers={"Authorization": f"Bearer {tokens[1]}", "Accept-Language": "de"})
    assert mine.json["games"][0]["outcome"]["text"] == "Bo gewinnt: Aufgabe von Ana."
    assert "Accept-Language" in mine.headers["Vary"]
