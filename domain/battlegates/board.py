"""Battlegates geometry: a grid of squares with posts at the corners, edges between posts,
the perimeter stone walls, the castles (Keep, castle wall, two entrances), the portals, and the
multi-board features (Misery Run, Battle Alley).

Squares are ints y*W + x, posts are ints py*(W+1) + px, edges are ints into EDGE_POSTS.
Row 0 is the bottom of the drawing; "N" points up. One Geometry per set-up, built at import.
"""
from __future__ import annotations

DIRS = ("N", "E", "S", "W")
DIR_INDEX = {d: i for i, d in enumerate(DIRS)}
DX = (0, 1, 0, -1)
DY = (1, 0, -1, 0)

BOARD_W, BOARD_H = 9, 12  # one battle-board: 9 columns, 12 rows, 6 rows a side


def _on(x, y, w, h):
    return 0 <= x < w and 0 <= y < h


class Geometry:
    """The board of one set-up: tables for movement, gates, castles and placement regions.

    castles: [(keep (x, y), front direction of the castle wall, portals [(x, y)],
               region (px0, px1, py0, py1) of posts its owner builds on)]
    """

    DIRS, DIR_INDEX = DIRS, DIR_INDEX

    def __init__(self, name, w, h, castles, misery=(), alley_cols=()):
        self.name, self.W, self.H, self.PW = name, w, h, w + 1
        self.N_SQUARES, self.N_POSTS = w * h, (w + 1) * (h + 1)
        self.EDGE_POSTS, self.EDGE_SQUARES, ids = [], [], {}
        for py in range(h + 1):
            for px in range(w + 1):
                for d in (0, 1):
                    qx, qy = px + DX[d], py + DY[d]
                    if not _on(qx, qy, w + 1, h + 1):
                        continue
                    a, b = self.post(px, py), self.post(qx, qy)
                    ids[(a, b)] = len(self.EDGE_POSTS)
                    self.EDGE_POSTS.append((a, b))
                    if d == 0:  # vertical edge at x = px
                        self.EDGE_SQUARES.append((self.sq(px - 1, py) if px > 0 else -1,
                                                  self.sq(px, py) if px < w else -1))
                    else:  # horizontal edge at y = py
                        self.EDGE_SQUARES.append((self.sq(px, py - 1) if py > 0 else -1,
                                                  self.sq(px, py) if py < h else -1))
        self.N_EDGES = len(self.EDGE_POSTS)
        self.POST_EDGE, self.POST_NEXT = [], []
        for p in range(self.N_POSTS):
            px, py = self.post_xy(p)
            edges, nexts = [], []
            for d in range(4):
                qx, qy = px + DX[d], py + DY[d]
                if _on(qx, qy, w + 1, h + 1):
                    q = self.post(qx, qy)
                    edges.append(ids[(min(p, q), max(p, q))])
                    nexts.append(q)
                else:
                    edges.append(-1)
                    nexts.append(-1)
            self.POST_EDGE.append(edges)
            self.POST_NEXT.append(nexts)
        self.SQ_NEXT, self.SQ_EDGE = [], []
        for s in range(self.N_SQUARES):
            x, y = self.sq_xy(s)
            corner = {0: (self.post(x, y + 1), self.post(x + 1, y + 1)), 1: (self.post(x + 1, y), self.post(x + 1, y + 1)),
                      2: (self.post(x, y), self.post(x + 1, y)), 3: (self.post(x, y), self.post(x, y + 1))}
            self.SQ_NEXT.append(tuple(self.sq(x + DX[d], y + DY[d]) if _on(x + DX[d], y + DY[d], w, h) else -1
                                      for d in range(4)))
            self.SQ_EDGE.append(tuple(ids[corner[d]] for d in range(4)))
        self.PERIMETER = frozenset(e for e in range(self.N_EDGES) if -1 in self.EDGE_SQUARES[e])
        # castles: a one-square Keep closed towards the board by a castle wall, open both sides
        self.KEEP = tuple(self.sq(*c[0]) for c in castles)
        self.KEEP_OWNER = {k: i for i, k in enumerate(self.KEEP)}
        self.CASTLE_WALL = frozenset(self.SQ_EDGE[k][DIR_INDEX[c[1]]] for k, c in zip(self.KEEP, castles))
        self.ENTRANCES = tuple(frozenset({self.SQ_EDGE[k][1], self.SQ_EDGE[k][3]}) for k in self.KEEP)
        self.ALL_ENTRANCES = frozenset().union(*self.ENTRANCES)
        self.PORTALS = tuple(tuple(self.sq(*p) for p in c[2]) for c in castles)
        self.FIXED = self.PERIMETER | self.CASTLE_WALL
        self.PLACEABLE = frozenset(e for e in range(self.N_EDGES) if e not in self.FIXED)
        self.SORTED_PLACEABLE = sorted(self.PLACEABLE)
        self.MISERY = frozenset(self.sq(x, y) for x, y in misery)
        # Battle Alley: the edges across the alley (walls never go there)
        alley = set()
        for c in alley_cols:
            for py in range(h + 1):
                alley.add(self.POST_EDGE[self.post(c, py)][1])  # post (c, py) to (c + 1, py)
        self.ALLEY = frozenset(alley)
        self.REGION_POSTS = tuple(
            frozenset(self.post(px, py) for px in range(c[3][0], c[3][1] + 1) for py in range(c[3][2], c[3][3] + 1))
            for c in castles)
        regions = self.REGION_POSTS

        def shared(e, i):
            return any(j != i and all(q in regions[j] for q in self.EDGE_POSTS[e]) for j in range(len(regions)))

        # the edges each castle may build on: inside its region, never on a divider line shared
        # with another region, never across Battle Alley
        self.REGION_EDGES = tuple(
            frozenset(e for e in self.PLACEABLE if all(q in regions[i] for q in self.EDGE_POSTS[e])
                      and not shared(e, i) and e not in self.ALLEY)
            for i in range(len(castles)))
        self.GATE_EDGES = {L: [[self.gate_edges(p, d, L) for d in range(4)] for p in range(self.N_POSTS)]
                           for L in (1, 2)}
        self.SWEEP = {L: [[(self._quadrant(p, d, False, L), self._quadrant(p, d, True, L)) for d in range(4)]
                          for p in range(self.N_POSTS)] for L in (1, 2)}

    # --- coordinates ----------------------------------------------------------------------
    def sq(self, x: int, y: int) -> int:
        """The square at column x, row y."""
        return y * self.W + x

    def post(self, px: int, py: int) -> int:
        """The post at column px, row py."""
        return py * self.PW + px

    def sq_xy(self, s: int) -> tuple[int, int]:
        """(x, y) of a square."""
        return s % self.W, s // self.W

    def post_xy(self, p: int) -> tuple[int, int]:
        """(px, py) of a post."""
        return p % self.PW, p // self.PW

    def post_at(self, x: int, y: int) -> int:
        """The post at (x, y), or -1 off the grid."""
        return self.post(x, y) if _on(x, y, self.PW, self.H + 1) else -1

    def square_name(self, s: int) -> str:
        """A square as players read it: "(x, y)"."""
        x, y = self.sq_xy(s)
        return f"({x}, {y})"

    def post_name(self, p: int) -> str:
        """A post as players read it: "post (x, y)"."""
        px, py = self.post_xy(p)
        return f"post ({px}, {py})"

    def edge_name(self, e: int) -> str:
        """An edge as players read it: "the edge from post (x, y) to post (x', y')"."""
        a, b = self.EDGE_POSTS[e]
        return f"the edge from {self.post_name(a)} to {self.post_name(b)}"

    # --- gates ----------------------------------------------------------------------------
    def gate_edges(self, p: int, d: int, length: int):
        """The edges a gate of `length` on post p pointing d covers, or None off the grid."""
        out = []
        for _ in range(length):
            e = self.POST_EDGE[p][d]
            if e < 0:
                return None
            out.append(e)
            p = self.POST_NEXT[p][d]
        return tuple(out)

    def _square_at(self, p, a2, b2, u, v):
        px, py = self.post_xy(p)
        cx2 = 2 * px + a2 * DX[u] + b2 * DX[v]
        cy2 = 2 * py + a2 * DY[u] + b2 * DY[v]
        x, y = (cx2 - 1) // 2, (cy2 - 1) // 2
        return self.sq(x, y) if _on(x, y, self.W, self.H) else -1

    def _quadrant(self, p, d, cw, length):
        """What a gate of `length` on post p sweeps turning a quarter from d (cw or not):
        (swept squares, edges crossed inside the sweep, edges at the end, end direction) or None."""
        e_dir = (d + 1) % 4 if cw else (d + 3) % 4
        squares = [self._square_at(p, 2 * a + 1, 2 * b + 1, d, e_dir) for a in range(length) for b in range(length)]
        inner = []
        if length == 2:  # the cross of edges inside the 2x2 block a long gate sweeps
            for u, v in ((d, e_dir), (e_dir, d)):
                q = self.POST_NEXT[p][u]
                if q < 0:
                    return None
                for _ in range(2):
                    e = self.POST_EDGE[q][v]
                    if e < 0:
                        return None
                    inner.append(e)
                    q = self.POST_NEXT[q][v]
        end = self.gate_edges(p, e_dir, length)
        if end is None or -1 in squares:
            return None
        return tuple(squares), tuple(inner), end, e_dir

    def rotate_square(self, s: int, p: int, quarters: int, cw: bool) -> int:
        """Square s turned `quarters` quarter-turns about post p, or -1 off the board."""
        x, y = self.sq_xy(s)
        px, py = self.post_xy(p)
        rx, ry = 2 * x + 1 - 2 * px, 2 * y + 1 - 2 * py
        for _ in range(quarters % 4):
            rx, ry = (ry, -rx) if cw else (-ry, rx)
        nx, ny = (2 * px + rx - 1) // 2, (2 * py + ry - 1) // 2
        return self.sq(nx, ny) if _on(nx, ny, self.W, self.H) else -1

    def wall_spec(self, e: int) -> tuple[int, int, str]:
        """(x, y, "N" or "E") naming edge e from its lower-left post."""
        a, b = self.EDGE_POSTS[e]
        x, y = self.post_xy(a)
        return x, y, "N" if b - a == self.PW else "E"

    def ascii(self, walls=(), gates=(), marks=None) -> str:
        """A drawing: '+' posts, '#' stone and castle walls, '=' '|' brick walls, '-' ':' gates,
        K Keeps, o portals, ~ Misery Run, . Battle Alley, and any extra square marks."""
        kind = {e: "#" for e in self.FIXED}
        kind.update({e: "W" for e in walls})
        kind.update({e: "G" for e in gates})
        m = {s: "o" for side in self.PORTALS for s in side}
        m.update({s: "~" for s in self.MISERY})
        m.update({k: "K" for k in self.KEEP})
        m.update(marks or {})
        for s in range(self.N_SQUARES):
            if any(e in self.ALLEY for e in self.SQ_EDGE[s]) and s not in m:
                m[s] = "."
        lines = []
        for py in range(self.H, -1, -1):
            row = []
            for px in range(self.PW):
                row.append("+")
                if px < self.W:
                    e = self.POST_EDGE[self.post(px, py)][1]
                    row.append({"#": "###", "W": "===", "G": "---"}.get(kind.get(e), "   "))
            lines.append("".join(row))
            if py > 0:
                row = []
                for px in range(self.PW):
                    e = self.POST_EDGE[self.post(px, py - 1)][0]
                    row.append({"#": "#", "W": "|", "G": ":"}.get(kind.get(e), " "))
                    if px < self.W:
                        row.append(" " + m.get(self.sq(px, py - 1), " ") + " ")
                lines.append("".join(row))
        return "\n".join(lines)


