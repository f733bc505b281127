"""The correspondence clock derived from events alone (domain/clock.py): move allowance, reserve
and leave, the auditor's check of every timeout, and the words a person reads."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from domain import clock as C
from domain.engine import game as G
from domain.engine.errors import GameOver
from domain.engine.words import describe_engine_event

DAY = 86400
CLOCK = {"move_seconds": 2 * DAY, "on_timeout": "forfeit",
         "reserve": {"start_seconds": 3 * DAY, "per_move_seconds": DAY, "max_seconds": 5 * DAY}}


def t(day: int, hour: int = 0) -> str:
    return C.iso(datetime(2026, 12, day, hour, tzinfo=timezone.utc))


def created(clock=CLOCK, at=None):
    at = at or t(1)
    return {"seq": 1, "type": "GameCreated", "seat": None, "at": at, "cmd": {"kind": "create"},
            "data": {"clock": clock, "seats": [{"seat": 0}, {"seat": 1}]}}


def cmd(seq, kind, seat, at, **extra):
    return {"seq": seq, "type": "X", "seat": seat, "at": at, "data": {}, "cmd": {"kind": kind, "seat": seat, **extra}}


def leave_env(seq, seat, start, until):
    return {"seq": seq, "type": "SeatOnLeave", "seat": seat, "at": t(1, 1), "data": {"seat": seat, "from": start,
                                                                                      "until": until},
            "cmd": {"kind": "leave", "seat": seat, "from": start, "until": until}}


def book_after(envs):
    book = C.new_book(CLOCK, 2, envs[0]["at"])
    for env in envs[1:]:
        book = C.advance(CLOCK, book, [env])
    return book


def test_without_reserve_or_leave_the_deadline_is_since_plus_the_move_allowance_as_before():
    clock = {"move_seconds": 3600, "on_timeout": "forfeit"}
    book = C.new_book(clock, 2, t(1))
    assert "reserve" not in book
    assert C.iso(C.deadline(clock, book, 0)) == t(1, 1)


def test_a_slow_move_spends_reserve_and_each_move_adds_to_it_up_to_the_maximum():
    book = C.new_book(CLOCK, 2, t(1))
    assert book["reserve"] == {"0": 3 * DAY, "1": 3 * DAY}
    assert C.iso(C.deadline(CLOCK, book, 0)) == t(6)  # 2 days allowance + 3 days reserve
    book = C.advance(CLOCK, book, [cmd(2, "move", 0, t(4))])  # 3 days: 1 day over the allowance
    assert book["reserve"]["0"] == 3 * DAY  # 3 - 1 + 1
    book = C.advance(CLOCK, book, [cmd(3, "move", 1, t(4, 12))])  # fast: +1 day, capped at 5
    assert book["reserve"]["1"] == 4 * DAY
    book = C.advance(CLOCK, book, [cmd(4, "move", 0, t(4, 13))])
    book = C.advance(CLOCK, book, [cmd(5, "move", 1, t(4, 14))])
    assert book["reserve"]["1"] == 5 * DAY  # the maximum
    book = C.advance(CLOCK, book, [cmd(6, "timeout", 0, t(10))])
    assert book["reserve"]["0"] == 0  # a timeout used it all


def test_leave_stops_the_seats_clock_and_only_its_own():
    start, until = t(2), t(5)  # three days away
    envs = [created(), leave_env(2, 0, start, until)]
    book = book_after(envs)
    assert book["since"] == t(1), "a leave notice starts no turn"
    assert C.iso(C.deadline(CLOCK, book, 0)) == t(9)  # 5 days of its own time, 3 days of leave skipped
    assert C.iso(C.deadline(CLOCK, book, 1)) == t(6)  # the other seat's clock runs
    # a move made on day 6 took 2 days of its own time: no reserve spent
    after = C.advance(CLOCK, book, [cmd(3, "move", 0, t(6))])
    assert after["reserve"]["0"] == 4 * DAY


def test_leave_that_starts_after_the_deadline_does_not_move_it():
    envs = [created(), leave_env(2, 0, t(20), t(22))]
    assert C.iso(C.deadline(CLOCK, book_after(envs), 0)) == t(6)


def test_the_auditor_accepts_a_timeout_at_its_derived_deadline_and_finds_an_early_one():
    fair = [created(), leave_env(2, 0, t(2), t(5)), cmd(3, "timeout", 0, t(9), policy="forfeit")]
    assert C.check_timeouts(fair) == []
    early = [created(), leave_env(2, 0, t(2), t(5)), cmd(3, "timeout", 0, t(8), policy="forfeit")]
    problems = C.check_timeouts(early)
    assert len(problems) == 1 and "before its deadline 2026-12-09T00:00:00.000Z" in problems[0]


def test_the_words_a_person_reads():
    book = C.new_book(CLOCK, 2, t(1))
    now = datetime(2026, 12, 1, 20, tzinfo=timezone.utc)
    assert C.time_left_words(CLOCK, book, 0, now) == "1 day 4 hours left, 3 days in reserve"
    later = datetime(2026, 12, 4, 2, tzinfo=timezone.utc)  # 1 day 2 hours into the reserve
    assert C.time_left_words(CLOCK, book, 0, later) == "0 seconds left, 1 day 22 hours in reserve"
    names = ["Ana", "Bo"]
    text = describe_engine_event({"type": "SeatOnLeave", "data": {"seat": 0, "from": t(2), "until": t(5)}}, names,
                                 "Grove")
    assert text == "Ana is on leave from 2 December 2026 to 4 December 2026 (UTC days): Ana's clock stands still " \
                   "while away."


def test_the_leave_command_changes_nothing_but_the_version_and_is_refused_for_a_finished_game():
    gs = {"version": 7, "finished": False, "removed": [], "seats": [{"seat": 0, "name": "Ana"}]}
    d = G.leave(gs, 0, t(2), t(5))
    assert d.state == {**gs, "version": 8}
    assert d.cmd == {"kind": "leave", "seat": 0, "from": t(2), "until": t(5)}
    assert [x.type for x in d.drafts] == ["SeatOnLeave"]
    with pytest.raises(GameOver):
        G.leave({**gs, "finished": True}, 0, t(2), t(5))
