"""Random playouts of Battle of the Dale through the engine: every count of players, with and
without the Falcon Army, and each optional rule. They must always finish."""
import pytest

from tests.unit.harness import random_playout

CONFIGS = [
    (2, {}), (3, {}), (4, {}), (5, {}),
    (2, {"armies": ["falcon", "goblin"]}),
    (3, {"armies": ["dwarf", "falcon", "elf"]}),
    (4, {"armies": ["goblin", "human", "falcon", "elf"]}),
    (2, {"prisoner_exchange": True}), (3, {"prisoner_exchange": True}),
    (4, {"max_5_units": True}), (3, {"arms_race": True}), (4, {"hero_or_mounted": True}),
    (5, {"prisoner_exchange": True, "max_5_units": True, "arms_race": True, "hero_or_mounted": True}),
    (2, {"turn_limit": 10}),
]


@pytest.mark.parametrize("n,options", CONFIGS)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_playout_finishes(n, options, seed):
    """'Play proceeds clockwise' until someone wins (or the documented turn limit ends it)."""
    gs, envs = random_playout("dale", n, options, seed=seed)
    assert gs["result"]["ranking"]
    assert sorted(gs["result"]["ranking"]) == list(range(n))
