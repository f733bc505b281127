"""Every registered ruleset (whatever exists now) works with every AI level from a fresh game."""
from __future__ import annotations

import pytest

from domain.engine import all_rulesets, game as G
from domain.engine.ai import LEVELS, FastRng, choose_move
from tests.unit.harness import new_game

RULESETS = [rs.id for rs in all_rulesets()]


def fresh(ruleset_id):
    """(ruleset, engine state, seat to act) of a fresh game with the fewest seats."""
    rs = next(r for r in all_rulesets() if r.id == ruleset_id)
    n = rs.seat_range(rs.check_options({}))[0]
    rs, gs, _ = new_game(ruleset_id, n)
    return rs, gs, G.to_act(rs, gs)[0]


@pytest.mark.parametrize("ruleset_id", RULESETS)
@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_a_legal_move(ruleset_id, level):
    rs, gs, seat = fresh(ruleset_id)
    mv = choose_move(rs, gs, seat, level, iterations=8, rng_seed=11)
    assert mv in rs.legal_moves(gs["game"], seat)
    assert choose_move(rs, gs, seat, level, iterations=8, rng_seed=11) == mv
    G.move(rs, gs, seat, mv, b"\x09" * 32)  # the engine accepts it


@pytest.mark.parametrize("ruleset_id", [r.id for r in all_rulesets() if r.hidden_information])
def test_hidden_information_search_does_not_read_the_true_hidden_state(ruleset_id):
    # A determinisation is another world the seat cannot tell from the true one; the AI must
    # choose the same there, which it can only do if it reads nothing but the seat's view.
    rs, gs, seat = fresh(ruleset_id)
    other = dict(gs)
    other["game"] = rs.determinize(gs["game"], seat, FastRng(123))
    assert rs.view(other["game"], seat) == rs.view(gs["game"], seat)
    for level in ("greedy", "mcts"):
        assert (choose_move(rs, gs, seat, level, iterations=8, rng_seed=5)
                == choose_move(rs, other, seat, level, iterations=8, rng_seed=5))
