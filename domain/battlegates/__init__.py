"""Battlegates: the one battle-board game for two players (see docs/rules/battlegates.md)."""
from ..engine import register
from ..engine.fast import register_fast
from ..engine.ruleset import RECORDED, RECORDED_SINCE
from .fast import BattlegatesFast
from .rules import Battlegates
from .view_schema import VIEW_SCHEMA
from .words import BOOK

_NEWEST = Battlegates()
RULESET = register(_NEWEST, BOOK, VIEW_SCHEMA, older=(
    _NEWEST.first_unrecorded(), _NEWEST.at_version(2, since=RECORDED_SINCE, changes=RECORDED)))
register_fast(Battlegates, BattlegatesFast)
