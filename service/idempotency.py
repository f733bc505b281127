"""Idempotency-Key for every POST that creates something: a retried request with the same key and
body gets the first answer again (stored 24 hours), never a second game, seat, start or webhook.

A key is scoped to what it acts on (the game's hash tag, so its answer can be written in the same
atomic step as the change where that matters): moves and resign per seat token, claims per seat,
start and webhooks per game, and creation by a game id derived from the key itself.
"""
from __future__ import annotations

import hashlib

from domain.engine.errors import ArbiterError

from .errors import IdempotencyInFlight, IdempotencyMismatch, NotDurable, problem
from .store import encode_answer, idem_key

NOT_DURABLE = ("the change was applied but fewer replicas than required confirmed it in time, so it "
               "is not acknowledged as durable; retry with the same Idempotency-Key, or re-read the game")


def created_game_id(idem: str) -> str:
    """The id of the game a `POST /v1/games` with this Idempotency-Key creates: derived from the
    key, so a retry lands on the same game (and its stored answer) on any node of a cluster."""
    return hashlib.sha256(b"arbiter-create\0" + idem.encode()).hexdigest()[:16]


def begin(store, k: str, fingerprint: str) -> tuple[int, dict] | None:
    """Claim key `k` for this request; None if it is new, else the stored (status, body) to answer
    again. Raises IdempotencyMismatch (another body), IdempotencyInFlight (the first request is
    still working) or NotDurable (the first answer is not durable yet)."""
    prior = store.idem_begin(k, fingerprint)
    if prior is None:
        return None
    if prior.get("fp") != fingerprint:
        raise IdempotencyMismatch("this Idempotency-Key was used with a different request body")
    if prior.get("state") == "pending":
        wait = max(1, -(-prior.get("retry_after_ms", 1000) // 1000))
        raise IdempotencyInFlight(f"the first request with this Idempotency-Key is still in flight; "
                                  f"retry in {wait} s", retry_after=wait)
    if prior["status"] in (200, 201) and not store.confirm_durable(k):
        raise NotDurable(NOT_DURABLE)
    return prior["status"], prior["body"]


def answer(fingerprint: str, status: int, body: dict) -> bytes:
    """A final answer as stored under a key (for writing it in the same atomic step as the change)."""
    return encode_answer({"state": "done", "fp": fingerprint, "status": status, "body": body})


def once(store, game_id: str, scope: str, idem: str | None, fingerprint: str, run, *, stores_itself=False):
    """Run `run(k)` -> (status, body) at most once per key; without a key, just run it.

    `run` gets the key (None without one); with `stores_itself` it writes `answer(...)` under the
    key in the same atomic step as its change, else the answer is stored once it returns. A refusal
    (4xx) is stored too; a transient failure (5xx, a crash, or a 429: a cap that frees up) frees
    the key for the retry."""
    if idem is None:
        return run(None)
    k = idem_key(game_id, scope, idem)
    prior = begin(store, k, fingerprint)
    if prior is not None:
        return prior
    try:
        status, body = run(k)
    except NotDurable:
        raise  # the answer is stored: the retry replays it once it is durable
    except ArbiterError as exc:
        status, body = problem(exc)
        if status >= 500 or status == 429:
            store.idem_abandon(k)
        else:
            store.idem_finish(k, {"state": "done", "fp": fingerprint, "status": status, "body": body})
        raise
    except BaseException:
        store.idem_abandon(k)
        raise
    if not stores_itself:
        store.idem_finish(k, {"state": "done", "fp": fingerprint, "status": status, "body": body})
    return status, body
