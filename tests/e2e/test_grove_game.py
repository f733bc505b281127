"""A whole Battle for the Grove game over real HTTP (gunicorn + a real redis-server)."""
import random
from concurrent.futures import ThreadPoolExecutor

import requests

from tests.e2e.helpers import all_events, purposeful

from domain import audit


def create(base: str, ruleset: str = "grove") -> tuple[str, dict]:
    r = requests.post(f"{base}/v1/games", json={"ruleset": ruleset, "seats": [{"name": "ana"}, {"name": "bo"}]})
    assert r.status_code == 201, r.text
    body = r.json()
    assert r.headers["ETag"] == f'"{body["version"]}"'
    assert len(body["seed_commitment"]) == 64
    return body["id"], {s["seat"]: s["token"] for s in body["seats"]}


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def test_a_full_grove_game_from_creation_to_outcome_replays_and_audits(live_server):
    base = live_server
    game_id, tokens = create(base)
    assert requests.get(f"{base}/v1/games/{game_id}/audit").json()["seed"] is None
    pick = random.Random(7)
    seen = {}  # version -> (seat, view that seat saw)
    moves = 0
    while True:
        game = requests.get(f"{base}/v1/games/{game_id}").json()
        if game["status"] == "finished":
            break
        seat = game["to_act"][0]
        mine = requests.get(f"{base}/v1/games/{game_id}", headers=auth(tokens[seat])).json()
        seen[mine["version"]] = (seat, mine["view"])
        legal = requests.get(f"{base}/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat])).json()
        assert legal["version"] == mine["version"] and legal["moves"]
        move = purposeful(pick, legal["moves"])
        r = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": move},
                          headers={**auth(tokens[seat]), "If-Match": f'"{legal["version"]}"'})
        assert r.status_code == 201, r.text
        assert r.json()["version"] > legal["version"]
        moves += 1
        assert moves < 3000
    outcome = game["outcome"]
    assert outcome["reason"] and sorted(outcome["ranking"]) == [0, 1]  # a win, or a documented draw
    for version, (seat, view) in seen.items():
        replayed = requests.get(f"{base}/v1/games/{game_id}/replay", params={"at": version},
                                headers=auth(tokens[seat])).json()
        assert replayed["view"] == view, f"replay at {version} differs from what seat {seat} saw"
    report = requests.get(f"{base}/v1/games/{game_id}/audit").json()
    assert report["verified"] is True and len(report["seed"]) == 64
    events = all_events(base, game_id)
    assert events[-1]["type"] == "GameFinished"
    assert events[-1]["data"]["seed"] == report["seed"]
    assert audit.verify({"audit": report, "events": events}) == []
    r = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": {"type": "stand", "place": "grove"}},
                      headers=auth(tokens[0]))
    assert r.status_code == 409 and r.headers["Content-Type"].startswith("application/problem+json")


def test_50_concurrent_http_submissions_at_one_version_append_once(live_server):
    base = live_server
    game_id, tokens = create(base)
    game = requests.get(f"{base}/v1/games/{game_id}").json()
    seat = game["to_act"][0]
    legal = requests.get(f"{base}/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat])).json()

    def post(_):
        with requests.Session() as s:
            return s.post(f"{base}/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                          headers={**auth(tokens[seat]), "If-Match": f'"{legal["version"]}"'})

    with ThreadPoolExecutor(50) as pool:
        answers = list(pool.map(post, range(50)))
    codes = sorted(a.status_code for a in answers)
    assert codes.count(201) == 1 and codes.count(412) == 49, codes
    stale = next(a for a in answers if a.status_code == 412).json()
    assert stale["current_version"] > legal["version"]
    events = requests.get(f"{base}/v1/games/{game_id}/events", params={"after": legal["version"]}).json()
    assert sum(1 for e in events["events"] if e["cmd"]) == 1


def test_an_idempotent_retry_over_http_returns_the_same_answer(live_server):
    base = live_server
    game_id, tokens = create(base)
    seat = requests.get(f"{base}/v1/games/{game_id}").json()["to_act"][0]
    move = requests.get(f"{base}/v1/games/{game_id}/legal-moves", headers=auth(tokens[seat])).json()["moves"][0]
    h = {**auth(tokens[seat]), "Idempotency-Key": "retry-1"}
    first = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": move}, headers=h)
    again = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": move}, headers=h)
    assert first.status_code == again.status_code == 201
    assert first.json() == again.json()
    other = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": {**move, "x": 1}}, headers=h)
    assert other.status_code == 422
    assert requests.get(f"{base}/v1/games/{game_id}").json()["version"] == first.json()["version"]
