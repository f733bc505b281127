"""Leave: a person declares whole days away, at least a day ahead, within a yearly allowance; during
them the clocks of their seats in every game stand still (docs/deadlines.md, "Leave").

The account's leave is a fact about the account, kept as its own record (`acct:{A}:leave`, a JSON
list, written with WATCH/MULTI so two declarations cannot both pass the allowance) and told on the
account's event stream (`leave`). Each running game with a clock in which the account holds a seat
then gets a SeatOnLeave event (an engine command, appended like a move: domain/engine/game.py
`leave`), so the game's own record says why its deadline moved and an auditor re-derives it
(domain/clock.py). `sync` is idempotent (a game whose book already holds the period is skipped), so
a declaration that died half-way is completed by the next read of the account's leave, and a game
that starts later gets the period when its seat is bound (service/people/account_seats.py).

Games whose clock says `leave: false` (a tournament may say so) are left alone: there the clock runs.
"""
from __future__ import annotations

import json
import logging
import os
import secrets
from datetime import date, datetime, timedelta, timezone

from babel.dates import format_date

from domain.engine.errors import ArbiterError
from domain.engine.words import MONTHS

from service.table import i18n
from service.notify.account_events import owners
from service.people.accounts import akey
from service.storage.errors import Busy
from service.table.game_record import book_of, iso
from service.people.message import account_language

log = logging.getLogger("arbiter.leave")

ALLOWANCE_DAYS = int(os.environ.get("ARBITER_LEAVE_DAYS_PER_YEAR", "30"))
MAX_AHEAD_DAYS = 366  # a leave starts within a year
MAX_DAYS = 30  # one leave is at most this long (and within the year's allowance)


class LeaveRefused(ArbiterError):
    """A leave the rules of leave do not allow (too soon, too long, beyond the allowance, overlapping)."""

    status = 422
    code = "leave-refused"

    def __init__(self, detail: str, field: str, why: str):
        super().__init__(detail, errors={field: why})


