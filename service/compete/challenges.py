"""Challenges: an account asks another for a game (direct), or posts an open seek that any account
may take; accepting creates the game with both accounts seated. Declining, cancelling and
expiry close a challenge too; each step is an event on the accounts' streams
(service/notify/account_events.py).

Storage (Redis):
  challenge:{C}            hash: the challenge (who, what, its state), its own hash tag
  acct:{A}:challenges      zset of the challenge ids the account made or received (an index)
  seeks:{<ruleset>}        zset of open seeks of a ruleset -> when they expire (an index)
The hash is the truth; the indexes are checked against it on every read. Every change of state
is one Lua script on the challenge's key (pending -> accepted | declined | cancelled | expired),
so of two accepts racing exactly one wins. The winner's game id is derived from the challenge
and a secret kept only in its hash, and the game is created with that id through the games'
idempotent creation: an accept retried after a failure half-way finds or finishes the same game,
never a second one.
"""
from __future__ import annotations

import hashlib
import json
import secrets
import time

from domain import engine
from domain.engine.errors import ArbiterError, InvalidOptions

from service.table import i18n
from service.notify.account_events import AccountEvents
from service.people.account_seats import AccountSeats
from service.people.accounts import Accounts, akey, iso_s
from service.storage.errors import BadRequest, Forbidden, NotFound
from service.people.message import account_language
from service.people.safety import Blocked, Safety, resolve_account

DIRECT_SECONDS = 24 * 3600   # a challenge to an account waits this long by default
SEEK_SECONDS = 3600          # an open seek, this long
MAX_SECONDS = 7 * 24 * 3600
MIN_SECONDS = 60
LISTED = 200                 # at most this many of an account's challenges (and of a ruleset's seeks) are read
KEPT = 1000                  # an account's index keeps its newest challenges, this many
SEATS = ("first", "second", "random")

# KEYS[1] the challenge; ARGV: action (accept, decline, cancel, expire), the acting account, now (s).
# Returns {'ok', status}, {'again', status} (this account accepted it already: a retry) or
# {'error', reason[, 'new']} ('new': this call found it past its time and marked it expired).
TRANSITION_LUA = """
local c = KEYS[1]
if redis.call('EXISTS', c) == 0 then return {'error', 'not-found'} end
local f = redis.call('HMGET', c, 'status', 'challenger', 'target', 'expires_at', 'accepted_by')
local status, challenger, target, expires, accepted_by = f[1], f[2], f[3], tonumber(f[4]), f[5]
local action, who, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
if status == 'pending' and expires <= now then
  redis.call('HSET', c, 'status', 'expired', 'closed_at', ARGV[3])
  if action == 'expire' then return {'ok', 'expired'} end
  return {'error', 'expired', 'new'}
end
if action == 'expire' then return {'error', status} end
if action == 'accept' then
  if status == 'accepted' and accepted_by == who then return {'again', 'accepted'} end
  if challenger == who then return {'error', 'own'} end
  if target ~= '' and target ~= who then return {'error', 'not-yours'} end
  if status ~= 'pending' then return {'error', status} end
  redis.call('HSET', c, 'status', 'accepted', 'accepted_by', who, 'closed_at', ARGV[3])
  return {'ok', 'accepted'}
end
if action == 'decline' then
  if target == '' then return {'error', 'seek'} end
  if target ~= who then return {'error', 'not-yours'} end
  if status ~= 'pending' then return {'error', status} end
  redis.call('HSET', c, 'status', 'declined', 'closed_at', ARGV[3])
  return {'ok', 'declined'}
end
if action == 'cancel' then
  if challenger ~= who then return {'error', 'not-yours'} end
  if status ~= 'pending' then return {'error', status} end
  redis.call('HSET', c, 'status', 'cancelled', 'closed_at', ARGV[3])
  return {'ok', 'cancelled'}
end
return {'error', 'unknown-action'}
"""


