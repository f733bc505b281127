"""The offline audit of a tournament: re-derives every pairing and the standings from the export
and the games' exports, and names the first round that differs when a game's result was changed."""
import copy
import json

import pytest

from domain import audit as cli
from domain.tournament.verify import verify

from .sim import sealed_tournament


@pytest.fixture(scope="module")
def swiss():
    return sealed_tournament(9, "swiss", 4, "grove", seed=11)


def test_a_true_export_verifies(swiss):
    report = verify(swiss)
    assert report["problems"] == [] and report["first_round"] is None
    assert report["rounds"] == 4
    assert report["state"]["standings"] == swiss["events"][-1]["data"]["standings"]


def _flip(game: dict) -> None:
    """Give a finished two-seat game the other result (its chain no longer verifies)."""
    outcome = game["events"][-1]["data"]["outcome"]
    if outcome["winners"]:
        w = outcome["winners"][0]
        outcome["winners"] = [1 - w]
        outcome["ranking"] = [1 - w, w]
    else:
        outcome["winners"] = [0]
        outcome["ranking"] = [0, 1]


@pytest.mark.parametrize("rnd", [1, 2, 3])
def test_changing_one_games_result_names_the_first_round_that_differs(swiss, rnd):
    forged = copy.deepcopy(swiss)
    games = [e["data"]["game"] for e in forged["events"] if e["type"] == "GameResulted" and e["data"]["round"] == rnd]
    victim = next(g for g in forged["games"] if g["id"] == games[0])
    _flip(victim)
    report = verify(forged)
    assert report["first_round"] == rnd
    assert report["problems"][0] == f"the first round that differs: round {rnd}"
    assert any(f"game {victim['id']}" in p and "is not the recorded" in p for p in report["problems"])


def test_a_changed_tournament_event_breaks_the_chain(swiss):
    forged = copy.deepcopy(swiss)
    paired = next(e for e in forged["events"] if e["type"] == "RoundPaired" and e["data"]["round"] == 2)
    paired["data"]["byes"] = []
    assert verify(forged)["problems"][0].startswith("hash chain broken")


def test_a_game_from_another_table_is_named(swiss):
    forged = copy.deepcopy(swiss)
    a, b = forged["games"][0], forged["games"][1]
    a["events"], b["events"] = b["events"], a["events"]
    a["audit"], b["audit"] = b["audit"], a["audit"]
    problems = verify(forged)["problems"]
    assert any(f"game {a['id']}: its seats" in p for p in problems)


def test_the_cli(swiss, tmp_path, capsys):
    path = tmp_path / "t.json"
    path.write_text(json.dumps(swiss))
    assert cli.main(["tournament", str(path)]) == 0
    assert "VERIFIED" in capsys.readouterr().out
    bare = dict(swiss, games=[])
    path.write_text(json.dumps(bare))
    games = []
    for g in swiss["games"][:3]:
        p = tmp_path / f"{g['id']}.json"
        p.write_text(json.dumps(g))
        games.append(str(p))
    assert cli.main(["tournament", str(path), *games]) == 0
    out = capsys.readouterr().out
    assert "13 of 16 games were not supplied" in out
    forged = copy.deepcopy(swiss)
    _flip(forged["games"][5])
    path.write_text(json.dumps(forged))
    assert cli.main(["tournament", str(path)]) == 1
    assert "the first round that differs" in capsys.readouterr().out


def test_a_dale_free_for_all_of_seven_re_derives():
    export = sealed_tournament(7, "ffa", 3, "dale", seed=5, table_size=4)
    report = verify(export)
    assert report["problems"] == []
    for r in report["state"]["round_list"]:
        assert sorted(len(t["seats"]) for t in r["tables"]) == [3, 4]
    assert len(report["state"]["standings"]) == 7
