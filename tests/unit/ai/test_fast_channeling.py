"""The Channeling's fast path (domain/channeling/fast.py) never drifts from the rules (decide + evolve)."""
from __future__ import annotations

import pytest

from domain.engine import find_ruleset
from domain.engine.ai import FastRng, search
from domain.channeling.fast import ChannelingFast

from .fast_check import check_playouts, engine_state


def same(a, b):
    return (a.s, a.deck, a.pending, a.acquired) == (b.s, b.deck, b.pending, b.acquired)


def test_random_games_agree_move_by_move_to_the_end():
    # Glyphs (and the eighth returning them all), druid moves, leylines, cancelling, acquiring,
    # refills asked for and drawn, the deck running out, the end at seven cards.
    stats = check_playouts("channeling", 2, 80, seed=1, same=same)
    assert stats["finished"] == 80 and stats["moves"] > 6000


def _greedy_paths(rng, seat, legal):
    """Prefer the last listed path and glyph (games with more acquisitions and refills)."""
    return len(legal) - 1 if rng.random() < 0.5 else rng.randrange(len(legal))


def test_other_games_agree_too():
    stats = check_playouts("channeling", 2, 50, seed=2, same=same, choose=_greedy_paths)
    assert stats["finished"] == 50 and stats["moves"] > 3000


def test_determinized_deals_as_the_ruleset_does_from_the_view_only():
    rs = find_ruleset("channeling")
    for k in range(4):
        gs = engine_state("channeling", 2, seed=k, moves=10 + 20 * k)
        state = gs["game"]
        root = ChannelingFast.from_state(rs, state)
        for seat in (0, 1):
            for draw in range(3):
                a = root.determinized(seat, FastRng(draw))
                b = ChannelingFast.from_state(rs, rs.determinize(state, seat, FastRng(draw)))
                assert same(a, b)


@pytest.mark.parametrize("level", ["greedy", "mcts"])
def test_the_search_uses_the_fast_path_and_chooses_as_the_protocol_path_does(level):
    rs = find_ruleset("channeling")
    for k in range(3):
        gs = engine_state("channeling", 2, seed=k, moves=5 + 7 * k)
        seat = rs.to_act(gs["game"])[0]
        fast_move, fast_info = search(rs, gs, seat, level, iterations=300, rng_seed=k)
        slow_move, slow_info = search(rs, gs, seat, level, iterations=300, rng_seed=k, fast=False)
        assert fast_info["fast"] and not slow_info["fast"]
        assert fast_move == slow_move and fast_info["moves"] == slow_info["moves"]
