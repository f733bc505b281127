"""A safe room (docs/moderation.md): blocking stops challenges and pairing and hides the blocked
account's table talk; a report keeps its evidence as it was; only moderators (a role the operator
gives) read the queue and act, each action logged with who and why; a suspended account cannot
move or talk and its seats are played by the deadline policy; limits answer 429; bad input is a
problem naming the field and changes nothing."""
from __future__ import annotations

import pytest

from service.conduct.moderators import main as moderators_command

from .people import api_token, csrf, people_app, sign_up


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def _person(app, name):
    """(a signed-in test client, its account id)."""
    c = app.test_client()
    signed, _ = sign_up(c, name)
    return c, signed["account"]["id"]


def _moderator(app, name, redis_url, monkeypatch):
    c, aid = _person(app, name)
    monkeypatch.setenv("REDIS_URL", redis_url)
    assert moderators_command(["grant", name]) == 0  # the operator's command, the only way to the role
    return c, aid


def _game(host, guest, clock=None):
    """A grove game: the host's account in seat 0, the guest's in seat 1 (claimed)."""
    body = {"ruleset": "grove", "seats": [{"mine": True}, {"open": True}]}
    if clock:
        body["clock"] = clock
    game = host.post("/v1/games", json=body, headers=csrf(host)).get_json()
    claimed = guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                         headers=csrf(guest))
    assert claimed.status_code == 200, claimed.get_json()
    return game["id"]


def _say(client, gid, text):
    resp = client.post(f"/v1/games/{gid}/chat", json={"text": text}, headers=csrf(client))
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _texts(client, gid):
    return [m["text"] for m in client.get(f"/v1/games/{gid}/chat").get_json()["messages"]]


def _count(redis_client):
    return redis_client.zcard("reports:all"), redis_client.xlen("moderation:log")


def test_a_block_stops_challenges_both_ways_and_pairing_in_open_seeks(app):
    ana, _ = _person(app, "Ana Blocker")
    bo, bo_id = _person(app, "Bo Blocked")
    cy, _ = _person(app, "Cy Bystander")
    made = ana.post("/v1/account/blocks", json={"account": "bo blocked"}, headers=csrf(ana))
    assert made.status_code == 201 and made.get_json() == {"blocks": [{"id": bo_id, "display_name": "Bo Blocked"}]}
    refused = bo.post("/v1/challenges", json={"ruleset": "grove", "to": "Ana Blocker"}, headers=csrf(bo))
    assert refused.status_code == 403 and refused.get_json()["type"] == "urn:arbiter:problem:blocked"
    assert refused.get_json()["detail"] == "this account does not take challenges from you"
    mine = ana.post("/v1/challenges", json={"ruleset": "grove", "to": "Bo Blocked"}, headers=csrf(ana))
    assert mine.status_code == 403 and mine.get_json()["errors"] == {"to": "blocked"}
    seek = bo.post("/v1/challenges", json={"ruleset": "grove"}, headers=csrf(bo)).get_json()
    assert seek["id"] not in [s["id"] for s in ana.get("/v1/challenges?ruleset=grove").get_json()["seeks"]]
    taken = ana.post(f"/v1/challenges/{seek['id']}/accept", headers=csrf(ana))
    assert taken.status_code == 403 and taken.get_json()["errors"] == {"challenge": "blocked"}
    assert bo.get(f"/v1/challenges/{seek['id']}").get_json()["status"] == "pending"  # nothing changed
    # Ana's own seek is not offered to the account she blocked either
    own = ana.post("/v1/challenges", json={"ruleset": "grove"}, headers=csrf(ana)).get_json()
    assert own["id"] not in [s["id"] for s in bo.get("/v1/challenges?ruleset=grove").get_json()["seeks"]]
    assert {seek["id"], own["id"]} <= {s["id"] for s in cy.get("/v1/challenges?ruleset=grove").get_json()["seeks"]}
    assert cy.post(f"/v1/challenges/{seek['id']}/accept", headers=csrf(cy)).status_code == 201
    # lifted: they may challenge each other again
    assert ana.delete(f"/v1/account/blocks/{bo_id}", headers=csrf(ana)).status_code == 204
    assert ana.get("/v1/account/blocks").get_json() == {"blocks": []}
    assert bo.post("/v1/challenges", json={"ruleset": "grove", "to": "Ana Blocker"}, headers=csrf(bo)).status_code == 201


