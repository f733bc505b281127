"""The multi-board set-ups: Misery Run, Battle Alley, four castles, allies, individual."""
import pytest

from domain.battlegates import RULESET as RS
from domain.battlegates.board import MISERY_RUN as MR
from domain.battlegates.rules import SETUPS, apply_drafts
from domain.engine import IllegalMove, InvalidOptions
from domain.engine import game as G
from tests.unit.harness import seats

from .helpers import position, rng, types


def mpos(setup, chars, walls=(), gates=(), castle=0, phase="dice", roll=1, hands=None):
    """A revealed position of a set-up (helpers.position): chars {id: (x, y)} (others dead), walls
    [(x, y, d)], gates [(length, x, y, d)], the castle to play and its roll."""
    return position(chars, walls, gates, seat=castle, phase=phase, roll=roll, hands=hands, setup=setup)


def play(state, move, seat=None):
    su = SETUPS[state["setup"]]
    drafts = RS.decide(state, su.castle_seat[state["castle"]] if seat is None else seat, move, rng())
    return drafts, apply_drafts(RS, state, drafts)


@pytest.mark.parametrize("setup,n", [("single", 2), ("misery_run", 2), ("four_castles", 2), ("allies", 4),
                                     ("individual", 4)])
def test_each_setup_fixes_its_seats(setup, n):
    """"BATTLEGATES Two board game play For 2,3 or 4 players" — each set-up names its players."""
    assert RS.seat_range({"setup": setup}) == (n, n)
    with pytest.raises(InvalidOptions):
        G.create(RS, seats=seats(3), options={"setup": setup}, clock=None, seed=b"\x02" * 32)


def test_four_player_games_use_two_decks():
    """"When playing a 4-player game using two Beginnings battle decks is recommended." """
    assert len(SETUPS["allies"].deck) == 68 and len(SETUPS["single"].deck) == 34


def test_misery_run_two_armies_and_twenty_pieces():
    """"Each player uses all 20 game pieces that came with their set to set up their half of the
    playing field. Each player uses 2 armies." """
    su = SETUPS["misery_run"]
    assert su.per_castle == 10 and su.n_walls + su.n_gates + su.n_longs == 20


def test_suicide_in_misery_run():
    """"If you move one of your own character pieces into Misery Run and they are still there at
    the end of your turn they have committed suicide." """
    s = mpos("misery_run", {1: (4, 11), 11: (0, 20)}, roll=1)
    drafts, s = play(s, {"type": "step", "piece": 1, "dir": "N"})
    kills = [d for d in drafts if d.type == "CharacterKilled"]
    assert kills and kills[0].data["how"] == "misery run" and s["chars"][1][2] == -2


def test_leaving_misery_run_before_the_turn_ends_is_safe():
    """"Any character pieces in Misery Run at the end of any player's turn dies." """
    s = mpos("misery_run", {1: (4, 11), 11: (0, 20)}, roll=2)
    _, s = play(s, {"type": "step", "piece": 1, "dir": "N"})
    drafts, s = play(s, {"type": "step", "piece": 1, "dir": "N"})
    assert "CharacterKilled" not in types(drafts) and s["chars"][1][2] == MR.sq(4, 13)


def test_rotating_an_opponent_into_misery_run_kills_and_forfeits_the_dice():
    """"If an opponent moves your character piece into Misery Run by rotating a gate your player
    piece dies and they forfeit the dice portion of their turn." """
    s = mpos("misery_run", {1: (0, 0), 11: (4, 13), 12: (0, 20)}, gates=[(1, 4, 13, "N")], phase="card",
             hands=[["rotate_90"], []])
    drafts, s = play(s, {"type": "rotate_gate", "card": "rotate_90", "x": 4, "y": 13, "clockwise": True})
    assert "DicePhaseForfeited" in types(drafts) and "DieRolled" not in types(drafts)
    assert s["chars"][11][2] == -2 and s["castle"] == 1


def test_no_wall_across_battle_alley():
    """"Walls can never be placed across Battle Alley either during set up or by playing a card." """
    s = mpos("four_castles", {1: (0, 0), 6: (0, 11), 11: (10, 0), 16: (10, 11)}, walls=[(2, 2, "E")],
             phase="card", hands=[["move_wall"], []])
    _, s = play(s, {"type": "move_wall", "wall": 0})
    assert {"type": "place_wall", "x": 9, "y": 5, "dir": "E"} not in RS.legal_moves(s, 0)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "place_wall", "x": 9, "y": 5, "dir": "E"}, rng())


