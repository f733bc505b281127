"""Leaving for good: everything an account holds, exported, and the account deleted
(docs/accounts.md, "Leaving for good").

Deleting an account erases what names or reaches its person: the display name (and its claim in
the index of names), the mail address (and its index entry), passkeys (and their owner index),
sessions, API tokens, recovery codes, push subscriptions, settings, the account's stream, digest and
mail links; its pending challenges are cancelled or declined. Each of its seats is erased beside the
game's record (service/table/seat_names.py): `erased:<seat>` set, the name and its salt and the seat's
token removed, so every answer reads DELETED for it; the seat's chat messages are deleted and an
export already written to ARCHIVE_DIR is written again. A running game ends for the seat as a
resignation; where the game's clock says `on_timeout: ai`, nobody resigns: each of the seat's turns
times out and the AI plays it (the game's own rule for an absent player). The game records
themselves are never rewritten: they stay verifiable.

The order is chosen so that a crash half-way can be run again by the same person: the seats first
(one erased before is skipped), then challenges and ratings, then the sign-in means, then the
names' and addresses' index entries, the profile last. Until the sign-in means go, the session that
asked still signs in, so its retry of DELETE /v1/me finishes the job.
"""
from __future__ import annotations

import json
import logging

from domain.engine.errors import ArbiterError

from service.people.accounts import akey, email_hash, fold_name
from service.play.analysis import LEVELS, result_key
from service.notify.chat import Chat
from service.proof.compaction import Compactor
from service.storage.indexes import seat_tokens
from service.play.leave import Leave
from .moderation import Moderation
from service.people.safety import Safety
from service.table.seat_names import DELETED, ERASED_ACCOUNTS
from service.storage.store import bump_generation, key

log = logging.getLogger("arbiter.leaving")


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


ACCOUNT_PARTS = ("passkeys", "sessions", "tokens", "recovery", "push", "digest", "events", "challenges", "seats",
                 "blocks", "standing", "reports", "leave")  # the reports themselves stay: evidence (docs/moderation.md)


