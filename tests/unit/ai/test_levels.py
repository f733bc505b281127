"""The three AI levels on toy rulesets: legal, deterministic, and as strong as they should be."""
from __future__ import annotations

import random
import time

import pytest

from domain.engine import NotYourTurn, game as G
from domain.engine.ai import (GREEDY_SAMPLES, HEURISTIC_ROLLOUT_CAP, LEVELS, ROLLOUT_CAP, FastRng, Simulator,
                              choose_move, default_rollout_cap, move_key, outcome_rewards, search)
from domain.engine.ruleset import Outcome

from .toys import Nim, Pig, SealedBids, TicTacToe


def new(rs, n=2, options=None, seed=b"\x01" * 32):
    """A fresh engine game state of a toy ruleset."""
    return G.create(rs, seats=[{"name": f"p{i}"} for i in range(n)], options=options or {}, clock=None, seed=seed).state


def play(rs, gs, seat, mv, seed=b"\x02" * 32):
    """The engine state after a move (through the engine's own command)."""
    return G.move(rs, gs, seat, mv, seed).state


def with_board(board, to_move):
    """A tic-tac-toe engine state with this board ("x" seat 0, "o" seat 1, "." empty)."""
    rs = TicTacToe()
    gs = new(rs)
    gs["game"] = {"board": [{"x": 0, "o": 1, ".": None}[c] for c in board], "to_move": to_move}
    return rs, gs


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_move_and_is_deterministic(level):
    rs = TicTacToe()
    gs = new(rs)
    first = choose_move(rs, gs, 0, level, iterations=50, rng_seed=7)
    assert first in rs.legal_moves(gs["game"], 0)
    assert choose_move(rs, gs, 0, level, iterations=50, rng_seed=7) == first


def test_random_is_uniform_over_the_legal_moves():
    rs = TicTacToe()
    gs = new(rs)
    seen = {choose_move(rs, gs, 0, "random", rng_seed=s)["cell"] for s in range(200)}
    assert seen == set(range(9))


def test_choose_move_refuses_a_seat_that_may_not_act():
    rs = TicTacToe()
    gs = new(rs)
    with pytest.raises(NotYourTurn):
        choose_move(rs, gs, 1, "random", rng_seed=1)
    with pytest.raises(ValueError):
        choose_move(rs, gs, 0, "minimax", rng_seed=1)


def test_greedy_takes_an_immediate_win():
    rs, gs = with_board("xx.oo....", 0)
    assert choose_move(rs, gs, 0, "greedy", rng_seed=3) == {"type": "place", "cell": 2}


def test_greedy_averages_chance_outcomes_and_samples_a_sure_move_once():
    # At 15 + 5 a hold wins at once; a roll risks a 1: holding is better, but only on average.
    rs = Pig()
    gs = new(rs)
    gs["game"] = {"scores": [15, 0], "turn_total": 5, "to_move": 0, "target": 20}
    mv, info = search(rs, gs, 0, "greedy", rng_seed=5)
    assert mv == {"type": "hold"}
    assert info["simulations"] == 1 + GREEDY_SAMPLES  # the hold has no dice; the roll is sampled
    _, info = search(*with_board(".........", 0), 0, "greedy", rng_seed=1)
    assert info["simulations"] == 9


def test_mcts_takes_an_immediate_win_and_blocks_one():
    rs, gs = with_board("xx.oo....", 0)
    assert choose_move(rs, gs, 0, "mcts", iterations=300, rng_seed=1) == {"type": "place", "cell": 2}
    rs, gs = with_board("x..oo...x", 0)
    assert choose_move(rs, gs, 0, "mcts", iterations=300, rng_seed=1) == {"type": "place", "cell": 5}


def test_mcts_finds_the_nim_winning_move():
    # Grundy values with takes of 1..3 are the pile sizes mod 4: 1, 2, 3 xor to 0 after taking
    # 2 from the pile of 3 (leaving 1, 2, 3 -> 1 ^ 2 ^ 3 = 0).
    rs = Nim()
    gs = new(rs, options={"piles": [3, 2, 3]})
    mv = choose_move(rs, gs, 0, "mcts", iterations=1500, rng_seed=2)
    after = list(gs["game"]["piles"])
    after[mv["pile"]] -= mv["count"]
    assert (after[0] % 4) ^ (after[1] % 4) ^ (after[2] % 4) == 0


def test_mcts_with_a_time_budget_stops_in_time():
    rs = TicTacToe()
    gs = new(rs)
    cpu = time.process_time()
    mv, info = search(rs, gs, 0, "mcts", budget_ms=100, rng_seed=1)
    cpu = time.process_time() - cpu
    assert mv in rs.legal_moves(gs["game"], 0)
    assert info["simulations"] > 10
    # the search is all CPU: one that did not stop at its 100 ms would go on spending it. CPU time, not
    # the wall clock, which a loaded machine stretches (1.09 s once, with two suites on two cores)
    assert cpu < 1.0


