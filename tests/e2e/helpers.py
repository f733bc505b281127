"""Shared helpers of the end-to-end tests."""
import random

import requests


def all_events(base: str, game_id: str, headers: dict | None = None) -> list[dict]:
    """Every event of a game, following the `next` cursor page by page."""
    events, after = [], 0
    while True:
        page = requests.get(f"{base}/v1/games/{game_id}/events", params={"after": after, "limit": 1000},
                            headers=headers or {}).json()
        events += page["events"]
        if page["next"] is None:
            return events
        after = page["next"]


def purposeful(pick: random.Random, moves: list) -> dict:
    """A random legal Grove move that prefers channelling, so the game reaches a win quickly."""
    channels = [m for m in moves if m["type"] in ("channel", "move")]
    return pick.choice(channels if channels and pick.random() < 0.8 else moves)
