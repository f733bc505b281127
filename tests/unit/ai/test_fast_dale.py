"""Dale's fast path (domain/dale/fast.py) never drifts from the rules (decide + evolve), 2 to 5 seats."""
from __future__ import annotations

import pytest

from .fast_check import check_playouts, check_search_agrees, preferring


def same(a, b):
    return a.st == b.st


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_agree_move_by_move(seats):
    # "Capture occurs when one player has two units adjacent to an opponent's unit." Captures,
    # retreats, advances, Berserk!, Rally's coin flips (chance drawn alike), Falcons with 5 seats.
    games = {2: 50, 3: 35, 4: 25, 5: 25}[seats]
    stats = check_playouts("dale", seats, games, seed=seats, same=same, options={"turn_limit": 120})
    assert stats["moves"] > 1800 and stats["finished"] == games


def test_the_optional_rules_agree_too():
    options = {"prisoner_exchange": True, "max_5_units": True, "arms_race": True, "hero_or_mounted": True,
               "turn_limit": 120}
    stats = check_playouts("dale", 3, 25, seed=9, same=same, options=options)
    assert stats["moves"] > 2000


# Mostly moves (next to enemy units, into named spaces), advances and rallies: games that end by a win.
_capturing = preferring(("move", "advance", "rally", "concede"), chance=0.7)


@pytest.mark.parametrize("seats", [2, 4])
def test_purposeful_games_agree_up_to_a_win(seats):
    stats = check_playouts("dale", seats, 25, seed=20 + seats, same=same, choose=_capturing)
    assert stats["finished"] == 25 and sum(n for w, n in stats["winners"].items() if w) >= 20
    assert stats["moves"] > 1500


@pytest.mark.parametrize("level", ["greedy", "mcts"])
@pytest.mark.parametrize("seats", [2, 4])
def test_the_search_uses_the_fast_path_and_chooses_as_the_protocol_path_does(level, seats):
    check_search_agrees("dale", seats, level, (6, 14), iterations=200)
