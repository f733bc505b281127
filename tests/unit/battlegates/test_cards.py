"""The card phase and the six battle cards (each test quotes the seed)."""
import pytest

from domain.battlegates import RULESET as RS
from domain.battlegates.board import SINGLE as B
from domain.battlegates.setups import CARD_COUNTS, FULL_DECK
from domain.engine import IllegalMove

from .helpers import edge, play, position, types


def card_state(hand, chars, walls=(), gates=()):
    return position(chars, walls=walls, gates=gates, phase="card", roll=0, hands=[list(hand), ["rotate_90"]])


def test_deck_has_34_cards_of_six_kinds():
    """"1 deck of 34 playing cards" with the six Battle Cards."""
    assert len(FULL_DECK) == 34 and len(CARD_COUNTS) == 6


def test_discard_instead_of_playing_then_the_dice_phase():
    """"If you do not want to play a card, you must discard a card. The card phase has ended, and
    the dice phase begins." """
    s = card_state(["move_wall"], {1: (4, 4), 6: (0, 11)})
    drafts, s = play(s, 0, {"type": "discard", "card": "move_wall"})
    assert types(drafts)[:2] == ["CardDiscarded", "DieRolled"]
    assert s["phase"] == "dice" and s["discard"] == ["move_wall"] and s["hands"][0] == []


def test_card_not_in_hand_is_refused():
    """"In this phase you draw a card then play a card" (a card you hold)."""
    s = card_state(["move_wall"], {1: (4, 4), 6: (0, 11)})
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "discard", "card": "rotate_180"}, None)


def test_turn_starts_with_a_draw():
    """"First the card phase. In this phase you draw a card" """
    s = position({1: (4, 4), 6: (0, 11)}, roll=1, hands=[[], ["rotate_90"]], deck=["move_gate"])
    drafts, s = play(s, 0, {"type": "step", "piece": 1, "dir": "N"})
    assert types(drafts)[-2:] == ["TurnStarted", "CardDrawn"]
    assert s["hands"][1] == ["rotate_90", "move_gate"] and drafts[-1].private == {"1": {"card": "move_gate"}}


def test_scale_a_brick_wall_kills_scores_and_forfeits_the_dice():
    """"Scale a brick wall. When next to a brick wall you may move to the other side of the wall. If
    an opponent's player piece occupies that space it is killed and removed from the board. You
    receive one point, and the dice portion of your turn is forfeited." """
    s = card_state(["scale_wall"], {1: (4, 4), 6: (4, 5), 7: (0, 11)}, walls=[(4, 5, "E")])
    drafts, s = play(s, 0, {"type": "scale_wall", "piece": 1, "dir": "N"})
    assert "CharacterKilled" in types(drafts) and "DieRolled" not in types(drafts)
    assert s["points"] == [1, 0] and s["chars"][1][2] == B.sq(4, 5) and s["castle"] == 1


def test_scale_needs_a_brick_wall():
    """"When next to a brick wall you may move to the other side of the wall." """
    s = card_state(["scale_wall"], {1: (4, 4), 6: (0, 11)}, gates=[(1, 4, 5, "E")])
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "scale_wall", "piece": 1, "dir": "N"}, None)


def test_climb_a_gate_without_a_kill_keeps_the_dice_phase():
    """"Climb a gate. When next to a gate you may move to the other side without moving the gate." """
    s = card_state(["climb_gate"], {1: (4, 4), 6: (0, 11)}, gates=[(2, 3, 5, "E")])
    drafts, s = play(s, 0, {"type": "climb_gate", "piece": 1, "dir": "N"})
    assert s["chars"][1][2] == B.sq(4, 5) and s["phase"] == "dice" and s["gates"][0][3] == 1


