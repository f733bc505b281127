"""What one game may ask of the shared AI workers: a cap per move, and a fair share of the AI
queue (a search that has had its slice yields when AI turns of equal or higher priority wait).

Two classes of game share the AI: games with a person at the table, and exhibitions (every seat
an AI: demonstrations, benchmarks, bots playing bots). A person waits for each AI reply;
nobody waits for an exhibition's. So exhibitions get their own queue and workers
(service/play/scheduling.py), lower ceilings per move, and a cap on how many run per client and in
total (service/table/ai_quota.py)."""
from __future__ import annotations

import os
import time

from domain.engine.errors import InvalidOptions

FAIR_SLICE_SECONDS = float(os.environ.get("ARBITER_AI_FAIR_SLICE_MS", "250")) / 1000.0


# the ceilings the request schema states (api/schemas.py, and so openapi.yaml); an operator may
# lower them with ARBITER_AI_MAX_BUDGET_MS / ARBITER_AI_MAX_ITERATIONS, never raise them
MAX_BUDGET_MS = 5000
MAX_ITERATIONS = 200_000
# an exhibition's ceilings: one second of search (or as many simulations as MCTS runs in about a
# second here) is a strong player; more only lengthens a game nobody waits on
EXHIBITION_MAX_BUDGET_MS = 1000
EXHIBITION_MAX_ITERATIONS = 10_000


def _setting(name: str, default: int, ceiling: int) -> int:
    return min(ceiling, int(os.environ.get(name, str(default))))


def ai_limits(exhibition: bool = False) -> tuple[int, int]:
    """(max budget_ms, max iterations) one AI seat may ask for per move (operator settings)."""
    max_ms = _setting("ARBITER_AI_MAX_BUDGET_MS", MAX_BUDGET_MS, MAX_BUDGET_MS)
    max_iter = _setting("ARBITER_AI_MAX_ITERATIONS", MAX_ITERATIONS, MAX_ITERATIONS)
    if exhibition:
        # never above the ceilings of a game with a person: an exhibition is never favoured
        max_ms = _setting("ARBITER_EXHIBITION_MAX_BUDGET_MS", EXHIBITION_MAX_BUDGET_MS, max_ms)
        max_iter = _setting("ARBITER_EXHIBITION_MAX_ITERATIONS", EXHIBITION_MAX_ITERATIONS, max_iter)
    return max_ms, max_iter


def is_exhibition(seats: list[dict]) -> bool:
    """True when every seat of a create request is played by an AI (no person, no open seat)."""
    return bool(seats) and all(s.get("ai") for s in seats)


def has_person(game_state: dict) -> bool:
    """True while a seat played by a person is still in the game (not removed)."""
    removed = game_state.get("removed") or ()
    return any(not s.get("ai") for i, s in enumerate(game_state["seats"]) if i not in removed)


def ai_errors(ai: dict | None, field: str, exhibition: bool) -> dict:
    """{field.budget_ms / field.iterations: why} for an AI that asks more than its class may."""
    max_ms, max_iter = ai_limits(exhibition)
    where = "per move in a game without a person" if exhibition else "per move"
    ai = ai or {}
    errors = {}
    if (ai.get("budget_ms") or 0) > max_ms:
        errors[f"{field}.budget_ms"] = f"at most {max_ms} ms {where} on this service"
    if (ai.get("iterations") or 0) > max_iter:
        errors[f"{field}.iterations"] = f"at most {max_iter} iterations {where} on this service"
    return errors


def refuse(errors: dict) -> None:
    """Raise the 422 that names every AI field over its ceiling (nothing when there is none)."""
    if errors:
        raise InvalidOptions("an AI seat asks for more than this service gives one move: "
                             + "; ".join(f"{k} {v}" for k, v in sorted(errors.items())), errors=errors)


def check_ai_limits(seats: list[dict], exhibition: bool | None = None) -> None:
    """Refuse an AI seat that asks for more thinking per move than the operator allows (lower
    ceilings when every seat is an AI)."""
    if exhibition is None:
        exhibition = is_exhibition(seats)
    errors = {}
    for i, s in enumerate(seats):
        errors.update(ai_errors(s.get("ai"), f"seats.{i}.ai", exhibition))
    refuse(errors)


def fair_stop(ai_waiting, slice_seconds: float | None = None):
    """A search's should_stop: once it has had its fair slice, it yields when AI turns of equal or
    higher priority wait in the queue (`ai_waiting` counts only those), so two games asking for
    long searches cannot starve a third, and an exhibition never holds up a person's game."""
    if ai_waiting is None:
        return None
    slice_seconds = FAIR_SLICE_SECONDS if slice_seconds is None else slice_seconds
    started = time.monotonic()

    def should_stop() -> bool:
        return time.monotonic() - started >= slice_seconds and ai_waiting() > 0
    return should_stop
