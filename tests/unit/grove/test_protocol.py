"""The Ruleset protocol for grove: legal moves agree with decide, bad moves are IllegalMove,
evolve never mutates, views are plain JSON, and the heuristic stays in [-1, 1]."""
import json
import random

import pytest

from domain.engine import Event, IllegalMove, Rng, clone, find_ruleset
from domain.engine import game as G
from tests.unit.harness import new_game

from .helpers import RS, Dice, every_move, play, position


def _positions(n_games=3, every=3):
    """States met in random games (after every few moves), to test the protocol on."""
    out = []
    for g in range(n_games):
        pick = random.Random(100 + g)
        key = pick.randbytes(32)
        rs, gs, _ = new_game("grove", 2, {"turn_limit": 150}, key)
        i = 0
        while not gs["finished"]:
            seat = G.to_act(rs, gs)[0]
            if i % every == 0:
                out.append((gs["game"], seat))
            gs = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key).state
            i += 1
    return out


@pytest.fixture(scope="module")
def positions():
    """Positions from three random games (built once per module)."""
    return _positions()


def test_decide_accepts_exactly_the_listed_legal_moves(positions):
    """Every listed move is accepted, and every other well-formed move is refused as IllegalMove."""
    for state, seat in positions:
        legal = RS.legal_moves(state, seat)
        assert legal, "a seat to act always has a move"
        for mv in every_move():
            if mv in legal:
                assert RS.decide(state, seat, mv, Rng(b"k" * 32, 7))
            else:
                with pytest.raises(IllegalMove):
                    RS.decide(state, seat, mv, Rng(b"k" * 32, 7))


def test_legal_moves_are_listed_in_the_shape_a_client_posts_back(positions):
    """Moves are {"type": ..., fields...} and pass the published move-type check."""
    for state, seat in positions[:40]:
        for mv in RS.legal_moves(state, seat):
            RS.check_move(mv)
            assert json.loads(json.dumps(mv)) == mv


def test_the_other_seat_has_no_legal_moves_and_may_not_move():
    """"Once you perform an action, the turn passes back to the opponent." Only one seat acts."""
    st = position(to_move=1)
    assert RS.legal_moves(st, 0) == []
    with pytest.raises(IllegalMove) as e:
        RS.decide(st, 0, {"type": "stand", "place": "grove"}, None)
    assert e.value.rule == "turn"


BAD = [
    None, [], "stand", {}, {"type": None}, {"type": "fly"}, {"type": 3},
    {"type": "stand"}, {"type": "stand", "place": None}, {"type": "stand", "place": 2},
    {"type": "stand", "place": "circle-9"}, {"type": "stand", "place": ["grove"]},
    {"type": "stand", "place": {"a": 1}}, {"type": "move"}, {"type": "move", "from": "grove"},
    {"type": "move", "from": "grove", "to": "grove"}, {"type": "move", "from": "x", "to": "circle-1"},
    {"type": "move", "from": "circle-1", "to": 1}, {"type": "channel", "place": "grove"},
    {"type": "channel", "place": "circle-0"}, {"type": "stun", "place": "grove"}, {"type": "stun"},
    {"type": "banish", "place": "grove"}, {"type": "banish", "place": "CIRCLE-1"},
    {"type": "end_turn"}, {"type": "channel", "place": "circle-2"},
]


@pytest.mark.parametrize("move", BAD, ids=[repr(m) for m in BAD])
def test_bad_moves_raise_illegal_move_and_nothing_else(move):
    """A bad value must never become an IndexError/KeyError/TypeError (an HTTP 500)."""
    st = position(meeples={"circle-1": ([0, 2], [1, 0])})
    with pytest.raises(IllegalMove) as e:
        RS.decide(st, 0, move, Dice(6, 6, 6))
    assert e.value.rule and e.value.detail


