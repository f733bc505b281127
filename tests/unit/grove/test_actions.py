"""The five actions: Stand, Move, Channel, Stun and Banish, each from a hand-made position."""
import pytest

from domain.engine import IllegalMove

from .helpers import RS, play, position

C1, C2, C3 = "circle-1", "circle-2", "circle-3"


# --- Stand ---------------------------------------------------------------------------------------
def test_stand_raises_one_of_your_lying_meeples():
    """"Stand a meeple up.\""""
    st = position(meeples={C1: ([1, 0], [2, 0])})
    after, drafts = play(st, 0, {"type": "stand", "place": C1})
    assert drafts[0].type == "MeepleStood"
    assert after["meeples"][C1] == {"standing": [2, 0], "lying": [1, 0]}


def test_stand_at_a_circle_ends_the_turn():
    """"Once you perform an action, the turn passes back to the opponent.\""""
    st = position(meeples={C1: ([0, 0], [1, 0])})
    after, _ = play(st, 0, {"type": "stand", "place": C1})
    assert after["to_move"] == 1 and after["turn"] == st["turn"] + 1


def test_stand_at_the_grove_grants_a_second_action():
    """"If this action was taken at The Grove, you may take a second action, including standing
    again.\""""
    st = position()
    after, _ = play(st, 0, {"type": "stand", "place": "grove"})
    assert after["to_move"] == 0 and after["second_action"]
    assert {"type": "stand", "place": "grove"} in RS.legal_moves(after, 0)
    assert after["meeples"]["grove"] == {"standing": [1, 0], "lying": [5, 6]}


def test_only_two_actions_may_be_taken_in_a_turn():
    """"However, only two actions may ever be taken in a turn this way.\""""
    st = position()
    st, _ = play(st, 0, {"type": "stand", "place": "grove"})
    st, _ = play(st, 0, {"type": "stand", "place": "grove"})
    assert st["to_move"] == 1 and not st["second_action"]
    assert st["meeples"]["grove"]["standing"] == [2, 0]


def test_the_second_action_may_be_any_action():
    """"you may take a second action" - any of the five, e.g. Move the meeple just stood."""
    st = position()
    st, _ = play(st, 0, {"type": "stand", "place": "grove"})
    st, _ = play(st, 0, {"type": "move", "from": "grove", "to": C2})
    assert st["meeples"][C2]["standing"] == [1, 0] and st["to_move"] == 1


def test_the_second_action_is_optional():
    """"you MAY take a second action": end_turn declines it (and is the only pass there is)."""
    st = position()
    assert RS.pass_move(st, 0) is None
    st, _ = play(st, 0, {"type": "stand", "place": "grove"})
    assert RS.pass_move(st, 0) == {"type": "end_turn"}
    st, drafts = play(st, 0, {"type": "end_turn"})
    assert drafts[0].type == "TurnEnded" and st["to_move"] == 1


def test_end_turn_without_a_second_action_is_illegal():
    """"Perform one of the following actions": a turn is one action unless the Grove grants two."""
    with pytest.raises(IllegalMove) as e:
        play(position(), 0, {"type": "end_turn"})
    assert e.value.rule == "second-action"


def test_stand_needs_a_lying_meeple_of_yours_there():
    """"Stand a meeple up." - there must be one of yours lying at that place."""
    st = position(meeples={C1: ([2, 0], [0, 3])})
    with pytest.raises(IllegalMove) as e:
        play(st, 0, {"type": "stand", "place": C1})
    assert e.value.rule == "stand" and "Magic Circle 1" in e.value.detail and C1 not in e.value.detail


# --- Move ----------------------------------------------------------------------------------------
def test_move_takes_all_standing_meeples_from_the_grove_to_a_circle():
    """"Move all standing meeples from either The Grove to a Magic Circle\""""
    st = position(meeples={"grove": ([3, 1], [3, 5])})
    after, drafts = play(st, 0, {"type": "move", "from": "grove", "to": C3})
    assert drafts[0].data == {"from": "grove", "to": C3, "count": 3}
    assert after["meeples"]["grove"] == {"standing": [0, 1], "lying": [3, 5]}
    assert after["meeples"][C3]["standing"] == [3, 0]
    assert after["to_move"] == 1


def test_move_takes_all_standing_meeples_from_a_circle_to_another():
    """"or all standing meeples from a Magic Circle to another one." Lying meeples stay behind."""
    st = position(meeples={C1: ([2, 1], [1, 0]), C2: ([1, 0], [0, 0])})
    after, _ = play(st, 0, {"type": "move", "from": C1, "to": C2})
    assert after["meeples"][C1] == {"standing": [0, 1], "lying": [1, 0]}
    assert after["meeples"][C2]["standing"] == [3, 0]


