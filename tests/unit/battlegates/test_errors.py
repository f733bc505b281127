"""A refused move names the one rule it breaks, in a player's words (each case quotes the seed)."""
import pytest

from domain.battlegates import RULESET as RS
from domain.engine import IllegalMove
from domain.engine import game as G
from tests.unit.harness import new_game

from .helpers import play, position, rng


def refusal(state, move, seat=0):
    with pytest.raises(IllegalMove) as exc:
        RS.decide(state, seat, move, rng())
    return exc.value.rule, exc.value.detail


def step(piece, d):
    return {"type": "step", "piece": piece, "dir": d}


# character 1 on (4, 4): a brick wall east, a gate north, a friend south, an opponent west;
# archer 3 on the board's west edge; archer 4 beside the opponent's empty Keep
DICE = dict(chars={1: (4, 4), 2: (4, 3), 3: (0, 5), 4: (3, 11), 6: (3, 4), 7: (8, 8)},
            walls=[(5, 4, "N")], gates=[(1, 4, 5, "E")], roll=3)

STEPS = [
    # "Brick walls are set over two posts and are fixed pieces on the game board."
    (step(1, "E"), "walls and gates", "a brick wall is in the way"),
    # "Gates are set over one post and can pivot during game play."
    (step(1, "N"), "walls and gates", "the gate on post (4, 5) is in the way"),
    # "Now install the perimeter stone walls"
    (step(3, "W"), "walls and gates", "the stone wall round the board is in the way"),
    # "At no time may two character pieces occupy the same space other than to kill an opponent."
    (step(1, "S"), "one character per square", "(4, 3) holds the Crusader of castle 1, of your side"),
    # "A character piece can only kill an opponent's character piece through movement with an exact roll"
    (step(1, "W"), "ground attack", "3 points are left"),
    # "It can be used by its owner or allies as a shortcut between the entrances"
    (step(4, "E"), "the Keep", "(4, 11) is an opponent's Keep with nobody in it"),
    # "Only an archer can shoot an arrow."
    ({"type": "shoot", "piece": 1, "dir": "S"}, "arrows", "cannot shoot: only an Archer shoots"),
    # "If you roll a three and your arrow travels 2 spaces and hits a wall or gate it stops there"
    ({"type": "shoot", "piece": 3, "dir": "W"}, "arrows", "the stone wall round the board is right there"),
    # "An archer may not shoot into an opponent's castle."
    ({"type": "shoot", "piece": 4, "dir": "E"}, "arrows", "an opponent's Keep"),
]


@pytest.mark.parametrize("move,rule,words", STEPS)
def test_a_refused_step_or_shot_names_its_rule(move, rule, words):
    """Each refusal names the actual cause (not a list of every possible one)."""
    got_rule, detail = refusal(position(**DICE), move)
    assert got_rule == rule and words in detail and ", or " not in detail


def test_a_square_visited_this_turn():
    """"Character pieces may never ... occupy the same square more than once during a single turn." """
    _, s = play(position(**DICE), 0, step(3, "N"))
    rule, detail = refusal(s, step(3, "S"))
    assert rule == "no square twice" and "already stood on (0, 5)" in detail


def cards(hand, chars, walls=(), gates=()):
    return position(chars, walls=walls, gates=gates, phase="card", roll=0, hands=[hand, []])


CARDS = [
    # "At no time may two character pieces occupy the same space other than to kill an opponent."
    (cards(["climb_gate"], {1: (4, 4), 2: (4, 5), 6: (0, 11)}, gates=[(1, 4, 5, "E")]),
     {"type": "climb_gate", "piece": 1, "dir": "N"}, "one character per square", "(4, 5) holds the Crusader of castle 1, of your side"),
    # "They can also be set at the ends of walls, and this limits the range of motion to 180 degrees."
    (cards(["rotate_90"], {1: (0, 0), 6: (0, 11)}, walls=[(6, 6, "E")], gates=[(1, 6, 6, "N")]),
     {"type": "rotate_gate", "card": "rotate_90", "x": 6, "y": 6, "clockwise": True}, "rotate",
     "would swing into a brick wall"),
    # "It may also be combined with a wall and when that is done the piece can no longer pivot"
    (cards(["rotate_90"], {1: (0, 0), 6: (0, 11)}, walls=[(2, 2, "E")], gates=[(2, 2, 2, "N")]),
     {"type": "rotate_gate", "card": "rotate_90", "x": 2, "y": 2, "clockwise": False}, "long gates",
     "can no longer pivot"),
    # "The Gatekeeper is immune to gate movements by an opponent trying to move it."
    (cards(["rotate_90"], {1: (0, 0), 5: (7, 7), 6: (0, 11)}, gates=[(1, 7, 7, "N")]),
     {"type": "rotate_gate", "card": "rotate_90", "x": 7, "y": 7, "clockwise": True}, "Gatekeeper",
     "they would carry the Gatekeeper of castle 2"),
    (cards(["rotate_90"], {1: (0, 0), 6: (0, 11)}, gates=[(1, 7, 7, "N")]),
     {"type": "rotate_gate", "card": "rotate_90", "x": 3, "y": 3, "clockwise": True}, "rotate",
     "no gate is hinged on post (3, 3)"),
]


@pytest.mark.parametrize("state,move,rule,words", CARDS)
def test_a_refused_card_names_its_rule(state, move, rule, words):
    """Each refusal names the actual cause (not a list of every possible one)."""
    got_rule, detail = refusal(state, move)
    assert got_rule == rule and words in detail and ", or " not in detail


def test_a_wall_moved_onto_a_taken_edge_says_what_holds_it():
    """"Move any brick wall to any other open position on the board." """
    s = cards(["move_wall"], {1: (0, 0), 6: (0, 11)}, walls=[(2, 2, "E")], gates=[(1, 6, 6, "N")])
    _, s = play(s, 0, {"type": "move_wall", "wall": 0})
    rule, detail = refusal(s, {"type": "place_wall", "x": 6, "y": 6, "dir": "N"})
    assert rule == "open position" and "already holds the gate on post (6, 6)" in detail
    rule, detail = refusal(s, {"type": "place_wall", "x": 2, "y": 2, "dir": "E"})
    assert rule == "move a brick wall" and "already stands there" in detail


def test_a_setup_move_after_the_maze_is_complete_says_so():
    """"Both players now set up their side of the board": a player whose maze is complete waits for
    the other, and is told so (not "not your turn")."""
    rs, gs, _ = new_game("battlegates", 2, {"setup": "single"}, b"\x05" * 32)
    while 0 in G.to_act(rs, gs):
        gs = G.move(rs, gs, 0, rs.legal_moves(gs["game"], 0)[0], b"\x05" * 32).state
    assert G.to_act(rs, gs) == [1]
    with pytest.raises(IllegalMove) as exc:
        G.move(rs, gs, 0, {"type": "setup_wall", "x": 1, "y": 3, "dir": "E"}, b"\x05" * 32)
    assert exc.value.rule == "set-up" and "your maze is complete" in exc.value.detail
    rule, detail = refusal(gs["game"], {"type": "setup_wall", "x": 1, "y": 3, "dir": "E"})
    assert rule == "set-up"
