"""Leaving for good (docs/accounts.md, "Leaving for good"): everything an account holds, exported;
the account deleted with a confirmation; every game it played still verifies offline, with its name
gone from every answer and export; running games end for its seats (a resignation, or the AI where
the clock says on_timeout ai); an old game's record keeps the name its hash chain needs."""
from __future__ import annotations

import json

import pytest

from domain import engine, game_audit

from .people import api_token, csrf, people_app, sign_in, sign_up

NAME = "Ana Leaving"


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def _new(client, ruleset, seats, **extra):
    resp = client.post("/v1/games", json={"ruleset": ruleset, "seats": seats, **extra}, headers=csrf(client))
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _bearer(game, seat):
    return {"Authorization": f"Bearer {game['seats'][seat]['token']}"}


def _everything(client, gid, bo) -> str:
    """Every answer about a game, as one text: the game, its events, replay, audit, export (spectator and seat),
    the listing, the picture's page."""
    out = []
    for path in (f"/v1/games/{gid}", f"/v1/games/{gid}/events", f"/v1/games/{gid}/replay?at=1",
                 f"/v1/games/{gid}/audit", f"/v1/games/{gid}/export", "/v1/games?limit=100"):
        for headers in ({}, bo):
            resp = client.get(path, headers=headers)
            assert resp.status_code == 200, (path, resp.get_json())
            out.append(resp.get_data(as_text=True))
    return "\n".join(out)


