"""Event shapes that evolve (domain/engine/upcast.py): an outcome recorded before `places` existed is
read in the newest shape, derived from what it says, and never rewritten."""
from domain.engine import game as G
from domain.engine.upcast import outcome_places
from tests.unit.harness import new_game

SEED = b"\x03" * 32


def test_places_are_derived_from_the_winners_and_the_ranking():
    two = {"winners": [1], "ranking": [1, 0], "scores": None, "reason": "resignation"}
    assert outcome_places(two)["places"] == {"0": 2, "1": 1}
    shared_win = {"winners": [0, 1], "ranking": [0, 1, 2], "reason": "the last players were defeated together"}
    assert outcome_places(shared_win)["places"] == {"0": 1, "1": 1, "2": 3}
    draw = {"winners": [], "ranking": [2, 0, 1], "reason": "turn limit"}  # a draw of the whole table
    assert outcome_places(draw)["places"] == {"0": 1, "1": 1, "2": 1}
    left_out = {"winners": [0], "ranking": [0], "reason": "x"}
    assert outcome_places(left_out, 3)["places"] == {"0": 1, "1": 2, "2": 2}


def test_an_upcast_is_idempotent_and_keeps_what_a_version_recorded():
    recorded = {"winners": [], "ranking": [0, 1, 2], "reason": "fell together", "places": {"0": 1, "1": 1, "2": 3}}
    assert outcome_places(recorded) is recorded
    once = outcome_places({"winners": [1], "ranking": [1, 0], "reason": "r"})
    assert outcome_places(once) == once


def test_the_stored_event_keeps_its_bytes_and_the_state_reads_the_newest_shape():
    rs, gs, _ = new_game("grove", 2, seed=SEED, version=1)
    d = G.resign(rs, gs, 0, SEED)
    assert d.drafts[-1].type == "GameFinished" and "places" not in d.drafts[-1].data["outcome"]
    assert d.state["result"]["places"] == {"0": 2, "1": 1}
    assert G.outcome(rs, d.state)["places"] == {"0": 2, "1": 1}
