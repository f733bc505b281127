"""The Channeling's fast simulation path (domain/engine/fast.py), for the AI's search only.

The same rules as rules.py over one flat list of ints plus the deck, the pending spaces and the
acquired cards (lists replaced, never changed in place, so a copy shares them). Moves: a glyph's
index, 16 + from * 16 + to for a druid's move, the path tuple itself for a channel (PATHS holds
them), 1000 + cell for a refill. tests/unit/ai/test_fast_channeling.py compares both paths.
"""
from __future__ import annotations

from domain.engine.fast import FastGame

from .rules import (
    CARDS, CARDS_TO_TRIGGER_END, CELLS, GLYPHS, LINES, MOVED_CUBES, PATH_CUBES, PATHS, SPLENDOR, STATIONARY_CUBES,
    VIGOR, value_of)

# --- the representation -------------------------------------------------------------------------
GRID = 0  # + cell: the card there, or NONE
CUBES = 16  # + cell * 2 + seat
DRUIDS = 48  # + seat * 2 + i, in the order of the state's lists
HAND = 52  # + seat: a bitmask of glyph indexes
GLYPH, MOVED, PHASE, TURN, LIGHT = 54, 55, 56, 57, 58
SUPPLY = 59  # + seat
OVER = 61  # + seat: overchanneled cubes
LAST_TURN, TURNS = 63, 64
SIZE = 65
NONE = -1
PHASES = ("setup", "glyph", "move", "path", "refill", "over")
_GLYPH_PHASE, _MOVE_PHASE, _PATH_PHASE, _REFILL_PHASE, _OVER_PHASE = 1, 2, 3, 4, 5
ALL_GLYPHS = (1 << len(GLYPHS)) - 1
LINE_CELLS = tuple(LINES[g] for g in GLYPHS)
DRUID_MOVE, REFILL = 16, 1000