def test_an_only_move_is_played_without_search():
    rs = Pig()
    gs = new(rs)
    mv, info = search(rs, gs, 0, "mcts", iterations=100, rng_seed=1)
    assert mv == {"type": "roll"} and info["simulations"] == 0


def _match(rs, levels, games, *, iterations, options=None, n=2):
    """Wins per level name over `games` games, alternating seats."""
    wins = {lv: 0 for lv in levels}
    pick = random.Random(0)
    for g in range(games):
        order = levels if g % 2 == 0 else list(reversed(levels))
        gs = new(rs, n, options, seed=bytes([g + 1]) * 32)
        while G.outcome(rs, gs) is None:
            seat = G.to_act(rs, gs)[0]
            mv = choose_move(rs, gs, seat, order[seat], iterations=iterations, rng_seed=pick.getrandbits(32))
            gs = G.move(rs, gs, seat, mv, bytes([g + 1]) * 32).state
        o = G.outcome(rs, gs)
        for w in o["winners"]:
            wins[order[w]] += 1
    return wins


def test_mcts_never_loses_tic_tac_toe_to_random():
    wins = _match(TicTacToe(), ["mcts", "random"], 8, iterations=200)
    assert wins["random"] == 0 and wins["mcts"] >= 6


def test_mcts_beats_random_at_pig_despite_the_dice():
    wins = _match(Pig(), ["mcts", "random"], 12, iterations=60, options={"target": 20})
    assert wins["mcts"] >= 8


def test_mcts_plays_three_player_nim_to_the_end():
    rs = Nim()
    gs = new(rs, 3, {"piles": [2, 3, 4]})
    while G.outcome(rs, gs) is None:
        seat = G.to_act(rs, gs)[0]
        gs = play(rs, gs, seat, choose_move(rs, gs, seat, "mcts", iterations=100, rng_seed=seat))
    assert G.outcome(rs, gs)["winners"]


def test_a_removed_seat_never_acts_in_simulations():
    rs = Nim()
    gs = new(rs, 3, {"piles": [5, 5]})
    gs = G.resign(rs, gs, 1, b"\x03" * 32).state
    sim = Simulator(rs, 3, gs["removed"])
    for i in range(50):
        g = sim.position(gs["game"])
        while sim.acting(g):
            seat = sim.acting(g)[0]
            assert seat != 1
            sim.play(g, seat, FastRng(i).choice(g.legal(seat)), FastRng(i))
    assert choose_move(rs, gs, G.to_act(rs, gs)[0], "mcts", iterations=100, rng_seed=1)


def test_rewards_from_an_outcome():
    assert outcome_rewards(Outcome([1], [1, 0], "win"), 2) == [0.0, 1.0]
    assert outcome_rewards(Outcome([], [0, 1], "draw"), 2) == [0.5, 0.5]
    assert outcome_rewards(Outcome([0, 2], [0, 2, 1], "shared"), 3) == [0.5, 0.0, 0.5]


def test_move_keys_ignore_field_order_and_accept_lists():
    assert move_key({"type": "a", "x": 1}) == move_key({"x": 1, "type": "a"})
    assert move_key({"type": "a", "cells": [1, 2]}) != move_key({"type": "a", "cells": [2, 1]})


def test_fast_rng_has_the_engine_rng_methods():
    r = FastRng(1)
    assert 0 <= r.randbelow(5) < 5 and 1 <= r.die(6) <= 6 and r.coin() in (True, False)
    assert r.choice([7]) == 7 and sorted(r.shuffled(range(5))) == list(range(5))


class _Flaky(Nim):
    """Nim whose decide rejects some moves it lists (a ruleset bug the AI must survive)."""

    def decide(self, state, seat, move, rng):
        """Reject every take of 3."""
        if move.get("count") == 3:
            raise KeyError("a bug in the ruleset")
        return super().decide(state, seat, move, rng)


@pytest.mark.parametrize("level", ["greedy", "mcts"])
def test_a_listed_move_that_decide_rejects_does_not_crash_the_search(level):
    rs = _Flaky()
    gs = new(rs, options={"piles": [5, 6]})
    mv = choose_move(rs, gs, 0, level, iterations=200, rng_seed=4)
    assert mv in rs.legal_moves(gs["game"], 0) and mv["count"] != 3


class _LongRollouts(TicTacToe):
    """Tic-tac-toe that asks the AI for random rollouts of up to 20 moves despite its evaluate."""

    ai_rollout_cap = 20


