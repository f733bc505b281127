"""A game as the service holds it: `Loaded` (metadata, folded state, secret seed), the metadata an
append writes (`meta_after`), the JSON a seat or spectator is shown (`game_json`, `game_body`), the
stand-in state of a game still waiting for players, and the stamps and digests they are made of.

Shared by service/games.py (moves, reads) and service/lobby.py (open seats, start): both load,
append and show games the same way, and neither has to reach into the other for it.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from domain import engine
from domain.engine import game as G
from domain.engine.words import seat_names

from .errors import IdempotencyMismatch
from .rules import rules_for
from .seat_names import shown_name
from .store import decode_answer


def utcnow() -> datetime:
    """The server clock (UTC)."""
    return datetime.now(timezone.utc)


def iso(t: datetime) -> str:
    """ISO 8601 in UTC with a Z."""
    return t.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def hash_token(token: str) -> str:
    """How a seat token is stored: sha256 hex (tokens are 256-bit random, so no salt needed)."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Loaded:
    """A game as loaded: its metadata, engine state and secret seed."""

    id: str
    meta: dict
    state: dict
    seed: bytes

    @property
    def version(self) -> int:
        return self.state["version"]

    @property
    def ruleset(self):
        """The rules the game is decided under: its own version (RulesUnknown if this process lacks it)."""
        return rules_for(self.state["ruleset"], self.state.get("ruleset_version"))

    @property
    def finished(self) -> bool:
        return self.state["finished"]



def is_open(seat: dict) -> bool:
    """A seat of a create request that waits for a player: {"open": true} or no name."""
    return bool(seat.get("open")) or not seat.get("name")


def waiting_state(meta: dict) -> dict:
    """A stand-in game state for a waiting game (no engine state, no seed yet)."""
    seats = json.loads(meta.get("seats") or "[]")
    open_seats = set(json.loads(meta.get("open") or "[]"))
    for s in seats:
        s["name"] = shown_name(meta, s)
        s["open"] = s["seat"] in open_seats
    version = meta.get("ruleset_version")
    return {
        "ruleset": meta["ruleset"], "ruleset_version": int(version) if version else None, "version": 0, "seats": seats,
        "options": json.loads(meta.get("options") or "{}"), "clock": json.loads(meta.get("clock") or "null"),
        "seed_commitment": None, "game": None, "removed": [], "result": None, "finished": False,
        "waiting": True,
    }


def meta_after(gs: dict, envs: list[dict], now: datetime, created: bool = False) -> dict:
    """The metadata fields a game has after `envs` were appended at `now` (version, head hash, status,
    who acts, deadline, outcome; at creation also when and with which seats it was created)."""
    rs = rules_for(gs["ruleset"], gs.get("ruleset_version"))
    acting = G.to_act(rs, gs)
    clock = gs.get("clock")
    deadline = ""
    if clock and acting and not gs["finished"]:
        deadline = iso(now + timedelta(seconds=clock["move_seconds"]))
    meta = {
        "ruleset": gs["ruleset"],
        "version": str(gs["version"]),
        "head_hash": envs[-1]["hash"],
        "status": "finished" if gs["finished"] else "active",
        "to_act": json.dumps(acting),
        "deadline": deadline,
        "updated_at": iso(now),
        "outcome": json.dumps(G.outcome(rs, gs)) if gs["finished"] else "",
    }
    if created:
        meta["created_at"] = iso(now)
        meta["seats"] = json.dumps(gs["seats"])
        meta["ruleset_version"] = str(gs["ruleset_version"])
    return meta



def game_json(loaded: Loaded, seat: int | None) -> dict:
    """The game as the HTTP API shows it to `seat` (None: a spectator)."""
    gs, meta = loaded.state, loaded.meta
    rs = loaded.ruleset
    if gs.get("waiting"):
        return {
            "id": loaded.id, "ruleset": gs["ruleset"], "ruleset_version": rs.version, "status": "waiting", "version": 0,
            "seats": [{"seat": s["seat"], "name": s["name"], "ai": s.get("ai"), "open": s["open"]}
                      for s in gs["seats"]],
            "your_seat": seat, "to_act": [], "removed": [], "deadline": None, "clock": gs.get("clock"),
            "options": G.public_options(rs, gs["options"])[0], "outcome": None, "view": {}, "seed_commitment": None,
            "created_at": meta.get("created_at"), "updated_at": meta.get("updated_at"),
        }
    return game_body(loaded.id, gs, meta, seat)



def game_body(game_id: str, gs: dict, meta: dict, seat: int | None) -> dict:
    """The JSON of a started game as `seat` (None: a spectator) may see it, from its folded state."""
    rs = rules_for(gs["ruleset"], gs.get("ruleset_version"))
    result = G.decided(rs, gs)  # set one version early too: the one just before GameFinished
    if result:
        result = {**result, "text": rs.outcome_text(result, seat_names(gs["seats"]))}
    return {
        "id": game_id,
        "ruleset": gs["ruleset"],
        "ruleset_version": rs.version,
        "status": "finished" if gs["finished"] else "active",
        "version": gs["version"],
        "seats": [{"seat": s["seat"], "name": s["name"], "ai": s.get("ai")} for s in gs["seats"]],
        "your_seat": seat,
        "to_act": [] if result else G.to_act(rs, gs),
        "removed": list(gs["removed"]),
        "deadline": meta.get("deadline") or None,
        "clock": gs.get("clock"),
        "options": gs["options"],
        "outcome": result,
        "view": rs.view(gs["game"], seat),
        "seed_commitment": gs["seed_commitment"],
        "created_at": meta.get("created_at"),
        "updated_at": meta.get("updated_at"),
    }


def first_answer(stored, what: str = "a game") -> dict:
    """The body the first request with this Idempotency-Key answered (it created `what`), or an
    error if `what` exists without it (its answer has expired)."""
    prior = decode_answer(stored) if stored else None
    if prior and prior.get("state") == "done" and prior.get("status") == 201:
        return prior["body"]
    raise IdempotencyMismatch(f"{what} was made with this Idempotency-Key more than a day ago "
                              "(its answer has expired); use a new key")
