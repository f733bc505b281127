"""A game's correspondence clock, derived from its events alone (standard library only).

The clock of a game is `{"move_seconds", "on_timeout"}` and, optionally, a reserve
`{"reserve": {"start_seconds", "per_move_seconds", "max_seconds"}}` (docs/deadlines.md). What
the clock holds between events is a *book*: when the current turns began (`since`), each seat's
reserve, and each seat's leave periods (from SeatOnLeave events). The service keeps the book in
the game's metadata and advances it with every append (`advance`); the offline auditor folds it
over the whole record (`derive`) and checks every TurnTimedOut against it (`check_timeouts`).

How a deadline is derived (the same sentence as docs/deadlines.md):
  * every append that is not a leave notice starts the turns of the seats then to act (`since`);
  * a seat to act has `move_seconds` plus its reserve of *its own* time from `since`; time inside
    one of its leave periods is not its time (its clock stands still);
  * when a seat moves, the part of its time beyond `move_seconds` comes out of its reserve, then
    `per_move_seconds` is added, up to `max_seconds`; a timeout empties the reserve.
A game without a reserve and without leave has the deadline `since + move_seconds`, as before.
"""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from .engine.words import msg

LEAVE_EVENT = "SeatOnLeave"


def parse(ts: str) -> datetime:
    """An ISO 8601 time (with Z) as an aware datetime."""
    return datetime.fromisoformat(ts.replace("Z", "+00:00"))


def iso(t: datetime) -> str:
    """ISO 8601 in UTC, milliseconds and a Z (the events' `at`)."""
    return t.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def reserve_of(clock: dict | None) -> dict | None:
    """The clock's reserve settings, or None."""
    return (clock or {}).get("reserve") or None


def new_book(clock: dict | None, seats: int, at: str) -> dict:
    """The book at a game's creation (turns begin at `at`; each seat's reserve at its start)."""
    book = {"since": at, "leave": {}}
    res = reserve_of(clock)
    if res:
        book["reserve"] = {str(s): int(res["start_seconds"]) for s in range(seats)}
    return book


def own_seconds(start: datetime, end: datetime, leaves: list) -> float:
    """Seconds between `start` and `end` outside the leave periods ([from, until] ISO pairs)."""
    total = (end - start).total_seconds()
    for a, b in leaves:
        lo, hi = max(start, parse(a)), min(end, parse(b))
        if hi > lo:
            total -= (hi - lo).total_seconds()
    return max(total, 0.0)


def allowance(clock: dict, book: dict, seat: int) -> int:
    """A seat's time for its turn: the move allowance plus its reserve."""
    return int(clock["move_seconds"]) + int((book.get("reserve") or {}).get(str(seat), 0))


def deadline(clock: dict, book: dict, seat: int) -> datetime:
    """When `seat`'s time runs out: `allowance` of its own time after `since`, leave skipped."""
    return at_own_seconds(book, seat, allowance(clock, book, seat))


def at_own_seconds(book: dict, seat: int, seconds: float) -> datetime:
    """The moment `seat` has had `seconds` of its own time since `since` (its leave does not count)."""
    t = parse(book["since"])
    left = max(float(seconds), 0.0)
    for a, b in sorted((parse(x), parse(y)) for x, y in book.get("leave", {}).get(str(seat), [])):
        if b <= t:
            continue
        a = max(a, t)
        if (a - t).total_seconds() >= left:
            break
        left -= (a - t).total_seconds()
        t = b
    return t + timedelta(seconds=left)


def reminder_at(clock: dict, book: dict, seat: int, fraction: float) -> datetime:
    """When to remind `seat`: `(1 - fraction)` of a move allowance before its own deadline (so, without a
    reserve or leave, after `fraction` of the allowance, as before)."""
    return at_own_seconds(book, seat, allowance(clock, book, seat) - (1 - fraction) * int(clock["move_seconds"]))


def advance(clock: dict | None, book: dict | None, group: list[dict]) -> dict | None:
    """The book after one command's events (`group`: envelopes with `at`, the first with `cmd`)."""
    if not clock or book is None:
        return book
    cmd = group[0].get("cmd") or {}
    at = group[0].get("at") or book["since"]
    book = {**book, "leave": {k: list(v) for k, v in book.get("leave", {}).items()}}
    if "reserve" in book:
        book["reserve"] = dict(book["reserve"])
    kind = cmd.get("kind")
    if kind == "leave":
        for env in group:
            if env["type"] == LEAVE_EVENT:
                d = env["data"]
                book["leave"].setdefault(str(d["seat"]), []).append([d["from"], d["until"]])
        return book  # a leave notice starts no turn
    if kind in ("suspend", "reinstate"):  # a moderator's suspension: the seat's turns are due at once
        suspended = dict(book.get("suspended") or {})
        if kind == "suspend":
            suspended[str(cmd["seat"])] = cmd.get("until") or FOREVER
        else:
            suspended.pop(str(cmd["seat"]), None)
        return {**book, "suspended": suspended}
    res = reserve_of(clock)
    seat = cmd.get("seat")
    if res and seat is not None and str(seat) in book["reserve"]:
        if kind == "move":
            used = own_seconds(parse(book["since"]), parse(at), book["leave"].get(str(seat), []))
            over = max(0, int(used) - int(clock["move_seconds"]))
            left = max(0, book["reserve"][str(seat)] - over)
            book["reserve"][str(seat)] = min(int(res["max_seconds"]), left + int(res["per_move_seconds"]))
        elif kind == "timeout":
            book["reserve"][str(seat)] = 0
    book["since"] = at
    return book


