"""After every append: enqueue AI turns and turn deadlines as RQ jobs, and index them in Redis
so the sweep can enforce what a lost job did not (RQ runs a job at least once, not exactly
once, and its scheduler takes a minute or more to fail over)."""
from __future__ import annotations

import time
from datetime import datetime, timedelta

import redis
from rq import Queue
from rq.exceptions import DuplicateJobError

from domain.engine import game as G

from .automation import AI_GRACE_SECONDS, ai_budget_seconds, member
from .indexes import ai_attempts, ai_pending, deadlines

# One queue per kind of job, each served by its own worker process, so a deadline never waits
# behind an AI search or a slow webhook receiver (docs/play-by-post.md). The single queue of
# earlier releases is still drained by the deadlines worker.
DEADLINES_QUEUE = "arbiter-deadlines"
AI_QUEUE = "arbiter-ai"
WEBHOOKS_QUEUE = "arbiter-webhooks"
NOTIFY_QUEUE = "arbiter-notify"  # notifications to accounts (push, mail): never ahead of a deadline
ALL_QUEUES = (DEADLINES_QUEUE, AI_QUEUE, WEBHOOKS_QUEUE, NOTIFY_QUEUE)
LEGACY_QUEUE = "arbiter"
QUEUE = DEADLINES_QUEUE  # the sweep's queue


def ai_job_id(game_id: str, version: int, seat: int, attempt: int = 0) -> str:
    """Deterministic RQ job id of an AI turn (RQ ids allow [A-Za-z0-9_-] only)."""
    base = f"ai-{game_id}-{version}-{seat}"
    return base if attempt == 0 else f"{base}-r{attempt}"


def deadline_job_id(game_id: str, version: int, seat: int) -> str:
    """Deterministic RQ job id of a turn deadline."""
    return f"dl-{game_id}-{version}-{seat}"


class RQScheduler:
    """Enqueues the jobs a new version of a game calls for."""

    def __init__(self, client: redis.Redis, store_client: redis.Redis | None = None):
        self.queues = {name: Queue(name, connection=client) for name in ALL_QUEUES}
        self.webhook_queue = self.queues[WEBHOOKS_QUEUE]  # deliveries and reminders (Notifier)
        self.index = store_client or client  # the deadline/AI indexes live with the games

    def ai_waiting(self) -> int:
        """AI turns queued and not yet started (a running search yields to them)."""
        return self.queues[AI_QUEUE].count

    def after_append(self, loaded) -> None:
        """One AI job per AI seat to act; one deadline job per human seat to act (with a clock)."""
        gs = loaded.state
        if gs["finished"]:
            return
        deadline = loaded.meta.get("deadline") or ""
        for seat in G.to_act(loaded.ruleset, gs):
            if gs["seats"][seat].get("ai"):
                self.enqueue_ai(loaded, seat)
            elif deadline:
                when = datetime.fromisoformat(deadline.replace("Z", "+00:00"))
                deadlines(self.index).add(member(loaded.id, gs["version"], seat), when.timestamp())
                # RQ stores the time in whole seconds (truncated): a second later is never early
                self._enqueue(DEADLINES_QUEUE, deadline_job_id(loaded.id, gs["version"], seat),
                              "workers.jobs.deadline", loaded.id, gs["version"], seat, at=when + timedelta(seconds=1))

    def enqueue_ai(self, loaded, seat: int, retry: bool = False) -> None:
        """Enqueue an AI turn; a retry (after a lost job) gets a fresh job id."""
        version = loaded.state["version"]
        ai = loaded.state["seats"][seat].get("ai")
        retry_at = time.time() + ai_budget_seconds(ai) + AI_GRACE_SECONDS
        key = member(loaded.id, version, seat)
        attempt = 0
        if retry:
            attempt = ai_attempts(self.index).incr(key)
        ai_pending(self.index).add(key, retry_at)
        self._enqueue(AI_QUEUE, ai_job_id(loaded.id, version, seat, attempt), "workers.jobs.ai_turn",
                      loaded.id, version, seat)

    def _enqueue(self, queue: str, job_id: str, func: str, *args, at: datetime | None = None) -> None:
        q = self.queues[queue]
        try:
            if at is None:
                q.enqueue(func, *args, job_id=job_id, unique=True, job_timeout=600, result_ttl=600)
            else:
                q.enqueue_at(at, func, *args, job_id=job_id, unique=True, result_ttl=600)
        except DuplicateJobError:
            pass