def test_move_a_brick_wall_never_onto_an_entrance():
    """"Move a brick wall. Move any brick wall to any other open position on the board. You may not
    block any entrance to any castle." """
    s = card_state(["move_wall"], {1: (4, 4), 6: (0, 11)}, walls=[(2, 5, "E")])
    _, s = play(s, 0, {"type": "move_wall", "wall": 0})
    assert s["phase"] == "place_wall"
    spots = RS.legal_moves(s, 0)
    assert {"type": "place_wall", "x": 4, "y": 0, "dir": "N"} not in spots  # seat 0's west entrance
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "place_wall", "x": 4, "y": 0, "dir": "N"}, None)
    drafts, s = play(s, 0, {"type": "place_wall", "x": 6, "y": 6, "dir": "E"})
    assert s["walls"][0][1] == edge(6, 6, "E") and s["phase"] == "dice"


def test_move_a_gate_breaks_up_a_combination():
    """"Combinations may be broken up as long as only one piece is moved, and the other is returned
    to its original position." """
    s = card_state(["move_gate"], {1: (4, 4), 6: (0, 11)}, gates=[(1, 3, 3, "N"), (1, 3, 3, "E")])
    _, s = play(s, 0, {"type": "move_gate", "gate": 1})
    _, s = play(s, 0, {"type": "place_gate", "x": 7, "y": 7, "dir": "S"})
    assert s["gates"][0] == [0, 1, B.post(3, 3), 0] and s["gates"][1] == [0, 1, B.post(7, 7), 2]


def test_no_piece_shares_the_post_of_a_gate_closing_an_entrance():
    """"At no point, either during set up or during game play, can any of the castle entrances be
    blocked off by a wall or long gate. ... If a gate is blocking a castle entrance no other game
    piece may be on the same post." """
    s = card_state(["move_gate"], {1: (4, 4), 6: (0, 11)}, gates=[(2, 3, 3, "N"), (1, 7, 7, "N")])
    _, s1 = play(s, 0, {"type": "move_gate", "gate": 0})
    assert {"type": "place_gate", "x": 4, "y": 0, "dir": "N"} not in RS.legal_moves(s1, 0)  # long gate
    # a gate hinged on post (4, 1) pointing S closes castle 0's west entrance
    s5 = position({1: (4, 4), 6: (0, 11)}, walls=[(2, 5, "E")], gates=[(1, 4, 1, "S")], phase="card",
                  hands=[["move_wall"], []])
    _, s5 = play(s5, 0, {"type": "move_wall", "wall": 0})
    spots = RS.legal_moves(s5, 0)
    assert {"type": "place_wall", "x": 3, "y": 1, "dir": "E"} not in spots
    assert {"type": "place_wall", "x": 2, "y": 1, "dir": "E"} in spots
    with pytest.raises(IllegalMove) as exc:
        RS.decide(s5, 0, {"type": "place_wall", "x": 3, "y": 1, "dir": "E"}, None)
    assert exc.value.rule == "entrances" and "post (4, 1) holds a gate closing a castle entrance" in exc.value.detail


def test_move_a_gate_never_closes_an_entrance():
    """"Move a gate. Move any one gate to any other open position on the board. You may not block any
    entrance to any castle." (the card's own sentence, narrower than set-up rule 2)"""
    s = card_state(["move_gate"], {1: (4, 4), 6: (0, 11)}, gates=[(1, 7, 7, "N")])
    _, s = play(s, 0, {"type": "move_gate", "gate": 0})
    entrances = [{"type": "place_gate", "x": x, "y": y, "dir": d}
                 for x, y, d in ((4, 0, "N"), (4, 1, "S"), (5, 0, "N"), (4, 11, "N"), (5, 12, "S"))]
    spots = RS.legal_moves(s, 0)
    assert not [m for m in entrances if m in spots] and len(spots) > 100
    for mv in entrances:
        with pytest.raises(IllegalMove) as exc:
            RS.decide(s, 0, mv, None)
        assert exc.value.rule == "move a gate" and "You may not block any entrance" in exc.value.detail


def test_a_rotation_may_still_swing_a_lone_gate_across_an_entrance():
    """"A gate may block a castle entrance." (Rotate 90 Degrees has no sentence against it)"""
    s = card_state(["rotate_90"], {1: (0, 4), 6: (0, 11)}, gates=[(1, 4, 1, "W")])
    _, s = play(s, 0, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 1, "clockwise": False})
    assert s["gates"][0][2:] == [B.post(4, 1), 2] and edge(4, 0, "N") in B.ENTRANCES[0]


