"""The secret set-up behind the divider, the reveal, the first-player roll and the deal."""
import json
import random

import pytest

from domain.battlegates import RULESET as RS
from domain.battlegates.board import SINGLE as B
from domain.battlegates.rules import SETUPS
from domain.engine import IllegalMove
from domain.engine import game as G
from tests.unit.harness import new_game

from .helpers import apply, rng


def fresh():
    return RS.initial_state({"setup": "single"}, 2)


def put(state, seat, move):
    return apply(state, RS.decide(state, seat, move, rng(3)))


def army(state, seat):
    for i, k in enumerate(("gatekeeper", "crusader", "crusader", "archer", "archer")):
        state = put(state, seat, {"type": "setup_character", "kind": k, "portal": i})
    return state


def test_both_players_build_at_the_same_time():
    """"Both players now set up their side of the board" (both act during the set-up)."""
    assert RS.to_act(fresh()) == [0, 1]


def test_army_goes_on_the_portals_first():
    """"Both players now set up their side of the board starting with the placement of their army ...
    on their starting portals as identified by the 5 circles on their side of the board." """
    s = fresh()
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_wall", "x": 1, "y": 3, "dir": "E"}, None)
    assert {m["type"] for m in RS.legal_moves(s, 0)} == {"setup_character"}
    s = army(s, 0)
    assert [c[2] for c in s["chars"][:5]] == list(B.PORTALS[0])
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_character", "kind": "archer", "portal": 0}, None)


def test_walls_never_block_an_entrance_but_a_gate_may_alone():
    """"At no point, either during set up or during game play, can any of the castle entrances be
    blocked off by a wall or long gate. A gate may block a castle entrance. If a gate is blocking a
    castle entrance no other game piece may be on the same post." """
    s = army(fresh(), 0)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_wall", "x": 4, "y": 0, "dir": "N"}, None)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_gate", "kind": "long_gate", "x": 4, "y": 0, "dir": "N"}, None)
    s = put(s, 0, {"type": "setup_gate", "kind": "gate", "x": 4, "y": 0, "dir": "N"})
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_wall", "x": 3, "y": 0, "dir": "E"}, None)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_gate", "kind": "gate", "x": 4, "y": 0, "dir": "W"}, None)


def test_a_post_takes_a_pair_of_gates_at_most():
    """"They can be set individually or in pairs. When set as a pair they can be set at 90 degrees or
    in a straight line at the beginning of the game." """
    s = army(fresh(), 0)
    s = put(s, 0, {"type": "setup_gate", "kind": "gate", "x": 3, "y": 3, "dir": "N"})
    s = put(s, 0, {"type": "setup_gate", "kind": "long_gate", "x": 3, "y": 3, "dir": "E"})
    with pytest.raises(IllegalMove) as exc:
        RS.decide(s, 0, {"type": "setup_gate", "kind": "gate", "x": 3, "y": 3, "dir": "S"}, None)
    assert exc.value.rule == "combinations" and "post (3, 3) already holds a pair of gates" in exc.value.detail
    with pytest.raises(IllegalMove) as exc:
        RS.decide(s, 0, {"type": "setup_wall", "x": 3, "y": 3, "dir": "N"}, None)
    assert exc.value.rule == "open position" and "already holds the gate on post (3, 3)" in exc.value.detail


def test_pieces_stay_on_your_side_of_the_divider():
    """"The two players should not be able to see their opponents' side of the board." """
    s = army(fresh(), 0)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_wall", "x": 3, "y": 8, "dir": "E"}, None)
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_wall", "x": 3, "y": 6, "dir": "E"}, None)  # on the divider


def test_ten_pieces_four_walls_three_gates_three_long_gates():
    """"4 walls, 3 gates and 3 long gates" make the 10 game pieces of a side."""
    s = army(fresh(), 0)
    for x in range(4):
        s = put(s, 0, {"type": "setup_wall", "x": x, "y": 4, "dir": "E"})
    with pytest.raises(IllegalMove):
        RS.decide(s, 0, {"type": "setup_wall", "x": 5, "y": 4, "dir": "E"}, None)
    assert not [m for m in RS.legal_moves(s, 0) if m["type"] == "setup_wall"]


def _build(seed, setup="single"):
    """A new game through the engine: (rng, key, ruleset, state, envelopes)."""
    pick = random.Random(seed)
    key = pick.randbytes(32)
    rs, gs, envs = new_game("battlegates", SETUPS[setup].seats, {"setup": setup}, key)
    return pick, key, rs, gs, envs


def test_reveal_roll_and_deal_after_both_finish():
    """"Players roll the dice to see who goes first. The person with the highest number deals three
    cards to each player and goes first." """
    pick, key, rs, gs, envs = _build(1)
    while gs["game"]["phase"] == "setup":
        seat = pick.choice(G.to_act(rs, gs))
        d = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="t", seed=key)
        gs = d.state
    names = [e["type"] for e in envs]
    assert names.count("MazePiecePlaced") == 20 and "MazesRevealed" in names
    rolled = next(e for e in envs if e["type"] == "FirstPlayerRolled")["data"]
    a, b = rolled["rolls"][-1]
    first = rolled["first_castle"]
    assert (a > b) == (first == 0) and gs["game"]["castle"] == first
    hands = gs["game"]["hands"]
    assert len(hands[first]) == 4 and len(hands[1 - first]) == 3


