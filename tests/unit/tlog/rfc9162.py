"""An independent reading of RFC 9162 section 2.1, written straight from the RFC's recursive
definitions over a list of entries (no tiles, no iteration tricks), to check the log against."""
from __future__ import annotations

import hashlib
from functools import lru_cache


def _h(b: bytes) -> bytes:
    return hashlib.sha256(b).digest()


def _k(n: int) -> int:
    """The largest power of two smaller than n."""
    k = 1
    while k * 2 < n:
        k *= 2
    return k


class Reference:
    """MTH, PATH and PROOF of RFC 9162 over the entries D[0:n]."""

    def __init__(self, entries: list[bytes]):
        self.d = list(entries)
        self.mth = lru_cache(maxsize=None)(self._mth)

    def _mth(self, lo: int, hi: int) -> bytes:
        n = hi - lo
        if n == 0:
            return _h(b"")
        if n == 1:
            return _h(b"\x00" + self.d[lo])
        k = _k(n)
        return _h(b"\x01" + self.mth(lo, lo + k) + self.mth(lo + k, hi))

    def path(self, m: int, lo: int, hi: int) -> list[bytes]:
        """PATH(m, D[lo:hi])."""
        n = hi - lo
        if n == 1:
            return []
        k = _k(n)
        if m < k:
            return self.path(m, lo, lo + k) + [self.mth(lo + k, hi)]
        return self.path(m - k, lo + k, hi) + [self.mth(lo, lo + k)]

    def subproof(self, m: int, lo: int, hi: int, b: bool) -> list[bytes]:
        """SUBPROOF(m, D[lo:hi], b)."""
        n = hi - lo
        if m == n:
            return [] if b else [self.mth(lo, hi)]
        k = _k(n)
        if m <= k:
            return self.subproof(m, lo, lo + k, b) + [self.mth(lo + k, hi)]
        return self.subproof(m - k, lo + k, hi, False) + [self.mth(lo, lo + k)]

    def proof(self, m: int, n: int) -> list[bytes]:
        """PROOF(m, D[n])."""
        return self.subproof(m, 0, n, True)
