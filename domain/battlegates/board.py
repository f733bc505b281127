"""Battlegates geometry: a grid of squares with posts at the corners, edges between posts,
the perimeter stone walls, the two castles (Keep, castle wall, two entrances) and the portals.

Squares are ints y*W + x, posts are ints py*(W+1) + px, edges are ints into EDGE_POSTS.
Seat 0 sits at the bottom (y = 0), seat 1 at the top; "N" points from seat 0 towards seat 1.
All tables are computed once at import.
"""
from __future__ import annotations

W = 9  # columns of squares
H = 12  # rows of squares; each half is 6 rows
PW = W + 1  # posts per row
DIVIDER = H // 2  # the post row the divider stands on during set-up

DIRS = ("N", "E", "S", "W")
DIR_INDEX = {d: i for i, d in enumerate(DIRS)}
DX = (0, 1, 0, -1)
DY = (1, 0, -1, 0)


def sq(x: int, y: int) -> int:
    """The square at column x, row y."""
    return y * W + x


def post(px: int, py: int) -> int:
    """The post at column px, row py (0..W, 0..H)."""
    return py * PW + px


def sq_xy(s: int) -> tuple[int, int]:
    """(x, y) of a square."""
    return s % W, s // W


def post_xy(p: int) -> tuple[int, int]:
    """(px, py) of a post."""
    return p % PW, p // PW


# --- edges ------------------------------------------------------------------------------
EDGE_POSTS: list[tuple[int, int]] = []
EDGE_SQUARES: list[tuple[int, int]] = []  # the two squares an edge separates (-1 off-board)
_EDGE_ID: dict[tuple[int, int], int] = {}
POST_EDGE: list[list[int]] = []  # POST_EDGE[p][d]: the edge from post p in direction d, or -1
POST_NEXT: list[list[int]] = []  # the post one step from p in direction d, or -1


def _on_grid(x, y, w, h):
    return 0 <= x < w and 0 <= y < h


for _py in range(H + 1):
    for _px in range(PW):
        for _d in (0, 1):  # N and E, so each edge is made once
            _qx, _qy = _px + DX[_d], _py + DY[_d]
            if not _on_grid(_qx, _qy, PW, H + 1):
                continue
            a, b = post(_px, _py), post(_qx, _qy)
            _EDGE_ID[(a, b)] = len(EDGE_POSTS)
            EDGE_POSTS.append((a, b))
            if _d == 0:  # vertical edge at x = px between squares (px-1, py) and (px, py)
                left = sq(_px - 1, _py) if _px - 1 >= 0 else -1
                right = sq(_px, _py) if _px < W else -1
                EDGE_SQUARES.append((left, right))
            else:  # horizontal edge at y = py between squares (px, py-1) and (px, py)
                below = sq(_px, _py - 1) if _py - 1 >= 0 else -1
                above = sq(_px, _py) if _py < H else -1
                EDGE_SQUARES.append((below, above))

for _p in range(PW * (H + 1)):
    _px, _py = post_xy(_p)
    edges, nexts = [], []
    for _d in range(4):
        _qx, _qy = _px + DX[_d], _py + DY[_d]
        if _on_grid(_qx, _qy, PW, H + 1):
            q = post(_qx, _qy)
            edges.append(_EDGE_ID[(min(_p, q), max(_p, q))])
            nexts.append(q)
        else:
            edges.append(-1)
            nexts.append(-1)
    POST_EDGE.append(edges)
    POST_NEXT.append(nexts)

N_EDGES = len(EDGE_POSTS)
N_POSTS = PW * (H + 1)
N_SQUARES = W * H

# The perimeter stone walls: every edge with the board on one side only.
PERIMETER = frozenset(e for e in range(N_EDGES) if -1 in EDGE_SQUARES[e])

# SQ_NEXT[s][d]: the square beside s in direction d (-1 off-board); SQ_EDGE[s][d]: the edge crossed.
SQ_NEXT: list[tuple[int, ...]] = []
SQ_EDGE: list[tuple[int, ...]] = []
for _s in range(N_SQUARES):
    _x, _y = sq_xy(_s)
    _corner = {0: (post(_x, _y + 1), post(_x + 1, _y + 1)), 1: (post(_x + 1, _y), post(_x + 1, _y + 1)),
               2: (post(_x, _y), post(_x + 1, _y)), 3: (post(_x, _y), post(_x, _y + 1))}
    SQ_NEXT.append(tuple(sq(_x + DX[d], _y + DY[d]) if _on_grid(_x + DX[d], _y + DY[d], W, H) else -1
                         for d in range(4)))
    SQ_EDGE.append(tuple(_EDGE_ID[_corner[d]] for d in range(4)))

# --- castles and portals ----------------------------------------------------------------
# Each castle is a one-square Keep in the middle of its back row, closed towards the board by a
# castle wall and open to the left and right: those two edges are the castle's entrances.
KEEP = (sq(4, 0), sq(4, H - 1))
KEEP_OWNER = {KEEP[0]: 0, KEEP[1]: 1}
CASTLE_WALL = frozenset({SQ_EDGE[KEEP[0]][0], SQ_EDGE[KEEP[1]][2]})
ENTRANCES = (
    frozenset({SQ_EDGE[KEEP[0]][1], SQ_EDGE[KEEP[0]][3]}),
    frozenset({SQ_EDGE[KEEP[1]][1], SQ_EDGE[KEEP[1]][3]}),
)
ALL_ENTRANCES = ENTRANCES[0] | ENTRANCES[1]
# Five starting portals per side, on the third row from each back edge.
PORTALS = (
    tuple(sq(x, 2) for x in (0, 2, 4, 6, 8)),
    tuple(sq(x, H - 3) for x in (0, 2, 4, 6, 8)),
)

