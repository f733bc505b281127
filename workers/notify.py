"""RQ jobs of notifications to accounts (queue arbiter-notify): thin wrappers over
service.notify.notifications. Each re-reads the game, so a late or repeated job tells nothing stale."""
from __future__ import annotations

from .jobs import games
from .timing import timed


def _people():
    return games().people


@timed("notify")
def drain(slot: int = 0) -> str:
    """Tell what the notifications inbox holds (your turn, game over, invites, chat), in batches."""
    return _people().run_drain(games(), slot)


@timed("notify_reminder")
def remind(game_id: str, version: int, seat: int) -> str:
    """The deadline reminder, if the seat still has to act at `version`."""
    return _people().run_remind(games(), game_id, version, seat)


@timed("notify")
def deferred(account_id: str, note: dict) -> str:
    """A notice held back by quiet hours: sent now if it still holds."""
    return _people().run_deferred(games(), account_id, note)


@timed("notify_push")
def push_retry(account_id: str, sub_id: str, note: dict, attempt: int) -> str:
    """Another attempt to push one notice to one subscription."""
    return _people().push_one(account_id, sub_id, note, attempt)


@timed("notify_mail")
def mail_retry(raw: bytes, attempt: int) -> str:
    """Another attempt to send one mail."""
    from email import message_from_bytes, policy

    return _people().send_with_retry(message_from_bytes(raw, policy=policy.default), attempt)


@timed("notify_mail")
def digest(account_id: str) -> str:
    """The account's mail digest: every notice since the last one, in one mail."""
    return _people().run_digest(account_id)


@timed("notify_mail")
def mail_link(account_id: str | None, email: str, purpose: str, origin: str) -> str:
    """A sign-in link (to whichever account has this verified address) or an address check."""
    return _people().run_mail_link(account_id, email, purpose, origin)
