"""Battlegates: armies, secret mazes behind the divider, battle cards and a 1-2-2-3-3-4 die.

Every set-up plays on one Geometry (board.py) with castles; a castle has an army (or two),
builds its own maze and takes its own turns; each castle belongs to a seat and a team, and
draws from a hand it may share. The state is described in state.py.

The rules are split by concern: board.py (geometry), setups.py (pieces, die, cards, set-ups),
moves.py (move types), state.py (state helpers), placement.py (where walls and gates may stand),
rotation.py (turning gates, Battle Alley's stuck gates), movement.py (steps, the whole roll,
arrows, climbing), setup_phase.py, card_phase.py, dice_phase.py, turns.py (each phase's
decisions), reducer.py (evolve), view.py (outcome, views, AI hooks); this module assembles the
ruleset: options, who acts, legal moves and the dispatch of decide.
"""
from __future__ import annotations

from ..engine import Draft, Field, IllegalMove, InvalidOptions, Ruleset
from ..engine.ruleset import NAMES_APART_SINCE
from .card_phase import CardPhase
from .dice_phase import DicePhase
from .moves import MOVE_TYPES, PHASE_OF, SETUP_MOVES
from .movement import dice_moves
from .placement import gate_spots, wall_spots
from .reducer import Reducer
from .setup_phase import SetupPhase
from .setups import SETUPS
from .state import DEAD, UNPLACED, apply_drafts, as_event, setup_of  # noqa: F401  (names kept importable from rules)
from .state import MOVE_WORDS
from .turns import Turns
from .view import Views


class Battlegates(SetupPhase, CardPhase, DicePhase, Turns, Reducer, Views, Ruleset):
    """Battlegates "The Beginning": the one battle-board game and the multi-board set-ups."""

    id = "battlegates"
    # moving pieces, gates and walls reveals nothing; a die, a card or a draw does (docs/rules/battlegates.md)
    reversible = frozenset({"CharacterMoved", "CharacterStepped", "CharacterPlaced", "GateMoved", "WallMoved",
                            "GatesRotated", "MazePiecePlaced"})
    agreed_draw = True  # the game already ends drawn at its turn limit
    name = "Battlegates"
    min_seats = 2
    max_seats = 4
    seed_file = "001_a32d1bfcc0d6cacc.txt"
    # the versions (docs/rules/battlegates.md, "Versions"): @1 is the same rules with no version recorded
    version = 3
    since = NAMES_APART_SINCE
    changes = ("The rules of version 2; "
               "the game's record no longer holds the players' names, only a sealed fingerprint of each, "
               "so that a player who deletes their account is erased from it.")
    names_in_record = False
    hidden_information = True
    options = {
        "setup": Field(
            "enum",
            "single: one battle-board, 2 players. misery_run: two boards end to end, 2 players with "
            "two armies and 20 pieces each. four_castles: Battle Alley, 2 players with castles 1+3 "
            "and 2+4. allies: Battle Alley, 4 players, castles 1+3 against 2+4. individual: Battle "
            "Alley, 4 players each on their own.",
            choices=tuple(SETUPS), required=False, default="single"),
    }
    move_types = MOVE_TYPES

    def seat_range(self, options: dict) -> tuple[int, int]:
        """Each set-up fixes the number of seats."""
        n = SETUPS[options.get("setup") or "single"].seats
        return n, n

    def check_options(self, options) -> dict:
        """The options with defaults filled in."""
        out = super().check_options(options)
        if out["setup"] not in SETUPS:  # pragma: no cover - the enum already checks it
            raise InvalidOptions("unknown set-up", errors={"options.setup": "unknown set-up"})
        return out

    # --- protocol ---------------------------------------------------------------------------
    def initial_state(self, options: dict, n_seats: int) -> dict:
        """The empty table of the chosen set-up: armies off the board, no pieces, no cards."""
        su = SETUPS[options.get("setup") or "single"]
        return {
            "setup": su.name, "phase": "setup", "placed": [0] * su.n_castles, "revealed": False,
            "chars": [[c, su.kinds[i], UNPLACED] for c in range(su.n_castles) for i in range(su.per_castle)],
            "walls": [], "gates": [], "hands": [[] for _ in su.hand_seats], "deck": [], "discard": [],
            "points": [0] * su.n_castles, "turn": 0, "castle": None, "first": None, "roll": 0,
            "left": 0, "movers": [], "visited": {}, "pending": None, "out": [], "end": None,
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """Nothing is random before the mazes are built: the set-up begins at once."""
        return [Draft("SetupBegan", {"setup": state["setup"], "items_per_castle": setup_of(state).items})]

    def to_act(self, state: dict) -> list[int]:
        """While building: every seat with a castle still to build; then the castle's seat."""
        phase = state["phase"]
        su = setup_of(state)
        if phase == "setup":
            return sorted({su.castle_seat[c] for c in range(su.n_castles) if state["placed"][c] < su.items})
        if phase == "over":
            return []
        return [su.castle_seat[state["castle"]]]

    def explain_wait(self, state: dict, seat: int) -> None:
        """A seat whose mazes are all built waits for the others: say so (not "not your turn")."""
        su = setup_of(state)
        if state["phase"] == "setup" and 0 <= seat < su.seats:
            raise IllegalMove("your maze is complete; play begins when every castle's maze is built "
                              "(\"Both players now set up their side of the board\")", rule="set-up")

    # --- legality -----------------------------------------------------------------------------
    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now."""
        if seat not in self.to_act(state):
            return []
        phase = state["phase"]
        if phase == "setup":
            return self._setup_moves(state, self._building(state, seat))
        if phase == "card":
            return self._card_moves(state, state["castle"])
        if phase == "place_wall":
            return [{"type": "place_wall", "x": x, "y": y, "dir": d}
                    for x, y, d in wall_spots(state, state["pending"])]
        if phase == "place_gate":
            return [{"type": "place_gate", "x": x, "y": y, "dir": d}
                    for x, y, d in gate_spots(state, state["pending"])]
        if phase == "dice":
            return dice_moves(state, state["castle"])
        return []

    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Validate one move and return its events (running the turn on when it ends)."""
        kind = move["type"]
        phase = state["phase"]
        if seat not in self.to_act(state):
            self.explain_wait(state, seat)
            raise IllegalMove("you may not act now: it is another castle's turn", rule="turn order")
        if kind in SETUP_MOVES:
            if phase != "setup":
                raise IllegalMove(f"you may {MOVE_WORDS.get(kind, kind)} only during the set-up, which is over",
                                  rule="phase")
            return self._decide_setup(state, self._building(state, seat), move, rng)
        if phase == "setup":
            raise IllegalMove(f"you may not {MOVE_WORDS.get(kind, kind)} during the set-up; build your maze first",
                              rule="phase")
        wanted = PHASE_OF[kind]
        if phase != wanted:
            raise IllegalMove(f"you may {MOVE_WORDS.get(kind, kind)} only in the {wanted.replace('_', ' ')} phase; "
                              f"it is the {phase.replace('_', ' ')} phase now", rule="phase")
        return getattr(self, "_decide_" + kind)(state, state["castle"], move, rng)
