"""The few named errors a rule or a move can raise; api/ maps each to one HTTP status."""


class ArbiterError(Exception):
    """Base of every error the domain raises on purpose."""

    status = 422
    code = "error"

    def __init__(self, detail: str, **extra):
        super().__init__(detail)
        self.detail = detail
        self.extra = extra


class MalformedMove(ArbiterError):
    """The move is not of a known shape: unknown type, missing or mistyped field."""

    code = "malformed-move"

    def __init__(self, detail: str, errors: dict | None = None):
        super().__init__(detail, errors=errors or {})
        self.errors = errors or {}


class IllegalMove(ArbiterError):
    """The move is well formed but a rule forbids it; `rule` names that rule."""

    code = "illegal-move"

    def __init__(self, detail: str, rule: str = "", **extra):
        super().__init__(detail, rule=rule, **extra)
        self.rule = rule


class NotYourTurn(ArbiterError):
    """The seat may not act now."""

    status = 403
    code = "not-your-turn"


class GameOver(ArbiterError):
    """The game has finished; nothing more can be played."""

    status = 409
    code = "game-over"


class InvalidOptions(ArbiterError):
    """Game options at creation are not acceptable for this ruleset."""

    code = "invalid-options"

    def __init__(self, detail: str, errors: dict | None = None):
        super().__init__(detail, errors=errors or {})
        self.errors = errors or {}