class Leaving:
    """Export and deletion of one account; one per request."""

    def __init__(self, games, accounts, challenges=None, push=None):
        self.games = games
        self.accounts = accounts
        self.r = games.store.r
        self.challenges = challenges  # service.compete.challenges.Challenges: pending ones are cancelled or declined
        self.push = push  # service.notify.push: the subscriptions the export lists

    # --- export -----------------------------------------------------------------------------------
    def export(self, account_id: str, seats: dict) -> dict:
        """Everything the account holds, as its owner may read it: the profile and settings, passkeys
        (no key material), sessions, API tokens (no secrets), push subscriptions (the push service's host
        only), how many recovery codes are left, its seats with links, and every finished game's
        portable record (`seats`: AccountSeats.my_games's answer)."""
        a = self.accounts
        prof = a.profile(account_id)
        finished = [g for g in seats["games"] if g["status"] == "finished"]
        return {
            "format": "arbiter-account/1",
            "account": prof,
            "passkeys": a.passkeys(account_id),
            "sessions": a.sessions(account_id),
            "tokens": a.tokens(account_id),
            "push_subscriptions": self.push.listed(account_id) if self.push is not None else [],
            "recovery_codes_left": a.recovery_left(account_id),
            "games": [{"id": g["id"], "ruleset": g.get("ruleset"), "status": g["status"], "your_seat": g["your_seat"],
                       "links": g.get("links")} for g in seats["games"]],
            "exports": [self.games.export(self.games.load(g["id"]), g["your_seat"]) for g in finished],
            "blocks": Safety(self.r).listing(account_id),
            "reports_made": Moderation(self.r).mine(account_id),
            "standing": Safety(self.r).standing(account_id),
            "leave": Leave(self.r, self.games).periods(account_id),
        }

    # --- deletion ---------------------------------------------------------------------------------
    def delete(self, account_id: str) -> dict:
        """Delete the account (see the module's words); returns what was done: {games, resigned,
        left_to_ai, waiting}."""
        prof = self.accounts.profile(account_id)  # NotFound for an account that is gone already
        done = {"games": 0, "resigned": 0, "left_to_ai": 0, "waiting": 0}
        for member in self.r.zrange(akey(account_id, "seats"), 0, -1):
            game_id, seat = _s(member).split("|")
            self._leave_seat(game_id, int(seat), account_id, done)  # a seat erased before is skipped
        self._challenges(account_id)
        self.r.sadd(ERASED_ACCOUNTS, account_id)
        self.r.srem("moderators", account_id)  # a moderator's past actions stay in the moderation log
        self._ratings(account_id)
        self._sign_in_means(account_id)
        self._identity(account_id, prof)
        return done

    def _sign_in_means(self, account_id: str) -> None:
        """Passkeys (and their owner index), recovery codes (and theirs), sessions and API tokens."""
        a = self.accounts
        for cid in self.r.hkeys(akey(account_id, "passkeys")):
            if a.passkey_owner(_s(cid)) == account_id:
                a.credentials.delete(_s(cid))
        for h in self.r.smembers(akey(account_id, "recovery")):
            a.recovery.delete(_s(h))
        self.r.delete(akey(account_id, "passkeys"), akey(account_id, "recovery"), akey(account_id, "sessions"),
                      akey(account_id, "tokens"))

    def _leave_seat(self, game_id: str, seat: int, account_id: str, done: dict) -> None:
        meta_key = key(game_id, "meta")
        meta = {_s(k): _s(v) for k, v in self.r.hgetall(meta_key).items()}
        if meta.get(f"account:{seat}") != account_id:
            return  # the seat was taken back before: not this person's any more
        done["games"] += 1
        waiting = meta.get("status") in ("waiting", "starting") and meta.get("version") == "0"
        token = meta.get(f"token:{seat}")
        # the seat token stops working everywhere (a copy of it kept somewhere acts for nobody now)
        if token:
            seat_tokens(self.r).delete(token)
        seats = json.loads(meta.get("seats") or "[]")
        for s in seats:
            if s.get("seat") == seat and s.get("name"):
                s["name"] = DELETED
        pipe = self.r.pipeline(transaction=True)
        if not waiting:  # a started game: the record stays; answers read DELETED
            pipe.hset(meta_key, f"erased:{seat}", "1")
        pipe.hset(meta_key, "seats", json.dumps(seats))
        pipe.hdel(meta_key, f"name:{seat}", f"namesalt:{seat}", f"token:{seat}")
        bump_generation(pipe, meta_key)  # a change without an event (service/play/held.py)
        pipe.delete(key(game_id, "snapshot"))  # a cache that may hold the name: rebuilt on the next reads
        pipe.delete(*[result_key(game_id, level) for level in LEVELS])  # the coach's words name the seats too
        pipe.execute()
        Chat(self.r).erase(game_id, seat)  # what the person wrote at the table goes with them
        if waiting:
            done["waiting"] += 1  # it starts with an AI in the seat (Lobby.begin: a seat with no token)
        else:
            self._end_seat(game_id, seat, meta, done)
        Compactor(self.games).refresh_file(game_id)  # an export kept in ARCHIVE_DIR: written again
        # last: until the seat is no longer the account's, a retry after a crash does all of this again
        # (each step is safe twice: a seat already out is not resigned again)
        pipe = self.r.pipeline(transaction=True)
        pipe.hdel(meta_key, f"account:{seat}")
        bump_generation(pipe, meta_key)
        pipe.execute()

    def _end_seat(self, game_id: str, seat: int, meta: dict, done: dict) -> None:
        """A running game: the seat resigns, unless the game's clock lets an AI play an absent seat."""
        if meta.get("status") != "active":
            return
        loaded = self.games.load(game_id)
        if loaded.finished or seat in loaded.state["removed"]:
            return
        if (loaded.state.get("clock") or {}).get("on_timeout") == "ai":
            done["left_to_ai"] += 1
            return
        try:
            self.games.submit(game_id, seat, "resign")
            done["resigned"] += 1
        except ArbiterError as exc:  # finished meanwhile, already out: nothing to end
            log.info("seat %s of game %s not resigned: %s", seat, game_id, exc)

    def _challenges(self, account_id: str) -> None:
        if self.challenges is None:
            return
        mine = self.challenges.mine(account_id)
        for c in mine.get("outgoing", []):
            self._quietly(self.challenges.cancel, c["id"], account_id)
        for c in mine.get("incoming", []):
            self._quietly(self.challenges.decline, c["id"], account_id)

    @staticmethod
    def _quietly(step, cid: str, account_id: str) -> None:
        try:
            step(cid, account_id)
        except ArbiterError as exc:  # expired or answered meanwhile
            log.info("challenge %s left as it is: %s", cid, exc)

    def _ratings(self, account_id: str) -> None:
        """The rating tables keep the account's numbers (the other players' ratings were made with them)
        under its pseudonymous id; the name in them becomes DELETED (reads check ERASED_ACCOUNTS too)."""
        from service.compete.ratings import rkey

        from domain.engine.ruleset import GAMES

        player = f"acct:{account_id}"
        for ruleset in GAMES:
            raw = self.r.hget(rkey(ruleset, "state"), player)
            if raw:
                rec = json.loads(raw)
                rec["name"] = DELETED
                self.r.hset(rkey(ruleset, "state"), player, json.dumps(rec))

    def _identity(self, account_id: str, prof: dict) -> None:
        """The display name's and the address's index entries, the account's other keys, its profile."""
        a = self.accounts
        folded = fold_name(prof["display_name"])
        owner = a.names.get_many([folded])[0]
        if owner is not None and _s(owner) == account_id:
            a.names.delete(folded)
        if prof.get("email") and prof.get("email_verified"):
            h = email_hash(prof["email"])
            if a.account_by_email(prof["email"]) == account_id:
                a.emails.delete(h)
        links = [k for k in self.r.scan_iter(match=akey(account_id, "link:*"), count=100)]
        self.r.delete(*[akey(account_id, p) for p in ACCOUNT_PARTS], *links)
        self.r.delete(akey(account_id, "profile"))
