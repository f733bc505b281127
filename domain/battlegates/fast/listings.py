"""What Battlegates' fast path computes once: the listings of set-up and card spots (each position
rules some out, as a bitmask), the tables of each set-up, the move tuples and what covers an edge."""
from __future__ import annotations

from itertools import compress

from .. import board as B
from ..setups import SETUPS

OPEN, FIXED, WALL, GATE = 0, 1, 2, 3  # what covers an edge (pieces never share an edge)
DIRS = B.DIRS
ROLL_CARDS = (("rotate_90", 1), ("rotate_180", 2))
SETUP_KINDS = frozenset(("setup_character", "setup_wall", "setup_gate"))


class Listing:
    """Moves in a listing's order; which of them a position rules out is a bitmask over their
    places in the listing (bit k: the k-th move)."""

    __slots__ = ("moves",)

    def __init__(self, moves):
        self.moves = moves

    def free(self, out: int) -> list:
        """The moves not in the bitmask `out`, in order."""
        if not out:
            return self.moves[:]
        keep = ~out & ((1 << len(self.moves)) - 1)
        # byte k of the flags is bit k of `keep` (its binary numeral reversed); the moves past its
        # highest bit, all ruled out, are past the flags' end, where compress stops
        flags = format(keep, "b")[::-1].encode().translate(_FLAGS)
        return list(compress(self.moves, flags))


_FLAGS = bytes.maketrans(b"01", b"\x00\x01")  # a binary numeral's digits as compress's selectors


class CardSpots(Listing):
    """Where a Move a brick wall / Move a gate card may put its piece: the spots never refused for
    what stands around them, in the listing's order, with (bitmasks) the spots covering each edge
    and those standing on each post, and each spot's own bit."""

    __slots__ = ("by_edge", "by_post", "bit")

    def __init__(self, g, rows):
        """rows: (move, its spot, its edges, its posts), in the listing's order."""
        super().__init__([row[0] for row in rows])
        self.by_edge, self.by_post, self.bit = [0] * g.N_EDGES, [0] * g.N_POSTS, {}
        for i, (_, spot, edges, posts) in enumerate(rows):
            self.bit[spot] = 1 << i
            for e in edges:
                self.by_edge[e] |= 1 << i
            for p in posts:
                self.by_post[p] |= 1 << i


class SetupSpots(Listing):
    """The set-up's wall and gate moves in one castle's region, in the listing's order (walls, gates,
    long gates), with what rules each out, as bitmasks over their places in the listing: a wall
    while its edge is covered or an end stands on the post of a gate closing an entrance; a gate
    while an edge is covered, its hinge is taken (such a gate there, or two gates) or, closing an
    entrance itself, its hinge is spoken for (a wall's end or another gate there). Each piece the
    castle has placed rules out a fixed set (`wall_out`, `gate_out`); a second gate on a post adds
    the gates hinged there (`hinged_at`)."""

    __slots__ = ("kind_mask", "hinged_at", "wall_out", "gate_out")

    def __init__(self, g, rows):
        """rows: (move, kind (0 wall, 1 gate, 2 long gate), its edges, its posts (a wall's ends, a
        gate's hinge), whether it closes an entrance), in the listing's order."""
        super().__init__([row[0] for row in rows])
        self.kind_mask = [0, 0, 0]
        by_edge, wall_at, self.hinged_at, closing_at = {}, {}, {}, {}
        for i, (_, kind, edges, posts, closes) in enumerate(rows):
            bit = 1 << i
            self.kind_mask[kind] |= bit
            for e in edges:
                by_edge[e] = by_edge.get(e, 0) | bit
            for p in posts:
                at = wall_at if kind == 0 else self.hinged_at
                at[p] = at.get(p, 0) | bit
                if closes:
                    closing_at[p] = closing_at.get(p, 0) | bit
        # a wall covers its edge and speaks for both its posts
        self.wall_out = [by_edge.get(e, 0) | closing_at.get(a, 0) | closing_at.get(b, 0)
                         for e, (a, b) in enumerate(g.EDGE_POSTS)]
        # a gate covers its edges and speaks for its hinge; closing an entrance, it takes its hinge
        self.gate_out = {}
        for length in (1, 2):
            per_post = []
            for p, per_dir in enumerate(g.GATE_EDGES[length]):
                outs = []
                for edges in per_dir:
                    out = closing_at.get(p, 0)
                    for e in edges or ():
                        out |= by_edge.get(e, 0)
                    if edges and length == 1 and edges[0] in g.ALL_ENTRANCES:
                        out |= wall_at.get(p, 0) | self.hinged_at.get(p, 0)
                    outs.append(out)
                per_post.append(outs)
            self.gate_out[length] = per_post


