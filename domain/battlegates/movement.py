"""How characters move and shoot: a step of the dice phase (walls, visited squares, friends, the
Keep, ground attacks with the exact roll), going over an obstacle with a card, and arrows."""
from __future__ import annotations

from . import board as B
from .state import alive, blocked as blocked_edges, enemies, occupant, setup_of


def step_result(state, castle, i, d, blocked, occ_at=None):
    """(target, victim or None) for character i stepping d, or None if not allowed."""
    su = setup_of(state)
    g = su.g
    s = state["chars"][i][2]
    if state["left"] <= 0 or g.SQ_EDGE[s][d] in blocked:
        return None
    t = g.SQ_NEXT[s][d]
    if t < 0 or t in state["visited"].get(str(i), ()):
        return None
    occ = occ_at.get(t) if occ_at is not None else occupant(state, t)
    owner = g.KEEP_OWNER.get(t)
    if occ is None:
        if owner is not None and enemies(su, castle, owner):
            return None  # an enemy castle is entered only to kill the Keep's occupant
        return t, None
    if not enemies(su, castle, su.castle_of(occ)):
        return None
    if owner is not None and not enemies(su, owner, su.castle_of(occ)):
        return t, occ  # entering a castle kills the Keep's occupant: no exact roll needed
    exact = state["left"] == 1 and all(m == i for m in state["movers"])
    return (t, occ) if exact else None


def dice_moves(state, castle) -> list[dict]:
    """The steps and shots of the castle's dice phase."""
    g = setup_of(state).g
    out = []
    blocked = blocked_edges(state)
    mine = alive(state, castle)
    occ = {c[2]: i for i, c in enumerate(state["chars"]) if c[2] >= 0}
    for i in mine:
        for d in range(4):
            if step_result(state, castle, i, d, blocked, occ) is not None:
                out.append({"type": "step", "piece": i, "dir": B.DIRS[d]})
    if state["left"] == state["roll"] and not state["movers"]:
        for i in mine:
            if state["chars"][i][1] == "archer":
                s = state["chars"][i][2]
                for d in range(4):
                    if g.SQ_EDGE[s][d] not in blocked and arrow_can_enter(state, castle, g.SQ_NEXT[s][d]):
                        out.append({"type": "shoot", "piece": i, "dir": B.DIRS[d]})
    return out


def arrow_can_enter(state, castle, t) -> bool:
    """Whether an arrow of `castle` may fly into square t (on the board, not an enemy castle)."""
    su = setup_of(state)
    if t < 0:
        return False
    owner = su.g.KEEP_OWNER.get(t)
    return owner is None or not enemies(su, castle, owner)


def climb_target(state, castle, i, d):
    """The square character i reaches going over the obstacle in direction d, or None."""
    su = setup_of(state)
    s = state["chars"][i][2]
    t = su.g.SQ_NEXT[s][d]
    if t < 0 or t in state["visited"].get(str(i), ()):
        return None
    occ = occupant(state, t)
    if occ is not None and not enemies(su, castle, su.castle_of(occ)):
        return None
    owner = su.g.KEEP_OWNER.get(t)
    if owner is not None and enemies(su, castle, owner) and occ is None:
        return None  # an enemy castle is entered only to kill the Keep's occupant
    return t
