"""A small loop that enqueues the deadline sweep every few seconds (`python -m workers.sweeper`).

The scheduled RQ job is the fast path; this backstop fires deadlines whose job was lost
(e.g. the worker holding the scheduler lock died)."""
from __future__ import annotations

import os
import time

import redis
from rq import Queue

from service.scheduling import QUEUE

INTERVAL = float(os.environ.get("SWEEP_SECONDS", "5"))


def main() -> None:
    """Enqueue workers.jobs.sweep every INTERVAL seconds, at most one pending at a time."""
    url = os.environ.get("REDIS_QUEUE_URL") or os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    queue = Queue(QUEUE, connection=redis.Redis.from_url(url))
    while True:
        try:
            queue.enqueue("workers.jobs.sweep", job_id=f"sweep-{int(time.time() // INTERVAL)}",
                          unique=True, result_ttl=60)
        except Exception:  # noqa: BLE001 - duplicate or Redis briefly away: try again next tick
            pass
        time.sleep(INTERVAL)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