class Tables:
    """What the fast path reads about one set-up, computed once."""

    def __init__(self, su):
        g = su.g
        self.su, self.g = su, g
        n = su.n_castles * su.per_castle
        self.n_chars = n
        self.char_castle = [i // su.per_castle for i in range(n)]
        self.char_team = [su.team[c] for c in self.char_castle]
        self.char_kind = [su.kinds[i % su.per_castle] for i in range(n)]
        self.is_archer = [k == "archer" for k in self.char_kind]
        sides = su.n_castles / len(set(su.team))  # castles a side has
        self.army_size = su.per_castle * sides  # characters in one side's army (for the heuristic)
        self.two_sides = len(set(su.team)) == 2
        self.with_seat_0 = [su.team[su.seat_castles[s][0]] == su.team[0] for s in range(su.seats)]  # castle 0's side
        self.seats_in_order = list(su.castle_seat) == sorted(set(su.castle_seat))  # one castle a seat, in order
        self.castle_chars = [list(range(c * su.per_castle, (c + 1) * su.per_castle)) for c in range(su.n_castles)]
        self.kind_chars = [{k: [i for i in chars if self.char_kind[i] == k] for k in su.kinds}
                           for chars in self.castle_chars]  # per castle: its characters of each kind
        self.hidden_castles = [[c for c in range(su.n_castles) if su.castle_seat[c] != s]
                               for s in range(su.seats)]  # per seat: the castles whose set-up it cannot see
        self.army_moves = {}  # (castle, squares of its characters) -> its set-up_character moves
        self.base_blk = bytearray(FIXED if e in g.FIXED else OPEN for e in range(g.N_EDGES))
        self.keep_team = [-1] * g.N_SQUARES  # the team owning the Keep on each square, or -1
        for k, c in g.KEEP_OWNER.items():
            self.keep_team[k] = su.team[c]
        self.misery = sorted(g.MISERY)
        self.misery_set = frozenset(g.MISERY)
        self.bit = [1 << s for s in range(g.N_SQUARES)]
        # set-up (placement.wall_problem, gate_problem within the castle's region): per castle, the
        # walls and the gates of each length that are never refused for what stands around them, in
        # the listing's order (regions are disjoint and hold no fixed edge: only the castle's own
        # pieces can stand in its region)
        self.setup_spots = []
        for c in range(su.n_castles):
            region = g.REGION_EDGES[c]
            rows = [(("setup_wall", e), 0, (e,), g.EDGE_POSTS[e], False)
                    for e in sorted(region) if e not in g.ALL_ENTRANCES]
            for length in (1, 2):
                for p in sorted(g.REGION_POSTS[c]):
                    for d in range(4):
                        edges = g.GATE_EDGES[length][p][d]
                        if not edges or not all(e in region for e in edges):
                            continue
                        closes = any(e in g.ALL_ENTRANCES for e in edges)
                        if not (closes and length == 2):
                            rows.append((("setup_gate", length, p, d), length, edges, (p,), closes))
            self.setup_spots.append(SetupSpots(g, rows))
        # Move a brick wall / a gate (placement.wall_problem, gate_problem with card=True): the
        # spots that are never refused for what stands around them (an entrance, Battle Alley for
        # a wall, a stone or castle wall), in the listing's order
        self.wall_spots = CardSpots(g, [(("place_wall", e), e, (e,), g.EDGE_POSTS[e]) for e in g.SORTED_PLACEABLE
                                        if e not in g.ALL_ENTRANCES and e not in g.ALLEY])
        self.gate_spots = {L: CardSpots(g, [(("place_gate", p, d), (p, d), edges, (p,))
                                            for p in range(g.N_POSTS) for d in range(4)
                                            for edges in (g.GATE_EDGES[L][p][d],)
                                            if edges and not any(e in g.ALL_ENTRANCES or e in g.FIXED for e in edges)])
                           for L in (1, 2)}
        # Rotate a gate (rotation.rotation): per quarters and direction (cw), what each gate sweeps;
        # per length, post and direction, whether a gate there closes an entrance
        self.turns = {q: [self._turns(g, q, cw) for cw in (False, True)] for q in (1, 2)}
        self.closing = {L: [[bool(edges) and any(e in g.ALL_ENTRANCES for e in edges) for edges in per_dir]
                             for per_dir in g.GATE_EDGES[L]] for L in (1, 2)}

    @staticmethod
    def _turns(g, quarters, cw) -> dict:
        """{length: [post][dir]}: what a gate turning `quarters` quarter-turns (cw or not) about its
        hinge sweeps (rotation.rotation, from the board's SWEEP quadrants): (the edges it crosses
        and ends on, each quarter in turn; [(square swept, quarters left when swept first)]; its new
        direction), or None where a quarter leaves the board."""
        side = 1 if cw else 0
        out = {}
        for length in (1, 2):
            per_post = []
            for p in range(g.N_POSTS):
                per_dir = []
                for d0 in range(4):
                    crossed, squares, d = [], [], d0
                    for k in range(quarters):
                        sweep = g.SWEEP[length][p][d][side]
                        if sweep is None:
                            break
                        inner, end = sweep[1], sweep[2]
                        crossed += [*inner, *end]
                        squares += [(s, quarters - k) for s in sweep[0]]
                        d = sweep[3]
                    else:
                        per_dir.append((tuple(crossed), tuple(squares), d))
                        continue
                    per_dir.append(None)
                per_post.append(per_dir)
            out[length] = per_post
        return out


TABLES = {name: Tables(su) for name, su in SETUPS.items()}

# Moves: small tuples; steps (the most frequent) are prebuilt.
_MAXCH = 20
STEP = [[("step", i, d) for d in range(4)] for i in range(_MAXCH)]
SHOOT = [[("shoot", i, d) for d in range(4)] for i in range(_MAXCH)]
