"""Where brick walls and gates may stand: open positions, castle entrances, combinations on a post,
Battle Alley; used by the set-up and by the Move a brick wall / Move a gate cards.

The `*_problem` functions return None when the piece may stand there; otherwise False, or with
`explain` the Refusal naming the rule (the words are only built when a player needs them).
"""
from __future__ import annotations

from . import board as B
from .state import DIRECTION_WORDS, Refusal, edge_holder, setup_of

ENTRANCE_GATE_ALONE = ("A gate may block a castle entrance. If a gate is blocking a castle entrance no other game "
                       "piece may be on the same post")


class Layout:
    """The pieces as placing sees them: covered edges, gates per hinge post, posts holding a wall end,
    posts of gates closing an entrance (of `castle` only during the secret set-up)."""

    __slots__ = ("state", "castle", "covered", "hinges", "wall_posts", "ent_posts")

    def __init__(self, state, castle=None, skip_wall=None, skip_gate=None):
        g = setup_of(state).g
        self.state, self.castle = state, castle
        self.covered, self.hinges, self.wall_posts, self.ent_posts = set(g.FIXED), {}, set(), set()
        for i, w in enumerate(state["walls"]):
            if i == skip_wall or (castle is not None and w[0] != castle):
                continue
            self.covered.add(w[1])
            self.wall_posts.update(g.EDGE_POSTS[w[1]])
        for i, x in enumerate(state["gates"]):
            if i == skip_gate or x[2] < 0 or (castle is not None and x[0] != castle):
                continue
            edges = g.GATE_EDGES[x[1]][x[2]][x[3]]
            self.covered.update(edges)
            self.hinges[x[2]] = self.hinges.get(x[2], 0) + 1
            if x[1] == 1 and edges[0] in g.ALL_ENTRANCES:
                self.ent_posts.add(x[2])

    def taken(self, g, e) -> Refusal:
        """The refusal for an edge already covered."""
        return Refusal("open position", f"{g.edge_name(e)} already holds {edge_holder(self.state, e, self.castle)}")

    def shares_entrance_post(self, g, p) -> Refusal:
        """The refusal for a piece on the post of a gate closing an entrance."""
        return Refusal("entrances", f"{g.post_name(p)} holds a gate closing a castle entrance: "
                                    f"\"{ENTRANCE_GATE_ALONE}\"")


def wall_problem(g, lay: Layout, e, explain=False):
    """Why a brick wall may not stand on edge e (None: it may)."""
    if e in g.ALL_ENTRANCES:
        return explain and Refusal("entrances", "a brick wall may never block a castle entrance")
    if e in lay.covered:
        return explain and lay.taken(g, e)
    if e in g.ALLEY:
        return explain and Refusal("Battle Alley", "walls can never be placed across Battle Alley")
    for p in g.EDGE_POSTS[e]:
        if p in lay.ent_posts:
            return explain and lay.shares_entrance_post(g, p)
    return None


def gate_problem(g, lay: Layout, p, d, length, explain=False, card=False):
    """Why a gate of `length` may not be hinged on post p pointing d (None: it may). With `card`, the
    Move a gate card's own rule: it never closes an entrance."""
    edges = g.GATE_EDGES[length][p][d]
    what = "gate" if length == 1 else "long gate"
    if edges is None:
        return explain and Refusal("open position", f"a {what} on {g.post_name(p)} pointing {DIRECTION_WORDS[B.DIRS[d]]} would "
                                                    "reach off the board")
    on_entrance = any(e in g.ALL_ENTRANCES for e in edges)
    if on_entrance and length == 2:
        return explain and Refusal("entrances", "a long gate may never block a castle entrance")
    if on_entrance and card:
        return explain and Refusal("move a gate", "Move a gate: \"You may not block any entrance to any castle.\"")
    for e in edges:
        if e in lay.covered:
            return explain and lay.taken(g, e)
    if p in lay.ent_posts:
        return explain and lay.shares_entrance_post(g, p)
    here = lay.hinges.get(p, 0)
    if here >= 2:
        return explain and Refusal("combinations", f"{g.post_name(p)} already holds a pair of gates, the most one "
                                                   "post takes")
    if on_entrance and (here or p in lay.wall_posts):
        other = "another gate" if here else "a brick wall's end"
        return explain and Refusal("entrances", f"a gate closing a castle entrance must be alone on its post, and "
                                                f"{g.post_name(p)} holds {other}: \"{ENTRANCE_GATE_ALONE}\"")
    return None


def wall_move_problem(state, i, e, explain=False):
    """Why wall i may not be moved onto edge e (None: it may)."""
    if e == state["walls"][i][1]:
        return explain and Refusal("move a brick wall", f"that brick wall already stands there: \"Move any brick wall "
                                                        "to any other open position on the board.\"")
    return wall_problem(setup_of(state).g, Layout(state, skip_wall=i), e, explain)


def gate_move_problem(state, i, p, d, explain=False):
    """Why gate i may not be moved onto post p pointing d (None: it may)."""
    x = state["gates"][i]
    if (p, d) == (x[2], x[3]):
        return explain and Refusal("move a gate", f"that gate already stands there: \"Move any one gate to any other "
                                                   "open position on the board.\"")
    return gate_problem(setup_of(state).g, Layout(state, skip_gate=i), p, d, x[1], explain, card=True)


def wall_spots(state, i, first=False):
    """Where wall i may be moved to, as (x, y, dir) triples (with `first`, only the first)."""
    g = setup_of(state).g
    lay = Layout(state, skip_wall=i)
    cur = state["walls"][i][1]
    out = []
    for e in g.SORTED_PLACEABLE:
        if e != cur and wall_problem(g, lay, e) is None:
            out.append(g.wall_spec(e))
            if first:
                return out
    return out


def gate_spots(state, i, first=False):
    """Where gate i may be moved to, as (x, y, dir) triples (with `first`, only the first)."""
    g = setup_of(state).g
    lay = Layout(state, skip_gate=i)
    x = state["gates"][i]
    if x[2] < 0:
        return []
    out = []
    for p in range(g.N_POSTS):
        for d in range(4):
            if (p, d) != (x[2], x[3]) and gate_problem(g, lay, p, d, x[1], card=True) is None:
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
