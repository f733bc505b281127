"""Battle for the Grove's fast simulation path (domain/engine/fast.py): the same rules as rules.py
over one flat list of ints, moves as ints, applied in place. For the AI's search only;
tests/unit/ai/test_fast_grove.py plays thousands of random moves through both and compares.
"""
from __future__ import annotations

from domain.engine.fast import FastGame

from .rules import CIRCLES, CIRCLES_TO_WIN, CONTROL_CUBES, DICE, DRAW_REASONS, GROVE, PLACES, score_counts

# --- the representation -----------------------------------------------------------------------
# Places are 0 (the Grove) and 1-3 (the circles); a circle's cube index is place - 1.
STANDING = 0  # + place * 2 + seat
LYING = 8  # + place * 2 + seat
CUBES = 16  # + (place - 1) * 2 + seat
SUPPLY = 22  # + seat
TURN, TO_MOVE, SECOND, WINNER, DRAW, LIMIT = 24, 25, 26, 27, 28, 29
SIZE = 30
NOBODY = -1  # no seat (to_move before the first roll, no winner)
DRAWS = (None,) + tuple(DRAW_REASONS)  # DRAW holds an index into this
_TURN_LIMIT_DRAW = DRAWS.index("turn-limit")
_DEAD_DRAW = DRAWS.index("dead-position")

# --- moves: ints indexing one table of JSON moves ------------------------------------------------
MOVES: list[dict] = []
STAND = []  # by place
MOVE = []  # by source place: [(destination place, move)]
CHANNEL, STUN, BANISH = [], [], []  # by place (index 0 unused)
for _p, _name in enumerate(PLACES):
    STAND.append(len(MOVES))
    MOVES.append({"type": "stand", "place": _name})
for _p, _name in enumerate(PLACES):
    MOVE.append([])
    for _q, _to in enumerate(PLACES):
        if _q != 0 and _q != _p:
            MOVE[_p].append((_q, len(MOVES)))
            MOVES.append({"type": "move", "from": _name, "to": _to})
for _table, _kind in ((CHANNEL, "channel"), (STUN, "stun"), (BANISH, "banish")):
    _table.append(None)
    for _name in CIRCLES:
        _table.append(len(MOVES))
        MOVES.append({"type": _kind, "place": _name})
END_TURN = len(MOVES)
MOVES.append({"type": "end_turn"})
# What each move does: (kind, place, destination)
_STAND, _MOVE, _CHANNEL, _STUN, _BANISH, _END = range(6)
ACTION = [None] * len(MOVES)
for _p in range(4):
    ACTION[STAND[_p]] = (_STAND, _p, 0)
    for _q, _m in MOVE[_p]:
        ACTION[_m] = (_MOVE, _p, _q)
for _p in range(1, 4):
    ACTION[CHANNEL[_p]] = (_CHANNEL, _p, 0)
    ACTION[STUN[_p]] = (_STUN, _p, 0)
    ACTION[BANISH[_p]] = (_BANISH, _p, 0)
ACTION[END_TURN] = (_END, 0, 0)


