"""Information-set search on the toy hidden-card duel: the AI sees only what its seat sees."""
from __future__ import annotations

from collections import Counter

import pytest

from domain.engine import game as G
from domain.engine.ai import FastRng, choose_move

from .toys import DUEL_CARDS, Duel


def duel_state(mine, theirs, deck, *, played=(), points=(0, 0), trick=(), to_move=0, leader=0):
    """An engine state of the duel with seat 0 holding `mine` and seat 1 `theirs`."""
    rs = Duel()
    gs = G.create(rs, seats=[{"name": "a"}, {"name": "b"}], options={}, clock=None, seed=b"\x01" * 32).state
    gs["game"] = {"hands": [sorted(mine), sorted(theirs)], "deck": list(deck), "trick": list(trick),
                  "leader": leader, "to_move": to_move, "points": list(points), "played": list(played)}
    return rs, gs


# Seat 0 sees its hand 2, 6, 9 and the played 1, 10; the other seven cards are unseen.
WORLD_A = dict(mine=[2, 6, 9], theirs=[3, 4, 5], deck=[7, 8], played=[1, 10], points=(1, 0))
WORLD_B = dict(mine=[2, 6, 9], theirs=[7, 8, 3], deck=[4, 5], played=[1, 10], points=(1, 0))


@pytest.mark.parametrize("level", ["greedy", "mcts"])
def test_the_choice_does_not_change_when_the_opponents_hidden_cards_do(level):
    rs_a, gs_a = duel_state(**WORLD_A)
    rs_b, gs_b = duel_state(**WORLD_B)
    assert rs_a.view(gs_a["game"], 0) == rs_b.view(gs_b["game"], 0)
    for seed in range(4):
        a = choose_move(rs_a, gs_a, 0, level, iterations=150, rng_seed=seed)
        b = choose_move(rs_b, gs_b, 0, level, iterations=150, rng_seed=seed)
        assert a == b


def test_the_choice_does_not_change_when_answering_a_lead_either():
    # Seat 1 answers a 5 that seat 0 led; what seat 0 still holds is hidden from seat 1.
    common = dict(deck=[], played=[1, 2, 5], trick=[5], to_move=1, leader=0)
    rs_a, gs_a = duel_state(mine=[3, 4], theirs=[6, 7, 8], **common)
    rs_b, gs_b = duel_state(mine=[9, 10], theirs=[6, 7, 8], **common)
    gs_a["game"]["deck"], gs_b["game"]["deck"] = [9, 10], [3, 4]
    assert rs_a.view(gs_a["game"], 1) == rs_b.view(gs_b["game"], 1)
    for seed in range(3):
        assert (choose_move(rs_a, gs_a, 1, "mcts", iterations=200, rng_seed=seed)
                == choose_move(rs_b, gs_b, 1, "mcts", iterations=200, rng_seed=seed))


def test_determinize_keeps_what_the_seat_sees_and_deals_the_unseen_cards():
    rs, gs = duel_state(**WORLD_A)
    state = gs["game"]
    worlds = set()
    for seed in range(40):
        det = rs.determinize(state, 0, FastRng(seed))
        assert rs.view(det, 0) == rs.view(state, 0)
        assert det["hands"][0] == state["hands"][0]
        assert Counter(det["hands"][0] + det["hands"][1] + det["deck"] + det["played"]) == Counter(DUEL_CARDS)
        worlds.add((tuple(det["hands"][1]), tuple(det["deck"])))
    assert len(worlds) > 5  # it really samples


def test_determinize_depends_only_on_the_view():
    rs_a, gs_a = duel_state(**WORLD_A)
    rs_b, gs_b = duel_state(**WORLD_B)
    for seed in range(10):
        assert rs_a.determinize(gs_a["game"], 0, FastRng(seed)) == rs_b.determinize(gs_b["game"], 0, FastRng(seed))


def test_mcts_plays_a_whole_hidden_card_game_against_greedy():
    rs = Duel()
    seed = b"\x05" * 32
    gs = G.create(rs, seats=[{"name": "a"}, {"name": "b"}], options={}, clock=None, seed=seed).state
    levels = ("mcts", "greedy")
    turn = 0
    while G.outcome(rs, gs) is None:
        seat = G.to_act(rs, gs)[0]
        mv = choose_move(rs, gs, seat, levels[seat], iterations=80, rng_seed=turn)
        assert mv in rs.legal_moves(gs["game"], seat)
        gs = G.move(rs, gs, seat, mv, seed).state
        turn += 1
    assert turn == len(DUEL_CARDS)
