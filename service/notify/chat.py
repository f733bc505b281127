"""Table talk: per-game chat for the seats, kept in its own stream beside the game's events
(`game:{<id>}:chat`), never in the event log or its hash chain, so talking changes nothing an
audit checks. Spectators read it only if the game was created with `chat.spectators`; a seat can
mute another (it then neither sees that seat's messages nor is notified of them), and an account
that blocked another never sees (nor is told of) the talk of the seats that account holds: every
path (the listing, the export, the live stream, the notifications) filters with `hidden`.
  game:{id}:chat        stream, field "m" = the message (JSON: id, seat, name, text, at)
  game:{id}:chat-mutes  hash: seat -> JSON list of the seats it muted
"""
from __future__ import annotations

import json
from datetime import datetime, timezone

from domain.engine.words import seat_ref

from service.storage.errors import BadRequest, Forbidden, NotFound
from service.people.safety import Safety
from service.storage.store import key

MAX_TEXT = 500
PAGE = 100

def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def check_text(text) -> str:
    """A message's text as kept (trimmed), or BadRequest naming the field."""
    if not isinstance(text, str) or not text.strip():
        raise BadRequest("text is required", errors={"text": "required"})
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise BadRequest(f"a message is at most {MAX_TEXT} characters", errors={"text": "too long"})
    if any(not c.isprintable() and c not in "\n" for c in text):
        raise BadRequest("a message may only hold printable characters and line breaks", errors={"text": "not printable"})
    return text


class Chat:
    """One game's table talk."""

    def __init__(self, client):
        self.r = client

    def post(self, game_id: str, seat: int, name: str, text: str) -> dict:
        """Append a message; returns it with its id (the stream entry's id, also the cursor)."""
        msg = {"seat": seat, "name": name, "text": check_text(text),
               "at": datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")}
        mid = self.r.xadd(key(game_id, "chat"), {"m": json.dumps(msg)})
        return {**msg, "id": _s(mid)}

    def message(self, game_id: str, message_id: str) -> dict | None:
        """One message by id, or None."""
        rows = self.r.xrange(key(game_id, "chat"), message_id, message_id)
        return decode_row(rows[0]) if rows else None

    def read(self, game_id: str, reader: int | None, after: str | None, limit: int = PAGE) -> dict:
        """The messages after `after` (a message id) that `reader` may see, oldest first."""
        start = f"({after}" if after else "-"
        try:
            rows = self.r.xrange(key(game_id, "chat"), start, "+", count=limit)
        except Exception as exc:  # a malformed id is the client's
            if "Invalid stream ID" in str(exc):
                raise BadRequest("after must be a message id", errors={"after": "not a message id"}) from None
            raise
        muted = self.hidden(game_id, reader)
        msgs = [decode_row(r) for r in rows]
        last = msgs[-1]["id"] if msgs else after
        return {"messages": [m for m in msgs if m["seat"] not in muted],
                "next": last if len(rows) == limit else None}

    def all_visible(self, game_id: str, reader: int | None) -> list[dict]:
        """Every message `reader` may see (for an export on request)."""
        out, after = [], None
        while True:
            page = self.read(game_id, reader, after, 1000)
            out += page["messages"]
            if page["next"] is None:
                return out
            after = page["next"]

    def hidden(self, game_id: str, seat: int | None) -> set[int]:
        """The seats whose talk `seat` does not see: the ones it muted, and the ones held by accounts
        that its own account blocked."""
        if seat is None:
            return set()
        muted = self.muted(game_id, seat)
        meta = {_s(k): _s(v) for k, v in self.r.hgetall(key(game_id, "meta")).items()}
        blocked = Safety(self.r).blocked(meta.get(f"account:{seat}"))
        if blocked:
            muted |= {int(k[8:]) for k, v in meta.items() if k.startswith("account:") and v in blocked}
        return muted

    def erase(self, game_id: str, seat: int) -> int:
        """Delete every message of a seat whose player deleted their account (docs/accounts.md); the
        others' messages stay. Returns how many went."""
        gone = [r[0] for r in self.r.xrange(key(game_id, "chat"), "-", "+") if decode_row(r)["seat"] == seat]
        return int(self.r.xdel(key(game_id, "chat"), *gone)) if gone else 0

    def muted(self, game_id: str, seat: int | None) -> set[int]:
        """The seats `seat` has muted."""
        if seat is None:
            return set()
        raw = self.r.hget(key(game_id, "chat-mutes"), str(seat))
        return set(json.loads(raw)) if raw else set()

    def mute(self, game_id: str, seat: int, other: int, seats: int, on: bool = True) -> list[int]:
        """Mute (or unmute) `other` for `seat`; returns the seats now muted."""
        if not 0 <= other < seats:
            raise NotFound(f"this game has no {seat_ref(other)}")
        if other == seat:
            raise BadRequest("a seat cannot mute itself", errors={"seat": "yourself"})
        now = self.muted(game_id, seat)
        now = now | {other} if on else now - {other}
        self.r.hset(key(game_id, "chat-mutes"), str(seat), json.dumps(sorted(now)))
        return sorted(now)


def can_read(meta: dict, seat: int | None) -> None:
    """A seat always reads the chat; a spectator only where the game allows it (else 403)."""
    if seat is None and meta.get("chat_spectators") != "1":
        raise Forbidden("this game's table talk is for its seats only")


def decode_row(row) -> dict:
    """A chat stream entry as a message (its entry id as `id`)."""
    mid, fields = row
    msg = json.loads(fields[b"m"] if b"m" in fields else fields["m"])
    msg["id"] = _s(mid)
    return msg
