"""Seats that belong to people: a seat records its account in the game's metadata
(`account:<seat>` = account id, under the game's hash tag), and the account lists its seats in
`acct:{A}:seats` (under its own). The game's field is the truth; the account's list is an index
that is checked against it on every read, so a seat taken back by its game's creator (a re-issued
invite) drops out of "my games" at once.

Seat tokens keep working beside this: an account seat still has its token, and an anonymous
token can be attached to an account later.
"""
from __future__ import annotations

import logging

from datetime import datetime, timezone

from domain.engine.words import seat_ref

from .accounts import akey
from service.storage.errors import BadRequest, NotFound, SeatUnavailable, Unauthorized
from service.table.game_record import hash_token
from service.storage.indexes import seat_tokens
from service.table.lobby import counts, seat_item, urgency
from service.storage.store import key

MAX_LISTED = 500  # my games reads at most this many of an account's newest seats

# KEYS[1] the game's meta; ARGV: seat, sha256 of its token ('' to skip the check), account id.
log = logging.getLogger("arbiter.account_seats")

# Binds the seat to the account unless it is another account's, or the account already holds
# another seat of this game (one person, one seat: a move must know which seat it is for).
BIND_LUA = """
local meta = KEYS[1]
if redis.call('EXISTS', meta) == 0 then return 'no-game' end
if ARGV[2] ~= '' and redis.call('HGET', meta, 'token:' .. ARGV[1]) ~= ARGV[2] then return 'bad-token' end
local held = redis.call('HGET', meta, 'account:' .. ARGV[1])
if held and held ~= ARGV[3] then return 'other-account' end
if held then return 'already' end
local fields = redis.call('HGETALL', meta)
for i = 1, #fields, 2 do
  if string.sub(fields[i], 1, 8) == 'account:' and fields[i + 1] == ARGV[3] and fields[i] ~= 'account:' .. ARGV[1] then
    return 'has-seat'
  end
end
redis.call('HINCRBY', meta, 'meta_gen', 1)  -- a change without an event (service/play/held.py)
redis.call('HSET', meta, 'account:' .. ARGV[1], ARGV[3])
return 'ok'
"""


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def owners(meta: dict) -> dict[int, str]:
    """{seat: account id} of a game's account seats, from its metadata."""
    return {int(k[8:]): v for k, v in meta.items() if k.startswith("account:")}


def account_seat(meta: dict, account_id: str) -> int | None:
    """The seat the account holds in this game, or None."""
    for seat, aid in owners(meta).items():
        if aid == account_id:
            return seat
    return None


class AccountSeats:
    """Binding seats to accounts, and an account's games."""

    def __init__(self, client, games):
        self.r = client
        self.games = games
        self._bind = client.register_script(BIND_LUA)

    def bind(self, game_id: str, seat: int, account_id: str, token_hash: str = "") -> bool:
        """Make `seat` of the game the account's (checked against its token hash when given); False
        if it was the account's already."""
        res = _s(self._bind(keys=[key(game_id, "meta")], args=[str(seat), token_hash, account_id]))
        if res == "no-game":
            raise NotFound(f"no game {game_id!r}")
        if res == "bad-token":
            raise Unauthorized("this is not a seat token of this game")
        if res == "other-account":
            raise SeatUnavailable(f"{seat_ref(seat)} of this game belongs to another account")
        if res == "has-seat":
            raise SeatUnavailable("this account already holds another seat of this game")
        self.index(account_id, game_id, seat)
        if res == "ok":  # a running game the account joins now: its declared leave reaches it
            try:
                self.games.leave_reaches(account_id, game_id)
            except Exception:  # noqa: BLE001 - the seat is bound; the next read of the leave completes it
                log.exception("could not bring account %s's leave to game %s", account_id, game_id)
        return res != "already"

    def index(self, account_id: str, game_id: str, seat: int) -> None:
        """List the seat under the account (after the game's own field says so)."""
        self.r.zadd(akey(account_id, "seats"), {f"{game_id}|{seat}": datetime.now(timezone.utc).timestamp()})

    def attach(self, account_id: str, token: str) -> dict:
        """Attach an anonymous seat token to the account: from now on the account reaches that seat
        from any device (the token keeps working too). Returns {game_id, seat}."""
        if not isinstance(token, str) or not token.strip():
            raise BadRequest("token is required", errors={"token": "required"})
        h = hash_token(token.strip())
        found = seat_tokens(self.r).get_many([h])[0]
        if found is None:
            raise BadRequest("this is not a seat token of any game", errors={"token": "unknown"})
        game_id, seat = _s(found).split("|")
        if self.bind(game_id, int(seat), account_id, token_hash=h):
            self._tell_joined(game_id, account_id)
        return {"game_id": game_id, "seat": int(seat)}

    def _tell_joined(self, game_id: str, account_id: str) -> None:
        """The account's stream hears of a running game it now holds a seat of (`game_started`, and
        `your_turn` if the seat is to act), as when it claims one. Never raises: the seat is bound."""
        try:
            loaded = self.games.load(game_id)
            if not loaded.finished and not loaded.state.get("waiting"):
                self.games.account_events.joined(loaded, account_id)
        except Exception:  # noqa: BLE001 - said; the account reaches the seat either way
            log.exception("could not tell account %s of the game %s it attached", account_id, game_id)

    def seat_in(self, meta: dict, account_id: str) -> int | None:
        """The account's seat in a game whose metadata is `meta`."""
        return account_seat(meta, account_id)

    def my_games(self, account_id: str, lang: str = "en") -> dict:
        """The account's games: my turn first (least time left first), then waiting on others,
        then finished; with the counts a badge shows and links to replay and audit (an outcome's
        words in `lang`)."""
        rows = self.r.zrevrange(akey(account_id, "seats"), 0, MAX_LISTED - 1)
        members = [_s(m).split("|") for m in rows]
        pipe = self.r.pipeline(transaction=False)
        for game_id, _ in members:
            pipe.hgetall(key(game_id, "meta"))
        metas = pipe.execute() if members else []
        now = datetime.now(timezone.utc)
        out, stale = [], []
        for (game_id, seat), raw in zip(members, metas):
            meta = {_s(k): _s(v) for k, v in raw.items()}
            if meta.get(f"account:{seat}") != account_id:
                stale.append(f"{game_id}|{seat}")  # the seat was taken back: forget it
                continue
            item = seat_item(game_id, meta, int(seat), now, lang)
            item["links"] = {"page": f"/games/{game_id}", "replay": f"/v1/games/{game_id}/replay",
                             "audit": f"/v1/games/{game_id}/audit", "export": f"/v1/games/{game_id}/export"}
            out.append(item)
        if stale:
            self.r.zrem(akey(account_id, "seats"), *stale)
        out.sort(key=urgency)
        return {"games": out, "counts": counts(out)}

