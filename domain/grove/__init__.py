"""Battle for the Grove (`grove`): the ruleset, registered with the engine on import."""
from domain import engine
from domain.engine.fast import register_fast
from domain.engine.ruleset import RECORDED, RECORDED_SINCE

from .fast import GroveFast
from .rules import CIRCLES, COLORS, GROVE, PLACES, Grove, controlled, controller
from .view_schema import VIEW_SCHEMA
from .words import BOOK

_NEWEST = Grove()
RULESET = engine.register(_NEWEST, BOOK, VIEW_SCHEMA, older=(
    _NEWEST.first_unrecorded(), _NEWEST.at_version(2, since=RECORDED_SINCE, changes=RECORDED)))
register_fast(Grove, GroveFast)

__all__ = ["CIRCLES", "COLORS", "GROVE", "PLACES", "Grove", "RULESET", "controlled", "controller"]
