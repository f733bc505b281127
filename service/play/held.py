"""A process's held copy of a game, so that a move costs one store round trip, not two (issue 38).

A move normally loads the game (one round trip: the metadata and any events after the cached
state), decides it, and appends (a second round trip). The process that made a game's last append
already holds what the load would return: the state its own decision produced and the metadata it
wrote. A move may be decided on that copy and appended at once, because the append script checks
everything the decision read: the version and the head hash (the state: the hash chain commits
to every event) and the metadata's generation (`meta_gen`: the seat tokens, the account seats,
suspensions, anything another writer changed without an event). When any of them moved, the script
answers 'stale', nothing is written, and the caller decides again on a fresh load, from the
caller's authentication on. So correctness never depends on the copy: a stale copy costs one
wasted round trip.

The generation: every writer of a game's metadata that appends no event (a seat claimed or
reissued, an account bound, a suspension, a seat left, a webhook added, the archive mark, the
ruleset version of an old game) increments the field `meta_gen` in the same atomic step (its Lua
script, or its MULTI); an append changes the version instead. So the script compares one field,
where it used to hash the whole hash (about 100 us of redis-server's CPU a move: an HGETALL, a sort
and a SHA-1 of ~1.5 KiB in Lua). HELD_CHECK chooses the check:
- `generation` (the default): the field only;
- `digest`: the SHA-1 of every field, as before the generation existed. For a rolling upgrade from a
  release whose writers do not increment `meta_gen`: run every new process with it until no older one
  is left;
- `both`: the generation decides, and the digest cross-checks it: a change the generation missed (a
  writer that forgot to increment it) fails the append loudly ('unbumped', never written). The tests
  run with it (tests/conftest.py), and tests/unit/test_meta_writers.py checks every writer's source.

A refusal decided on a held copy is never sent: it is decided again on a fresh load (the copy may
be a move behind). A game whose moves land on several processes (no sticky routing) would waste
a round trip on most moves, so after a stale answer a game is decided on fresh loads for a while.
"""
from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict

from service.storage.store import GENERATION

HELD_GAMES = 2048
CHECKS = ("generation", "digest", "both")
FRESH_AFTER_STALE = 8  # moves decided on fresh loads after a held copy was found stale


class StaleCopy(Exception):
    """A decision on a held copy is void (the store moved on, or the rules refused it there):
    decide again on a fresh load. Never reaches a client."""


def meta_digest(meta: dict) -> str:
    """The digest the append script computes over the stored metadata (APPEND_LUA): SHA-1 of
    every field, sorted by name, each name and value prefixed by its length in bytes."""
    text = "".join([f"{len(name)}:{name}{len(meta[name])}:{meta[name]}" for name in sorted(meta)])
    if not text.isascii():  # lengths in bytes, as Lua counts them
        text = "".join([f"{len(n)}:{n.decode()}{len(v)}:{v.decode()}"
                        for n, v in ((name.encode(), meta[name].encode()) for name in sorted(meta))])
    return hashlib.sha1(text.encode()).hexdigest()  # noqa: S324 - a change detector, not a secret


def check_token(meta: dict, check: str) -> str:
    """What the append script checks a held copy's metadata by (EventStore.append's `held`):
    '<generation>|<digest>', either part empty when HELD_CHECK leaves it out; never empty."""
    gen = meta.get(GENERATION, "0") if check != "digest" else ""
    return f"{gen}|{meta_digest(meta) if check != 'generation' else ''}"


class HeldCopies:
    """Per game: the metadata as this process last read or wrote it, with the token its check is
    made by (check_token) and the head hash of the state it goes with (the state itself is the games
    service's cache)."""

    def __init__(self, enabled: bool = True, check: str = "generation"):
        self._held: OrderedDict[str, tuple[str, dict, str]] = OrderedDict()
        self._fresh: dict[str, int] = {}
        self._lock = threading.Lock()  # a gthread worker's threads share it
        self.configure(enabled, check)

    def configure(self, enabled: bool, check: str) -> None:
        """HELD_MOVES (off: nothing is held, every move is decided on a fresh load) and HELD_CHECK."""
        if check not in CHECKS:
            raise ValueError(f"HELD_CHECK must be one of {', '.join(CHECKS)}, not {check!r}")
        with self._lock:
            self.enabled, self.check = enabled, check
            self._held.clear()  # their tokens are another check's

    def keep(self, game_id: str, head: str, meta: dict) -> None:
        """Hold the metadata stored with head hash `head` (a copy: callers change theirs)."""
        if not head or not self.enabled:
            return
        entry = (head, dict(meta), check_token(meta, self.check))
        with self._lock:
            self._held[game_id] = entry
            self._held.move_to_end(game_id)
            while len(self._held) > HELD_GAMES:
                self._held.popitem(last=False)

    def get(self, game_id: str, head: str) -> tuple[dict, str] | None:
        """(a copy of the metadata, its check token) held with this head hash, or None; None too while
        the game is decided on fresh loads after a stale copy."""
        if self._fresh:
            with self._lock:
                left = self._fresh.pop(game_id, 0)
                if left > 1:
                    self._fresh[game_id] = left - 1
            if left:
                return None
        held = self._held.get(game_id)
        if held is None or held[0] != head:
            return None
        return dict(held[1]), held[2]

    def stale(self, game_id: str) -> None:
        """The held copy was stale: drop it, and decide this game's next moves on fresh loads."""
        with self._lock:
            self._held.pop(game_id, None)
            self._fresh[game_id] = FRESH_AFTER_STALE
            if len(self._fresh) > HELD_GAMES:
                self._fresh.pop(next(iter(self._fresh)))

    def drop(self, game_id: str) -> None:
        """Forget the game (its cached state was dropped)."""
        with self._lock:
            self._held.pop(game_id, None)
