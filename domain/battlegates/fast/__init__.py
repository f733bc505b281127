"""Battlegates' fast simulation path (domain/engine/fast.py), for the AI's search only.

The same rules as the phase modules, over a flat mutable position: a square per character, the
character on each square, one byte per edge saying what covers it, visited squares as bitmasks,
and the pieces, hands, deck and turn fields as lists. A move taken from `legal` is applied in
place without being checked again, with the same rng calls in the same order as `decide`.
Where walls and gates may be placed follows placement.py's checks, with what the board alone
refuses (entrances, Battle Alley, the region) removed once per set-up in `Tables`.
tests/unit/ai/test_fast_battlegates.py plays thousands of random moves through both paths and
compares them move by move.

One module per concern, as the rules are split: position.py (the flat position, copies, who acts,
the outcome, `legal` and `play`), listings.py (what is computed once per set-up), setup.py, cards.py,
dice.py, rotation.py and turns.py (each phase's moves and how they are played); BattlegatesFast
below puts them together.
"""
from __future__ import annotations

from .cards import CardPhase
from .dice import DicePhase
from .listings import TABLES, Tables  # noqa: F401 - importable from here
from .position import Position
from .rotation import Rotation
from .setup import SetupPhase
from .turns import Turns


class BattlegatesFast(SetupPhase, CardPhase, Rotation, DicePhase, Turns, Position):
    """A Battlegates position: lists and ints changed in place (see the module's docstring).
    `memo`: what heuristic.py works out from the characters and the walls and gates alone (not the
    hands), kept until `play` changes the position (the turn solver scores one end position with
    the hands of several samples)."""

    __slots__ = ()
