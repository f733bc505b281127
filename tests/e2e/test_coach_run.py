"""`make run` starts the coach's worker: a finished game's analysis is queued by the API and made by
the `arbiter-analysis` worker the supervisor runs (docs/analysis.md)."""
from __future__ import annotations

import time

import requests


def test_make_run_analyses_a_finished_game(made_run):
    base = made_run
    game = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]},
                         timeout=20).json()
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    for _ in range(8):
        g = requests.get(f"{base}/v1/games/{game['id']}", timeout=20).json()
        seat = g["to_act"][0]
        hdr = {"Authorization": f"Bearer {tokens[seat]}"}
        move = requests.get(f"{base}/v1/games/{game['id']}/legal-moves", headers=hdr, timeout=20).json()["moves"][0]
        assert requests.post(f"{base}/v1/games/{game['id']}/moves", json={"move": move}, headers=hdr,
                             timeout=20).status_code == 201
    url = f"{base}/v1/games/{game['id']}/analysis?level=quick"
    assert requests.get(url, timeout=20).status_code == 409  # still running
    g = requests.get(f"{base}/v1/games/{game['id']}", timeout=20).json()
    assert requests.post(f"{base}/v1/games/{game['id']}/resign", timeout=20,
                         headers={"Authorization": f"Bearer {tokens[g['to_act'][0]]}"}).status_code == 201
    first = requests.get(url, timeout=20)
    assert first.status_code == 202
    deadline = time.monotonic() + 180
    while True:
        resp = requests.get(base + first.headers["Location"], timeout=20)
        if resp.status_code == 200:
            break
        assert resp.status_code == 202 and time.monotonic() < deadline, "no worker made the analysis"
        time.sleep(1)
    body = resp.json()
    assert body["names"] == ["Ana", "Bo"] and body["decisions"]