class ChallengeClosed(ArbiterError):
    """The challenge was accepted, declined or cancelled already."""

    status = 409
    code = "challenge-closed"


class ChallengeExpired(ArbiterError):
    """The challenge's time ran out before anyone accepted it."""

    status = 410
    code = "challenge-expired"


def challenge_key(cid: str) -> str:
    """The challenge's hash (its own hash tag)."""
    return f"challenge:{{{cid}}}"


def seeks_key(ruleset: str) -> str:
    """The open seeks of a ruleset (one key per ruleset)."""
    return f"seeks:{{{ruleset}}}"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


class Challenges:
    """Make, list, accept, decline, cancel and expire challenges; one per request or job."""

    def __init__(self, games, queue=None, clock=time.time):
        self.games = games
        self.r = games.store.r
        self.queue = queue  # where the expiry job goes (None: challenges expire when next read)
        self.clock = clock
        self.accounts = Accounts(self.r)
        self.events = AccountEvents(self.r)
        self.safety = Safety(self.r)
        self._transition = self.r.register_script(TRANSITION_LUA)

    # --- making one ---------------------------------------------------------------------------
    def create(self, challenger: str, to: str | None, ruleset_id: str, options: dict, clock: dict | None,
               seat: str = "random", expires_in: int | None = None) -> dict:
        """A challenge to the account `to` (its id or display name), or an open seek (None)."""
        rs = engine.find_ruleset(ruleset_id)
        if rs is None:
            raise InvalidOptions(f"unknown ruleset {ruleset_id!r}", errors={"ruleset": "unknown ruleset"})
        options = rs.check_options(options or {})
        low, high = rs.seat_range(options)
        if not low <= 2 <= high:
            raise InvalidOptions(f"{rs.name} with these options takes {low} to {high} seats; a challenge seats two "
                                 "players", errors={"ruleset": "not a two-player game with these options"})
        if clock is not None and clock.get("on_timeout") == "pass" and type(rs).pass_move is engine.Ruleset.pass_move:
            raise InvalidOptions(f"{rs.id} has no pass move; use on_timeout forfeit or ai",
                                 errors={"clock.on_timeout": "pass is not a rule of this game"})
        target = self.resolve(to) if to is not None else ""
        if target == challenger:
            raise BadRequest("you cannot challenge yourself", errors={"to": "yourself"})
        self.safety.check_may_play(challenger)
        if target:
            self.safety.check_challenge(challenger, target)
        now = self.clock()
        ttl = expires_in or (DIRECT_SECONDS if target else SEEK_SECONDS)
        cid = secrets.token_hex(8)
        order = secrets.randbelow(2) if seat == "random" else SEATS.index(seat)
        rec = {"id": cid, "challenger": challenger, "challenger_name": self._name(challenger), "target": target,
               "target_name": self._name(target) if target else "", "ruleset": rs.id,
               "options": json.dumps(options), "clock": json.dumps(clock), "seat": seat,
               "challenger_seat": str(order), "status": "pending", "created_at": str(now),
               "expires_at": str(now + ttl), "accepted_by": "", "closed_at": "", "secret": secrets.token_hex(16)}
        self.r.hset(challenge_key(cid), mapping=rec)
        self.r.expire(challenge_key(cid), ttl + 30 * 24 * 3600)  # a closed challenge is kept a month
        for aid in filter(None, (challenger, target)):
            self.r.zadd(akey(aid, "challenges"), {cid: now})
            self.r.zremrangebyrank(akey(aid, "challenges"), 0, -KEPT - 1)  # the newest KEPT are indexed
        if not target:
            self.r.zadd(seeks_key(rs.id), {cid: now + ttl})
            self.r.zremrangebyscore(seeks_key(rs.id), "-inf", now - 24 * 3600)  # long past: forget them
        self._schedule_expiry(cid, now + ttl)
        view = self.view(rec)
        records = [(challenger, self._record("challenge", view, "out", challenger))]
        if target:
            records.append((target, self._record("challenge", view, "in", target)))
        self.events.publish_quietly(records)
        return view

    def resolve(self, to: str) -> str:
        """The account id `to` names (an account id or a display name), or BadRequest naming `to`."""
        return resolve_account(self.r, self.accounts.names, to, "to")

    def _name(self, account_id: str) -> str:
        return _s(self.r.hget(akey(account_id, "profile"), "name") or b"") or "someone"

    def _schedule_expiry(self, cid: str, at: float) -> None:
        if self.queue is None:
            return
        from datetime import datetime, timezone

        try:
            self.queue.enqueue_at(datetime.fromtimestamp(at + 1, timezone.utc), "workers.challenges.expire", cid,
                                  result_ttl=60, failure_ttl=24 * 3600, job_timeout=60)
        except Exception:  # noqa: BLE001 - then it expires when it is next read
            import logging

            logging.getLogger("arbiter.challenges").warning("could not schedule the expiry of %s", cid)

    # --- reading ------------------------------------------------------------------------------
    def get(self, cid: str, account_id: str) -> dict:
        """The challenge as `account_id` may see it (a direct one: its two accounts only); one past its
        time is marked expired here (and its accounts told)."""
        rec = self._raw(cid)
        if rec is None or (rec["target"] and account_id not in (rec["challenger"], rec["target"])):
            raise NotFound(f"no challenge {cid!r}")
        if rec["status"] == "pending" and float(rec["expires_at"]) <= self.clock():
            self.expire(cid)
            rec = self._raw(cid)
        return self.view(rec)

    def _raw(self, cid: str) -> dict | None:
        if not isinstance(cid, str) or not cid.isalnum() or len(cid) > 32:
            return None
        raw = self.r.hgetall(challenge_key(cid))
        return {_s(k): _s(v) for k, v in raw.items()} if raw else None

    def mine(self, account_id: str, ruleset: str | None = None) -> dict:
        """The account's pending challenges, incoming and outgoing, and the open seeks (of `ruleset`, or
        of every ruleset) it could accept; past their time ones are expired on the way."""
        ids = [_s(x) for x in self.r.zrevrange(akey(account_id, "challenges"), 0, LISTED - 1)]
        incoming, outgoing, seeks = [], [], []
        blocked = self.safety.blocked(account_id)
        for rec in self._many(ids):
            if rec["status"] != "pending" or (rec["challenger"] in blocked and rec["challenger"] != account_id):
                continue  # a challenge from an account it blocked since is not shown
            (outgoing if rec["challenger"] == account_id else incoming).append(self.view(rec))
        rulesets = [ruleset] if ruleset else [rs.id for rs in engine.all_rulesets()]
        now = self.clock()
        seek_ids = []
        for rid in rulesets:
            seek_ids += [_s(x) for x in self.r.zrangebyscore(seeks_key(rid), now, "+inf", start=0, num=LISTED)]
        open_seeks = [rec for rec in self._many(seek_ids) if rec["status"] == "pending"
                      and rec["challenger"] != account_id and rec["challenger"] not in blocked]
        # never paired with an account either of them blocked (one round trip for all the seeks)
        blocked_me = self.safety.blocked_by_which([rec["challenger"] for rec in open_seeks], account_id)
        seeks += [self.view(rec) for rec in open_seeks if rec["challenger"] not in blocked_me]
        return {"incoming": incoming, "outgoing": outgoing, "seeks": seeks}

    def _many(self, ids: list[str]) -> list[dict]:
        """The records of these challenges (gone ones skipped), expiring those past their time."""
        if not ids:
            return []
        pipe = self.r.pipeline(transaction=False)
        for cid in ids:
            pipe.hgetall(challenge_key(cid))
        out, now = [], self.clock()
        for cid, raw in zip(ids, pipe.execute()):
            rec = {_s(k): _s(v) for k, v in raw.items()}
            if not rec:
                continue
            if rec["status"] == "pending" and float(rec["expires_at"]) <= now:
                self.expire(cid)
                rec = self._raw(cid) or rec
            out.append(rec)
        return out

    def view(self, rec: dict) -> dict:
        """A challenge as its API shows it (never its secret)."""
        return {"id": rec["id"], "status": rec["status"], "ruleset": rec["ruleset"],
                "options": json.loads(rec["options"]), "clock": json.loads(rec["clock"]), "seat": rec["seat"],
                "challenger": {"id": rec["challenger"], "display_name": rec["challenger_name"]},
                "to": {"id": rec["target"], "display_name": rec["target_name"]} if rec["target"] else None,
                "open": not rec["target"], "created_at": iso_s(float(rec["created_at"])),
                "expires_at": iso_s(float(rec["expires_at"])),
                "game_id": self._game_id(rec) if rec["status"] == "accepted" else None,
                "accepted_by": rec["accepted_by"] or None}

    # --- closing one --------------------------------------------------------------------------
    def accept(self, cid: str, account_id: str) -> tuple[dict, dict]:
        """Accept a challenge: (the challenge, the new game as the acceptor's seat sees it). The same
        account accepting again gets the same game; anyone else a 409. A suspended account, or one of
        two accounts where either blocked the other, may not accept (403)."""
        before = self._raw(cid)
        if before is not None and before["status"] == "pending" and before["challenger"] != account_id:
            self.safety.check_may_play(account_id)
            if self.safety.apart(before["challenger"], account_id):
                raise Blocked("one of you blocked the other: you are never paired", errors={"challenge": "blocked"})
        status = self._step(cid, "accept", account_id)
        rec = self._raw(cid)
        if status == "ok":
            self._close_seek(rec)
            view = self.view(rec)
            name = self._name(account_id)
            self.events.publish_quietly([(aid, self._record("challenge_accepted", view, None, aid, "accepted", name))
                                         for aid in (rec["challenger"], account_id)])
        game = self._game(rec)
        seat = next(i for i, aid in enumerate(self._order(rec)) if aid == account_id)
        return self.view(rec), self.games.game_json(self.games.load(game["id"]), seat)

    def decline(self, cid: str, account_id: str) -> dict:
        """The challenged account says no."""
        self._step(cid, "decline", account_id)
        rec = self._raw(cid)
        view = self.view(rec)
        self.events.publish_quietly([(aid, self._record("challenge_declined", view, None, aid, "declined",
                                                        rec["target_name"]))
                                     for aid in (rec["challenger"], rec["target"])])
        return view

    def cancel(self, cid: str, account_id: str) -> dict:
        """The challenger takes it back."""
        self._step(cid, "cancel", account_id)
        rec = self._raw(cid)
        view = self.view(rec)
        self._close_seek(rec)
        self.events.publish_quietly([(aid, self._record("challenge_cancelled", view, None, aid, "cancelled",
                                                        rec["challenger_name"]))
                                     for aid in filter(None, (rec["challenger"], rec["target"]))])
        return view

    def expire(self, cid: str) -> str:
        """Mark a challenge past its time expired and tell its accounts (once: only the call that
        marks it does); what it was otherwise."""
        res = self._transition(keys=[challenge_key(cid)], args=["expire", "", self.clock()])
        outcome, value = _s(res[0]), _s(res[1])
        if outcome == "ok":
            self._expired(cid)
        return value

    def _expired(self, cid: str) -> None:
        rec = self._raw(cid)
        self._close_seek(rec)
        view = self.view(rec)
        self.events.publish_quietly([(aid, self._record("challenge_expired", view, None, aid, "expired"))
                                     for aid in filter(None, (rec["challenger"], rec["target"]))])

    def _close_seek(self, rec: dict) -> None:
        if not rec["target"]:
            self.r.zrem(seeks_key(rec["ruleset"]), rec["id"])

    def _step(self, cid: str, action: str, account_id: str) -> str:
        """Run one transition; its outcome ('ok', 'again'), or the refusal raised."""
        if self._raw(cid) is None:
            raise NotFound(f"no challenge {cid!r}")
        res = [_s(x) for x in self._transition(keys=[challenge_key(cid)], args=[action, account_id, self.clock()])]
        if res[0] != "error":
            return res[0]
        reason = res[1]
        if reason == "expired":
            if len(res) > 2:  # this call marked it: tell its accounts
                self._expired(cid)
            raise ChallengeExpired("this challenge has expired: nobody accepted it in time")
        if reason == "not-found":
            raise NotFound(f"no challenge {cid!r}")
        if reason == "own":
            raise BadRequest("you cannot accept your own challenge; cancel it instead",
                             errors={"challenge": "your own"})
        if reason == "seek":
            raise BadRequest("an open seek is not addressed to anyone, so nobody declines it; let it expire or "
                             "accept it", errors={"challenge": "an open seek"})
        if reason == "not-yours":
            who = "its challenger" if action == "cancel" else "the account it is addressed to"
            raise Forbidden(f"only {who} may {action} this challenge", errors={"challenge": "not yours"})
        raise ChallengeClosed(f"this challenge was {reason} already", errors={"challenge": reason})

    # --- the game -----------------------------------------------------------------------------
    def _order(self, rec: dict) -> list[str]:
        """The two accounts in seat order."""
        pair = [rec["challenger"], rec["accepted_by"]]
        return pair if rec["challenger_seat"] == "0" else pair[::-1]

    def _idem(self, rec: dict) -> str:
        return f"challenge\0{rec['id']}\0{rec['secret']}"

    def _game_id(self, rec: dict) -> str:
        from service.storage.idempotency import created_game_id

        return created_game_id(self._idem(rec))

    def _game(self, rec: dict) -> dict:
        """Create the accepted challenge's game (or find the one an earlier try created)."""
        order = self._order(rec)
        seats = [{"name": self._name(aid)} for aid in order]
        extra = {f"account:{i}": aid for i, aid in enumerate(order)}
        fingerprint = hashlib.sha256(self._idem(rec).encode()).hexdigest()
        status, body = self.games.create_request(rec["ruleset"], seats, json.loads(rec["options"]),
                                                 json.loads(rec["clock"]), idem=self._idem(rec),
                                                 fingerprint=fingerprint, extra_meta=extra)
        if status >= 400:
            raise ChallengeClosed(f"the game of this challenge could not be created: {body.get('detail')}")
        seats_index = AccountSeats(self.r, self.games)
        for i, aid in enumerate(order):
            seats_index.index(aid, body["id"], i)
        return body

    # --- words --------------------------------------------------------------------------------
    @staticmethod
    def _rs_name(rec: dict) -> str:
        rs = engine.find_ruleset(rec["ruleset"])
        return rs.name if rs else rec["ruleset"]

    def _record(self, kind: str, view: dict, direction: str | None, account_id: str, said: str | None = None,
                name: str = "") -> dict:
        """A record of one account's stream about a challenge, in that account's language (the stream
        keeps sentences: said when written). `said`: what happened (accepted, declined, cancelled,
        expired, by `name`); without it, the challenge itself from the side of `direction`."""
        game = self._rs_name({"ruleset": view["ruleset"]})
        lang = account_language(self.r, account_id)
        if said is None:
            if direction == "in":
                said, name = "in", view["challenger"]["display_name"]
            elif view["to"]:
                said, name = "out", view["to"]["display_name"]
            else:
                said = "seek"
        words = i18n.text(lang, f"server.challenge.{said}", name=name, game=game, until=view["expires_at"])
        return {"type": kind, "challenge": view, "game_id": view["game_id"], "ruleset": view["ruleset"],
                "text": words}

