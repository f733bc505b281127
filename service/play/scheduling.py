"""After every append: enqueue AI turns and turn deadlines as RQ jobs, and index them in Redis
so the sweep can enforce what a lost job did not (RQ runs a job at least once, not exactly
once, and its scheduler takes a minute or more to fail over)."""
from __future__ import annotations

import time
from datetime import datetime, timedelta, timezone

import redis
from rq import Queue
from rq.exceptions import DuplicateJobError, NoSuchJobError
from rq.job import Job

from domain.engine import game as G

from service.table.ai_policy import has_person
from .automation import AI_GRACE_SECONDS, ai_budget_seconds, member
from service.table.game_record import seat_deadline
from service.storage.indexes import ai_attempts, ai_pending, deadlines
from service.people.safety import is_suspended_seat
from service.integrate.webhook_outbox import Outbox

# One queue per kind of job, each served by its own worker process, so a deadline never waits
# behind an AI search or a reminder (docs/play-by-post.md). Webhook deliveries are not RQ jobs:
# they go to the outbox (service.integrate.webhook_outbox), drained by the webhook senders. The single queue
# of earlier releases is still drained by the deadlines worker.
DEADLINES_QUEUE = "arbiter-deadlines"
# AI turns of games with a person at the table; AI turns of exhibitions (every seat an AI) have a
# queue of their own with its own, lower-priority workers, so a person's reply never waits behind
# one. AI jobs queued on arbiter-ai by earlier releases (of either class) are run there as before.
AI_QUEUE = "arbiter-ai"
EXHIBITION_QUEUE = "arbiter-ai-exhibitions"
WEBHOOKS_QUEUE = "arbiter-webhooks"
NOTIFY_QUEUE = "arbiter-notify"  # notifications to accounts (push, mail): never ahead of a deadline
# the coach's analyses of finished games (service/play/analysis.py): nobody's turn waits on one
ANALYSIS_QUEUE = "arbiter-analysis"
ALL_QUEUES = (DEADLINES_QUEUE, AI_QUEUE, EXHIBITION_QUEUE, WEBHOOKS_QUEUE, NOTIFY_QUEUE, ANALYSIS_QUEUE)
LEGACY_QUEUE = "arbiter"
QUEUE = DEADLINES_QUEUE  # the sweep's queue
# queues whose jobs nobody is waiting for: a worker that serves only these lowers its CPU priority
LOW_PRIORITY_QUEUES = (EXHIBITION_QUEUE, ANALYSIS_QUEUE)


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
        self.webhook_queue = self.queues[WEBHOOKS_QUEUE]  # deadline reminders (Notifier)
        self.webhook_outbox = Outbox(client)  # webhook deliveries, beside the queues
        self.index = store_client or client  # the deadline/AI indexes live with the games

    def ai_waiting(self, exhibition: bool = False) -> int:
        """AI turns queued and not yet started that a running search yields to: those of games
        with a person for any search, and also other exhibitions' for an exhibition's search."""
        if not exhibition:
            return self.queues[AI_QUEUE].count
        pipe = self.queues[AI_QUEUE].connection.pipeline(transaction=False)
        pipe.llen(self.queues[AI_QUEUE].key)
        pipe.llen(self.queues[EXHIBITION_QUEUE].key)
        return sum(pipe.execute())

    def ai_waiting_for(self, exhibition: bool):
        """The `ai_waiting` of one class of game, as a search's fair_stop asks it."""
        return lambda: self.ai_waiting(exhibition)

    def is_ai_queued(self, game_id: str, version: int, seat: int) -> bool:
        """True while the latest AI job of (game, version, seat) still waits in its queue: it is
        late because the queue is long, not lost, and a second job would only duplicate it."""
        key = member(game_id, version, seat)
        attempt = int(ai_attempts(self.index).get_many([key])[0] or 0)
        connection = self.queues[AI_QUEUE].connection
        try:
            job = Job.fetch(ai_job_id(game_id, version, seat, attempt), connection=connection)
        except NoSuchJobError:
            return False
        return job.get_status(refresh=False) == "queued"

    def after_append(self, loaded) -> None:
        """One AI job per AI seat to act; one deadline job per human seat to act (with a clock)."""
        gs = loaded.state
        if gs["finished"]:
            return
        deadline = loaded.meta.get("deadline") or ""
        for seat in G.to_act(loaded.ruleset, gs):
            if gs["seats"][seat].get("ai"):
                self.enqueue_ai(loaded, seat)
            elif deadline or is_suspended_seat(loaded.meta, seat):
                # a suspended account's seat is due at once: its game's deadline policy plays it;
                # else its own deadline (reserve and leave make each seat's its own)
                when = datetime.now(timezone.utc) if is_suspended_seat(loaded.meta, seat) else \
                    datetime.fromisoformat(seat_deadline(loaded.meta, seat).replace("Z", "+00:00"))
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
        queue = AI_QUEUE if has_person(loaded.state) else EXHIBITION_QUEUE
        self._enqueue(queue, ai_job_id(loaded.id, version, seat, attempt), "workers.jobs.ai_turn",
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
