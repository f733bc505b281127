"""Every recorded finished game of the golden check, by a stable name: the corpus of today's rules
(tests/golden/current), games of the versions that record themselves (tests/golden/new), games of the
versions whose records name nobody (tests/golden/apart, issue 36) and the games
old commits played to their end (tests/golden/legacy/<commit>/finished)."""
from __future__ import annotations

import glob
import os

from tests.golden.legacy import HERE, commits, finished, load

EXPECTED = os.path.join(HERE, "expected.json")


def names() -> list[str]:
    """The names of every recorded game, sorted."""
    return [name for name, _ in _files()]


def _files() -> list[tuple[str, str | None]]:
    out = []
    for folder in ("current", "new", "apart"):
        for path in sorted(glob.glob(os.path.join(HERE, folder, "*", "*.json.gz"))):
            out.append((f"{folder}/{os.path.basename(path)[:-len('.json.gz')]}", path))
    for commit in commits():
        for name in sorted(finished(commit)):
            out.append((f"legacy/{commit}/{name}", None))
    return sorted(out)


def export(name: str) -> dict:
    """The export of the recorded game `name`."""
    if name.startswith("legacy/"):
        _, commit, game = name.split("/", 2)
        return finished(commit)[game]["export"]
    return load(dict(_files())[name])


def records():
    """(name, export) of every recorded game."""
    for name in names():
        yield name, export(name)