def test_bad_blocks_name_the_field(app):
    ana, ana_id = _person(app, "Ana Careful")
    myself = ana.post("/v1/account/blocks", json={"account": ana_id}, headers=csrf(ana))
    assert myself.status_code == 400 and myself.get_json()["errors"] == {"account": "yourself"}
    nobody = ana.post("/v1/account/blocks", json={"account": "Nobody At All"}, headers=csrf(ana))
    assert nobody.status_code == 400 and nobody.get_json()["errors"] == {"account": "unknown account"}
    empty = ana.post("/v1/account/blocks", json={}, headers=csrf(ana))
    assert empty.status_code == 400 and "account" in empty.get_json()["errors"]
    half = ana.post("/v1/account/blocks", json={"game_id": "abc"}, headers=csrf(ana))
    assert half.status_code == 400 and half.get_json()["errors"] == {"seat": "required with the other"}
    guest_game = ana.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Guest"}]},
                          headers=csrf(ana)).get_json()
    guest = ana.post("/v1/account/blocks", json={"game_id": guest_game["id"], "seat": 1}, headers=csrf(ana))
    assert guest.status_code == 400 and guest.get_json()["errors"] == {"seat": "not an account"}
    no_game = ana.post("/v1/account/blocks", json={"game_id": "nosuchgame", "seat": 1}, headers=csrf(ana))
    assert no_game.status_code == 404
    assert ana.get("/v1/account/blocks").get_json() == {"blocks": []}
    gone = ana.delete("/v1/account/blocks/0123456789abcdef", headers=csrf(ana))
    assert gone.status_code == 404 and gone.get_json()["errors"] == {"account": "not blocked"}
    assert app.test_client().get("/v1/account/blocks").status_code == 401


def test_a_blocked_accounts_table_talk_is_hidden_from_the_blocker_only(app):
    ana, _ = _person(app, "Ana Listener")
    bo, bo_id = _person(app, "Bo Talker")
    gid = _game(ana, bo)
    _say(bo, gid, "before the block")
    by_seat = ana.post("/v1/account/blocks", json={"game_id": gid, "seat": 1}, headers=csrf(ana))  # as the table does
    assert by_seat.status_code == 201 and by_seat.get_json()["blocks"] == [{"id": bo_id, "display_name": "Bo Talker"}]
    _say(bo, gid, "after the block")
    _say(ana, gid, "anyone there?")
    assert _texts(ana, gid) == ["anyone there?"]  # every message of the account she blocked is hidden
    assert _texts(bo, gid) == ["before the block", "after the block", "anyone there?"]
    exported = ana.get(f"/v1/games/{gid}/export?chat=1").get_json()["chat"]
    assert [m["text"] for m in exported] == ["anyone there?"]
    # a seat token of the blocker's seat reads the same (the seat belongs to her account)
    token = api_token(ana, ["read"])
    by_token = app.test_client().get(f"/v1/games/{gid}/chat", headers={"Authorization": f"Bearer {token}"})
    assert [m["text"] for m in by_token.get_json()["messages"]] == ["anyone there?"]


