"""The Channeling (seed 002): registered as `channeling`."""
from domain.engine import register

from .rules import CARDS, GLYPHS, LINES, PATHS, Channeling

RULESET = register(Channeling())

__all__ = ["CARDS", "GLYPHS", "LINES", "PATHS", "Channeling", "RULESET"]
