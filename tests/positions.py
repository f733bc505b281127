"""Positions of every game for rules tests, bug reports and tutorials (docs/positions.md).

Two ways to reach a position, both through the rulesets' own functions:

- `opening(ruleset, n, options, seed)` starts from the real opening (`GameCreated` and the
  set-up, exactly as the service creates a game) and `.play(seat, move, dice=...)` goes on from
  there with `decide` + `evolve`. Every position reached this way is reachable by construction.
- `describe(ruleset, **description)` writes a mid-game position directly from a short
  description (the per-game keywords below), then checks it against the invariants every
  reachable position of that game keeps (pieces and cubes conserved, no two pieces on one square,
  a card in one place only...). A description that breaks one raises `Unreachable` naming it.
  Use it for positions that only hundreds of random moves would reach; play on with `.play`.

    p = describe("grove", to_move=0, meeples={"circle-1": ([3, 0], [0, 1])}, cubes={"circle-1": [6, 0]})
    p.play(0, {"type": "channel", "place": "circle-1"}, dice=[1, 6, 6])
    assert p.view()["control"]["circle-1"] == 0

`dice` scripts the random source for one move: each die, `randbelow`, `coin` or `choice` takes
the next value (a die its face, `randbelow`/`choice` an index, `coin` 0 or 1); `shuffled` keeps
the order. Without `dice` the move draws from the game's seed as the service would.
"""
from __future__ import annotations

import json
from collections import Counter

from domain import engine
from domain.engine import Event, Rng, clone
from domain.engine import game as G
from domain.engine.errors import IllegalMove

SEED = b"\x05" * 32


class Unreachable(ValueError):
    """A described position that no sequence of legal moves can reach (an invariant fails)."""


class Scripted:
    """A stand-in for the engine's Rng that hands out the given values in order."""

    def __init__(self, values):
        self.values = list(values)

    def _next(self):
        if not self.values:
            raise AssertionError("the move drew more random values than the test scripted")
        return self.values.pop(0)

    def die(self, sides=6):
        return self._next()

    def randbelow(self, n):
        return self._next()

    def coin(self):
        return self._next()

    def choice(self, seq):
        return seq[self._next()]

    def shuffled(self, seq):
        return list(seq)


class Position:
    """A ruleset state with the moves to go on from it: `play`, `legal`, `view`, `to_act`, `outcome`."""

    def __init__(self, ruleset_id: str, state: dict, seed: bytes = SEED, seq: int = 100):
        self.rs = engine.find_ruleset(ruleset_id)
        self.state = state
        self.seed = seed
        self.seq = seq
        self.events: list = []

    def play(self, seat: int, move: dict, dice=None) -> list:
        """Decide `move` for `seat` (the engine's field check first, as the API does) and fold its
        events into the position; returns the event drafts. An illegal move raises and changes
        nothing."""
        self.rs.check_move(move)
        rng = Scripted(dice) if dice is not None else Rng(self.seed, self.seq)
        drafts = list(self.rs.decide(self.state, seat, move, rng))
        if not drafts:
            raise IllegalMove("the move changes nothing", rule="engine")
        state = self.state
        for d in drafts:
            state = self.rs.evolve(state, Event(self.seq, d.type, d.seat, d.data, d.private))
            self.seq += 1
        self.state = state
        self.events += drafts
        return drafts

    def legal(self, seat: int) -> list:
        return self.rs.legal_moves(self.state, seat)

    def view(self, seat: int | None = None) -> dict:
        return self.rs.view(self.state, seat)

    def to_act(self) -> list:
        return self.rs.to_act(self.state)

    def outcome(self):
        return self.rs.outcome(self.state)

    def game_state(self, n: int | None = None) -> dict:
        """The engine's wrapper around this state (what `domain.engine.ai.choose_move` and the
        engine's commands take)."""
        n = n or _seats(self.rs.id, self.state)
        return {"ruleset": self.rs.id, "version": self.seq, "seats": [{"seat": i, "name": f"p{i}"} for i in range(n)],
                "options": {}, "clock": None, "seed_commitment": "", "game": self.state, "removed": [],
                "result": None, "finished": False}


def opening(ruleset_id: str, n: int = 2, options: dict | None = None, seed: bytes = SEED) -> Position:
    """The real opening of a game (creation and set-up as the service runs them)."""
    rs = engine.find_ruleset(ruleset_id)
    d = G.create(rs, seats=[{"name": f"p{i}"} for i in range(n)], options=options or {}, clock=None, seed=seed)
    return Position(ruleset_id, d.state["game"], seed, d.state["version"] + 1)


def describe(ruleset_id: str, **description) -> Position:
    """A mid-game position from a short description (keywords per game: see BUILDERS), checked."""
    state = BUILDERS[ruleset_id](**description)
    check(ruleset_id, state)
    return Position(ruleset_id, state)