def test_a_deleted_account_leaves_verifiable_games_that_no_longer_name_it(app, monkeypatch):
    ana = app.test_client()
    sign_up(ana, NAME)
    watcher = app.test_client()
    # a finished game of the newest rules (the record names nobody: grove@3)
    done = _new(ana, "grove", [{"mine": True}, {"name": "Bo"}])
    assert done["ruleset_version"] == engine.find_ruleset("grove").version >= 3
    assert ana.post(f"/v1/games/{done['id']}/resign", headers=_bearer(done, 1)).status_code == 201
    # a running game without a clock: it ends as Ana's resignation
    running = _new(ana, "grove", [{"mine": True}, {"name": "Bo"}])
    said = ana.post(f"/v1/games/{running['id']}/chat", json={"text": "good luck"}, headers=csrf(ana))
    assert said.status_code == 201, said.get_json()
    assert ana.post(f"/v1/games/{running['id']}/chat", json={"text": "thanks"}, headers=_bearer(running, 1)).status_code == 201
    # a running game whose clock lets an AI play an absent seat: nobody resigns
    by_ai = _new(ana, "dale", [{"mine": True}, {"name": "Bo"}, {"name": "Cy"}],
                 clock={"move_seconds": 3600, "on_timeout": "ai"})
    # an old game whose record holds the names (grove@2, made as a release before grove@3 made it)
    real = engine.find_ruleset
    monkeypatch.setattr(engine, "find_ruleset", lambda rid, v=None: real(rid, 2 if rid == "grove" and v is None else v))
    old = _new(ana, "grove", [{"mine": True}, {"name": "Bo"}])
    monkeypatch.undo()
    assert old["ruleset_version"] == 2
    assert ana.post(f"/v1/games/{old['id']}/resign", headers=_bearer(old, 1)).status_code == 201

    # the record of a new game holds no name, not even in the public log; its export gives it beside
    created = watcher.get(f"/v1/games/{done['id']}/events").get_json()["events"][0]
    assert all("name" not in s and len(s["name_digest"]) == 64 for s in created["data"]["seats"])
    assert NAME not in json.dumps(created["data"])
    exported = watcher.get(f"/v1/games/{done['id']}/export").get_json()
    assert exported["names"][0] == {"seat": 0, "name": NAME, "salt": exported["names"][0]["salt"], "erased": False}
    assert NAME not in json.dumps(exported.get("log"))
    report = game_audit.verify_report(exported)
    assert report["problems"] == [] and report["unknown"] is None
    # a name that is not the one committed to is caught
    forged = json.loads(json.dumps(exported))
    forged["names"][0]["name"] = "Someone Else"
    assert any("not the one the record commits to" in p for p in game_audit.verify_report(forged)["problems"])

    # everything the account holds
    everything = ana.get("/v1/me/export")
    assert everything.status_code == 200
    body = everything.get_json()
    assert body["account"]["display_name"] == NAME and len(body["passkeys"]) == 1 and body["sessions"]
    assert {g["id"] for g in body["games"]} == {done["id"], running["id"], by_ai["id"], old["id"]}
    assert {e["id"] for e in body["exports"]} == {done["id"], old["id"]}

    # an API token neither exports nor deletes; a wrong confirmation deletes nothing
    token = api_token(ana, ["play", "read"])
    assert ana.get("/v1/me/export", headers={"Authorization": f"Bearer {token}"}).get_json()["type"].endswith("session-required")
    wrong = ana.delete("/v1/me", json={"confirm": "Ana"}, headers=csrf(ana))
    assert wrong.status_code == 400 and "confirm" in wrong.get_json()["errors"]
    assert wrong.headers["Content-Type"].startswith("application/problem+json")
    assert ana.get("/v1/account").status_code == 200

    gone = ana.delete("/v1/me", json={"confirm": NAME}, headers=csrf(ana))
    assert gone.status_code == 200, gone.get_json()
    assert gone.get_json() == {"deleted": True, "games": 4, "resigned": 1, "left_to_ai": 1, "waiting": 0}

    # signed out everywhere: the session, the API token and the seat tokens act for nobody
    assert ana.get("/v1/account").status_code == 401
    assert watcher.get("/v1/account", headers={"Authorization": f"Bearer {token}"}).status_code == 401
    assert watcher.get(f"/v1/games/{by_ai['id']}", headers=_bearer(by_ai, 0)).status_code == 401

    # running games: the plain one ended as a resignation, the AI's goes on with the seat in it
    ended = watcher.get(f"/v1/games/{running['id']}").get_json()
    assert ended["status"] == "finished" and ended["outcome"]["winners"] == [1]
    texts = [e["text"] for e in watcher.get(f"/v1/games/{running['id']}/events").get_json()["events"]]
    assert "A deleted player resigns." in texts, texts
    # what Ana wrote at the table went with her; Bo's answer stays
    talk = watcher.get(f"/v1/games/{running['id']}/chat", headers=_bearer(running, 1)).get_json()["messages"]
    assert [(m["seat"], m["text"]) for m in talk] == [(1, "thanks")]
    goes_on = watcher.get(f"/v1/games/{by_ai['id']}").get_json()
    assert goes_on["status"] == "active" and 0 not in goes_on["removed"]

    # the name is gone from every answer and export, and every game still verifies offline
    for game in (done, running, by_ai, old):
        text = _everything(watcher, game["id"], _bearer(game, 1))
        seats = watcher.get(f"/v1/games/{game['id']}").get_json()["seats"]
        assert seats[0]["name"] == "a deleted player"
        if game is old:  # the record holds the name: its export keeps it, verbatim (the chain needs it)
            where = [text[max(0, i - 300):i + 40] for i in range(len(text)) if text.startswith(NAME, i)]
            assert len(where) == 2, where  # the old record's GameCreated, in its two exports
        else:
            assert NAME not in text
        exported = watcher.get(f"/v1/games/{game['id']}/export").get_json()
        assert exported["audit"]["verified"] is True  # the service's own check: chain, refold (and seed)
        if game is by_ai:
            continue  # running: only the chain can be checked before the seed is revealed
        report = game_audit.verify_report(exported)
        assert report["problems"] == [] and report["unknown"] is None, report
        if game is not old:
            assert exported["names"][0] == {"seat": 0, "name": "a deleted player", "salt": None, "erased": True}
            assert any("deleted their account" in f for f in report["findings"])
    listing = watcher.get("/v1/games?limit=100").get_data(as_text=True)
    assert NAME not in listing

    # the passkey signs in nobody, and the display name is free for somebody else
    newcomer = app.test_client()
    sign_up(newcomer, NAME)
    assert newcomer.get("/v1/account").get_json()["display_name"] == NAME


