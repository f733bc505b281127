"""Where brick walls and gates may stand: open positions, castle entrances, combinations on a post,
Battle Alley; used by the set-up and by the Move a brick wall / Move a gate cards."""
from __future__ import annotations

from . import board as B
from .state import setup_of


def layout(state, castle=None, skip_wall=None, skip_gate=None):
    """(blocked-for-placing edges, gates per hinge post, wall posts, posts of gates closing an
    entrance) of the pieces (of `castle` if given)."""
    g = setup_of(state).g
    covered, hinges, wall_posts, ent_posts = set(g.FIXED), {}, set(), set()
    for i, w in enumerate(state["walls"]):
        if i == skip_wall or (castle is not None and w[0] != castle):
            continue
        covered.add(w[1])
        wall_posts.update(g.EDGE_POSTS[w[1]])
    for i, x in enumerate(state["gates"]):
        if i == skip_gate or x[2] < 0 or (castle is not None and x[0] != castle):
            continue
        edges = g.GATE_EDGES[x[1]][x[2]][x[3]]
        covered.update(edges)
        hinges[x[2]] = hinges.get(x[2], 0) + 1
        if x[1] == 1 and edges[0] in g.ALL_ENTRANCES:
            ent_posts.add(x[2])
    return covered, hinges, wall_posts, ent_posts


def wall_fits(g, lay, e) -> bool:
    """Whether a brick wall may stand on edge e of layout `lay`."""
    covered, _, _, ent_posts = lay
    if e in covered or e in g.ALL_ENTRANCES or e in g.ALLEY:
        return False
    a, b = g.EDGE_POSTS[e]
    return a not in ent_posts and b not in ent_posts


def gate_fits(g, lay, p, d, length) -> bool:
    """Whether a gate of `length` may be hinged on post p pointing d in layout `lay`."""
    covered, hinges, wall_posts, ent_posts = lay
    edges = g.GATE_EDGES[length][p][d]
    if edges is None or edges[0] in covered or p in ent_posts:
        return False
    if length == 2 and (edges[1] in covered or edges[0] in g.ALL_ENTRANCES or edges[1] in g.ALL_ENTRANCES):
        return False
    here = hinges.get(p, 0)
    if here >= 2:
        return False
    if length == 1 and edges[0] in g.ALL_ENTRANCES and (here or p in wall_posts):
        return False
    return True


def wall_fits_move(state, i, e) -> bool:
    """Whether wall i may be moved onto edge e."""
    return e != state["walls"][i][1] and wall_fits(setup_of(state).g, layout(state, skip_wall=i), e)


def gate_fits_move(state, i, p, d) -> bool:
    """Whether gate i may be moved onto post p pointing d."""
    x = state["gates"][i]
    return (p, d) != (x[2], x[3]) and gate_fits(setup_of(state).g, layout(state, skip_gate=i), p, d, x[1])


def wall_spots(state, i, first=False):
    """Where wall i may be moved to, as (x, y, dir) triples (with `first`, only the first)."""
    g = setup_of(state).g
    lay = layout(state, skip_wall=i)
    cur = state["walls"][i][1]
    out = []
    for e in g.SORTED_PLACEABLE:
        if e != cur and wall_fits(g, lay, e):
            out.append(g.wall_spec(e))
            if first:
                return out
    return out


def gate_spots(state, i, first=False):
    """Where gate i may be moved to, as (x, y, dir) triples (with `first`, only the first)."""
    g = setup_of(state).g
    lay = layout(state, skip_gate=i)
    x = state["gates"][i]
    if x[2] < 0:
        return []
    out = []
    for p in range(g.N_POSTS):
        for d in range(4):
            if (p, d) != (x[2], x[3]) and gate_fits(g, lay, p, d, x[1]):
                px, py = g.post_xy(p)
                out.append((px, py, B.DIRS[d]))
                if first:
                    return out
    return out


def wall_edge(g, move):
    """The edge a wall move names (post x, y and N or E), or None off the grid."""
    p = g.post_at(move["x"], move["y"])
    if p < 0:
        return None
    e = g.POST_EDGE[p][B.DIR_INDEX[move["dir"]]]
    return e if e >= 0 else None


def wall_move(g, kind, e) -> dict:
    """A wall move of type `kind` naming edge e."""
    x, y, d = g.wall_spec(e)
    return {"type": kind, "x": x, "y": y, "dir": d}
