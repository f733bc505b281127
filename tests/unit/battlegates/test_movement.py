"""The dice phase: steps, ground attacks, the Keep, arrows (each test quotes the seed)."""
import pytest

from domain.battlegates import RULESET as RS
from domain.battlegates.board import SINGLE as B
from domain.engine import IllegalMove

from .helpers import play, position, rng, types


def step(piece, d):
    return {"type": "step", "piece": piece, "dir": d}


def test_characters_move_forward_backward_and_sideways():
    """"Character pieces can move forward, backward and sideways." """
    s = position({1: (4, 4), 6: (0, 11)}, roll=3)
    moves = [m for m in RS.legal_moves(s, 0) if m["type"] == "step"]
    assert {m["dir"] for m in moves} == {"N", "E", "S", "W"}


def test_no_square_twice_in_a_turn():
    """"Character pieces may never ... occupy the same square more than once during a single turn." """
    s = position({1: (4, 4), 6: (0, 11)}, roll=3)
    _, s = play(s, 0, step(1, "N"))
    assert step(1, "S") not in RS.legal_moves(s, 0)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, step(1, "S"), None)


def test_every_point_is_used_and_the_turn_passes():
    """"The roll may be split over as many character pieces as you would like but all moves
    awarded must be used." """
    s = position({1: (4, 4), 2: (6, 4), 6: (0, 11)}, roll=2)
    _, s = play(s, 0, step(1, "N"))
    assert s["castle"] == 0 and s["left"] == 1
    drafts, s = play(s, 0, step(2, "N"))
    assert "TurnStarted" in types(drafts) and s["castle"] == 1 and s["phase"] == "card"


def test_walls_and_gates_block_movement():
    """"Brick walls are set over two posts and are fixed pieces on the game board." """
    s = position({1: (4, 4), 6: (0, 11)}, walls=[(4, 5, "E")], gates=[(1, 5, 4, "N")], roll=1)
    legal = RS.legal_moves(s, 0)
    assert step(1, "N") not in legal and step(1, "E") not in legal
    assert step(1, "W") in legal


def test_ground_attack_needs_the_exact_roll():
    """"A character piece can only kill an opponent's character piece through movement with an
    exact roll of the dice." """
    s = position({1: (4, 4), 6: (4, 6), 7: (0, 11)}, roll=2)
    _, s2 = play(s, 0, step(1, "N"))
    drafts, s3 = play(s2, 0, step(1, "N"))
    assert "CharacterKilled" in types(drafts) and s3["chars"][6][2] == -2
    s = position({1: (4, 4), 6: (4, 6), 7: (0, 11)}, roll=3)
    _, s2 = play(s, 0, step(1, "N"))
    with pytest.raises(IllegalMove):
        RS.decide(s2, 0, step(1, "N"), None)


def test_no_kill_by_splitting_the_roll():
    """"If the opposing player's piece is 2 spaces away and a 3 is rolled a kill is not allowed by
    spitting this roll over 2 of your pieces." """
    s = position({1: (4, 4), 2: (0, 0), 6: (4, 6), 7: (0, 11)}, roll=3)
    _, s = play(s, 0, step(2, "E"))
    _, s = play(s, 0, step(1, "N"))
    assert step(1, "N") not in RS.legal_moves(s, 0)


def test_two_characters_never_share_a_square():
    """"At no time may two character pieces occupy the same space other than to kill an opponent." """
    s = position({1: (4, 4), 2: (4, 5), 6: (0, 11)}, roll=1)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, step(1, "N"), None)


def test_entering_a_castle_kills_the_keep_occupant_without_exact_roll():
    """"If a character piece is in the keep when an opponent's piece enters that castle the player
    piece is killed. This is the only time an exact roll is not needed for a ground attack." """
    keep_x, keep_y = B.sq_xy(B.KEEP[1])
    s = position({1: (keep_x - 1, keep_y), 5: (keep_x, keep_y), 6: (0, 6)}, roll=4)
    drafts, s = play(s, 0, step(1, "E"))
    assert "CharacterKilled" in types(drafts)
    assert s["chars"][5][2] == -2 and s["chars"][1][2] == B.KEEP[1] and s["left"] == 3


