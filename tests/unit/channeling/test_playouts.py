"""Random playouts of The Channeling through the engine's commands."""
import pytest

from tests.unit.harness import random_playout


@pytest.mark.parametrize("seed", range(12))
def test_random_playouts_always_finish(seed):
    """'Play continues until one player acquires at least seven Magic Circle Cards ... and then the game ends.'"""
    gs, envs = random_playout("channeling", 2, seed=seed)
    game = gs["game"]
    assert game["phase"] == "over"
    assert max(len(a) for a in game["acquired"]) >= 7
    assert envs[-1]["type"] == "GameFinished"
