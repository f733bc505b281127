"""Grove's fast path (domain/grove/fast.py) never drifts from the rules (domain/grove/rules.py)."""
from __future__ import annotations

import pytest

from .fast_check import check_playouts, check_search_agrees, preferring


def same(a, b):
    return a.s == b.s


def test_random_games_agree_move_by_move_to_the_turn_limit_draw():
    # "turn_limit" ends every game; random play seldom wins, so this covers the draw path.
    stats = check_playouts("grove", 2, 40, seed=1, same=same, options={"turn_limit": 150})
    assert stats["moves"] > 5000 and stats["finished"] == 40


# Mostly channel where possible, else stand up and move: games that end in a win.
_channel_first = preferring(("channel",), ("move", "stand"), ("stun", "banish", "end_turn"))


def test_purposeful_games_agree_up_to_a_win():
    # "When you have 7 cubes of your color on a Magic Circle, you are said to control it."
    # A win is found at the start of a turn: both paths must see it on the same move.
    stats = check_playouts("grove", 2, 60, seed=2, same=same, choose=_channel_first)
    assert stats["finished"] == 60 and sum(n for w, n in stats["winners"].items() if w) >= 45
    assert stats["moves"] > 8000


@pytest.mark.parametrize("level", ["greedy", "mcts"])
def test_the_search_uses_the_fast_path_and_chooses_as_the_protocol_path_does(level):
    check_search_agrees("grove", 2, level, (8, 13, 18), iterations=300)
