"""The engine every game plugs into: the Ruleset protocol, events, errors, randomness, replay."""
from .errors import ArbiterError, GameOver, IllegalMove, InvalidOptions, MalformedMove, NotYourTurn
from .events import GENESIS, canonical, envelope_hash, redact_envelope, seal, verify_chain, verify_private
from .game import Decision, create, fold, move, outcome, replay, resign, timeout, to_act
from .rng import Rng, commitment
from .ruleset import (
    Draft,
    Event,
    Field,
    MoveType,
    Outcome,
    Ruleset,
    all_rulesets,
    clone,
    find_ruleset,
    register,
)

__all__ = [
    "ArbiterError", "GameOver", "IllegalMove", "InvalidOptions", "MalformedMove", "NotYourTurn",
    "GENESIS", "canonical", "envelope_hash", "redact_envelope", "seal", "verify_chain", "verify_private",
    "Decision", "create", "fold", "move", "outcome", "replay", "resign", "timeout", "to_act",
    "Rng", "commitment", "Draft", "Event", "Field", "MoveType", "Outcome", "Ruleset",
    "all_rulesets", "clone", "find_ruleset", "register",
]
