"""Battalla!: the lane-battle card game (seed 004)."""
from domain.engine import register
from domain.engine.fast import register_fast

from .fast import BattallaFast
from .rules import Battalla
from .view_schema import VIEW_SCHEMA
from .words import BOOK

RULESET = register(Battalla(), BOOK, VIEW_SCHEMA)
register_fast(Battalla, BattallaFast)
