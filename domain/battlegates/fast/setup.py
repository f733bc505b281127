"""The set-up on the flat position: armies, walls and gates placed castle by castle, then revealed
(setup_phase.py).

A part of BattlegatesFast (fast/__init__.py): its methods run on the position of position.py."""
from __future__ import annotations

from ..setups import DIE_FACES
from ..state import UNPLACED
from .listings import GATE, WALL


class SetupPhase:
    """The set-up on the flat position."""

    __slots__ = ()

    # the set-up
    def _army_moves(self, castle: int) -> list:
        t = self.t
        chars = t.castle_chars[castle]
        taken = {self.pos[i] for i in chars}
        kinds = sorted({t.char_kind[i] for i in chars if self.pos[i] == UNPLACED})
        portals = t.g.PORTALS[castle]
        return [("setup_character", k, j) for k in kinds for j, s in enumerate(portals) if s not in taken]

    def _setup_moves(self, castle: int) -> list:
        t = self.t
        su = t.su
        n = self.placed[castle]
        if n >= su.items:
            return []
        if n < su.per_castle:  # the army: kept per castle and squares of its characters
            first = castle * su.per_castle
            key = (castle, tuple(self.pos[first:first + su.per_castle]))
            out = t.army_moves.get(key)
            if out is None:
                out = t.army_moves[key] = self._army_moves(castle)
            return out[:]
        # the castle's own pieces only: the other halves are secret (placement.Layout(castle=...)),
        # and in its region only its own pieces stand, so they are what covers an edge there
        spots = t.setup_spots[castle]
        wall_out, gate_out, hinged_at = spots.wall_out, spots.gate_out, spots.hinged_at
        out = 0
        walls = 0
        for c, e in self.walls:
            if c == castle:
                walls += 1
                out |= wall_out[e]
        gates = [0, 0, 0]  # per length
        hinges = 0  # the posts holding one of its gates
        for c, length, p, d in self.gates:
            if c == castle:
                gates[length] += 1
                if p >= 0:
                    out |= gate_out[length][p][d]
                    if hinges >> p & 1:  # a pair of gates: the post takes no more
                        out |= hinged_at.get(p, 0)
                    hinges |= 1 << p
        for kind, left in enumerate((su.n_walls - walls, su.n_gates - gates[1], su.n_longs - gates[2])):
            if left <= 0:
                out |= spots.kind_mask[kind]
        return spots.free(out)

    def _play_setup(self, seat, move, rng) -> None:
        t = self.t
        castle = self._building(seat)
        kind = move[0]
        if kind == "setup_character":  # the first of the kind still to place
            square = t.g.PORTALS[castle][move[2]]
            pos = self.pos
            for i in t.kind_chars[castle][move[1]]:
                if pos[i] == UNPLACED:
                    break
            pos[i] = square
            self.occ[square] = i
        elif kind == "setup_wall":
            self.walls.append((castle, move[1]))
            self.blk[move[1]] = WALL
        else:
            self.gates.append((castle, move[1], move[2], move[3]))
            blk = self.blk
            for e in t.g.GATE_EDGES[move[1]][move[2]][move[3]]:
                blk[e] = GATE
        placed = self.placed
        placed[castle] += 1
        if rng is not None and placed.count(t.su.items) == len(placed):
            self._reveal_and_start(rng)

    def _reveal_and_start(self, rng) -> None:
        su = self.t.su
        self.revealed = True
        while True:
            r = [rng.choice(DIE_FACES) for _ in range(su.seats)]
            if r.count(max(r)) == 1:
                break
        first = su.seat_castles[r.index(max(r))][0]
        if all(self.pos[i] < 0 for i in self.t.castle_chars[first]):
            first = self._next_castle(first)
        self.first = first
        deck = rng.shuffled(su.deck)
        k = su.hand_size
        n = len(su.hand_seats)
        self.hands = [deck[h * k:(h + 1) * k] for h in range(n)]
        self.deck = deck[k * n:]
        self._start_turn(first, rng)
