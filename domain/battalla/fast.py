"""Battalla!'s fast simulation path (domain/engine/fast.py), for the AI's search only.

The rules are long (the chain, React windows, combat, the effect interpreter), so this path runs
the same code as decide, minus what a search does not need: a move taken from the legal list is
not validated again, and every event is applied in place (Reducer.apply_event) to the position's
own state, copied once per simulation, instead of building a Draft and an Event and copying the
state per event. tests/unit/ai/test_fast_battalla.py compares both paths move by move.
"""
from __future__ import annotations

from itertools import groupby

from domain.engine.fast import FastGame

from .board import copy_of, step_cells
from .cards import ASSIST, CARDS, FIELD, UNIT
from .effects import choices, hd_effect, play_effect
from .tables import (
    CELLS, ENEMY_ROWS, FORWARD, GIVEN_STATIC, LANES, LANE_OF, MOVE_COST, ATTACK_COST, OWN_STATIC, ROW_OF, SUMMON_ROW,
    cell_of, step_of)
from .view import deal_unseen, seat_values, unseen

PASS = (("type", "pass_turn"),)
DECLINE = (("type", "decline"),)
# Which lanes a card may be summoned into (board._can_summon), from a bit mask of the closed ones:
# bit l is set when lane l holds a card of the seat or its summoning space is taken.
_LANE_BIT = [1 << LANE_OF[c] for c in range(CELLS)]
_SUMMON_SPACES = [tuple((cell_of(SUMMON_ROW[s], lane), 1 << lane) for lane in range(LANES)) for s in (0, 1)]
_OPEN_LANES = [tuple(lane for lane in range(LANES) if not closed >> lane & 1) for closed in range(1 << LANES)]


def _by_closed_lanes(by_lane: tuple) -> tuple:
    """Per closed-lanes mask, the moves of `by_lane` (one per lane) of the open lanes, in lane order."""
    return tuple(tuple(by_lane[lane] for lane in lanes) for lanes in _OPEN_LANES)


def _playable(cid: str) -> tuple:
    """What listing a card's plays needs: (cost, kind (None: not played in the turn, a React Assist),
    replace?, attach from hand?, attach side, play effect, and its play moves made once: the bare
    play, the plays into the open lanes per closed-lanes mask, per cell the replacing and the
    targeting play)."""
    card = CARDS[cid]
    kind = None if card["type"] == ASSIST and "React" in card["keywords"] else card["type"]
    base = (("type", "play"), ("card", cid))
    return (card["cost"], kind, "Replace" in card["keywords"], bool(card.get("attach_from_hand")), card.get("attach"),
            play_effect(cid) if card["type"] == ASSIST and not card.get("attach") else None,
            base, _by_closed_lanes(tuple(base + (("lane", lane),) for lane in range(LANES))),
            tuple(base + (("replace", c),) for c in range(CELLS)), tuple(base + (("target", c),) for c in range(CELLS)))


_PLAYABLE = {cid: _playable(cid) for cid in CARDS}
_ACTIVATED = {cid: [(i, e) for i, e in enumerate(c["effects"]) if e["trigger"] == "activate"] for cid, c in CARDS.items()}
_HD_EFFECT = {cid: hd_effect(cid) for cid in CARDS}
# The other move tuples _turn_moves lists, made once: per card its Hero summons per closed-lanes
# mask and its reveal (None without a Hero Deck effect); per cell its steps (by destination) and attacks.
_SUMMON_HERO = {cid: _by_closed_lanes(tuple((("type", "summon_hero"), ("card", cid), ("lane", lane))
                                            for lane in range(LANES)))
                for cid in CARDS}
_REVEAL = {cid: None if _HD_EFFECT[cid] is None else (("type", "reveal_hero"), ("card", cid)) for cid in CARDS}
_STEP_MOVES = [[(("type", "move"), ("cell", c), ("to", t)) for t in range(CELLS)] for c in range(CELLS)]
_ATTACK = [(("type", "attack"), ("cell", c)) for c in range(CELLS)]
_DIRECT_ATTACK = [(("type", "direct_attack"), ("cell", c)) for c in range(CELLS)]
_FORWARD_STEP = [[step_of(c, FORWARD[s], 0) for s in (0, 1)] for c in range(CELLS)]
_IN_ENEMY_ROWS = [[ROW_OF[c] in ENEMY_ROWS[s] for c in range(CELLS)] for s in (0, 1)]
# board._keywords from tables: a card's own keywords and grants, and what it grants a host it is attached to
_OWN_KEYWORDS = {cid: frozenset(c["keywords"]) | frozenset(OWN_STATIC[cid]["grant"]) for cid, c in CARDS.items()}
_GIVEN_KEYWORDS = {cid: frozenset(GIVEN_STATIC[cid]["grant"]) for cid in CARDS}


