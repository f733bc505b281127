"""Turning gate combinations (Rotate 90 / 180 Degrees): what the gates sweep, what stops them,
the characters they carry; and Battle Alley's rule on gates that cannot swing across it."""
from __future__ import annotations

from .state import enemies, setup_of


def rotation_context(state):
    """What every rotation check needs: fixed edges, wall posts, gate edges by post, squares."""
    g = setup_of(state).g
    walls = {w[1] for w in state["walls"]}
    by_post = {}
    for x in state["gates"]:
        if x[2] >= 0:
            by_post.setdefault(x[2], set()).update(g.GATE_EDGES[x[1]][x[2]][x[3]])
    occ = {c[2]: i for i, c in enumerate(state["chars"]) if c[2] >= 0}
    return g.FIXED | walls, {q for e in walls for q in g.EDGE_POSTS[e]}, by_post, occ


def rotation(state, castle, p, quarters, cw, ignore_chars=False, ctx=None):
    """([[gate, new dir]], [[char, new square]]) for turning the gates on post p, or None."""
    su = setup_of(state)
    g = su.g
    group = [i for i, x in enumerate(state["gates"]) if x[2] == p]
    if not group:
        return None
    fixed, wall_posts, by_post, occ_at = ctx or rotation_context(state)
    if p in wall_posts and any(state["gates"][i][1] == 2 for i in group):
        return None  # a long gate combined with a wall no longer pivots
    blocked = set(fixed)
    for q, edges in by_post.items():
        if q != p:
            blocked |= edges
    new_dirs, swept = [], {}
    for i in group:
        length, d = state["gates"][i][1], state["gates"][i][3]
        for step in range(quarters):
            sw = g.SWEEP[length][p][d][1 if cw else 0]
            if sw is None:
                return None
            squares, inner, end, nd = sw
            if any(e in blocked for e in inner) or any(e in blocked for e in end):
                return None
            for s in squares:
                swept[s] = max(swept.get(s, 0), quarters - step)
            d = nd
        new_dirs.append([i, d])
    flat = [e for i, nd in new_dirs for e in g.GATE_EDGES[state["gates"][i][1]][p][nd]]
    if len(set(flat)) != len(flat):
        return None
    for i, nd in new_dirs:
        if any(e in g.ALL_ENTRANCES for e in g.GATE_EDGES[state["gates"][i][1]][p][nd]):
            if state["gates"][i][1] == 2 or len(group) > 1 or p in wall_posts:
                return None
    if ignore_chars:
        return new_dirs, []
    moving = {}
    for s, q in swept.items():
        occ = occ_at.get(s)
        if occ is None:
            continue
        if state["chars"][occ][1] == "gatekeeper" and enemies(su, castle, su.castle_of(occ)):
            return None  # the Gatekeeper is immune to an opponent's gate moves
        moving[occ] = g.rotate_square(s, p, q, cw)
    carried, dest = [], set()
    for occ, t in sorted(moving.items()):
        if t < 0 or t in g.KEEP_OWNER or t in dest:
            return None
        o2 = occ_at.get(t)
        if o2 is not None and o2 not in moving:
            return None
        dest.add(t)
        carried.append([occ, t])
    return new_dirs, carried


def stuck_alley_gates(state) -> list[int]:
    """Gates lying across Battle Alley that can turn neither way: they leave the game."""
    g = setup_of(state).g
    if not g.ALLEY:
        return []
    out = []
    for i, x in enumerate(state["gates"]):
        if x[2] < 0 or not any(e in g.ALLEY for e in g.GATE_EDGES[x[1]][x[2]][x[3]]):
            continue
        if all(rotation(state, None, x[2], 1, cw, ignore_chars=True) is None for cw in (False, True)):
            out.append(i)
    return out
