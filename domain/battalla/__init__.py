"""Battalla!: the lane-battle card game (seed 004)."""
from domain.engine import register
from domain.engine.fast import register_fast

from .fast import BattallaFast
from .rules import Battalla
from .versions import older
from .view_schema import VIEW_SCHEMA
from .words import BOOK

_NEWEST = Battalla()
RULESET = register(_NEWEST, BOOK, VIEW_SCHEMA, older=older(_NEWEST))
register_fast(Battalla, BattallaFast)