def test_deleting_needs_a_session_and_its_csrf_token(app):
    ana = app.test_client()
    _, auth = sign_up(ana)
    name = ana.get("/v1/account").get_json()["display_name"]
    assert ana.delete("/v1/me", json={"confirm": name}).status_code == 403  # no CSRF token
    token = api_token(ana)
    bot = app.test_client()
    assert bot.delete("/v1/me", json={"confirm": name}, headers={"Authorization": f"Bearer {token}"}).get_json()[
        "type"].endswith("session-required")
    assert app.test_client().delete("/v1/me", json={"confirm": name}).status_code == 401
    assert ana.delete("/v1/me", json={"confirm": name}, headers=csrf(ana)).status_code == 200
    again = app.test_client()
    assert sign_in(again, auth).status_code == 401


def test_the_ratings_keep_a_deleted_players_numbers_under_a_name_that_is_gone(app):
    ana, bo = app.test_client(), app.test_client()
    ana_name = "Ana Rated Leaver"
    sign_up(ana, ana_name)
    sign_up(bo, "Bo Rated Stays")
    game = _new(ana, "channeling", [{"mine": True}, {}])
    claim = bo.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                    headers=csrf(bo))
    assert claim.status_code == 200, claim.get_json()
    assert bo.post(f"/v1/games/{game['id']}/resign", headers=csrf(bo)).status_code == 201
    board = app.test_client().get("/v1/ratings/channeling").get_json()
    player = next(p for p in board["players"] if p["name"] == ana_name)
    assert ana.delete("/v1/me", json={"confirm": ana_name}, headers=csrf(ana)).status_code == 200
    board = app.test_client().get("/v1/ratings/channeling").get_json()
    after = next(p for p in board["players"] if p["player"] == player["player"])
    assert after["name"] == "a deleted player" and after["mu"] == player["mu"]
    assert ana_name not in json.dumps(board)
    one = app.test_client().get(f"/v1/ratings/channeling/players/{player['player']}").get_json()
    assert one["name"] == "a deleted player"


def test_nobody_may_take_the_name_the_tables_give_a_deleted_player(app):
    client = app.test_client()
    opts = client.post("/v1/auth/signup/options", json={"display_name": "A Deleted Player"})
    assert opts.status_code == 400 and "a deleted player" in opts.get_json()["errors"]["display_name"]
    game = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a deleted  player"}, {"name": "Bo"}]})
    assert game.status_code == 400 and "deleted their account" in json.dumps(game.get_json()["errors"])


def test_a_deleted_account_leaves_no_key_of_its_own_behind_and_its_export_held_its_blocks_and_leave(app, redis_client):
    import datetime as dt

    ana, bo = app.test_client(), app.test_client()
    sign_up(ana, "Ana Leaving Soon")
    sign_up(bo, "Bo Blocked Before")
    aid = ana.get("/v1/account").get_json()["id"]
    assert ana.post("/v1/account/blocks", json={"account": "Bo Blocked Before"}, headers=csrf(ana)).status_code == 201
    start = (dt.datetime.now(dt.timezone.utc).date() + dt.timedelta(days=3)).isoformat()
    assert ana.post("/v1/account/leave", json={"start": start, "days": 2}, headers=csrf(ana)).status_code in (200, 201)
    body = ana.get("/v1/me/export").get_json()
    assert [b["display_name"] for b in body["blocks"]] == ["Bo Blocked Before"], body["blocks"]
    assert body["leave"] and body["leave"][0]["days"] == 2 and body["reports_made"] == []
    assert ana.delete("/v1/me", json={"confirm": "Ana Leaving Soon"}, headers=csrf(ana)).status_code == 200
    left = sorted(k.decode() for k in redis_client.scan_iter(match=f"*{aid}*"))
    assert left == [], left  # accounts:deleted holds the id as a member, not as a key