def test_a_reported_message_keeps_its_evidence_and_a_moderator_suspends(app, redis_url, redis_client, monkeypatch):
    ana, ana_id = _person(app, "Ana Abuser")
    cy, cy_id = _person(app, "Cy Reporter")
    mo, _ = _moderator(app, "Mo Moderator", redis_url, monkeypatch)
    gid = _game(ana, cy)
    bad = _say(ana, gid, "you are a terrible player")
    assert cy.post("/v1/account/blocks", json={"account": "Ana Abuser"}, headers=csrf(cy)).status_code == 201
    report = cy.post("/v1/reports", json={"about": "message", "reason": "abuse", "game_id": gid,
                                          "message_id": bad["id"], "details": "insults at the table"},
                     headers=csrf(cy))
    assert report.status_code == 201, report.get_json()
    rep = report.get_json()
    assert rep["status"] == "open" and rep["account"] == {"id": ana_id, "display_name": "Ana Abuser"}
    assert rep["text"] == "Cy Reporter reported a message by Ana Abuser for abuse."
    assert "evidence" not in rep  # the reporter sees the report, not the kept evidence
    assert [r["id"] for r in cy.get("/v1/reports").get_json()["reports"]] == [rep["id"]]

    # only moderators see the queue
    for who in (cy, ana):
        denied = who.get("/v1/moderation/reports")
        assert denied.status_code == 403 and denied.get_json()["type"] == "urn:arbiter:problem:not-a-moderator"
    queue = mo.get("/v1/moderation/reports").get_json()["reports"]
    assert rep["id"] in [r["id"] for r in queue]
    detail = mo.get(f"/v1/moderation/reports/{rep['id']}").get_json()
    assert detail["evidence"]["message"]["text"] == "you are a terrible player"
    assert detail["evidence"]["message"]["name"] == "Ana Abuser"
    assert detail["evidence"]["game"]["id"] == gid and detail["evidence"]["game"]["events"]
    assert detail["standing"] == {"muted_until": None, "suspended_until": None, "restricted": False,
                                  "is_moderator": False}

    # a moderator suspends: the account cannot talk, challenge or move; its seat is played by the policy
    acted = mo.post("/v1/moderation/actions", json={"action": "suspend", "report": rep["id"],
                                                    "reason": "repeated insults"}, headers=csrf(mo))
    assert acted.status_code == 201, acted.get_json()
    entry = acted.get_json()
    assert entry["moderator"]["display_name"] == "Mo Moderator" and entry["account"]["id"] == ana_id
    assert entry["until"] == "forever" and entry["reason"] == "repeated insults"
    assert entry["text"] == "Mo Moderator suspended Ana Abuser until lifted: repeated insults."
    talk = ana.post(f"/v1/games/{gid}/chat", json={"text": "hello?"}, headers=csrf(ana))
    assert talk.status_code == 403 and talk.get_json()["type"] == "urn:arbiter:problem:account-restricted"
    assert "suspended until a moderator lifts it" in talk.get_json()["detail"]
    challenge = ana.post("/v1/challenges", json={"ruleset": "grove"}, headers=csrf(ana))
    assert challenge.status_code == 403 and challenge.get_json()["errors"] == {"account": "suspended"}
    own = ana.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Bot", "ai": {"level": "random"}}]},
                   headers=csrf(ana))
    assert own.status_code == 403 and own.get_json()["errors"] == {"account": "suspended"}  # no new seat either
    open_game = cy.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"open": True}]},
                        headers=csrf(cy)).get_json()
    claim = ana.post(f"/v1/games/{open_game['id']}/seats/1/claim", json={"invite": open_game["seats"][1]["invite"]},
                     headers=csrf(ana))
    assert claim.status_code == 403 and cy.get(f"/v1/games/{open_game['id']}").get_json()["status"] == "waiting"
    game = cy.get(f"/v1/games/{gid}").get_json()
    while game["status"] == "active" and game["to_act"] == [1]:  # Cy plays until it is Ana's turn
        legal = cy.get(f"/v1/games/{gid}/legal-moves").get_json()
        cy.post(f"/v1/games/{gid}/moves", json={"move": legal["moves"][0]}, headers=csrf(cy))
        game = cy.get(f"/v1/games/{gid}").get_json()
    # her turn came: with no clock, the default policy (forfeit) played her seat at once
    assert game["status"] == "finished" and game["outcome"]["winners"] == [1], game.get("outcome")
    moved = ana.post(f"/v1/games/{gid}/resign", headers=csrf(ana))
    assert moved.status_code == 403 and moved.get_json()["errors"] == {"seat": "suspended"}
    standing = ana.get("/v1/account/standing").get_json()
    assert standing["suspended_until"] == "forever" and standing["restricted"] is True

    # closing the report: out of the queue, the actions on it kept, every action in the log
    closed = mo.post("/v1/moderation/actions", json={"action": "close", "report": rep["id"],
                                                     "reason": "suspended the author"}, headers=csrf(mo))
    assert closed.status_code == 201
    assert rep["id"] not in [r["id"] for r in mo.get("/v1/moderation/reports").get_json()["reports"]]
    detail = mo.get(f"/v1/moderation/reports/{rep['id']}").get_json()
    assert detail["status"] == "closed" and [a["action"] for a in detail["actions"]] == ["suspend", "close"]
    log = mo.get("/v1/moderation/log").get_json()["actions"]
    assert [a["action"] for a in log[:2]] == ["close", "suspend"]
    assert any(a["action"] == "grant" and a["account"]["display_name"] == "Mo Moderator" for a in log)
    assert cy.get("/v1/reports").get_json()["reports"][0]["status"] == "closed"

    # lifted: the account talks again (in a new game)
    assert mo.post("/v1/moderation/actions", json={"action": "unsuspend", "account": "Ana Abuser",
                                                   "reason": "served"}, headers=csrf(mo)).status_code == 201
    again = _game(ana, mo)
    _say(ana, again, "sorry, everyone")
    assert cy_id  # (Cy's block stands: not the moderators' business)


