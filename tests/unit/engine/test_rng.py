"""The commit-reveal random source: deterministic, unbiased, and as docs/audit.md states it."""
import collections
import hashlib
import hmac

import pytest

from domain.engine import Rng, commitment


def test_the_same_seed_and_seq_give_the_same_draws_and_another_seq_does_not():
    a, b, c = Rng(b"s" * 32, 5), Rng(b"s" * 32, 5), Rng(b"s" * 32, 6)
    draws = [a.die() for _ in range(50)]
    assert draws == [b.die() for _ in range(50)]
    assert draws != [c.die() for _ in range(50)]


def test_words_follow_the_documented_derivation():
    seed = bytes(range(32))
    block = hmac.new(seed, b"arbiter/rng/7/0", hashlib.sha256).digest()
    first = int.from_bytes(block[:4], "big")
    rng = Rng(seed, 7)
    assert rng.randbelow(2**32) == first


def test_dice_are_uniform_enough():
    rng = Rng(b"\x02" * 32, 1)
    counts = collections.Counter(rng.die(6) for _ in range(60000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    for face in counts:
        assert abs(counts[face] - 10000) < 500  # ~5 sigma


def test_rejection_sampling_rejects_the_biased_tail():
    """randbelow(n) never returns a value from the last partial block of 2**32."""
    rng = Rng(b"x" * 32, 1)
    n = 3 * 2**30  # limit = 2**32 - (2**32 mod n) = n; about a quarter of words rejected
    values = [rng.randbelow(n) for _ in range(2000)]
    assert all(0 <= v < n for v in values)
    assert rng.draws > 2000


def test_shuffle_is_a_permutation_and_fisher_yates():
    rng = Rng(b"y" * 32, 3)
    out = rng.shuffled(range(30))
    assert sorted(out) == list(range(30))
    again = Rng(b"y" * 32, 3)
    items = list(range(30))
    for i in range(29, 0, -1):
        j = again.randbelow(i + 1)
        items[i], items[j] = items[j], items[i]
    assert items == out


def test_commitment_is_sha256_of_the_seed():
    assert commitment(b"abc") == hashlib.sha256(b"abc").hexdigest()


def test_randbelow_refuses_impossible_ranges():
    with pytest.raises(ValueError):
        Rng(b"z", 1).randbelow(0)
