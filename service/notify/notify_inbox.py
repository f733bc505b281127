"""The notifications inbox's delivery mechanics: a record is never lost and no notice goes twice.

The move path RPUSHes records to the inbox (a list on the queue Redis). A drain claims a batch in
one script: the records leave the inbox and enter `held`, a sorted set scored by the lease's end.
While the drain works, a heartbeat renews its leases and its drain flag; a record is removed from
`held` (acknowledged) only once every notice of it went out. A drain killed mid-work (kill -9,
its worker or Redis gone) stops renewing: its leases run out and `recover` hands its records back
to the front of the inbox, and its flag runs out too, so the sweep (every few seconds, whatever
process died) queues a fresh drain for a non-empty inbox.

A record told twice (after such a recovery) tells each person once per channel: every notice that
went out is marked in the record's `done` hash (by account, seat, kind, channel and, for push, the
subscription) right after its channel accepted it, and a marked notice is skipped. The window
left: a drain killed after a push service or an SMTP server had the whole message but before its
answer came back sends that one notice again (a push then replaces the first on the device: the
same Web Push topic and notification tag, one per game; a mail keeps the first one's Message-ID).
"""
from __future__ import annotations

import json
import logging
import os
import secrets
import threading
import time

log = logging.getLogger("arbiter.notifications")

INBOX = "arbiter:notify:inbox"
HELD = "arbiter:notify:held"          # record -> when its lease ends (ms since the epoch)
DONE = "arbiter:notify:done:"         # + record id: the notices of that record that went out
# a drain that stops renewing frees its records after this (a test of a killed drain sets it lower)
LEASE_SECONDS = float(os.environ.get("NOTIFY_LEASE_SECONDS", "10"))
BEAT_SECONDS = LEASE_SECONDS / 5      # 2 s for the 10 s lease: a few beats may be late before a lease ends
DONE_TTL = 2 * 24 * 3600

# KEYS[1] inbox, KEYS[2] held; ARGV[1] how many, ARGV[2] the lease's end (ms)
CLAIM_LUA = """
local items = redis.call('LPOP', KEYS[1], ARGV[1])
if not items then return {} end
for _, raw in ipairs(items) do redis.call('ZADD', KEYS[2], ARGV[2], raw) end
return items
"""

# KEYS[1] inbox, KEYS[2] held; ARGV[1] now (ms): records whose lease ran out go back to the front
RECOVER_LUA = """
local due = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, 500)
for i = #due, 1, -1 do
  redis.call('ZREM', KEYS[2], due[i])
  redis.call('LPUSH', KEYS[1], due[i])
end
return #due
"""


def wrap(record: list) -> str:
    """A record as the inbox keeps it: with an id of its own (its notices' marks are kept under it)."""
    return json.dumps({"id": secrets.token_hex(8), "r": record})


def unwrap(raw) -> tuple[str, list]:
    """(id, record) of an inbox entry; an entry of an older version (a bare list) is its own id."""
    data = json.loads(raw)
    if isinstance(data, dict):
        return data["id"], data["r"]
    import hashlib

    return hashlib.sha256(raw if isinstance(raw, bytes) else raw.encode()).hexdigest()[:16], data


def _ms(seconds_from_now: float = 0.0) -> int:
    return int((time.time() + seconds_from_now) * 1000)


class Inbox:
    """Claim, renew, acknowledge and recover the inbox's records; mark notices that went out."""

    def __init__(self, client):
        self.r = client
        self._claim = client.register_script(CLAIM_LUA)
        self._recover = client.register_script(RECOVER_LUA)

    def claim(self, count: int) -> list:
        """Up to `count` records, held under a lease from now on (none: an empty list)."""
        return self._claim(keys=[INBOX, HELD], args=[count, _ms(LEASE_SECONDS)]) or []

    def renew(self, raws, flags=()) -> None:
        """Extend the leases of the records still being told, and the drain's flags."""
        pipe = self.r.pipeline(transaction=False)
        until = _ms(LEASE_SECONDS)
        for raw in raws:
            pipe.zadd(HELD, {raw: until}, xx=True)
        for flag in flags:
            pipe.expire(flag, int(LEASE_SECONDS))
        pipe.execute()

    def ack(self, raw) -> None:
        """Every notice of this record went out (or was handed to a retry): forget it."""
        self.r.zrem(HELD, raw)

    def recover(self) -> int:
        """Hand the records whose drain died back to the inbox's front; how many."""
        return int(self._recover(keys=[INBOX, HELD], args=[_ms()]) or 0)

    def waiting(self) -> int:
        """Records in the inbox, not yet claimed."""
        return int(self.r.llen(INBOX))

    def done(self, record_id: str) -> set[str]:
        """The notices of a record that already went out."""
        return {x.decode() if isinstance(x, bytes) else x for x in self.r.hkeys(DONE + record_id)}

    def mark(self, record_id: str, notice: str) -> None:
        """This notice of the record went out: a retelling skips it."""
        pipe = self.r.pipeline(transaction=False)
        pipe.hset(DONE + record_id, notice, "1")
        pipe.expire(DONE + record_id, DONE_TTL)
        pipe.execute()


class Heartbeat:
    """A thread that renews a drain's leases and flags every BEAT_SECONDS until stopped."""

    def __init__(self, inbox: Inbox, flags):
        self.inbox, self.flags = inbox, list(flags)
        self.held: set = set()
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="notify-heartbeat", daemon=True)

    def __enter__(self) -> Heartbeat:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self.thread.join(timeout=5)

    def hold(self, raws) -> None:
        with self.lock:
            self.held.update(raws)

    def release(self, raw) -> None:
        with self.lock:
            self.held.discard(raw)

    def _run(self) -> None:
        while not self.stop.wait(BEAT_SECONDS):
            with self.lock:
                raws = list(self.held)
            try:
                self.inbox.renew(raws, self.flags)
            except Exception as exc:  # noqa: BLE001 - Redis away: the leases run out and the records come back
                log.warning("could not renew the drain's leases: %s", exc)
