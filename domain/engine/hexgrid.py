"""A hexagon-shaped map of hexes in axial coordinates (q, r), numbered for compact state.

Cells are numbered row by row (r from -radius to +radius, q ascending), so a game can keep
its board as a flat list indexed by cell number. All tables are built once per grid.
Axial neighbours: (+1,0) (+1,-1) (0,-1) (-1,0) (-1,+1) (0,+1); distance is the cube distance.
"""
from __future__ import annotations

DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def distance(a: tuple, b: tuple) -> int:
    """Hex distance between two axial coordinates."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def ring(center: tuple, k: int) -> list:
    """The axial coordinates at exactly distance k from center, walking the ring once."""
    if k == 0:
        return [center]
    q, r = center[0] + DIRECTIONS[4][0] * k, center[1] + DIRECTIONS[4][1] * k
    out = []
    for d in range(6):
        for _ in range(k):
            out.append((q, r))
            q, r = q + DIRECTIONS[d][0], r + DIRECTIONS[d][1]
    return out


class HexGrid:
    """A hexagon of `radius` around (0, 0): coordinates, numbering, neighbours, rings, edge."""

    def __init__(self, radius: int):
        self.radius = radius
        self.coords: tuple = tuple(
            (q, r)
            for r in range(-radius, radius + 1)
            for q in range(-radius, radius + 1)
            if distance((q, r), (0, 0)) <= radius
        )
        self.index: dict = {c: i for i, c in enumerate(self.coords)}
        self.size = len(self.coords)
        self.neighbours: tuple = tuple(
            tuple(self.index[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in self.index)
            for q, r in self.coords
        )
        self.center = self.index[(0, 0)]
        self.edge: frozenset = frozenset(
            i for i, c in enumerate(self.coords) if distance(c, (0, 0)) == radius
        )

    def ring(self, k: int) -> list:
        """Cell numbers at distance k from the centre, in ring order."""
        return [self.index[c] for c in ring((0, 0), k)]

    def distance(self, a: int, b: int) -> int:
        """Hex distance between two cells."""
        return distance(self.coords[a], self.coords[b])

    def within(self, cell: int, k: int) -> tuple:
        """Cells at distance 1..k from `cell` (sorted)."""
        return tuple(i for i in range(self.size) if 0 < self.distance(cell, i) <= k)

    def between(self, a: int, b: int) -> tuple:
        """The cells adjacent to both a and b (the possible middle steps of a 2-step move)."""
        return tuple(sorted(set(self.neighbours[a]) & set(self.neighbours[b])))

    def is_edge(self, cell: int) -> bool:
        """True if the cell touches the map edge (it is on the outer ring)."""
        return cell in self.edge
