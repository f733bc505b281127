"""Setup: the Grove, the supplies and the first-player roll."""
from domain.engine import Rng, find_ruleset
from domain.engine import game as G
from tests.unit.harness import new_game

from .helpers import RS, Dice


def test_all_twelve_meeples_start_lying_in_the_grove():
    """"Lay down the 12 meeples in the center of the triangle." / "The center of the triangle is
    called "The Grove." It is where meeples start the game.\""""
    st = RS.initial_state({"turn_limit": 1000}, 2)
    assert st["meeples"]["grove"] == {"standing": [0, 0], "lying": [6, 6]}
    for c in ("circle-1", "circle-2", "circle-3"):
        assert st["meeples"][c] == {"standing": [0, 0], "lying": [0, 0]}


def test_each_player_gets_a_supply_of_twenty_cubes_and_circles_start_empty():
    """"Give each player their supply of 20 Energy Cubes.\""""
    st = RS.initial_state({"turn_limit": 1000}, 2)
    assert st["supply"] == [20, 20]
    assert all(v == [0, 0] for v in st["cubes"].values())


def test_highest_total_of_three_dice_goes_first():
    """"Determine who goes first by each player rolling their 3 dice. The player with the highest
    total goes first.\""""
    drafts = RS.setup(RS.initial_state({}, 2), Dice(1, 2, 3, 6, 5, 4))
    assert [d.type for d in drafts] == ["FirstPlayerRolled"]
    assert drafts[0].data == {"dice": [[1, 2, 3], [6, 5, 4]], "totals": [6, 15], "first": 1}


def test_tied_totals_are_rolled_again_and_every_roll_is_recorded():
    """"The player with the highest total goes first." A tie has no highest total: roll again."""
    drafts = RS.setup(RS.initial_state({}, 2), Dice(1, 2, 3, 3, 2, 1, 4, 4, 4, 6, 2, 4, 2, 2, 2, 1, 1, 1))
    assert [d.data["first"] for d in drafts] == [None, None, 0]
    assert drafts[-1].data["totals"] == [6, 3]


def test_the_first_turn_belongs_to_the_winner_of_the_roll():
    """"The player with the highest total goes first.\""""
    _, gs, envs = new_game("grove", 2, seed=b"\x07" * 32)
    rolls = [e for e in envs if e["type"] == "FirstPlayerRolled"]
    assert rolls and rolls[-1]["data"]["first"] == gs["game"]["to_move"]
    assert gs["game"]["turn"] == 1
    assert G.to_act(find_ruleset("grove"), gs) == [rolls[-1]["data"]["first"]]


def test_an_auditor_can_rederive_the_first_player_roll_from_the_seed():
    """Every setup die comes from the game's seed (seq 1) and is written into the events."""
    seed = b"\x2a" * 32
    _, _, envs = new_game("grove", 2, seed=seed)
    rng = Rng(seed, 1)
    for e in envs:
        if e["type"] == "FirstPlayerRolled":
            again = [[rng.die(6) for _ in range(3)] for _ in range(2)]
            assert again == e["data"]["dice"]
