"""A practice game starts from a tutorial's position: the position is the state, whatever is hidden
in it is dealt again from the game's own seed, the event says so in words, and the finished game
still audits (the create decision re-runs from the revealed position)."""
from __future__ import annotations

import json
import os
import random

import pytest

from domain import audit, engine
from domain.engine import game as G
from domain.engine.words import describe_engine_event

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def _position(ruleset: str, n: int) -> dict:
    step = json.load(open(os.path.join(ROOT, "api", "tutorials", f"{ruleset}.json")))["steps"][n - 1]
    return {"name": f"{ruleset} tutorial, step {n}", "seat": step["seat"], "state": step["before"]["game"]}


def _play_out(rs, d, seed):
    """Random legal moves to the end; the sealed envelopes of the whole game."""
    pick = random.Random(2)
    envs = d.seal(prev_hash=engine.GENESIS, at="t", seed=seed)
    gs = d.state
    for _ in range(3000):
        if gs["finished"]:
            break
        seat = pick.choice(G.to_act(rs, gs))
        d = G.move(rs, gs, seat, pick.choice(rs.legal_moves(gs["game"], seat)), seed)
        envs += d.seal(prev_hash=envs[-1]["hash"], at="t", seed=seed)
        gs = d.state
    return envs, gs


@pytest.mark.parametrize("ruleset", ["grove", "battalla"])
def test_a_practice_game_starts_from_the_position_and_its_record_audits(ruleset):
    rs = engine.find_ruleset(ruleset)
    seed = bytes(range(32))
    position = _position(ruleset, 2)
    d = G.create(rs, seats=[{"name": "Ana"}, {"name": "Bo", "ai": {"level": "greedy"}}], options={}, clock=None,
                 seed=seed, position=position)
    kinds = [x.type for x in d.drafts]
    assert kinds[:2] == ["GameCreated", "PositionSet"]
    seat = position["seat"]
    # what the learner saw in the lesson is what the learner sees in the game
    assert rs.view(d.state["game"], seat)["board" if ruleset == "battalla" else "meeples"] == \
        rs.view(position["state"], seat)["board" if ruleset == "battalla" else "meeples"]
    envs, gs = _play_out(rs, d, seed)
    assert gs["finished"]
    export = {"audit": {"head_hash": envs[-1]["hash"], "seed": seed.hex()}, "events": envs}
    assert audit.verify(export) == []
    said = describe_engine_event(envs[1], ["Ana", "Bo"], rs.name)
    assert said.startswith("The referee sets up the position") and said.endswith(".")


def test_hidden_cards_of_the_position_are_dealt_again_from_the_seed():
    """The tutorial's author chose the decks; a practice game deals what the learner cannot see anew."""
    rs = engine.find_ruleset("battalla")
    position = _position("battalla", 2)
    decks = []
    for seed in (bytes(32), bytes([1]) * 32):
        d = G.create(rs, seats=[{"name": "Ana"}, {"name": "Bo"}], options={}, clock=None, seed=seed, position=position)
        decks.append(d.state["game"]["deck"][1 - position["seat"]])
        assert d.state["game"]["hand"][position["seat"]] == position["state"]["hand"][position["seat"]]
    assert decks[0] != decks[1]
