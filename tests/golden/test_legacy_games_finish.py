"""Games that outlive the code (issue 33's own story, in `make test`): games that old commits of this
repository created and left running in Redis (tests/golden/legacy, made by those commits' own
services) are finished by today's service on the same store, under the rules they were created with:
f54757d (before the public log and both Battalla deck changes: battalla@1), c791081 (just before the
first deck change: battalla@1) and 4585bb9 (just before the second: battalla@2); the other rulesets
@1. Each then verifies through GET /audit and through today's offline auditor, and nothing about it
is ever answered 500. A game created before the public log verifies as what it is (no inclusion proof
for its creation, said as a finding)."""
from __future__ import annotations

import json
import random

import pytest

from domain.game_audit import verify_report
from domain.logcheck import verify_log
from tests.golden import legacy

BATTALLA = {"f54757d": 1, "c791081": 1, "4585bb9": 2}
UNFINISHED = {c: legacy.unfinished(c) for c in legacy.commits()}  # {commit: {name: fixture}}, read once
CASES = [(c, name) for c, games in UNFINISHED.items() for name in games]
MOVES = 120  # then the seats still in resign in turn: every old game ends, whatever its length


@pytest.fixture(scope="module")
def stores():
    """A private redis-server per commit (each old server's public log has the same key names), and
    today's service on it: {commit: (server, test client)}."""
    servers = {}
    yield servers
    for server, _ in servers.values():
        server.stop()


def _service(stores, commit):
    """Today's service on the commit's store, made on its first game (one app serves all of that
    commit's games, as one deployment would: each test plays its own game)."""
    import redis

    from api import create_app
    from service.ops.redis_server import PrivateRedis

    if commit not in stores:
        server = PrivateRedis()
        client = redis.Redis.from_url(server.url)
        log = legacy.public_log(commit)
        if log is not None:
            legacy.restore_public_log(client, log)
        for fixture in UNFINISHED[commit].values():
            legacy.restore(client, fixture)
        app = create_app({"TESTING": True, "REDIS_URL": server.url, "SCHEDULE_JOBS": False})
        stores[commit] = (server, app.test_client())
    return stores[commit][1]


@pytest.mark.parametrize("commit, name", CASES, ids=[f"{c}-{n}" for c, n in CASES])
def test_an_old_commits_game_is_finished_today_under_its_own_rules_and_verifies(stores, commit, name):
    fixture = UNFINISHED[commit][name]
    http = _service(stores, commit)
    gid, tokens = fixture["game_id"], legacy.tokens(fixture)
    expected = f"battalla@{BATTALLA[commit]}" if fixture["ruleset"] == "battalla" else f"{fixture['ruleset']}@1"
    if expected == "battalla@2" and isinstance(fixture["options"]["deck_0"], dict):
        # a custom deck against wildwood, which @3 did not change: @2 and @3 decide every event of it
        # alike, and the version in force when it was created (this fixture was made after @3 came) is named
        expected = "battalla@3"

    game = http.get(f"/v1/games/{gid}")
    assert game.status_code == 200, game.get_data(as_text=True)
    assert game.json["version"] == fixture["version"] and game.json["ruleset_version"] == int(expected[-1])
    before = http.get(f"/v1/games/{gid}/audit")
    assert before.status_code == 200 and before.json["verified"] and before.json["rules"] == expected
    assert before.json["rules_recorded"] is False

    pick = random.Random(f"{commit}-{name}")
    for _ in range(MOVES):
        g = http.get(f"/v1/games/{gid}").json
        if g["status"] == "finished":
            break
        seat = pick.choice(g["to_act"])
        hdr = {"Authorization": f"Bearer {tokens[seat]}"}
        legal = http.get(f"/v1/games/{gid}/legal-moves", headers=hdr).json
        r = http.post(f"/v1/games/{gid}/moves", json={"move": pick.choice(legal["moves"])},
                      headers={**hdr, "If-Match": f'"{legal["version"]}"'})
        assert r.status_code == 201, r.get_data(as_text=True)
    while (g := http.get(f"/v1/games/{gid}").json)["status"] != "finished":
        seat = next(s for s in range(len(g["seats"])) if s not in g["removed"])
        r = http.post(f"/v1/games/{gid}/resign", headers={"Authorization": f"Bearer {tokens[seat]}"})
        assert r.status_code in (200, 201), r.get_data(as_text=True)

    audit = http.get(f"/v1/games/{gid}/audit")
    assert audit.status_code == 200 and audit.json["verified"], audit.json
    assert audit.json["rules"] == expected
    export = http.get(f"/v1/games/{gid}/export")
    assert export.status_code == 200, export.get_data(as_text=True)
    record = json.loads(export.get_data())
    assert record["ruleset_version"] == int(expected[-1])
    report = verify_report(record)
    assert report["problems"] == [] and report["unknown"] is None and report["rules"] == expected, report
    problems, findings = verify_log(record, [])
    assert problems == [], problems
    if legacy.public_log(commit) is None:  # made before the log existed: it says so, and verifies
        assert any("before this deployment's public log began" in f for f in findings), findings
