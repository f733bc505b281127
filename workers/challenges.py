"""RQ job of challenges (queue arbiter-notify): a challenge's expiry at its time."""
from __future__ import annotations

from .jobs import games
from .timing import timed


@timed("challenge_expiry")
def expire(challenge_id: str) -> str:
    """Mark the challenge expired if it is still pending past its time, and tell its accounts."""
    from service.compete.challenges import Challenges

    return Challenges(games()).expire(challenge_id)
