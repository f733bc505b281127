"""Names out of the hashed record (issue 36 part 5; docs/accounts.md, "Names out of the hashed
record"): from battalla@5, grove@3, channeling@3, battlegates@3 and dale@3 on, GameCreated commits to
each seat's name by a salted digest; every older version keeps its GameCreated byte for byte; the
offline auditor checks the names an export gives beside the record."""
from __future__ import annotations

import copy
import hashlib

import pytest

from domain import engine, game_audit
from domain.engine import GENESIS, canonical
from domain.engine import game as G

NEW = {"battalla": 5, "grove": 3, "channeling": 3, "battlegates": 3, "dale": 3}
SEED = bytes(range(32))
SALTS = ["ab" * 16, "cd" * 16]


def _created(rs, names=("Ana", "Bo"), salts=SALTS):
    seats = [{"name": n, "name_salt": s} for n, s in zip(names, salts)]
    return G.create(rs, seats=seats, options={}, clock=None, seed=SEED).drafts[0].data


@pytest.mark.parametrize("ruleset_id", sorted(NEW))
def test_the_newest_version_records_digests_and_every_older_one_the_names(ruleset_id):
    newest = engine.find_ruleset(ruleset_id)
    assert newest.version == NEW[ruleset_id] and not newest.names_in_record
    data = _created(newest)
    assert data["ruleset_version"] == NEW[ruleset_id]
    for seat, name, salt in zip(data["seats"], ("Ana", "Bo"), SALTS):
        assert set(seat) == {"seat", "name_digest", "ai"}
        assert seat["name_digest"] == hashlib.sha256((salt + canonical(name)).encode()).hexdigest()
    assert "Ana" not in canonical(data)
    for old in newest.versions()[:-1]:
        assert old.names_in_record
        assert [s["name"] for s in _created(old)["seats"]] == ["Ana", "Bo"]


def test_a_seat_without_a_salt_is_committed_to_no_name():
    data = G.create(engine.find_ruleset("grove"), seats=[{"name": "Ana"}, {"name": "Bo"}], options={}, clock=None,
                    seed=SEED).drafts[0].data
    assert [s["name_digest"] for s in data["seats"]] == [None, None]


def _finished_export(names=("Ana", "Bo")):
    rs = engine.find_ruleset("grove")
    d = G.create(rs, seats=[{"name": n, "name_salt": s} for n, s in zip(names, SALTS)], options={}, clock=None,
                 seed=SEED)
    envs = d.seal(prev_hash=GENESIS, at="2026-11-28T00:00:00.000Z", seed=SEED)
    r = G.resign(rs, d.state, 1, SEED)
    envs += r.seal(prev_hash=envs[-1]["hash"], at="2026-11-28T00:00:01.000Z", seed=SEED)
    return {"events": envs, "audit": {"head_hash": envs[-1]["hash"], "seed": SEED.hex()},
            "names": [{"seat": i, "name": n, "salt": s, "erased": False} for i, (n, s) in enumerate(zip(names, SALTS))]}


def test_the_auditor_checks_the_names_beside_the_record_and_tells_an_erased_one():
    export = _finished_export()
    report = game_audit.verify_report(export)
    assert report["problems"] == [] and game_audit.seat_names(export) == ["Ana", "Bo"]

    renamed = copy.deepcopy(export)
    renamed["names"][1]["name"] = "Eve"
    assert report_problems(renamed) == ["seat 2: the name 'Eve' is not the one the record commits to"]
    assert game_audit.seat_names(renamed)[1] == game_audit.NOT_COMMITTED

    erased = copy.deepcopy(export)
    erased["names"][0] = {"seat": 0, "name": "a deleted player", "salt": None, "erased": True}
    report = game_audit.verify_report(erased)
    assert report["problems"] == [] and any("seat 1: its player deleted their account" in f for f in report["findings"])
    assert game_audit.seat_names(erased) == [None, "Bo"]

    missing = copy.deepcopy(export)
    missing["names"] = [n for n in missing["names"] if n["seat"] != 1]  # one name dropped: a problem
    assert report_problems(missing) == ["seat 2: the export does not give the name the record commits to"]
    feed = copy.deepcopy(export)
    del feed["names"]  # the events alone (GET /events), no names beside them: verified, and said
    report = game_audit.verify_report(feed)
    assert report["problems"] == [] and any("the names are not given" in f for f in report["findings"])


def report_problems(export) -> list[str]:
    return game_audit.verify_report(export)["problems"]
