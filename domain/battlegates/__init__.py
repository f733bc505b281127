"""Battlegates: the one battle-board game for two players (see docs/rules/battlegates.md)."""
from ..engine import register
from ..engine.fast import register_fast
from .fast import BattlegatesFast
from .rules import Battlegates

RULESET = register(Battlegates())
register_fast(Battlegates, BattlegatesFast)
