"""Battle for the Grove (`grove`): the ruleset, registered with the engine on import."""
from domain import engine

from .rules import CIRCLES, COLORS, GROVE, PLACES, Grove, controlled, controller

RULESET = engine.register(Grove())

__all__ = ["CIRCLES", "COLORS", "GROVE", "PLACES", "Grove", "RULESET", "controlled", "controller"]
