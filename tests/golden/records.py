"""Every recorded finished game of the golden check, by a stable name: the corpus of today's rules
(tests/golden/current), games of the versions that record themselves (tests/golden/new), games of the
versions whose records name nobody (tests/golden/apart, issue 36) and the games
old commits played to their end (tests/golden/legacy/<commit>/finished)."""
from __future__ import annotations

import functools
import glob
import os

from tests.golden.legacy import HERE, LEGACY, commits, load

EXPECTED = os.path.join(HERE, "expected.json")


def names() -> list[str]:
    """The names of every recorded game, sorted."""
    return [name for name, _ in _files()]


@functools.cache
def _files() -> tuple[tuple[str, str], ...]:
    """(name, file) of every recorded game, by name: found once, and no file read to find them (each
    test reads its own game's file only, not every legacy commit's finished games)."""
    out = []
    for folder in ("current", "new", "apart"):
        for path in sorted(glob.glob(os.path.join(HERE, folder, "*", "*.json.gz"))):
            out.append((f"{folder}/{os.path.basename(path)[:-len('.json.gz')]}", path))
    for commit in commits():  # the files legacy.finished(commit) reads, by the same names
        for path in sorted(glob.glob(os.path.join(LEGACY, commit, "finished", "*.json.gz"))):
            out.append((f"legacy/{commit}/{os.path.basename(path)[:-len('.json.gz')]}", path))
    return tuple(sorted(out))


def export(name: str) -> dict:
    """The export of the recorded game `name`."""
    data = load(dict(_files())[name])
    return data["export"] if name.startswith("legacy/") else data


def records():
    """(name, export) of every recorded game."""
    for name in names():
        yield name, export(name)
