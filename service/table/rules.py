"""The versions of the rules this process knows, and the version each stored game is decided under.

A game is decided, replayed and audited under the version of its ruleset it was created with
(domain/versions.py; docs/decisions.md, "Rules versions"). A new game records it in GameCreated and
the service also keeps it in the game's metadata (`ruleset_version`), so a load picks the rules
before folding. A game from before versions were recorded has neither: its version is found once by
re-running its own decisions from its seed under each candidate version, and written to its
metadata (never to its events). A process that does not know a game's version (an older replica
during a rolling upgrade, or one told to act as such with ARBITER_RULES_WITHHELD) refuses to act on
the game or show it (503 `rules-version-unknown`, Retry-After), so no game is ever decided by the
wrong version; its AI turns and deadlines wait in their indexes for a process that knows.
"""
from __future__ import annotations

import logging
import os

from domain.engine import find_ruleset
from domain.engine.ruleset import withhold
from domain.versions import UnknownVersion, identify

from service.storage.errors import NotFound, RulesUnknown
from service.storage.store import bump_generation, key

log = logging.getLogger("arbiter.rules")

WITHHELD_ENV = "ARBITER_RULES_WITHHELD"  # e.g. "dale@2,battalla@4": versions this process acts as if built before


def withhold_from_settings(environ=None) -> list[str]:
    """Forget the versions ARBITER_RULES_WITHHELD names (a rehearsal of a rolling upgrade's older
    replica); returns them. Called once at a process's start (the API's app factory, a worker)."""
    value = (environ if environ is not None else os.environ).get(WITHHELD_ENV, "")
    done = []
    for item in filter(None, (part.strip() for part in value.split(","))):
        ruleset_id, _, version = item.partition("@")
        if version.isdigit():
            withhold(ruleset_id, int(version))
            done.append(item)
    return done


def rules_for(ruleset_id: str, version: int | None):
    """The ruleset at `version`, or RulesUnknown (503) when this process does not know that version."""
    rs = find_ruleset(ruleset_id, version)
    if rs is not None:
        return rs
    newest = find_ruleset(ruleset_id)
    if newest is None:
        raise NotFound(f"unknown ruleset {ruleset_id!r}")
    raise RulesUnknown(f"this game is played under {ruleset_id}@{version} and this server does not know "
                       f"{ruleset_id}@{version} yet (it knows up to {newest.rules}): nothing was changed; "
                       "a server of the newer release will answer, retry in a moment",
                       rules=f"{ruleset_id}@{version}", known=newest.rules)


def identify_stored(store, game_id: str, meta: dict, secret: str | None) -> int:
    """The version of a stored game that names none in its metadata: the one its GameCreated names,
    else the one that reproduces its events from its seed; written to its metadata for next time."""
    events = store.read(game_id, after=0, count=int(meta.get("version") or 0))
    if not events:
        raise NotFound(f"no game {game_id!r}")
    recorded = events[0]["data"].get("ruleset_version")
    if recorded is not None:
        version = int(recorded)
    else:
        try:
            version = identify(events, bytes.fromhex(secret) if secret else None).ruleset.version
        except UnknownVersion as exc:
            raise RulesUnknown(f"the rules this game was played under cannot be told: {exc}", retry_after=3600,
                               rules=f"{meta.get('ruleset')}@?") from exc
        log.info("game %s: identified as %s@%d from its events", game_id, meta.get("ruleset"), version)
    pipe = store.r.pipeline(transaction=True)  # with its generation (service/play/held.py)
    pipe.hsetnx(key(game_id, "meta"), "ruleset_version", str(version))
    bump_generation(pipe, key(game_id, "meta"))
    pipe.execute()
    return version
