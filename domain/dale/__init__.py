"""Battle of the Dale: the ruleset package."""
from domain.engine import register
from domain.engine.fast import register_fast

from .fast import DaleFast
from .rules import Dale
from .view_schema import VIEW_SCHEMA, VIEW_SCHEMA_1
from .words import BOOK

_NEWEST = Dale()
_FIRST = _NEWEST.first_unrecorded(
    "The rules as first released: the last players defeated together share the win (these games do not "
    "record their version: it is found by replaying them).",
    joint_defeat="shared_win", view_schema=VIEW_SCHEMA_1)
RULESET = register(_NEWEST, BOOK, VIEW_SCHEMA, older=(_FIRST,))
register_fast(Dale, DaleFast)