@pytest.mark.parametrize("seat", [1, 2, -1, None, "0"])
def test_a_wrong_seat_is_an_illegal_move(seat):
    """Only the seat whose turn it is acts."""
    with pytest.raises(IllegalMove):
        RS.decide(position(to_move=0), seat, {"type": "stand", "place": "grove"}, Dice(1))


def test_nothing_is_legal_once_the_game_is_over():
    """"If, at the start of your turn, you control two of the three Magic Circles, you win!\""""
    st = position(to_move=0, cubes={"circle-1": [7, 0], "circle-2": [7, 0]})
    st["winner"] = 0
    assert RS.legal_moves(st, 0) == [] and RS.to_act(st) == []
    with pytest.raises(IllegalMove):
        RS.decide(st, 0, {"type": "stand", "place": "grove"}, Dice(1))


def test_evolve_never_mutates_its_input(positions):
    """State changes only by folding events into NEW states."""
    for state, seat in positions[::5]:
        before = json.dumps(state, sort_keys=True)
        for mv in RS.legal_moves(state, seat):
            for d in RS.decide(state, seat, mv, Rng(b"m" * 32, 3)):
                RS.evolve(state, Event(9, d.type, d.seat, d.data, d.private))
        assert json.dumps(state, sort_keys=True) == before


def test_views_are_public_json_with_control_and_colours():
    """Battle for the Grove has no hidden information: every seat and spectators see the same."""
    st = position(cubes={"circle-2": [0, 8]})
    views = [RS.view(st, s) for s in (0, 1, None)]
    assert views[0] == views[1] == views[2]
    assert json.loads(json.dumps(views[0])) == views[0]
    assert views[0]["colors"] == {"0": "light", "1": "dark"}
    assert views[0]["control"]["circle-2"] == 1


def test_legal_moves_returns_fresh_dicts():
    """A caller that changes a listed move must not change the next listing."""
    st = position()
    RS.legal_moves(st, 0)[0]["place"] = "circle-2"
    assert RS.legal_moves(st, 0)[0] == {"type": "stand", "place": "grove"}


def test_evaluate_stays_in_range_and_prefers_progress(positions):
    """"When you have 7 cubes of your color on a Magic Circle, you are said to control it.\""""
    for state, seat in positions:
        for s in (0, 1):
            assert -1.0 <= RS.evaluate(state, s) <= 1.0
    ahead = position(cubes={"circle-1": [7, 0], "circle-2": [4, 0]})
    assert RS.evaluate(ahead, 0) > 0 > RS.evaluate(ahead, 1)
    won = clone(ahead)
    won["winner"] = 1
    assert RS.evaluate(won, 1) == 1.0 and RS.evaluate(won, 0) == -1.0


def test_the_ruleset_describes_itself_for_clients():
    """/v1/rulesets/grove publishes options and move types as JSON Schema."""
    rs = find_ruleset("grove")
    desc = rs.describe()
    assert desc["players"] == {"min": 2, "max": 2}
    assert set(desc["move_types"]) == {"stand", "move", "channel", "stun", "banish", "end_turn"}
    # the shape takes any place; that a Move never goes back to the Grove is a rule (named on refusal)
    assert desc["move_types"]["move"]["properties"]["to"]["enum"] == ["grove", "circle-1", "circle-2", "circle-3"]
    assert "never the Grove" in desc["move_types"]["move"]["properties"]["to"]["description"]
    assert all(mt["description"] for mt in desc["move_types"].values())
    assert rs.check_options({}) == {"turn_limit": 1000}
    assert rs.resources()["board"]["places"] == ["grove", "circle-1", "circle-2", "circle-3"]
    json.dumps(desc)


@pytest.mark.parametrize("options", [{"turn_limit": 0}, {"turn_limit": "ten"}, {"turn_limit": True},
                                     {"turn_limit": 10 ** 6}, {"colour": "light"}, [1]])
def test_bad_options_are_refused_by_name(options):
    """Options are checked before a game starts: InvalidOptions, never a crash."""
    from domain.engine import InvalidOptions

    with pytest.raises(InvalidOptions):
        find_ruleset("grove").check_options(options)
