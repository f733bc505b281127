"""Every seat's name as answers show it: the one lookup (docs/accounts.md, "Leaving for good").

A game names its seats in two places. Games of the rulesets whose `names_in_record` is true
(battalla@1-4, grove@1-2, channeling@1-2, battlegates@1-2, dale@1-2) have each name in GameCreated's
public data, inside the hash chain; the newer versions record only a salted digest of it
(`name_digest`) and keep the name and its salt beside the record, in the game's metadata:
  name:<seat>       the seat's name (also a waiting game's claimed name)
  namesalt:<seat>   the salt its digest was made with (hex, 128 random bits)
  erased:<seat>     "1" once the seat's account was deleted: name and salt are gone
Whatever reads a name for a person (a game, a listing, an event's words, a mail, a picture, a
webhook) reads it through `named_seats`/`with_names`, which answer DELETED for an erased seat
whatever the record holds.
"""
from __future__ import annotations

import secrets

from domain.engine.words import DELETED_PLAYER

DELETED = DELETED_PLAYER  # "a deleted player": what every answer names an erased seat
ERASED_ACCOUNTS = "accounts:deleted"  # set of deleted account ids (ratings read their names through it)


def is_erased(meta: dict, seat: int) -> bool:
    """Whether the seat's player deleted their account."""
    return bool(meta.get(f"erased:{seat}"))


def shown_name(meta: dict, seat: dict) -> str | None:
    """One seat's name as answers show it: DELETED once erased, else the name kept beside the record,
    else the record's own."""
    i = seat["seat"]
    if is_erased(meta, i):
        return DELETED
    return meta.get(f"name:{i}") or seat.get("name")


def named_seats(meta: dict, seats: list) -> list:
    """The seats (dicts with `seat`) with `name` as answers show it; the input is not changed."""
    out = []
    for s in seats:
        name = shown_name(meta, s)
        out.append(s if name == s.get("name") else {**s, "name": name})
    return out


def with_names(meta: dict, gs: dict | None) -> dict | None:
    """A folded game state whose seats carry the names answers show (a shallow copy when any differs)."""
    if gs is None:
        return None
    seats = named_seats(meta, gs["seats"])
    if all(a is b for a, b in zip(seats, gs["seats"])):
        return gs
    return {**gs, "seats": seats}


def salted(rs, seats: list[dict]) -> tuple[list[dict], dict]:
    """(the seats of a create request as the engine takes them, the metadata that keeps their names):
    for a ruleset that keeps names out of its record, each named seat gets a fresh random salt, and
    its name and salt go to `name:<seat>` / `namesalt:<seat>`; the record commits to the digest."""
    if rs.names_in_record:
        return seats, {}
    out, meta = [], {}
    for i, s in enumerate(seats):
        if not s.get("name"):
            out.append(s)
            continue
        salt = secrets.token_hex(16)
        out.append({**s, "name_salt": salt})
        meta[f"name:{i}"] = s["name"]
        meta[f"namesalt:{i}"] = salt
    return out, meta


def names_part(meta: dict, created: dict) -> list[dict] | None:
    """What an export holds beside the events of a game whose record names nobody: each seat's name
    and salt (the auditor checks them against GameCreated's `name_digest`), or, for an erased seat,
    that it was erased. None for a game whose record holds the names itself."""
    seats = created.get("seats") or []
    if not any("name_digest" in s for s in seats):
        return None
    out = []
    for s in seats:
        i = s["seat"]
        if is_erased(meta, i):
            out.append({"seat": i, "name": DELETED, "salt": None, "erased": True})
        else:
            out.append({"seat": i, "name": meta.get(f"name:{i}"), "salt": meta.get(f"namesalt:{i}"),
                        "erased": False})
    return out
