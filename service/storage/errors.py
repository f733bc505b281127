"""Errors of the service layer, and the one mapping of every error to a problem+json body."""
from __future__ import annotations

from domain.engine.errors import ArbiterError

PROBLEM_BASE = "urn:arbiter:problem:"


class NotFound(ArbiterError):
    """No such game (or ruleset)."""

    status = 404
    code = "not-found"


class Unauthorized(ArbiterError):
    """The bearer token is not a token of this game."""

    status = 401
    code = "unauthorized"


class Forbidden(ArbiterError):
    """The caller has no seat, or the wrong one, for this action."""

    status = 403
    code = "forbidden"


class PreconditionFailed(ArbiterError):
    """If-Match names a version that is not the current one."""

    status = 412
    code = "stale-version"

    def __init__(self, current_version: int):
        super().__init__(
            f"the game is at version {current_version}; reload it and decide again",
            current_version=current_version,
        )


class IdempotencyInFlight(ArbiterError):
    """The first request with this Idempotency-Key has not finished yet."""

    status = 409
    code = "idempotency-key-in-flight"


class IdempotencyMismatch(ArbiterError):
    """The Idempotency-Key was used before with a different request body."""

    status = 422
    code = "idempotency-key-reused"


class NotStarted(ArbiterError):
    """The game is still waiting for players."""

    status = 409
    code = "game-not-started"


class SeatUnavailable(ArbiterError):
    """The seat is not open (never was, or already claimed), or the game already started."""

    status = 409
    code = "seat-unavailable"


class Unavailable(ArbiterError):
    """A 503: the service cannot answer this request right now; Retry-After says when to try
    again. Each subclass says whether anything was changed (its detail does too)."""

    status = 503
    code = "unavailable"

    def __init__(self, detail: str, retry_after: int = 2, **extra):
        super().__init__(detail, retry_after=retry_after, **extra)


class Busy(Unavailable):
    """Too many concurrent changes to one game; nothing was changed; retry."""

    code = "busy"


class NotDurable(Unavailable):
    """The change was applied on the master but fewer replicas than asked for confirmed it in
    time: it is not acknowledged as durable. Retrying with the same Idempotency-Key is safe (the
    stored answer is replayed once the replicas confirm it); without a key, re-read the game."""

    code = "not-durable"


STORE_DOWN = ("the event store is unavailable right now (a failover or a restart); nothing was changed. "
              "Retry after a moment (with the same Idempotency-Key for a write).")


class StoreUnavailable(Unavailable):
    """The event store is briefly unavailable (a failover, a restart, a lost connection) and
    nothing was changed: the request may be sent again after a moment."""

    code = "unavailable"

    def __init__(self, detail: str = STORE_DOWN, retry_after: int = 2, **extra):
        super().__init__(detail, retry_after, **extra)


class OutcomeUnknown(Unavailable):
    """The store failed while a change was being written, and whether it was applied could not be
    found out: the retry with the same Idempotency-Key answers what happened."""

    code = "outcome-unknown"


class ReplicasMissing(Unavailable):
    """The shard that holds the game has fewer replicas than the operator requires for a durable
    answer, so the change was refused before anything was written."""

    code = "replicas-missing"


class RulesUnknown(Unavailable):
    """The game was made under a version of its rules this process does not know (a newer release
    made it: a rolling upgrade is under way). Nothing was changed and nothing was decided under other
    rules; a process that knows the version answers (service/table/rules.py)."""

    code = "rules-version-unknown"

    def __init__(self, detail: str, retry_after: int = 30, **extra):
        super().__init__(detail, retry_after, **extra)


class TooManyExhibitions(ArbiterError):
    """A game whose every seat is an AI would go over the per-client or total cap of such games
    running at once (service/table/ai_quota.py); `limit` names the cap, `retry_after` is in seconds."""

    status = 429
    code = "exhibition-limit"


class GameRunning(ArbiterError):
    """A finished game's analysis was asked of a game still running (or waiting for players)."""

    status = 409
    code = "game-running"


class TooManyAnalyses(ArbiterError):
    """An analysis would go over the per-client or total cap of analyses queued or running at once
    (service/play/analysis.py); `limit` names the cap, `retry_after` is in seconds."""

    status = 429
    code = "analysis-limit"


class BadRequest(ArbiterError):
    """The request itself is malformed (body, query or header)."""

    status = 400
    code = "bad-request"

    def __init__(self, detail: str, errors: dict | None = None):
        super().__init__(detail, errors=errors or {})


class UnsupportedMediaType(ArbiterError):
    """The request body is not JSON (a form, text, or no Content-Type at all)."""

    status = 415
    code = "unsupported-media-type"


class BodyTooLarge(ArbiterError):
    """The request body is over the size limit (MAX_CONTENT_LENGTH, 64 KiB by default)."""

    status = 413
    code = "request-entity-too-large"

    def __init__(self, limit: int):
        size = f"{limit // 1024} KiB" if limit % 1024 == 0 else f"{limit:,} bytes"
        super().__init__(f"the request body is larger than {size} ({limit:,} bytes), the most this API takes "
                         f"in one request; nothing was read or changed", max_bytes=limit,
                         errors={"body": f"larger than {size}"})


TITLES = {
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
    409: "Conflict", 410: "Gone", 412: "Precondition Failed", 413: "Content Too Large", 415: "Unsupported Media Type",
    422: "Unprocessable Content", 429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable",
}


def problem(exc: ArbiterError) -> tuple[int, dict]:
    """(status, RFC 9457 problem body) for a domain or service error."""
    body = {
        "type": PROBLEM_BASE + exc.code,
        "title": TITLES.get(exc.status, "Error"),
        "status": exc.status,
        "detail": exc.detail,
    }
    for k, v in exc.extra.items():
        if v not in (None, {}, ""):
            body[k] = v
    return exc.status, body
