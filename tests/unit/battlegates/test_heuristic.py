"""The AI's value of a finished dice phase (heuristic.turn_end_value): the press towards the enemy.

"The winner of the game is the last person to have character pieces on the board." (seed, 1.):
the turn solver's value pulls its characters towards the enemy along the paths open now, so that
the search level wins by killing rather than at the turn limit (docs/ai.md, "Battlegates")."""
from domain.battlegates import RULESET as RS
from domain.battlegates import heuristic as H
from domain.battlegates.fast import BattlegatesFast

from .helpers import position

# a brick wall across columns 3-5 between rows 4 and 5 (the edges from posts (3..5, 5) going E)
WALL_ROW = [(3, 5, "E"), (4, 5, "E"), (5, 5, "E")]


def fast(chars, walls=()):
    """The fast position of a mid-game state, castle 1 (seat 1) having just ended its turn."""
    return BattlegatesFast.from_state(RS, position(chars, walls=walls, seat=0, phase="card"), 2)


def steps_to_value(steps: int, stage: int = 0) -> float:
    """path_closeness of one character `steps` away from its nearest enemy (at most PRESS_RANGE)."""
    far = H.PRESS_RANGE
    return (far - max(stage, min(steps, far))) / far


def test_closeness_counts_the_steps_of_the_open_path():
    # character 1 (castle 0) on (4, 4), character 6 (castle 1) three squares north of it
    f = fast({1: (4, 4), 6: (4, 7)})
    assert H.path_closeness(f, 0) == steps_to_value(3)
    assert H.path_closeness(f, 1) == steps_to_value(3)


def test_a_wall_in_the_way_makes_the_enemy_further():
    """"Character pieces can move forward, backward and sideways" (seed): not through a wall, so the
    way round the three bricks (one more column each way, there and back) counts, not the line."""
    f = fast({1: (4, 4), 6: (4, 7)}, walls=WALL_ROW)
    assert H.path_closeness(f, 0) == steps_to_value(7)


def test_nearer_than_the_stage_counts_as_the_stage():
    f = fast({1: (4, 4), 6: (4, 7)})
    assert H.path_closeness(f, 0, stage=H.STAGE) == steps_to_value(H.STAGE)
    assert H.path_closeness(f, 0, stage=2) == steps_to_value(3)


def test_beyond_the_range_nothing_pulls():
    f = fast({1: (0, 0), 6: (8, 11)})
    assert H.path_closeness(f, 0) == 0.0


def test_the_mean_over_the_side_s_characters():
    one, other = fast({0: (1, 3), 6: (4, 7)}), fast({1: (4, 4), 6: (4, 7)})
    both = fast({0: (1, 3), 1: (4, 4), 6: (4, 7)})
    assert H.path_closeness(one, 0) != H.path_closeness(other, 0)
    assert H.path_closeness(both, 0) == (H.path_closeness(one, 0) + H.path_closeness(other, 0)) / 2


def press_only(monkeypatch):
    """turn_end_value with the fitted terms weighed 0: what is left is the press."""
    monkeypatch.setattr(H, "TURN_END", (0.0,) * len(H.TURN_END))


def test_while_level_the_press_stops_at_the_edge_of_reach(monkeypatch):
    """Level on characters: nearer is better down to STAGE steps, where no roll of the die reaches
    ("an exact roll of the dice"; the die's largest face is 4), and no better nearer still."""
    press_only(monkeypatch)
    at = {steps: fast({1: (4, 9 - steps), 6: (4, 9)}) for steps in (3, 5, 9)}
    assert H.turn_end_value(at[9], 1) < H.turn_end_value(at[5], 1) == H.turn_end_value(at[3], 1)
    assert H.turn_end_value(at[5], 1) > 0


def test_ahead_the_press_goes_all_the_way_in(monkeypatch):
    """A character ahead, nearer is better even within reach: a trade brings the end nearer."""
    press_only(monkeypatch)
    at = {steps: fast({0: (0, 0), 1: (4, 9 - steps), 6: (4, 9)}) for steps in (3, 5, 9)}
    assert H.turn_end_features(at[3], 0)[0] > 0.5  # castle 0's side is a character ahead
    assert H.turn_end_value(at[9], 0) < H.turn_end_value(at[5], 0) < H.turn_end_value(at[3], 0)


def test_a_finished_game_is_won_or_lost_whatever_the_press():
    f = fast({1: (4, 4)})  # castle 1 has nobody left
    assert H.turn_end_value(f, 0) == 1.0
    assert H.turn_end_value(f, 1) == -1.0
