"""Battalla!: the lane-battle card game (seed 004)."""
from domain.engine import register

from .rules import Battalla

RULESET = register(Battalla())