def _portals(y, x0=0):
    return [(x0 + x, y) for x in (0, 2, 4, 6, 8)]


H2 = BOARD_H // 2
# One battle-board, two castles (seat 0 bottom, seat 1 top), the divider on post row 6.
SINGLE = Geometry("single", BOARD_W, BOARD_H, [
    ((4, 0), "N", _portals(2), (0, BOARD_W, 0, H2)),
    ((4, BOARD_H - 1), "S", _portals(BOARD_H - 3), (0, BOARD_W, H2, BOARD_H)),
])

# Misery Run: two boards end to end; the joining row 12 is Misery Run; one castle at each far
# end; each side builds on its whole board with two armies (10 portals).
MR_H = 2 * BOARD_H + 1
MISERY_RUN = Geometry("misery_run", BOARD_W, MR_H, [
    ((4, 0), "N", _portals(2) + _portals(BOARD_H - 3), (0, BOARD_W, 0, BOARD_H)),
    ((4, MR_H - 1), "S", _portals(BOARD_H + 3) + _portals(MR_H - 3), (0, BOARD_W, BOARD_H + 1, MR_H)),
], misery=[(x, BOARD_H) for x in range(BOARD_W)])

# Battle Alley: two boards side by side with the alley (column 9) between them; castles
# 1 and 3 at the bottom of boards A and B, castles 2 and 4 at the top (indices 0..3 here in
# play order 1, 2, 3, 4: A-bottom, A-top, B-bottom, B-top).
BA_W = 2 * BOARD_W + 1
BATTLE_ALLEY = Geometry("battle_alley", BA_W, BOARD_H, [
    ((4, 0), "N", _portals(2), (0, BOARD_W, 0, H2)),
    ((4, BOARD_H - 1), "S", _portals(BOARD_H - 3), (0, BOARD_W, H2, BOARD_H)),
    ((BOARD_W + 5, 0), "N", _portals(2, BOARD_W + 1), (BOARD_W + 1, BA_W, 0, H2)),
    ((BOARD_W + 5, BOARD_H - 1), "S", _portals(BOARD_H - 3, BOARD_W + 1), (BOARD_W + 1, BA_W, H2, BOARD_H)),
], alley_cols=(BOARD_W,))

GEOMETRIES = {g.name: g for g in (SINGLE, MISERY_RUN, BATTLE_ALLEY)}
