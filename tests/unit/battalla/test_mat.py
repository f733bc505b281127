"""The mat: movement, lane restrictions, summoning, sharing a space."""
import pytest

from domain.engine import IllegalMove

from .helpers import RS, blank, cell, play, put

MOVES = lambda st, c: sorted(m["to"] for m in RS.legal_moves(st, st["active"]) if m["type"] == "move" and m["cell"] == c)  # noqa: E731


def test_cards_in_their_owners_summoning_row_move_sideways_or_forward():
    """"Cards that are in their owner's summoning row are allowed to move sideways." """
    st = blank(active=0)
    put(st, cell(0, 1), "corra", 0)
    assert MOVES(st, cell(0, 1)) == [cell(0, 0), cell(0, 2), cell(1, 1)]
    st = blank(active=1)
    put(st, cell(4, 0), "corra", 1)
    assert MOVES(st, cell(4, 0)) == [cell(3, 0), cell(4, 1)]


def test_out_of_the_summoning_row_cards_only_move_forward():
    """"Once cards move out of the summoning row, they can only move forward unless they have a card effect
    that says otherwise." """
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    assert MOVES(st, cell(2, 1)) == [cell(3, 1)]
    with pytest.raises(IllegalMove, match="sideways only"):
        play(st, 0, {"type": "move", "cell": cell(2, 1), "to": cell(2, 0)})
    with pytest.raises(IllegalMove):
        play(st, 0, {"type": "move", "cell": cell(2, 1), "to": cell(1, 1)})
    # an effect that says otherwise: Will-o'-Wisp roams
    put(st, cell(2, 0), "will_o_wisp", 0)
    assert MOVES(st, cell(2, 0)) == [cell(1, 0), cell(3, 0)]


def test_each_card_moves_once_per_turn_for_one_stamina():
    """"Each unit or hero can move and attack once per turn for one stamina each." """
    st = blank(active=0)
    put(st, cell(0, 1), "corra", 0)
    st, _ = play(st, 0, {"type": "move", "cell": cell(0, 1), "to": cell(1, 1)})
    assert st["stamina"][0] == 4
    with pytest.raises(IllegalMove, match="already moved"):
        play(st, 0, {"type": "move", "cell": cell(1, 1), "to": cell(2, 1)})
    st["stamina"][0] = 0
    st["board"][cell(1, 1)]["moved"] = False
    with pytest.raises(IllegalMove, match="1 stamina"):
        play(st, 0, {"type": "move", "cell": cell(1, 1), "to": cell(2, 1)})


def test_a_card_can_move_sideways_into_a_lane_it_already_occupies_with_another_card():
    """"they can move into a lane occupied by another card you control, as long as they can move sideways." """
    st = blank(active=0)
    put(st, cell(2, 0), "corra", 0)
    put(st, cell(0, 1), "hoplite", 0)
    st, _ = play(st, 0, {"type": "move", "cell": cell(0, 1), "to": cell(0, 0)})
    assert st["board"][cell(0, 0)]["card"] == "hoplite"


def test_lane_restrictions_forbid_summoning_into_a_lane_you_hold():
    """"if I have a "Corra" unit in the neutral zone, I cannot summon a new unit to the same lane that Corra
    is in." """
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    st["hand"][0] = ["hoplite"]
    lanes = sorted(m["lane"] for m in RS.legal_moves(st, 0) if m["type"] == "play")
    assert lanes == [0, 2]
    with pytest.raises(IllegalMove, match="lane restrictions"):
        play(st, 0, {"type": "play", "card": "hoplite", "lane": 1})
    st, _ = play(st, 0, {"type": "play", "card": "hoplite", "lane": 0})
    assert st["board"][cell(0, 0)]["card"] == "hoplite"


def test_heroes_are_summoned_without_stamina_under_lane_restrictions():
    """"Hero cards are not played using stamina but still follow the same lane restrictions as units." """
    st = blank(active=0)
    put(st, cell(1, 0), "corra", 0)
    st["stamina"][0] = 0
    hero = st["heroes"][0][0]
    with pytest.raises(IllegalMove, match="lane restrictions"):
        play(st, 0, {"type": "summon_hero", "card": hero, "lane": 0})
    st, _ = play(st, 0, {"type": "summon_hero", "card": hero, "lane": 2})
    assert st["board"][cell(0, 2)]["card"] == hero and hero not in st["heroes"][0] and st["stamina"][0] == 0
    with pytest.raises(IllegalMove, match="already summoned a Hero"):
        play(st, 0, {"type": "summon_hero", "card": st["heroes"][0][0], "lane": 1})


def test_units_cannot_attack_the_turn_they_are_summoned_but_can_move():
    """"Units cannot attack the turn they are summoned, but they can move." / "Surprise: This card can attack
    the turn it is summoned" """
    st = blank(active=0)
    st["hand"][0] = ["hoplite", "harpy"]
    put(st, cell(1, 0), "corra", 1)
    put(st, cell(1, 1), "corra", 1)
    st, _ = play(st, 0, {"type": "play", "card": "hoplite", "lane": 0})
    with pytest.raises(IllegalMove, match="summoned"):
        play(st, 0, {"type": "attack", "cell": cell(0, 0)})
    st, _ = play(st, 0, {"type": "play", "card": "harpy", "lane": 1})
    st, drafts = play(st, 0, {"type": "attack", "cell": cell(0, 1)})
    assert st["board"][cell(1, 1)]["dmg"] == 2
    st["board"][cell(1, 0)] = None
    st["stamina"][0] = 1
    st, _ = play(st, 0, {"type": "move", "cell": cell(0, 0), "to": cell(1, 0)})
    assert st["board"][cell(1, 0)]["card"] == "hoplite"


def test_two_cards_never_share_a_space_the_second_to_enter_is_destroyed():
    """"2 cards can never share the same space on the board. If an effect or mechanic forces 2 cards to share
    the same space, the 2nd card to enter will be destroyed." """
    st = blank(active=0)
    put(st, cell(2, 1), "corra", 0)
    put(st, cell(3, 1), "hoplite", 1)
    assert cell(3, 1) not in MOVES(st, cell(2, 1))
    st["hand"][0] = ["shove"]
    put(st, cell(4, 1), "cyclops", 1)
    st, drafts = play(st, 0, {"type": "play", "card": "shove", "target": cell(3, 1)})
    assert st["board"][cell(3, 1)] is None and st["board"][cell(4, 1)]["card"] == "cyclops"
    assert "hoplite" in st["discard"][1]