def test_no_gate_across_battle_alley_at_setup():
    """"Gates may not be placed across Battle Alley during setup" """
    s = RS.initial_state({"setup": "four_castles"}, 2)
    for i, k in enumerate(("gatekeeper", "crusader", "crusader", "archer", "archer")):
        s = apply_drafts(RS, s, RS.decide(s, 0, {"type": "setup_character", "kind": k, "portal": i}, rng()))
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_gate", "kind": "gate", "x": 9, "y": 4, "dir": "E"}, rng())
    assert not [m for m in RS.legal_moves(s, 0) if m["type"] == "setup_gate" and m["x"] == 9 and m["dir"] == "E"]


def test_gate_stuck_across_battle_alley_is_removed_and_the_turn_goes_on():
    """"At no time during the game can a gate impede player movement in either direction by being
    connected to a wall that would not let the gate travel freely across Battle Alley. If it does,
    it is removed from the board for the duration of the game at the time this occurs and the
    player who caused that action continues their turn." """
    s = mpos("four_castles", {1: (0, 0), 6: (0, 11), 11: (10, 0), 16: (10, 11)},
             walls=[(9, 4, "N"), (9, 5, "N")], gates=[(1, 3, 3, "N")], phase="card", hands=[["move_gate"], []])
    _, s = play(s, {"type": "move_gate", "gate": 0})
    drafts, s = play(s, {"type": "place_gate", "x": 9, "y": 5, "dir": "E"})
    assert "GatesRemoved" in types(drafts) and s["gates"][0][2] == -1
    assert s["phase"] == "dice" and s["castle"] == 0


FOUR = {1: (0, 0), 6: (0, 11), 11: (10, 0), 16: (10, 11)}


def test_a_rotation_that_leaves_a_gate_against_a_wall_across_the_alley_removes_it():
    """"At no time during the game can a gate impede player movement in either direction by being
    connected to a wall that would not let the gate travel freely across Battle Alley. If it does, it
    is removed from the board ... and the player who caused that action continues their turn."
    Castle 1's gate on post (9, 4) turns from N across the alley; the wall below the post stops it
    swinging on to the S, so it is removed at once."""
    s = mpos("four_castles", FOUR, walls=[(9, 3, "N")], gates=[(1, 9, 4, "N")], phase="card",
             hands=[["rotate_90"], []])
    drafts, s = play(s, {"type": "rotate_gate", "card": "rotate_90", "x": 9, "y": 4, "clockwise": True})
    assert types(drafts)[:3] == ["CardPlayed", "GatesRotated", "GatesRemoved"]
    assert s["gates"][0][2] == -1 and s["phase"] == "dice" and s["castle"] == 0


def test_a_gate_across_the_alley_that_can_swing_on_both_ways_stays_even_beside_a_wall():
    """"Gates ... may swing across Battle Alley during game play or by card playing." A wall on the
    gate's post that leaves it free to travel across the alley both ways does not remove it."""
    s = mpos("four_castles", FOUR, walls=[(8, 4, "E")], gates=[(1, 9, 4, "N")], phase="card",
             hands=[["rotate_90"], []])
    drafts, s = play(s, {"type": "rotate_gate", "card": "rotate_90", "x": 9, "y": 4, "clockwise": True})
    assert "GatesRemoved" not in types(drafts) and s["gates"][0][2] >= 0 and s["gates"][0][3] == 1


def test_a_wall_moved_against_a_gate_across_the_alley_removes_the_gate():
    """"... If it does, it is removed from the board for the duration of the game at the time this
    occurs" whatever put it there: here Move a brick wall."""
    s = mpos("four_castles", FOUR, walls=[(2, 2, "E")], gates=[(1, 9, 5, "E")], phase="card",
             hands=[["move_wall"], []])
    _, s = play(s, {"type": "move_wall", "wall": 0})
    drafts, s = play(s, {"type": "place_wall", "x": 9, "y": 4, "dir": "N"})
    assert "GatesRemoved" in types(drafts) and s["gates"][0][2] == -1 and s["phase"] == "dice"


def test_gate_that_can_swing_may_stay_across_battle_alley():
    """"Gates ... may swing across Battle Alley during game play or by card playing." """
    s = mpos("four_castles", {1: (0, 0), 6: (0, 11), 11: (10, 0), 16: (10, 11)},
             gates=[(1, 9, 5, "N")], phase="card", hands=[["rotate_90"], []])
    drafts, s = play(s, {"type": "rotate_gate", "card": "rotate_90", "x": 9, "y": 5, "clockwise": True})
    assert "GatesRemoved" not in types(drafts) and s["gates"][0][3] == 1


def test_four_castles_play_in_order_and_share_a_hand():
    """"Each castle gets one turn per round and shares a four card hand. Play order goes from castle
    1 to 2 to 3 to 4 and repeats until the game is over." """
    su = SETUPS["four_castles"]
    assert su.hand_size == 4 and su.hand[0] == su.hand[2] and su.castle_seat == (0, 1, 0, 1)
    s = mpos("four_castles", {1: (0, 3), 6: (0, 8), 11: (10, 3), 16: (10, 8)}, castle=1)
    drafts, s = play(s, {"type": "step", "piece": 6, "dir": "E"})
    assert s["castle"] == 2 and RS.to_act(s) == [0]


