"""RQ jobs for webhooks: the deadline reminder, and the hand-over of a delivery job queued by an
earlier release. Deliveries themselves are sent by workers.webhook_sender from the outbox; these
jobs only put messages there, so they take milliseconds and a reminder is never held up by a
slow receiver. Each re-reads what it needs, so a repeated job does no harm."""
from __future__ import annotations

from service.integrate.webhooks import Notifier, Webhooks

from .jobs import games
from .timing import timed


@timed("webhook_handover")
def deliver(game_id: str, msg_id: str) -> str:
    """A delivery job of an earlier release: put the message in its endpoint's outbox."""
    svc = games()
    return Webhooks(svc.store.r, svc.scheduler.webhook_outbox).requeue(game_id, msg_id)


@timed("deadline_reminder")
def remind(game_id: str, version: int, seat: int) -> str:
    """80% of the seat's move time is used: send turn.deadline_reminder if it still has to act."""
    svc = games()
    return Notifier(svc.store.r, svc.scheduler.webhook_queue, svc.scheduler.webhook_outbox).remind(
        svc, game_id, version, seat)
