"""Past positions of games for replays, pictures and event pages: a small per-process cache of folded
states at past versions, so that reading version N folds on from the nearest known earlier state
instead of from the first event (scrubbing through a whole replay was quadratic in its length).

A state at version `at` is the fold of the first `at` events of an append-only stream: it does not
change while the store holds those events. So each entry keeps the hash of its event `at`, and is
used only after that stored event was read again and carries the same hash (`Games.fold_to`): a
game deleted, or whose history a failover rewrote, has no such event any more, and its entries are
dropped. An entry is the engine's state (no reader's view, the names as the fold or a snapshot had
them): every answer applies the names kept beside the record and the reader's redaction itself,
as it did when it folded from the start. Entries are keyed by game, ruleset and ruleset version
and version; the least recently used go first beyond `REPLAY_POSITIONS`. A state is shared, never
changed: the engine's reducers return new states (tests/unit/harness.py checks they never mutate
their input)."""
from __future__ import annotations

import bisect
import threading
from collections import OrderedDict

REPLAY_POSITIONS = 512  # states kept per process: 0.8-5 KB each as JSON (grove to battalla, measured),
# a few times that as Python objects, less where consecutive states share their unchanged parts
CHECKPOINT_EVERY = 16  # a long fold also keeps the states at multiples of this on its way


class Positions:
    """(game, ruleset id, ruleset version, version) -> (state, hash of the event at that version)."""

    def __init__(self, size: int = REPLAY_POSITIONS):
        self.size = size
        self._states: OrderedDict[tuple, tuple[dict, str]] = OrderedDict()
        self._versions: dict[tuple, list[int]] = {}  # (game, ruleset id, ruleset version) -> versions held, sorted
        self._lock = threading.Lock()

    def nearest(self, game_id: str, rules: tuple[str, int], at: int) -> tuple[int, dict, str] | None:
        """(version, state, hash) of the newest entry at or before `at`, or None."""
        with self._lock:
            held = self._versions.get((game_id, *rules)) or []
            i = bisect.bisect_right(held, at)
            if not i:
                return None
            best = held[i - 1]
            k = (game_id, *rules, best)
            self._states.move_to_end(k)
            gs, head = self._states[k]
            return best, gs, head

    def keep(self, game_id: str, rules: tuple[str, int], at: int, gs: dict, head: str) -> None:
        """Remember the state at version `at` whose last event has hash `head`."""
        if not head or gs is None or gs.get("version") != at:
            return
        k = (game_id, *rules, at)
        with self._lock:
            if k not in self._states:
                bisect.insort(self._versions.setdefault(k[:3], []), at)
            self._states[k] = (gs, head)
            self._states.move_to_end(k)
            while len(self._states) > self.size:
                old, _ = self._states.popitem(last=False)
                self._forget(old)

    def drop(self, game_id: str) -> None:
        """Forget every state of the game (the store no longer holds what they were folded from)."""
        with self._lock:
            for k in [k for k in self._states if k[0] == game_id]:
                del self._states[k]
                self._forget(k)

    def _forget(self, k: tuple) -> None:
        held = self._versions.get(k[:3])
        if held is not None:
            held.remove(k[3])
            if not held:
                del self._versions[k[:3]]

    def __len__(self) -> int:
        return len(self._states)
