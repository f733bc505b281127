"""What one game may ask of the shared AI workers: a cap per move, and a fair share of the AI
queue (a search that has had its slice yields when other games' AI turns are waiting)."""
from __future__ import annotations

import os
import time

from domain.engine.errors import InvalidOptions

FAIR_SLICE_SECONDS = float(os.environ.get("ARBITER_AI_FAIR_SLICE_MS", "250")) / 1000.0


# the ceilings the request schema states (api/schemas.py, and so openapi.yaml); an operator may
# lower them with ARBITER_AI_MAX_BUDGET_MS / ARBITER_AI_MAX_ITERATIONS, never raise them
MAX_BUDGET_MS = 5000
MAX_ITERATIONS = 200_000


def ai_limits() -> tuple[int, int]:
    """(max budget_ms, max iterations) one AI seat may ask for per move (operator settings)."""
    return (min(MAX_BUDGET_MS, int(os.environ.get("ARBITER_AI_MAX_BUDGET_MS", str(MAX_BUDGET_MS)))),
            min(MAX_ITERATIONS, int(os.environ.get("ARBITER_AI_MAX_ITERATIONS", str(MAX_ITERATIONS)))))


def check_ai_limits(seats: list[dict]) -> None:
    """Refuse an AI seat that asks for more thinking per move than the operator allows."""
    max_ms, max_iter = ai_limits()
    errors = {}
    for i, s in enumerate(seats):
        ai = s.get("ai") or {}
        if (ai.get("budget_ms") or 0) > max_ms:
            errors[f"seats.{i}.ai.budget_ms"] = f"at most {max_ms} ms per move on this service"
        if (ai.get("iterations") or 0) > max_iter:
            errors[f"seats.{i}.ai.iterations"] = f"at most {max_iter} iterations per move on this service"
    if errors:
        raise InvalidOptions("an AI seat asks for more than this service gives one move: "
                             + "; ".join(f"{k} {v}" for k, v in sorted(errors.items())), errors=errors)


def fair_stop(ai_waiting, slice_seconds: float | None = None):
    """A search's should_stop: once it has had its fair slice, it yields to other games' AI turns
    waiting in the queue (so two games asking for long searches cannot starve a third)."""
    if ai_waiting is None:
        return None
    slice_seconds = FAIR_SLICE_SECONDS if slice_seconds is None else slice_seconds
    started = time.monotonic()

    def should_stop() -> bool:
        return time.monotonic() - started >= slice_seconds and ai_waiting() > 0
    return should_stop