@pytest.mark.parametrize("move", [
    {"type": "move", "from": "circle-1", "to": "grove"},
    {"type": "move", "from": "circle-1", "to": "circle-1"},
    {"type": "move", "from": "circle-2", "to": "circle-3"},
    {"type": "move", "from": "grove", "to": "circle-3"},
])
def test_move_goes_to_another_circle_with_standing_meeples(move):
    """"from either The Grove to a Magic Circle, or ... from a Magic Circle to another one.\""""
    st = position(meeples={C1: ([2, 0], [0, 0])})
    with pytest.raises(IllegalMove) as e:
        RS.decide(st, 0, move, None)
    assert e.value.rule == "move"


# --- Channel -------------------------------------------------------------------------------------
def test_channel_succeeds_on_dice_at_most_your_standing_druids():
    """"Each result equal to or lower than the number of standing Druids of your color on that Magic
    Circle is a success. For each success, place a cube of your color on the Magic Circle.\""""
    st = position(meeples={C1: ([2, 3], [1, 0])})
    after, drafts = play(st, 0, {"type": "channel", "place": C1}, 1, 2, 3)
    assert drafts[0].type == "EnergyChanneled"
    assert drafts[0].data == {"place": C1, "dice": [1, 2, 3], "successes": 2, "placed": 2, "cancelled": 0}
    assert after["cubes"][C1] == [2, 0] and after["supply"] == [18, 20]
    assert after["to_move"] == 1


def test_channel_cancels_cubes_of_both_colours_pairwise():
    """"Then, if there are cubes of both colors at a Magic Circle, remove one cube of each color and
    return them to the players' supplies until there are only cubes of one color on the Magic Circle.\""""
    st = position(meeples={C2: ([6, 0], [0, 0])}, cubes={C2: [0, 5]})
    after, drafts = play(st, 0, {"type": "channel", "place": C2}, 6, 6, 6)
    assert drafts[0].data["placed"] == 3 and drafts[0].data["cancelled"] == 3
    assert after["cubes"][C2] == [0, 2]
    assert after["supply"] == [20, 18]


def test_channel_places_no_more_cubes_than_your_supply_holds():
    """"Give each player their supply of 20 Energy Cubes": a success with no cube left places none."""
    st = position(meeples={C1: ([6, 0], [0, 0])}, cubes={C1: [12, 0], C2: [7, 0]}, supply=[1, 20])
    after, drafts = play(st, 0, {"type": "channel", "place": C1}, 1, 1, 1)
    assert drafts[0].data["successes"] == 3 and drafts[0].data["placed"] == 1
    assert after["cubes"][C1] == [13, 0] and after["supply"] == [0, 20]


def test_channel_needs_a_standing_druid_and_a_cube_in_supply():
    """"Each result equal to or lower than the number of standing Druids": with none, nothing can
    succeed, so the pointless move is refused; likewise with an empty supply."""
    st = position(meeples={C1: ([0, 2], [3, 0])})
    with pytest.raises(IllegalMove) as e:
        RS.decide(st, 0, {"type": "channel", "place": C1}, None)
    assert e.value.rule == "channel"
    st = position(meeples={C1: ([2, 0], [0, 0])}, cubes={C2: [10, 0], C3: [10, 0]}, supply=[0, 20])
    with pytest.raises(IllegalMove):
        RS.decide(st, 0, {"type": "channel", "place": C1}, None)


def test_channel_is_only_at_a_magic_circle():
    """"Attempt to channel at a Magic Circle.\""""
    st = position(meeples={"grove": ([3, 0], [3, 6])})
    RS.check_move({"type": "channel", "place": "grove"})  # the right shape: a rule refuses it
    with pytest.raises(IllegalMove) as e:
        RS.decide(st, 0, {"type": "channel", "place": "grove"}, None)
    assert e.value.rule == "channel" and "Attempt to channel at a Magic Circle." in e.value.detail


# --- Stun ----------------------------------------------------------------------------------------
def test_stun_lays_down_one_opponent_meeple_per_success():
    """"For each success, lay a meeple of your opponent's color at the same Magic Circle down.\""""
    st = position(meeples={C1: ([4, 3], [0, 1])})
    after, drafts = play(st, 0, {"type": "stun", "place": C1}, 4, 5, 2)
    assert drafts[0].data == {"place": C1, "dice": [4, 5, 2], "successes": 2, "stunned": 2}
    assert after["meeples"][C1] == {"standing": [4, 1], "lying": [0, 3]}


def test_stun_counts_at_most_as_many_successes_as_your_standing_druids():
    """"However, you may only count a number of successes equal to the number of standing Druids you
    have present at the Magic Circle you are performing this action.\""""
    st = position(meeples={C1: ([1, 3], [0, 0])})
    after, drafts = play(st, 0, {"type": "stun", "place": C1}, 1, 1, 1)
    assert drafts[0].data["successes"] == 1
    assert after["meeples"][C1] == {"standing": [1, 2], "lying": [0, 1]}