# Edges nothing but a one-square gate may cover, and edges nothing may cover.
FIXED = PERIMETER | CASTLE_WALL
# Edges a wall, gate or long gate may ever cover (entrances: a gate only).
PLACEABLE = frozenset(e for e in range(N_EDGES) if e not in FIXED)


def _half_posts(seat: int) -> frozenset:
    """The posts on seat's side of the divider (the divider row belongs to both)."""
    rows = range(0, DIVIDER + 1) if seat == 0 else range(DIVIDER, H + 1)
    return frozenset(post(px, py) for py in rows for px in range(PW))


HALF_POSTS = (_half_posts(0), _half_posts(1))
# Edges on the divider line itself: the divider stands there during set-up.
DIVIDER_EDGES = frozenset(e for e in range(N_EDGES)
                          if post_xy(EDGE_POSTS[e][0])[1] == DIVIDER == post_xy(EDGE_POSTS[e][1])[1])
HALF_EDGES = tuple(
    frozenset(e for e in PLACEABLE if e not in DIVIDER_EDGES
              and EDGE_POSTS[e][0] in HALF_POSTS[s] and EDGE_POSTS[e][1] in HALF_POSTS[s])
    for s in (0, 1)
)


def gate_edges(p: int, d: int, length: int) -> tuple[int, ...] | None:
    """The edges a gate of `length` hinged on post p and pointing d covers, or None off the grid."""
    out = []
    for _ in range(length):
        e = POST_EDGE[p][d]
        if e < 0:
            return None
        out.append(e)
        p = POST_NEXT[p][d]
    return tuple(out)


# GATE_EDGES[length][p][d]: precomputed gate_edges (None where the gate leaves the grid).
GATE_EDGES = {L: [[gate_edges(p, d, L) for d in range(4)] for p in range(N_POSTS)] for L in (1, 2)}


def _square_at(p: int, a2: int, b2: int, u: int, v: int) -> int:
    """The square whose centre is post p + (a2/2)*u + (b2/2)*v (a2, b2 odd), or -1."""
    px, py = post_xy(p)
    cx2 = 2 * px + a2 * DX[u] + b2 * DX[v]
    cy2 = 2 * py + a2 * DY[u] + b2 * DY[v]
    x, y = (cx2 - 1) // 2, (cy2 - 1) // 2
    return sq(x, y) if _on_grid(x, y, W, H) else -1


def _quadrant(p: int, d: int, cw: bool, length: int):
    """What a gate of `length` on post p sweeps turning a quarter from d (cw or ccw):
    (swept squares, edges crossed inside the sweep, edges at the end, the end direction)."""
    e_dir = (d + 1) % 4 if cw else (d + 3) % 4
    squares = []
    for a in range(length):
        for b in range(length):
            squares.append(_square_at(p, 2 * a + 1, 2 * b + 1, d, e_dir))
    inner = []
    if length == 2:
        # the cross of edges inside the 2x2 block swept by a long gate
        for u, v in ((d, e_dir), (e_dir, d)):
            q = POST_NEXT[p][u]
            if q < 0:
                return None
            for _ in range(2):
                e = POST_EDGE[q][v]
                if e < 0:
                    return None
                inner.append(e)
                q = POST_NEXT[q][v]
    end = GATE_EDGES[length][p][e_dir]
    if end is None or -1 in squares:
        return None
    return tuple(squares), tuple(inner), end, e_dir


# SWEEP[length][p][d][cw]: _quadrant precomputed (None where the sweep leaves the board).
SWEEP = {L: [[(_quadrant(p, d, False, L), _quadrant(p, d, True, L)) for d in range(4)]
             for p in range(N_POSTS)] for L in (1, 2)}


def rotate_square(s: int, p: int, quarters: int, cw: bool) -> int:
    """Square s turned `quarters` quarter-turns about post p (cw or ccw), or -1 off the board."""
    x, y = sq_xy(s)
    px, py = post_xy(p)
    rx, ry = 2 * x + 1 - 2 * px, 2 * y + 1 - 2 * py  # the centre relative to p, doubled
    for _ in range(quarters % 4):
        rx, ry = (ry, -rx) if cw else (-ry, rx)
    nx, ny = (2 * px + rx - 1) // 2, (2 * py + ry - 1) // 2
    return sq(nx, ny) if _on_grid(nx, ny, W, H) else -1


def ascii_board(walls=(), gates=(), chars=()) -> str:
    """A plain-text drawing of the board: '+' posts, '#' stone and castle walls, '=' '|' brick
    walls, '-' ':' gates, K Keeps, o portals, and characters as their letters."""
    blocked = {e: "#" for e in FIXED}
    for e in walls:
        blocked[e] = "W"
    for e in gates:
        blocked[e] = "G"
    marks = {s: "o" for side in PORTALS for s in side}
    marks.update({k: "K" for k in KEEP})
    marks.update(dict(chars))
    lines = []
    for py in range(H, -1, -1):
        row = []
        for px in range(PW):
            row.append("+")
            if px < W:
                e = POST_EDGE[post(px, py)][1]
                row.append({"#": "###", "W": "===", "G": "---"}.get(blocked.get(e), "   "))
        lines.append("".join(row))
        if py > 0:
            row = []
            for px in range(PW):
                e = POST_EDGE[post(px, py - 1)][0]
                row.append({"#": "#", "W": "|", "G": ":"}.get(blocked.get(e), " "))
                if px < W:
                    row.append(" " + marks.get(sq(px, py - 1), " ") + " ")
            lines.append("".join(row))
    return "\n".join(lines)
