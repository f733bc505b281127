"""`make run`: the whole service in the foreground until Ctrl-C, supervised.

Starts a private redis-server when REDIS_URL is unset (data kept in ./var/redis, AOF on with
`appendfsync always`, so an answered move survives a power loss; REDIS_APPENDFSYNC=everysec trades
that for speed), the API under gunicorn on HOST:PORT (default 127.0.0.1:8000), one RQ worker with
the scheduler per queue (deadlines, AI turns of games with a person, AI turns of exhibitions at a
lower CPU priority, deadline reminders, notifications to accounts, the coach's analyses of finished
games at a lower CPU priority), the webhook sender (deliveries,
many at once) and the deadline sweep. /metrics is served on a listener of its own, METRICS_PORT
(default PORT + 1), not on the API's port. Ctrl-C (or SIGTERM) stops them all, Redis last.

A machine meets crashes: a child that dies (an OOM kill, a kill -9, a crash) is started again,
after a back-off that doubles from RESTART_FIRST to RESTART_MAX seconds, and each restart is said
with its reason. The private Redis is restarted on the same port and data directory, so the API
and workers reconnect to it and its AOF keeps every answered move. A child that dies more than
RESTART_LIMIT times within RESTART_WINDOW seconds is not coming back: everything is stopped, with
a message that says which and why, and the exit code says it failed.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections import deque
from dataclasses import dataclass, field

from .redis_server import PrivateRedis
from service.play.scheduling import (AI_QUEUE, ANALYSIS_QUEUE, DEADLINES_QUEUE, EXHIBITION_QUEUE, LEGACY_QUEUE, NOTIFY_QUEUE,
                                     WEBHOOKS_QUEUE)

SWEEP_SECONDS = 5
RESTART_FIRST = float(os.environ.get("ARBITER_RESTART_FIRST_SECONDS", "0.5"))
RESTART_MAX = 10.0
RESTART_LIMIT = int(os.environ.get("ARBITER_RESTART_LIMIT", "5"))
RESTART_WINDOW = 60.0
# gunicorn's settings: Prometheus multiprocess mode, so /metrics adds up over the workers
GUNICORN_CONF = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "gunicorn.conf.py")


def say(message: str) -> None:
    """A line of the supervisor's own, on stdout beside the children's logs."""
    print(f"arbiter: {message}", flush=True)


def how_it_ended(code: int) -> str:
    """'exited with 3' or 'was killed by SIGKILL' (a Popen returncode)."""
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with {code}"


@dataclass
class Child:
    """One supervised process: how to start it, and when it last died."""

    name: str
    start: object  # () -> a Popen-like object with poll() and returncode
    proc: object = None
    deaths: deque = field(default_factory=deque)
    restart_at: float | None = None
    pause: float = RESTART_FIRST

    def launch(self) -> None:
        """Start (or start again) the process."""
        self.proc = self.start()
        self.restart_at = None


class Supervisor:
    """Starts the children, restarts the ones that die (with a back-off), gives up on one that
    keeps dying, and stops them all on request (the API and workers first, Redis last)."""

    def __init__(self, redis_child: Child | None, children: list[Child], clock=time.monotonic):
        self.redis, self.children, self.clock = redis_child, children, clock
        self.failed: str | None = None

    @property
    def everyone(self) -> list[Child]:
        """Redis first: the others need it."""
        return ([self.redis] if self.redis else []) + self.children

    def start(self) -> None:
        """Start every child (Redis is already running when it is private: see main)."""
        for child in self.children:
            child.launch()

    def check(self) -> bool:
        """One round: restart what died and is due; False once a child is given up on."""
        now = self.clock()
        for child in self.everyone:
            if child.restart_at is not None:
                if now >= child.restart_at:
                    self._restart(child)
                continue
            code = child.proc.poll()
            if code is None:
                continue
            child.deaths.append(now)
            while child.deaths and now - child.deaths[0] > RESTART_WINDOW:
                child.deaths.popleft()
            if len(child.deaths) > RESTART_LIMIT:
                self.failed = (f"{child.name} {how_it_ended(code)} {len(child.deaths)} times within "
                               f"{RESTART_WINDOW:.0f} s; it is not coming back, so everything stops. "
                               f"Its log above says why.")
                say(self.failed)
                return False
            if len(child.deaths) == 1:
                child.pause = RESTART_FIRST
            say(f"{child.name} {how_it_ended(code)}; starting it again in {child.pause:g} s "
                f"(death {len(child.deaths)} of at most {RESTART_LIMIT} in {RESTART_WINDOW:.0f} s)")
            child.restart_at = now + child.pause
            child.pause = min(child.pause * 2, RESTART_MAX)
        return True

    def _restart(self, child: Child) -> None:
        try:
            child.launch()
            say(f"{child.name} started again")
        except Exception as exc:  # noqa: BLE001 - a start that fails counts as a death
            say(f"{child.name} could not be started again: {exc}")
            child.proc, child.restart_at = _Dead(), None

    def stop(self, grace: float = 10) -> None:
        """The API and workers first, so none of them talks to a Redis that is gone; Redis last."""
        stop_all([c.proc for c in self.children if c.proc is not None], grace)
        if self.redis is not None and self.redis.proc is not None:
            stop_all([self.redis.proc], grace)


class _Dead:
    """A process that could not be started: it is dead at once (so it is retried, then given up)."""

    returncode = 1

    def poll(self) -> int:
        return 1

    def wait(self, timeout=None) -> int:
        return 1


def main() -> int:
    """Run everything until Ctrl-C (0) or until a child is given up on (1)."""
    env = dict(os.environ)
    private = None
    redis_child = None
    if not env.get("REDIS_URL"):
        fsync = env.get("REDIS_APPENDFSYNC", "always")
        data_dir = os.path.join(os.getcwd(), "var", "redis")
        private = PrivateRedis(appendonly=True, data_dir=data_dir, appendfsync=fsync)
        env["REDIS_URL"] = private.url
        say(f"started a private redis-server ({private.binary}) at {private.url}, appendfsync {fsync}")
        holder = {"server": private}

        def start_redis():
            # the same port and directory: its AOF brings back every answered move, and the API
            # and workers reconnect to the address they know
            holder["server"] = PrivateRedis(appendonly=True, data_dir=data_dir, appendfsync=fsync,
                                            port=private.port, binary=private.binary)
            return holder["server"].proc

        redis_child = Child("redis-server", start_redis, proc=private.proc)
    env.setdefault("REDIS_QUEUE_URL", env["REDIS_URL"])
    port = env.get("PORT", "8000")
    host = env.get("HOST", "127.0.0.1")
    # /metrics on a listener of its own, never on the API's port (api/metrics_access.py)
    metrics_port = env.setdefault("METRICS_PORT", str(int(port) + 1))
    bin_dir = os.path.dirname(sys.executable)

    def spawn(*argv: str):
        return lambda: subprocess.Popen(list(argv), env=env)

    rq = [os.path.join(bin_dir, "rq"), "worker", "--with-scheduler", "--url", env["REDIS_QUEUE_URL"],
          "--worker-ttl", "40", "--maintenance-interval", "10", "--worker-class", "workers.worker.ArbiterWorker"]
    children = [
        Child("the API (gunicorn)", spawn(
            os.path.join(bin_dir, "gunicorn"), "--config", GUNICORN_CONF, "--bind", f"{host}:{port}",
            "--bind", f"{host}:{metrics_port}",
            "--workers", env.get("WEB_CONCURRENCY", "2"), "--worker-class", "gevent",
            "--worker-connections", env.get("WORKER_CONNECTIONS", "2000"), "--access-logfile", "-", "api:create_app()")),
        # one worker per kind of job: a deadline never waits behind an AI search or a reminder, a
        # person's AI reply never behind an exhibition's search (that worker lowers its own CPU
        # priority), notifications never ahead of either, the coach's analyses (long jobs) on their own
        # lower-priority worker; the deadlines worker also drains the
        # queue of earlier releases
        *[Child(f"the {queues[0]} worker", spawn(*rq, *queues))
          for queues in ((DEADLINES_QUEUE, LEGACY_QUEUE), (AI_QUEUE,), (EXHIBITION_QUEUE,), (WEBHOOKS_QUEUE,),
                         (NOTIFY_QUEUE,), (ANALYSIS_QUEUE,))],
        # webhook deliveries: a pool of threads, a slow receiver holds only its host's share
        Child("the webhook sender", spawn(sys.executable, "-m", "workers.webhook_sender")),
        Child("the sweeper", spawn(sys.executable, "-m", "workers.sweeper")),
    ]
    supervisor = Supervisor(redis_child, children)
    supervisor.start()
    say(f"API and web table on http://{host}:{port}/, its spec at http://{host}:{port}/openapi.json and /docs; "
        f"metrics on http://{host}:{metrics_port}/metrics (METRICS_PORT). Ctrl-C stops everything")
    if host in ("127.0.0.1", "localhost") and not env.get("ARBITER_ORIGIN"):
        say(f"sign in with a passkey at http://localhost:{port}/signin (passkeys need the name localhost)")
    stopping = []
    signal.signal(signal.SIGINT, lambda *_: stopping.append(True))
    signal.signal(signal.SIGTERM, lambda *_: stopping.append(True))
    try:
        while not stopping and supervisor.check():
            time.sleep(0.5)
    finally:
        supervisor.stop()
        if private:
            private.stop()
    return 1 if supervisor.failed else 0


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