def test_stun_cannot_lay_down_more_meeples_than_stand_there():
    """"For each success, lay a meeple of your opponent's color ... down" - only standing ones can be."""
    st = position(meeples={C1: ([6, 1], [0, 2])})
    after, drafts = play(st, 0, {"type": "stun", "place": C1}, 1, 1, 1)
    assert drafts[0].data["successes"] == 3 and drafts[0].data["stunned"] == 1
    assert after["meeples"][C1] == {"standing": [6, 0], "lying": [0, 3]}


def test_you_may_not_stun_at_the_grove():
    """"Note you may not Stun at The Grove.\""""
    st = position(meeples={"grove": ([3, 3], [3, 3])})
    RS.check_move({"type": "stun", "place": "grove"})  # the right shape: a rule refuses it
    with pytest.raises(IllegalMove) as e:
        RS.decide(st, 0, {"type": "stun", "place": "grove"}, None)
    assert e.value.rule == "stun" and "Note you may not Stun at The Grove." in e.value.detail
    assert not any(m["type"] == "stun" for m in RS.legal_moves(st, 0))


def test_stun_needs_your_standing_druid_and_a_standing_opponent():
    """"Attempt to stun the opponent's meeples" - refused where it cannot lay anyone down."""
    for meeples in ({C1: ([0, 2], [2, 0])}, {C1: ([2, 0], [0, 2])}):
        with pytest.raises(IllegalMove) as e:
            RS.decide(position(meeples=meeples), 0, {"type": "stun", "place": C1}, None)
        assert e.value.rule == "stun"


# --- Banish --------------------------------------------------------------------------------------
def test_banish_sends_an_opponent_meeple_to_the_grove_lying_for_each_six():
    """"Each 6 is a success. For each success, move an opponent's meeple from the Magic Circle where
    you are performing this Action back to The Grove, laying down.\""""
    st = position(meeples={C2: ([1, 2], [0, 1])})
    after, drafts = play(st, 0, {"type": "banish", "place": C2}, 6, 5, 6)
    assert drafts[0].data == {"place": C2, "dice": [6, 5, 6], "successes": 2, "standing": 2, "lying": 0}
    assert after["meeples"][C2] == {"standing": [1, 0], "lying": [0, 1]}
    assert after["meeples"]["grove"]["lying"][1] == 3 + 2


def test_banish_takes_standing_meeples_first_then_lying_ones():
    """"move an opponent's meeple" - we take standing meeples first, then lying ones."""
    st = position(meeples={C2: ([0, 1], [0, 1])})
    after, drafts = play(st, 0, {"type": "banish", "place": C2}, 6, 6, 6)
    assert (drafts[0].data["standing"], drafts[0].data["lying"]) == (1, 1)
    assert after["meeples"][C2] == {"standing": [0, 0], "lying": [0, 0]}
    assert after["meeples"]["grove"]["lying"][1] == 6


def test_banish_needs_no_druid_of_yours_but_an_opponent_meeple_there():
    """"Each 6 is a success." - unlike Channel and Stun it does not depend on your druids."""
    st = position(meeples={C3: ([0, 0], [0, 2])})
    assert {"type": "banish", "place": C3} in RS.legal_moves(st, 0)
    after, _ = play(st, 0, {"type": "banish", "place": C3}, 1, 2, 3)
    assert after["meeples"][C3]["lying"] == [0, 2] and after["to_move"] == 1
    with pytest.raises(IllegalMove) as e:
        RS.decide(st, 0, {"type": "banish", "place": C1}, None)
    assert e.value.rule == "banish"
    with pytest.raises(IllegalMove):
        RS.decide(st, 0, {"type": "banish", "place": "grove"}, None)


@pytest.mark.parametrize("move, rule", [
    ({"type": "stun", "place": "grove"}, "stun"),
    ({"type": "channel", "place": "grove"}, "channel"),
    ({"type": "banish", "place": "grove"}, "banish"),
    ({"type": "move", "from": "circle-1", "to": "grove"}, "move"),
])
def test_an_action_at_the_grove_is_refused_by_its_rule_not_as_malformed(move, rule):
    """"Note you may not Stun at The Grove." is a rule of the game: a move of the right shape that a
    rule forbids names that rule through the engine (and so the API's 422 `rule`), it is not a
    malformed move."""
    from tests.positions import describe

    p = describe("grove", to_move=0, meeples={"circle-1": ([3, 0], [0, 2]), "circle-2": ([0, 2], [0, 0])})
    with pytest.raises(IllegalMove) as e:
        p.play(0, move)  # the engine's field check first, as the API does, then the rules
    assert type(e.value) is IllegalMove and e.value.rule == rule
