"""Telling people when they are needed: a consumer of appended events, on its own RQ queue.

After an append the move path only decides whether anything is worth telling (an account's seat
newly to act, the game over, a deadline reminder to schedule) and, if so, adds one small record
to the notifications inbox (a list on the queue Redis) and makes sure one drain job is queued on
the notifications queue (a flag set with SET NX: one job, however many moves). The drain job
(workers/notify.py) takes the records in batches, decides who is told what, renders a sentence
from that seat's view (the same words as the API and the webhooks, redacted for that seat) and,
for mail, the board picture as that seat sees it, and sends by Web Push (many at once: a push
service takes tens of milliseconds to answer) and mail, honouring each account's preferences,
quiet hours and digest. One job per move would cost a worker more than the move costs the API;
a drain costs one job per burst. A notification is a view: it carries nothing its recipient's
seat may not see.

Push: 2xx delivered; 404/410 drops the subscription; 429/5xx/no answer is retried with backoff
(never sooner than Retry-After asks); any other 4xx is logged and dropped. Mail: retried with
backoff on an SMTP or network failure.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import random
import threading
import time
from collections import OrderedDict
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from domain.engine import consent as C
from domain.engine import game as G
from domain.engine.words import msg

from service.people.account_seats import owners
from service.people.accounts import Accounts, akey
from service.storage.batching import Batcher
from service.storage.errors import BadRequest
from service.table import i18n
from . import mail_words
from service.table.game_record import Loaded, clock_msg, clock_words, reminder_delay, seat_deadline
from .mail import MailConfig, message, send as send_mail
from .notify_inbox import HELD, INBOX, LEASE_SECONDS, Heartbeat, Inbox, unwrap, wrap
from .presence import presence_key
from .push import Push
from service.integrate.webhooks import ended_text, retry_after, turn_text
from service.table.words import offer_text

log = logging.getLogger("arbiter.notifications")

EVENTS = ("your_turn", "deadline_reminder", "game_over", "invite_accepted", "chat", "tournament_game",
          "tournament_over", "offer")
CHANNELS = ("push", "email")
DEFAULT_PREFS = {
    "push": {e: True for e in EVENTS},
    "email": {"your_turn": True, "deadline_reminder": True, "game_over": True, "invite_accepted": True,
              "chat": False, "tournament_game": True, "tournament_over": True, "offer": True},
    "quiet_hours": None, "timezone": "UTC", "email_digest": "off", "digest_fast_games": True,
}
# Who is told, and when (docs/notifications.md, "Watching live" and "Fast games"):
WATCHED_KINDS = ("your_turn", "deadline_reminder", "game_over", "invite_accepted", "chat", "offer")  # a live page shows these
TO_ACT_KINDS = ("your_turn", "deadline_reminder")    # these ask for a move: looked at again when the page closes
PRESENCE_RECHECK = float(os.environ.get("NOTIFY_PRESENCE_RECHECK_SECONDS", "40"))  # > a stream's presence ttl
LONG_CLOCK = float(os.environ.get("NOTIFY_LONG_CLOCK_SECONDS", "3600"))  # a move time this long: play by post
FAST_DIGEST_KINDS = ("your_turn", "chat")            # by mail, a fast game's turns and talk wait for the digest
REMINDER_AT = 0.8              # of the move time, like the webhooks' reminder
MAX_ATTEMPTS = 8
RETRY_BASE = float(os.environ.get("NOTIFY_RETRY_BASE_SECONDS", "5"))
RETRY_CAP = 3600.0
DIGEST_HOUR = 18               # a daily digest goes out at this local hour
JOB = {"result_ttl": 60, "failure_ttl": 24 * 3600, "job_timeout": 120}
DRAINING = "arbiter:notify:draining"    # set while slot 0's drain job is queued or running
DRAIN_SLOTS = int(os.environ.get("NOTIFY_DRAINS", "2"))  # drains at once in a burst (one per worker)
DRAIN_TTL = int(LEASE_SECONDS)          # a drain that died (no heartbeat) frees the flag after this long
DRAIN_BATCH = 50
DRAIN_SECONDS = 20                      # then the drain hands over to a fresh job
PUSH_THREADS = 16
DISPATCH_THREADS = 8                    # records told at once within a drain
STATES_KEPT = 4096
MAX_PENDING = 10000                     # records a process holds while Redis is away, at most


def _slot_flag(slot: int) -> str:
    return DRAINING if slot == 0 else f"{DRAINING}:{slot}"


def clear_drains(client) -> None:
    """Forget the inbox and every drain's flag (a queue emptied by hand: its drains are gone too)."""
    client.delete(INBOX, HELD, *(_slot_flag(i) for i in range(DRAIN_SLOTS)))


