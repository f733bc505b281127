"""Problem answers (RFC 9457) as exceptions: each carries the problem's `type`, `detail`, and
what the API adds (`rule` of an illegal move, `errors` per field, `current_version` of a 412)."""
from __future__ import annotations

import json
from typing import Any

PREFIX = "urn:arbiter:problem:"
# nothing was changed, or the change is settled by its key: the same request, the SAME key, again
RETRY_SAME_KEY = frozenset({"busy", "unavailable", "replicas-missing", "not-durable", "outcome-unknown",
                            "idempotency-key-in-flight"})


class Problem(Exception):
    """An error answer of the API: `code` is its type after urn:arbiter:problem: (stable)."""

    def __init__(self, status: int, body: dict[str, Any], retry_after: float | None = None):
        self.status = status
        self.body = body
        self.type = str(body.get("type", ""))
        self.code = self.type.removeprefix(PREFIX)
        self.title = body.get("title", "")
        self.detail = body.get("detail", "")
        self.rule: str | None = body.get("rule")
        self.errors: dict[str, str] = body.get("errors") or {}
        self.current_version: int | None = body.get("current_version")
        self.retry_after = retry_after
        super().__init__(f"{status} {self.code}: {self.detail}" + (f" (rule: {self.rule})" if self.rule else ""))

    @property
    def is_retryable_with_same_key(self) -> bool:
        """Whether sending the same request with the same Idempotency-Key again is what to do."""
        return self.code in RETRY_SAME_KEY


class IllegalMove(Problem):
    """422 illegal-move (`rule` says which rule forbids it) or malformed-move (`errors`)."""


class StaleVersion(Problem):
    """412: the game moved on; `current_version` is where it is now."""


class NotYourTurn(Problem):
    """403: this seat may not act now."""


class GameOver(Problem):
    """409 game-over: nothing more can be played."""


class Unauthorized(Problem):
    """401: no token, or one that is not good for this game."""


class NotFound(Problem):
    """404: no such game, version or resource."""


class RateLimited(Problem):
    """429: too many requests; `retry_after` seconds."""


class Unavailable(Problem):
    """503: retry after `retry_after` seconds (with the same Idempotency-Key for a write)."""


BY_CODE = {"illegal-move": IllegalMove, "malformed-move": IllegalMove, "stale-version": StaleVersion,
           "not-your-turn": NotYourTurn, "game-over": GameOver, "unauthorized": Unauthorized,
           "not-found": NotFound, "rate-limited": RateLimited, "exhibition-limit": RateLimited}


def problem_from(status: int, headers, content: bytes) -> Problem:
    """The exception for an error answer (any status >= 400), problem+json or not."""
    try:
        body = json.loads(content or b"{}")
    except ValueError:
        body = {}
    if not isinstance(body, dict):
        body = {}
    body.setdefault("status", status)
    body.setdefault("detail", content[:200].decode("utf-8", "replace") if content else "")
    raw = headers.get("Retry-After") if headers is not None else None
    retry_after = float(raw) if raw and raw.strip().isdigit() else None
    code = str(body.get("type", "")).removeprefix(PREFIX)
    cls = BY_CODE.get(code) or (Unavailable if status == 503 else Problem)
    return cls(status, body, retry_after)