def day_words(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def day_in(lang: str, d: date) -> str:
    """A day in `lang`: "5 Jan 2027" in English (as always), the language's long date otherwise."""
    if lang not in i18n.LANGUAGES or lang == i18n.DEFAULT:
        return day_words(d)
    return format_date(d, format="long", locale=lang)


def _midnight(d: date) -> str:
    return iso(datetime(d.year, d.month, d.day, tzinfo=timezone.utc))


def days_by_year(start: date, days: int) -> dict[int, int]:
    """How many of the days fall in each calendar year (a leave over New Year counts in both)."""
    out: dict[int, int] = {}
    for i in range(days):
        y = (start + timedelta(days=i)).year
        out[y] = out.get(y, 0) + 1
    return out


# set KEYS[1] to ARGV[2] only if it still holds ARGV[1] ("" for none): a compare-and-set on one key
SWAP_LUA = """
local now = redis.call('GET', KEYS[1]) or ''
if now ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return 1
"""


class Leave:
    """An account's leave, and its effect on the account's games."""

    def __init__(self, client, games, account_events=None):
        self.r = client
        self.games = games
        self.account_events = account_events

    def _key(self, account_id: str) -> str:
        return akey(account_id, "leave")

    def periods(self, account_id: str) -> list[dict]:
        raw = self.r.get(self._key(account_id))
        return json.loads(raw) if raw else []

    def view(self, account_id: str, today: date | None = None, lang: str = i18n.DEFAULT) -> dict:
        """The allowance, what this year used, and the periods (past ones of this year too), in `lang`."""
        today = today or datetime.now(timezone.utc).date()
        periods = self.periods(account_id)
        used = sum(days_by_year(date.fromisoformat(p["start"]), p["days"]).get(today.year, 0) for p in periods)
        shown = [self._shown(p, lang) for p in periods if date.fromisoformat(p["last"]).year >= today.year]
        return {"allowance_days": ALLOWANCE_DAYS, "year": today.year, "used_days": used,
                "left_days": max(ALLOWANCE_DAYS - used, 0), "periods": shown,
                "rules": i18n.text(lang, "server.leave.rules", allowance=ALLOWANCE_DAYS)}

    @staticmethod
    def _shown(p: dict, lang: str = i18n.DEFAULT) -> dict:
        first, last = date.fromisoformat(p["start"]), date.fromisoformat(p["last"])
        text = i18n.text(lang, "server.leave.on_day" if first == last else "server.leave.on_span",
                         first=day_in(lang, first), last=day_in(lang, last), n=p["days"])
        return {"id": p["id"], "start": p["start"], "last": p["last"], "days": p["days"], "from": p["from"],
                "until": p["until"], "declared_at": p["declared_at"], "text": text}

    def declare(self, account_id: str, start: date, days: int, now: datetime | None = None,
                lang: str = i18n.DEFAULT) -> dict:
        """Record a leave of `days` whole days from `start` (UTC), then stop the clocks of the
        account's games for it. Every check before the one write: a refused leave changes nothing."""
        now = now or datetime.now(timezone.utc)
        today = now.date()
        if days < 1 or days > MAX_DAYS:
            raise LeaveRefused(f"a leave is 1 to {MAX_DAYS} whole days, not {days}", "days", f"1 to {MAX_DAYS}")
        if start <= today:
            raise LeaveRefused(f"leave is declared at least a day ahead: the first day can be "
                               f"{day_words(today + timedelta(days=1))} at the earliest", "start",
                               "not a day ahead")
        if start > today + timedelta(days=MAX_AHEAD_DAYS):
            raise LeaveRefused(f"a leave starts within a year, by {day_words(today + timedelta(days=MAX_AHEAD_DAYS))}",
                               "start", "more than a year ahead")
        last = start + timedelta(days=days - 1)
        key = self._key(account_id)
        for _ in range(10):  # check, then write only if nobody wrote between (one key: a cluster too)
            raw = self.r.get(key)
            periods = json.loads(raw) if raw else []
            self._check(periods, start, last, days)
            period = {"id": secrets.token_hex(6), "start": start.isoformat(), "last": last.isoformat(),
                      "days": days, "from": _midnight(start), "until": _midnight(last + timedelta(days=1)),
                      "declared_at": iso(now)}
            if self.r.eval(SWAP_LUA, 1, key, raw if raw is not None else "", json.dumps(periods + [period])):
                break
        else:
            raise Busy("the account's leave changed too often; retry")
        self._tell(account_id, period)
        period = self._shown(period, lang)
        period["games"] = self.sync(account_id)
        return period

    @staticmethod
    def _check(periods: list[dict], start: date, last: date, days: int) -> None:
        for p in periods:
            if date.fromisoformat(p["start"]) <= last and start <= date.fromisoformat(p["last"]):
                raise LeaveRefused(f"this leave overlaps your leave from {day_words(date.fromisoformat(p['start']))}"
                                   f" to {day_words(date.fromisoformat(p['last']))}", "start",
                                   "overlaps a leave")
        for year, n in days_by_year(start, days).items():
            used = sum(days_by_year(date.fromisoformat(p["start"]), p["days"]).get(year, 0) for p in periods)
            if used + n > ALLOWANCE_DAYS:
                raise LeaveRefused(f"{n} day{'' if n == 1 else 's'} of leave in {year} would go beyond the "
                                   f"allowance of {ALLOWANCE_DAYS} days a year: {used} used, "
                                   f"{max(ALLOWANCE_DAYS - used, 0)} left", "days",
                                   "beyond the yearly allowance")

    def _tell(self, account_id: str, period: dict) -> None:
        if self.account_events is None:
            return
        lang = account_language(self.r, account_id)  # the account's own language, when it is written
        shown = self._shown(period, lang)
        try:
            self.account_events.publish([(account_id, {"type": "leave", "leave": {k: shown[k] for k in (
                "id", "start", "last", "days", "from", "until")}, "text": i18n.text(lang, "server.leave.told",
                                                                                   leave=shown["text"])})])
        except Exception:  # noqa: BLE001 - the leave is recorded; the stream is a notice
            log.exception("could not tell account %s of its leave", account_id)

    def sync(self, account_id: str, only_game: str | None = None) -> list[str]:
        """Append SeatOnLeave to each running game with a clock (that allows leave) where the account
        holds a seat and whose book lacks one of the account's periods not yet over. Idempotent.
        Returns the games that got an event."""
        now = datetime.now(timezone.utc)
        periods = [p for p in self.periods(account_id)
                   if datetime.fromisoformat(p["until"].replace("Z", "+00:00")) > now]
        if not periods:
            return []
        touched = []
        if only_game is not None:
            targets = [(only_game, None)]
        else:
            rows = self.r.zrevrange(akey(account_id, "seats"), 0, -1)
            targets = [tuple((x.decode() if isinstance(x, bytes) else x).split("|")) for x in rows]
        for game_id, _ in targets:
            try:
                if self._sync_game(game_id, account_id, periods):
                    touched.append(game_id)
            except Exception:  # noqa: BLE001 - one game's failure leaves the others; the next sync retries
                log.exception("could not stop the clock of %s for account %s", game_id, account_id)
        return touched

    def _sync_game(self, game_id: str, account_id: str, periods: list[dict]) -> bool:
        from service.storage.errors import PreconditionFailed

        appended = False
        for _ in range(len(periods) + 5):
            loaded = self.games.load(game_id)
            clock = loaded.state.get("clock")
            seat = next((s for s, a in owners(loaded.meta).items() if a == account_id), None)
            if (seat is None or loaded.finished or loaded.state.get("waiting") or not clock
                    or clock.get("leave") is False or seat in loaded.state["removed"]):
                return appended
            have = {tuple(x) for x in ((book_of(loaded.meta) or {}).get("leave", {}).get(str(seat), []))}
            missing = [p for p in periods if (p["from"], p["until"]) not in have]
            if not missing:
                return appended
            p = missing[0]
            try:
                self.games.submit(game_id, seat, "leave", {"from": p["from"], "until": p["until"]},
                                  if_match=loaded.version)
                appended = True
            except PreconditionFailed:
                continue  # a move came first: look again
        return appended
