"""Battle of the Dale: the ruleset package."""
from domain.engine import register

from .rules import Dale

RULESET = register(Dale())
