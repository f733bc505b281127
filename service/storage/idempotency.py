"""Idempotency-Key for every POST that creates something: a retried request with the same key and
body gets the first answer again (stored 24 hours), never a second game, seat, start or webhook.

A key is scoped to what it acts on (the game's hash tag, so its answer can be written in the same
atomic step as the change where that matters): moves and resign per seat token, claims per seat,
start and webhooks per game, and creation by a game id derived from the key itself.

The idempotency lease: a request first claims its key with an in-flight marker of its own (a
Lease, 5 s, renewed while it works), so a concurrent retry is told 409 "in flight". Where the
change writes its answer in the same atomic step (moves, resign, creation, webhooks), the append
script also checks that the key still holds this request's marker: one key never changes a game
twice. When the store fails after the change was sent, the request does not guess: the stored
answer says it was applied (and is answered), the marker still in place says it was not (and the
key is released with a tombstone that a late script of the old request does not accept), and
where the store cannot be asked, a 503 `outcome-unknown` tells the client to retry with the same
key, whose retry answers what happened.

Used by service/play/games.py (moves, resign, creation: `begin`/`settle` around the append), by
service/table/lobby.py (claims and start) and, through `once`, by the routes that create other things
(api/chat.py, api/webhooks.py, api/accounts.py); api/errors.py answers its refusals.
"""
from __future__ import annotations

import hashlib
import logging
import secrets
from dataclasses import dataclass

from domain.engine.errors import ArbiterError

from .connection import is_unavailable
from .errors import (IdempotencyInFlight, IdempotencyMismatch, NotDurable, OutcomeUnknown, StoreUnavailable,
                     problem)
from .store import AppendUncertain, decode_answer, encode_answer, idem_key, pending_marker

log = logging.getLogger("arbiter.idempotency")

NOT_DURABLE = ("the change was applied but fewer replicas than required confirmed it in time, so it "
               "is not acknowledged as durable; retry with the same Idempotency-Key, or re-read the game")
UNKNOWN_WITH_KEY = ("the event store failed while this change was being written, and whether it was applied "
                    "cannot be told yet. Retry with the same Idempotency-Key after a moment: the retry answers "
                    "what happened (the first answer if it was applied), and never applies it twice.")
UNKNOWN_WITHOUT_KEY = ("the event store failed while this change was being written, and whether it was applied "
                       "cannot be told yet. Re-read the game before sending it again (an Idempotency-Key makes "
                       "such retries safe).")


@dataclass(frozen=True)
class Lease:
    """One request's claim on an Idempotency-Key: the key and the in-flight marker it wrote."""

    key: str
    marker: str

    @classmethod
    def new(cls, k: str, fingerprint: str) -> "Lease":
        """A fresh claim on key `k` for a request whose body has this fingerprint."""
        return cls(k, pending_marker(fingerprint, secrets.token_hex(8)))


def created_game_id(idem: str) -> str:
    """The id of the game a `POST /v1/games` with this Idempotency-Key creates: derived from the
    key, so a retry lands on the same game (and its stored answer) on any node of a cluster."""
    return hashlib.sha256(b"arbiter-create\0" + idem.encode()).hexdigest()[:16]


def begin(store, lease: Lease, fingerprint: str) -> tuple[int, dict] | None:
    """Claim the lease's key for this request; None if it was free, else the stored (status, body)
    to answer again. Raises IdempotencyMismatch (another body), IdempotencyInFlight (the first
    request is still working) or NotDurable (the first answer is not durable yet)."""
    prior = store.idem_begin(lease.key, fingerprint, lease.marker)
    if prior is None:
        return None
    return _replay(store, lease.key, prior, fingerprint)


