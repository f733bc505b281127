"""RQ jobs for webhooks: one delivery attempt, and the deadline reminder. Thin wrappers over
service.webhooks; each re-reads what it needs, so a repeated job does no harm (a delivery that
is already delivered or failed is not sent again)."""
from __future__ import annotations

from service.webhooks import Notifier, Webhooks

from .jobs import games
from .timing import timed


@timed("webhook_delivery")
def deliver(game_id: str, msg_id: str) -> str:
    """Attempt one webhook delivery; on failure the next attempt is scheduled with backoff."""
    svc = games()
    return Webhooks(svc.store.r, svc.scheduler.webhook_queue).deliver(game_id, msg_id)


@timed("deadline_reminder")
def remind(game_id: str, version: int, seat: int) -> str:
    """80% of the seat's move time is used: send turn.deadline_reminder if it still has to act."""
    svc = games()
    return Notifier(svc.store.r, svc.scheduler.webhook_queue).remind(svc, game_id, version, seat)
