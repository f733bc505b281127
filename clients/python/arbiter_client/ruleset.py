"""A ruleset as the client types it: its id and the generated classes of its game, view, options,
creation body, legal-moves answer and moves (one `Ruleset` per game in rulesets.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

G = TypeVar("G")  # the game as the API answers it (e.g. GroveGame, whose `view` is a GroveView)
M = TypeVar("M")  # a move of the ruleset (e.g. GroveMoveStand | GroveMoveMove | ...)
O = TypeVar("O")  # the ruleset's options at creation (e.g. GroveOptions)


@dataclass(frozen=True)
class Ruleset(Generic[G, M, O]):
    """The generated classes of one ruleset."""

    id: str
    game: type
    view: type
    options: type
    create: type
    legal_moves: type
    moves: tuple[type, ...]
    known: bool = True  # False: a ruleset added after this client was generated (rulesets.find)

    def move_from_dict(self, data: dict[str, Any]) -> M:
        """A wire move as this ruleset's class for its `type` (GroveMoveStand, ...)."""
        for cls in self.moves:
            try:
                return cls.from_dict(data)
            except (KeyError, TypeError, ValueError):
                continue
        raise ValueError(f"{data!r} is no move of {self.id}")
