"""Sharing the AI: a search yields once it has had its slice and other games' AI turns wait, and a
seat may not ask for more thinking per move than the operator allows (less in an exhibition)."""
import time

import pytest

from domain.engine import game as G
from domain.engine import ai
from domain.engine.ai import search
from domain.engine.errors import InvalidOptions
from service.table.ai_policy import ai_limits, check_ai_limits, fair_stop, has_person, is_exhibition
from tests.unit.harness import new_game


def _position():
    rs, gs, _ = new_game("channeling", 2)
    return rs, gs, G.to_act(rs, gs)[0]


def test_a_long_search_yields_after_its_slice_when_others_wait():
    rs, gs, seat = _position()
    started = time.perf_counter()
    move, info = search(rs, gs, seat, "mcts", budget_ms=3000, rng_seed=1,
                        should_stop=fair_stop(lambda: 1, slice_seconds=0.1))
    assert time.perf_counter() - started < 1.0 and info["simulations"] > 0
    assert move in rs.legal_moves(gs["game"], seat)


def test_a_search_alone_uses_its_whole_budget(monkeypatch):
    monkeypatch.setattr(ai, "DECIDED_CHECK", 10**9)  # never decided early: this is about sharing
    rs, gs, seat = _position()
    _, info = search(rs, gs, seat, "mcts", budget_ms=400, rng_seed=1, should_stop=fair_stop(lambda: 0, 0.05))
    assert info["seconds"] >= 0.35


def test_an_iteration_budget_is_never_cut_short(monkeypatch):
    monkeypatch.setattr(ai, "DECIDED_CHECK", 10**9)  # not even by a decided choice: this is about sharing
    rs, gs, seat = _position()
    _, info = search(rs, gs, seat, "mcts", iterations=300, rng_seed=1, should_stop=lambda: True)
    assert info["simulations"] == 300


def test_more_than_the_cap_per_move_is_refused(monkeypatch):
    monkeypatch.setenv("ARBITER_AI_MAX_BUDGET_MS", "2000")
    check_ai_limits([{"name": "a"}, {"name": "b", "ai": {"level": "mcts", "budget_ms": 2000}}])
    with pytest.raises(InvalidOptions) as err:
        check_ai_limits([{"name": "a"}, {"name": "b", "ai": {"level": "mcts", "budget_ms": 20000}}])
    assert err.value.extra["errors"] == {"seats.1.ai.budget_ms": "at most 2000 ms per move on this service"}


def test_a_game_is_an_exhibition_when_every_seat_is_an_ai():
    bot = {"level": "random"}
    assert is_exhibition([{"name": "a", "ai": bot}, {"name": "b", "ai": bot}])
    assert not is_exhibition([{"name": "a"}, {"name": "b", "ai": bot}])
    assert not is_exhibition([{"open": True}, {"name": "b", "ai": bot}])  # a person is expected


def test_a_game_whose_only_person_was_removed_has_no_person_left():
    seats = [{"name": "p", "ai": None}, {"name": "b", "ai": {"level": "random"}}, {"name": "c", "ai": {"level": "random"}}]
    assert has_person({"seats": seats, "removed": []})
    assert not has_person({"seats": seats, "removed": [0]})


def test_an_exhibitions_ceilings_are_lower_and_never_above_a_persons(monkeypatch):
    assert ai_limits(exhibition=True) == (1000, 10_000) and ai_limits() == (5000, 200_000)
    monkeypatch.setenv("ARBITER_AI_MAX_BUDGET_MS", "800")
    monkeypatch.setenv("ARBITER_EXHIBITION_MAX_BUDGET_MS", "3000")  # an operator cannot favour exhibitions
    assert ai_limits(exhibition=True)[0] == 800
    bots = [{"name": "a", "ai": {"level": "mcts", "budget_ms": 900}}, {"name": "b", "ai": {"level": "random"}}]
    with pytest.raises(InvalidOptions) as err:
        check_ai_limits(bots)
    assert set(err.value.extra["errors"]) == {"seats.0.ai.budget_ms"}
