"""A store written before the indexes were sharded (one key per index) keeps its games listed,
its deadlines fired and its tokens found: the old keys are moved into the shards on start."""
import threading
import uuid

from api import create_app
from service.storage import indexes
from service.storage.indexes import LEGACY, migrate_legacy


def _legacy(r, tag: str) -> dict:
    """Old single-key indexes as an earlier version wrote them (members unique to this test)."""
    game = f"old{tag}"
    r.zadd("games:index", {game: 1_700_000_000.0})
    r.zadd("games:finished", {game: 1_700_000_100.0})
    r.zadd("deadlines", {f"{game}|7|1": 1_700_000_050.0})
    r.zadd("ai:pending", {f"{game}|7|0": 1_700_000_060.0})
    r.hset("ai:attempts", f"{game}|7|0", 2)
    r.hset("seat-tokens", f"hash{tag}", f"{game}|1")
    return {"game": game}


def test_old_indexes_move_into_their_shards_once(redis_client):
    r = redis_client
    tag = uuid.uuid4().hex[:8]
    game = _legacy(r, tag)["game"]
    indexes.deadlines(r).add(f"{game}|7|1", 1_700_000_999.0)  # a newer entry in a shard is kept
    moved = migrate_legacy(r)
    # another process starting on the session's store meanwhile (a worker, the sweeper, an API) may move
    # some of this test's entries first: once, either way; where they end is what counts (below)
    assert set(moved) <= {base for base, _ in LEGACY} and all(n >= 1 for n in moved.values()), moved
    assert not any(r.exists(base) or r.exists(f"{{{base}}}:migrating") for base, _ in LEGACY)
    assert r.zscore(indexes.shard_key("games:index", game), game) == 1_700_000_000.0
    assert game in indexes.finished(r).due(1_700_000_200.0) or r.zscore(
        indexes.shard_key("games:finished", game), game) == 1_700_000_100.0
    assert r.zscore(indexes.shard_key("deadlines", f"{game}|7|1"), f"{game}|7|1") == 1_700_000_999.0
    assert indexes.seat_tokens(r).get_many([f"hash{tag}"]) == [f"{game}|1".encode()]
    assert int(r.hget(indexes.shard_key("ai:attempts", f"{game}|7|0"), f"{game}|7|0")) == 2
    assert migrate_legacy(r) == {}  # nothing left: a second start moves nothing


def test_a_migration_cut_off_half_way_is_finished_by_the_next_start(redis_client):
    r = redis_client
    tag = uuid.uuid4().hex[:8]
    r.zadd("{deadlines}:migrating", {f"cut{tag}|3|0": 5.0})  # renamed, then the process died
    assert migrate_legacy(r)["deadlines"] >= 1
    assert r.zscore(indexes.shard_key("deadlines", f"cut{tag}|3|0"), f"cut{tag}|3|0") == 5.0
    assert not r.exists("{deadlines}:migrating")


def test_processes_starting_together_move_each_entry_once(redis_client, redis_url):
    r = redis_client
    tag = uuid.uuid4().hex[:8]
    members = {f"g{tag}{i}": float(i) for i in range(2000)}
    r.zadd("games:index", members)
    results = []
    threads = [threading.Thread(target=lambda: results.append(migrate_legacy(r))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(m.get("games:index", 0) for m in results) >= 2000
    assert not r.exists("games:index") and not r.exists("{games:index}:migrating")
    found = sum(r.zscore(indexes.shard_key("games:index", m), m) is not None for m in members)
    assert found == 2000
    for m in members:  # not games: tidy up
        r.zrem(indexes.shard_key("games:index", m), m)


def test_a_game_listed_by_an_old_version_is_listed_after_the_upgrade():
    # a Redis of its own: the session's sweeper (tests/conftest.py, every 2 s) migrates old indexes
    # too, and would race the "an old version left it in the single key" step below
    from service.storage.connection import connect
    from service.ops.redis_server import PrivateRedis

    own = PrivateRedis()
    try:
        _listed_after_the_upgrade(connect(own.url), own.url)
    finally:
        own.stop()


def _listed_after_the_upgrade(r, redis_url):
    client = create_app({"TESTING": True, "REDIS_URL": redis_url, "REDIS_QUEUE_URL": redis_url,
                         "SCHEDULE_JOBS": False}).test_client()
    gid = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()["id"]
    shard = indexes.shard_key("games:index", gid)
    score = r.zscore(shard, gid)
    r.zrem(shard, gid)  # as an old version kept it: in the single key
    r.zadd("games:index", {gid: score})
    assert gid not in {g["id"] for g in client.get("/v1/games").get_json()["games"]}
    upgraded = create_app({"TESTING": True, "REDIS_URL": redis_url, "REDIS_QUEUE_URL": redis_url,
                           "SCHEDULE_JOBS": False}).test_client()
    assert gid in {g["id"] for g in upgraded.get("/v1/games").get_json()["games"]}
