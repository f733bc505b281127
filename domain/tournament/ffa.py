"""Free-for-all tables (Battle of the Dale, 2-5 seats): tables formed by score groups.

The active entrants, best first (score, then pairing number), are cut into tables in that order,
so the leaders play each other. Table sizes: as many tables as `size` needs, as even as possible,
bigger tables first (7 entrants at size 4: 4 + 3; 9: 3 + 3 + 3). A table that would have a
single seat is a bye for that entrant (the lowest score). Seats at a table: who sat late most often
so far sits early now (the sum of their earlier positions, 0 = first seat, 1 = last), ties by
a seeded draw.
"""
from __future__ import annotations

from fractions import Fraction


def table_sizes(n: int, size: int) -> list[int]:
    """The sizes of the tables for n entrants at tables of at most `size` seats, biggest first."""
    if n <= 0:
        return []
    k = -(-n // size)
    base, extra = divmod(n, k)
    return [base + 1] * extra + [base] * (k - extra)


def pair(players: list[str], size: int, position: dict, rng) -> tuple[list[list[str]], list[str]]:
    """(tables, byes). `position` maps an entrant to the sum of its earlier seat positions (a
    Fraction, 0 = first seat, 1 = last seat)."""
    tables, byes, i = [], [], 0
    for k in table_sizes(len(players), size):
        group = players[i:i + k]
        i += k
        if k == 1:
            byes += group
            continue
        draw = rng.shuffled(group)
        rank = {e: j for j, e in enumerate(draw)}
        tables.append(sorted(group, key=lambda e: (-position.get(e, Fraction(0)), rank[e])))
    return tables, byes
