"""The refusals of tournament commands; each maps to one problem+json type (docs/tournaments.md)."""
from domain.engine.errors import ArbiterError, InvalidOptions


class InvalidTournament(InvalidOptions):
    """The tournament as asked for cannot be run (format, ruleset, rounds, table size, window)."""

    code = "invalid-tournament"


class EntriesClosed(ArbiterError):
    """Joining (or leaving before the start) when the tournament is not open for entries."""

    status = 409
    code = "entries-closed"


class AlreadyEntered(ArbiterError):
    """The account (or the AI entrant's name) is already an entrant."""

    status = 409
    code = "already-entered"


class NotEntered(ArbiterError):
    """No such entrant, or one who has already left."""

    status = 409
    code = "not-entered"


class TournamentFull(ArbiterError):
    """max_entrants reached."""

    status = 409
    code = "tournament-full"


class TooFewEntrants(ArbiterError):
    """Starting with fewer than two entrants."""

    status = 422
    code = "too-few-entrants"


class TournamentOver(ArbiterError):
    """The tournament has finished (or already started, for start)."""

    status = 409
    code = "tournament-state"


class UnknownGame(ArbiterError):
    """A result for a game that is not one of the tournament's tables, or already recorded."""

    status = 409
    code = "not-a-tournament-game"
