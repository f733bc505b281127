"""Battle of the Dale: 2-5 armies fight over a 19-hex map around the Riverport of Chip.

State (plain JSON):
  board: 19 cells, None or a unit code "<seat><kind>" (kind R regular, M mounted, H hero)
  reserve: per seat {"R": n, "M": n, "H": n};  piles: per captor seat, sorted unit codes
  turn, turns, phase ("action" | "decide" | "advance" | "exchange" | "berserk" | "check" |
  "over"), batch (captures waiting for their owners' decisions), advances (the
  mover's Advance After Capture chances), offer (a prisoner exchange), out, eliminated.
"check" is transient: decide() always runs the game on (settle) until a seat
has to choose, so a state at rest is never in them.

The rules are split by concern: tables.py (the map, the armies), moves.py (move types), board.py
(state helpers), legality.py (what a seat may do), captures.py (capture detection and
resolution), handlers.py (each move validated into its events), flow.py (running the game on to
the next choice), reducer.py (one reducer per event); this module is the Ruleset.
"""
from __future__ import annotations

from domain.engine import Draft, Event, Field, IllegalMove, InvalidOptions, Outcome, Ruleset
from domain.engine.ruleset import NAMES_APART_SINCE
from domain.engine.upcast import outcome_places

from .heuristic import values

from .board import alive_of, hero_space, named_count, units_of
from .flow import settle
from .handlers import HANDLERS, PHASE_HELP, moves_words
from .legality import action_moves, has_action, move_targets, pending_item, retreat_targets
from .moves import MOVE_TYPES
from .reducer import REDUCERS
from .tables import (  # noqa: F401  (names kept importable from rules)
    ARMIES, CHIP, DEFAULT_ARMIES, DEFAULT_TURN_LIMIT, EDGE, FOGGY, GRID, HANGMAN, KIND_NAME, LOOKOUT, NAME_KIND,
    NAMED, NAMED_SET, NEIGH, ROSTER, SPACES, TWO_STEPS, WITHIN2)


