"""Battalla!'s fast simulation path (domain/engine/fast.py), for the AI's search only.

The rules are long (the chain, React windows, combat, the effect interpreter), so this path runs
the same code as decide, minus what a search does not need: a move taken from the legal list is
not validated again, and every event is applied in place (Reducer.apply_event) to the position's
own state, copied once per simulation, instead of building a Draft and an Event and copying the
state per event. tests/unit/ai/test_fast_battalla.py compares both paths move by move.
"""
from __future__ import annotations

from domain.engine.fast import FastGame

from .board import _can_attack_now, _can_summon, _copy, _keywords
from .cards import ASSIST, CARDS, FIELD, UNIT
from .effects import _choices, _hd_effect, _play_effect
from .tables import ENEMY_ROWS, FORWARD, LANES, MOVE_COST, ATTACK_COST, ROW_OF, SUMMON_ROW, _facing, _step
from .view import deal_unseen, seat_values, unseen

PASS = (("type", "pass_turn"),)
_MULLIGANS: dict = {}  # sorted opening hand -> its mulligan moves
DECLINE = (("type", "decline"),)
# Per card, what listing its plays needs: (cost, kind, replace?, attach from hand?, attach side, play effect)
_PLAYABLE = {}
for _cid, _card in CARDS.items():
    _react_assist = _card["type"] == ASSIST and "React" in _card["keywords"]
    _PLAYABLE[_cid] = (_card["cost"], None if _react_assist else _card["type"], "Replace" in _card["keywords"],
                       bool(_card.get("attach_from_hand")), _card.get("attach"),
                       _play_effect(_cid) if _card["type"] == ASSIST and not _card.get("attach") else None)
_ACTIVATED = {cid: [(i, e) for i, e in enumerate(c["effects"]) if e["trigger"] == "activate"] for cid, c in CARDS.items()}
# The steps a card may take from a cell: forward per seat; sideways too in the own summoning row.
_FORWARD_STEP = [[_step(c, FORWARD[s], 0) for s in (0, 1)] for c in range(15)]
_SIDE_STEPS = [[_step(c, 0, -1), _step(c, 0, 1)] for c in range(15)]


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
        return cls(ruleset, _copy(state))

    def copy(self) -> "BattallaFast":
        """A copy deep enough for the reducer (board.py's _copy)."""
        return BattallaFast(self.rs, _copy(self.st))

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
            # every subset of the opening hand: the same list for the same cards, so kept
            hand = tuple(sorted(st["hand"][seat]))
            moves = _MULLIGANS.get(hand)
            if moves is None:
                if len(_MULLIGANS) > 10_000:
                    _MULLIGANS.clear()
                moves = _MULLIGANS[hand] = [move_key(m) for m in self.rs.legal_moves(st, seat)]
            return list(moves)
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


def _turn_moves(st: dict, seat: int) -> list[tuple]:
    """Legality.legal_moves in the turn phase (no window open), as move tuples."""
    board = st["board"]
    stamina = st["stamina"][seat]
    own = [c for c, p in enumerate(board) if p is not None and p["owner"] == seat]
    lanes = [lane for lane in range(LANES) if _can_summon(st, seat, lane)]
    out = [PASS]
    for cid in sorted(set(st["hand"][seat])):
        cost, kind, replace, from_hand, attach, effect = _PLAYABLE[cid]
        if cost > stamina or kind is None:
            continue
        base = (("type", "play"), ("card", cid))
        if kind == UNIT:
            out += [base + (("lane", lane),) for lane in lanes]
            if replace:
                out += [base + (("replace", c),) for c in own]
            if from_hand:
                out += [base + (("target", c),) for c in own]
        elif kind == FIELD:
            out.append(base)
        elif attach:
            cells = own if attach == "ally" else [c for c, p in enumerate(board) if p is not None and p["owner"] != seat]
            out += [base + (("target", c),) for c in cells]
        else:
            out += [base + tuple(x.items()) for x in _choices(st, seat, effect, None, cid)]
    if not st["hero_summoned"] and lanes:
        out += [(("type", "summon_hero"), ("card", cid), ("lane", lane))
                for cid in sorted(set(st["heroes"][seat])) for lane in lanes]
    for c in own:
        p = board[c]
        for i, e in _ACTIVATED[p["card"]]:
            if e.get("cost", 0) > stamina or (e.get("once") and i in p["used"]):
                continue
            base = (("type", "activate"), ("cell", c), ("effect", i))
            out += [base + tuple(x.items()) for x in _choices(st, seat, e, c, None)]
    face_up = st["face_up"][seat]
    heroes = st["heroes"][seat]
    if heroes:
        out += [(("type", "reveal_hero"), ("card", cid)) for cid in sorted(set(heroes))
                if cid not in face_up and _hd_effect(cid) is not None]
    for cid in face_up:
        e = _hd_effect(cid)
        if e.get("cost", 0) > stamina or (e.get("once") and cid in st["hd_used"]):
            continue
        out += [(("type", "activate_hero"), ("card", cid)) + tuple(x.items()) for x in _choices(st, seat, e, None, None)]
    if stamina >= MOVE_COST:
        for c in own:
            p = board[c]
            if not p["moved"]:
                out += [(("type", "move"), ("cell", c), ("to", t)) for t in _destinations(board, c, seat, p)]
    if stamina >= ATTACK_COST:
        enemy_rows = ENEMY_ROWS[seat]
        for c in own:
            p = board[c]
            if not _can_attack_now(st, p):
                continue
            f = _facing(c, seat)
            if f is not None and board[f] is not None and board[f]["owner"] != seat:
                out.append((("type", "attack"), ("cell", c)))
            if ROW_OF[c] in enemy_rows:
                out.append((("type", "direct_attack"), ("cell", c)))
    return out


def _destinations(board: list, c: int, seat: int, p: dict) -> list[int]:
    """board._destinations with the steps from tables: free cells one step away, sorted."""
    if "Roam" in _keywords(p):
        steps = [_FORWARD_STEP[c][seat], *_SIDE_STEPS[c], _FORWARD_STEP[c][1 - seat]]
    elif ROW_OF[c] == SUMMON_ROW[seat]:
        steps = [_FORWARD_STEP[c][seat], *_SIDE_STEPS[c]]
    else:
        t = _FORWARD_STEP[c][seat]
        return [t] if t is not None and board[t] is None else []
    return sorted(t for t in steps if t is not None and board[t] is None)
