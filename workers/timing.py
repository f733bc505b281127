"""How long each job takes, by kind and outcome, added to the Redis histogram that /metrics shows
(service.ops.job_metrics): the one place every worker on every machine can add to.

A job is wrapped with `@timed("deadline")`. The outcome is what the job returned when that is a
short word ("moved", "stale", "timed-out", "delivered", ...: a fixed set in the code, so the
label stays bounded), "ok" for any other return value, "timeout" when RQ's time limit stopped
it, and "error" when it raised. The histogram lives on the queue Redis, reached through the job
RQ is running; a job function called directly (outside RQ) is not recorded."""
from __future__ import annotations

import functools
import re
import time

from rq import get_current_job
from rq.timeouts import JobTimeoutException

from service.ops import job_metrics
from service.storage.connection import say

_WORD = re.compile(r"[a-z][a-z-]{0,23}")


def outcome_of(result) -> str:
    """The outcome label of a job that returned `result`."""
    return result if isinstance(result, str) and _WORD.fullmatch(result) else "ok"


def timed(kind: str):
    """Decorate a job function so each run adds its duration to `arbiter_job_duration_seconds`."""

    def decorate(fn):
        @functools.wraps(fn)
        def job(*args, **kwargs):
            started, outcome = time.perf_counter(), "error"
            try:
                result = fn(*args, **kwargs)
                outcome = outcome_of(result)
                return result
            except JobTimeoutException:
                outcome = "timeout"
                raise
            finally:
                _record(kind, outcome, time.perf_counter() - started)

        return job

    return decorate


def _record(kind: str, outcome: str, seconds: float) -> None:
    current = get_current_job()
    if current is None:
        return
    try:
        job_metrics.record(current.connection, kind, outcome, seconds)
    except Exception as exc:  # noqa: BLE001 - a lost sample must not fail a job that worked
        say(f"could not record the duration of a {kind} job: {exc}")
