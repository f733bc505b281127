"""Turning gate combinations (Rotate 90 / 180 Degrees): what the gates sweep, what stops them,
the characters they carry; and Battle Alley's rule on gates that cannot swing across it."""
from __future__ import annotations

from typing import NamedTuple

from .state import Refusal, character, edge_holder, enemies, setup_of


class Turn(NamedTuple):
    """A rotation that may be made: [[gate, new dir]] and the characters carried [[char, new square]]."""

    gates: list
    carried: list


def rotation_context(state):
    """What every rotation check needs: fixed edges and walls, wall posts, gate edges by post, squares."""
    g = setup_of(state).g
    walls = {w[1] for w in state["walls"]}
    by_post = {}
    for x in state["gates"]:
        if x[2] >= 0:
            by_post.setdefault(x[2], set()).update(g.GATE_EDGES[x[1]][x[2]][x[3]])
    occ = {c[2]: i for i, c in enumerate(state["chars"]) if c[2] >= 0}
    return g.FIXED | walls, {q for e in walls for q in g.EDGE_POSTS[e]}, by_post, occ


def _pivots(state, p, wall_posts) -> bool:
    """Whether the gates on post p may pivot: a long gate combined with a wall "acts like a wall"."""
    return p not in wall_posts or not any(x[1] == 2 for x in state["gates"] if x[2] == p)


def rotation(state, castle, p, quarters, cw, ignore_chars=False, ctx=None, explain=False, walls_only=False):
    """The Turn of the gates on post p by `quarters` quarter-turns (cw or not), or, when it may not be
    made, False (with `explain`, the Refusal). `walls_only`: only walls (and gates that act like walls)
    stop it, not other gates that could move away, nor the entrance rule (Battle Alley's test)."""
    su = setup_of(state)
    g = su.g
    group = [i for i, x in enumerate(state["gates"]) if x[2] == p]
    turn = f"the gates on {g.post_name(p)} cannot turn {90 * quarters} degrees {'clockwise' if cw else 'anticlockwise'}"
    if not group:
        return explain and Refusal("rotate", f"no gate is hinged on {g.post_name(p)}")
    fixed, wall_posts, by_post, occ_at = ctx or rotation_context(state)
    if not _pivots(state, p, wall_posts):
        return explain and Refusal("long gates", f"{turn}: the long gate there is combined with a brick wall, so \"the "
                                                 "piece can no longer pivot and acts like a wall\"")
    blocked = set(fixed)
    for q, edges in by_post.items():
        if q != p and (not walls_only or not _pivots(state, q, wall_posts)):
            blocked |= edges
    new_dirs, swept = [], {}
    for i in group:
        length, d = state["gates"][i][1], state["gates"][i][3]
        for step in range(quarters):
            sw = g.SWEEP[length][p][d][1 if cw else 0]
            if sw is None:
                return explain and Refusal("rotate", f"{turn}: a gate would swing off the board")
            squares, inner, end, nd = sw
            for e in inner + end:
                if e in blocked:
                    return explain and Refusal("rotate", f"{turn}: a gate would swing into {edge_holder(state, e)} "
                                                         f"(\"One gate may not move another gate unless they are on "
                                                         "the same post.\")")
            for s in squares:
                swept[s] = max(swept.get(s, 0), quarters - step)
            d = nd
        new_dirs.append([i, d])
    flat = [e for i, nd in new_dirs for e in g.GATE_EDGES[state["gates"][i][1]][p][nd]]
    if len(set(flat)) != len(flat):
        return explain and Refusal("rotate", f"{turn}: the gates of the combination would overlap")
    if walls_only:
        return Turn(new_dirs, [])
    for i, nd in new_dirs:
        if any(e in g.ALL_ENTRANCES for e in g.GATE_EDGES[state["gates"][i][1]][p][nd]):
            if state["gates"][i][1] == 2:
                return explain and Refusal("entrances", f"{turn}: a long gate would block a castle entrance")
            if len(group) > 1 or p in wall_posts:
                return explain and Refusal("entrances", f"{turn}: a gate would close a castle entrance without "
                                                        "being alone on its post")
    if ignore_chars:
        return Turn(new_dirs, [])
    moving = {}
    for s, q in swept.items():
        occ = occ_at.get(s)
        if occ is None:
            continue
        if state["chars"][occ][1] == "gatekeeper" and enemies(su, castle, su.castle_of(occ)):
            return explain and Refusal("Gatekeeper", f"{turn}: they would carry {character(state, occ)}, an opponent's "
                                                     "Gatekeeper: \"The Gatekeeper is immune to gate movements by an "
                                                     "opponent trying to move it.\"")
        moving[occ] = g.rotate_square(s, p, q, cw)
    carried, dest = [], set()
    for occ, t in sorted(moving.items()):
        if t < 0:
            return explain and Refusal("rotate", f"{turn}: {character(state, occ)} would be carried off the board")
        if t in g.KEEP_OWNER:
            return explain and Refusal("the Keep", f"{turn}: {character(state, occ)} would be carried into a Keep")
        o2 = occ_at.get(t)
        if t in dest or (o2 is not None and o2 not in moving):
            return explain and Refusal("one character per square", f"{turn}: {character(state, occ)} would be carried onto "
                                                                   f"{g.square_name(t)}, which holds another character")
        dest.add(t)
        carried.append([occ, t])
    return Turn(new_dirs, carried)


def crosses_alley(g, x) -> bool:
    """Whether gate x (a state row) lies across Battle Alley."""
    return x[2] >= 0 and any(e in g.ALLEY for e in g.GATE_EDGES[x[1]][x[2]][x[3]])


def stuck_alley_gates(state) -> list[int]:
    """Gates lying across Battle Alley that a wall keeps from swinging on across it, either way: they
    leave the game. ("At no time during the game can a gate impede player movement in either
    direction by being connected to a wall that would not let the gate travel freely across Battle
    Alley.")"""
    g = setup_of(state).g
    if not g.ALLEY:
        return []
    posts = sorted({x[2] for x in state["gates"] if crosses_alley(g, x)})
    out = []
    ctx = rotation_context(state) if posts else None
    for p in posts:
        if not all(isinstance(rotation(state, None, p, 1, cw, ctx=ctx, walls_only=True), Turn) for cw in (False, True)):
            out += [i for i, x in enumerate(state["gates"]) if x[2] == p and crosses_alley(g, x)]
    return sorted(out)

