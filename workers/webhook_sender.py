"""The webhook sender (`python -m workers.webhook_sender`, `arbiter webhooks`): a pool of threads
that send webhook deliveries from the outbox (service.integrate.webhook_outbox), many at once.

Each thread's time goes to waiting on a receiver, so threads are the right tool: the GIL is
free while they wait. One claimer loop takes a message whenever a thread is free; the outbox only
hands out an endpoint whose host and game are under their share of the deliveries in flight, and
one message per endpoint at a time, so a slow or hanging receiver takes at most its share of the
pool and the other games' messages go out at once. A keeper thread renews the leases of the
deliveries in flight and puts back those of senders that died, which makes a killed sender's
messages go out again (at least once).

Settings (read at start): WEBHOOK_CONCURRENCY deliveries at once in this process (64),
WEBHOOK_HOST_SHARE and WEBHOOK_GAME_SHARE deliveries in flight at once to one receiver host
and for one game over every sender (4 each), WEBHOOK_LEASE_SECONDS how long a dead sender's
claim lasts before its message is sent again (15). Stops on SIGTERM/SIGINT after the deliveries
in flight end (each is bounded by the 10 s receiver timeout).
"""
from __future__ import annotations

import itertools
import logging
import os
import secrets
import signal
import socket
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from service.ops import job_metrics
from service.storage.connection import connect, is_cluster_url, queue_client, queue_url, redis_url, say
from service.integrate.webhook_outbox import Claim, Outbox
from service.integrate.webhooks import Outcome, Webhooks

log = logging.getLogger("arbiter.webhooks")

ERROR_RETRY_SECONDS = 5.0  # an attempt that raised (the store unreachable): try it again this soon
IDLE_WAIT_SECONDS = 1.0  # the longest the claimer sleeps with nothing to do (a due retry wakes nobody)


@dataclass(frozen=True)
class Settings:
    """How much this sender does at once, and the shares of one host and one game."""

    concurrency: int = 64
    host_share: int = 4
    game_share: int = 4
    lease: float = 15.0

    @classmethod
    def from_env(cls) -> Settings:
        """The settings from WEBHOOK_CONCURRENCY, WEBHOOK_HOST_SHARE, WEBHOOK_GAME_SHARE, WEBHOOK_LEASE_SECONDS."""
        env = os.environ
        return cls(concurrency=int(env.get("WEBHOOK_CONCURRENCY", cls.concurrency)),
                   host_share=int(env.get("WEBHOOK_HOST_SHARE", cls.host_share)),
                   game_share=int(env.get("WEBHOOK_GAME_SHARE", cls.game_share)),
                   lease=float(env.get("WEBHOOK_LEASE_SECONDS", cls.lease)))


class Sender:
    """Claims messages from the outbox and sends them on a pool of threads."""

    def __init__(self, hooks: Webhooks, outbox: Outbox, settings: Settings, metrics_client=None):
        self.hooks, self.outbox, self.settings = hooks, outbox, settings
        self.metrics = metrics_client
        # claim ids must differ across restarts too: in a container the pid is always the same
        self.name = f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"
        self._ids = itertools.count(1)
        self._held: dict[str, Claim] = {}
        self._free = threading.Condition()

    def run(self, stop: threading.Event) -> None:
        """Send until `stop` is set, then wait for the deliveries in flight."""
        keeper = threading.Thread(target=self._keep_leases, args=(stop,), name="webhook-leases", daemon=True)
        keeper.start()
        with ThreadPoolExecutor(self.settings.concurrency, thread_name_prefix="webhook") as pool:
            while not stop.is_set():
                if not self._wait_for_a_free_thread(stop):
                    break
                try:
                    claim = self.outbox.claim(f"{self.name}-{next(self._ids)}", self.settings.lease,
                                              self.settings.host_share, self.settings.game_share)
                    if claim is None:
                        due = self.outbox.next_due_in()
                        self.outbox.wait(IDLE_WAIT_SECONDS if due is None else min(IDLE_WAIT_SECONDS, due))
                        continue
                except Exception as exc:  # noqa: BLE001 - the queue Redis away: say it, try again
                    say(f"webhook sender cannot reach the queue Redis: {exc}")
                    stop.wait(1.0)
                    continue
                with self._free:
                    self._held[claim.held] = claim
                pool.submit(self._send, claim)
        keeper.join(5)

    def _wait_for_a_free_thread(self, stop: threading.Event) -> bool:
        with self._free:
            while len(self._held) >= self.settings.concurrency and not stop.is_set():
                self._free.wait(0.5)
        return not stop.is_set()

    def _send(self, claim: Claim) -> None:
        started, outcome = time.perf_counter(), Outcome("error", ERROR_RETRY_SECONDS)
        try:
            outcome = self.hooks.deliver(claim.game_id, claim.msg_id)
        except Exception:  # noqa: BLE001 - kept for a retry; the thread serves the next message
            log.exception("webhook delivery %s to %s raised", claim.msg_id, claim.endpoint)
        try:
            self.outbox.release(claim, outcome.retry_in)
        except Exception as exc:  # noqa: BLE001 - the lease runs out and the message is sent again
            say(f"webhook sender could not release {claim.msg_id}: {exc}")
        finally:
            with self._free:
                self._held.pop(claim.held, None)
                self._free.notify()
        self._record("webhook_delivery", outcome.status, time.perf_counter() - started)
        if outcome.waited is not None:  # how long a message waited for its first attempt
            self._record("webhook_wait", "first-attempt", outcome.waited)

    def _record(self, kind: str, label: str, seconds: float) -> None:
        if self.metrics is None:
            return
        try:
            job_metrics.record(self.metrics, kind, label, seconds)
        except Exception as exc:  # noqa: BLE001 - a lost sample must not stop the sender
            say(f"could not record a webhook {kind} sample: {exc}")

    def _keep_leases(self, stop: threading.Event) -> None:
        """Renew this sender's leases; put back the endpoints of senders whose leases ran out."""
        every = min(self.settings.lease / 3, 2.0)
        while True:
            try:
                with self._free:
                    held = list(self._held.values())
                self.outbox.renew(held, self.settings.lease)
                self.outbox.reap()
            except Exception as exc:  # noqa: BLE001 - Redis briefly away: the next round renews
                say(f"webhook sender could not renew its leases: {exc}")
            if stop.wait(every):
                with self._free:
                    if not self._held:
                        return


def main(stop: threading.Event | None = None) -> int:
    """Run a sender until SIGTERM/SIGINT; 0 on a clean stop, 2 on a configuration that cannot work."""
    stop = stop or threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        settings = Settings.from_env()
        store = redis_url()
        q_url = queue_url(store, is_cluster_url(store))
        queues = queue_client(q_url)
        queues.ping()
        # one store connection per thread that may be talking to Redis, plus the keeper's
        hooks = Webhooks(connect(store, pool_size=settings.concurrency + 4), Outbox(queues))
    except Exception as exc:  # noqa: BLE001 - a wrong URL or setting: said once, exit non-zero
        say(f"webhook sender cannot start: {exc}")
        return 2
    say(f"webhook sender: {settings.concurrency} at once, {settings.host_share} per host, "
        f"{settings.game_share} per game, lease {settings.lease:g} s")
    Sender(hooks, hooks.outbox, settings, metrics_client=queues).run(stop)
    return 0


if __name__ == "__main__":
    sys.exit(main())
