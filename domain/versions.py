"""Which version of its ruleset a recorded game was played under (docs/decisions.md, "Rules versions").

A game created since versions are recorded names its version in GameCreated (`ruleset_version`).
A game from before names none: it was played under one of its ruleset's versions whose
`records_version` is false (battalla@1 to @3, every other ruleset's @1), each reconstructed from
this repository's history. Which one is told by the game's own record, never by a guess: a
candidate re-runs the game's decisions from its seed (the creation with its shuffles and deals,
then every move) and must give exactly the recorded events, hash for hash. The one in force when
the game was created (its `since` date) is tried first, then the others newest first; where several
would reproduce it (a Battalla game whose decks no change touched), they decide every one of its
events alike.

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
    """The version a record was played under, how that is known, and (when finding it took a replay)
    the state that replay ended in."""

    ruleset: Ruleset
    recorded: bool  # named by GameCreated (else: identified by replaying the record)
    state: dict | None = None

    @property
    def how(self) -> str:
        """In words, how the version is known."""
        if self.recorded:
            return f"played under {self.ruleset.rules}, as its first event records"
        return (f"played under {self.ruleset.rules}: created before versions were recorded, identified by "
                "re-running its decisions from the seed")


def recorded_version(events: list[dict]) -> tuple[str, int | None]:
    """(ruleset id, the version GameCreated names or None)."""
    data = events[0].get("data") or {}
    return data.get("ruleset"), data.get("ruleset_version")


def unrecorded(ruleset_id: str, created_at: str = "") -> list[Ruleset]:
    """The versions a game that names none may have been played under, the likeliest first: the one
    in force when it was created (`created_at`, its first event's time), then the others newest first."""
    newest = find_ruleset(ruleset_id)
    if newest is None:
        return []
    older = [rs for rs in reversed(newest.versions()) if not rs.records_version]
    in_force = next((rs for rs in older if rs.since and created_at and rs.since <= created_at), None)
    return ([in_force] if in_force else []) + [rs for rs in older if rs is not in_force]


def replay(rs: Ruleset, events: list[dict], seed: bytes) -> tuple[dict | None, str | None]:
    """Re-run every decision of `events` from `seed` under `rs`: (the state it ends in, None) when it
    gives them hash for hash, else (the state so far, the first difference in words)."""
    gs, prev = None, GENESIS
    for group in decisions(events):
        first = group[0]["seq"]
        try:
            decision = rerun(rs, gs, group, seed, events[:first - 1])
            sealed = decision.seal(prev_hash=prev, at=group[0]["at"], seed=seed)
        except Exception as exc:  # noqa: BLE001 - a decision these rules cannot take is a finding
            return gs, f"event {first}: re-running the decision under {rs.rules} failed: {exc}"
        if [e["hash"] for e in sealed] != [e["hash"] for e in group]:
            return gs, (f"event {first}: re-running {group[0]['cmd']['kind']} from the seed under {rs.rules} "
                        "does not give the recorded events")
        gs, prev = decision.state, group[-1]["hash"]
    return gs, None


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
    if seed is None:
        raise UnknownVersion("the record names no version and its seed is not revealed: its version cannot "
                             "be told yet")
    candidates = unrecorded(ruleset_id, events[0].get("at") or "")
    for rs in candidates:
        state, problem = replay(rs, events, seed)
        if problem is None:
            return Identified(rs, False, state)
    known = ", ".join(rs.rules for rs in sorted(candidates, key=lambda rs: rs.version))
    raise UnknownVersion(f"the record names no version and none of the versions from before versions were "
                         f"recorded ({known}) reproduces it: it was played under rules older than they are "
                         "(docs/decisions.md, \"Rules versions\": games from before 2026-11-23 08:11), or it "
                         "is not what the service recorded")
