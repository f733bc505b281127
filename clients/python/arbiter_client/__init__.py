"""A Python client for Arbiter: the generated models and endpoints (`arbiter_client.models`,
`arbiter_client.generated.api`) and a small layer over them (docs/clients.md)."""
from . import models
from .errors import (GameOver, IllegalMove, NotFound, NotYourTurn, Problem, RateLimited, StaleVersion, Unauthorized,
                     Unavailable)
from .game import Arbiter, Created, Game, Seat
from .ruleset import Ruleset
from .rulesets import RULESETS
from .stream import AccountSource, EventStream, GameSource, StreamItem

__all__ = ["AccountSource", "Arbiter", "Created", "EventStream", "Game", "GameOver", "GameSource", "IllegalMove", "NotFound",
           "NotYourTurn", "Problem", "RULESETS", "RateLimited", "Ruleset", "Seat", "StaleVersion", "StreamItem",
           "Unauthorized", "Unavailable", "models"]