def test_rollouts_default_by_heuristic_and_a_ruleset_may_choose_its_cap():
    rs, gs = with_board(".........", 0)
    assert default_rollout_cap(rs) == HEURISTIC_ROLLOUT_CAP  # it has its own evaluate
    assert default_rollout_cap(Nim()) == ROLLOUT_CAP  # it has none
    _, short = search(rs, gs, 0, "mcts", iterations=200, rng_seed=1)
    _, long_ = search(_LongRollouts(), gs, 0, "mcts", iterations=200, rng_seed=1)
    _, forced = search(rs, gs, 0, "mcts", iterations=200, rng_seed=1, rollout_cap=20)
    assert short["moves"] < long_["moves"] == forced["moves"]


def test_mcts_works_when_several_seats_may_act_at_once():
    # Both seats are in to_act; a bid of 3 never loses, so each seat should find it.
    rs = SealedBids()
    gs = new(rs)
    assert G.to_act(rs, gs) == [0, 1]
    assert choose_move(rs, gs, 1, "mcts", iterations=300, rng_seed=1) == {"type": "bid", "amount": 3}
    gs = play(rs, gs, 1, {"type": "bid", "amount": 2})
    assert choose_move(rs, gs, 0, "mcts", iterations=300, rng_seed=1) == {"type": "bid", "amount": 3}


@pytest.mark.slow  # two 20,000-simulation searches (about 4 s of CPU): left to `make test`, out of `make test-fast`
def test_a_search_stops_once_its_choice_cannot_change():
    """Smart pruning: once no root move can overtake the most visited one within the simulations
    left, the search stops, and the move is the one the whole budget chooses."""
    from domain.engine import ai

    rs = TicTacToe()
    gs = new(rs)
    for seat, cell in ((0, 0), (1, 4), (0, 1)):  # o must block at 2
        gs = G.move(rs, gs, seat, {"type": "place", "cell": cell}, b"k" * 32).state
    whole = ai.search(rs, gs, 1, "mcts", iterations=20000, rng_seed=5)
    cut = whole[1]["simulations"]
    assert cut < 20000  # decided well before the budget
    try:
        saved, ai.DECIDED_CHECK = ai.DECIDED_CHECK, 10**9
        full = ai.search(rs, gs, 1, "mcts", iterations=20000, rng_seed=5)
    finally:
        ai.DECIDED_CHECK = saved
    assert full[1]["simulations"] == 20000 and full[0] == whole[0] == {"type": "place", "cell": 2}


def _grown_tree(ruleset_id: str, simulations: int):
    """A search tree grown by `simulations` of MCTS from a game's opening (leaves scored by evaluate)."""
    from domain.engine import ai
    from tests.unit.harness import new_game

    rs, gs, _ = new_game(ruleset_id, 2)
    seat = G.to_act(rs, gs)[0]
    sim = ai.Simulator(rs, 2, (), gs["version"] + 1)
    sim.cap = ai.default_rollout_cap(rs)
    start, root_moves = sim.root(gs["game"], seat, rs.legal_moves(gs["game"], seat))
    root = ai.Node(None, 2)
    root.children[seat] = {}
    r = FastRng(3)
    for _ in range(simulations):
        ai._iterate(sim, root, start, seat, [m for m, _ in root_moves], r)
    return sim, root


def test_every_node_backs_up_the_best_heuristic_value_of_its_children():
    """Implicit minimax backups (Lanctot et al. 2014): a node's h is, for the seat acting there,
    the best h among its children, so a reply that refutes a move lowers that move's value at
    once instead of being averaged away."""
    sim, root = _grown_tree("dale", 800)
    assert sim.alpha > 0 and sim.cap == 0
    checked, stack = 0, [root]
    while stack:
        node = stack.pop()
        for actor, kids in node.children.items():
            valued = [c.h for c in kids.values() if c.h is not None]
            if valued:
                assert node.h[actor] == max(h[actor] for h in valued)
                checked += 1
            stack.extend(kids.values())
    assert checked > 20


def test_selection_sees_small_value_differences(monkeypatch):
    """Values are rescaled among siblings before the exploration term, so a heuristic whose
    scores differ in the third decimal still steers the search: the visits concentrate."""
    from domain.engine import ai

    _, root = _grown_tree("dale", 1500)
    visits = sorted((c.visits for c in next(iter(root.children.values())).values()), reverse=True)
    monkeypatch.setattr(ai, "NORMALISE", False)
    _, flat = _grown_tree("dale", 1500)
    flat_visits = sorted((c.visits for c in next(iter(flat.children.values())).values()), reverse=True)
    assert visits[0] > 2 * flat_visits[0]
