"""domain/tlog.py's Merkle math against an independent reading of RFC 9162 (rfc9162.py), for
every tree size 1..300, every leaf and every older size; and tiles as c2sp.org/tlog-tiles lays them out."""
from __future__ import annotations

import hashlib

import pytest

from domain import tlog

from .rfc9162 import Reference

N = 300
ENTRIES = [f"entry {i}".encode() for i in range(N)]
REF = Reference(ENTRIES)
LEAVES = [tlog.leaf_hash(e) for e in ENTRIES]


def tiles_of(size: int) -> dict:
    """The tiles of a tree of `size` leaves, built level by level the way the spec defines them."""
    tiles, level, hashes = {}, 0, LEAVES[:size]
    while hashes:
        for n in range(0, len(hashes), tlog.TILE_WIDTH):
            tiles[(level, n // tlog.TILE_WIDTH)] = b"".join(hashes[n:n + tlog.TILE_WIDTH])
        full = len(hashes) // tlog.TILE_WIDTH
        hashes = [tlog.merkle_root(hashes[i * 256:(i + 1) * 256]) for i in range(full)]
        level += 1
    return tiles


def test_leaf_and_node_hashes_are_rfc_9162s():
    assert tlog.leaf_hash(b"x") == hashlib.sha256(b"\x00x").digest()
    assert tlog.node_hash(b"a" * 32, b"b" * 32) == hashlib.sha256(b"\x01" + b"a" * 32 + b"b" * 32).digest()
    assert tlog.Tree(0, None).root() == hashlib.sha256(b"").digest()


@pytest.mark.parametrize("via", ["list", "tiles"])
def test_every_root_inclusion_and_consistency_proof_equals_the_rfcs_for_sizes_1_to_300(via):
    for n in range(1, N + 1):
        if via == "list":
            hash_at = tlog.list_hash_at(LEAVES[:n])
        else:
            tiles = tiles_of(n)
            hash_at = tlog.tiles_hash_at(lambda lv, i: tiles[(lv, i)])
        tree = tlog.Tree(n, hash_at)
        root = tree.root()
        assert root == REF.mth(0, n), n
        for m in range(n):
            proof = tree.inclusion_proof(m)
            assert proof == REF.path(m, 0, n), (m, n)
            tlog.verify_inclusion(m, n, LEAVES[m], proof, root)
        for m in range(1, n + 1):
            proof = tree.consistency_proof(m)
            assert proof == REF.proof(m, n), (m, n)
            tlog.verify_consistency(m, n, REF.mth(0, m), root, proof)


def test_a_proof_of_the_wrong_length_is_refused_and_says_so():
    tree = tlog.Tree(100, tlog.list_hash_at(LEAVES[:100]))
    root = tree.root()
    proof = tree.inclusion_proof(37)
    with pytest.raises(tlog.ProofError, match="too short"):
        tlog.verify_inclusion(37, 100, LEAVES[37], proof[:-1], root)
    with pytest.raises(tlog.ProofError, match="too long"):
        tlog.verify_inclusion(37, 100, LEAVES[37], proof + [LEAVES[0]] * 3, root)
    with pytest.raises(tlog.ProofError, match="does not lead"):
        tlog.verify_inclusion(37, 100, LEAVES[38], proof, root)
    with pytest.raises(tlog.ProofError, match="not in a tree"):
        tlog.verify_inclusion(100, 100, LEAVES[0], proof, root)
    cons = tree.consistency_proof(60)
    old = REF.mth(0, 60)
    with pytest.raises(tlog.ProofError, match="too short"):
        tlog.verify_consistency(60, 100, old, root, cons[:-1])
    with pytest.raises(tlog.ProofError, match="too long"):
        tlog.verify_consistency(60, 100, old, root, cons + [LEAVES[0]] * 4)
    with pytest.raises(tlog.ProofError, match="empty"):
        tlog.verify_consistency(60, 100, old, root, [])


def test_a_log_that_dropped_a_leaf_is_not_consistent_with_what_it_signed_before():
    old_root = REF.mth(0, 50)
    shorter = LEAVES[:20] + LEAVES[21:101]  # leaf 20 removed, one more appended: size 100 again
    tree = tlog.Tree(100, tlog.list_hash_at(shorter))
    with pytest.raises(tlog.ProofError, match="fork"):
        tlog.verify_consistency(50, 100, old_root, tree.root(), tree.consistency_proof(50))
    with pytest.raises(tlog.ProofError, match="forked"):
        tlog.verify_consistency(100, 100, REF.mth(0, 100), tree.root(), [])


def test_tile_paths_follow_the_spec():
    assert tlog.tile_path(0, 1234067) == "tile/0/x001/x234/067"
    assert tlog.tile_path(2, 5, 17) == "tile/2/005.p/17"
    assert tlog.tile_path("entries", 1000) == "tile/entries/x001/000"
    assert tlog.parse_tile_path("0/x001/x234/067") == (0, 1234067, 256)
    assert tlog.parse_tile_path("entries/000.p/3") == ("entries", 0, 3)
    for bad in ("0/1", "0/001.p/0", "0/001.p/256", "01/001", "0/x000/001", "64/000", "0/001/", "a/001"):
        with pytest.raises(ValueError):
            tlog.parse_tile_path(bad)
    assert tlog.tile_width(0, 1, 300) == 44 and tlog.tile_width(0, 0, 300) == 256
    assert tlog.tile_width(1, 0, 300) == 1 and tlog.tile_width(1, 0, 255) == 0


def test_entry_bundles_round_trip():
    entries = [b"", b"a", b"x" * 300]
    raw = tlog.encode_bundle(entries)
    assert raw[:2] == b"\x00\x00" and raw[2:4] == b"\x00\x01"
    assert tlog.decode_bundle(raw) == entries
    with pytest.raises(tlog.ProofError):
        tlog.decode_bundle(raw[:-1])
