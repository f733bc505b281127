"""The Channeling (seed 002): registered as `channeling`."""
from domain.engine import register
from domain.engine.fast import register_fast
from domain.engine.ruleset import RECORDED, RECORDED_SINCE

from .fast import ChannelingFast
from .rules import CARDS, GLYPHS, LINES, PATHS, Channeling
from .view_schema import VIEW_SCHEMA
from .words import BOOK

_NEWEST = Channeling()
RULESET = register(_NEWEST, BOOK, VIEW_SCHEMA, older=(
    _NEWEST.first_unrecorded(), _NEWEST.at_version(2, since=RECORDED_SINCE, changes=RECORDED)))
register_fast(Channeling, ChannelingFast)

__all__ = ["CARDS", "GLYPHS", "LINES", "PATHS", "Channeling", "RULESET"]
