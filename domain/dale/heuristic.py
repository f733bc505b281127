"""Battle of the Dale: how good a position is for each seat (Dale.evaluate, for the AI).

Games are mostly won by holding three of the four named spaces at the end of a turn, so what
counts is who holds named spaces and who can take one more with their next action; then units
alive (a player reduced to one unit is out) and prisoners. A seat that can complete three named
spaces with its next action ("imminent") wins unless someone blocks it first; the first such seat
in turn order from the seat to act is scored as all but won. Only the map geometry is needed
here (domain/engine/hexgrid.py), so rules.py can use this module without a cycle.
"""
from __future__ import annotations

from domain.engine.hexgrid import HexGrid

_GRID = HexGrid(2)
_NEIGH = _GRID.neighbours
NAMED = (_GRID.center, _GRID.index[(0, -1)], _GRID.index[(1, 0)], _GRID.index[(-1, 1)])  # Chip first
_NAMED_SET = frozenset(NAMED)
_WITHIN2 = tuple(_GRID.within(i, 2) for i in range(_GRID.size))
# Charge!: per space, {destination two steps away: the middle spaces}
_TWO_STEPS = tuple({d: _GRID.between(i, d) for d in _WITHIN2[i] if _GRID.distance(i, d) == 2}
                   for i in range(_GRID.size))

HELD, REACH, ALIVE, PRISONER = 1.5, 0.5, 1.0, 0.2  # weights of the score per seat
THREAT = 3.0  # a later seat that could complete three named spaces with its action
SCALE = 8.0  # a score lead of SCALE is worth about +1
WON = 0.95  # the seat to act can complete three named spaces now


def values(state: dict) -> list[float]:
    """Per seat, in [-1, 1], for a game still going (removed seats score -1)."""
    n = state["n"]
    board = state["board"]
    out = state["out"]
    named_ok = state["falcon"] < 0 or out[state["falcon"]]  # named spaces win only without Falcons
    held = [0] * n
    alive = [0] * n
    for sp, u in enumerate(board):
        if u is not None:
            s = ord(u[0]) - 48
            alive[s] += 1
            if sp in _NAMED_SET:
                held[s] += 1
    for s in range(n):
        r = state["reserve"][s]
        alive[s] += r["R"] + r["M"] + r["H"]
    vacant = [v for v in NAMED if board[v] is None]
    free = _chains_off_named(board) if vacant else None
    reach = [_reach(state, s, vacant, free) if vacant and not out[s] else 0 for s in range(n)]
    score = [ALIVE * alive[s] + HELD * held[s] + REACH * min(reach[s], 1) + PRISONER * len(state["piles"][s])
             for s in range(n)]
    first = None
    if named_ok:
        for k in range(n):  # in turn order from the seat to act
            s = (state["turn"] + k) % n
            if not out[s] and held[s] + min(reach[s], 1) >= 3:
                if k == 0:
                    first = s
                    break
                score[s] += THREAT
    result = []
    for s in range(n):
        if out[s]:
            result.append(-1.0)
        elif first is not None:
            result.append(WON if s == first else -WON)
        else:
            others = [score[o] for o in range(n) if o != s and not out[o]]
            lead = score[s] - max(others) if others else SCALE
            result.append(max(-0.9, min(0.9, lead / SCALE)))
    return result


def _reach(state: dict, seat: int, vacant: list, free: list) -> int:
    """How many of the vacant named spaces `seat` could occupy with its next action and so hold one
    more: a unit of a chain next to it that is not itself on a named space moves in, or a unit is
    placed next to a chain reaching the edge (such a chain holds a space off the named ones);
    Falcons reach two spaces or place anywhere; the Human Hero charges two spaces. `free[x]`: the
    chain of the unit at x has a unit off the named spaces."""
    board = state["board"]
    c = str(seat)
    army = state["armies"][seat]
    r = state["reserve"][seat]
    count = 0
    for v in vacant:
        if army == "falcon":
            if r["R"] + r["M"] + r["H"] or any(board[x] is not None and board[x][0] == c and x not in _NAMED_SET
                                               for x in _WITHIN2[v]):
                count += 1
        elif any(free[x] and board[x][0] == c for x in _NEIGH[v]) or (army == "human" and _charges_in(board, v, c)):
            count += 1
    return count


def _chains_off_named(board: list) -> list:
    """Per space: whether a unit stands there whose chain (adjacent units of its seat) has a unit off
    the named spaces; each chain walked once."""
    free = [False] * len(board)
    seen = [False] * len(board)
    for sp, u in enumerate(board):
        if u is None or seen[sp]:
            continue
        chain, todo = [sp], [sp]
        seen[sp] = True
        while todo:
            x = todo.pop()
            for y in _NEIGH[x]:
                if not seen[y] and board[y] is not None and board[y][0] == u[0]:
                    seen[y] = True
                    chain.append(y)
                    todo.append(y)
        if any(x not in _NAMED_SET for x in chain):
            for x in chain:
                free[x] = True
    return free


def _charges_in(board: list, v: int, c: str) -> bool:
    """Whether `c`'s Human Hero, off the named spaces, can Charge! into `v` (two steps, not through an enemy)."""
    hero = c + "H"
    for h, mids in ((h, _TWO_STEPS[h].get(v)) for h in range(len(board)) if board[h] == hero):
        return h not in _NAMED_SET and mids is not None and any(board[m] is None or board[m][0] == c for m in mids)
    return False
