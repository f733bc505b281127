"""A safe room, the checks every path asks (docs/moderation.md): who blocked whom, and an account's
standing (muted table talk, suspended) as moderators set it (service/conduct/moderation.py).

Storage (Redis, all under the account's hash tag):
  acct:{A}:blocks      set of the account ids A blocked
  acct:{A}:standing    hash: muted_until, suspended_until ("" or absent: not; an epoch in seconds;
                       "forever": until a moderator lifts it)
A suspended account's seats also say so in their games' metadata (`suspended:<seat>`, the same
value), so the move path and the deadline machinery see it in the metadata they read anyway.
"""
from __future__ import annotations

import time

from .accounts import akey, fold_name, iso_s
from service.storage.errors import BadRequest, Forbidden

FOREVER = "forever"
MAX_BLOCKS = 1000


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


class Blocked(Forbidden):
    """One account blocked the other: no challenge, no pairing between them."""

    code = "blocked"


class Restricted(Forbidden):
    """A moderator muted the account's table talk or suspended the account."""

    code = "account-restricted"


def is_active(until: str | None, now: float | None = None) -> bool:
    """Whether a standing value ("", an epoch, "forever") still holds at `now`."""
    if not until:
        return False
    if until == FOREVER:
        return True
    return float(until) > (time.time() if now is None else now)


def until_words(until: str) -> str:
    """When a restriction ends, in words."""
    return "until a moderator lifts it" if until == FOREVER else f"until {iso_s(float(until))}"


def is_suspended_seat(meta: dict, seat: int, now: float | None = None) -> bool:
    """Whether the account holding `seat` of a game (its metadata) is suspended now."""
    return is_active(meta.get(f"suspended:{seat}"), now)


def resolve_account(r, names, to, field: str = "account") -> str:
    """The account id `to` names (an account id or a display name), or BadRequest naming `field`."""
    to = to.strip() if isinstance(to, str) else ""
    if len(to) == 16 and all(c in "0123456789abcdef" for c in to) and r.exists(akey(to, "profile")):
        return to
    found = names.get_many([fold_name(to)])[0] if to else None
    if found is None:
        raise BadRequest(f"no account is called {to!r}", errors={field: "unknown account"})
    return _s(found)


def display_name(r, account_id: str) -> str:
    """The account's display name (or "someone" for one that is gone)."""
    return _s(r.hget(akey(account_id, "profile"), "name") or b"") or "someone"


class Safety:
    """Blocks and standing of accounts; one per request or job."""

    def __init__(self, client):
        self.r = client

    # --- blocks ---------------------------------------------------------------------------------
    def block(self, account_id: str, other: str) -> None:
        """`account_id` blocks `other` (already resolved)."""
        if other == account_id:
            raise BadRequest("you cannot block yourself", errors={"account": "yourself"})
        if self.r.scard(akey(account_id, "blocks")) >= MAX_BLOCKS and not self.has_blocked(account_id, other):
            raise BadRequest(f"an account blocks at most {MAX_BLOCKS} others", errors={"account": "too many blocks"})
        self.r.sadd(akey(account_id, "blocks"), other)

    def unblock(self, account_id: str, other: str) -> bool:
        """Lift a block; False if there was none."""
        return bool(self.r.srem(akey(account_id, "blocks"), other))

    def blocked(self, account_id: str | None) -> set[str]:
        """The accounts `account_id` blocked."""
        if not account_id:
            return set()
        return {_s(x) for x in self.r.smembers(akey(account_id, "blocks"))}

    def has_blocked(self, account_id: str, other: str) -> bool:
        """Whether `account_id` blocked `other`."""
        return bool(self.r.sismember(akey(account_id, "blocks"), other))

    def blocked_by_which(self, accounts: list[str], other: str) -> set[str]:
        """Which of `accounts` blocked `other` (pipelined: one round trip)."""
        if not accounts:
            return set()
        pipe = self.r.pipeline(transaction=False)
        for aid in accounts:
            pipe.sismember(akey(aid, "blocks"), other)
        return {aid for aid, yes in zip(accounts, pipe.execute()) if yes}

    def apart(self, a: str, b: str) -> bool:
        """Whether either of two accounts blocked the other (then they are never paired)."""
        return self.has_blocked(a, b) or self.has_blocked(b, a)

    def listing(self, account_id: str) -> list[dict]:
        """The accounts `account_id` blocked, with their names, by name."""
        out = [{"id": aid, "display_name": display_name(self.r, aid)} for aid in self.blocked(account_id)]
        return sorted(out, key=lambda x: fold_name(x["display_name"]))

    # --- standing -------------------------------------------------------------------------------
    def standing(self, account_id: str) -> dict:
        """{muted_until, suspended_until}: each "" (not), an epoch or "forever"; past ones read as ""."""
        raw = {_s(k): _s(v) for k, v in self.r.hgetall(akey(account_id, "standing")).items()}
        now = time.time()
        return {f: (raw.get(f, "") if is_active(raw.get(f), now) else "") for f in ("muted_until", "suspended_until")}

    def set_standing(self, account_id: str, field: str, until: str) -> None:
        """Set (or with "" lift) one restriction."""
        if until:
            self.r.hset(akey(account_id, "standing"), field, until)
        else:
            self.r.hdel(akey(account_id, "standing"), field)

    def check_may_talk(self, account_id: str | None) -> None:
        """A muted or suspended account may not post table talk (403 saying until when)."""
        if not account_id:
            return
        st = self.standing(account_id)
        if st["suspended_until"]:
            raise Restricted(f"your account is suspended {until_words(st['suspended_until'])}: it cannot talk "
                             "or move", errors={"account": "suspended"})
        if st["muted_until"]:
            raise Restricted(f"a moderator muted your table talk {until_words(st['muted_until'])}",
                             errors={"text": "muted"})

    def check_may_play(self, account_id: str | None) -> None:
        """A suspended account may not challenge, accept or take seats (403 saying until when)."""
        if not account_id:
            return
        until = self.standing(account_id)["suspended_until"]
        if until:
            raise Restricted(f"your account is suspended {until_words(until)}", errors={"account": "suspended"})

    def check_challenge(self, challenger: str, target: str) -> None:
        """A direct challenge between two accounts where one blocked the other is refused."""
        if self.has_blocked(challenger, target):
            raise Blocked("you blocked this account; unblock it before you challenge it", errors={"to": "blocked"})
        if self.has_blocked(target, challenger):
            raise Blocked("this account does not take challenges from you", errors={"to": "blocked"})