class Dale(Ruleset):
    """Battle of the Dale (Battle of the 4 Armies + The Battle is Joined)."""

    id = "dale"
    # every action but a Rally (a coin flip) reveals nothing: the whole table sees everything
    reversible = frozenset({"UnitMoved", "UnitPlaced", "UnitAdvanced", "MountedWithdrawn", "Passed", "TurnPassed",
                            "AdvanceOffered", "AdvanceDeclined", "BerserkOffered", "BerserkDeclined",
                            "ExchangeOffered", "ExchangeDeclined", "PrisonersExchanged", "UnitsCaptured",
                            "CapturesPending", "CaptureAnswered"})
    agreed_draw = True  # the game already ends drawn at its turn limit
    name = "Battle of the Dale"
    min_seats = 2
    max_seats = 5
    seed_file = "003_b617e5529f9d0ffd.txt"
    hidden_information = False
    # the versions (docs/rules/dale.md, "Versions"); @1 is `older` below
    version = 3
    since = NAMES_APART_SINCE
    changes = ("The rules of version 2; "
               "the game's record no longer holds the players' names, only a sealed fingerprint of each, "
               "so that a player who deletes their account is erased from it.")
    names_in_record = False
    joint_defeat = "no_winner"  # @1: "shared_win"
    options = {
        "armies": Field("list", "one army per seat, in seat order (default: human, elf, dwarf, goblin, "
                        "then falcon for the fifth seat)", required=False, minimum=2, maximum=5,
                        items=Field("enum", choices=ARMIES)),
        "prisoner_exchange": Field("bool", "optional rule Prisoner Exchange", required=False, default=False),
        "max_5_units": Field("bool", "optional rule Max 5 Units", required=False, default=False),
        "arms_race": Field("bool", "optional rule Arms Race", required=False, default=False),
        "hero_or_mounted": Field("bool", "optional rule Hero or Mounted", required=False, default=False),
        "turn_limit": Field("int", "turns after which the game ends in a draw (an interpretation: random "
                            "play can loop)", required=False, minimum=10, maximum=10000,
                            default=DEFAULT_TURN_LIMIT),
    }
    move_types = MOVE_TYPES

    # --- setup and options ------------------------------------------------------------------
    def turn_options(self, options: dict, where: list[int]) -> dict:
        """A rematch: each player keeps their army in the seat they move to."""
        out = dict(options)
        armies = options.get("armies")
        if isinstance(armies, list) and len(armies) == len(where):
            turned = list(armies)
            for old, new in enumerate(where):
                turned[new] = armies[old]
            out["armies"] = turned
        return out

    def check_options(self, options) -> dict:
        """Defaults plus: armies are distinct."""
        out = super().check_options(options)
        armies = out.get("armies")
        if armies is not None and len(set(armies)) != len(armies):
            raise InvalidOptions("each army can be chosen by one player only, got " + ", ".join(armies),
                                 errors={"options.armies": "must not repeat an army"})
        return out

    def seat_range(self, options: dict) -> tuple[int, int]:
        """One seat per chosen army when `armies` is given."""
        armies = options.get("armies")
        if armies:
            return len(armies), len(armies)
        return self.min_seats, self.max_seats

    def initial_state(self, options: dict, n_seats: int) -> dict:
        """All units in their owners' Reserve; seat 0 (the senior player) to act."""
        armies = list(options.get("armies") or DEFAULT_ARMIES[n_seats])
        return {
            "n": n_seats,
            "armies": armies,
            "falcon": armies.index("falcon") if "falcon" in armies else -1,
            "rules": {
                "exchange": bool(options.get("prisoner_exchange")),
                "max5": bool(options.get("max_5_units")),
                "arms_race": bool(options.get("arms_race")),
                "hero_or_mounted": bool(options.get("hero_or_mounted")),
                "turn_limit": int(options.get("turn_limit") or DEFAULT_TURN_LIMIT),
                # @2 on: the last players defeated together win nothing (@1's state has no such key)
                **({"joint_defeat": self.joint_defeat} if self.joint_defeat != "shared_win" else {}),
            },
            "board": [None] * SPACES,
            "reserve": [dict(ROSTER[a]) for a in armies],
            "piles": [[] for _ in armies],
            "out": [False] * n_seats,
            "eliminated": [],
            "eliminated_at": [],
            "turn": 0,
            "turns": 0,
            "phase": "action",
            "batch": None,
            "advances": [],
            "offer": None,
            "declined": [],
            "hero_moved": False,
            "berserk_done": False,
            "winners": None,
            "reason": None,
            **({"fell_together": []} if self.joint_defeat != "shared_win" else {}),
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """No randomness: announce the armies and the senior player."""
        return [Draft("GameStarted", {"armies": state["armies"], "senior": 0})]

    def resources(self) -> dict:
        """The map: coordinates, neighbours, edge and named spaces."""
        return {"map": {
            "spaces": [{"space": i, "q": q, "r": r, "edge": i in EDGE, "name": NAMED.get(i),
                        "neighbours": list(NEIGH[i])} for i, (q, r) in enumerate(GRID.coords)],
            "chip": CHIP,
        }}

    # --- who acts, outcome, view -------------------------------------------------------------
    def to_act(self, state: dict) -> list[int]:
        """The mover, or the seat owning the next pending decision."""
        ph = state["phase"]
        if ph == "over":
            return []
        if ph == "decide":
            for it in state["batch"]["items"]:
                if it["choice"] is None:
                    return [it["seat"]]
            return []
        if ph == "exchange":
            return [state["offer"]["with"]]
        return [state["turn"]]

    def outcome(self, state: dict) -> Outcome | None:
        """The winner(s) once a victory condition or the turn limit ended the game."""
        if state["phase"] != "over":
            return None
        winners = list(state["winners"] or [])
        alive = {s: alive_of(state, s) for s in range(state["n"])}
        active = sorted((s for s in range(state["n"]) if not state["out"][s] and s not in winners),
                        key=lambda s: (-alive[s], -named_count(state, s), s))
        fell = list(state.get("fell_together") or [])  # @2: the last players, defeated together
        ranking = winners + fell + active + [s for s in reversed(state["eliminated"]) if s not in winners + fell]
        if "joint_defeat" not in state["rules"]:  # @1 records no places (domain/engine/upcast.py derives them)
            return Outcome(winners, ranking, state["reason"], scores=alive)
        # those who fell together share first place; the turn limit is a draw of the whole table
        places = outcome_places({"winners": winners or fell, "ranking": ranking}, state["n"])["places"]
        return Outcome(winners, ranking, state["reason"], scores=alive,
                       places={int(s): p for s, p in places.items()})

    def view(self, state: dict, seat: int | None) -> dict:
        """Everything is public."""
        return state

    # --- hooks --------------------------------------------------------------------------------
    def evaluate(self, state: dict, seat: int) -> float:
        """Named spaces held and within reach (three win), units alive and prisoners, against the
        strongest opponent; a seat about to complete three named spaces (domain/dale/heuristic.py)."""
        if state["phase"] == "over":
            if state["winners"] and seat in state["winners"]:
                return 1.0
            return -1.0 if state["winners"] else 0.0
        if state["out"][seat]:
            return -1.0
        return values(state)[seat]

    def pass_move(self, state: dict, seat: int) -> dict | None:
        """Passing is a rule only when no action is possible."""
        if state["phase"] == "action" and state["turn"] == seat and not has_action(state, seat):
            return {"type": "pass"}
        return None

    def remove_seat(self, state: dict, seat: int, reason: str, rng=None) -> list[Draft]:
        """The player is out: their units leave the map, pending decisions are re-run, the turn passes."""
        if state["phase"] == "over" or state["out"][seat]:
            return []
        return settle(self, state, [Draft("PlayerRemoved", {"seat": seat, "reason": reason,
                                                             "spaces": units_of(state["board"], seat)})])

    # --- moves ---------------------------------------------------------------------------------
    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now."""
        if seat not in self.to_act(state):
            return []
        ph = state["phase"]
        if ph == "action":
            out = action_moves(state, seat)
            return out or [{"type": "pass"}]
        if ph == "decide":
            it = pending_item(state)
            out = [{"type": "concede", "space": it["space"], "captor": c} for c in it["captors"]]
            for to in retreat_targets(state, it):
                out.append({"type": "retreat", "from": it["space"], "to": to})
                out += [{"type": "retreat", "from": it["space"], "to": to, "pull": p} for p in it["pulls"]]
            return out
        if ph == "advance":
            out = [{"type": "advance", "from": f, "to": a["to"]} for a in state["advances"] for f in a["from"]]
            return out + [{"type": "no_advance"}]
        if ph == "exchange":
            return [{"type": "answer_exchange", "accept": True}, {"type": "answer_exchange", "accept": False}]
        if ph == "berserk":
            hero = hero_space(state, seat)
            return [{"type": "move", "from": hero, "to": t} for t in move_targets(state, hero)] + \
                [{"type": "end_turn"}]
        return []

    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Validate the move, then run the game on until someone has to choose."""
        if seat not in self.to_act(state):
            raise IllegalMove("you may not act now: it is another player's turn", rule="turn order")
        kind = move["type"]
        handler = HANDLERS.get((state["phase"], kind))
        if handler is None:
            raise IllegalMove(f"you cannot {moves_words([kind])} now: {PHASE_HELP[state['phase']]}",
                              rule="sequence of play")
        return settle(self, state, handler(state, seat, move, rng))

    # --- the reducer -----------------------------------------------------------------------------
    def evolve(self, state: dict, event: Event) -> dict:
        """Apply one event; never mutates `state`."""
        fn = REDUCERS.get(event.type)
        if fn is None:
            return state
        s = dict(state)
        fn(s, event.data)
        return s
