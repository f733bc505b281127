"""The golden check (issue 33, item 3): every recorded game, replayed and audited today, is byte for
byte what it was: the version of the rules it was played under, every event re-derived from its seed
(hash for hash), the head, the outcome and every view along the game (tests/golden/replay.py). A
change to the rules, the set-up, a deck, a shuffle, an event's shape or a view that alters a
recorded game fails here: it must come as a new ruleset version, and its games join the corpus
(scripts/golden.py --add records their expectations; an existing one is never rewritten).
"""
from __future__ import annotations

import copy
import json

import pytest

from domain.engine import find_ruleset
from domain.engine import ruleset as R
from domain.game_audit import verify_report
from tests.golden.records import EXPECTED, export, names
from tests.golden.replay import fingerprint

with open(EXPECTED) as f:
    EXPECTATIONS = json.load(f)


def test_every_recorded_game_has_its_expectation():
    assert sorted(EXPECTATIONS) == names(), "run scripts/golden.py --add for the new recorded games"
    # the corpus spans every version that produced stored games (docs/decisions.md, "Rules versions")
    assert {e["rules"] for e in EXPECTATIONS.values()} >= {
        "grove@1", "channeling@1", "dale@1", "battlegates@1", "battalla@1", "battalla@2", "battalla@3",
        "grove@2", "channeling@2", "dale@2", "battlegates@2", "battalla@4",
        "grove@3", "channeling@3", "dale@3", "battlegates@3", "battalla@5"}


@pytest.mark.parametrize("name", names())
def test_a_recorded_game_replays_exactly_as_it_was_recorded(name):
    assert fingerprint(export(name)) == EXPECTATIONS[name]


@pytest.fixture
def a_further_version(monkeypatch):
    """The registry with a simulated battalla@6 (another deck list) and dale@4 (a rule switch), as the
    next rules change would add them: the recorded games must not notice."""
    battalla, dale = find_ruleset("battalla"), find_ruleset("dale")  # (loads them into the registry)
    registry = copy.copy(R._REGISTRY)
    decks = copy.deepcopy(battalla.starter_decks)
    decks["olympus"]["main"]["hoplite"] -= 1
    decks["olympus"]["main"]["harpy"] += 1
    registry["battalla"] = {**registry["battalla"], 6: battalla.at_version(6, since="2099-01-01", changes="test",
                                                                           starter_decks=decks,
                                                                           names_in_record=False)}
    registry["dale"] = {**registry["dale"], 4: dale.at_version(4, since="2099-01-01", changes="test",
                                                               joint_defeat="shared_win", names_in_record=False)}
    monkeypatch.setattr(R, "_REGISTRY", registry)
    return registry


@pytest.mark.parametrize("name", [n for n in names() if "battalla" in n or "/dale" in n][::3])
def test_recorded_games_still_verify_after_a_further_rules_change(name, a_further_version):
    assert find_ruleset("battalla").version == 6 and find_ruleset("dale").version == 4
    assert fingerprint(export(name)) == EXPECTATIONS[name]


def test_a_game_of_a_version_the_auditor_does_not_know_is_not_called_unverified(a_further_version, monkeypatch,
                                                                             tmp_path, capsys):
    """'for a version it does not know it says so ("played under battalla@6; this auditor knows up to
    @5: update it") and never says NOT VERIFIED for an honest game'."""
    from domain import audit
    from domain.engine import GENESIS, redact_envelope
    from domain.engine import game as G

    seed = b"\x05" * 32
    rs = find_ruleset("battalla")
    made = G.create(rs, seats=[{"name": "Ana"}, {"name": "Bo"}], options={}, clock=None, seed=seed)
    envs = made.seal(prev_hash=GENESIS, at="2099-01-02T00:00:00.000Z", seed=seed)
    envs += G.resign(rs, made.state, 1, seed).seal(prev_hash=envs[-1]["hash"], at="2099-01-02T00:01:00.000Z",
                                                   seed=seed)
    record = {"audit": {"seed": seed.hex(), "head_hash": envs[-1]["hash"]},
              "events": [redact_envelope(e, None, reveal_all=True) for e in envs]}
    assert envs[0]["data"]["ruleset_version"] == 6 and verify_report(record)["rules"] == "battalla@6"

    older = {**a_further_version, "battalla": {v: r for v, r in a_further_version["battalla"].items() if v < 6}}
    monkeypatch.setattr(R, "_REGISTRY", older)  # the auditor of today's release
    report = verify_report(record)
    assert report["problems"] == [] and report["rules"] is None
    assert report["unknown"] == "played under battalla@6; this code knows battalla up to battalla@5: update it"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert audit.main([str(path)]) == 4
    out = capsys.readouterr().out
    assert out.startswith("CANNOT VERIFY WITH THIS AUDITOR") and "NOT VERIFIED" not in out
