"""The tutorials' data (api/tutorials/<ruleset>.json, built by scripts/gen_tutorials.py): read once
per process, the words of a tutorial and of a step in the reader's language (the catalogue's
`tutorials.<ruleset>...` keys the generator kept with each step), and the position a practice game
starts from."""
from __future__ import annotations

import functools
import json
import os

from service.storage.errors import NotFound
from service.people.message import message, render

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


def tutorial_words(ruleset: str, lang: str) -> dict:
    """{title, intro} of a game's tutorial in `lang`."""
    key = tutorial(ruleset)["words"]["key"]
    return {part: render(lang, message(f"{key}.{part}")) for part in ("title", "intro")}


def step_words(st: dict, lang: str) -> dict:
    """{title, prompt, explain} of a step in `lang` (its message key and parameters, as generated)."""
    w = st["words"]
    return {part: render(lang, message(f"{w['key']}.{part}", **w["params"])) for part in ("title", "prompt", "explain")}


def practice_position(ruleset: str, position: dict | None) -> dict | None:
    """What a game that practises from a tutorial step starts from: {"name", "seat", "state"}
    (None: the ordinary opening)."""
    if position is None:
        return None
    n = position["tutorial"]
    st = tutorial_step(ruleset, n)
    return {"name": f"{ruleset} tutorial, step {n}", "seat": st["seat"], "state": st["before"]["game"]}


