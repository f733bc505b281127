"""Turning gates about their hinges on the flat position (rotation.py), and the gates Battle Alley
leaves stuck.

A part of BattlegatesFast (fast/__init__.py): its methods run on the position of position.py."""
from __future__ import annotations

from .listings import FIXED, GATE, OPEN, WALL


class Rotation:
    """Turning gates about their hinges on the flat position (rotation.py), and the gates Battle Alley leaves stuck.."""

    __slots__ = ()

    def _rotation_context(self):
        """(posts holding a wall end; gates by post; {post: the edges of its gates, or None where
        they cannot turn (_pivots)}, filled in by _rotation as it meets the posts)."""
        g = self.t.g
        wall_posts = set()
        for _, e in self.walls:
            wall_posts.update(g.EDGE_POSTS[e])
        by_post = {}
        for i, x in enumerate(self.gates):
            if x[2] >= 0:
                by_post.setdefault(x[2], []).append(i)
        return wall_posts, by_post, {}

    def _pivots(self, p, wall_posts, by_post) -> bool:
        return p not in wall_posts or not any(self.gates[i][1] == 2 for i in by_post.get(p, ()))

    def _rotation(self, p, quarters, cw, ctx, walls_only=False):
        """rotation.rotation on this position: (new dirs [(gate, dir)], carried [(char, square)]) or None."""
        t = self.t
        g = t.g
        wall_posts, by_post, pivot_edges = ctx
        group = by_post.get(p)
        if not group:
            return None
        blk = self.blk
        gates = self.gates
        gate_edges = g.GATE_EDGES
        own_edges = pivot_edges.get(p, False)
        if own_edges is False:
            own_edges = pivot_edges[p] = None
            if self._pivots(p, wall_posts, by_post):
                own_edges = pivot_edges[p] = {e for i in group for e in gate_edges[gates[i][1]][p][gates[i][3]]}
        if own_edges is None:
            return None
        if walls_only:
            stiff = set()
            for q, ids in by_post.items():
                if q != p and not self._pivots(q, wall_posts, by_post):
                    for i in ids:
                        x = gates[i]
                        stiff.update(gate_edges[x[1]][q][x[3]])
        turns = t.turns[quarters][1 if cw else 0]
        new_dirs, swept = [], {}
        for i in group:
            length, d = gates[i][1], gates[i][3]
            turn = turns[length][p][d]
            if turn is None:  # it would leave the board
                return None
            crossed, squares, nd = turn
            for e in crossed:
                b = blk[e]
                if b == FIXED or b == WALL or (e in stiff if walls_only else b == GATE and e not in own_edges):
                    return None
            for s, v in squares:
                if swept.get(s, 0) < v:
                    swept[s] = v
            new_dirs.append((i, nd))
        if len(group) > 1:  # a combination: two gates may not end on one edge
            flat = [e for i, nd in new_dirs for e in gate_edges[gates[i][1]][p][nd]]
            if len(set(flat)) != len(flat):
                return None
        if walls_only:
            return new_dirs, []
        closing = t.closing
        for i, nd in new_dirs:
            if closing[gates[i][1]][p][nd]:
                if gates[i][1] == 2 or len(group) > 1 or p in wall_posts:
                    return None
        occ = self.occ
        mover_team = t.su.team[self.castle]
        moving = {}
        for s, q in swept.items():
            o = occ[s]
            if o < 0:
                continue
            if t.char_kind[o] == "gatekeeper" and t.char_team[o] != mover_team:
                return None
            moving[o] = g.rotate_square(s, p, q, cw)
        carried, dest = [], set()
        for o, n in sorted(moving.items()):
            if n < 0 or n in g.KEEP_OWNER:
                return None
            o2 = occ[n]
            if n in dest or (o2 >= 0 and o2 not in moving):
                return None
            dest.add(n)
            carried.append((o, n))
        return new_dirs, carried

    def _play_rotate(self, card, p, cw, rng) -> None:
        t = self.t
        q = 1 if card == "rotate_90" else 2
        new_dirs, carried = self._rotation(p, q, cw, self._rotation_context())
        self._use_card(card)
        self._set_gates([(i, self.gates[i][:3] + (nd,)) for i, nd in new_dirs])
        occ, pos = self.occ, self.pos
        for o, _ in carried:
            occ[pos[o]] = -1
        for o, n in carried:
            pos[o] = n
            occ[n] = o
        mine = t.su.team[self.castle]
        drowned = [o for o, n in carried if n in t.g.MISERY and t.char_team[o] != mine]
        for o in drowned:
            self._kill(o)
        self._after_card(rng, forfeit=bool(drowned))

    def _set_gates(self, changes) -> None:
        """Put gates elsewhere: [(gate, new row)] (every old edge is freed before the new ones are
        covered: the gates of a combination turn together)."""
        g = self.t.g
        blk = self.blk
        for i, _ in changes:
            old = self.gates[i]
            if old[2] >= 0:
                for e in g.GATE_EDGES[old[1]][old[2]][old[3]]:
                    blk[e] = OPEN
        for i, x in changes:
            self.gates[i] = x
            if x[2] >= 0:
                for e in g.GATE_EDGES[x[1]][x[2]][x[3]]:
                    blk[e] = GATE

    def _crosses_alley(self, x) -> bool:
        g = self.t.g
        return x[2] >= 0 and any(e in g.ALLEY for e in g.GATE_EDGES[x[1]][x[2]][x[3]])

    def _stuck_alley_gates(self) -> list[int]:
        """rotation.stuck_alley_gates on this position."""
        posts = sorted({x[2] for x in self.gates if self._crosses_alley(x)})
        out = []
        if posts:
            ctx = self._rotation_context()
            for p in posts:
                if not all(self._rotation(p, 1, cw, ctx, walls_only=True) is not None for cw in (False, True)):
                    out += [i for i, x in enumerate(self.gates) if x[2] == p and self._crosses_alley(x)]
        return sorted(out)
