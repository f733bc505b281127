"""A small loop that enqueues the deadline sweep every few seconds (`python -m workers.sweeper`).

The scheduled RQ job is the fast path; this backstop fires deadlines whose job was lost
(e.g. the worker holding the scheduler lock died). It stops cleanly on SIGTERM (docker stop)
and at start-up refuses a REDIS_URL / REDIS_QUEUE_URL that cannot work, instead of retrying
quietly forever."""
from __future__ import annotations

import os
import signal
import sys
import threading
import time

from rq import Queue
from rq.exceptions import DuplicateJobError

from service.storage.connection import is_cluster_url, queue_client, queue_url, redis_url, say
from service.play.scheduling import QUEUE

INTERVAL = float(os.environ.get("SWEEP_SECONDS", "5"))


def main(stop: threading.Event | None = None) -> int:
    """Enqueue workers.jobs.sweep every INTERVAL seconds, at most one pending at a time; 0 on a
    clean stop, 2 on a configuration that cannot work."""
    stop = stop or threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    try:
        store = redis_url()
        url = queue_url(store, is_cluster_url(store))
        queue = Queue(QUEUE, connection=queue_client(url))
        queue.connection.ping()
    except Exception as exc:  # noqa: BLE001 - a wrong URL or config: said once, exit non-zero
        say(f"sweeper cannot start: {exc}")
        return 2
    failures = 0
    while not stop.is_set():
        tick = int(time.time() // INTERVAL)
        try:
            queue.enqueue("workers.jobs.sweep", job_id=f"sweep-{tick}", unique=True, result_ttl=60)
            failures = 0
        except DuplicateJobError:
            pass  # another sweeper enqueued this tick's sweep
        except Exception as exc:  # noqa: BLE001 - Redis briefly away: say it, try next tick
            failures += 1
            say(f"sweeper could not enqueue ({failures} in a row): {exc}")
        stop.wait(INTERVAL)
    return 0


if __name__ == "__main__":
    sys.exit(main())
