"""A game as the service holds it: `Loaded` (metadata, folded state, secret seed), the metadata an
append writes (`meta_after`), the JSON a seat or spectator is shown (`game_json`, `game_body`), the
stand-in state of a game still waiting for players, and the stamps and digests they are made of.

Shared by service/play/games.py (moves, reads) and service/table/lobby.py (open seats, start): both load,
append and show games the same way, and neither has to reach into the other for it.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime, timezone

from domain import clock as C
from domain import engine
from domain.engine import consent
from domain.engine import game as G
from domain.engine.words import list_msg, msg, seat_names, who_msg

from service.storage.errors import IdempotencyMismatch
from .rules import rules_for
from .seat_names import shown_name
from . import i18n
from service.storage.store import decode_answer
from .words import outcome_text


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


def meta_after(gs: dict, envs: list[dict], now: datetime, created: bool = False, prev: dict | None = None) -> dict:
    """The metadata fields a game has after `envs` (one command's events) were appended at `now`
    (version, head hash, status, who acts, deadlines, the clock's book, outcome; at creation also when
    and with which seats it was created). `prev`: the metadata before, whose clock book this advances
    (domain/clock.py; a game from before books were kept starts its book at its last append)."""
    rs = rules_for(gs["ruleset"], gs.get("ruleset_version"))
    acting = G.to_act(rs, gs)
    clock = gs.get("clock")
    deadline, per_seat, book = "", {}, None
    if clock:
        book = clock_book(clock, gs, envs, prev or {})
        if acting and not gs["finished"]:
            per_seat = {str(s): iso(C.deadline(clock, book, s)) for s in acting}
            deadline = min(per_seat.values())
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
    if clock:
        meta["clock_book"] = json.dumps(book, separators=(",", ":"))
        meta["deadlines"] = json.dumps(per_seat, separators=(",", ":"))
    if created:
        meta["created_at"] = iso(now)
        meta["seats"] = json.dumps(gs["seats"])
        meta["ruleset_version"] = str(gs["ruleset_version"])
    return meta


def clock_book(clock: dict, gs: dict, envs: list[dict], prev: dict) -> dict:
    """The clock's book after `envs`: a new one at creation, else the previous one advanced."""
    if (envs[0].get("cmd") or {}).get("kind") == "create":
        return C.new_book(clock, len(gs["seats"]), envs[0]["at"])
    raw = prev.get("clock_book")
    book = json.loads(raw) if raw else {"since": prev.get("updated_at") or envs[0]["at"], "leave": {}}
    return C.advance(clock, book, envs)


def seat_deadline(meta: dict, seat: int) -> str:
    """A seat's own deadline (its reserve and leave differ from the others'), else the game's."""
    own = json.loads(meta.get("deadlines") or "{}").get(str(seat))
    return own or meta.get("deadline") or ""


def reminder_delay(clock: dict, meta: dict, seat: int, fraction: float, now: datetime | None = None) -> float:
    """Seconds from now to a seat's deadline reminder: `fraction` of the move allowance into the turn
    for a plain clock; with a reserve or leave, as long before the seat's own deadline as that."""
    book = book_of(meta)
    if book is None:
        return clock["move_seconds"] * fraction
    at = C.reminder_at(clock, book, seat, fraction)
    return max(0.0, (at - (now or utcnow())).total_seconds())


def clock_words(gs: dict, meta: dict, seat: int, now: datetime | None = None) -> str:
    """ "2 days 4 hours left, 5 days in reserve" for a seat to act ("" without a clock or a book)."""
    clock, book = gs.get("clock"), book_of(meta)
    if not clock or book is None:
        return ""
    return C.time_left_words(clock, book, seat, now or utcnow())


def clock_msg(gs: dict, meta: dict, seat: int, now: datetime | None = None):
    """clock_words as a message, for any language (None without a clock or a book)."""
    clock, book = gs.get("clock"), book_of(meta)
    if not clock or book is None:
        return None
    return C.time_left_msg(clock, book, seat, now or utcnow())


def book_of(meta: dict) -> dict | None:
    """The clock's book in a game's metadata (None: no clock, or from before books were kept)."""
    raw = meta.get("clock_book")
    return json.loads(raw) if raw else None


def game_json(loaded: Loaded, seat: int | None, lang: str = "en") -> dict:
    """The game as the HTTP API shows it to `seat` (None: a spectator), its words in `lang`."""
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
    return game_body(loaded.id, gs, meta, seat, lang)



def game_body(game_id: str, gs: dict, meta: dict, seat: int | None, lang: str = "en") -> dict:
    """The JSON of a started game as `seat` (None: a spectator) may see it, from its folded state."""
    rs = rules_for(gs["ruleset"], gs.get("ruleset_version"))
    result = G.decided(rs, gs)  # set one version early too: the one just before GameFinished
    if result:
        result = {**result, "text": outcome_text(rs, result, seat_names(gs["seats"]), lang)}
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
        "pending": pending_json(gs, iso(utcnow()), lang),
        **({"clocks": seat_clocks(gs, meta, lang=lang)} if gs.get("clock") and not gs["finished"] else {}),
    }


