"""The Channeling's fast path (domain/channeling/fast.py) never drifts from the rules (decide + evolve)."""
from __future__ import annotations

import pytest

from .fast_check import check_determinized, check_playouts, check_search_agrees


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
    check_determinized("channeling", (10, 30, 50, 70), same)


@pytest.mark.parametrize("level", ["greedy", "mcts"])
def test_the_search_uses_the_fast_path_and_chooses_as_the_protocol_path_does(level):
    check_search_agrees("channeling", 2, level, (5, 12, 19), iterations=300)
