"""The public log's storage on a real Redis (and on a cluster with ARBITER_TEST_CLUSTER=1): every
checkpoint, inclusion and consistency proof of a log grown leaf by leaf to 300 equals an independent
reading of RFC 9162; appends race without gaps or duplicates; the key is created once and kept."""
from __future__ import annotations

import secrets
import threading

import pytest

from domain import tlog as T
from service.storage.connection import connect
from service.proof.tlog import Keys, Log, LogError, Signer, load_signer
from tests.unit.tlog.rfc9162 import Reference


def fresh_log(url: str) -> Log:
    """A log of its own (its own name, so its own slot) on the test Redis."""
    return Log(connect(url), name="tlogtest" + secrets.token_hex(4))


def leaf(i: int, kind: str = "created", version: int = 1) -> dict:
    return T.make_leaf(kind, f"g{i}", version, f"{i:064x}", "c" * 64 if kind == "created" else None)


def test_a_log_grown_to_300_leaves_proves_what_rfc_9162_says_at_every_size(redis_url):
    log = fresh_log(redis_url)
    key = T.VerifierKey.parse(log.signer.verifier.text())
    entries = []
    i = 0
    while len(entries) < 300:
        batch = [leaf(i + k) for k in range(1 + (i % 3) * (i % 5))][: 300 - len(entries)]
        assert log.append(batch) == list(range(len(entries), len(entries) + len(batch)))
        entries += [T.leaf_bytes(x) for x in batch]
        i += len(batch)
        cp = T.open_checkpoint(log.checkpoint(), [key])
        assert (cp.size, cp.root) == (len(entries), Reference(entries).mth(0, len(entries)))
    ref = Reference(entries)
    assert log.entries(0, 300) == entries
    for n in range(1, 301):
        tree = log.tree(n)
        assert tree.root() == ref.mth(0, n)
        for m in range(n):
            assert tree.inclusion_proof(m) == ref.path(m, 0, n), (m, n)
        for m in range(1, n + 1):
            assert tree.consistency_proof(m) == ref.proof(m, n), (m, n)


def test_the_same_leaf_twice_is_one_leaf_and_a_stale_head_none(redis_url):
    log = fresh_log(redis_url)
    assert log.append([leaf(1), leaf(1)]) == [0, None]
    assert log.append([leaf(1), leaf(2)]) == [0, 1]
    assert log.append([leaf(1, "head", 5)]) == [2]
    assert log.append([leaf(1, "head", 4), leaf(1, "head", 5)]) == [None, None]
    assert log.append([leaf(1, "finished", 9)]) == [3]
    assert log.append([leaf(1, "head", 10), leaf(1, "finished", 9)]) == [None, 3]
    assert log.size() == 4
    assert log.game_indices("g1") == {"created": 0, "head": 2, "finished": 3}


def test_writers_racing_append_every_leaf_exactly_once_without_gaps(redis_url):
    name = "tlogtest" + secrets.token_hex(4)
    Log(connect(redis_url), name=name).checkpoint()  # the key, created once
    results, errors = [], []
    barrier = threading.Barrier(8)

    def writer(w: int):
        own = Log(connect(redis_url), name=name)  # another process: its own cache of the tree's edge
        barrier.wait()
        try:
            for k in range(25):
                # every writer also repeats two leaves of the others: those must stay single
                batch = [leaf(w * 100 + k), leaf(((w + 1) % 8) * 100 + k)]
                results.append(list(zip(batch, own.append(batch))))
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    log = Log(connect(redis_url), name=name)
    assert log.size() == 200
    entries = log.entries(0, 200)
    games = [T.parse_leaf(e)["game"] for e in entries]
    assert sorted(games) == sorted(f"g{w * 100 + k}" for w in range(8) for k in range(25))
    for pairs in results:  # every caller was told the index its leaf really has
        for x, index in pairs:
            assert entries[index] == T.leaf_bytes(x)
    cp = T.parse_checkpoint(log.checkpoint())
    assert cp.root == Reference(entries).mth(0, 200)


def test_the_key_is_created_at_first_start_and_kept_and_another_is_refused(redis_url, monkeypatch):
    name = "tlogtest" + secrets.token_hex(4)
    client = connect(redis_url)
    first = load_signer(client, Keys(name))
    assert load_signer(client, Keys(name)).verifier.text() == first.verifier.text()
    monkeypatch.setenv("ARBITER_LOG_KEY", Signer.generate("other.example/log").text())
    with pytest.raises(LogError, match="a new key is a new log"):
        load_signer(client, Keys(name))
    monkeypatch.setenv("ARBITER_LOG_KEY", first.text())  # the operator holding the same key is fine
    assert load_signer(client, Keys(name)).verifier.text() == first.verifier.text()


def test_tiles_and_bundles_are_c2sp_tiles_and_old_widths_stay_served(redis_url):
    log = fresh_log(redis_url)
    log.append([leaf(i) for i in range(300)])
    full = log.tile(0, 0, 256)
    assert len(full) == 256 * 32 and full[:32] == T.leaf_hash(T.leaf_bytes(leaf(0)))
    assert log.tile(1, 0, 1) == T.merkle_root([full[i:i + 32] for i in range(0, len(full), 32)])
    assert log.tile(0, 1, 44) is not None and log.tile(0, 1, 45) is None
    assert log.tile(0, 1, 10) == log.tile(0, 1, 44)[:320]  # the tile at an older size: a prefix
    assert T.decode_bundle(log.tile("entries", 1, 3)) == [T.leaf_bytes(leaf(i)) for i in (256, 257, 258)]
