"""Fault: Redis restarts from an older AOF (what a power loss with `everysec` does) under a running
API. No API process may serve, or decide a move on, a state the stream no longer holds: every view
equals a fold of the stream, and /audit (which folds the stream again) verifies."""
from __future__ import annotations

import shutil

import redis
import requests

from service.play.games import Games
from service.ops.redis_server import PrivateRedis, free_port
from service.storage.store import EventStore
from tests.conftest import running_api


def _play(base, game_id, tokens, n):
    for _ in range(n):
        g = requests.get(f"{base}/v1/games/{game_id}", timeout=10).json()
        seat = g["to_act"][0]
        hdr = {"Authorization": f"Bearer {tokens[seat]}"}
        move = requests.get(f"{base}/v1/games/{game_id}/legal-moves", headers=hdr, timeout=10).json()["moves"][0]
        assert requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": move}, headers=hdr, timeout=10).status_code == 201


def _fresh_view(url, game_id, seat=None):
    """The game as a process with an empty cache folds it from the store."""
    svc = Games(EventStore(redis.Redis.from_url(url)))
    return svc.game_json(svc.load(game_id), seat)


def test_an_api_never_serves_or_builds_on_a_state_redis_lost(tmp_path):
    data, older = tmp_path / "redis", tmp_path / "older"
    port = free_port()
    server = PrivateRedis(appendonly=True, port=port, data_dir=str(data))
    try:
        with running_api(server.url) as base:  # two gunicorn workers, each with its own cache
            body = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]},
                                 timeout=10).json()
            game_id, tokens = body["id"], {s["seat"]: s["token"] for s in body["seats"]}
            _play(base, game_id, tokens, 3)
            old_version = requests.get(f"{base}/v1/games/{game_id}", timeout=10).json()["version"]
            shutil.copytree(data, older)  # the AOF as a power loss would leave it
            _play(base, game_id, tokens, 3)
            phantom = requests.get(f"{base}/v1/games/{game_id}", timeout=10).json()
            assert phantom["version"] > old_version

            server.stop()
            shutil.rmtree(data)
            shutil.copytree(older, data)
            server = PrivateRedis(appendonly=True, port=port, data_dir=str(data))

            seen = requests.get(f"{base}/v1/games/{game_id}", timeout=10).json()
            assert seen["version"] == old_version, "the API served a version the store no longer has"
            assert seen["view"] == _fresh_view(server.url, game_id)["view"]
            stale = requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": {"type": "end_turn"}},
                                  headers={"Authorization": f"Bearer {tokens[seen['to_act'][0]]}",
                                           "If-Match": f'"{phantom["version"]}"'}, timeout=10)
            assert stale.status_code == 412 and stale.json()["current_version"] == old_version

            # another replica legitimately plays the game on to the phantom's version, differently
            other = Games(EventStore(redis.Redis.from_url(server.url)))
            while other.load(game_id).version < phantom["version"]:
                loaded = other.load(game_id)
                seat = other.game_json(loaded, None)["to_act"][0]
                moves = other.legal_moves(loaded, seat)["moves"]
                other.submit(game_id, seat, "move", moves[-1])
            # this API must decide its next move on the stored state, not on its phantom
            _play(base, game_id, tokens, 2)
            for seat in (None, 0, 1):
                hdr = {"Authorization": f"Bearer {tokens[seat]}"} if seat is not None else {}
                served = requests.get(f"{base}/v1/games/{game_id}", headers=hdr, timeout=10).json()
                assert served["view"] == _fresh_view(server.url, game_id, seat)["view"]
                assert served["version"] == phantom["version"] + 2
            audit = requests.get(f"{base}/v1/games/{game_id}/audit", timeout=10).json()
            assert audit["verified"] and audit["checks"]["refold"]
    finally:
        server.stop()
