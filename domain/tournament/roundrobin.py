"""Round robin by the circle method: every pair meets once, or twice with the seats swapped.

The entrants in their drawn order; with an odd number an empty place ("rest") joins the circle
first, so whoever meets it sits out that round. Position 0 stays, the other m - 1 positions turn
by one place a round, and position i meets position m - 1 - i. Seats, for a balance within one
by the end of a cycle: the fixed entrant takes seat 0 in odd rounds and seat 1 in even ones; two
turning entrants a and b (their places in the circle at round 1: ia, ib) are oriented as the
rotational tournament: a takes seat 0 when (ib - ia) mod (m - 1) is 1 .. (m - 2) / 2, so each
turning entrant has seat 0 against exactly half of the others. A double round robin plays the
first cycle again with every pair's seats swapped (everyone ends at zero).
"""
from __future__ import annotations


def rounds_needed(n: int, double: bool) -> int:
    """How many rounds a round robin of n entrants takes."""
    m = n + (n % 2)
    return (m - 1) * (2 if double else 1)


def _circle(order: list[str]) -> list[str | None]:
    return ([None] if len(order) % 2 else []) + list(order)


def cycle_pairs(order: list[str], r: int) -> list[tuple[str | None, str | None]]:
    """Round r (1-based) of one cycle as [seat 0, seat 1] pairs; None stands for the rest."""
    players = _circle(order)
    m = len(players)
    rest = players[1:]
    turning = m - 1
    index = {p: i for i, p in enumerate(rest)}
    k = (r - 1) % turning
    rotated = rest[-k:] + rest[:-k] if k else rest
    circle = [players[0]] + rotated
    out = []
    for i in range(m // 2):
        a, b = circle[i], circle[m - 1 - i]
        if i == 0:
            out.append((a, b) if r % 2 else (b, a))
        else:
            d = (index[b] - index[a]) % turning
            out.append((a, b) if 1 <= d <= (turning - 1) // 2 else (b, a))
    return out


def schedule(order: list[str], double: bool) -> list[list[list[str]]]:
    """Every round's games as [seat 0, seat 1] (rests left out)."""
    single = len(_circle(order)) - 1
    out = [[[a, b] for a, b in cycle_pairs(order, r) if a is not None and b is not None]
           for r in range(1, single + 1)]
    if double:
        out += [[[b, a] for a, b in tables] for tables in out]
    return out


def pair(order: list[str], r: int, double: bool, active: set) -> tuple[list[list[str]], list[str], list[str]]:
    """Round r's (tables, byes, rests): the schedule's games; a game with a withdrawn entrant is a
    bye for the other (a win by forfeit); whoever meets the circle's empty place rests (no game,
    no points)."""
    single = len(_circle(order)) - 1
    tables, byes, rests = [], [], []
    for a, b in cycle_pairs(order, (r - 1) % single + 1):
        if r > single:
            a, b = b, a
        if a is None or b is None:
            rests += [e for e in (a, b) if e is not None and e in active]
            continue
        here = [e for e in (a, b) if e in active]
        if len(here) == 2:
            tables.append([a, b])
        else:
            byes += here
    return tables, byes, rests
