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


@pytest.mark.parametrize("seed", range(12, 18))
def test_after_the_trigger_the_other_player_takes_exactly_one_turn(seed):
    """'This triggers the end of the game; the other player gets one additional turn, and then the
    game ends.'"""
    _, envs = random_playout("channeling", 2, seed=seed)
    kinds = [e["type"] for e in envs]
    trigger = kinds.index("EndTriggered")
    last = envs[trigger]["data"]["last_turn"]
    after = envs[trigger + 1:]
    assert after[0]["type"] == "TurnEnded" and after[0]["data"]["next"] == last
    assert [e["type"] for e in after].count("GlyphPlayed") == 1
    assert all(e["seat"] == last for e in after[1:] if e["type"] not in ("GameFinished",))
    assert kinds[-2:] == ["GameEnded", "GameFinished"]