def test_empty_enemy_keep_cannot_be_entered():
    """"It can be used by its owner or allies as a shortcut between the entrances" (not by opponents)."""
    keep_x, keep_y = B.sq_xy(B.KEEP[1])
    s = position({1: (keep_x - 1, keep_y), 6: (0, 6)}, roll=2)
    assert step(1, "E") not in RS.legal_moves(s, 0)


def test_own_keep_is_a_shortcut_for_one_piece():
    """"Only one character piece can be in the castles Keep at any one time." """
    s = position({1: (3, 0), 2: (4, 0), 6: (0, 11)}, roll=2)
    assert step(1, "E") not in RS.legal_moves(s, 0)
    s = position({1: (3, 0), 6: (0, 11)}, roll=2)
    _, s = play(s, 0, step(1, "E"))
    _, s = play(s, 0, step(1, "E"))
    assert s["chars"][1][2] == B.sq(5, 0)


def test_arrow_travels_the_roll_and_kills_the_first_opponent():
    """"If you roll a three and your arrow first hits an opponent's character piece at 1,2 or 3
    spaces away, the character piece is killed. Your archer does not move, and your turn is over." """
    s = position({3: (4, 4), 6: (4, 6), 7: (4, 7)}, roll=3)
    drafts, s = play(s, 0, {"type": "shoot", "piece": 3, "dir": "N"})
    assert s["chars"][6][2] == -2 and s["chars"][7][2] >= 0
    assert s["chars"][3][2] == B.sq(4, 4) and s["castle"] == 1


def test_arrow_stops_at_a_wall():
    """"If you roll a three and your arrow travels 2 spaces and hits a wall or gate it stops there,
    and your turn is over." """
    s = position({3: (4, 4), 6: (4, 6)}, walls=[(4, 6, "E")], roll=3)
    drafts, s = play(s, 0, {"type": "shoot", "piece": 3, "dir": "N"})
    assert s["chars"][6][2] >= 0 and s["castle"] == 1


def test_arrow_uses_the_full_roll_only():
    """"if used by one of your archer's arrows the full dice roll is used." """
    s = position({3: (4, 4), 6: (0, 11)}, roll=3)
    _, s = play(s, 0, step(3, "E"))
    assert not [m for m in RS.legal_moves(s, 0) if m["type"] == "shoot"]
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "shoot", "piece": 3, "dir": "N"}, None)


def test_only_archers_shoot():
    """"Only an archer can shoot an arrow." """
    s = position({1: (4, 4), 6: (0, 11)}, roll=3)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "shoot", "piece": 1, "dir": "N"}, None)


def test_archer_may_not_shoot_into_an_opponents_castle():
    """"An archer may not shoot into an opponent's castle." """
    kx, ky = B.sq_xy(B.KEEP[1])
    s = position({3: (kx - 2, ky), 5: (kx, ky), 6: (0, 6)}, roll=4)
    drafts, s = play(s, 0, {"type": "shoot", "piece": 3, "dir": "E"})
    assert s["chars"][5][2] == B.KEEP[1]


def test_archer_in_the_keep_shoots_out_of_either_entrance():
    """"If one of your archers is in your castles Keep, they may shoot out of either entrance on your turn." """
    s = position({3: B.sq_xy(B.KEEP[0]), 6: (1, 0), 7: (7, 0)}, roll=4)
    shots = {m["dir"] for m in RS.legal_moves(s, 0) if m["type"] == "shoot"}
    assert shots == {"E", "W"}
    _, s = play(s, 0, {"type": "shoot", "piece": 3, "dir": "W"})
    assert s["chars"][6][2] == -2


# (6, 8) is a pocket open only to the south: walls on its west, north and east sides
POCKET = [(6, 8, "N"), (6, 9, "E"), (7, 8, "N")]


