"""The games old commits left in Redis (tests/golden/legacy) are put back byte for byte, and today's
service finds them: the game, its version, and each recorded seat token's seat.

Whether today's code can also audit and finish them is the subject of issue 33 (today's answers
are in tests/golden/README.md); these tests hold the fixtures and the restore to what they claim,
and the old commits' finished exports to being whole.
"""
from __future__ import annotations

import pytest

from domain.engine.events import verify_chain
from tests.golden import legacy

ONE_EACH = ("battalla-starters", "dale-3-falcon-optional-rules", "grove", "channeling", "battlegates-single")
CASES = [(c, name) for c in legacy.commits() for name in legacy.unfinished(c)]


@pytest.fixture(scope="module")
def store():
    """A private redis-server for this module (restored games and logs of several commits)."""
    from service.ops.redis_server import PrivateRedis

    server = PrivateRedis()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def r(store):
    import redis

    client = redis.Redis.from_url(store.url)
    yield client
    client.close()


@pytest.fixture(scope="module")
def http(store):
    from api import create_app

    return create_app({"TESTING": True, "REDIS_URL": store.url}).test_client()


def test_every_commit_of_the_issue_has_fixtures():
    """f54757d (before the log and the deck changes), c791081 and 4585bb9 (before each deck change)."""
    assert {"f54757d", "c791081", "4585bb9"} <= set(legacy.commits())
    for commit in ("f54757d", "c791081", "4585bb9"):
        names = set(legacy.unfinished(commit))
        assert set(ONE_EACH) <= names
        assert set(legacy.finished(commit)) == set(ONE_EACH)


def _read_back(r, entry: dict) -> dict:
    """What the store holds now under a recorded key, in the fixture's own shape."""
    k = legacy._bytes(entry["key"])
    kind = r.type(k).decode()
    assert kind == entry["type"], entry["key"]
    dec = lambda b: b.decode()
    if kind == "string":
        return {"value": dec(r.get(k))}
    if kind == "hash":
        got = {dec(f): dec(v) for f, v in r.hgetall(k).items()}
        return {"value": {f: got.get(f) for f in entry["value"]}}
    if kind == "stream":
        return {"entries": [[dec(i), {dec(a): dec(b) for a, b in f.items()}] for i, f in r.xrange(k, "-", "+")]}
    if kind == "zset":
        got = dict(r.zrange(k, 0, -1, withscores=True))
        return {"entries": [[m, got.get(m.encode())] for m, _ in entry["entries"]]}
    raise AssertionError(f"unexpected type {kind} for {entry['key']}")


@pytest.mark.parametrize("commit,name", CASES)
def test_restore_puts_back_every_key_and_index_entry(r, commit, name):
    fixture = legacy.unfinished(commit)[name]
    legacy.restore(r, fixture)
    for entry in fixture["keys"] + fixture["index_entries"]:
        expected = {p: entry[p] for p in ("value", "entries") if p in entry}
        assert _read_back(r, entry) == expected, entry["key"]
    events = next(e for e in fixture["keys"] if e["type"] == "stream")
    assert events["entries"][-1][0] == f"0-{fixture['version']}"  # ids 0-<seq>, as the old store wrote them


@pytest.mark.parametrize("commit,name", CASES)
def test_today_finds_the_restored_game_and_its_seats(r, http, commit, name):
    fixture = legacy.unfinished(commit)[name]
    gid = legacy.restore(r, fixture)
    game = http.get(f"/v1/games/{gid}")
    assert game.status_code == 200, game.get_json()
    assert game.get_json()["version"] == fixture["version"]
    assert game.get_json()["status"] == "active"
    assert game.get_json()["ruleset"] == fixture["ruleset"]
    listed = http.get(f"/v1/games?ruleset={fixture['ruleset']}&limit=100").get_json()["games"]
    assert gid in [g["id"] for g in listed]  # the listing index entry came back with the game
    for seat, token in legacy.tokens(fixture).items():
        mine = http.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {token}"})
        assert mine.status_code == 200
        assert mine.get_json()["your_seat"] == seat


def test_public_log_restores_whole(r):
    """The log of an old server (c791081 had one) comes back key for key."""
    log = legacy.public_log("c791081")
    assert log and any(e["key"].endswith(":signer") for e in log["keys"])
    legacy.restore_public_log(r, log)
    for entry in log["keys"]:
        k = legacy._bytes(entry["key"])
        if entry["type"] == "string":
            assert r.get(k) == legacy._bytes(entry["value"])
        elif entry["type"] == "hash":
            assert {f.decode(): v for f, v in r.hgetall(k).items()} == {
                f: legacy._bytes(v) for f, v in entry["value"].items()}


FINISHED = [(c, name) for c in legacy.commits() for name in legacy.finished(c)]


@pytest.mark.parametrize("commit,name", FINISHED)
def test_each_finished_export_of_old_code_is_whole(commit, name):
    """The exports old code gave for its finished games: a chain that holds from GameCreated to
    GameFinished, ending at the head its own audit recorded (what any auditor starts from)."""
    record = legacy.finished(commit)[name]
    events = record["export"]["events"]
    assert events[0]["type"] == "GameCreated" and events[-1]["type"] == "GameFinished"
    assert events[0]["data"]["ruleset"] == record["ruleset"]
    ok, head = verify_chain(events)
    assert ok, head
    assert head == record["export"]["audit"]["head_hash"]
    assert record["export"]["audit"]["verified"] is True  # the old service verified its own game