# per seat and cell, where a card may step (the free ones of these, in this order), without and with Roam
_DESTINATIONS = [[(step_cells(c, s, False), step_cells(c, s, True)) for c in range(CELLS)] for s in (0, 1)]


class _InPlace:
    """The decision context of effects._Ctx, applying each event to `state` in place."""

    __slots__ = ("rs", "state", "rng", "apply")

    def __init__(self, rs, state: dict, rng):
        self.rs, self.state, self.rng, self.apply = rs, state, rng, rs.apply_event

    def emit(self, type_: str, data: dict, private: dict | None = None, seat: int | None = None) -> None:
        """Apply the event (nothing is recorded)."""
        self.apply(self.state, type_, data, private or {})


def move_key(move: dict) -> tuple:
    """A move dict as a hashable tuple of its items (a mulligan's card list as a tuple)."""
    if move["type"] == "mulligan":
        return (("type", "mulligan"), ("cards", tuple(move["cards"])))
    return tuple(move.items())


class BattallaFast(FastGame):
    """A Battalla! position: the rules' own state dict, owned by this position and changed in place."""

    __slots__ = ("rs", "st", "_unseen")

    def __init__(self, rs, st: dict, hidden=None):
        self.rs = rs
        self.st = st
        self._unseen = hidden  # (seat, view.unseen(...)) once a determinisation asked for it

    @classmethod
    def from_state(cls, ruleset, state: dict, n_seats: int = 2) -> "BattallaFast":
        """A position owning a copy of `state`."""
        return cls(ruleset, copy_of(state))

    def copy(self) -> "BattallaFast":
        """A copy deep enough for the reducer (board.py's copy)."""
        return BattallaFast(self.rs, copy_of(self.st))

    def determinized(self, seat: int, rng) -> "BattallaFast":
        """A copy with the cards `seat` has not seen dealt anew (as Battalla.determinize, same draws)."""
        if self._unseen is None or self._unseen[0] != seat:
            self._unseen = (seat, unseen(self.st, seat))
        out = self.copy()
        deal_unseen(out.st, seat, self._unseen[1], rng)
        return out

    def to_act(self) -> list[int]:
        """Battalla.to_act."""
        return self.rs.to_act(self.st)

    def legal(self, seat: int) -> list[tuple]:
        """Battalla.legal_moves as tuples, in the same order; the turn's moves listed directly
        (legality.py's listing, each lookup done once per call instead of per card)."""
        st = self.st
        phase = st["phase"]
        if phase == "play" and st["window"] is None and seat == st["active"]:
            return _turn_moves(st, seat)
        if phase == "mulligan" and not st["mulliganed"][seat]:
            # made anew each time: the opponent's hand differs in every sample, and keeping the lists
            # (as this once did) cost more in garbage collection than making them
            return _mulligan_moves(tuple(sorted(st["hand"][seat])))
        return [move_key(m) for m in self.rs.legal_moves(st, seat)]

    def play(self, seat: int, move: tuple, rng) -> None:
        """The move's _do_ handler (what decide runs once the move is checked), events applied in place."""
        m = self.to_json(move)
        getattr(self.rs, "_do_" + m["type"])(_InPlace(self.rs, self.st, rng), seat, m)

    def winners(self) -> tuple | None:
        """The recorded end's winners, or None."""
        end = self.st["end"]
        return None if end is None else tuple(end["winners"])

    def evaluate(self, seat: int) -> float:
        """Battalla.evaluate."""
        return seat_values(self.st)[seat]

    def evaluate_all(self, n_seats: int = 2) -> list[float]:
        """Battalla.evaluate of both seats, in one pass."""
        return list(seat_values(self.st))

    def to_json(self, move: tuple) -> dict:
        """The move dict."""
        m = dict(move)
        if m["type"] == "mulligan":
            m["cards"] = list(m["cards"])
        return m


