"""Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm), standard library only.

The pairings use it as an oracle: "can the players still unpaired all be paired under these
constraints?" A greedy pass in the preferred (Dutch) order accepts a pair only while the answer
stays yes, so a constrained pairing (no repeat, seats balanced) is found whenever one exists.

Vertices are 0..n-1; `adj[v]` is the set of v's neighbours. A matching is a list `mate` with
mate[v] = the vertex matched to v, or -1.
"""
from __future__ import annotations

from collections import deque


def _augmenting_path(n: int, adj, mate: list[int], root: int, alive) -> int:
    """Grow an alternating tree from the exposed vertex `root`; on reaching another exposed
    vertex, flip the path (mate changes in place) and return that vertex, else -1."""
    parent = [-1] * n
    base = list(range(n))
    used = [False] * n
    used[root] = True
    queue = deque([root])

    def lca(a: int, b: int) -> int:
        seen = [False] * n
        while True:
            a = base[a]
            seen[a] = True
            if mate[a] == -1:
                break
            a = parent[mate[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[mate[b]]

    def mark(v: int, b: int, child: int, blossom: list[bool]) -> None:
        while base[v] != b:
            blossom[base[v]] = blossom[base[mate[v]]] = True
            parent[v] = child
            child = mate[v]
            v = parent[mate[v]]

    while queue:
        v = queue.popleft()
        for to in adj[v]:
            if not alive[to] or base[v] == base[to] or mate[v] == to:
                continue
            if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                b = lca(v, to)
                blossom = [False] * n
                mark(v, b, to, blossom)
                mark(to, b, v, blossom)
                for i in range(n):
                    if alive[i] and blossom[base[i]]:
                        base[i] = b
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if mate[to] == -1:
                    end = to
                    while to != -1:  # flip the path back to the root
                        pv = parent[to]
                        nxt = mate[pv]
                        mate[to] = pv
                        mate[pv] = to
                        to = nxt
                    return end
                used[mate[to]] = True
                queue.append(mate[to])
    return -1


def maximum_matching(n: int, adj, alive=None, mate: list[int] | None = None) -> list[int]:
    """A maximum matching among the `alive` vertices (all when None), grown from `mate`."""
    alive = alive if alive is not None else [True] * n
    mate = list(mate) if mate is not None else [-1] * n
    for v in range(n):
        if alive[v] and mate[v] == -1:
            _augmenting_path(n, adj, mate, v, alive)
    return mate


def is_perfect(mate: list[int], alive) -> bool:
    """Whether every alive vertex is matched."""
    return all(mate[v] != -1 for v in range(len(mate)) if alive[v])


def fix_pair(n: int, adj, mate: list[int], alive, a: int, b: int) -> list[int] | None:
    """Given a perfect matching `mate` of the alive vertices, one that contains the edge a-b, on
    the vertices other than a and b: returned as a new list with a and b dead (alive is updated by
    the caller), or None if no perfect matching of the rest exists. One augmenting path at most."""
    if mate[a] == b:
        out = list(mate)
        out[a] = out[b] = -1
        return out
    out = list(mate)
    pa, pb = out[a], out[b]
    out[a] = out[b] = -1
    out[pa] = out[pb] = -1
    rest = list(alive)
    rest[a] = rest[b] = False
    if _augmenting_path(n, adj, out, pa, rest) == -1:
        return None
    return out