FOREVER = "until lifted"


def suspended_at(book: dict, seat: int, at: str) -> bool:
    """Whether a moderator's suspension of `seat` (SeatSuspended, not yet SeatReinstated) holds at `at`:
    then its turns are due at once, and a timeout before its deadline is fair."""
    until = (book.get("suspended") or {}).get(str(seat))
    return until is not None and (until == FOREVER or parse(at) < parse(until))


def derive(envelopes: list[dict]) -> list[tuple[dict, dict | None]]:
    """[(a command's first envelope, the book before it)] over a whole record, for an auditor."""
    out, book, clock, group = [], None, None, []

    def close(g):
        nonlocal book
        if g[0].get("cmd", {}).get("kind") == "create":
            book = new_book(clock, len(g[0]["data"]["seats"]), g[0].get("at", "")) if clock else None
        else:
            book = advance(clock, book, g)

    for env in envelopes:
        if env.get("seq") == 1:
            clock = env["data"].get("clock")
        if env.get("cmd") is not None and group:
            close(group)
            group = []
        if env.get("cmd") is not None:
            out.append((env, book))
        group.append(env)
    return out


def check_timeouts(envelopes: list[dict]) -> list[str]:
    """Every TurnTimedOut that came before its seat's derived deadline (an empty list: all fair)."""
    problems = []
    clock = envelopes[0]["data"].get("clock") if envelopes else None
    for env, book in derive(envelopes):
        if (env.get("cmd") or {}).get("kind") != "timeout" or not clock or book is None:
            continue
        seat = env["cmd"]["seat"]
        due = deadline(clock, book, seat)
        if parse(env["at"]) < due and not suspended_at(book, seat, env["at"]):
            problems.append(f"event {env['seq']}: seat {seat + 1} timed out at {env['at']}, before its "
                            f"deadline {iso(due)} (move allowance, reserve and leave)")
    return problems


def words(seconds: float) -> str:
    """A span as a person reads it: "2 days 4 hours", "3 hours 5 minutes", "40 seconds"."""
    s = max(int(seconds), 0)
    d, h, m = s // 86400, s % 86400 // 3600, s % 3600 // 60
    parts = []
    for n, unit in ((d, "day"), (h, "hour"), (m, "minute")):
        if n:
            parts.append(f"{n} {unit}{'' if n == 1 else 's'}")
    if not parts:
        return f"{s} second{'' if s == 1 else 's'}"
    return " ".join(parts[:2])


def words_msg(seconds: float):
    """words() as a message, for any language (domain/engine/words.py)."""
    s = max(int(seconds), 0)
    d, h, m = s // 86400, s % 86400 // 3600, s % 3600 // 60
    parts = [msg(f"engine.unit.{unit}", n=n) for n, unit in ((d, "day"), (h, "hour"), (m, "minute")) if n]
    if not parts:
        return msg("engine.unit.second", n=s)
    return parts[0] if len(parts) == 1 else msg("engine.span", a=parts[0], b=parts[1])


def time_left_msg(clock: dict, book: dict | None, seat: int, now: datetime):
    """time_left_words() as a message (None without a book)."""
    if book is None:
        return None
    used = own_seconds(parse(book["since"]), now, book.get("leave", {}).get(str(seat), []))
    left = words_msg(max(0.0, int(clock["move_seconds"]) - used))
    if reserve_of(clock):
        reserve = (book.get("reserve") or {}).get(str(seat), 0)
        return msg("engine.time_left.reserve", left=left,
                   reserve=words_msg(max(0.0, reserve - max(0.0, used - int(clock["move_seconds"])))))
    return msg("engine.time_left", left=left)


def time_left_words(clock: dict, book: dict | None, seat: int, now: datetime) -> str:
    """ "2 days 4 hours left, 5 days in reserve": what is left of the move allowance, then of the
    reserve (only where the clock has one), counting only the seat's own time (not its leave)."""
    if book is None:
        return ""
    used = own_seconds(parse(book["since"]), now, book.get("leave", {}).get(str(seat), []))
    text = f"{words(max(0.0, int(clock['move_seconds']) - used))} left"
    if reserve_of(clock):
        reserve = (book.get("reserve") or {}).get(str(seat), 0)
        text += f", {words(max(0.0, reserve - max(0.0, used - int(clock['move_seconds']))))} in reserve"
    return text


def on_leave(book: dict | None, seat: int, now: datetime) -> tuple[str, str] | None:
    """The leave period `seat` is in at `now` ([from, until] ISO), or None."""
    for a, b in (book or {}).get("leave", {}).get(str(seat), []):
        if parse(a) <= now < parse(b):
            return a, b
    return None