def _transient(exc: BaseException) -> bool:
    """A failure that passes (Redis away): the record stays held and is told again later."""
    from service.storage.connection import is_unavailable

    return is_unavailable(exc)


def prefs_of(profile_prefs: dict | None) -> dict:
    """An account's preferences with the defaults filled in."""
    out = json.loads(json.dumps(DEFAULT_PREFS))
    for k, v in (profile_prefs or {}).items():
        if k in CHANNELS and isinstance(v, dict):
            out[k].update({e: bool(x) for e, x in v.items() if e in EVENTS})
        elif k in out:
            out[k] = v
    return out


def zone(name: str) -> ZoneInfo:
    """The time zone of an IANA name, or BadRequest naming the field."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise BadRequest(f"unknown time zone {name!r} (an IANA name such as Europe/Berlin)",
                         errors={"timezone": "unknown time zone"}) from None


def _hm(text: str) -> tuple[int, int]:
    h, m = text.split(":")
    return int(h), int(m)


def quiet_until(prefs: dict, now: datetime) -> datetime | None:
    """When the quiet hours that hold `now` end (UTC), or None if now is not quiet."""
    quiet = prefs.get("quiet_hours")
    if not quiet:
        return None
    local = now.astimezone(zone(prefs.get("timezone") or "UTC"))
    start, end = _hm(quiet["start"]), _hm(quiet["end"])
    t = (local.hour, local.minute)
    inside = start <= t < end if start < end else (t >= start or t < end) if start != end else False
    if not inside:
        return None
    until = local.replace(hour=end[0], minute=end[1], second=0, microsecond=0)
    if until <= local:
        until += timedelta(days=1)
    return until.astimezone(timezone.utc)


def next_digest(prefs: dict, now: datetime) -> datetime:
    """When the next digest of this account goes out (UTC)."""
    local = now.astimezone(zone(prefs.get("timezone") or "UTC"))
    if prefs.get("email_digest") == "hourly":
        slot = local.replace(minute=0, second=0, microsecond=0) + timedelta(hours=1)
    else:
        slot = local.replace(hour=DIGEST_HOUR, minute=0, second=0, microsecond=0)
        if slot <= local:
            slot += timedelta(days=1)
    return slot.astimezone(timezone.utc)


def long_clock(gs: dict) -> bool:
    """Whether a game is played by post: a clock of LONG_CLOCK or more per move. A game without a
    clock, or with a shorter one, is a fast game: its turns come by mail in a digest by default."""
    clock = gs.get("clock") or {}
    return float(clock.get("move_seconds") or 0) >= LONG_CLOCK


def backoff(attempt: int) -> float:
    """Seconds before attempt n+1: doubling from RETRY_BASE, capped, half of it random."""
    d = min(RETRY_CAP, RETRY_BASE * (2 ** (attempt - 1)))
    return d / 2 + random.uniform(0, d / 2)


def public_origin() -> str:
    """Where links in notifications point: ARBITER_ORIGIN, else the local `make run` address."""
    return (os.environ.get("ARBITER_ORIGIN") or f"http://localhost:{os.environ.get('PORT', '8000')}").rstrip("/")


class People:
    """Notifications to accounts: the move path's cheap decision, and the jobs' work."""

    def __init__(self, client, queue, push: Push | None = None, mail: MailConfig | None = None, picture=None):
        self.r = client
        self.queue = queue
        self.accounts = Accounts(client)
        self.push = push or Push(client)
        self.mail = mail
        self.picture = picture  # (game body, last event) -> PNG bytes; only the workers send mail
        # states the drain has seen, by (game, version): the state after one append is the state
        # before the next, so a game's notices in a row cost no fold from its snapshot
        self._states: OrderedDict[tuple[str, int], dict] = OrderedDict()
        self.batch_ms = float(os.environ.get("NOTIFY_BATCH_MS", "10"))
        self._lock = threading.Lock()  # the states seen
        self._batch = Batcher(self._send, self.batch_ms, "notify-flush", "notifications to the inbox", MAX_PENDING)
        self._telling = threading.local()  # the record a teller thread is telling: its id, marks, pushes

    # --- the move path: enqueue, never send ---------------------------------------------------
    def after_append(self, before, after) -> None:
        """Enqueue the job this append calls for (if any account seat is concerned)."""
        held = owners(after.meta)
        if not held or after.state.get("waiting"):
            return
        gs, rs = after.state, after.ruleset
        before_v = before.version if before is not None and not before.state.get("waiting") else 0
        if gs["finished"]:
            if before is None or not before.state.get("finished"):
                self._post("append", after.id, before_v, after.version)
            return
        acting = G.to_act(rs, gs)
        was = G.to_act(before.ruleset, before.state) if before_v else []
        asked = C.new_request(before.state if before_v else None, gs)
        asking = C.waiting_for(gs, asked) if asked is not None else []
        if any(s in held and s not in was for s in acting) or any(s in held for s in asking):
            self._post("append", after.id, before_v, after.version)
        clock, deadline = gs.get("clock"), after.meta.get("deadline")
        if clock and deadline:
            for s in acting:
                if s in held:
                    self._enqueue("workers.notify.remind", after.id, after.version, s,
                                  delay=reminder_delay(clock, after.meta, s, REMINDER_AT),
                                  job_id=f"nr-{after.id}-{after.version}-{s}")

    def invite_accepted(self, game_id: str, seat: int, version: int | None = None) -> None:
        """A seat was claimed at the game's `version`: tell the game's other account seats."""
        self._post("invite", game_id, seat, *([] if version is None else [version]))

    def tournament_notice(self, kind: str, game_id: str, seat: int, text: str) -> None:
        """A tournament's notice to the account of a seat: `tournament_game` (your next game is
        ready: that game) or `tournament_over` (with the entrant's last game of it)."""
        self._post("tournament", kind, game_id, seat, text)

    def offer(self, game_id: str, seat: int, text: str) -> None:
        """A question outside the game's log (a rematch offered) to the account of `seat`: the kind
        `offer`, told like a tournament notice (the same record: a sentence for one seat)."""
        self._post("tournament", "offer", game_id, seat, text)

    def chat(self, game_id: str, message_id: str) -> None:
        """A chat message was posted: tell the other seats' accounts (unless they muted its author)."""
        self._post("chat", game_id, message_id)

    def enqueue_signin_link(self, email: str, origin: str) -> None:
        """Mail a sign-in link if an account has this verified address (the job looks; the API
        answers the same either way, in the same time)."""
        self._enqueue("workers.notify.mail_link", None, email, "signin", origin)

    def enqueue_link(self, account_id: str, email: str, purpose: str, origin: str) -> None:
        """Mail a link of `purpose` ("verify": prove the address) to the account's address."""
        self._enqueue("workers.notify.mail_link", account_id, email, purpose, origin)

    def _post(self, *record) -> None:
        """Hand a record to the inbox: at once with NOTIFY_BATCH_MS=0, else within that many
        milliseconds, together with the others of this process (a move then pays for a list
        append, not a round trip; a process killed in that window loses those notices, never a
        move)."""
        if self.queue is None:
            return
        if self.batch_ms <= 0:
            self._send([wrap(list(record))])
            return
        self._batch.add([wrap(list(record))])

    def flush(self) -> None:
        """Send the records this process holds to the inbox now (and queue a drain if none is)."""
        self._batch.flush()

    def _send(self, records: list[str]) -> None:
        """RPUSH records and queue a drain if none is queued or running (one round trip)."""
        pipe = self.queue.connection.pipeline(transaction=False)
        pipe.rpush(INBOX, *records)
        pipe.set(DRAINING, "1", nx=True, ex=DRAIN_TTL)
        if pipe.execute()[1]:
            self.queue.enqueue("workers.notify.drain", **JOB)

    def _enqueue(self, func: str, *args, delay: float | None = None, job_id: str | None = None) -> None:
        if self.queue is None:
            return
        if delay:
            from rq.exceptions import DuplicateJobError

            try:
                self.queue.enqueue_in(timedelta(seconds=delay), func, *args, job_id=job_id, unique=job_id is not None,
                                      **JOB)
            except DuplicateJobError:
                pass
        else:
            self.queue.enqueue(func, *args, **JOB)

    # --- settings ---------------------------------------------------------------------------
    def prefs(self, account_id: str) -> dict:
        """The account's preferences (defaults filled in)."""
        raw = self.r.hget(akey(account_id, "profile"), "prefs")
        return prefs_of(json.loads(raw) if raw else {})

    def save_prefs(self, account_id: str, changes: dict) -> None:
        """Merge `changes` (already schema-checked) into the account's preferences."""
        prefs = self.prefs(account_id)
        if "timezone" in changes:
            zone(changes["timezone"])
        for k, v in changes.items():
            if k in CHANNELS:
                prefs[k].update(v)
            else:
                prefs[k] = v
        self.accounts.set_prefs(account_id, prefs)

    def settings(self, account_id: str) -> dict:
        """The preferences and what can be sent: push subscriptions, the mail address, mail on or off."""
        prof = self.accounts.profile(account_id)
        return {"prefs": self.prefs(account_id), "events": list(EVENTS),
                "push": {"available": True, "subscriptions": len(self.push.subscriptions(account_id))},
                "email": {"available": self.mail is not None, "address": prof["email"],
                          "verified": prof["email_verified"],
                          "why_not": None if self.mail is not None else
                          "mail is off on this server until an SMTP server is configured (SMTP_HOST)"}}

    # --- the jobs -----------------------------------------------------------------------------
    def run_drain(self, games, slot: int = 0) -> str:
        """Tell what the inbox holds, in batches, pushes sent concurrently. The drain of slot 0 is
        the one the move path starts; one that finds a backlog starts the next slot's (up to
        DRAIN_SLOTS, one per notifications worker), so a burst is worked off by every worker.
        Records are claimed under a lease that a heartbeat renews and acknowledged once told
        (service.notify.notify_inbox): a drain that dies hands them back. Slot 0 frees its flag when the
        inbox is empty and looks once more, so a record added meanwhile is never left behind."""
        from concurrent.futures import ThreadPoolExecutor

        r = self.queue.connection
        inbox = Inbox(r)
        flag = _slot_flag(slot)
        started, done = time.time(), 0
        inbox.recover()  # records of a drain that died: first in line
        with ThreadPoolExecutor(PUSH_THREADS, thread_name_prefix="push") as pool, \
                ThreadPoolExecutor(DISPATCH_THREADS, thread_name_prefix="tell") as tellers, \
                Heartbeat(inbox, [flag]) as beat:
            self._pool = pool
            try:
                while True:
                    items = inbox.claim(DRAIN_BATCH)
                    if not items:
                        r.delete(flag)
                        if slot == 0 and r.llen(INBOX) and r.set(flag, "1", nx=True, ex=DRAIN_TTL):
                            continue
                        break
                    beat.hold(items)
                    r.expire(flag, DRAIN_TTL)
                    if slot + 1 < DRAIN_SLOTS and len(items) == DRAIN_BATCH and \
                            r.set(_slot_flag(slot + 1), "1", nx=True, ex=DRAIN_TTL):
                        self.queue.enqueue("workers.notify.drain", slot + 1, **JOB)
                    # records wait on Redis more than they compute: told a few at a time, the
                    # round trips of one overlap another's
                    done += len(items)
                    list(tellers.map(lambda raw: self._tell_record(games, inbox, beat, raw), items))
                    if time.time() - started > DRAIN_SECONDS:  # the flag stays: the next job goes on
                        self.queue.enqueue("workers.notify.drain", slot, **JOB)
                        break
            finally:
                self._pool = None
        return "drained" if done else "nothing"

    def watch(self) -> dict:
        """The sweep's look at the inbox: records of a drain that died go back to the inbox, and a
        non-empty inbox with no live drain (its flag ran out with its heartbeat) gets one."""
        r = self.queue.connection
        inbox = Inbox(r)
        back = inbox.recover()
        queued = 0
        if inbox.waiting() and r.set(DRAINING, "1", nx=True, ex=DRAIN_TTL):
            self.queue.enqueue("workers.notify.drain", **JOB)
            queued = 1
        return {"notices_recovered": back, "notify_drains_queued": queued}

    def _tell_record(self, games, inbox: Inbox, beat: Heartbeat, raw) -> None:
        """Tell one record, each notice once (marked as it goes out), and acknowledge it unless
        Redis went away half-way (then its lease runs out and it is told again, the marked
        notices skipped)."""
        record_id, record = unwrap(raw)
        ctx = self._telling
        ctx.id, ctx.inbox, ctx.pushes = record_id, inbox, []
        try:
            ctx.done = inbox.done(record_id)
            self._dispatch(games, record)
            for f in ctx.pushes:  # acknowledged only once its pushes were answered
                f.result()
            inbox.ack(raw)
        except Exception as exc:  # noqa: BLE001 - one record's trouble must not hold back the others
            if not _transient(exc):
                log.exception("could not tell %s", record)
                try:
                    inbox.ack(raw)  # told as far as it can be: telling it again would fail alike
                except Exception:  # noqa: BLE001 - then its lease runs out and it is tried once more
                    log.exception("could not acknowledge %s", record)
            else:
                log.warning("Redis went away while telling %s; it is told again when its lease ends", record)
        finally:
            ctx.id = None
            beat.release(raw)

    def _dispatch(self, games, record: list) -> None:
        kind, *args = record
        if kind == "append":
            self.run_after_append(games, *args)
        elif kind == "invite":
            self.run_invite_accepted(games, *args)
        elif kind == "chat":
            self.run_chat(games, *args)
        elif kind == "tournament":
            self.run_tournament(games, *args)

    def _once(self, notice: str) -> bool:
        """False if this notice of the record being told already went out (a record told again)."""
        ctx = self._telling
        return getattr(ctx, "id", None) is None or notice not in ctx.done

    def _sent(self, notice: str) -> None:
        """Mark a notice of the record being told as gone out."""
        ctx = self._telling
        if getattr(ctx, "id", None) is not None:
            ctx.inbox.mark(ctx.id, notice)
            ctx.done.add(notice)

    def run_after_append(self, games, game_id: str, before_v: int, after_v: int) -> str:
        """Who this append concerns, told in their own seat's words."""
        loaded = games.load(game_id)
        held = owners(loaded.meta)
        rs = loaded.ruleset
        gs_after = self._state_at(games, loaded, after_v)
        gs_before = self._state_at(games, loaded, before_v) if before_v else None
        envs = games.store.read(game_id, after=before_v, count=after_v - before_v)
        before = Loaded(game_id, loaded.meta, gs_before, b"") if gs_before else None
        after = Loaded(game_id, loaded.meta, gs_after, b"")
        told = 0
        if gs_after["finished"]:
            for seat, aid in held.items():
                told += self.tell(aid, loaded, seat, "game_over",
                                  lambda lang, s=seat: ended_text(before, after, envs, s, lang), after_v)
            return f"told-{told}" if told < 10 else "told"
        asked = C.new_request(gs_before, gs_after)
        for seat in C.waiting_for(gs_after, asked) if asked is not None else []:
            if seat in held:  # a takeback request or a draw offer this seat is to answer
                told += self.tell(held[seat], loaded, seat, "offer", lambda lang: offer_text(rs, gs_after, asked, lang),
                                  after_v)
        was = G.to_act(rs, gs_before) if gs_before else []
        current = [] if loaded.finished else G.to_act(rs, loaded.state)
        for seat in G.to_act(rs, gs_after):
            if seat in held and seat not in was and seat in current:  # still theirs to play
                told += self.tell(held[seat], loaded, seat, "your_turn",
                                  lambda lang, s=seat: self._turn_notice(before, after, envs, loaded, s, lang), after_v,
                                  deadline=seat_deadline(loaded.meta, seat) or None)
        return "told" if told else "nobody"

    @staticmethod
    def _turn_notice(before, after, envs, loaded, seat: int, lang: str) -> str:
        """"Bo channels energy …; it is your turn in Grove (2 days left, 5 days in reserve)." in `lang`."""
        text = turn_text(before, after, envs, seat, seat, lang)
        if lang == i18n.DEFAULT:
            words = clock_words(loaded.state, loaded.meta, seat)
            return f"{text[:-1]} ({words})." if words else text
        left = clock_msg(loaded.state, loaded.meta, seat)
        return i18n.render(lang, msg("words.with_clock", text=text[:-1], clock=left)) if left else text

    def _state_at(self, games, loaded, version: int) -> dict:
        """The game's state at `version`: the loaded one, one seen before, or folded from the store."""
        k = (loaded.id, version)
        with self._lock:
            gs = loaded.state if loaded.version == version else self._states.get(k)
        if gs is None:
            gs = games.state_at(loaded, version)
        with self._lock:
            self._states[k] = gs
            self._states.move_to_end(k)
            while len(self._states) > STATES_KEPT:
                self._states.popitem(last=False)
        return gs

    def run_remind(self, games, game_id: str, version: int, seat: int) -> str:
        """The deadline reminder: only if the game is still at `version` with `seat` to act."""
        loaded = games.load(game_id)
        aid = owners(loaded.meta).get(seat)
        if aid is None or loaded.version != version or loaded.finished or seat not in G.to_act(loaded.ruleset, loaded.state):
            return "stale"
        deadline = seat_deadline(loaded.meta, seat) or None
        when = ""
        if deadline:
            left = datetime.fromisoformat(deadline.replace("Z", "+00:00")) - datetime.now(timezone.utc)
            when = f" in {max(1, int(left.total_seconds() // 60))} min"
        words = clock_words(loaded.state, loaded.meta, seat)
        game = loaded.ruleset.name
        reserve = (loaded.state.get("clock") or {}).get("reserve") and words

        def text(lang: str) -> str:
            if lang == i18n.DEFAULT:  # English as it always was
                if reserve:  # "2 days 4 hours left, 5 days in reserve"
                    return f"Your time in {game}: {words}; it is still your turn."
                return f"Your move time in {game} runs out{when}; it is still your turn."
            if reserve:
                return i18n.render(lang, msg("words.remind.reserve", game=game,
                                             clock=clock_msg(loaded.state, loaded.meta, seat)))
            if when:
                minutes = max(1, int(left.total_seconds() // 60))
                return i18n.render(lang, msg("words.remind.in", game=game, n=minutes))
            return i18n.render(lang, msg("words.remind", game=game))
        self.tell(aid, loaded, seat, "deadline_reminder", text, version, deadline=deadline)
        return "reminded"

    def run_invite_accepted(self, games, game_id: str, seat: int, version: int | None = None) -> str:
        """Tell the other account seats that `seat` was taken, as of the version it was taken at (a
        record told late, after moves, is not a notice of a later version: that is a turn's)."""
        loaded = games.load(game_id)
        names = {s["seat"]: s.get("name") for s in loaded.state["seats"]}
        game = loaded.ruleset.name

        def text(lang: str) -> str:
            if lang == i18n.DEFAULT:
                return f"{names.get(seat) or f'Player {seat + 1}'} took seat {seat + 1} in {game}."
            who = names.get(seat) or msg("engine.player_n", n=seat + 1)
            return i18n.render(lang, msg("words.seat_taken", who=who, n=seat + 1, game=game))
        told = 0
        for other, aid in owners(loaded.meta).items():
            if other != seat:
                told += self.tell(aid, loaded, other, "invite_accepted", text,
                                  loaded.version if version is None else version)
        return "told" if told else "nobody"

    def run_chat(self, games, game_id: str, message_id: str) -> str:
        """Tell the other seats' accounts about a chat message (not those who muted or blocked its author)."""
        from .chat import Chat

        chat = Chat(self.r)
        msg = chat.message(game_id, message_id)
        if msg is None:
            return "gone"
        loaded = games.load(game_id)
        told = 0
        for seat, aid in owners(loaded.meta).items():
            if seat != msg["seat"] and msg["seat"] not in chat.hidden(game_id, seat):
                told += self.tell(aid, loaded, seat, "chat", f"{msg['name']}: {msg['text'][:140]}", loaded.version)
        return "told" if told else "nobody"

    def run_tournament(self, games, kind: str, game_id: str, seat: int, text: str) -> str:
        """Tell a tournament notice to the account that holds `seat` of the game."""
        loaded = games.load(game_id)
        account = owners(loaded.meta).get(seat)
        if account is None:
            return "nobody"
        return "told" if self.tell(account, loaded, seat, kind, text, loaded.version) else "nobody"

    def tell(self, account_id: str, loaded, seat: int, kind: str, text, version: int,
             deadline: str | None = None, quiet_ok: bool = False, watched: bool = False) -> int:
        """Send one notice to one account by its enabled channels; 1 if anything went out or waits.
        `text` is the notice's sentence, or a function of the recipient's language to it (the
        game's words are said in the reader's language, never the mover's).

        Not to a seat watching the game live (its page's stream is open): it sees the move, the end
        and the talk as they happen. A notice that asks for a move is looked at again after
        PRESENCE_RECHECK (`watched`): told then if the page has closed and the move is still theirs.
        A failure of this notice is logged and drops no other notice (Redis away excepted: then
        the whole record is told again, what went out skipped)."""
        try:
            return self._tell(account_id, loaded, seat, kind, text, version, deadline, quiet_ok, watched)
        except Exception as exc:  # noqa: BLE001 - one person's notice must not cost the others theirs
            if _transient(exc):
                raise
            log.exception("could not tell account %s (seat %s) of %s in game %s", account_id, seat, kind, loaded.id)
            return 0

    def _tell(self, account_id: str, loaded, seat: int, kind: str, text: str, version: int,
              deadline: str | None, quiet_ok: bool, watched: bool) -> int:
        pipe = self.r.pipeline(transaction=False)  # the recipient's settings and browsers: one round trip
        pipe.hmget(akey(account_id, "profile"), "prefs", "language")
        pipe.hvals(akey(account_id, "push"))
        if kind in WATCHED_KINDS:
            pipe.zcount(presence_key(loaded.id, seat), time.time(), "+inf")
        (raw_prefs, raw_lang), raw_subs, *present = pipe.execute()
        lang = mail_words.language_of(raw_lang)  # the recipient's, never the mover's
        if callable(text):
            text = text(lang)
        if present and present[0]:
            if kind in TO_ACT_KINDS and not watched:
                self.queue.enqueue_in(timedelta(seconds=PRESENCE_RECHECK), "workers.notify.deferred", account_id,
                                      {"type": kind, "game_id": loaded.id, "seat": seat, "version": version,
                                       "body": text, "deadline": deadline, "watched": True}, **JOB)
                return 1
            return 0
        prefs = prefs_of(json.loads(raw_prefs) if raw_prefs else {})
        rs = loaded.ruleset
        note = {"type": kind, "game_id": loaded.id, "seat": seat, "version": version,
                "title": mail_words.title(lang, kind, rs.name), "lang": lang,
                "body": text, "url": f"/tournaments/{loaded.meta.get('tournament')}" if kind == "tournament_over"
                else f"/games/{loaded.id}", "tag": f"arbiter-{loaded.id}", "deadline": deadline,
                "sent_at": time.time()}
        said = f"{account_id}:{seat}:{kind}"  # this notice's marks: told again, it is skipped
        if not quiet_ok:
            until = quiet_until(prefs, datetime.now(timezone.utc))
            if until is not None:
                if self._once(f"{said}:quiet"):
                    self.queue.enqueue_at(until, "workers.notify.deferred", account_id, note, **JOB)
                    self._sent(f"{said}:quiet")
                return 1
        sent = 0
        if prefs["push"].get(kind):
            for sub in (json.loads(x) for x in raw_subs):
                sent = 1
                notice = f"{said}:push:{sub['id']}"
                if not self._once(notice):
                    continue
                if self._pool is not None:  # in a drain: many pushes wait on their services at once
                    ctx = self._telling
                    ctx.pushes.append(self._pool.submit(self._push_logged, account_id, sub, note,
                                                        (ctx.inbox, ctx.id, notice)))
                else:
                    self.push_one(account_id, sub["id"], note, 1, sub=sub)
                    self._sent(notice)
        if prefs["email"].get(kind) and self.mail is not None:
            prof = self.accounts.profile(account_id)
            if prof["email"] and prof["email_verified"]:
                sent = 1
                if self._once(f"{said}:email"):
                    digest = prefs["email_digest"]
                    if digest == "off" and prefs.get("digest_fast_games") and kind in FAST_DIGEST_KINDS \
                            and not long_clock(loaded.state):
                        digest = "hourly"  # a fast game: its turns in one mail an hour, not a mail a move
                    if digest != "off":
                        self._to_digest(account_id, {**prefs, "email_digest": digest}, note)
                    else:
                        self.mail_note(account_id, prof["email"], note, loaded)
                    self._sent(f"{said}:email")
        return sent

    def run_deferred(self, games, account_id: str, note: dict) -> str:
        """A notice that waited for quiet hours to end, or for a watching seat's page to close
        (`watched`): sent if it still holds."""
        watched = bool(note.get("watched"))
        loaded = games.load(note["game_id"])
        if note["type"] in TO_ACT_KINDS and (
                loaded.finished or note["seat"] not in G.to_act(loaded.ruleset, loaded.state)):
            return "stale"
        if watched and loaded.version != note["version"]:
            return "stale"  # the seat was watching when it came and the game has moved on since: seen
        told = self.tell(account_id, loaded, note["seat"], note["type"], note["body"], note["version"],
                         note.get("deadline"), quiet_ok=not watched, watched=watched)
        return "sent" if told else "seen"

    # --- push -------------------------------------------------------------------------------
    _pool = None

    def _push_logged(self, account_id: str, sub: dict, note: dict, mark=None) -> None:
        """One push from the drain's pool, marked as gone out once its service answered (`mark`:
        the inbox, the record id and the notice)."""
        try:
            self.push_one(account_id, sub["id"], note, 1, sub=sub)
        except Exception as exc:  # noqa: BLE001 - a thread's failure is logged, never lost silently
            if _transient(exc):
                raise  # the record is told again (this push unmarked)
            log.exception("push to %s failed", sub.get("id"))
        if mark is not None and mark[1] is not None:
            mark[0].mark(mark[1], mark[2])

    def push_one(self, account_id: str, sub_id: str, note: dict, attempt: int, sub: dict | None = None) -> str:
        """One attempt to push `note` to one subscription; schedules the next on a transient failure."""
        sub = sub or self.push.subscription(account_id, sub_id)
        if sub is None:
            return "gone"
        urgency = "high" if note["type"] in ("your_turn", "deadline_reminder") else "normal"
        result = self.push.send(sub, note, urgency=urgency, topic=f"g{note['game_id']}"[:32])
        outcome = result.outcome
        if outcome == "gone":
            self.push.unsubscribe(account_id, sub_id)
        elif outcome == "retry":
            if attempt >= MAX_ATTEMPTS:
                return "failed"
            delay = backoff(attempt)
            ra = retry_after(result.retry_after)
            if ra is not None:
                delay = max(delay, min(ra, RETRY_CAP))
            self.queue.enqueue_in(timedelta(seconds=delay), "workers.notify.push_retry", account_id, sub_id, note,
                                  attempt + 1, **JOB)
        elif outcome == "refused":
            log.warning("push service refused a message (%s %s); not retried", result.status, result.error)
        return outcome

    # --- mail -------------------------------------------------------------------------------
    def mail_note(self, account_id: str, address: str, note: dict, loaded) -> None:
        """One notice by mail, with the board as the seat sees it when there is a board."""
        link = public_origin() + note["url"]
        png = None
        if self.picture is not None and not loaded.state.get("waiting") and note["type"] != "chat" \
                and note.get("version", 0) > 0:  # a seat taken before the game began has no board yet
            try:
                lang = note.get("lang", "en")  # the recipient's language, as the mail's words
                body, last = self._games.picture_input(loaded, note["seat"], note["version"], lang) if self._games \
                    else (None, None)
                if body is not None:
                    png = self.picture(body, last, lang)
            except Exception as exc:  # noqa: BLE001 - a picture that cannot be drawn costs the picture, not the mail
                if _transient(exc):
                    raise
                log.exception("no board picture for game %s: the mail goes without it", loaded.id)
        text, html = mail_words.notice_mail(note.get("lang", "en"), note, link, public_origin())
        msg = message(address, note["title"], text, html, png)
        record_id = getattr(self._telling, "id", None)
        if record_id is not None:  # told again after a drain died mid-send: the same Message-ID, which
            # mail stores recognise as the same mail
            who = hashlib.sha256(f"{account_id}:{note['seat']}:{note['type']}".encode()).hexdigest()[:16]
            msg.replace_header("Message-ID", f"<{record_id}.{who}@arbiter>")
        self.send_with_retry(msg, 1)

    def send_with_retry(self, msg, attempt: int) -> str:
        """Send a mail; on a failure, schedule the next attempt with backoff."""
        try:
            send_mail(self.mail, msg)
            return "sent"
        except ValueError as exc:  # a mail no attempt can send (not one recipient): never retried
            log.error("not mailed: %s", exc)
            return "refused"
        except (OSError, Exception) as exc:  # noqa: BLE001 - smtplib's errors are many; all are retried
            if attempt >= MAX_ATTEMPTS:
                log.error("gave up mailing %s after %d attempts: %s", msg["To"], attempt, exc)
                return "failed"
            self.queue.enqueue_in(timedelta(seconds=backoff(attempt)), "workers.notify.mail_retry",
                                  msg.as_bytes(), attempt + 1, **JOB)
            return "retrying"

    def _to_digest(self, account_id: str, prefs: dict, note: dict) -> None:
        from rq.exceptions import DuplicateJobError

        self.r.rpush(akey(account_id, "digest"), json.dumps(note))
        at = next_digest(prefs, datetime.now(timezone.utc))
        try:
            self.queue.enqueue_at(at, "workers.notify.digest", account_id, job_id=f"dg-{account_id}-{int(at.timestamp())}",
                                  unique=True, **JOB)
        except DuplicateJobError:
            pass

    def run_digest(self, account_id: str) -> str:
        """One mail with every notice collected since the last digest."""
        pipe = self.r.pipeline(transaction=True)
        pipe.lrange(akey(account_id, "digest"), 0, -1)
        pipe.delete(akey(account_id, "digest"))
        items = self._still_news([json.loads(x) for x in pipe.execute()[0]])
        prof = self.accounts.profile(account_id)
        if not items or not prof["email"] or not prof["email_verified"] or self.mail is None:
            return "nothing"
        subject, text, html = mail_words.digest_mail(mail_words.language_of(prof.get("language")), items, public_origin())
        msg = message(prof["email"], subject, text, html)
        return self.send_with_retry(msg, 1)

    def _still_news(self, items: list) -> list:
        """A digest's notices without the turns that are over: of a game's your_turn notices only
        the newest, and none once that seat has moved (or the game ended)."""
        newest = {}
        for i, n in enumerate(items):
            if n["type"] in TO_ACT_KINDS:
                newest[(n["game_id"], n["seat"])] = i
        out = []
        for i, n in enumerate(items):
            if n["type"] in TO_ACT_KINDS:
                if newest[(n["game_id"], n["seat"])] != i:
                    continue
                if self._games is not None:
                    try:
                        loaded = self._games.load(n["game_id"])
                        if loaded.finished or n["seat"] not in G.to_act(loaded.ruleset, loaded.state):
                            continue
                    except Exception:  # noqa: BLE001 - a game that cannot be read now: keep its notice
                        log.warning("digest: could not read game %s", n["game_id"], exc_info=True)
            out.append(n)
        return out

    def run_mail_link(self, account_id: str | None, email: str, purpose: str, origin: str) -> str:
        """Mail a sign-in link (to the account with this verified address, if any) or an address check."""
        if self.mail is None:
            return "mail-off"
        if purpose == "signin":
            account_id = self.accounts.account_by_email(email)
            if account_id is None:
                return "unknown"
            email = self.accounts.profile(account_id)["email"]  # as verified, not as typed
        path = "/signin/email" if purpose == "signin" else "/account/verify"
        link = f"{origin}{path}#{self.accounts.new_mail_link(account_id, purpose, email)}"
        lang = mail_words.language_of(self.accounts.profile(account_id).get("language") if account_id else None)
        msg = message(email, *mail_words.link_mail(lang, purpose, link))
        return self.send_with_retry(msg, 1)

    _games = None

    def bind_games(self, games) -> "People":
        """The games service the jobs read pictures from (set by the worker)."""
        self._games = games
        return self

