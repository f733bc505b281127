"""The RQ worker class: imports every ruleset once in the parent, so each forked work-horse
starts with the rules loaded instead of importing them per job."""
from rq import Worker

from domain.engine import all_rulesets


class ArbiterWorker(Worker):
    """rq's Worker with the domain preloaded."""

    def __init__(self, *args, **kwargs):
        all_rulesets()
        import domain.engine.ai  # noqa: F401 - preload the AI for AI turns
        import workers.jobs  # noqa: F401

        super().__init__(*args, **kwargs)
