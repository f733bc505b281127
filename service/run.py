"""`make run`: the whole service in the foreground until Ctrl-C.

Starts a private redis-server when REDIS_URL is unset (data kept in ./var/redis, AOF on with
`appendfsync always`, so an answered move survives a power loss; REDIS_APPENDFSYNC=everysec trades
that for speed), the API under gunicorn on HOST:PORT (default 127.0.0.1:8000), one RQ worker with the scheduler per
queue (deadlines, AI turns of games with a person, AI turns of exhibitions at a lower CPU priority,
deadline reminders), the webhook sender (deliveries, many at once) and the deadline sweep. /metrics
is served on a listener of its own, METRICS_PORT (default PORT + 1), not on the API's port. Ctrl-C
(or SIGTERM) stops them all, Redis last.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from .redis_server import PrivateRedis
from .scheduling import AI_QUEUE, DEADLINES_QUEUE, EXHIBITION_QUEUE, LEGACY_QUEUE, WEBHOOKS_QUEUE

SWEEP_SECONDS = 5
# gunicorn's settings: Prometheus multiprocess mode, so /metrics adds up over the workers
GUNICORN_CONF = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "gunicorn.conf.py")


def main() -> int:
    """Run everything; return the exit code."""
    env = dict(os.environ)
    private = None
    if not env.get("REDIS_URL"):
        fsync = env.get("REDIS_APPENDFSYNC", "always")
        private = PrivateRedis(appendonly=True, data_dir=os.path.join(os.getcwd(), "var", "redis"), appendfsync=fsync)
        env["REDIS_URL"] = private.url
        print(f"arbiter: started a private redis-server ({private.binary}) at {private.url}, "
              f"appendfsync {fsync}", flush=True)
    env.setdefault("REDIS_QUEUE_URL", env["REDIS_URL"])
    port = env.get("PORT", "8000")
    host = env.get("HOST", "127.0.0.1")
    # /metrics on a listener of its own, never on the API's port (api/metrics_access.py)
    metrics_port = env.setdefault("METRICS_PORT", str(int(port) + 1))
    bin_dir = os.path.dirname(sys.executable)
    procs = [
        subprocess.Popen([os.path.join(bin_dir, "gunicorn"), "--config", GUNICORN_CONF, "--bind", f"{host}:{port}",
                          "--bind", f"{host}:{metrics_port}",
                          "--workers", env.get("WEB_CONCURRENCY", "2"), "--worker-class", "gevent",
                          "--worker-connections", env.get("WORKER_CONNECTIONS", "2000"), "--access-logfile", "-", "api:create_app()"], env=env),
        # one worker per kind of job: a deadline never waits behind an AI search or a reminder, a
        # person's AI reply never behind an exhibition's search (that worker lowers its own CPU
        # priority); the deadlines worker also drains the queue of earlier releases
        *[subprocess.Popen([os.path.join(bin_dir, "rq"), "worker", "--with-scheduler", "--url", env["REDIS_QUEUE_URL"],
                            "--worker-ttl", "40", "--maintenance-interval", "10",
                            "--worker-class", "workers.worker.ArbiterWorker", *queues], env=env)
          for queues in ((DEADLINES_QUEUE, LEGACY_QUEUE), (AI_QUEUE,), (EXHIBITION_QUEUE,), (WEBHOOKS_QUEUE,))],
        # webhook deliveries: a pool of threads, a slow receiver holds only its host's share
        subprocess.Popen([sys.executable, "-m", "workers.webhook_sender"], env=env),
        subprocess.Popen([sys.executable, "-m", "workers.sweeper"], env=env),
    ]
    print(f"arbiter: API and web table on http://{host}:{port}/, its spec at http://{host}:{port}/openapi.json "
          f"and /docs; metrics on http://{host}:{metrics_port}/metrics (METRICS_PORT). Ctrl-C stops everything",
          flush=True)
    stopping = []

    def stop(*_):
        stopping.append(True)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    code = 0
    try:
        while not stopping:
            for p in procs:
                if p.poll() is not None:
                    print(f"arbiter: {p.args[0]} exited with {p.returncode}; stopping", flush=True)
                    stopping.append(True)
                    code = p.returncode or 1
            time.sleep(0.5)
    finally:
        stop_all(procs)  # the API and workers first, so none of them talks to a Redis that is gone
        if private:
            private.stop()
    return code


def stop_all(procs, grace: float = 10) -> None:
    """Terminate child processes, and kill those still running after `grace` seconds."""
    for p in procs:
        if p.poll() is None:
            p.terminate()
    for p in procs:
        try:
            p.wait(grace)
        except subprocess.TimeoutExpired:
            p.kill()


if __name__ == "__main__":
    sys.exit(main())
