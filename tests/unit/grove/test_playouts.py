"""Random playouts through the engine: every listed move is accepted and every game ends."""
import pytest

from tests.unit.harness import random_playout


@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_finish_with_the_default_options(seed):
    """"Control at least 2 of the 3 Magic Circle Tokens when your turn starts." Random games end."""
    gs, envs = random_playout("grove", 2, seed=seed)
    assert gs["result"] is not None
    assert envs[-1]["type"] == "GameFinished"


@pytest.mark.parametrize("limit,seed", [(1, 0), (10, 1), (60, 2), (300, 3)])
def test_random_playouts_finish_with_any_turn_limit(limit, seed):
    """The turn_limit option (our bound on an otherwise endless game) always ends the game."""
    gs, _ = random_playout("grove", 2, {"turn_limit": limit}, seed=seed)
    game = gs["game"]
    assert game["turn"] <= limit + 1
    assert gs["result"]["winners"] or game["draw"]
