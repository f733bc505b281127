"""The position builder (tests/positions.py, docs/positions.md): every game's description builds a
position the rulesets accept and play on; a description no legal play can reach is refused."""
import json

import pytest

from domain.engine.errors import IllegalMove
from tests import positions as P


def test_grove_described_position_plays_on_with_scripted_dice():
    p = P.describe("grove", to_move=0, meeples={"circle-1": ([3, 0], [0, 1])}, cubes={"circle-1": [6, 0]})
    p.play(0, {"type": "channel", "place": "circle-1"}, dice=[1, 6, 6])  # one die <= 3 standing druids
    assert p.state["cubes"]["circle-1"] == [7, 0] and p.view()["control"]["circle-1"] == 0
    assert p.to_act() == [1]


@pytest.mark.parametrize("ruleset, description, problem", [
    ("grove", {"meeples": {"circle-1": ([7, 0], [0, 0]), "grove": ([0, 0], [0, 6])}}, "7 meeples"),
    ("grove", {"cubes": {"circle-2": [3, 2]}}, "both colours"),
    ("battlegates", {"chars": {0: (6, 7), 1: (6, 7)}}, "2 characters on square"),
    ("channeling", {"deck": [0, 1, 2]}, "in two places"),
])
def test_a_description_no_play_can_reach_is_refused(ruleset, description, problem):
    with pytest.raises(P.Unreachable, match=problem):
        P.describe(ruleset, **description)


def test_dale_and_battlegates_and_battalla_descriptions():
    dale = P.describe("dale", units={9: "0H", 10: "1R"})
    assert dale.state["board"][9] == "0H" and dale.legal(dale.to_act()[0])
    bg = P.describe("battlegates", chars={0: (6, 7)}, roll=3)
    assert bg.legal(0)
    card = P.describe("battalla").state["deck"][0][0]  # a card still in seat 0's deck
    bt = P.describe("battalla", active=0, cards=[(1, card, 0)], hands=[[], []])
    assert bt.state["board"][1]["card"] == card
    with pytest.raises(P.Unreachable, match="not left in that seat's deck"):
        P.describe("battalla", cards=[(1, "no-such-card", 0)])


def test_an_opening_plays_exactly_as_the_engine_does():
    """`opening` is the service's own creation; moves go on through decide + evolve."""
    p = P.opening("grove")
    seat = p.to_act()[0]
    before = P.copy(p)
    with pytest.raises(IllegalMove):
        p.play(seat, {"type": "stun", "place": "grove"})
    assert p.state == before.state  # a refused move changes nothing
    p.play(seat, {"type": "stand", "place": "grove"})
    assert p.state["second_action"] is True


def test_a_bug_report_position_from_json():
    report = json.dumps({"ruleset": "grove", "moves": [[0, {"type": "stand", "place": "grove"}]]})
    first = P.opening("grove").to_act()[0]
    if first != 0:
        report = json.dumps({"ruleset": "grove", "moves": [[first, {"type": "stand", "place": "grove"}]]})
    assert P.from_json(report).state["second_action"] is True
    described = P.from_json(json.dumps({"ruleset": "grove", "description": {"to_move": 1}}))
    assert described.to_act() == [1]
