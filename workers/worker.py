"""The RQ worker class: jobs run in the worker process itself (no fork per job), with every
ruleset imported once and the service's game cache kept warm between jobs.

An AI turn or a deadline is a few milliseconds of work on an already-loaded game; forking a
work-horse per job cost ~90 ms each. Jobs are idempotent and a killed worker's job is retried
by the sweep (service.play.automation.sweep), so the fork's isolation buys nothing here.

A worker that serves only queues nobody waits on (exhibitions' AI turns, the coach's analyses) lowers its own CPU
priority (ARBITER_EXHIBITION_NICE, default 10): on a busy machine the kernel then gives the CPU
to the API and to the AI of games with a person first, however many exhibitions are running."""
import os

from rq import SimpleWorker

from domain.engine import all_rulesets
from service.storage.connection import is_cluster_url, queue_url, redis_url
from service.play.scheduling import LOW_PRIORITY_QUEUES

EXHIBITION_NICE = 10


def low_priority_nice(queue_names) -> int:
    """How much a worker serving `queue_names` lowers its priority: 0 unless every queue is low."""
    if not queue_names or not all(q in LOW_PRIORITY_QUEUES for q in queue_names):
        return 0
    return max(0, min(19, int(os.environ.get("ARBITER_EXHIBITION_NICE", str(EXHIBITION_NICE)))))


class ArbiterWorker(SimpleWorker):
    """rq's SimpleWorker with the domain preloaded (and a lower CPU priority for exhibitions)."""

    def __init__(self, *args, **kwargs):
        store = redis_url()
        queue_url(store, is_cluster_url(store))  # a cluster without REDIS_QUEUE_URL: say so, stop
        all_rulesets()
        import domain.engine.ai  # noqa: F401 - preload the AI for AI turns
        import workers.jobs  # noqa: F401

        super().__init__(*args, **kwargs)
        nice = low_priority_nice(self.queue_names())
        if nice:
            os.nice(nice)  # this process only; an unprivileged process can lower, never raise it
