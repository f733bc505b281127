"""Battle of the Dale: the ruleset package."""
from domain.engine import register
from domain.engine.fast import register_fast

from .fast import DaleFast
from .rules import Dale
from .view_schema import VIEW_SCHEMA
from .words import BOOK

RULESET = register(Dale(), BOOK, VIEW_SCHEMA)
register_fast(Dale, DaleFast)
