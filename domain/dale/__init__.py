"""Battle of the Dale: the ruleset package."""
from domain.engine import register
from domain.engine.ruleset import RECORDED_SINCE
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
_SECOND = _NEWEST.at_version(
    2, since=RECORDED_SINCE, changes="When the last players still in the game are defeated together, nobody wins: "
    "they share first place. From now on each game records the version of its rules.")
RULESET = register(_NEWEST, BOOK, VIEW_SCHEMA, older=(_FIRST, _SECOND))
register_fast(Dale, DaleFast)