def test_a_suspended_seat_with_an_ai_policy_is_played_by_the_ai(app, redis_url, monkeypatch):
    ana, _ = _person(app, "Ana Suspended")
    bo, _ = _person(app, "Bo Waiting")
    mo, _ = _moderator(app, "Mo Second", redis_url, monkeypatch)
    gid = _game(ana, bo, clock={"move_seconds": 86400, "on_timeout": "ai"})
    acted = mo.post("/v1/moderation/actions", json={"action": "suspend", "account": "Ana Suspended", "minutes": 60,
                                                    "reason": "cheating with an engine"}, headers=csrf(mo))
    assert acted.status_code == 201 and acted.get_json()["until"].endswith("Z")
    for _ in range(6):  # Bo plays; every turn of Ana's seat is played at once by the AI
        game = bo.get(f"/v1/games/{gid}").get_json()
        if game["status"] == "finished":
            break
        assert game["to_act"] == [1], game["to_act"]
        legal = bo.get(f"/v1/games/{gid}/legal-moves").get_json()
        assert bo.post(f"/v1/games/{gid}/moves", json={"move": legal["moves"][0]}, headers=csrf(bo)).status_code == 201
    events = bo.get(f"/v1/games/{gid}/events").get_json()["events"]
    assert any(e["type"] == "TurnTimedOut" for e in events)
    # the game's own record says why Ana's turns came due before her deadline: the auditor agrees
    notice = next(e for e in events if e["type"] == "SeatSuspended")
    assert notice["data"]["seat"] == 0 and notice["data"]["until"].endswith("Z")
    assert notice["seq"] < next(e["seq"] for e in events if e["type"] == "TurnTimedOut")
    assert notice["text"].startswith("A moderator suspended Ana Suspended until "), notice["text"]
    audit = bo.get(f"/v1/games/{gid}/audit").get_json()
    assert audit["verified"] is True, audit
    if bo.get(f"/v1/games/{gid}").get_json()["status"] != "finished":  # lifted: said in the game too
        assert mo.post("/v1/moderation/actions", json={"action": "unsuspend", "account": "Ana Suspended",
                                                       "reason": "appeal upheld"}, headers=csrf(mo)).status_code == 201
        last = bo.get(f"/v1/games/{gid}/events").get_json()["events"][-1]
        assert last["type"] == "SeatReinstated" and "lifted Ana Suspended's suspension" in last["text"], last
        assert bo.get(f"/v1/games/{gid}/audit").get_json()["verified"] is True


def test_a_mute_stops_table_talk_for_a_time_but_not_play(app, redis_url, monkeypatch):
    ana, _ = _person(app, "Ana Muted")
    bo, _ = _person(app, "Bo Other")
    mo, _ = _moderator(app, "Mo Third", redis_url, monkeypatch)
    gid = _game(ana, bo)
    warned = mo.post("/v1/moderation/actions", json={"action": "warn", "account": "Ana Muted", "reason": "be kind"},
                     headers=csrf(mo))
    assert warned.status_code == 201 and warned.get_json()["text"] == "Mo Third warned Ana Muted: be kind."
    muted = mo.post("/v1/moderation/actions", json={"action": "mute", "account": "Ana Muted", "minutes": 30,
                                                    "reason": "spam"}, headers=csrf(mo))
    assert muted.status_code == 201
    talk = ana.post(f"/v1/games/{gid}/chat", json={"text": "buy my stuff"}, headers=csrf(ana))
    assert talk.status_code == 403 and talk.get_json()["errors"] == {"text": "muted"}
    assert talk.get_json()["detail"].startswith("a moderator muted your table talk until 20")
    game = ana.get(f"/v1/games/{gid}").get_json()
    if 0 in game["to_act"]:
        legal = ana.get(f"/v1/games/{gid}/legal-moves").get_json()
        assert ana.post(f"/v1/games/{gid}/moves", json={"move": legal["moves"][0]}, headers=csrf(ana)).status_code == 201
    assert mo.post("/v1/moderation/actions", json={"action": "unmute", "account": "Ana Muted", "reason": "ok"},
                   headers=csrf(mo)).status_code == 201
    _say(ana, gid, "sorry")


