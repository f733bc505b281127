"""Battle of the Dale: the ruleset package."""
from domain.engine import register
from domain.engine.fast import register_fast

from .fast import DaleFast
from .rules import Dale
from .words import BOOK

RULESET = register(Dale(), BOOK)
register_fast(Dale, DaleFast)