def _mulligan_moves(hand: tuple) -> list[tuple]:
    """Legality.legal_moves in the mulligan, as move tuples, for a sorted opening hand: every
    sub-multiset of it, in the order of itertools.product over each distinct card's count (the
    first card's count varying slowest)."""
    picks = [()]
    for cid, copies in groupby(hand):
        runs = [(cid,) * k for k in range(len(list(copies)) + 1)]
        picks = [p + r for p in picks for r in runs]
    return [(("type", "mulligan"), ("cards", p)) for p in picks]


def _has_keyword(p: dict, keyword: str) -> bool:
    """Whether `keyword` is in board._keywords(p) (the piece's own and its items' grants)."""
    if keyword in _OWN_KEYWORDS[p["card"]]:
        return True
    for it in p["items"]:
        if keyword in _GIVEN_KEYWORDS[it["card"]]:
            return True
    return False


def _turn_moves(st: dict, seat: int) -> list[tuple]:
    """Legality.legal_moves in the turn phase (no window open), as move tuples (each made once, in
    the tables above; board's lane, keyword and step checks done from tables)."""
    board = st["board"]
    stamina = st["stamina"][seat]
    own = []
    closed = 0  # the lanes board._can_summon refuses, as a mask (_OPEN_LANES)
    for c, p in enumerate(board):
        if p is not None and p["owner"] == seat:
            own.append(c)
            closed |= _LANE_BIT[c]
    for cell, bit in _SUMMON_SPACES[seat]:
        if board[cell] is not None:
            closed |= bit
    out = [PASS]
    for cid in sorted(set(st["hand"][seat])):
        cost, kind, replace, from_hand, attach, effect, base, by_closed, by_replace, by_target = _PLAYABLE[cid]
        if cost > stamina or kind is None:
            continue
        if kind == UNIT:
            out += by_closed[closed]
            if replace:
                out += [by_replace[c] for c in own]
            if from_hand:
                out += [by_target[c] for c in own]
        elif kind == FIELD:
            out.append(base)
        elif attach:
            cells = own if attach == "ally" else [c for c, p in enumerate(board) if p is not None and p["owner"] != seat]
            out += [by_target[c] for c in cells]
        else:
            out += [base + tuple(x.items()) for x in choices(st, seat, effect, None, cid)]
    heroes = st["heroes"][seat]
    hero_ids = sorted(set(heroes)) if heroes else ()
    if not st["hero_summoned"]:
        for cid in hero_ids:
            out += _SUMMON_HERO[cid][closed]
    for c in own:
        p = board[c]
        for i, e in _ACTIVATED[p["card"]]:
            if e.get("cost", 0) > stamina or (e.get("once") and i in p["used"]):
                continue
            base = (("type", "activate"), ("cell", c), ("effect", i))
            out += [base + tuple(x.items()) for x in choices(st, seat, e, c, None)]
    face_up = st["face_up"][seat]
    for cid in hero_ids:
        move = _REVEAL[cid]
        if move is not None and cid not in face_up:
            out.append(move)
    for cid in face_up:
        e = _HD_EFFECT[cid]
        if e.get("cost", 0) > stamina or (e.get("once") and cid in st["hd_used"]):
            continue
        out += [(("type", "activate_hero"), ("card", cid)) + tuple(x.items()) for x in choices(st, seat, e, None, None)]
    if stamina >= MOVE_COST:
        destinations = _DESTINATIONS[seat]
        for c in own:
            p = board[c]
            if not p["moved"]:
                by_to = _STEP_MOVES[c]
                for t in destinations[c][_has_keyword(p, "Roam")]:
                    if board[t] is None:
                        out.append(by_to[t])
    if stamina >= ATTACK_COST:
        turn = st["turn"]
        forward = _FORWARD_STEP
        in_enemy_rows = _IN_ENEMY_ROWS[seat]
        for c in own:
            p = board[c]
            # board._can_attack_now
            if p["attacked"] or (p["summoned"] >= turn and not _has_keyword(p, "Surprise")):
                continue
            f = forward[c][seat]
            if f is not None and board[f] is not None and board[f]["owner"] != seat:
                out.append(_ATTACK[c])
            if in_enemy_rows[c]:
                out.append(_DIRECT_ATTACK[c])
    return out
