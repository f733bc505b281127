"""A rolling upgrade never decides a game under other rules (issue 33, item 5; docs/decisions.md,
"Rules versions"): two releases side by side on one store, the older one a process that does not know
dale@2 and dale@3 (ARBITER_RULES_WITHHELD, as a build from before dale@2 would be). The older API refuses
to show or decide a dale@3 game (503 rules-version-unknown, Retry-After, nothing changed); its AI and deadline
workers leave such a game's turns for a worker that knows the rules; a game the older release made
(dale@1) is decided by both under dale@1 and audits as dale@1."""
from __future__ import annotations

import random
import time

import pytest
import redis
import requests

from service.ops.redis_server import PrivateRedis
from service.play.scheduling import ai_job_id
from tests.conftest import (
    job_has_run,
    running_api,
    running_worker,
    sweeps_run_since,
    wait_for,
)

OLD = {"ARBITER_RULES_WITHHELD": "dale@2,dale@3"}  # a build from before dale@2 knows neither


@pytest.fixture(scope="module")
def own_store():
    """A store of this module's own: no other module's worker may play its AI turns, nor its games list."""
    server = PrivateRedis()
    yield server.url
    server.stop()


@pytest.fixture(scope="module")
def new_release(own_store):
    """The newer release's API on that store, shared by the module's tests (a gunicorn start each
    cost 2-4 s of CPU): neither test changes it, and each test works on games of its own."""
    with running_api(own_store, REDIS_QUEUE_URL=own_store) as base:
        yield base


def _create(base, seats):
    r = requests.post(f"{base}/v1/games", json={"ruleset": "dale", "seats": seats}, timeout=30)
    assert r.status_code == 201, r.text
    body = r.json()
    return body, {s["seat"]: s["token"] for s in body["seats"] if s.get("token")}


def _move(base, game_id, token, pick):
    hdr = {"Authorization": f"Bearer {token}"}
    legal = requests.get(f"{base}/v1/games/{game_id}/legal-moves", headers=hdr, timeout=30).json()
    return requests.post(f"{base}/v1/games/{game_id}/moves", json={"move": pick.choice(legal["moves"])},
                         headers={**hdr, "If-Match": f'"{legal["version"]}"'}, timeout=30)


def _refused(r, rules="dale@3"):
    assert r.status_code == 503, r.text
    assert r.headers["Content-Type"].startswith("application/problem+json")
    body = r.json()
    assert body["type"] == "urn:arbiter:problem:rules-version-unknown"
    assert int(r.headers["Retry-After"]) > 0
    assert f"does not know {rules} yet" in body["detail"] and "nothing was changed" in body["detail"]


def test_an_older_release_refuses_a_newer_version_and_both_decide_an_older_one(own_store, new_release):
    redis_url, new = own_store, new_release
    pick = random.Random(33)
    people = [{"name": "Ana"}, {"name": "Bo"}, {"name": "Cy"}]
    # the dale games the module's other test made on the shared store before this one, if it ran first
    earlier = {g["id"]: g["ruleset_version"]
               for g in requests.get(f"{new}/v1/games", params={"ruleset": "dale"}, timeout=30).json()["games"]}
    with running_api(redis_url, REDIS_QUEUE_URL=redis_url, **OLD) as old:
        # the newer release makes dale@3 games; the older one neither shows nor decides them
        game, tokens = _create(new, people)
        gid = game["id"]
        assert game["ruleset_version"] == 3
        _refused(requests.get(f"{old}/v1/games/{gid}", timeout=30))
        seat = game["to_act"][0]
        legal = requests.get(f"{new}/v1/games/{gid}/legal-moves",
                             headers={"Authorization": f"Bearer {tokens[seat]}"}, timeout=30).json()
        _refused(requests.post(f"{old}/v1/games/{gid}/moves", json={"move": legal["moves"][0]},
                               headers={"Authorization": f"Bearer {tokens[seat]}"}, timeout=30))
        _refused(requests.get(f"{old}/v1/games/{gid}/audit", timeout=30))
        after = requests.get(f"{new}/v1/games/{gid}", timeout=30).json()
        assert after["version"] == game["version"], "a refused move changed the game"
        assert _move(new, gid, tokens[seat], pick).status_code == 201

        # the older release makes dale@1 games (no version in GameCreated, as before versions); the
        # newer one tells which version from the game's own events and decides it under dale@1 too
        game1, tokens1 = _create(old, people)
        gid1 = game1["id"]
        assert game1["ruleset_version"] == 1
        for i in range(12):
            g = requests.get(f"{new}/v1/games/{gid1}", timeout=30).json()
            assert g["ruleset_version"] == 1
            base = (new, old)[i % 2]
            assert _move(base, gid1, tokens1[g["to_act"][0]], pick).status_code == 201
        for base in (new, old):
            audit = requests.get(f"{base}/v1/games/{gid1}/audit", timeout=30).json()
            assert audit["verified"] and audit["rules"] == "dale@1" and audit["rules_recorded"] is False
        listed = requests.get(f"{new}/v1/games", params={"ruleset": "dale"}, timeout=30).json()["games"]
        assert {g["id"]: g["ruleset_version"] for g in listed} == {**earlier, gid: 3, gid1: 1}


def test_an_older_worker_leaves_a_newer_games_ai_turn_to_a_worker_that_knows_its_rules(own_store, new_release):
    redis_url = queue_url = own_store
    new = new_release
    r = requests.post(f"{new}/v1/games", json={"ruleset": "dale", "seats": [
        {"name": "AI one", "ai": {"level": "random"}}, {"name": "Bo"}]}, timeout=30)
    assert r.status_code == 201, r.text
    game = r.json()
    gid = game["id"]
    assert game["ruleset_version"] == 3 and game["to_act"] == [0]
    conn = redis.Redis.from_url(queue_url)
    with running_worker(redis_url, queue_url, AI_GRACE_SECONDS="1", **OLD):
        # its AI job ran (and refused) and its sweeper passed the turn over twice
        wait_for(lambda: job_has_run(conn, ai_job_id(gid, game["version"], 0)), timeout=60)
        ran_at = time.time()
        wait_for(lambda: sweeps_run_since(conn, ran_at) >= 2, timeout=60)
        g = requests.get(f"{new}/v1/games/{gid}", timeout=30).json()
        assert g["version"] == game["version"], "a worker that does not know dale@3 decided a dale@3 turn"
    with running_worker(redis_url, queue_url, AI_GRACE_SECONDS="1"):
        moved = wait_for(lambda: (g := requests.get(f"{new}/v1/games/{gid}", timeout=30).json())["version"]
                         > game["version"] and g, timeout=60)
    assert moved["to_act"] == [1] and moved["ruleset_version"] == 3