def _replay(store, k: str, prior: dict, fingerprint: str) -> tuple[int, dict]:
    if prior.get("fp") != fingerprint:
        raise IdempotencyMismatch("this Idempotency-Key was used with a different request body")
    if prior.get("state") == "pending":
        wait = max(1, -(-prior.get("retry_after_ms", 1000) // 1000))
        raise IdempotencyInFlight(f"the first request with this Idempotency-Key is still in flight; "
                                  f"retry in {wait} s", retry_after=wait)
    if prior["status"] in (200, 201) and not store.confirm_durable(k):
        raise NotDurable(NOT_DURABLE)
    return prior["status"], prior["body"]


def replay_stored(store, k: str, raw: bytes, fingerprint: str) -> tuple[int, dict]:
    """The answer an applied attempt stored under key `k` (found by the append or by settle)."""
    return _replay(store, k, decode_answer(raw), fingerprint)


def settle(store, lease: Lease, fingerprint: str, cause: BaseException) -> tuple[int, dict]:
    """After a change whose outcome the store did not tell: the answer its applied attempt stored,
    or an error that says only what is known (nothing changed, in flight, or unknown)."""
    try:
        status, raw = store.idem_release(lease.key, lease.marker)
    except Exception as exc:  # noqa: BLE001 - only unavailability is expected here
        if not is_unavailable(exc):
            raise
        raise OutcomeUnknown(UNKNOWN_WITH_KEY) from cause
    if status == "done":
        return replay_stored(store, lease.key, raw, fingerprint)
    if status == "other":
        raise IdempotencyInFlight("another request with this Idempotency-Key is in flight; retry in 1 s",
                                  retry_after=1) from cause
    raise StoreUnavailable() from cause  # released: never applied, and now never will be


def release_quietly(store, lease: Lease) -> None:
    """Free the key of a request that failed before changing anything (best effort: a key that
    cannot be freed now is freed when its short lease runs out)."""
    try:
        store.idem_release(lease.key, lease.marker)
    except Exception:  # noqa: BLE001 - the lease expires by itself
        log.warning("could not release Idempotency-Key %s; its lease runs out by itself", lease.key)


def answer(fingerprint: str, status: int, body: dict) -> bytes:
    """A final answer as stored under a key (for writing it in the same atomic step as the change)."""
    return encode_answer({"state": "done", "fp": fingerprint, "status": status, "body": body})


def once(store, game_id: str, scope: str, idem: str | None, fingerprint: str, run, *, stores_itself=False):
    """Run `run(lease)` -> (status, body) at most once per key; without a key, just run it.

    `run` gets the Lease (None without a key); with `stores_itself` it writes `answer(...)` under
    the key in the same atomic step as its change (so a store failure is settled from the key),
    else the answer is stored once it returns (and `run` must itself be safe to run again: a store
    failure keeps the key in flight and answers outcome-unknown). A refusal (4xx) is stored too; a
    failure that changed nothing (5xx, a crash, or a 429: a cap that frees up) frees the key for
    the retry."""
    if idem is None:
        try:
            return run(None)
        except AppendUncertain as exc:
            raise OutcomeUnknown(UNKNOWN_WITHOUT_KEY) from exc
    lease = Lease.new(idem_key(game_id, scope, idem), fingerprint)
    prior = begin(store, lease, fingerprint)
    if prior is not None:
        return prior
    try:
        status, body = run(lease)
    except (NotDurable, OutcomeUnknown):
        raise  # the answer is stored (or may be): the retry with this key replays it
    except ArbiterError as exc:
        status, body = problem(exc)
        if status >= 500 or status == 429:
            release_quietly(store, lease)
        else:
            store.idem_finish(lease.key, {"state": "done", "fp": fingerprint, "status": status, "body": body})
        raise
    except BaseException as exc:
        if isinstance(exc, AppendUncertain) or (isinstance(exc, Exception) and is_unavailable(exc)):
            if stores_itself:
                return settle(store, lease, fingerprint, exc)
            raise OutcomeUnknown(UNKNOWN_WITH_KEY) from exc
        release_quietly(store, lease)
        raise
    if not stores_itself:
        store.idem_finish(lease.key, {"state": "done", "fp": fingerprint, "status": status, "body": body})
    return status, body
