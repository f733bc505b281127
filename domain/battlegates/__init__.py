"""Battlegates: the one battle-board game for two players (see docs/rules/battlegates.md)."""
from ..engine import register
from .rules import Battlegates

RULESET = register(Battlegates())
