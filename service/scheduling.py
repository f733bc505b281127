"""After every append: enqueue AI turns and turn deadlines as RQ jobs (RQ is a trigger, the
event stream is the truth: every job re-checks the game and appends conditionally)."""
from __future__ import annotations

from datetime import datetime

import redis
from rq import Queue
from rq.exceptions import DuplicateJobError

from domain.engine import game as G

QUEUE = "arbiter"
DEADLINES = "deadlines"  # zset: "<game>|<version>|<seat>" scored by the deadline's epoch seconds


def ai_job_id(game_id: str, version: int, seat: int) -> str:
    """Deterministic RQ job id of an AI turn (RQ ids allow [A-Za-z0-9_-] only)."""
    return f"ai-{game_id}-{version}-{seat}"


def deadline_job_id(game_id: str, version: int, seat: int) -> str:
    """Deterministic RQ job id of a turn deadline."""
    return f"dl-{game_id}-{version}-{seat}"


class RQScheduler:
    """Enqueues the jobs a new version of a game calls for."""

    def __init__(self, client: redis.Redis, queue_name: str = QUEUE):
        self.r = client
        self.queue = Queue(queue_name, connection=client)

    def after_append(self, loaded) -> None:
        """One AI job per AI seat to act; one deadline job per human seat to act (with a clock)."""
        gs = loaded.state
        if gs["finished"]:
            return
        rs = loaded.ruleset
        version = gs["version"]
        deadline = loaded.meta.get("deadline") or ""
        for seat in G.to_act(rs, gs):
            ai = gs["seats"][seat].get("ai")
            if ai:
                self._enqueue("workers.jobs.ai_turn", ai_job_id(loaded.id, version, seat),
                              loaded.id, version, seat)
            elif deadline:
                when = datetime.fromisoformat(deadline.replace("Z", "+00:00"))
                self.r.zadd(DEADLINES, {f"{loaded.id}|{version}|{seat}": when.timestamp()})
                try:
                    self.queue.enqueue_at(when, "workers.jobs.deadline", loaded.id, version, seat,
                                          job_id=deadline_job_id(loaded.id, version, seat), unique=True)
                except DuplicateJobError:
                    pass

    def _enqueue(self, func: str, job_id: str, *args) -> None:
        try:
            self.queue.enqueue(func, *args, job_id=job_id, unique=True, job_timeout=600, result_ttl=600)
        except DuplicateJobError:
            pass
