"""Every game played whole over real HTTP (gunicorn + a real redis-server): seat tokens, moves
taken from legal-moves, the views each seat saw equal to its replay, and after the end an audit
that re-derives every die, coin flip and shuffle from the revealed seed (domain.audit)."""
import random

import pytest
import requests

from domain import audit
from tests.e2e.helpers import all_events

GAMES = [
    # (ruleset, seats, options): the Channeling, Dale with 3 and 5 players (one of them the
    # Falcon Army), single-board Battlegates and Battalla!
    ("channeling", 2, {}),
    ("dale", 3, {"armies": ["human", "elf", "goblin"], "turn_limit": 120}),
    ("dale", 5, {"armies": ["human", "elf", "dwarf", "goblin", "falcon"], "turn_limit": 120}),
    ("battlegates", 2, {}),
    ("battalla", 2, {"turn_limit": 30}),
]


@pytest.mark.parametrize("ruleset, n, options", GAMES, ids=[f"{g}-{n}" for g, n, _ in GAMES])
def test_a_whole_game_over_http_replays_and_audits(live_server, ruleset, n, options):
    base, http = live_server, requests.Session()
    r = http.post(f"{base}/v1/games", json={"ruleset": ruleset, "seats": [{"name": f"p{i}"} for i in range(n)],
                                            "options": options})
    assert r.status_code == 201, r.text
    game = r.json()
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"]}
    auth = {s: {"Authorization": f"Bearer {t}"} for s, t in tokens.items()}
    pick = random.Random(f"{ruleset}-{n}")
    seen = {}
    for _ in range(6000):
        game = http.get(f"{base}/v1/games/{gid}").json()
        if game["status"] == "finished":
            break
        seat = pick.choice(game["to_act"])
        legal = http.get(f"{base}/v1/games/{gid}/legal-moves", headers=auth[seat]).json()
        assert legal["moves"], f"seat {seat} is to act without a legal move at {legal['version']}"
        if pick.random() < 0.05:  # sample what seats saw, to compare with the replay afterwards
            seen[legal["version"]] = (seat, http.get(f"{base}/v1/games/{gid}", headers=auth[seat]).json()["view"])
        r = http.post(f"{base}/v1/games/{gid}/moves", json={"move": pick.choice(legal["moves"])},
                      headers={**auth[seat], "If-Match": f'"{legal["version"]}"'})
        assert r.status_code in (201, 412), r.text  # 412: another seat of a simultaneous step moved first
    assert game["status"] == "finished", "the game did not end"
    assert game["outcome"]["reason"]
    for version, (seat, view) in seen.items():
        replayed = http.get(f"{base}/v1/games/{gid}/replay", params={"at": version}, headers=auth[seat]).json()
        assert replayed["view"] == view, f"replay at {version} differs from what seat {seat} saw"
    report = http.get(f"{base}/v1/games/{gid}/audit").json()
    assert report["verified"] is True and report["seed"]
    assert audit.verify({"audit": report, "events": all_events(base, gid)}) == []
