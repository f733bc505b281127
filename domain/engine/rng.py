"""The commit-reveal random source: HMAC-SHA256 as a deterministic generator.

Every random outcome of a game is derived from the game's secret seed and the seq of the
first event of the decision being made, so it can be re-derived by anyone once the seed is
revealed, and nobody can choose it after the game started. docs/audit.md states the algorithm.
"""
import hashlib
import hmac

_WORD = 1 << 32


def commitment(seed: bytes) -> str:
    """The public commitment to a secret seed: sha256(seed) in hex."""
    return hashlib.sha256(seed).hexdigest()


def salt(seed: bytes, seq: int, audience: str) -> str:
    """The salt of one private part of an event (hex), secret until the seed is revealed."""
    return hmac.new(seed, f"arbiter/salt/{seq}/{audience}".encode(), hashlib.sha256).hexdigest()


class Rng:
    """A stream of unbiased random draws keyed by (seed, seq).

    Block i of the stream is HMAC-SHA256(key=seed, msg="arbiter/rng/<seq>/<i>"); the blocks are
    read as consecutive big-endian unsigned 32-bit words.
    """

    __slots__ = ("_seed", "_seq", "_block", "_words", "draws")

    def __init__(self, seed: bytes, seq: int):
        self._seed = seed
        self._seq = seq
        self._block = 0
        self._words: list[int] = []
        self.draws = 0

    def _word(self) -> int:
        if not self._words:
            digest = hmac.new(
                self._seed, f"arbiter/rng/{self._seq}/{self._block}".encode(), hashlib.sha256
            ).digest()
            self._block += 1
            self._words = [int.from_bytes(digest[i : i + 4], "big") for i in range(28, -1, -4)]
        self.draws += 1
        return self._words.pop()

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection sampling (no modulo bias)."""
        if not 0 < n <= _WORD:
            raise ValueError(f"randbelow needs 0 < n <= 2**32, got {n}")
        limit = _WORD - (_WORD % n)
        while True:
            w = self._word()
            if w < limit:
                return w % n

    def die(self, sides: int = 6) -> int:
        """One roll of a fair die numbered 1..sides."""
        return 1 + self.randbelow(sides)

    def coin(self) -> bool:
        """A fair coin: True is heads (face-up)."""
        return self.randbelow(2) == 1

    def choice(self, items):
        """One element of a non-empty sequence, uniformly."""
        return items[self.randbelow(len(items))]

    def shuffled(self, items) -> list:
        """A new list: Fisher-Yates from the last index down, j = randbelow(i + 1)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.randbelow(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
