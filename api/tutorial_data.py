"""The tutorials' data (api/tutorials/<ruleset>.json, built by scripts/gen_tutorials.py): read once
per process, and the position a practice game starts from."""
from __future__ import annotations

import functools
import json
import os

from service.errors import NotFound

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tutorials")


@functools.lru_cache(maxsize=8)
def tutorial(ruleset: str) -> dict:
    """A game's tutorial as generated (read once per process)."""
    path = os.path.join(HERE, f"{ruleset}.json")
    if not ruleset.isalnum() or not os.path.exists(path):
        raise NotFound(f"no tutorial for {ruleset!r}")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def tutorial_step(ruleset: str, n: int) -> dict:
    """Step n (from 1) of a game's tutorial."""
    steps = tutorial(ruleset)["steps"]
    if not 1 <= n <= len(steps):
        raise NotFound(f"the {ruleset} tutorial has steps 1 to {len(steps)}")
    return steps[n - 1]


def practice_position(ruleset: str, position: dict | None) -> dict | None:
    """What a game that practises from a tutorial step starts from: {"name", "seat", "state"}
    (None: the ordinary opening)."""
    if position is None:
        return None
    n = position["tutorial"]
    st = tutorial_step(ruleset, n)
    return {"name": f"{ruleset} tutorial, step {n}", "seat": st["seat"], "state": st["before"]["game"]}