class GroveFast(FastGame):
    """A Grove position: `s` is a list of SIZE ints laid out as above."""

    __slots__ = ("s",)

    def __init__(self, s: list):
        self.s = s

    @classmethod
    def from_state(cls, ruleset, state: dict, n_seats: int = 2) -> "GroveFast":
        """The position of a rules.py state."""
        s = [0] * SIZE
        for p, name in enumerate(PLACES):
            here = state["meeples"][name]
            for seat in (0, 1):
                s[STANDING + 2 * p + seat] = here["standing"][seat]
                s[LYING + 2 * p + seat] = here["lying"][seat]
        for i, name in enumerate(CIRCLES):
            s[CUBES + 2 * i], s[CUBES + 2 * i + 1] = state["cubes"][name]
        s[SUPPLY], s[SUPPLY + 1] = state["supply"]
        s[TURN] = state["turn"]
        s[TO_MOVE] = NOBODY if state["to_move"] is None else state["to_move"]
        s[SECOND] = 1 if state["second_action"] else 0
        s[WINNER] = NOBODY if state["winner"] is None else state["winner"]
        s[DRAW] = DRAWS.index(state["draw"])
        s[LIMIT] = state["turn_limit"]
        return cls(s)

    def copy(self) -> "GroveFast":
        """A copy of the list."""
        return GroveFast(self.s[:])

    def to_act(self) -> list[int]:
        """The player on turn until the game ends."""
        s = self.s
        if s[TO_MOVE] == NOBODY or s[WINNER] != NOBODY or s[DRAW]:
            return []
        return [s[TO_MOVE]]

    def legal(self, seat: int) -> list[int]:
        """Stand, move, channel, stun, banish, end_turn: in rules.legal_moves' order."""
        s = self.s
        if seat != s[TO_MOVE] or s[WINNER] != NOBODY or s[DRAW]:
            return []
        opp = 1 - seat
        out = [STAND[p] for p in range(4) if s[LYING + 2 * p + seat]]
        for p in range(4):
            if s[STANDING + 2 * p + seat]:
                out += [m for _, m in MOVE[p]]
        can_channel = s[SUPPLY + seat] > 0
        for p in (1, 2, 3):
            mine = s[STANDING + 2 * p + seat]
            theirs = s[STANDING + 2 * p + opp]
            if mine and can_channel:
                out.append(CHANNEL[p])
            if mine and theirs:
                out.append(STUN[p])
            if theirs or s[LYING + 2 * p + opp]:
                out.append(BANISH[p])
        if s[SECOND]:
            out.append(END_TURN)
        return out

    def play(self, seat: int, move: int, rng) -> None:
        """The events of rules.py's deciders folded at once, dice drawn in the same order."""
        s = self.s
        kind, p, q = ACTION[move]
        opp = 1 - seat
        if kind == _STAND:
            s[STANDING + 2 * p + seat] += 1
            s[LYING + 2 * p + seat] -= 1
            if p == 0 and not s[SECOND]:
                s[SECOND] = 1
                return
        elif kind == _MOVE:
            n = s[STANDING + 2 * p + seat]
            s[STANDING + 2 * p + seat] = 0
            s[STANDING + 2 * q + seat] += n
        elif kind == _CHANNEL:
            placed = min(_successes(rng, s[STANDING + 2 * p + seat]), s[SUPPLY + seat])
            c = CUBES + 2 * (p - 1)
            cancelled = min(s[c + seat] + placed, s[c + opp])
            s[c + seat] += placed - cancelled
            s[c + opp] -= cancelled
            s[SUPPLY + seat] += cancelled - placed
            s[SUPPLY + opp] += cancelled
        elif kind == _STUN:
            druids = s[STANDING + 2 * p + seat]
            n = min(druids, _successes(rng, druids), s[STANDING + 2 * p + opp])
            s[STANDING + 2 * p + opp] -= n
            s[LYING + 2 * p + opp] += n
        elif kind == _BANISH:
            successes = 0
            for _ in range(DICE):
                if rng.die(6) == 6:
                    successes += 1
            standing = min(successes, s[STANDING + 2 * p + opp])
            lying = min(successes - standing, s[LYING + 2 * p + opp])
            s[STANDING + 2 * p + opp] -= standing
            s[LYING + 2 * p + opp] -= lying
            s[LYING + opp] += standing + lying
        self._pass_turn(opp)

    def _pass_turn(self, seat: int) -> None:
        """rules._pass_turn and rules._start_turn: the next player's win check, the two draws."""
        s = self.s
        s[TO_MOVE] = seat
        s[TURN] += 1
        s[SECOND] = 0
        if _controlled(s, seat) >= CIRCLES_TO_WIN:
            s[WINNER] = seat
        elif not s[SUPPLY] and not s[SUPPLY + 1] and _controlled(s, 1 - seat) < CIRCLES_TO_WIN:
            s[DRAW] = _DEAD_DRAW
        if s[WINNER] == NOBODY and s[TURN] > s[LIMIT]:
            s[DRAW] = _TURN_LIMIT_DRAW

    def winners(self) -> tuple | None:
        """(winner,), () for a draw, or None."""
        s = self.s
        if s[WINNER] != NOBODY:
            return (s[WINNER],)
        if s[DRAW]:
            return ()
        return None

    def evaluate(self, seat: int) -> float:
        """rules.Grove.evaluate over the flat list."""
        s = self.s
        if s[WINNER] != NOBODY:
            return 1.0 if s[WINNER] == seat else -1.0
        if s[DRAW]:
            return 0.0
        opp = 1 - seat
        return score_counts(s[CUBES + seat:CUBES + 6:2], s[CUBES + opp:CUBES + 6:2],
                            s[STANDING + 2 + seat:STANDING + 8:2], s[STANDING + 2 + opp:STANDING + 8:2],
                            s[STANDING + seat], s[STANDING + opp])

    def to_json(self, move: int) -> dict:
        """The move's JSON shape."""
        return dict(MOVES[move])


def _successes(rng, druids: int) -> int:
    """Three dice rolled in order (as rules._roll); each at most the number of druids succeeds."""
    return sum(1 for _ in range(DICE) if rng.die(6) <= druids)


def _controlled(s: list, seat: int) -> int:
    """How many circles `seat` controls (7 or more of its cubes)."""
    return ((s[CUBES + seat] >= CONTROL_CUBES) + (s[CUBES + 2 + seat] >= CONTROL_CUBES)
            + (s[CUBES + 4 + seat] >= CONTROL_CUBES))


assert PLACES[0] == GROVE  # the layout above counts the Grove as place 0