def from_json(text: str) -> Position:
    """A position from a bug report's JSON: {"ruleset": ..., "description": {...}} or
    {"ruleset": ..., "moves": [[seat, move], ...], "seats": n, "options": {...}}."""
    spec = json.loads(text)
    if "moves" in spec:
        p = opening(spec["ruleset"], spec.get("seats", 2), spec.get("options"))
        for seat, move in spec["moves"]:
            p.play(seat, move)
        return p
    return describe(spec["ruleset"], **spec.get("description", {}))


def _seats(ruleset_id: str, state: dict) -> int:
    if ruleset_id == "dale":
        return state["n"]
    if ruleset_id == "battlegates":
        return len(state["placed"])
    return 2


# --- builders: the per-game descriptions ----------------------------------------------------------
def _grove(**kw):
    from tests.unit.grove.helpers import position
    return position(**kw)


def _dale(units=None, **kw):
    from tests.unit.dale.helpers import position
    return position(units or {}, **kw)


def _battlegates(**kw):
    from tests.unit.battlegates.helpers import position
    return position(**kw)


def _channeling(**kw):
    from tests.unit.channeling.helpers import table
    return table(**kw)


def _battalla(active=0, turn=3, cards=(), hands=None, stamina=None):
    """`cards`: [(cell, card id, owner)] or (cell, card, owner, damage) on the mat; `hands`: two
    lists of card ids (taken out of the owners' decks)."""
    from tests.unit.battalla.helpers import blank, put
    st = blank(active, turn)
    for spec in cards:
        cell, card, owner, *rest = spec
        put(st, cell, card, owner, dmg=rest[0] if rest else 0)
        _take(st["deck"][owner], card)
    for seat, hand in enumerate(hands or ([], [])):
        for card in hand:
            _take(st["deck"][seat], card)
        st["hand"][seat] = list(hand)
    if stamina is not None:
        st["stamina"] = list(stamina)
    return st


def _take(pile: list, card: str) -> None:
    if card not in pile:
        raise Unreachable(f"{card} is not left in that seat's deck to put into play")
    pile.remove(card)


BUILDERS = {"grove": _grove, "dale": _dale, "battlegates": _battlegates, "channeling": _channeling,
            "battalla": _battalla}


# --- invariants every reachable position keeps -----------------------------------------------------
def check(ruleset_id: str, state: dict) -> None:
    """Raise Unreachable if `state` breaks an invariant of its game."""
    problems = CHECKS[ruleset_id](state)
    if problems:
        raise Unreachable("; ".join(problems))


def _check_grove(st):
    from domain.grove.rules import CUBES_PER_SEAT, MEEPLES_PER_SEAT
    out = []
    for s in (0, 1):
        meeples = sum(p["standing"][s] + p["lying"][s] for p in st["meeples"].values())
        if meeples != MEEPLES_PER_SEAT:
            out.append(f"seat {s} has {meeples} meeples, not {MEEPLES_PER_SEAT}")
        cubes = sum(c[s] for c in st["cubes"].values()) + st["supply"][s]
        if cubes != CUBES_PER_SEAT:
            out.append(f"seat {s} has {cubes} cubes on circles and in supply, not {CUBES_PER_SEAT}")
    out += [f"{c} holds cubes of both colours (they cancel in pairs)" for c, v in st["cubes"].items() if min(v) > 0]
    if any(v < 0 for p in st["meeples"].values() for k in ("standing", "lying") for v in p[k]):
        out.append("a negative meeple count")
    return out


def _check_dale(st):
    out = []
    for seat, reserve in enumerate(st["reserve"]):
        if any(v < 0 for v in reserve.values()):
            out.append(f"seat {seat}'s reserve is negative: {reserve}")
    return out


def _check_battlegates(st):
    squares = Counter(c[2] for c in st["chars"] if c[2] >= 0)
    return [f"{n} characters on square {sq}" for sq, n in squares.items() if n > 1]


def _check_channeling(st):
    from domain.channeling.rules import CARDS
    places = [c for c in st["grid"] if c is not None] + list(st["deck"]) + [c for pile in st["acquired"] for c in pile]
    twice = [c for c, n in Counter(places).items() if n > 1]
    out = [f"card {c} is in two places" for c in twice]
    if any(not 0 <= c < len(CARDS) for c in places):
        out.append("an unknown card id")
    return out


def _check_battalla(st):
    uids = Counter(p["uid"] for p in st["board"] if p)
    return [f"uid {u} is on the mat twice" for u, n in uids.items() if n > 1]


CHECKS = {"grove": _check_grove, "dale": _check_dale, "battlegates": _check_battlegates,
          "channeling": _check_channeling, "battalla": _check_battalla}


def copy(p: Position) -> Position:
    """An independent copy (to try a move without changing `p`)."""
    q = Position(p.rs.id, clone(p.state), p.seed, p.seq)
    q.events = list(p.events)
    return q
