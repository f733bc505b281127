"""A game record to take away (issue 16, item 6): GET /v1/games/{id}/export is the portable record
that `python -m domain.audit FILE` verifies; /v1/exports and /v1/me/exports give finished games in
bulk, for a ruleset or for a player's tokens."""
from __future__ import annotations

import json
import subprocess
import sys

from tests.conftest import ROOT

from .test_api_contract import auth

G = "/v1/games/{game_id}"


def _finished_game(client, ruleset="grove"):
    created = client.post("/v1/games", json={"ruleset": ruleset, "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    assert client.post(f"/v1/games/{created['id']}/resign", headers=auth(tokens[0])).status_code == 201
    return created["id"], tokens


def test_export_is_a_download_that_the_offline_audit_verifies(client, contract, tmp_path):
    gid, tokens = _finished_game(client)
    resp = client.get(f"/v1/games/{gid}/export")
    record = contract.check(resp, "GET", G + "/export", 200)
    assert resp.headers["Content-Disposition"] == f'attachment; filename="arbiter-{gid}.json"'
    assert "immutable" in resp.headers["Cache-Control"]  # a finished game's record never changes
    assert record["format"] == "arbiter-game/1" and record["audit"]["seed"]
    assert [e["seq"] for e in record["events"]] == list(range(1, record["audit"]["version"] + 1))
    path = tmp_path / "game.json"
    path.write_text(resp.get_data(as_text=True))
    done = subprocess.run([sys.executable, "-m", "domain.audit", str(path)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    # tampering with one die is caught
    record["events"][1]["data"] = {"tampered": True}
    path.write_text(json.dumps(record))
    bad = subprocess.run([sys.executable, "-m", "domain.audit", str(path)], cwd=ROOT, capture_output=True, text=True)
    assert bad.returncode != 0


def test_a_running_games_export_shows_only_what_the_caller_may_see(client, contract):
    created = client.post("/v1/games", json={"ruleset": "battalla", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    gid = created["id"]
    token0 = created["seats"][0]["token"]
    spectator = contract.check(client.get(f"/v1/games/{gid}/export"), "GET", G + "/export", 200)
    seat0 = client.get(f"/v1/games/{gid}/export", headers=auth(token0)).get_json()
    assert spectator["audit"]["seed"] is None
    # the spectator's record carries no private part; seat 0's carries its own (its hand)
    assert all(not e.get("private") for e in spectator["events"])
    assert any((e.get("private") or {}).get("0") for e in seat0["events"])
    assert not any((e.get("private") or {}).get("1") for e in seat0["events"])
    assert "immutable" not in client.get(f"/v1/games/{gid}/export").headers.get("Cache-Control", "")


def test_bulk_exports_for_a_ruleset_and_for_a_players_tokens(client, contract):
    mine = [_finished_game(client, "channeling") for _ in range(3)]
    page = contract.check(client.get("/v1/exports", query_string={"ruleset": "channeling", "limit": 2}),
                          "GET", "/v1/exports", 200)
    assert len(page["games"]) == 2 and page["next"]
    assert all(g["ruleset"] == "channeling" and g["audit"]["seed"] for g in page["games"])
    rest = client.get("/v1/exports", query_string={"ruleset": "channeling", "limit": 20, "cursor": page["next"]}).get_json()
    assert not {g["id"] for g in page["games"]} & {g["id"] for g in rest["games"]}
    tokens = ",".join(t[0] for _, t in mine)
    own = contract.check(client.get("/v1/me/exports", headers=auth(tokens)), "GET", "/v1/me/exports", 200)
    assert {g["id"] for g in own["games"]} == {gid for gid, _ in mine}
    assert client.get("/v1/me/exports", headers=auth("bogus")).status_code == 401
