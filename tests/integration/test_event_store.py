"""The event store against a real redis-server: conditional append, idempotency, tampering, snapshots."""
import json
import threading

import pytest
from service.storage.connection import connect

from service.storage.errors import IdempotencyInFlight, IdempotencyMismatch, PreconditionFailed
from service.play.games import Games, fingerprint
from service.storage.store import EventStore, idem_key, key

RULESET = "grove"


def service(url: str) -> Games:
    """A fresh service instance (its own cache), as a separate API process would have."""
    return Games(EventStore(connect(url)))


def new_game(svc: Games) -> tuple[str, dict]:
    body = svc.create(RULESET, [{"name": "a"}, {"name": "b"}], {}, None)
    return body["id"], {s["seat"]: s["token"] for s in body["seats"]}


def first_legal(svc: Games, game_id: str):
    loaded = svc.load(game_id)
    seat = loaded.state and svc.game_json(loaded, None)["to_act"][0]
    return loaded.version, seat, svc.legal_moves(loaded, seat)["moves"][0]


def test_50_concurrent_submissions_at_one_version_append_exactly_one(redis_url):
    svc = service(redis_url)
    game_id, _ = new_game(svc)
    version, seat, move = first_legal(svc, game_id)
    results, barrier = [], threading.Barrier(50)

    def submit():
        own = service(redis_url)
        barrier.wait()
        try:
            results.append(own.submit(game_id, seat, "move", move, if_match=version)[0])
        except PreconditionFailed as exc:
            results.append(412)
            assert exc.extra["current_version"] > version

    threads = [threading.Thread(target=submit) for _ in range(50)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results).count(201) == 1
    assert results.count(412) == 49
    after = svc.store.read(game_id, after=version)
    assert len({e["cmd"]["kind"] for e in after if e["cmd"]}) == 1
    assert sum(1 for e in after if e["cmd"]) == 1, "exactly one decision appended"


def test_a_retried_idempotency_key_appends_once_and_answers_the_same(redis_url):
    svc = service(redis_url)
    game_id, _ = new_game(svc)
    version, seat, move = first_legal(svc, game_id)
    fp = fingerprint({"move": move})
    first = svc.submit(game_id, seat, "move", move, idem="k-1", fingerprint=fp)
    second = service(redis_url).submit(game_id, seat, "move", move, idem="k-1", fingerprint=fp)
    assert first == second
    assert first[0] == 201
    assert svc.load(game_id).version == first[1]["version"]
    assert len([e for e in svc.store.read(game_id, after=version) if e["cmd"]]) == 1


def test_the_same_key_with_another_body_is_422_and_in_flight_is_409(redis_url):
    svc = service(redis_url)
    game_id, _ = new_game(svc)
    _, seat, move = first_legal(svc, game_id)
    svc.submit(game_id, seat, "move", move, idem="k-2", fingerprint="a")
    with pytest.raises(IdempotencyMismatch):
        svc.submit(game_id, seat, "move", move, idem="k-2", fingerprint="b")
    svc.store.idem_begin(idem_key(game_id, str(seat), "k-3"), "c")
    with pytest.raises(IdempotencyInFlight):
        svc.submit(game_id, seat, "move", move, idem="k-3", fingerprint="c")


def test_an_error_answer_is_replayed_for_the_same_key(redis_url):
    svc = service(redis_url)
    game_id, _ = new_game(svc)
    version, seat, move = first_legal(svc, game_id)
    with pytest.raises(PreconditionFailed):
        svc.submit(game_id, seat, "move", move, if_match=version + 5, idem="k-4", fingerprint="x")
    status, body = svc.submit(game_id, seat, "move", move, if_match=version + 5, idem="k-4", fingerprint="x")
    assert status == 412 and body["current_version"] == version


def test_a_transient_503_is_not_stored_so_the_retry_with_the_same_key_is_decided(redis_url, monkeypatch):
    import service.play.games as games_module
    from service.storage.errors import Busy

    svc = service(redis_url)
    game_id, _ = new_game(svc)
    version, seat, move = first_legal(svc, game_id)
    monkeypatch.setattr(games_module, "MOVE_RETRIES", 0)  # every attempt "raced": the service is busy
    with pytest.raises(Busy):
        svc.submit(game_id, seat, "move", move, idem="k-busy", fingerprint="x")
    monkeypatch.setattr(games_module, "MOVE_RETRIES", 5)
    status, body = svc.submit(game_id, seat, "move", move, idem="k-busy", fingerprint="x")
    assert status == 201 and body["version"] > version


def test_a_tampered_stream_fails_verification(redis_url, redis_client):
    svc = service(redis_url)
    game_id, _ = new_game(svc)
    assert svc.audit(svc.load(game_id))["verified"] is True
    stream = key(game_id, "events")
    entries = redis_client.xrange(stream)
    redis_client.delete(stream)
    for i, (entry_id, fields) in enumerate(entries):
        env = json.loads(fields[b"e"])
        if i == 1:
            env["data"] = {**env["data"], "tampered": True}
        redis_client.xadd(stream, {"e": json.dumps(env)}, id=entry_id)
    report = service(redis_url).audit(service(redis_url).load(game_id))
    assert report["verified"] is False
    assert "hash does not match" in report["problem"]