def test_a_castle_with_no_pieces_stops_taking_turns():
    """"When one castle is out of player pieces that castle no longer takes a turn." """
    s = mpos("four_castles", {1: (0, 3), 11: (10, 3), 16: (10, 8)}, castle=0)
    _, s = play(s, {"type": "step", "piece": 1, "dir": "E"})
    assert s["castle"] == 2


def test_allies_share_a_hand_both_can_see():
    """"Each team shares a four-card hand and both teams draw from the same deck." """
    s = mpos("allies", {1: (0, 3), 6: (0, 8), 11: (10, 3), 16: (10, 8)}, castle=3,
             hands=[["rotate_90"], ["move_gate"]])
    drafts, s = play(s, {"type": "step", "piece": 16, "dir": "E"})
    drawn = [d for d in drafts if d.type == "CardDrawn"][0]
    assert sorted(drawn.private) == ["0", "2"] and s["castle"] == 0
    assert RS.view(s, 2)["hands"][0] == s["hands"][0] and RS.view(s, 1)["hands"][0] is None


def test_allies_end_when_one_team_is_out():
    """"Play ends when one team has no character pieces left on the board." """
    s = mpos("allies", {1: (0, 3), 6: (0, 4), 11: (10, 3)}, castle=0)
    _, s = play(s, {"type": "step", "piece": 1, "dir": "N"})
    o = RS.outcome(s)
    assert s["phase"] == "over" and o.winners == [0, 2]


def test_individual_castle_out_discards_its_cards():
    """"When one castle is out of character pieces that castle no longer takes a turn, and their
    remaining cards are placed in the discard pile." """
    s = mpos("individual", {1: (0, 3), 6: (0, 4), 11: (10, 3), 16: (10, 8)}, castle=0,
             hands=[[], ["move_gate", "rotate_90"], [], []])
    _, s = play(s, {"type": "step", "piece": 1, "dir": "N"})
    assert s["hands"][1] == [] and s["discard"] == ["move_gate", "rotate_90"] and 1 in s["out"]
    assert s["phase"] != "over"


def test_a_player_who_leaves_a_four_player_game_takes_their_characters_off():
    """A resigning or timed-out player's characters leave the board; the turn passes (engine hook)."""
    s = mpos("individual", {1: (0, 3), 6: (0, 8), 11: (10, 3), 16: (10, 8)}, castle=1)
    drafts = RS.remove_seat(s, 1, "resigned")
    s = apply_drafts(RS, s, drafts)
    assert s["chars"][6][2] == -2 and s["castle"] == 2


def test_last_builder_leaving_starts_the_game():
    """A player who leaves during the set-up stops building; when the others are done the mazes
    are revealed and play starts with the castles that have characters."""
    import random
    pick = random.Random(4)
    key = pick.randbytes(32)
    gs = G.create(RS, seats=seats(4), options={"setup": "allies"}, clock=None, seed=key).state
    while G.to_act(RS, gs) != [3]:
        acting = [s for s in G.to_act(RS, gs) if s != 3]
        seat = pick.choice(acting)
        gs = G.move(RS, gs, seat, pick.choice(RS.legal_moves(gs["game"], seat)), key).state
    gs = G.resign(RS, gs, 3, key).state
    s = gs["game"]
    assert s["revealed"] and s["phase"] == "card" and s["castle"] != 3
    assert G.to_act(RS, gs) == [SETUPS["allies"].castle_seat[s["castle"]]]



def test_the_last_builder_leaving_reveals_with_a_random_deal():
    """Choice 22: when the last unfinished builder leaves during the set-up, the reveal happens then,
    with the first-player roll and the deal drawn from the leaving decision's random source."""
    from domain.engine import game as G
    from tests.unit.harness import new_game

    deals = set()
    for seed in (b"\x01" * 32, b"\x02" * 32, b"\x03" * 32):
        rs, gs, _ = new_game("battlegates", 4, {"setup": "individual"}, seed)
        while [s for s in G.to_act(rs, gs) if s != 3]:
            seat = next(s for s in G.to_act(rs, gs) if s != 3)
            gs = G.move(rs, gs, seat, rs.legal_moves(gs["game"], seat)[0], seed).state
        assert G.to_act(rs, gs) == [3], "only the last builder is left"
        gs = G.resign(rs, gs, 3, seed).state
        assert gs["game"]["phase"] != "setup"
        deals.add(repr(gs["game"]["deck"]))
    assert len(deals) == 3, "the deal differs with the seed"
