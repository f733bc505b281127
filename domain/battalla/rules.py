"""Battalla!: a two-player lane battle card game (seed 004_8b5466689915fb11.txt).

The mat (seat 0 looks "up" the rows, seat 1 "down"):
    row 4  seat 1 summoning row
    row 3  seat 1 front row
    row 2  neutral zone
    row 1  seat 0 front row
    row 0  seat 0 summoning row
with LANES lanes across, plus one field zone per seat. A cell is row * LANES + lane.
Card effects are data (cards.py) interpreted by `_run_ops`; combat and every effect go through
one chain that resolves in reverse, with a React window for the opponent when it can answer.

The rules are split by concern: tables.py (mat, constants, static modifiers), moves.py (move and deck
schemas), board.py (state helpers, effective figures), effects.py (effect lookups, targets, React windows, the op
interpreter), chain.py (turns, combat, the chain), legality.py (legal moves, errors, each move's events),
reducer.py (evolve), view.py (outcome, views, AI hooks); this module assembles the ruleset.
"""
from __future__ import annotations

from domain.engine import Draft, Field, InvalidOptions, Ruleset
from domain.engine.ruleset import NAMES_APART_SINCE

from .cards import POOL, STARTER_DECKS, starter
from .tables import (  # noqa: F401  (names kept importable from rules)
    ATTACK_COST, BASE_STAMINA, CELLS, COMBAT_SELECTORS, ENEMY_ROWS, FORWARD, FRONT_ROW, GIVEN_STATIC,
    HAND_SIZE, LANES, LANE_OF, MAX_COPIES, MAX_DECK, MAX_HEROES, MIN_DECK, MOVE_COST, OWN_STATIC, PENALTY,
    REACT_ASSISTS, ROWS, ROW_OF, SPEED_PENALTY, SUMMON_ROW, cell_of, facing, static_of, step_of)
from .moves import (  # noqa: F401  (names kept importable from rules)
    MOVE_TYPES, CARD_of, CELL, OPT_CELL, OPT_DISCARD, OPT_SACRIFICE, deck_of, deck_problems)
from .board import (  # noqa: F401  (names kept importable from rules)
    PILES, atk_of, can_attack_now, can_summon, copy_of, destinations_of, find, health_of, keywords_of, own_cells,
    piece, stamina_bonus, to_discard)
from .effects import (  # noqa: F401  (names kept importable from rules)
    Ctx, add_link, check_health, choices, describe, draw, effects_of, hd_effect, holders, illegal,
    may_react, penalty_draw, play_effect, react_effect, react_usable, select, summon)
from .chain import Chain
from .effects import Effects
from .legality import Legality
from .reducer import Reducer
from .view import Views


class Battalla(Legality, Chain, Effects, Reducer, Views, Ruleset):
    """Battalla!: move units into the opponent's rows and attack directly."""

    id = "battalla"
    agreed_draw = True  # the game already ends drawn at its turn limit (equal penalty piles)
    name = "Battalla!"
    min_seats = 2
    max_seats = 2
    seed_file = "004_8b5466689915fb11.txt"
    hidden_information = True
    options = {
        "deck_0": Field("any", "the first player's deck (the player in the first seat): one of the starter decks, "
                        "Olympus or Wildwood, or a deck of their own of 40 to 60 cards (at most 3 copies of a "
                        "card) with up to 5 different Heroes (sent as "
                        '{"main": [card ids], "heroes": [Hero ids]}, a starter deck by its name in lower case)',
                        required=False, default="olympus"),
        "deck_1": Field("any", "the second player's deck (the player in the second seat), chosen as the first "
                        "player's is", required=False, default="wildwood"),
        "speed": Field("bool", "speed format: 3-card penalty piles instead of 5", required=False, default=False),
        "turn_limit": Field("int", "the game ends after this many turns (the player with more penalty cards left wins)",
                            required=False, minimum=10, maximum=1000, default=100),
    }
    move_types = MOVE_TYPES
    version = 5
    since = NAMES_APART_SINCE
    changes = ("The decks of version 4; "
               "the game's record no longer holds the players' names, only a sealed fingerprint of each, "
               "so that a player who deletes their account is erased from it.")
    names_in_record = False
    starter_decks = STARTER_DECKS  # each version's own (domain/battalla/versions.py)

    # --- options and set-up -------------------------------------------------------------
    def turn_options(self, options: dict, where: list[int]) -> dict:
        """A rematch: each player keeps their deck in the seat they move to."""
        out = dict(options)
        for old, new in enumerate(where):
            if f"deck_{old}" in options:
                out[f"deck_{new}"] = options[f"deck_{old}"]
        return out

    def private_options(self, options: dict) -> dict[int, list[str]]:
        """A custom deck is its owner's secret (the starter decks are public)."""
        return {s: [f"deck_{s}"] for s in (0, 1) if isinstance(options.get(f"deck_{s}"), dict)}

    def check_options(self, options) -> dict:
        """Defaults filled in; each deck checked against the deck-building rules."""
        out = super().check_options(options)
        errors = {}
        for key in ("deck_0", "deck_1"):
            problems = deck_problems(out[key], self.starter_decks)
            if problems:
                errors[f"options.{key}"] = "; ".join(problems)
        if errors:
            raise InvalidOptions("invalid deck: " + "; ".join(f"{k}: {v}" for k, v in sorted(errors.items())), errors=errors)
        return out

    def resources(self) -> dict:
        """The card pool and the starter decks."""
        return {"cards": POOL, "decks": {n: starter(n, self.starter_decks) for n in self.starter_decks}}

    def initial_state(self, options: dict, n_seats: int) -> dict:
        """An empty mat with both decks (unshuffled) and Hero Decks."""
        decks = [deck_of(options.get("deck_0", "olympus"), self.starter_decks),
                 deck_of(options.get("deck_1", "wildwood"), self.starter_decks)]
        return {
            "phase": "setup", "turn": 0, "active": 0, "first": None, "die_winner": None,
            "penalty_size": SPEED_PENALTY if options.get("speed") else PENALTY,
            "turn_limit": options.get("turn_limit", 100),
            "decklists": decks,
            "secret_decks": [isinstance(options.get(f"deck_{s}"), dict) for s in (0, 1)],
            "deck": [list(d["main"]) for d in decks], "hand": [[], []], "penalty": [[], []],
            "heroes": [list(d["heroes"]) for d in decks], "discard": [[], []],
            "fieldzone": [None, None], "board": [None] * CELLS, "stamina": [0, 0],
            "hero_summoned": False, "mulliganed": [False, False], "face_up": [[], []], "hd_used": [],
            "chain": [], "window": None, "responded": False, "combat": None,
            "next_uid": 1, "loser": None, "end": None, "ending": None,
        }

    def setup(self, state: dict, rng) -> list[Draft]:
        """Shuffle both decks, roll for who chooses the order, deal 5 cards each."""
        ctx = Ctx(self, state, rng)
        for s in (0, 1):
            ctx.emit("DeckShuffled", {"seat": s}, {"server": {"order": rng.shuffled(state["deck"][s])}})
        rolls = []
        while True:
            a, b = rng.die(), rng.die()
            rolls.append([a, b])
            if a != b:
                break
        ctx.emit("DieRolled", {"rolls": rolls, "winner": 0 if a > b else 1})
        for s in (0, 1):
            draw(ctx, s, HAND_SIZE)
        return ctx.drafts
