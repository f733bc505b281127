"""From one turn to the next on the flat position: the roll, the end of the dice phase, Misery Run,
the next castle (turns.py).

A part of BattlegatesFast (fast/__init__.py): its methods run on the position of position.py."""
from __future__ import annotations

from ..setups import DIE_FACES


class Turns:
    """From one turn to the next on the flat position."""

    __slots__ = ()

    def _begin_dice(self, rng) -> None:
        roll = rng.choice(DIE_FACES)
        self.phase, self.roll, self.left, self.movers = "dice", roll, roll, []
        self._maybe_end(rng)

    def _maybe_end(self, rng) -> None:
        if self.phase == "over":
            return
        if self.left > 0 and self._has_dice_move():
            return
        self.left = 0
        self._end_turn(rng)

    def _end_turn(self, rng) -> None:
        """Misery Run takes its dead; the next castle with characters plays."""
        if self.t.misery:
            drowned = [i for i, s in enumerate(self.pos) if s in self.t.misery_set]
            for i in drowned:
                self._kill(i)
        self._start_turn(self._next_castle(self.castle), rng)

    def _next_castle(self, castle) -> int:
        t = self.t
        n = t.su.n_castles
        pos = self.pos
        for k in range(1, n + 1):
            c = (castle + k) % n
            for i in t.castle_chars[c]:
                if pos[i] >= 0:
                    return c
        return castle

    def _start_turn(self, castle, rng) -> None:
        if self.phase == "over":
            return
        su = self.t.su
        if self.turn >= su.max_turns:
            self.phase, self.end = "over", "turn limit"
            return
        self.phase, self.castle, self.turn = "card", castle, self.turn + 1
        self.roll = self.left = 0
        self.movers, self.vis, self.pending = [], [0] * self.t.n_chars, None
        if not self.deck and self.discard and rng is not None:
            self.deck = rng.shuffled(sorted(self.discard))
            self.discard = []
        if self.deck:
            self.hands[su.hand[castle]].append(self.deck.pop(0))