@pytest.mark.parametrize("setup", ["single", "allies"])
def test_no_seat_sees_the_other_half_during_setup(setup):
    """"Neither player should be able to see their opponents' side of the board" until both are
    done: views and redacted events of one seat carry nothing of another seat's castles."""
    pick, key, rs, gs, envs = _build(2, setup)
    su = SETUPS[setup]
    while gs["game"]["phase"] == "setup":
        for seat in range(su.seats):
            mine = set(su.seat_castles[seat])
            v = rs.view(gs["game"], seat)
            assert all(w[0] in mine for w in v["walls"]) and all(g[0] in mine for g in v["gates"])
            assert all(c[2] == -1 for c in v["chars"] if c[0] not in mine)
            for env in envs:
                red = rs.redact(env, seat)
                assert set(red["private"]) <= {str(seat)}
                if env["seat"] is not None and env["seat"] != seat:
                    assert red["cmd"] is None or red["cmd"].get("move") is None
        seat = pick.choice(G.to_act(rs, gs))
        d = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="t", seed=key)
        gs = d.state
    assert envs[-1]["type"] == "CardDrawn" and gs["game"]["revealed"]


def test_errors_do_not_depend_on_the_hidden_half():
    """"The two players should not be able to see their opponents' side of the board": the same
    moves of seat 0 get the same answers whatever seat 1 has built."""
    base = army(fresh(), 0)
    a = army(base, 1)
    b = army(base, 1)
    a = put(a, 1, {"type": "setup_wall", "x": 2, "y": 8, "dir": "E"})
    b = put(b, 1, {"type": "setup_gate", "kind": "long_gate", "x": 5, "y": 9, "dir": "N"})
    probes = [{"type": "setup_wall", "x": 2, "y": 8, "dir": "E"},
              {"type": "setup_gate", "kind": "long_gate", "x": 5, "y": 9, "dir": "N"},
              {"type": "setup_wall", "x": 4, "y": 0, "dir": "N"},
              {"type": "setup_character", "kind": "archer", "portal": 1},
              {"type": "step", "piece": 0, "dir": "N"}]
    for mv in probes:
        answers = []
        for s in (a, b):
            try:
                answers.append(json.dumps([d.data for d in RS.decide(s, 0, mv, rng())]))
            except IllegalMove as exc:
                answers.append(exc.detail)
        assert answers[0] == answers[1]
    assert RS.legal_moves(a, 0) == RS.legal_moves(b, 0) and RS.view(a, 0) == RS.view(b, 0)


def test_determinize_depends_only_on_the_view():
    """Hands and deck order are hidden; determinize samples them from what the seat sees."""
    pick, key, rs, gs, envs = _build(3)
    while gs["game"]["phase"] == "setup" or gs["game"]["turn"] < 3:
        seat = pick.choice(G.to_act(rs, gs))
        gs = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key).state
    s = gs["game"]
    other = 1 - s["castle"]
    twisted = dict(s, deck=list(reversed(s["deck"])))
    hand = twisted["hands"][other]
    pool = sorted(twisted["deck"] + hand)
    twisted["hands"] = [list(h) for h in s["hands"]]
    twisted["hands"][other] = pool[:len(hand)]
    twisted["deck"] = pool[len(hand):]
    x = RS.determinize(s, s["castle"], rng(9))
    y = RS.determinize(twisted, s["castle"], rng(9))
    assert x == y
    assert sorted(x["deck"] + x["hands"][other]) == sorted(s["deck"] + s["hands"][other])


def test_determinize_during_setup_samples_the_other_half():
    """During the set-up the opponent's maze is unseen: determinize builds one of the same size."""
    s = army(army(fresh(), 0), 1)
    s = put(s, 1, {"type": "setup_wall", "x": 2, "y": 8, "dir": "E"})
    t = army(army(fresh(), 0), 1)
    t = put(t, 1, {"type": "setup_gate", "kind": "gate", "x": 5, "y": 9, "dir": "N"})
    x, y = RS.determinize(s, 0, rng(4)), RS.determinize(t, 0, rng(4))
    assert x["walls"] + x["gates"] == y["walls"] + y["gates"] and x["chars"] == y["chars"]
    assert x["placed"][1] == 6 and all(c[2] >= 0 for c in x["chars"][5:])
    assert SETUPS["single"].items == 15


def test_hands_and_deck_stay_hidden_in_play():
    """Hands and deck order are hidden: after the deal, a seat's view and redacted events show its
    own hand only, and the deck order never ("deals three cards to each player")."""
    pick, key, rs, gs, envs = _build(5)
    while gs["game"]["phase"] == "setup" or gs["game"]["turn"] < 6:
        seat = pick.choice(G.to_act(rs, gs))
        d = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), key)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="t", seed=key)
        gs = d.state
    for seat in (0, 1):
        v = rs.view(gs["game"], seat)
        assert v["hands"][seat] == gs["game"]["hands"][seat] and v["hands"][1 - seat] is None
        assert "deck" not in v and v["deck_size"] == len(gs["game"]["deck"])
        for env in envs:
            assert set(rs.redact(env, seat)["private"]) <= {str(seat)}
    spectator = rs.view(gs["game"], None)
    assert spectator["hands"] == [None, None]