def seat_clocks(gs: dict, meta: dict, now: datetime | None = None, lang: str = "en") -> list[dict]:
    """Each seat's clock as the page shows it: its deadline while it is to act, its reserve, its leave,
    and a sentence ("2 days 4 hours left, 5 days in reserve"; "on leave until ...: the clock stands still"),
    in `lang`."""
    clock, book = gs["clock"], book_of(meta)
    now = now or utcnow()
    acting = set(json.loads(meta.get("to_act") or "[]"))
    names = seat_names(gs["seats"])
    out = []
    for s in range(len(gs["seats"])):
        if s in gs["removed"] or gs["seats"][s].get("ai"):
            continue
        leave = [{"from": a, "until": b} for a, b in (book or {}).get("leave", {}).get(str(s), [])
                 if C.parse(b) > now]
        reserve = (book or {}).get("reserve", {}).get(str(s))
        text = ""
        away = C.on_leave(book, s, now)
        if away and lang != "en":
            text = i18n.render(lang, msg("game.clock.on_leave", who=who_msg(names, s), day=away[1][:10]), False)
        elif away:
            text = f"{names[s]} is on leave until {away[1][:10]} (UTC): the clock stands still"
        elif s in acting and book is not None and lang != "en":
            text = i18n.render(lang, msg("game.clock.left", who=who_msg(names, s),
                                         left=C.time_left_msg(clock, book, s, now)), False)
        elif s in acting and book is not None:
            text = f"{names[s]}: {C.time_left_words(clock, book, s, now)}"
        out.append({"seat": s, "deadline": seat_deadline(meta, s) if s in acting else None,
                    "reserve_seconds": reserve, "leave": leave, "text": text})
    return out


def pending_json(gs: dict, now: str, lang: str = "en") -> dict | None:
    """The takeback request or draw offer waiting for answers, in words in `lang` (None: none, or it lapsed)."""
    p = consent.open_request(gs, now) if not gs["finished"] else None
    if p is None:
        return None
    names = seat_names(gs["seats"])
    waiting = consent.waiting_for(gs, p)
    what = "to take back their last turn" if p["kind"] == "takeback" else "to end the game as a draw"
    text = f"{names[p['seat']]} asks {what}; waiting for {' and '.join(names[s] for s in waiting)} to answer."
    if lang != "en":
        text = i18n.render(lang, msg(f"game.pending.{'takeback' if p['kind'] == 'takeback' else 'draw'}",
                                     who=who_msg(names, p["seat"]),
                                     waiting=list_msg(who_msg(names, s) for s in waiting)))
    return {"kind": p["kind"], "seat": p["seat"], "accepted": list(p["accepted"]), "waiting_for": waiting,
            "expires_at": p["expires_at"], "text": text}


def first_answer(stored, what: str = "a game") -> dict:
    """The body the first request with this Idempotency-Key answered (it created `what`), or an
    error if `what` exists without it (its answer has expired)."""
    prior = decode_answer(stored) if stored else None
    if prior and prior.get("state") == "done" and prior.get("status") == 201:
        return prior["body"]
    raise IdempotencyMismatch(f"{what} was made with this Idempotency-Key more than a day ago "
                              "(its answer has expired); use a new key")
