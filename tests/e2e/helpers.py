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


def wait_until_ready(base: str, timeout: float, log_text) -> None:
    """Poll `base`/readyz until it answers 200; else fail with its last answer and `log_text()` (the
    service's log). Each try may take 15 s: a worker's first request (its imports) took more than a
    second on a loaded machine, and a short timeout gave up on every try."""
    import time

    deadline, last = time.monotonic() + timeout, "no answer"
    while time.monotonic() < deadline:
        try:
            ready = requests.get(f"{base}/readyz", timeout=15)
            if ready.status_code == 200:
                return
            last = f"{ready.status_code} {ready.text}"
        except requests.RequestException as exc:
            last = repr(exc)
        time.sleep(0.3)
    raise AssertionError(f"{base} did not come up (/readyz: {last}):\n{log_text()}")
