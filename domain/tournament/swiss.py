"""Swiss pairing for two-seat games: Dutch-style, by score, no repeat pairing, seats balanced.

Input is everything the pairing may depend on, all derived from the tournament's log:
  players   the active entrants, best first: by score, then pairing number (drawn from the seed)
  score     entrant -> points so far
  met       set of frozenset({a, b}) already paired
  had_bye   entrants who had a bye
  balance   entrant -> (games in seat 0) - (games in seat 1)
  last_seat entrant -> the seat of their last game (absent: none yet)
  rng       the tournament's commit-reveal draw for this round (domain.engine.rng.Rng)

The rules, in order of priority (docs/tournaments.md):
  1. one bye when the number is odd, to the lowest score that has not had one (ties: the higher
     pairing number, i.e. the lower place in the draw); nobody gets a second bye while anyone
     else has none;
  2. seat balance within one: two players who both had seat 0 more often (or both seat 1) never
     meet. Such a pairing always exists while nobody has withdrawn (the balances sum to zero, so
     the +1s and -1s can meet each other); a withdrawal can make it impossible, and only then is
     it relaxed;
  3. no repeat pairing, whenever a pairing without repeats exists on top of 1 and 2;
  4. Dutch order: the top of each score group meets the top of its lower half; players that
     cannot be paired in their group float down to the next.
A pair is accepted in the Dutch order only if the players still unpaired can all be paired under
the same constraints (a maximum matching decides it, domain/tournament/matching.py), so the
constraints hold whenever they can, and the order decides the rest.
"""
from __future__ import annotations

from .matching import fix_pair, is_perfect, maximum_matching


def _seats_ok(balance: dict, a: str, b: str) -> bool:
    ba, bb = balance.get(a, 0), balance.get(b, 0)
    return not ((ba > 0 and bb > 0) or (ba < 0 and bb < 0))


def _preferences(p: str, unpaired: list[str], score: dict) -> list[str]:
    """p's opponents in Dutch order: its score group's lower half first, then the upper half from
    the bottom up, then lower score groups in order (players is best first)."""
    group = [x for x in unpaired if score[x] == score[p]]
    half = len(group) // 2
    first = group[half:] if half else []
    second = list(reversed(group[1:half]))
    rest = [x for x in unpaired if x not in group]
    return [x for x in first + second + rest if x != p]


def seat_order(a: str, b: str, balance: dict, last_seat: dict, rng) -> list[str]:
    """[seat 0, seat 1] of a pair (a ranked above b): the one with fewer seat-0 games takes seat 0;
    on equal balance, the seat each did not have last (a's wish first); else a seeded coin."""
    ba, bb = balance.get(a, 0), balance.get(b, 0)
    if ba != bb:
        return [a, b] if ba < bb else [b, a]
    la, lb = last_seat.get(a), last_seat.get(b)
    if la is not None:
        return [b, a] if la == 0 else [a, b]
    if lb is not None:
        return [a, b] if lb == 0 else [b, a]
    return [a, b] if rng.coin() else [b, a]


def pair(players: list[str], score: dict, met: set, had_bye: set, balance: dict, last_seat: dict,
         rng) -> tuple[list[list[str]], list[str], str]:
    """(tables as [seat 0, seat 1], byes, which constraints held: "strict", "repeats-balanced" (a
    repeat was needed), "seats-relaxed" or "repeats-and-seats")."""
    n = len(players)
    if n == 0:
        return [], [], "strict"
    if n == 1:
        return [], list(players), "strict"
    index = {p: i for i, p in enumerate(players)}
    tiers = [
        ("strict", lambda a, b: frozenset((a, b)) not in met and _seats_ok(balance, a, b)),
        ("repeats-balanced", lambda a, b: _seats_ok(balance, a, b)),
        ("seats-relaxed", lambda a, b: frozenset((a, b)) not in met),
        ("repeats-and-seats", lambda a, b: True),
    ]
    # the bye: lowest score first; among equals the lower place in the pairing order
    bye_order = sorted(players, key=lambda p: (score[p], -index[p]))
    fresh = [p for p in bye_order if p not in had_bye] or bye_order
    for name, allowed in tiers:
        adj = [set() for _ in range(n)]
        for i in range(n):
            for j in range(i + 1, n):
                if allowed(players[i], players[j]):
                    adj[i].add(j)
                    adj[j].add(i)
        for bye in (fresh if n % 2 else [None]):
            alive = [p != bye for p in players]
            mate = maximum_matching(n, adj, alive)
            if not is_perfect(mate, alive):
                continue
            tables = _greedy(players, score, adj, mate, alive, index)
            return ([seat_order(a, b, balance, last_seat, rng) for a, b in tables],
                    [bye] if bye is not None else [], name)
    raise AssertionError("the last tier allows every pair")  # pragma: no cover


def _greedy(players, score, adj, mate, alive, index) -> list[tuple[str, str]]:
    """Pairs in Dutch order, each accepted only if the rest can still all be paired."""
    n = len(players)
    alive = list(alive)
    tables = []
    while True:
        unpaired = [p for i, p in enumerate(players) if alive[i]]
        if not unpaired:
            return tables
        p = unpaired[0]
        i = index[p]
        for q in _preferences(p, unpaired, score):
            j = index[q]
            if j not in adj[i]:
                continue
            rest = fix_pair(n, adj, mate, alive, i, j)
            if rest is None:
                continue
            mate = rest
            alive[i] = alive[j] = False
            tables.append((p, q))
            break
        else:  # pragma: no cover - the matching said a perfect pairing exists
            raise AssertionError(f"no partner for {p}")
