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


def test_one_seat_acts_at_a_time_and_no_event_has_a_private_part():
    """"Once you perform an action, the turn passes back to the opponent." Battle for the Grove has
    no hidden information, so every event is public and every seat sees the same thing."""
    import random

    from domain.engine import find_ruleset
    from domain.engine import game as G
    from tests.unit.harness import new_game

    rs = find_ruleset("grove")
    pick = random.Random(5)
    key = pick.randbytes(32)
    _, gs, envs = new_game("grove", 2, {"turn_limit": 120}, key)
    while not gs["finished"]:
        acting = G.to_act(rs, gs)
        assert len(acting) == 1
        assert rs.view(gs["game"], 0) == rs.view(gs["game"], 1) == rs.view(gs["game"], None)
        d = G.move(rs, gs, acting[0], pick.choice(rs.legal_moves(gs["game"], acting[0])), key)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="2026-01-01T00:00:00Z", seed=key)
        gs = d.state
    assert G.to_act(rs, gs) == []
    for env in envs:
        assert not env["private"]
        assert rs.redact(env, 0) == rs.redact(env, 1) == rs.redact(env, None)
