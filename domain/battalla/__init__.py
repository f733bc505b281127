"""Battalla!: the lane-battle card game (seed 004)."""
from domain.engine import register
from domain.engine.fast import register_fast

from .fast import BattallaFast
from .rules import Battalla

RULESET = register(Battalla())
register_fast(Battalla, BattallaFast)