def test_rotate_90_carries_the_characters_on_the_swept_square():
    """"Rotate 90 Degrees. Rotate any gate or gate combination 90 degrees. All affected player
    pieces move with the gate." """
    # a gate on post (4,4) pointing N turning clockwise sweeps square (4,4) to square (4,3)
    s = card_state(["rotate_90"], {1: (4, 4), 6: (0, 11)}, gates=[(1, 4, 4, "N")])
    drafts, s = play(s, 0, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 4, "clockwise": True})
    assert s["gates"][0][3] == 1 and s["chars"][1][2] == B.sq(4, 3)


def test_rotate_180_turns_a_pair_together():
    """"Rotate 180 Degrees. Rotate any gate or gate combination 180 degrees." """
    s = card_state(["rotate_180"], {1: (0, 0), 6: (0, 11)}, gates=[(1, 4, 4, "N"), (2, 4, 4, "E")])
    _, s = play(s, 0, {"type": "rotate_gate", "card": "rotate_180", "x": 4, "y": 4, "clockwise": True})
    assert [g[3] for g in s["gates"]] == [2, 3]


def test_gate_at_the_end_of_a_wall_cannot_swing_through_it():
    """"They can also be set at the ends of walls, and this limits the range of motion to 180 degrees." """
    s = card_state(["rotate_90"], {1: (0, 0), 6: (0, 11)}, walls=[(4, 4, "E")], gates=[(1, 4, 4, "N")])
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 4, "clockwise": True}, None)
    _, s = play(s, 0, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 4, "clockwise": False})
    assert s["gates"][0][3] == 3


def test_long_gate_with_a_wall_no_longer_pivots():
    """"It may also be combined with a wall and when that is done the piece can no longer pivot and
    acts like a wall." """
    s = card_state(["rotate_90"], {1: (0, 0), 6: (0, 11)}, walls=[(4, 4, "S")], gates=[(2, 4, 4, "N")])
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 4, "clockwise": True}, None)


def test_one_gate_may_not_move_another_gate_on_another_post():
    """"One gate may not move another gate unless they are on the same post." """
    s = card_state(["rotate_90"], {1: (0, 0), 6: (0, 11)}, gates=[(1, 4, 4, "N"), (1, 5, 4, "W")])
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 4, "clockwise": True}, None)


def test_gatekeeper_is_immune_to_an_opponents_gate_moves():
    """"The Gatekeeper is immune to gate movements by an opponent trying to move it." """
    s = card_state(["rotate_90"], {1: (0, 0), 5: (4, 4), 6: (0, 11)}, gates=[(1, 4, 4, "N")])
    assert not [m for m in RS.legal_moves(s, 0) if m["type"] == "rotate_gate" and m["clockwise"]]
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 4, "clockwise": True}, None)
    own = card_state(["rotate_90"], {0: (4, 4), 6: (0, 11)}, gates=[(1, 4, 4, "N")])
    _, own = play(own, 0, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 4, "clockwise": True})
    assert own["chars"][0][2] == B.sq(4, 3)


def test_rotate_180_carries_pieces_beyond_the_gates_final_position():
    """"Rotate 180 Degrees. Rotate any gate or gate combination 180 degrees. All affected player
    pieces move with the gate." A piece met in the second quarter is carried a quarter; two pieces
    that would land on one square make the rotation illegal."""
    s = card_state(["rotate_180"], {1: (4, 3), 6: (0, 11)}, gates=[(1, 4, 4, "N")])
    _, t = play(s, 0, {"type": "rotate_gate", "card": "rotate_180", "x": 4, "y": 4, "clockwise": True})
    assert t["gates"][0][3] == 2 and t["chars"][1][2] == B.sq(3, 3)
    s = card_state(["rotate_180"], {1: (4, 3), 2: (4, 4), 6: (0, 11)}, gates=[(1, 4, 4, "N")])
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "rotate_gate", "card": "rotate_180", "x": 4, "y": 4, "clockwise": True}, None)
