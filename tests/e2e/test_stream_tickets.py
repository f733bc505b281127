"""Stream tickets: a browser opens its seat's stream without putting the seat token in a URL."""
from __future__ import annotations

import json

import requests


def _first_message(resp) -> dict:
    data = []
    for line in resp.iter_lines(decode_unicode=True):
        if line.startswith("data:"):
            data.append(line[5:].strip())
        elif not line and data:
            return json.loads("".join(data))
    raise AssertionError("the stream closed before its first message")


def _game(base):
    body = requests.post(f"{base}/v1/games", json={"ruleset": "battalla", "seats": [{"name": "ana"}, {"name": "bo"}]},
                         timeout=10).json()
    return body["id"], [s["token"] for s in body["seats"]]


def test_a_ticket_opens_that_seats_stream_once(live_server):
    game_id, tokens = _game(live_server)
    resp = requests.post(f"{live_server}/v1/games/{game_id}/stream-tickets",
                         headers={"Authorization": f"Bearer {tokens[1]}"}, timeout=10)
    assert resp.status_code == 201 and resp.headers["Cache-Control"] == "no-store"
    ticket = resp.json()
    assert ticket["seat"] == 1 and ticket["stream"].endswith(ticket["ticket"])
    with requests.get(f"{live_server}{ticket['stream']}", stream=True, timeout=10) as stream:
        assert stream.status_code == 200
        game = _first_message(stream)
    assert game["your_seat"] == 1 and game["view"]["hand"], "seat 1 sees its own hand through the ticket"
    again = requests.get(f"{live_server}{ticket['stream']}", timeout=10)
    assert again.status_code == 401 and again.headers["Content-Type"] == "application/problem+json"
    assert "already used" in again.json()["detail"]


def test_a_ticket_belongs_to_its_game_and_spectators_need_none(live_server):
    game_id, tokens = _game(live_server)
    other_id, _ = _game(live_server)
    ticket = requests.post(f"{live_server}/v1/games/{game_id}/stream-tickets",
                           headers={"Authorization": f"Bearer {tokens[0]}"}, timeout=10).json()["ticket"]
    assert requests.get(f"{live_server}/v1/games/{other_id}/stream?ticket={ticket}", timeout=10).status_code == 401
    assert requests.post(f"{live_server}/v1/games/{game_id}/stream-tickets", timeout=10).status_code == 401  # no token
    assert requests.get(f"{live_server}/v1/games/{game_id}/stream?ticket=nope", timeout=10).status_code == 401