def test_the_last_piece_must_move_all_three_spaces():
    """"The roll may be split over as many character pieces as you would like but all moves awarded
    must be used." ... "If a player only has one piece remaining it must move all 3 spaces."
    Stepping into the pocket would waste two points although E-N-E uses all three."""
    s = position({1: (6, 7), 6: (0, 11)}, walls=POCKET, roll=3)
    legal = RS.legal_moves(s, 0)
    assert step(1, "N") not in legal and all(step(1, d) in legal for d in "ESW")
    with pytest.raises(IllegalMove) as exc:
        RS.decide(s, 0, step(1, "N"), None)
    assert exc.value.rule == "use the whole roll" and "for example: the Crusader of castle 1 on square" in exc.value.detail
    for d in "ENE":
        drafts, s = play(s, 0, step(1, d))
    assert "PointsForfeited" not in types(drafts) and s["castle"] == 1


def test_a_step_that_strands_the_other_pieces_is_refused():
    """"all moves awarded must be used": with several pieces, a step after which no piece can use the
    points left is not allowed while another split uses them all."""
    # character 2 is walled in at (0, 0); character 1 stands below the pocket
    s = position({1: (6, 7), 2: (0, 0), 6: (0, 11)}, walls=POCKET + [(0, 1, "E"), (1, 0, "N")], roll=2)
    legal = RS.legal_moves(s, 0)
    assert step(1, "N") not in legal and step(1, "E") in legal
    # once character 2 can step once, N (then 2's step) uses the whole roll
    s = position({1: (6, 7), 2: (0, 0), 6: (0, 11)}, walls=POCKET + [(0, 1, "E"), (1, 1, "E"), (2, 0, "N")], roll=2)
    assert step(1, "N") in RS.legal_moves(s, 0)
    _, s = play(s, 0, step(1, "N"))
    assert RS.legal_moves(s, 0) == [step(2, "E")]


def test_when_the_roll_cannot_be_used_in_full_the_most_is_used():
    """"all moves awarded must be used": when no split uses them all (our reading), the steps that
    use the most are required and the rest is forfeited."""
    # from (0, 0): north a dead end two squares long, east a dead end one square long
    walls = [(1, 1, "E"), (2, 0, "N"), (1, 1, "N"), (1, 2, "N"), (0, 3, "E")]
    s = position({1: (0, 0), 6: (0, 11)}, walls=walls, roll=3)
    assert [m for m in RS.legal_moves(s, 0)] == [step(1, "N")]
    with pytest.raises(IllegalMove) as exc:
        RS.decide(s, 0, step(1, "E"), None)
    assert exc.value.rule == "use the whole roll"
    assert "the most points that can be used must be: 2 of 3" in exc.value.detail
    _, s = play(s, 0, step(1, "N"))
    drafts, s = play(s, 0, step(1, "N"))
    assert [d.type for d in drafts[:2]] == ["CharacterStepped", "PointsForfeited"] and drafts[1].data["points"] == 1


def test_an_arrow_uses_the_whole_roll_so_it_is_required_over_wasting_steps():
    """"if used by one of your archer's arrows the full dice roll is used" and "all moves awarded must
    be used": an archer that cannot walk the roll but can shoot must shoot."""
    walls = [(1, 1, "E"), (2, 0, "N"), (1, 1, "N"), (1, 2, "N"), (0, 3, "E")]
    s = position({3: (0, 0), 6: (0, 11)}, walls=walls, roll=3)
    assert {m["type"] for m in RS.legal_moves(s, 0)} == {"shoot"}
    with pytest.raises(IllegalMove) as exc:
        RS.decide(s, 0, step(3, "N"), None)
    assert exc.value.rule == "use the whole roll" and "shoot with the Archer of castle 1 on square" in exc.value.detail


def test_points_are_forfeited_when_no_step_is_possible():
    """"all moves awarded must be used" (when none can be used, they are forfeited: see the docs)."""
    s = position({1: (0, 0), 6: (0, 11)}, walls=[(0, 1, "E"), (1, 0, "N")], roll=2, phase="card",
                 hands=[["move_wall"], []])
    drafts = RS.decide(s, 0, {"type": "discard", "card": "move_wall"}, rng())
    assert "PointsForfeited" in types(drafts) and "TurnStarted" in types(drafts)


def test_last_player_with_characters_wins():
    """"The winner of the game is the last person to have character pieces on the board." """
    s = position({1: (4, 4), 6: (4, 5)}, roll=1)
    _, s = play(s, 0, step(1, "N"))
    o = RS.outcome(s)
    assert o.winners == [0] and RS.to_act(s) == []
