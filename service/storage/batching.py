"""A hand-over for work a request must not wait for: items are kept in this process and sent
together, within `batch_ms`, by one thread (started when something waits, gone when nothing does),
so the request pays for a list append instead of a round trip. A failed send keeps the batch for
the next try (up to a second apart); what waits when the process ends is sent then. A process
killed within those milliseconds loses what it held: only notices use this, never a move.

Used by service/notify/account_events.py (accounts' event streams) and service/notify/notifications.py (the
notifications' inbox)."""
from __future__ import annotations

import atexit
import logging
import threading
import time

log = logging.getLogger("arbiter.batching")


class Batcher:
    """`send(items)` called with what `add` handed over, at most every `batch_ms` milliseconds."""

    def __init__(self, send, batch_ms: float, name: str, what: str, limit: int):
        self._send, self.batch_ms, self.name, self.what, self.limit = send, batch_ms, name, what, limit
        self._pending: list = []
        self._lock = threading.Lock()
        # one send at a time: a flush waits for the flusher's send in flight, so that when it returns,
        # everything handed over before it has been sent (and in the order it was handed over)
        self._sending = threading.Lock()
        self._flusher: threading.Thread | None = None
        self._at_exit = False

    def add(self, items: list) -> None:
        """Keep `items` for the next send (beyond `limit` waiting, they are dropped)."""
        with self._lock:
            self._pending.extend(items[: max(0, self.limit - len(self._pending))])
            # a thread of the process this one was forked from does not run here
            if self._flusher is None or not self._flusher.is_alive():
                self._flusher = threading.Thread(target=self._flush_forever, name=self.name, daemon=True)
                self._flusher.start()
            if not self._at_exit:  # what waits when the process ends is sent then
                self._at_exit = True
                atexit.register(self.flush_quietly)

    def flush(self) -> None:
        """Send what waits now, after any send in flight; on a failure it is kept for the next try
        (and raised)."""
        with self._sending:
            with self._lock:
                batch, self._pending = self._pending, []
            if not batch:
                return
            try:
                self._send(batch)
            except Exception:
                with self._lock:
                    self._pending[:0] = batch[: max(0, self.limit - len(self._pending))]
                raise

    def flush_quietly(self) -> None:
        """`flush`, for the end of the process: nobody is left to tell of a failure."""
        try:
            self.flush()
        except Exception:  # noqa: BLE001
            pass

    def _flush_forever(self) -> None:
        pause = self.batch_ms / 1000
        while True:
            time.sleep(pause)
            try:
                self.flush()
                pause = self.batch_ms / 1000
            except Exception:  # noqa: BLE001 - said, and tried again later (up to a second apart)
                log.warning("could not send %s; retrying", self.what, exc_info=True)
                pause = min(1.0, pause * 2)
            with self._lock:
                if not self._pending:  # idle: the next add starts a new thread
                    self._flusher = None
                    return