def test_bad_reports_and_actions_are_problems_naming_the_field_and_change_nothing(app, redis_url, redis_client,
                                                                                  monkeypatch):
    ana, _ = _person(app, "Ana Plainly Reported")
    cy, _ = _person(app, "Cy Plain")
    mo, _ = _moderator(app, "Mo Fourth", redis_url, monkeypatch)
    gid = _game(ana, cy)
    msg = _say(ana, gid, "hi")
    before = _count(redis_client)
    cases = [
        ({"about": "message", "reason": "abuse", "game_id": gid, "message_id": "1-0"}, 404, {"message_id": "not found"}),
        ({"about": "message", "reason": "abuse", "game_id": gid, "message_id": "zzz"}, 400,
         {"message_id": "not a message id"}),
        ({"about": "message", "reason": "abuse", "game_id": gid}, 400, {"message_id": "required"}),
        ({"about": "message", "reason": "abuse", "game_id": "nosuchgame", "message_id": msg["id"]}, 404, None),
        ({"about": "account", "reason": "abuse", "account": "No Such Person"}, 400, {"account": "unknown account"}),
        ({"about": "account", "reason": "abuse", "account": "Cy Plain"}, 400, {"account": "yourself"}),
        ({"about": "weather", "reason": "abuse"}, 400, None),
        ({"about": "account", "account": "Ana Plainly Reported"}, 400, None),
    ]
    for body, status, errors in cases:
        resp = cy.post("/v1/reports", json=body, headers=csrf(cy))
        assert resp.status_code == status, (body, resp.get_json())
        assert resp.headers["Content-Type"].startswith("application/problem+json")
        if errors:
            assert resp.get_json()["errors"] == errors, resp.get_json()
    # a spectator cannot report table talk it may not read
    outsider, _ = _person(app, "Oz Outsider")
    hidden = outsider.post("/v1/reports", json={"about": "message", "reason": "abuse", "game_id": gid,
                                                "message_id": msg["id"]}, headers=csrf(outsider))
    assert hidden.status_code == 403
    acts = [({"action": "suspend", "account": "Ana Plainly Reported"}, 400, "reason"),
            ({"action": "mute", "account": "Ana Plainly Reported", "reason": "x"}, 400, "minutes"),
            ({"action": "close", "report": "0000000000000000", "reason": "x"}, 404, "report"),
            ({"action": "close", "reason": "x"}, 400, "report"),
            ({"action": "warn", "reason": "x"}, 400, "account"),
            ({"action": "ban", "account": "Ana Plainly Reported", "reason": "x"}, 400, "action"),
            ({"action": "suspend", "account": "Mo Fourth", "reason": "x"}, 400, "account"),
            ({"action": "warn", "account": "Ana Plainly Reported", "reason": "x", "minutes": 5}, 400, "minutes")]
    for body, status, field in acts:
        resp = mo.post("/v1/moderation/actions", json=body, headers=csrf(mo))
        assert resp.status_code == status and field in resp.get_json().get("errors", {}), (body, resp.get_json())
    not_mod = cy.post("/v1/moderation/actions", json={"action": "warn", "account": "Ana Plainly Reported", "reason": "x"},
                      headers=csrf(cy))
    assert not_mod.status_code == 403
    assert _count(redis_client) == before  # no report made, no action logged
    assert ana.get("/v1/account/standing").get_json()["restricted"] is False


def test_challenges_and_reports_are_limited_per_account_with_a_clear_429(redis_url):
    app = people_app(redis_url, CHALLENGE_RATE_LIMIT="2/60", REPORT_RATE_LIMIT="1/3600")
    ana, _ = _person(app, "Ana Eager")
    codes = [ana.post("/v1/challenges", json={"ruleset": "grove"}, headers=csrf(ana)) for _ in range(3)]
    assert [r.status_code for r in codes] == [201, 201, 429]
    over = codes[-1]
    assert over.headers["Content-Type"].startswith("application/problem+json") and int(over.headers["Retry-After"]) > 0
    assert over.get_json()["detail"].startswith("too many challenge requests for this account (at most 2 per 60 s); "
                                                "retry in ")
    bo, _ = _person(app, "Bo Eager")  # another account has its own budget
    assert bo.post("/v1/challenges", json={"ruleset": "grove"}, headers=csrf(bo)).status_code == 201
    first = ana.post("/v1/reports", json={"about": "account", "reason": "spam", "account": "Bo Eager"}, headers=csrf(ana))
    second = ana.post("/v1/reports", json={"about": "account", "reason": "spam", "account": "Bo Eager"}, headers=csrf(ana))
    assert (first.status_code, second.status_code) == (201, 429)
