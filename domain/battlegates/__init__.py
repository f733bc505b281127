"""Battlegates: the one battle-board game for two players (see docs/rules/battlegates.md)."""
from ..engine import register
from ..engine.fast import register_fast
from .fast import BattlegatesFast
from .rules import Battlegates
from .words import BOOK

RULESET = register(Battlegates(), BOOK)
register_fast(Battlegates, BattlegatesFast)
