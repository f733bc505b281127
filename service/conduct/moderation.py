"""Reports and moderators (docs/moderation.md): a person reports an account, a message of table talk
or a game with a reason, and the report keeps its evidence as it was then (the message, the game's
export as a spectator sees it); moderators (a role only the operator gives: `python -m
service.conduct.moderators`) read the queue and act: warn, mute table talk for a time, suspend (the
account's seats are then played by each game's deadline policy), lift, close a report. Every
action is appended to one log, never changed.

Storage (Redis):
  moderators             set of the account ids with the role
  report:{R}             hash: the report (its fields, `evidence` as JSON), `status` open | closed
  report:{R}:actions     list of the actions taken on it (JSON), oldest first
  reports:open           zset: open report ids -> when made
  reports:all            zset: every report id -> when made
  moderation:log         stream: every moderator action and role change (JSON in field "a")
"""
from __future__ import annotations

import json
import logging
import secrets
import time

from service.table import i18n
from service.notify.account_events import AccountEvents
from service.people.accounts import Accounts, akey, iso_s
from service.play.automation import play_suspended_turns
from service.notify.chat import Chat
from service.storage.errors import ArbiterError, BadRequest, Forbidden, NotFound
from service.people.message import account_language
from service.people.safety import (
                  FOREVER,
                  Safety,
                  display_name,
                  is_active,
                  resolve_account,
              )
from service.storage.store import bump_generation, key

log = logging.getLogger("arbiter.moderation")

REASONS = ("cheating", "abuse", "spam", "other")
ABOUT = ("account", "message", "game")
ACTIONS = ("warn", "mute", "unmute", "suspend", "unsuspend", "close")
MAX_DETAILS = 1000
MAX_REASON = 500
MAX_MINUTES = 366 * 24 * 60
LOG_KEY = "moderation:log"
LISTED = 200
# the reasons the operator's command gives (grant, revoke), said in the reader's language
_OPERATOR_REASONS = {"given by the operator": "server.mod.reason_given", "taken by the operator": "server.mod.reason_taken"}


class NotModerator(Forbidden):
    """Only accounts with the moderator role read reports and act on them."""

    code = "not-a-moderator"


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def report_key(rid: str) -> str:
    """The report's hash (its own hash tag)."""
    return f"report:{{{rid}}}"


def _text(value, field: str, limit: int, required: bool) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        if required:
            raise BadRequest(f"{field} is required", errors={field: "required"})
        return ""
    if not isinstance(value, str):
        raise BadRequest(f"{field} must be text", errors={field: "not text"})
    value = value.strip()
    if len(value) > limit:
        raise BadRequest(f"{field} is at most {limit} characters", errors={field: "too long"})
    if any(not c.isprintable() and c != "\n" for c in value):
        raise BadRequest(f"{field} may only hold printable characters and line breaks", errors={field: "not printable"})
    return value


