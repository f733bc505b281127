"""Control of the Magic Circles, the win check at the start of a turn, and how a game ends."""
from domain.engine import find_ruleset
from domain.engine import game as G
from tests.unit.harness import new_game

from .helpers import RS, play, position

C1, C2, C3 = "circle-1", "circle-2", "circle-3"


def test_seven_cubes_of_your_colour_control_a_circle():
    """"When you have 7 cubes of your color on a Magic Circle, you are said to control it.\""""
    st = position(cubes={C1: [7, 0], C2: [6, 0], C3: [0, 9]})
    view = RS.view(st, None)
    assert view["control"] == {C1: 0, C2: None, C3: 1}


def test_you_may_lose_control_through_your_opponents_channeling():
    """"Note you may lose control of a Magic Circle through your opponent Channeling.\""""
    st = position(to_move=1, meeples={C1: ([0, 3], [0, 0])}, cubes={C1: [8, 0]})
    after, _ = play(st, 1, {"type": "channel", "place": C1}, 1, 2, 4)
    assert after["cubes"][C1] == [6, 0]
    assert RS.view(after, 0)["control"][C1] is None


def test_controlling_two_circles_after_your_action_does_not_win_yet():
    """"If, at the start of your turn, you control two of the three Magic Circles, you win!" - so
    reaching two circles with your action gives the opponent one turn to break it."""
    st = position(meeples={C2: ([3, 0], [0, 0])}, cubes={C1: [9, 0], C2: [4, 0]})
    after, _ = play(st, 0, {"type": "channel", "place": C2}, 1, 2, 3)
    assert after["cubes"][C2] == [7, 0]
    assert RS.outcome(after) is None and RS.to_act(after) == [1]


def test_you_win_when_your_turn_starts_holding_two_circles():
    """"1. Check and see if you win by controlling 2 of 3 Magic Circles." The check runs as soon as
    the opponent's action ends and your turn starts."""
    st = position(to_move=1, meeples={C3: ([0, 1], [0, 0])}, cubes={C1: [9, 0], C2: [7, 0]})
    after, _ = play(st, 1, {"type": "move", "from": C3, "to": C1})
    o = RS.outcome(after)
    assert o is not None and o.winners == [0] and o.ranking == [0, 1]
    assert o.scores == {0: 2, 1: 0}
    assert RS.to_act(after) == [] and RS.legal_moves(after, 0) == []


def test_breaking_control_in_time_prevents_the_win():
    """"Note you may lose control of a Magic Circle through your opponent Channeling." Done on the
    turn between, it stops the win at the start of the next turn."""
    st = position(to_move=1, meeples={C2: ([0, 6], [0, 0])}, cubes={C1: [9, 0], C2: [7, 0]})
    after, _ = play(st, 1, {"type": "channel", "place": C2}, 1, 1, 1)
    assert after["cubes"][C2] == [4, 0]
    assert RS.outcome(after) is None and RS.to_act(after) == [0]


def test_no_win_check_between_the_two_actions_of_a_grove_stand():
    """"1. Check ..." happens once, at the start of the turn, not before a second action."""
    st = position(to_move=1, cubes={C1: [0, 7], C2: [0, 7]}, supply=[20, 6])
    after, _ = play(st, 1, {"type": "stand", "place": "grove"})
    assert after["to_move"] == 1 and RS.outcome(after) is None


def test_the_engine_finishes_the_game_right_after_the_action_that_starts_the_winning_turn():
    """"Control at least 2 of the 3 Magic Circle Tokens when your turn starts." GameFinished follows
    the opponent's action in the same decision."""
    rs = find_ruleset("grove")
    _, gs, _ = new_game("grove", 2)
    loser = gs["game"]["to_move"]
    winner = 1 - loser
    game = gs["game"]
    game["cubes"] = {C1: [0, 0], C2: [0, 0], C3: [0, 0]}
    game["cubes"][C1][winner] = 7
    game["cubes"][C3][winner] = 8
    game["supply"][winner] = 5
    d = G.move(rs, gs, loser, {"type": "stand", "place": "grove"}, b"\x01" * 32)
    assert [e.type for e in d.drafts] == ["MeepleStood"]  # the second action is still to come
    d = G.move(rs, d.state, loser, {"type": "end_turn"}, b"\x01" * 32)
    assert [e.type for e in d.drafts] == ["TurnEnded", "GameFinished"]
    assert d.state["result"]["winners"] == [winner]


def test_the_turn_limit_ends_a_game_in_a_draw():
    """The seed has no end but a win; our turn_limit option makes every game finite."""
    st = position(to_move=0, turn=10, turn_limit=10)
    after, _ = play(st, 0, {"type": "stand", "place": "grove"})
    assert RS.outcome(after) is None  # still turn 10: the second action
    after, _ = play(after, 0, {"type": "end_turn"})
    o = RS.outcome(after)
    assert o is not None and o.winners == [] and "turn limit" in o.reason


def test_the_win_check_still_runs_on_the_turn_past_the_limit():
    """"If, at the start of your turn, you control two of the three Magic Circles, you win!\""""
    st = position(to_move=1, turn=10, turn_limit=10, cubes={C1: [7, 0], C2: [7, 0]})
    after, _ = play(st, 1, {"type": "stand", "place": "grove"})
    after, _ = play(after, 1, {"type": "end_turn"})
    assert after["turn"] == 11 and RS.outcome(after).winners == [0]


def test_a_dead_position_with_both_supplies_empty_is_a_draw():
    """"For each success, place a cube of your color": with both 20-cube supplies on the board and
    nobody holding two circles, no cube can ever move again, so the game is drawn."""
    st = position(to_move=0, meeples={C1: ([3, 0], [0, 0])},
                  cubes={C1: [14, 0], C2: [6, 0], C3: [0, 19]}, supply=[0, 1])
    assert RS.outcome(st) is None
    st["meeples"][C3] = {"standing": [0, 2], "lying": [0, 0]}
    after, _ = play(st, 0, {"type": "move", "from": C1, "to": C2})
    after, _ = play(after, 1, {"type": "channel", "place": C3}, 1, 1, 1)
    assert after["supply"] == [0, 0]
    o = RS.outcome(after)
    assert o is not None and o.winners == [] and "supplies" in o.reason


def test_exactly_one_seat_is_to_act_until_the_end():
    """"Once you perform an action, the turn passes back to the opponent.\""""
    st = position()
    seen = []
    for move in ({"type": "stand", "place": "grove"}, {"type": "move", "from": "grove", "to": C1},
                 {"type": "stand", "place": "grove"}, {"type": "end_turn"},
                 {"type": "stand", "place": "grove"}):
        seat = RS.to_act(st)
        assert len(seat) == 1
        seen.append(seat[0])
        st, _ = play(st, seat[0], move)
    assert seen == [0, 0, 1, 1, 0]
