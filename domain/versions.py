"""Which version of its ruleset a recorded game was played under (docs/decisions.md, "Rules versions").

A game created since versions are recorded names its version in GameCreated (`ruleset_version`).
A game from before names none: it was played under one of its ruleset's versions whose
`records_version` is false (battalla@1 to @3, every other ruleset's @1), each reconstructed from
this repository's history. Which one is told by the game's own record, never by a guess: each
candidate re-runs the game's decisions from its seed (the creation with its shuffles and deals,
then every move) and must give exactly the recorded events, hash for hash. Where several do (a
Battalla game whose decks no change touched), they decided every one of its events alike; the one
in force when the game was created is named (its `since` date), else the newest.

Nothing stored is changed: the service writes the answer into the game's metadata (not its
events), and the offline auditor finds it the same way from an export.
"""
from __future__ import annotations

from dataclasses import dataclass

from .engine import GENESIS, find_ruleset
from .engine.ruleset import Ruleset
from .rerun import decisions, rerun


class UnknownVersion(Exception):
    """The record's version (or every candidate for an unversioned record) is not one this code knows."""

    def __init__(self, message: str, rules: str | None = None, newest: str | None = None):
        super().__init__(message)
        self.rules = rules
        self.newest = newest


@dataclass(frozen=True)
class Identified:
    """The version a record was played under, and how that is known."""

    ruleset: Ruleset
    recorded: bool  # named by GameCreated (else: identified by replaying the record)
    candidates: tuple = ()  # for an unversioned record: every version that reproduces it

    @property
    def how(self) -> str:
        """In words, how the version is known."""
        if self.recorded:
            return f"played under {self.ruleset.rules}, as its first event records"
        also = [f"@{v}" for v in self.candidates if v != self.ruleset.version]
        more = f" (its events are the same under {', '.join(also)})" if also else ""
        return (f"played under {self.ruleset.rules}{more}: created before versions were recorded, "
                "identified by re-running its decisions from the seed")


def recorded_version(events: list[dict]) -> tuple[str, int | None]:
    """(ruleset id, the version GameCreated names or None)."""
    data = events[0].get("data") or {}
    return data.get("ruleset"), data.get("ruleset_version")


def unrecorded(ruleset_id: str) -> list[Ruleset]:
    """The versions a game that names none may have been played under, newest first."""
    newest = find_ruleset(ruleset_id)
    if newest is None:
        return []
    return [rs for rs in reversed(newest.versions()) if not rs.records_version]


def reproduces(rs: Ruleset, events: list[dict], seed: bytes) -> bool:
    """Whether re-running every decision of `events` from `seed` under `rs` gives them, hash for hash."""
    gs, prev = None, GENESIS
    for group in decisions(events):
        try:
            decision = rerun(rs, gs, group, seed)
            sealed = decision.seal(prev_hash=prev, at=group[0]["at"], seed=seed)
        except Exception:  # noqa: BLE001 - a decision these rules cannot take: not this version
            return False
        if [e["hash"] for e in sealed] != [e["hash"] for e in group]:
            return False
        gs, prev = decision.state, group[-1]["hash"]
    return True


def identify(events: list[dict], seed: bytes | None) -> Identified:
    """The version `events` (a whole record from GameCreated, with its private parts) were played
    under; UnknownVersion when this code does not know it or none of its versions reproduces them."""
    ruleset_id, version = recorded_version(events)
    newest = find_ruleset(ruleset_id) if isinstance(ruleset_id, str) else None
    if newest is None:
        raise UnknownVersion(f"unknown ruleset {ruleset_id!r}")
    if version is not None:
        rs = find_ruleset(ruleset_id, version) if isinstance(version, int) else None
        if rs is None:
            raise UnknownVersion(f"played under {ruleset_id}@{version}; this code knows {ruleset_id} up to "
                                 f"{newest.rules}: update it", f"{ruleset_id}@{version}", newest.rules)
        return Identified(rs, True)
    candidates = unrecorded(ruleset_id)
    if seed is None:
        raise UnknownVersion("the record names no version and its seed is not revealed: its version cannot "
                             "be told yet")
    found = [rs for rs in candidates if reproduces(rs, events, seed)]
    if not found:
        known = ", ".join(rs.rules for rs in reversed(candidates))
        raise UnknownVersion(f"the record names no version and none of the versions from before versions "
                             f"were recorded ({known}) reproduces it: it was played under rules older than "
                             "they are, or it is not what the service recorded")
    created = events[0].get("at") or ""
    in_force = [rs for rs in found if rs.since and rs.since <= created]
    chosen = max(in_force, key=lambda rs: rs.since) if in_force else found[0]
    return Identified(chosen, False, tuple(sorted(rs.version for rs in found)))
