"""A move decided on the process's held copy of the game (service/play/held.py) costs one store round
trip, and nothing it answers depends on the copy: a copy behind the store (another process moved,
a token was reissued) is found out by the append script, and the move is decided again on a
fresh load."""
from __future__ import annotations

import pytest
import redis

from api import create_app
from scripts.bench_moves import grove_move
from service.table.game_record import hash_token
from service.play.held import FRESH_AFTER_STALE, meta_digest
from service.ops.redis_server import PrivateRedis
from service.storage.store import key


@pytest.fixture(scope="module")
def server():
    s = PrivateRedis()
    yield s
    s.stop()


@pytest.fixture
def two(server):
    """Two API processes (two apps, each its own held copies) on one store."""
    url = f"redis://127.0.0.1:{server.port}/5"
    redis.Redis.from_url(url).flushdb()
    apps = [create_app({"TESTING": True, "REDIS_URL": url, "SCHEDULE_JOBS": False}) for _ in range(2)]
    return [a.test_client() for a in apps], redis.Redis.from_url(url)


def _game(client) -> dict:
    body = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]}).get_json()
    return {"id": body["id"], "tokens": {s["seat"]: s["token"] for s in body["seats"]}, "first": body["to_act"][0], "k": 0,
            "v0": body["version"]}


def _move(client, g, token: str | None = None):
    seat, mv = grove_move(g["first"], g["k"])
    r = client.post(f"/v1/games/{g['id']}/moves", json={"move": mv},
                    headers={"Authorization": f"Bearer {token or g['tokens'][seat]}"})
    if r.status_code == 201:
        g["k"] += 1
    return r


def _calls(r) -> dict:
    return {k.removeprefix("cmdstat_"): v["calls"] for k, v in r.info("commandstats").items()}


def test_a_move_on_the_held_copy_sends_only_the_append(two):
    (a, _), store = two
    g = _game(a)
    assert _move(a, g).status_code == 201  # the first move loads the game; the process holds it after
    before = _calls(store)
    r = _move(a, g)
    after = _calls(store)
    assert r.status_code == 201 and r.get_json()["version"] == g["v0"] + 2
    sent = {k: after[k] - before.get(k, 0) for k in after if after[k] - before.get(k, 0) and k != "info"}
    # one script: the append (its own reads and writes inside); no load script, no XRANGE of the log
    assert sent.get("evalsha") == 1 and "xrange" not in sent, sent


def test_a_move_after_another_process_moved_is_decided_on_the_stored_game(two):
    (a, b), store = two
    g = _game(a)
    for client in (a, a, b, b, a, b, a):  # each process's copy is behind after the other's moves
        r = _move(client, g)
        assert r.status_code == 201, r.get_data(as_text=True)
    assert r.get_json()["version"] == g["v0"] + 7
    audit = a.get(f"/v1/games/{g['id']}/audit").get_json()
    assert audit["verified"] is True
    assert int(store.hget(key(g["id"], "meta"), "version")) == g["v0"] + 7


def test_a_seat_token_replaced_behind_the_copy_is_refused(two):
    (a, _), store = two
    g = _game(a)
    assert _move(a, g).status_code == 201
    seat, _mv = grove_move(g["first"], g["k"])
    # another process reissues the seat's token (the metadata changes, no event is appended)
    store.hset(key(g["id"], "meta"), f"token:{seat}", hash_token("a-new-token"))
    r = _move(a, g)  # the old token, which the held copy still lists
    assert r.status_code == 401, r.get_data(as_text=True)
    assert int(store.hget(key(g["id"], "meta"), "version")) == g["v0"] + 1  # nothing was appended
    assert _move(a, g, token="a-new-token").status_code == 201


def test_a_refusal_on_a_copy_behind_the_store_is_not_sent(two):
    (a, b), _store = two
    g = _game(a)
    for _ in range(5):
        assert _move(a, g).status_code == 201
    # b plays the next seat's move: a's copy still says that seat is to act, not the one after
    assert _move(b, g).status_code == 201
    r = _move(a, g)  # refused on a's copy (not this seat's turn there), legal on the store's game
    assert r.status_code == 201, r.get_data(as_text=True)
    assert r.get_json()["version"] == g["v0"] + 7


def test_an_illegal_move_is_refused_as_before(two):
    (a, _), _store = two
    g = _game(a)
    assert _move(a, g).status_code == 201
    seat, _mv = grove_move(g["first"], g["k"])
    r = a.post(f"/v1/games/{g['id']}/moves", json={"move": {"type": "move", "from": "grove", "to": "nowhere"}},
               headers={"Authorization": f"Bearer {g['tokens'][seat]}"})
    assert r.status_code == 422 and r.mimetype == "application/problem+json"


def test_the_digest_of_metadata_beyond_ascii_is_the_store_s(two):
    (a, _), store = two
    g = _game(a)
    store.hset(key(g["id"], "meta"), "note", "Zoë 名 ✓")  # a field in characters of several bytes
    for _ in range(FRESH_AFTER_STALE + 2):  # the first load holds it; a stale copy would cost moves
        assert _move(a, g).status_code == 201
    before = _calls(store)
    assert _move(a, g).status_code == 201
    after = _calls(store)
    # decided on the held copy: the digest this process computed is the one the script computed
    assert after["evalsha"] - before["evalsha"] == 1 and after.get("xrange", 0) == before.get("xrange", 0)


def test_a_digest_is_over_every_field_and_value():
    meta = {"version": "3", "head_hash": "ab", "token:0": "x"}
    assert meta_digest(meta) == meta_digest(dict(reversed(meta.items())))  # the order does not count
    assert meta_digest(meta) != meta_digest({**meta, "token:0": "y"})
    assert meta_digest({"a": "bc"}) != meta_digest({"ab": "c"})  # lengths keep fields apart
