"""The rest of a turn searched exactly, for the AI's search level (docs/ai.md, "Solved turns"): the
MCTS of domain/engine/ai.py hands it the positions where one seat's chance-free stretch begins.

Some turns end in a stretch of moves by one seat with no chance and nobody else acting: a
Battlegates dice phase, once the roll is known, is a walk of up to four steps by any characters.
MCTS handles such a stretch badly: it spreads its visits over thousands of step orders and scores
half-finished walks, whose values are not comparable with finished ones. Here the stretch is
searched to its end instead: every sequence of the seat's moves, with positions reached twice (the
same characters on the same squares, the same points left) merged, each end scored by the
ruleset's evaluate averaged over several samples of what the seat cannot see (one sample makes
the walk fit that sample's hidden cards), and the first move of the best sequence played.

A fast position opts in with three methods (domain/engine/fast.py):
- `turn_key()`: a hashable key of the position while the acting seat's stretch goes on, None
  once it is over (or where the position is not such a stretch at all);
- `end_key()`: a hashable key of a position where the stretch has ended (what evaluate reads);
- `evaluate_with_hidden(world, seat)`: evaluate, with the hidden parts (hands) taken from
  `world`, another sample of the same position.
Pure: standard library only.
"""
from __future__ import annotations

import math

WORLDS = 8  # samples of hidden information each end position is scored in
CHECK_EVERY = 256  # positions between looks at the clock


class OutOfTime(Exception):
    """The budget ended before the search did."""


def solvable(position) -> bool:
    """Whether the position is a stretch this module can search."""
    key = getattr(position, "turn_key", None)
    return key is not None and getattr(position, "evaluate_with_hidden", None) is not None and key() is not None


def solve(root, seat: int, moves: list, worlds: list, rng, deadline: float, clock,
          node_limit: int | None = None) -> tuple:
    """(best move or None, positions searched). `root` is one sample of the position (moves do not
    depend on hidden information in a solvable stretch), `moves` the seat's moves there (best
    first, if known: they are searched in this order and the best so far is kept when time runs
    out), `worlds` the samples ends are scored in. A won end is worth 2, a lost one -2 (beyond
    any evaluate). None if not even the first move could be searched in time."""
    memo: dict = {}
    ends: dict = {}
    count = [0]

    def tick():
        count[0] += 1
        if count[0] % CHECK_EVERY == 0 and (clock() > deadline or (node_limit is not None and count[0] > node_limit)):
            raise OutOfTime

    def end_value(h) -> float:
        won = h.winners()
        if won is not None:  # beyond any position: evaluate is in [-1, 1]
            return 2.0 if seat in won else (0.0 if not won else -2.0)
        return sum(h.evaluate_with_hidden(w, seat) for w in worlds) / len(worlds)

    def value(h) -> float:
        tick()
        k = h.turn_key()
        if k is None or seat not in h.to_act():
            ek = h.end_key()
            v = ends.get(ek)
            if v is None:
                v = ends[ek] = end_value(h)
            return v
        v = memo.get(k)
        if v is not None:
            return v
        best = -math.inf
        for m in h.legal(seat):
            c = h.copy()
            c.play(seat, m, rng)
            x = value(c)
            if x > best:
                best = x
        if best == -math.inf:  # nothing to play, yet the stretch goes on: score it as it stands
            best = end_value(h)
        memo[k] = best
        return best

    best_move, best_value = None, -math.inf
    try:
        for m in moves:
            c = root.copy()
            c.play(seat, m, rng)
            x = value(c)
            if x > best_value:
                best_move, best_value = m, x
    except OutOfTime:
        pass
    return best_move, count[0]
