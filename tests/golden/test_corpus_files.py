"""The golden corpus (tests/golden/current) holds what its index says: every ruleset, option and
set-up, every seat count, the endings, resigns, removed seats and each timeout policy; each file is
a finished game's export whose hash chain holds and ends at the head its audit recorded.

Replaying and auditing every game under the rules of its version is the corpus check of issue 33;
this test keeps the data itself honest (a lost file, a truncated export, a missing case fail here).
"""
from __future__ import annotations

import os

import pytest

from domain.engine.events import verify_chain
from tests.golden import corpus

INDEX = corpus.index()
GAMES = INDEX["games"]


def test_the_recorder_was_refused_nothing():
    assert INDEX["refused"] == {}
    assert 30 <= len(GAMES) <= 60


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_file_is_a_finished_game_whose_chain_holds(name):
    row = GAMES[name]
    path = os.path.join(corpus.CURRENT, row["file"])
    assert os.path.getsize(path) == row["bytes"]
    record = corpus.export(name)
    assert record["id"] == row["id"] and record["ruleset"] == row["ruleset"]
    events = record["events"]
    assert len(events) == row["events"]
    assert events[0]["type"] == "GameCreated" and events[-1]["type"] == "GameFinished"
    ok, head = verify_chain(events)
    assert ok, head
    assert head == record["audit"]["head_hash"]
    assert record["audit"]["verified"] is True  # the service verified it when it was recorded
    assert events[-1]["data"]["outcome"] == row["outcome"]


def test_every_ruleset_option_and_setup_is_covered():
    specs = [r["spec"] for r in GAMES.values()]
    assert {s["ruleset"] for s in specs} == {"battalla", "dale", "battlegates", "grove", "channeling"}
    battalla = [s["options"] for s in specs if s["ruleset"] == "battalla"]
    assert {o.get("deck_0") for o in battalla if isinstance(o.get("deck_0"), str)} >= {"olympus", "wildwood"}
    assert any(isinstance(o.get("deck_0"), dict) for o in battalla)  # a custom deck
    assert any(o.get("speed") for o in battalla) and any(o.get("turn_limit") for o in battalla)
    dale = [s for s in specs if s["ruleset"] == "dale"]
    assert {len(s["seats"]) for s in dale} == {2, 3, 4, 5}
    for rule in ("prisoner_exchange", "max_5_units", "arms_race", "hero_or_mounted"):
        assert any(s["options"].get(rule) for s in dale), rule
    assert any("falcon" in (s["options"].get("armies") or []) for s in dale)
    setups = {(s["options"].get("setup", "single"), len(s["seats"])) for s in specs if s["ruleset"] == "battlegates"}
    assert setups >= {("single", 2), ("misery_run", 2), ("four_castles", 2), ("allies", 4), ("individual", 4)}


def test_resigns_removed_seats_timeouts_and_ai_seats_are_covered():
    rows = list(GAMES.values())
    assert any(r["outcome"]["reason"] == "resignation" for r in rows)
    assert any(r["seats_removed"] and len(r["spec"]["seats"]) >= 3 and r["outcome"]["reason"] != "resignation"
               for r in rows)  # a seat removed while the game went on
    policies = {r["spec"]["clock"]["on_timeout"] for r in rows if r["timed_out"]}
    assert policies == {"forfeit", "ai", "pass"}
    assert any(r["outcome"]["reason"] == "forfeit" for r in rows)
    assert any(any(k != "p" for k in r["spec"]["seats"]) for r in rows)


@pytest.mark.parametrize("ruleset,reasons", [
    ("battalla", {"drew the last penalty card", "turn limit"}),
    ("grove", {"controls 2 of 3 Magic Circles at the start of the turn",
               "draw: the turn limit was reached without a winner",
               "draw: both cube supplies are empty and nobody controls 2 Magic Circles"}),
    ("channeling", {"most Splendor after Overchanneling", "tie on Splendor: fewer Magic Circle Cards acquired wins",
                    "tie on Splendor and cards: the player who went second (Dark) wins"}),
    ("dale", {"last player in the game", "holds three of the four named spaces",
              "the last players were defeated together"}),
    ("battlegates", {"all opposing characters killed", "turn limit: most characters left", "turn limit: shared lead"}),
])
def test_the_endings_each_ruleset_reached(ruleset, reasons):
    got = {r["outcome"]["reason"] for r in GAMES.values() if r["ruleset"] == ruleset}
    assert reasons <= got