class ChannelingFast(FastGame):
    """A Channeling position."""

    __slots__ = ("s", "deck", "pending", "acquired", "_pool")

    def __init__(self, s: list, deck: list, pending: list, acquired: list):
        self.s = s
        self.deck = deck
        self.pending = pending
        self.acquired = acquired
        self._pool = None  # the unseen cards, sorted, once a determinisation asked for them

    @classmethod
    def from_state(cls, ruleset, state: dict, n_seats: int = 2) -> "ChannelingFast":
        """The position of a rules.py state."""
        s = [NONE] * SIZE
        for c in range(CELLS):
            card = state["grid"][c]
            s[GRID + c] = NONE if card is None else card
            s[CUBES + 2 * c], s[CUBES + 2 * c + 1] = state["cubes"][c]
        for seat in (0, 1):
            for i, cell in enumerate(state["druids"][seat]):
                s[DRUIDS + 2 * seat + i] = cell
            s[HAND + seat] = sum(1 << GLYPHS.index(g) for g in state["hand"][seat])
            s[SUPPLY + seat] = state["supply"][seat]
            s[OVER + seat] = state["overchanneled"][seat]
        s[GLYPH] = NONE if state["glyph"] is None else GLYPHS.index(state["glyph"])
        for i, key in ((MOVED, "moved"), (TURN, "turn"), (LIGHT, "light"), (LAST_TURN, "last_turn")):
            s[i] = NONE if state[key] is None else state[key]
        s[PHASE] = PHASES.index(state["phase"])
        s[TURNS] = state["turns"]
        return cls(s, list(state["deck"]), list(state["pending"]), [list(a) for a in state["acquired"]])

    def copy(self) -> "ChannelingFast":
        """A copy of the flat list; the other lists are shared (they are replaced, never changed)."""
        return ChannelingFast(self.s[:], self.deck, self.pending, self.acquired[:])

    def determinized(self, seat: int, rng) -> "ChannelingFast":
        """The deck dealt anew from the unseen cards in sorted order (as Channeling.determinize)."""
        if self._pool is None:
            s = self.s
            seen = {s[GRID + c] for c in range(CELLS)} | set(self.acquired[0]) | set(self.acquired[1])
            self._pool = [c for c in range(len(CARDS)) if c not in seen]
        out = self.copy()
        out.deck = rng.shuffled(self._pool)
        return out

    def to_act(self) -> list[int]:
        """The player on turn while the game goes on."""
        s = self.s
        return [] if s[PHASE] in (0, _OVER_PHASE) else [s[TURN]]

    def legal(self, seat: int) -> list:
        """rules.legal_moves, same order."""
        s = self.s
        phase = s[PHASE]
        if phase in (0, _OVER_PHASE) or seat != s[TURN]:
            return []
        if phase == _GLYPH_PHASE:
            hand = [g for g in range(len(GLYPHS)) if s[HAND + seat] >> g & 1]
            playable = [g for g in hand if self._destinations(g)]
            return playable or hand
        if phase == _MOVE_PHASE:
            dests = self._destinations(s[GLYPH])
            return [DRUID_MOVE + f * 16 + t for f in (s[DRUIDS + 2 * seat], s[DRUIDS + 2 * seat + 1]) for t in dests]
        if phase == _PATH_PHASE:
            moved = s[MOVED]
            return list(PATHS[(moved, self._other_druid(seat, moved))])
        return [REFILL + c for c in sorted(self.pending)]

    def _destinations(self, glyph: int) -> list[int]:
        """Cards in the glyph's line with no druid on them."""
        s = self.s
        taken = s[DRUIDS:DRUIDS + 4]
        return [c for c in LINE_CELLS[glyph] if s[GRID + c] != NONE and c not in taken]

    def _other_druid(self, seat: int, moved: int) -> int:
        a, b = self.s[DRUIDS + 2 * seat], self.s[DRUIDS + 2 * seat + 1]
        return b if a == moved else a

    def play(self, seat: int, move, rng) -> None:
        """The events of rules.decide folded at once (nothing here draws chance: the deck is dealt)."""
        s = self.s
        if type(move) is tuple:
            self._channel(seat, move)
        elif move < DRUID_MOVE:
            hand = s[HAND + seat]
            blocked = not any(self._destinations(g) for g in range(len(GLYPHS)) if hand >> g & 1)
            hand &= ~(1 << move)
            s[HAND + seat] = hand or ALL_GLYPHS
            s[GLYPH] = move
            s[PHASE] = _MOVE_PHASE
            if blocked:
                self._end_turn(seat)
        elif move < REFILL:
            frm, to = divmod(move - DRUID_MOVE, 16)
            i = DRUIDS + 2 * seat
            if s[i] == frm:
                s[i] = to
            if s[i + 1] == frm:
                s[i + 1] = to
            s[MOVED] = to
            s[PHASE] = _PATH_PHASE
        else:
            self._draw(move - REFILL)
            self._after_acquiring(seat)

    def _channel(self, seat: int, path: tuple) -> None:
        """Steps 3-6: cubes 3 / 2 / 1 (the druids' cards first when the supply runs dry), cancel, acquire."""
        s = self.s
        moved = s[MOVED]
        other = self._other_druid(seat, moved)
        supply = s[SUPPLY + seat]
        for cell, n in ((moved, MOVED_CUBES), (other, STATIONARY_CUBES), *((c, PATH_CUBES) for c in path[1:-1])):
            if s[GRID + cell] == NONE:
                continue
            n = min(n, supply)
            supply -= n
            s[CUBES + 2 * cell + seat] += n
        s[SUPPLY + seat] = supply
        for c in path:
            a, b = s[CUBES + 2 * c], s[CUBES + 2 * c + 1]
            m = a if a < b else b
            if m > 0:
                s[CUBES + 2 * c] = a - m
                s[CUBES + 2 * c + 1] = b - m
                s[SUPPLY] += m
                s[SUPPLY + 1] += m
        got, cells = [], []
        for cell in range(CELLS):
            card = s[GRID + cell]
            if card != NONE and s[CUBES + 2 * cell + seat] >= VIGOR[card]:
                cubes = s[CUBES + 2 * cell + seat]
                got.append(card)
                cells.append(cell)
                s[GRID + cell] = NONE
                s[CUBES + 2 * cell] = s[CUBES + 2 * cell + 1] = 0
                s[SUPPLY + seat] += VIGOR[card]
                s[OVER + seat] += cubes - VIGOR[card]
        if got:
            self.acquired[seat] = self.acquired[seat] + got
            self.pending = cells
        self._after_acquiring(seat)

    def _draw(self, cell: int) -> None:
        """The top card of the deck fills `cell`."""
        self.s[GRID + cell] = self.deck[0]
        self.deck = self.deck[1:]
        self.pending = [c for c in self.pending if c != cell]

    def _after_acquiring(self, seat: int) -> None:
        """rules._after_acquiring: refill (asking when two spaces or more wait), then the turn ends."""
        pending = self.pending
        if pending and self.deck:
            if len(pending) == 1:
                self._draw(pending[0])
            else:
                self.s[PHASE] = _REFILL_PHASE
                return
        if self.pending:
            self.pending = []  # the deck ran out: these spaces stay empty
        self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        """Step 7: the end is triggered at seven cards; the game ends after the last turn."""
        s = self.s
        if s[LAST_TURN] == NONE and len(self.acquired[seat]) >= CARDS_TO_TRIGGER_END:
            s[LAST_TURN] = 1 - seat
        elif s[LAST_TURN] == seat:
            s[PHASE] = _OVER_PHASE
            s[TURNS] += 1
            s[GLYPH] = s[MOVED] = NONE
            self.pending = []
            return
        s[TURN] = 1 - seat
        s[TURNS] += 1
        s[PHASE] = _GLYPH_PHASE
        s[GLYPH] = s[MOVED] = NONE
        self.pending = []

    def _score(self, seat: int) -> int:
        return sum(SPLENDOR[c] for c in self.acquired[seat]) - self.s[OVER + seat]

    def winners(self) -> tuple | None:
        """Most Splendor less Overchanneling; ties to fewer cards, then to the second player (Dark)."""
        s = self.s
        if s[PHASE] != _OVER_PHASE:
            return None
        dark = 1 - s[LIGHT]
        key = [(self._score(x), -len(self.acquired[x]), 1 if x == dark else 0) for x in (0, 1)]
        return (0,) if key[0] > key[1] else (1,)

    def evaluate(self, seat: int) -> float:
        """Channeling.evaluate over the flat list."""
        s = self.s
        if s[PHASE] == _OVER_PHASE:
            return 1.0 if self.winners() == (seat,) else -1.0
        opp = 1 - seat
        return value_of(self._score(seat) - self._score(opp),
                        ((s[GRID + c], s[CUBES + 2 * c + seat], s[CUBES + 2 * c + opp])
                         for c in range(CELLS) if s[GRID + c] != NONE))

    def to_json(self, move) -> dict:
        """The move's JSON shape."""
        if type(move) is tuple:
            return {"type": "channel", "path": list(move)}
        if move < DRUID_MOVE:
            return {"type": "play_glyph", "glyph": GLYPHS[move]}
        if move < REFILL:
            frm, to = divmod(move - DRUID_MOVE, 16)
            return {"type": "move_druid", "from": frm, "to": to}
        return {"type": "refill", "cell": move - REFILL}