def test_a_stale_expected_version_appends_nothing(redis_url):
    svc = service(redis_url)
    game_id, _ = new_game(svc)
    version = svc.load(game_id).version
    before = svc.store.read(game_id)
    res = svc.store.append(game_id, version - 1, [{"seq": version, "type": "X"}], {"version": "999"})
    assert not res.ok and res.version == version
    assert svc.store.read(game_id) == before
    assert svc.store.meta(game_id)["version"] == str(version)


def test_loading_uses_the_snapshot_and_only_the_events_after_it(redis_url, monkeypatch):
    svc = service(redis_url)
    game_id, tokens = new_game(svc)
    for _ in range(70):
        loaded = svc.load(game_id)
        if loaded.finished:
            break
        seat = svc.game_json(loaded, None)["to_act"][0]
        svc.submit(game_id, seat, "move", svc.legal_moves(loaded, seat)["moves"][0])
    loaded = svc.load(game_id)
    snap = svc.store.r.hget(key(game_id, "snapshot"), "version")
    assert snap is not None and int(snap) <= loaded.version
    fresh = service(redis_url)
    reads = []
    original = fresh.store.read
    monkeypatch.setattr(fresh.store, "read", lambda gid, after=0, count=None: reads.append(after) or original(gid, after, count))
    again = fresh.load(game_id)
    assert again.state == loaded.state
    assert reads in ([], [int(snap)])


def test_an_append_that_does_not_chain_onto_the_current_head_is_a_conflict(redis_url):
    svc = service(redis_url)
    game_id, _ = new_game(svc)
    version = svc.load(game_id).version
    res = svc.store.append(game_id, version, [{"seq": version + 1, "type": "X"}], {"version": str(version + 1)},
                           prev_hash="f" * 64)
    assert not res.ok and res.version == version
    assert svc.store.meta(game_id)["version"] == str(version)


def test_a_load_racing_an_append_stays_consistent_with_the_head_it_chains_onto(redis_url, monkeypatch):
    """Meta and events are two reads: an append landing between them must not leave the loaded
    state ahead of the head hash that the next decision chains onto."""
    rival = service(redis_url)
    game_id, _ = new_game(rival)
    svc = service(redis_url)  # a cold process: meta and snapshot in one read, the events in another
    original = svc.store.read

    def read_after_a_rival_move(gid, after=0, count=None):
        if not getattr(read_after_a_rival_move, "done", False):
            read_after_a_rival_move.done = True
            _, s, m = first_legal(rival, game_id)
            rival.submit(game_id, s, "move", m)
        return original(gid, after, count)

    monkeypatch.setattr(svc.store, "read", read_after_a_rival_move)
    loaded = svc.load(game_id)
    assert loaded.version == int(loaded.meta["version"])
    head = original(game_id, after=loaded.version - 1, count=1)[0]["hash"]
    assert loaded.meta["head_hash"] == head
    assert int(svc.store.meta(game_id)["version"]) > loaded.version, "the rival did append in between"


def test_a_request_killed_mid_flight_holds_its_key_only_for_a_short_lease(redis_url, monkeypatch):
    import time

    import service.storage.store as store_module

    svc = service(redis_url)
    game_id, _ = new_game(svc)
    version, seat, move = first_legal(svc, game_id)
    k = idem_key(game_id, str(seat), "k-killed")
    svc.store.idem_begin(k, "f")  # the first request began, then its process was killed
    with pytest.raises(IdempotencyInFlight) as err:
        svc.submit(game_id, seat, "move", move, idem="k-killed", fingerprint="f")
    assert 1 <= err.value.extra["retry_after"] <= store_module.IDEM_PENDING_MS // 1000
    assert "retry in" in err.value.detail
    monkeypatch.setattr(store_module, "IDEM_PENDING_MS", 200)
    svc.store.idem_begin(idem_key(game_id, str(seat), "k-short"), "f")
    time.sleep(0.3)
    status, body = svc.submit(game_id, seat, "move", move, idem="k-short", fingerprint="f")
    assert status == 201 and body["version"] > version


def test_renewing_a_lease_never_shortens_a_stored_answer(redis_url, redis_client):
    svc = service(redis_url)
    game_id, _ = new_game(svc)
    _, seat, move = first_legal(svc, game_id)
    svc.submit(game_id, seat, "move", move, idem="k-done", fingerprint="f")
    k = idem_key(game_id, str(seat), "k-done")
    before = redis_client.pttl(k)
    svc.store.idem_renew(k)
    assert redis_client.pttl(k) > 3600 * 1000 and abs(redis_client.pttl(k) - before) < 5000
