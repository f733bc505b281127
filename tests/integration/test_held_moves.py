"""A move decided on the process's held copy of the game (service/play/held.py) costs one store round
trip, and nothing it answers depends on the copy: a copy behind the store (another process moved,
a token was reissued) is found out by the append script, and the move is decided again on a
fresh load. The tests run with HELD_CHECK=both (tests/conftest.py: the generation decides, the
digest cross-checks it); those that name a check run under it."""
from __future__ import annotations

import pytest
import redis

from api import create_app
from scripts.bench_moves import grove_move
from service.table.game_record import hash_token
from service.play.held import FRESH_AFTER_STALE, check_token, meta_digest
from service.ops.redis_server import PrivateRedis
from service.storage.store import GENERATION, key


@pytest.fixture(scope="module")
def server():
    s = PrivateRedis()
    yield s
    s.stop()


@pytest.fixture
def two(server, request):
    """Two API processes (two apps, each its own held copies) on one store; HELD_CHECK as the test's
    `check` parameter says (else the environment's: tests/conftest.py)."""
    url = f"redis://127.0.0.1:{server.port}/5"
    redis.Redis.from_url(url).flushdb()
    conf = {"TESTING": True, "REDIS_URL": url, "SCHEDULE_JOBS": False}
    callspec = getattr(request.node, "callspec", None)
    if callspec is not None and "check" in callspec.params:
        conf["HELD_CHECK"] = callspec.params["check"]
    apps = [create_app(conf) for _ in range(2)]
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


@pytest.mark.parametrize("check", ["digest"])
def test_a_seat_token_replaced_behind_the_copy_is_refused(two, check):
    """HELD_CHECK=digest: any change of the metadata voids the copy, even one no writer of the
    service made (a raw HSET, which does not increment the generation)."""
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


@pytest.mark.parametrize("check", ["generation", "both"])
def test_a_seat_reissued_by_another_process_voids_the_copy(server, check):
    """The service's own writer (the creator reissues a claimed seat's invite: its token stops working)
    increments the generation, so the held copy's old token is refused; the new claim's token plays."""
    url = f"redis://127.0.0.1:{server.port}/5"
    store = redis.Redis.from_url(url)
    store.flushdb()
    a, b = (create_app({"TESTING": True, "REDIS_URL": url, "SCHEDULE_JOBS": False, "HELD_CHECK": check}).test_client()
            for _ in range(2))
    body = a.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"open": True}]}).get_json()
    claimed = a.post(f"/v1/games/{body['id']}/seats/1/claim", json={"invite": body["seats"][1]["invite"], "name": "Bo"})
    assert claimed.status_code in (200, 201), claimed.get_json()
    game = a.get(f"/v1/games/{body['id']}").get_json()
    g = {"id": body["id"], "tokens": {0: body["seats"][0]["token"], 1: claimed.get_json()["token"]},
         "first": game["to_act"][0], "k": 0, "v0": game["version"]}
    while grove_move(g["first"], g["k"])[0] != 1 or g["k"] < 2:  # a held copy, and seat 1 to act next
        assert _move(a, g).status_code == 201
    version, gen = (int(store.hget(key(g["id"], "meta"), f)) if store.hget(key(g["id"], "meta"), f) else 0
                    for f in ("version", GENERATION))
    new = b.post(f"/v1/games/{g['id']}/seats/1/invite", headers={"Authorization": f"Bearer {body['creator_token']}"})
    assert new.status_code == 201 and new.get_json()["revoked_token"] is True, new.get_json()
    assert int(store.hget(key(g["id"], "meta"), GENERATION)) == gen + 1
    r = _move(a, g)  # seat 1's old token, which a's held copy still lists
    assert r.status_code == 401, r.get_data(as_text=True)
    assert int(store.hget(key(g["id"], "meta"), "version")) == version  # nothing was appended
    again = b.post(f"/v1/games/{g['id']}/seats/1/claim", json={"invite": new.get_json()["invite"], "name": "Bo"})
    assert again.status_code in (200, 201), again.get_json()
    assert _move(a, g, token=again.get_json()["token"]).status_code == 201


@pytest.mark.parametrize("check", ["both"])
def test_a_change_without_the_generation_fails_the_cross_check(two, check, caplog):
    """HELD_CHECK=both (the tests' setting): a change of the metadata that did not increment the
    generation (a writer with that bug; here a raw HSET) fails the append loudly (a 500 and the error
    logged), nothing written."""
    (a, _), store = two
    g = _game(a)
    assert _move(a, g).status_code == 201
    store.hset(key(g["id"], "meta"), "note", "changed behind the generation")
    assert _move(a, g).status_code == 500
    assert "changed without its generation (meta_gen)" in caplog.text
    assert int(store.hget(key(g["id"], "meta"), "version")) == g["v0"] + 1  # nothing was appended


@pytest.mark.parametrize("check", ["generation"])
def test_a_change_with_the_generation_voids_the_copy(two, check):
    """HELD_CHECK=generation (the default): the generation alone decides, and a change that
    increments it makes the copy stale (the move is decided again: one round trip more)."""
    (a, _), store = two
    g = _game(a)
    assert _move(a, g).status_code == 201
    seat, _mv = grove_move(g["first"], g["k"])
    pipe = store.pipeline(transaction=True)  # what every writer does (service/storage/store.py bump_generation)
    pipe.hset(key(g["id"], "meta"), f"token:{seat}", hash_token("a-new-token"))
    pipe.hincrby(key(g["id"], "meta"), GENERATION, 1)
    pipe.execute()
    r = _move(a, g)
    assert r.status_code == 401, r.get_data(as_text=True)
    assert int(store.hget(key(g["id"], "meta"), "version")) == g["v0"] + 1
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


@pytest.mark.parametrize("check", ["digest", "both"])
def test_the_digest_of_metadata_beyond_ascii_is_the_store_s(two, check):
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


def test_a_check_token_names_what_the_check_reads():
    meta = {"version": "3", "head_hash": "ab", "token:0": "x", GENERATION: "4"}
    assert check_token(meta, "generation") == "4|"
    assert check_token(meta, "digest") == "|" + meta_digest(meta)
    assert check_token(meta, "both") == "4|" + meta_digest(meta)
    assert check_token({"version": "3"}, "generation") == "0|"  # a game no writer has changed yet