class Moderation:
    """Reports, the moderators' queue and their actions; one per request."""

    def __init__(self, client, games=None, clock=time.time):
        self.r = client
        self.games = games  # reports and suspensions need the games; the role alone does not
        self.clock = clock
        self.safety = Safety(self.r)
        self.names = Accounts(self.r).names
        self.events = AccountEvents(self.r)

    # --- the role -------------------------------------------------------------------------------
    def is_moderator(self, account_id: str | None) -> bool:
        """Whether the account holds the moderator role."""
        return bool(account_id) and bool(self.r.sismember("moderators", account_id))

    def require_moderator(self, account_id: str) -> None:
        """403 unless the account is a moderator."""
        if not self.is_moderator(account_id):
            raise NotModerator("only moderators may read reports and act on them")

    def grant(self, who: str, on: bool, by: str = "operator") -> dict:
        """Give (or take) the role; the operator's command calls this. Logged like an action."""
        aid = resolve_account(self.r, self.names, who)
        (self.r.sadd if on else self.r.srem)("moderators", aid)
        return self._log({"action": "grant" if on else "revoke", "account": self._who(aid),
                          "moderator": {"id": "", "display_name": by}, "reason": "given by the operator"
                          if on else "taken by the operator", "report": None, "until": None})

    def moderators(self) -> list[dict]:
        """Every moderator, with names."""
        return [self._who(_s(a)) for a in sorted(self.r.smembers("moderators"))]

    # --- reporting ------------------------------------------------------------------------------
    def report(self, reporter: str, data: dict, lang: str = i18n.DEFAULT) -> dict:
        """Make a report; everything is checked before anything is written."""
        about, reason = data.get("about"), data.get("reason")
        if about not in ABOUT:
            raise BadRequest(f"about must be one of {', '.join(ABOUT)}", errors={"about": "unknown"})
        if reason not in REASONS:
            raise BadRequest(f"reason must be one of {', '.join(REASONS)}", errors={"reason": "unknown"})
        details = _text(data.get("details"), "details", MAX_DETAILS, required=False)
        evidence, accused, game_id = {}, None, None
        if about == "account":
            accused = resolve_account(self.r, self.names, data.get("account"), "account")
        else:
            game_id = data.get("game_id")
            if not isinstance(game_id, str) or not game_id:
                raise BadRequest("game_id is required", errors={"game_id": "required"})
            loaded = self.games.load(game_id)  # 404 naming the game
            if about == "message":
                accused, evidence["message"] = self._message(loaded, reporter, data.get("message_id"))
            elif data.get("account") not in (None, ""):
                accused = resolve_account(self.r, self.names, data.get("account"), "account")
            if not loaded.state.get("waiting"):
                export = self.games.export(loaded, None)
                export.pop("log", None)  # the public log's proofs grow with the log: not evidence
                evidence["game"] = export
        if accused == reporter:
            raise BadRequest("you cannot report yourself", errors={"account": "yourself"})
        now = self.clock()
        rid = secrets.token_hex(8)
        rec = {"id": rid, "about": about, "reason": reason, "details": details, "status": "open",
               "reporter": reporter, "reporter_name": display_name(self.r, reporter),
               "account": accused or "", "account_name": display_name(self.r, accused) if accused else "",
               "game_id": game_id or "", "message_id": evidence.get("message", {}).get("id", ""),
               "created_at": str(now), "closed_at": "", "evidence": json.dumps(evidence)}
        self.r.hset(report_key(rid), mapping=rec)
        self.r.zadd("reports:open", {rid: now})
        self.r.zadd("reports:all", {rid: now})
        self.r.zadd(akey(reporter, "reports"), {rid: now})
        return self.summary(rec, lang)

    def _message(self, loaded, reporter: str, message_id) -> tuple[str | None, dict]:
        """(the author's account, the message as it is now) of a message the reporter may read."""
        if not isinstance(message_id, str) or not message_id:
            raise BadRequest("message_id is required", errors={"message_id": "required"})
        seat = self.games.seat_of_account(loaded, reporter)
        if seat is None and loaded.meta.get("chat_spectators") != "1":
            raise Forbidden("you may report only table talk you can read: this game's is for its seats",
                            errors={"message_id": "not readable"})
        try:
            msg = Chat(self.r).message(loaded.id, message_id)
        except Exception as exc:  # a malformed id is the client's
            if "Invalid stream ID" in str(exc):
                raise BadRequest("message_id must be a message id", errors={"message_id": "not a message id"}) \
                    from None
            raise
        if msg is None:
            raise NotFound(f"this game has no message {message_id!r}", errors={"message_id": "not found"})
        return loaded.meta.get(f"account:{msg['seat']}"), msg

    def mine(self, reporter: str, lang: str = i18n.DEFAULT) -> list[dict]:
        """The reporter's own reports, newest first (their status, not the evidence)."""
        ids = [_s(x) for x in self.r.zrevrange(akey(reporter, "reports"), 0, LISTED - 1)]
        return [self.summary(rec, lang) for rec in self._many(ids)]

    # --- the queue --------------------------------------------------------------------------------
    def queue(self, status: str = "open", lang: str = i18n.DEFAULT) -> list[dict]:
        """Reports (open: oldest first, as a queue; closed or all: newest first)."""
        if status not in ("open", "closed", "all"):
            raise BadRequest("status must be open, closed or all", errors={"status": "unknown"})
        if status == "open":
            ids = [_s(x) for x in self.r.zrange("reports:open", 0, LISTED - 1)]
        else:
            ids = [_s(x) for x in self.r.zrevrange("reports:all", 0, LISTED * 5 - 1)]
        recs = [rec for rec in self._many(ids) if status == "all" or rec["status"] == status]
        return [self.summary(rec, lang) for rec in recs[:LISTED]]

    def get(self, rid: str, lang: str = i18n.DEFAULT) -> dict:
        """One report in full: its evidence and every action taken on it (in words in `lang`)."""
        rec = self._raw(rid)
        if rec is None:
            raise NotFound(f"no report {rid!r}")
        actions = [self._said(json.loads(x), lang) for x in self.r.lrange(f"{report_key(rid)}:actions", 0, -1)]
        standing = self.standing_of(rec["account"]) if rec["account"] else None
        return {**self.summary(rec, lang), "evidence": json.loads(rec["evidence"]), "actions": actions,
                "standing": standing}

    def _raw(self, rid) -> dict | None:
        if not isinstance(rid, str) or not rid.isalnum() or len(rid) > 32:
            return None
        raw = self.r.hgetall(report_key(rid))
        return {_s(k): _s(v) for k, v in raw.items()} if raw else None

    def _many(self, ids: list[str]) -> list[dict]:
        if not ids:
            return []
        pipe = self.r.pipeline(transaction=False)
        for rid in ids:
            pipe.hgetall(report_key(rid))
        return [{_s(k): _s(v) for k, v in raw.items()} for raw in pipe.execute() if raw]

    def summary(self, rec: dict, lang: str = i18n.DEFAULT) -> dict:
        """A report without its evidence (its sentence in `lang`)."""
        return {"id": rec["id"], "about": rec["about"], "reason": rec["reason"], "details": rec["details"],
                "status": rec["status"], "reporter": {"id": rec["reporter"], "display_name": rec["reporter_name"]},
                "account": {"id": rec["account"], "display_name": rec["account_name"]} if rec["account"] else None,
                "game_id": rec["game_id"] or None, "message_id": rec["message_id"] or None,
                "created_at": iso_s(float(rec["created_at"])),
                "closed_at": iso_s(float(rec["closed_at"])) if rec["closed_at"] else None,
                "text": self._sentence(rec, lang)}

    @staticmethod
    def _sentence(rec: dict, lang: str = i18n.DEFAULT) -> str:
        """"Ana reported a message by Bo for abuse." in `lang`."""
        about, name = rec["about"], rec["account_name"]
        key = {"account": "account", "message": "message" if name else "message_guest",
               "game": "game_named" if name else "game"}[about]
        return i18n.text(lang, f"server.report.{key}", reporter=rec["reporter_name"], name=name,
                         reason=i18n.text(lang, f"server.report_reason.{rec['reason']}"))

    # --- actions ----------------------------------------------------------------------------------
    def act(self, moderator: str, data: dict, lang: str = i18n.DEFAULT) -> dict:
        """A moderator's action: {action, reason, account?, report?, minutes?}; checked first, then
        applied, logged and (with a report) recorded on it. Returns the logged record (its words in
        `lang`; the log keeps the English)."""
        self.require_moderator(moderator)
        action = data.get("action")
        if action not in ACTIONS:
            raise BadRequest(f"action must be one of {', '.join(ACTIONS)}", errors={"action": "unknown"})
        reason = _text(data.get("reason"), "reason", MAX_REASON, required=True)
        rec = None
        if data.get("report") not in (None, ""):
            rec = self._raw(data["report"])
            if rec is None:
                raise NotFound(f"no report {data['report']!r}", errors={"report": "not found"})
        if action == "close":
            if rec is None:
                raise BadRequest("closing needs the report", errors={"report": "required"})
            if rec["status"] == "closed":
                raise BadRequest("this report is closed already", errors={"report": "closed"})
            target = rec["account"] or None
        else:
            who = data.get("account")
            if who in (None, "") and rec is not None and rec["account"]:
                who = rec["account"]
            if who in (None, ""):
                raise BadRequest(f"{action} needs the account", errors={"account": "required"})
            target = resolve_account(self.r, self.names, who, "account")
            if target == moderator:
                raise BadRequest("a moderator does not act on their own account", errors={"account": "yourself"})
        until = self._until(action, data.get("minutes"))
        now = self.clock()
        if action in ("mute", "unmute"):
            self.safety.set_standing(target, "muted_until", until or "")
        elif action in ("suspend", "unsuspend"):
            self.safety.set_standing(target, "suspended_until", until or "")
            self._mark_seats(target, until or "")
        entry = self._log({"action": action, "moderator": self._who(moderator),
                           "account": self._who(target) if target else None, "report": rec["id"] if rec else None,
                           "reason": reason, "until": None if not until else (until if until == FOREVER
                                                                                else iso_s(float(until)))})
        if rec is not None:
            self.r.rpush(f"{report_key(rec['id'])}:actions", json.dumps(entry))
            if action == "close":
                self.r.hset(report_key(rec["id"]), mapping={"status": "closed", "closed_at": str(now)})
                self.r.zrem("reports:open", rec["id"])
        if target and action != "close":
            self._tell(target, action, reason, until)
        return self._said(entry, lang)

    def _until(self, action: str, minutes) -> str | None:
        if action not in ("mute", "suspend"):
            if minutes is not None:
                raise BadRequest(f"{action} takes no minutes", errors={"minutes": "not for this action"})
            return None
        if minutes is None:
            if action == "mute":
                raise BadRequest("a mute needs minutes (how long)", errors={"minutes": "required"})
            return FOREVER
        if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= MAX_MINUTES:
            raise BadRequest(f"minutes must be a whole number from 1 to {MAX_MINUTES}",
                             errors={"minutes": "out of range"})
        return str(int(self.clock() + minutes * 60))

    def _mark_seats(self, account_id: str, until: str) -> None:
        """Say the suspension in every game the account holds a seat of, and let each game's deadline
        policy play the seats now to act (a lifted suspension takes the marks away)."""
        for game_id, seat in self._seats(account_id):
            meta_key = key(game_id, "meta")
            holder, status, marked = (_s(v) if v is not None else None for v in
                                      self.r.hmget(meta_key, f"account:{seat}", "status", f"suspended:{seat}"))
            if holder != account_id or (status == "finished" and until):
                continue  # a seat taken back, or a game over: nothing to play
            # the game's own record says it first (SeatSuspended / SeatReinstated), so that an auditor sees
            # why its turns came due before their deadline; then the mark the move path reads
            if status != "finished" and (until or marked):  # a lift only where a suspension was said
                self._record(game_id, seat, until)
            pipe = self.r.pipeline(transaction=True)  # with its generation (service/play/held.py)
            if until:
                pipe.hset(meta_key, f"suspended:{seat}", until)
            else:
                pipe.hdel(meta_key, f"suspended:{seat}")
            bump_generation(pipe, meta_key)
            pipe.execute()
            if until:
                play_suspended_turns(self.games, game_id)

    def _record(self, game_id: str, seat: int, until: str | None) -> None:
        """SeatSuspended (until an ISO time, or until lifted) or SeatReinstated in a running game."""
        when = None if not until or until == FOREVER else iso_s(float(until))
        try:
            self.games.submit(game_id, seat, "suspend" if until else "reinstate", {"until": when})
        except ArbiterError as e:  # a game over or waiting, a seat out: nothing to say there
            log.info("no suspension notice in %s: %s", game_id, e)

    def _seats(self, account_id: str) -> list[tuple[str, int]]:
        rows = self.r.zrevrange(akey(account_id, "seats"), 0, -1)
        return [(g, int(s)) for g, s in (_s(m).split("|") for m in rows)]

    def _tell(self, account_id: str, action: str, reason: str, until: str | None) -> None:
        """The account hears what a moderator did, and why, on its own stream."""
        # in the account's own language, when it is written (the stream keeps sentences)
        lang = account_language(self.r, account_id)
        key = f"server.told.{action}" + ("_lifted" if until == FOREVER else "")
        words = i18n.text(lang, key, reason=reason, until=iso_s(float(until)) if until and until != FOREVER else "")
        self.events.publish_quietly([(account_id, {"type": f"moderation_{action}", "game_id": None,
                                                   "text": words})])

    def _log(self, entry: dict) -> dict:
        entry = {**entry, "at": iso_s(self.clock())}
        entry["text"] = self._action_words(entry)
        mid = self.r.xadd(LOG_KEY, {"a": json.dumps(entry)})
        return {**entry, "id": _s(mid)}

    @staticmethod
    def _action_words(e: dict, lang: str = i18n.DEFAULT) -> str:
        """"Mo muted Bo's table talk until ...: reason." in `lang`, from the entry's fields."""
        whom = e["account"]["display_name"] if e.get("account") else i18n.text(lang, "server.mod.someone")
        key = e["action"]
        if key in ("mute", "suspend") and e.get("until"):
            key += "_lifted" if e["until"] == FOREVER else "_until"
        reason = _OPERATOR_REASONS.get(e["reason"])
        return i18n.text(lang, f"server.mod.{key}", who=e["moderator"]["display_name"], whom=whom,
                         until=e.get("until") or "", reason=i18n.text(lang, reason) if reason else e["reason"])

    def _said(self, entry: dict, lang: str) -> dict:
        """A logged entry with its words in `lang`, made from its fields when it is read (the log keeps
        the English it was written with; an entry these fields cannot say keeps that)."""
        if lang == i18n.DEFAULT:
            return entry
        try:
            return {**entry, "text": self._action_words(entry, lang)}
        except (KeyError, TypeError):
            return entry

    def log(self, limit: int = 100, lang: str = i18n.DEFAULT) -> list[dict]:
        """The newest moderator actions first (in words in `lang`)."""
        rows = self.r.xrevrange(LOG_KEY, "+", "-", count=limit)
        return [self._said({**json.loads(fields[b"a"] if b"a" in fields else fields["a"]), "id": _s(mid)}, lang)
                for mid, fields in rows]

    def _who(self, account_id: str) -> dict:
        return {"id": account_id, "display_name": display_name(self.r, account_id)}

    def _standing_view(self, account_id: str) -> dict:
        st = self.safety.standing(account_id)
        return {k: (None if not v else v if v == FOREVER else iso_s(float(v))) for k, v in st.items()}

    def standing_of(self, account_id: str) -> dict:
        """What the account itself may read of its standing: its restrictions and its role."""
        return {**self._standing_view(account_id), "is_moderator": self.is_moderator(account_id),
                "restricted": any(is_active(v) for v in self.safety.standing(account_id).values())}
