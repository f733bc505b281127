"""The card phase on the flat position: its moves (discard, scale, climb, move a wall or gate) and
where a moved wall or gate may go.

A part of BattlegatesFast (fast/__init__.py): its methods run on the position of position.py."""
from __future__ import annotations

from .listings import GATE, ROLL_CARDS, WALL


class CardPhase:
    """The card phase on the flat position."""

    __slots__ = ()

    # the card phase
    def _climb_target(self, i, d) -> int:
        """card_phase's climb_target: the square over the obstacle, or -1."""
        t = self.t
        g = t.g
        n = g.SQ_NEXT[self.pos[i]][d]
        if n < 0 or self.vis[i] >> n & 1:
            return -1
        occ = self.occ[n]
        mine = t.char_team[i]
        if occ >= 0 and t.char_team[occ] == mine:
            return -1
        kt = t.keep_team[n]
        if kt >= 0 and kt != mine and occ < 0:
            return -1
        return n

    def _card_moves(self) -> list:
        t = self.t
        g, su = t.g, t.su
        castle = self.castle
        hand = self.hands[su.hand[castle]]
        out = [("discard", c) for c in sorted(set(hand))]
        scale, climb = "scale_wall" in hand, "climb_gate" in hand
        if scale or climb:
            blk = self.blk
            for i in self._own():
                s = self.pos[i]
                for d in range(4):
                    b = blk[g.SQ_EDGE[s][d]]
                    if (b == WALL and scale) or (b == GATE and climb):
                        if self._climb_target(i, d) >= 0:
                            out.append(("scale_wall" if b == WALL else "climb_gate", i, d))
        if "move_wall" in hand:
            out += [("move_wall", i) for i in range(len(self.walls))]
        if "move_gate" in hand:
            out += [("move_gate", i) for i, x in enumerate(self.gates) if x[2] >= 0]
        ctx = None
        for card, q in ROLL_CARDS:
            if card in hand:
                ctx = ctx or self._rotation_context()
                for p in sorted({x[2] for x in self.gates if x[2] >= 0}):
                    for cw in (False, True):
                        if self._rotation(p, q, cw, ctx) is not None:
                            out.append(("rotate_gate", card, p, cw))
        return out

    def _wall_spots(self) -> list:
        """placement.wall_spots: where the wall being moved may go: not on a covered edge (its own
        included), not with an end on the post of a gate closing an entrance."""
        spots = self.t.wall_spots
        by_edge = spots.by_edge
        out = 0
        for _, e in self.walls:
            out |= by_edge[e]
        return spots.free(out | self._gates_rule_out(spots, -1))

    def _gate_spots(self) -> list:
        """placement.gate_spots: where the gate being moved may go (never across an entrance): not
        where it stands, not across a wall or another gate, not on the post of a gate closing an
        entrance nor on a post holding two other gates."""
        i = self.pending
        x = self.gates[i]
        if x[2] < 0:
            return []
        spots = self.t.gate_spots[x[1]]
        by_edge = spots.by_edge
        out = spots.bit.get((x[2], x[3]), 0)
        for _, e in self.walls:
            out |= by_edge[e]
        return spots.free(out | self._gates_rule_out(spots, i, pairs=True))

    def _gates_rule_out(self, spots, skip: int, pairs: bool = False) -> int:
        """The spots the gates but gate `skip` rule out: those across their edges and those on the
        post of a gate closing an entrance; with `pairs`, also those on a post holding two."""
        g = self.t.g
        gate_edges, entrances = g.GATE_EDGES, g.ALL_ENTRANCES
        by_edge, by_post = spots.by_edge, spots.by_post
        out = hinged = 0
        for j, (_, length, p, d) in enumerate(self.gates):
            if j != skip and p >= 0:
                edges = gate_edges[length][p][d]
                for e in edges:
                    out |= by_edge[e]
                if (length == 1 and edges[0] in entrances) or (pairs and hinged >> p & 1):
                    out |= by_post[p]
                hinged |= 1 << p
        return out

    def _use_card(self, card) -> None:
        hand = self.hands[self.t.su.hand[self.castle]]
        if card in hand:
            hand.remove(card)
        self.discard.append(card)

    def _play_climb(self, card, i, d, rng) -> None:
        self._use_card(card)
        n = self._climb_target(i, d)
        victim = self.occ[n]
        if victim >= 0:
            self._kill(victim, i, True)
        self._move_char(i, n)
        if self.phase == "over":
            return
        if victim >= 0:
            self.left = 0
            self._end_turn(rng)
        else:
            self._begin_dice(rng)

    def _after_card(self, rng, forfeit=False) -> None:
        g = self.t.g
        if g.ALLEY:
            self._set_gates([(i, self.gates[i][:2] + (-1, 0)) for i in self._stuck_alley_gates()])
        if self.phase == "over":
            return
        if forfeit:
            self.left = 0
            self._end_turn(rng)
        else:
            self._begin_dice(rng)
