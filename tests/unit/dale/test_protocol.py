"""Protocol checks: legal-move agreement, IllegalMove for bad moves, options, hooks, the hex grid."""
import json
import random

import pytest

from domain.engine import IllegalMove, InvalidOptions, Rng
from domain.engine import game as G
from domain.engine.hexgrid import HexGrid
from tests.unit.dale.helpers import RS, position
from tests.unit.harness import random_playout, seats


def _candidates(pick: random.Random) -> list[dict]:
    """Well-formed moves of every type, legal or not."""
    sp = lambda: pick.randrange(19)  # noqa: E731
    units = ("regular", "mounted", "hero")
    moves = [{"type": "place", "unit": pick.choice(units), "space": sp()} for _ in range(12)]
    moves += [{"type": "move", "from": sp(), "to": sp()} for _ in range(12)]
    moves += [{"type": "rally", "pile": pick.randrange(5), "unit": pick.choice(("regular", "hero"))},
              {"type": "rally", "pile": pick.randrange(5), "unit": "regular", "place": sp()}]
    moves += [{"type": "withdraw"}, {"type": "pass"}, {"type": "no_advance"}, {"type": "end_turn"},
              {"type": "answer_exchange", "accept": True}, {"type": "answer_exchange", "accept": False},
              {"type": "offer_exchange", "with": pick.randrange(5), "give": "regular", "take": "hero"},
              {"type": "retreat", "from": sp(), "to": sp()}, {"type": "retreat", "from": sp(), "to": sp(), "pull": sp()},
              {"type": "concede", "space": sp(), "captor": pick.randrange(5)},
              {"type": "advance", "from": sp(), "to": sp()}]
    return moves


@pytest.mark.parametrize("n,options,seed", [
    (2, {}, 0), (3, {"prisoner_exchange": True}, 1), (4, {"armies": ["elf", "goblin", "falcon", "human"]}, 2),
    (5, {"prisoner_exchange": True, "arms_race": True, "hero_or_mounted": True, "max_5_units": True}, 3)])
def test_decide_accepts_exactly_the_listed_legal_moves(n, options, seed):
    """Every step of 'PLAYER ACTIONS' and 'CAPTURE & ADVANCE': a move outside the rules is refused
    with IllegalMove naming the rule, never another exception; every listed move is accepted."""
    pick = random.Random(seed)
    _, envs = random_playout("dale", n, options, seed=seed)
    gs = None
    for k, env in enumerate(envs):
        gs = G.fold(RS, gs, [env])
        if gs["finished"] or k % 2:
            continue
        state = gs["game"]
        for seat in range(n):
            legal = RS.legal_moves(state, seat)
            assert len({json.dumps(m, sort_keys=True) for m in legal}) == len(legal)
            for mv in _candidates(pick) + legal:
                RS.check_move(mv)
                try:
                    RS.decide(state, seat, mv, Rng(b"\x02" * 32, 1))
                    accepted = True
                except IllegalMove as err:
                    accepted = False
                    assert err.rule and err.detail
                assert accepted == (mv in legal), (mv, state["phase"], seat)


def test_a_spread_of_bad_moves_raises_illegal_move():
    """'The spaces occupied by opponent's units are prohibited, of course.' and the other rules."""
    st = position({0: "0R", 3: "0M", 18: "1R"})
    bad = [
        (0, {"type": "place", "unit": "regular", "space": 18}),
        (0, {"type": "place", "unit": "regular", "space": 9}),
        (0, {"type": "move", "from": 18, "to": 17}),
        (0, {"type": "move", "from": 5, "to": 6}),
        (0, {"type": "move", "from": 0, "to": 12}),
        (0, {"type": "rally", "pile": 4, "unit": "hero"}),
        (0, {"type": "offer_exchange", "with": 3, "give": "hero", "take": "hero"}),
        (0, {"type": "advance", "from": 0, "to": 1}),
        (0, {"type": "concede", "space": 0, "captor": 1}),
        (0, {"type": "pass"}),
        (1, {"type": "place", "unit": "regular", "space": 16}),
    ]
    for seat, mv in bad:
        with pytest.raises(IllegalMove):
            RS.decide(st, seat, mv, Rng(b"\x00" * 32, 1))
    used = position({0: "0R", 1: "0R", 2: "0R", 3: "0R", 18: "1R"}, piles=[[], ["0M"]])
    with pytest.raises(IllegalMove, match="no mounted"):
        RS.decide(used, 0, {"type": "place", "unit": "mounted", "space": 16}, None)


def test_options():
    """SET UP: 'Each of the two to five players takes one set of the colored units.'"""
    assert RS.check_options({})["armies"] is None
    with pytest.raises(InvalidOptions):
        RS.check_options({"armies": ["elf", "elf"]})
    with pytest.raises(InvalidOptions):
        RS.check_options({"armies": ["orc", "elf"]})
    with pytest.raises(InvalidOptions):
        G.create(RS, seats=seats(3), options={"armies": ["elf", "human"]}, clock=None, seed=b"\x00" * 32)
    d = G.create(RS, seats=seats(5), options={}, clock=None, seed=b"\x00" * 32)
    assert d.state["game"]["armies"] == ["human", "elf", "dwarf", "goblin", "falcon"]
    assert d.state["game"]["reserve"][4] == {"R": 5, "M": 0, "H": 1}
    assert d.state["game"]["reserve"][0] == {"R": 4, "M": 1, "H": 1}
    json.dumps(RS.describe())
    assert RS.resources()["map"]["chip"] == 9


def test_hooks():
    """The AI heuristic stays in [-1, 1]; passing only when no action is possible."""
    _, envs = random_playout("dale", 3, {}, seed=4)
    gs = None
    for env in envs:
        gs = G.fold(RS, gs, [env])
        for seat in range(3):
            assert -1.0 <= RS.evaluate(gs["game"], seat) <= 1.0
    st = position({0: "0R"})
    assert RS.pass_move(st, 0) is None
    stuck = position({0: "0R", 1: "1R", 3: "1R", 4: "1R"}, piles=[[], ["0R", "0R", "0R", "0M", "0H"]])
    assert RS.legal_moves(stuck, 0) == [{"type": "pass"}] == [RS.pass_move(stuck, 0)]
    drafts = RS.decide(stuck, 0, {"type": "pass"}, None)
    assert drafts[0].type == "Passed"


def test_hexgrid():
    """The map: 'This region is divided into 19 hexagon-shaped spaces with the Riverport of Chip in
    the center hex.'"""
    g = HexGrid(2)
    assert g.size == 19 and g.coords[g.center] == (0, 0) and g.center == 9
    assert len(g.edge) == 12 and sorted(g.ring(1)) == [4, 5, 8, 10, 13, 14]
    assert all(len(g.neighbours[i]) == 6 for i in g.ring(1))
    assert all(i in g.neighbours[j] for i in range(19) for j in g.neighbours[i])
    assert g.distance(0, 18) == 4 and g.between(0, 9) == (4,)
    assert len(g.within(9, 2)) == 18
