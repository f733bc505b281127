"""The golden corpus of today's rules: tests/golden/current (README.md there says how it was made).

`index()` is OUTDIR/index.json of scripts/record_corpus.py (each game's spec, id, outcome, counts,
file and bytes); `export(name)` is one game's export (GET /v1/games/{id}/export, as a spectator).
"""
from __future__ import annotations

import os

from tests.golden.legacy import HERE, load

CURRENT = os.path.join(HERE, "current")


def index() -> dict:
    """{"games": {name: row}, "refused": {...}, "recorded": {...}}."""
    return load(os.path.join(CURRENT, "index.json"))


def export(name: str) -> dict:
    """The export of the corpus game `name`."""
    return load(os.path.join(CURRENT, index()["games"][name]["file"]))
