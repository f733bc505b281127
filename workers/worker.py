"""The RQ worker class: jobs run in the worker process itself (no fork per job), with every
ruleset imported once and the service's game cache kept warm between jobs.

An AI turn or a deadline is a few milliseconds of work on an already-loaded game; forking a
work-horse per job cost ~90 ms each. Jobs are idempotent and a killed worker's job is retried
by the sweep (service.automation.sweep), so the fork's isolation buys nothing here."""
from rq import SimpleWorker

from domain.engine import all_rulesets
from service.connection import is_cluster_url, queue_url, redis_url


class ArbiterWorker(SimpleWorker):
    """rq's SimpleWorker with the domain preloaded."""

    def __init__(self, *args, **kwargs):
        store = redis_url()
        queue_url(store, is_cluster_url(store))  # a cluster without REDIS_QUEUE_URL: say so, stop
        all_rulesets()
        import domain.engine.ai  # noqa: F401 - preload the AI for AI turns
        import workers.jobs  # noqa: F401

        super().__init__(*args, **kwargs)
