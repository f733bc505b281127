"""The games in words over the API: a `text` on every event answered, texts beside the legal moves,
rendered for each reader (redacted first), never stored in the stream (the hash chain unchanged)."""
from __future__ import annotations

import json

from api import create_app
from domain import engine
from domain.battalla.cards import CARDS


def _app(redis_url):
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "SCHEDULE_JOBS": False, "RATE_LIMITS": "off"})


def _auth(token):
    return {"Authorization": f"Bearer {token}"}


def test_events_moves_and_answers_carry_sentences_for_their_reader(redis_url, redis_client):
    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "battalla", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).json
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"]}
    ana = client.get(f"/v1/games/{gid}/events", headers=_auth(tokens[0])).json["events"]
    bo = client.get(f"/v1/games/{gid}/events", headers=_auth(tokens[1])).json["events"]
    watcher = client.get(f"/v1/games/{gid}/events").json["events"]
    assert ana[0]["text"] == "The referee sets up a game of Battalla! for Ana and Bo and commits to a secret random seed."
    deal = next(i for i, e in enumerate(ana) if e["type"] == "CardsDrawn" and e["data"]["seat"] == 0)
    hand = [CARDS[c]["name"] for c in ana[deal]["private"]["0"]["cards"]]
    assert ana[deal]["text"].startswith("The referee draws 5 cards for Ana: ") and all(n in ana[deal]["text"] for n in hand)
    assert bo[deal]["text"] == watcher[deal]["text"] == "The referee draws 5 cards for Ana."
    # never stored: the stream holds the envelopes as sealed, and the chain still verifies
    raw = [json.loads(f[b"e"]) for _, f in redis_client.xrange(f"game:{{{gid}}}:events")]
    assert all("text" not in e for e in raw) and engine.verify_chain(raw)[0]
    # the legal moves: `moves` as before, `texts` beside them, one sentence each
    seat = client.get(f"/v1/games/{gid}").json["to_act"][0]
    legal = client.get(f"/v1/games/{gid}/legal-moves", headers=_auth(tokens[seat])).json
    assert [m["type"] for m in legal["moves"]] == ["choose_order", "choose_order"]
    assert legal["texts"] == [f"{['Ana', 'Bo'][seat]} chooses to go first.", f"{['Ana', 'Bo'][seat]} chooses to go second."]
    # a move's answer tells its events in words; a paginated read from the middle too
    r = client.post(f"/v1/games/{gid}/moves", json={"move": legal["moves"][0]}, headers=_auth(tokens[seat]))
    assert r.status_code == 201
    assert r.json["events"][0]["text"] == f"{['Ana', 'Bo'][seat]} chooses: {['Ana', 'Bo'][seat]} goes first."
    page = client.get(f"/v1/games/{gid}/events?after={r.json['version'] - 1}&limit=1").json["events"]
    assert page[0]["text"] == client.get(f"/v1/games/{gid}/events").json["events"][-1]["text"]
    # a move posted with a text field is still refused as malformed: the texts are for reading
    now = client.get(f"/v1/games/{gid}").json["to_act"][0]
    listed = client.get(f"/v1/games/{gid}/legal-moves", headers=_auth(tokens[now])).json
    bad = client.post(f"/v1/games/{gid}/moves", json={"move": {**listed["moves"][0], "text": listed["texts"][0]}},
                      headers=_auth(tokens[now]))
    assert bad.status_code == 422 and "text" in bad.json["detail"]


def test_the_export_tells_every_event_and_still_verifies(redis_url):
    from domain import audit

    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).json
    client.post(f"/v1/games/{game['id']}/resign", headers=_auth(game["seats"][0]["token"]))
    export = client.get(f"/v1/games/{game['id']}/export").json
    assert [e["text"] for e in export["events"]][-2:] == [
        "Ana resigns.", f"The game is over: Bo wins (Ana resigned); the referee reveals the random seed, so every "
                        "random outcome can be checked."]
    # the outcome's own sentence names the winner first (issue 35): in the game and in its replay
    over = client.get(f"/v1/games/{game['id']}").json
    assert over["outcome"]["text"] == "Bo wins: Ana resigned." and over["outcome"]["reason"] == "resignation"
    replay = client.get(f"/v1/games/{game['id']}/replay?at={over['version']}").json
    assert replay["outcome"]["text"] == "Bo wins: Ana resigned."
    # and in the lists: the lobby's and "my games" (what My games shows for a finished game)
    listed = client.get("/v1/games", query_string={"status": "finished", "limit": 100}).json["games"]
    assert next(g for g in listed if g["id"] == game["id"])["outcome"]["text"] == "Bo wins: Ana resigned."
    mine = client.get("/v1/me/games", headers=_auth(game["seats"][1]["token"])).json["games"]
    assert [g["outcome"]["text"] for g in mine if g["id"] == game["id"]] == ["Bo wins: Ana resigned."]
    assert audit.verify(export) == []


def test_a_page_of_events_may_start_at_the_snapshot_version(redis_url):
    """GET /events?after=N folds the state at N from the snapshot when it is not newer, also when
    the snapshot is version N itself."""
    from service.storage.store import SNAPSHOT_EVERY

    client = _app(redis_url).test_client()
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).json
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"]}
    version = game["version"]
    while version <= SNAPSHOT_EVERY + 1:
        seat = client.get(f"/v1/games/{gid}").json["to_act"][0]
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=_auth(tokens[seat])).json
        version = client.post(f"/v1/games/{gid}/moves", json={"move": legal["moves"][0]},
                              headers=_auth(tokens[seat])).json["version"]
    every = client.get(f"/v1/games/{gid}/events").json["events"]
    for after in range(version):
        page = client.get(f"/v1/games/{gid}/events?after={after}&limit=1")
        assert page.status_code == 200 and page.json["events"][0]["text"] == every[after]["text"]
