"""Random playouts to the end, and bad moves that must be refused as IllegalMove."""
import pytest

from domain.battlegates import RULESET as RS
from domain.battlegates.rules import SETUPS
from domain.engine import IllegalMove
from tests.unit.harness import random_playout

from .helpers import position, rng


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_playouts_always_finish(seed):
    """"The winner of the game is the last person to have character pieces on the board" (or the
    documented turn limit ends it)."""
    gs, envs = random_playout("battlegates", 2, {"setup": "single"}, seed=seed, check_every=25)
    assert gs["game"]["turn"] <= SETUPS["single"].max_turns
    assert gs["result"]["reason"]


@pytest.mark.parametrize("setup", ["misery_run", "four_castles", "allies", "individual"])
def test_random_playouts_finish_in_every_setup(setup):
    """"Battle-boards are designed to be placed together to allow for a larger playing area. End to
    end, side by side or side to end." Every set-up plays to an outcome."""
    su = SETUPS[setup]
    gs, envs = random_playout("battlegates", su.seats, {"setup": setup}, seed=7, check_every=50, max_moves=8000)
    assert gs["game"]["turn"] <= su.max_turns and gs["result"] is not None


BAD = [
    {"type": "step", "piece": 6, "dir": "N"},           # not yours
    {"type": "step", "piece": 2, "dir": "N"},           # dead
    {"type": "step", "piece": 1, "dir": "S"},           # off the board edge? (0,0) -> wall
    {"type": "shoot", "piece": 1, "dir": "N"},          # not an archer
    {"type": "shoot", "piece": 9, "dir": "N"},          # opponent's archer
    {"type": "discard", "card": "rotate_90"},           # wrong phase
    {"type": "scale_wall", "piece": 1, "dir": "N"},      # wrong phase
    {"type": "place_wall", "x": 9, "y": 12, "dir": "N"},  # wrong phase
    {"type": "setup_wall", "x": 0, "y": 0, "dir": "E"},  # set-up is over
    {"type": "setup_character", "kind": "archer", "portal": 4},
]

BAD_CARD = [
    {"type": "discard", "card": "climb_gate"},          # not held
    {"type": "scale_wall", "piece": 1, "dir": "W"},      # no wall there, off the board
    {"type": "climb_gate", "piece": 1, "dir": "N"},      # card not held
    {"type": "move_wall", "wall": 7},                    # no such wall
    {"type": "move_gate", "gate": 11},                   # no such gate
    {"type": "rotate_gate", "card": "rotate_90", "x": 9, "y": 12, "clockwise": True},  # no gate
    {"type": "rotate_gate", "card": "rotate_180", "x": 0, "y": 0, "clockwise": False},
    {"type": "step", "piece": 1, "dir": "N"},            # dice phase not begun
]


def test_bad_moves_raise_illegal_move_only():
    """"At no time may two character pieces occupy the same space other than to kill an opponent"
    and the other rules: every refused move is an IllegalMove naming its rule."""
    s = position({1: (0, 0), 3: (4, 4), 6: (0, 11), 9: (8, 11)}, roll=2)
    for mv in BAD:
        with pytest.raises(IllegalMove) as exc:
            RS.decide(s, 0, mv, rng())
        assert exc.value.rule
    c = position({1: (0, 0), 6: (0, 11)}, phase="card", roll=0, hands=[["scale_wall", "move_wall",
                 "move_gate", "rotate_90", "rotate_180"], []], walls=[(2, 2, "E")], gates=[(1, 5, 5, "N")])
    for mv in BAD_CARD:
        with pytest.raises(IllegalMove):
            RS.decide(c, 0, mv, rng())
    with pytest.raises(IllegalMove):
        RS.decide(c, 1, {"type": "discard", "card": "rotate_90"}, rng())  # not seat 1's turn


def test_every_listed_move_is_accepted_in_hand_made_positions():
    """decide accepts exactly what legal_moves lists (a perft-like sweep of one position)."""
    c = position({1: (4, 4), 3: (2, 3), 6: (4, 6), 9: (2, 8)}, phase="card", roll=0,
                 hands=[["scale_wall", "climb_gate", "move_wall", "move_gate", "rotate_90", "rotate_180"], []],
                 walls=[(4, 5, "E")], gates=[(1, 3, 3, "N"), (2, 6, 6, "W")])
    for mv in RS.legal_moves(c, 0):
        assert RS.decide(c, 0, mv, rng())
