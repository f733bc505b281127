"""Correspondence clocks over HTTP (issue 36, part 3): a reserve beside the move allowance, leave that
stops a person's clocks in every game, refusals that change nothing, and the offline auditor over a
game that holds both (docs/deadlines.md)."""
from __future__ import annotations

import time
from datetime import date, datetime, timedelta, timezone

import pytest

from domain.clock import parse
from domain.game_audit import verify

from .people import csrf, people_app, sign_up

RESERVE = {"start_seconds": 120, "per_move_seconds": 30, "max_seconds": 150}


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url)


def _new(client, clock, mine=0):
    seats = [{"mine": True}, {"name": "Bo"}] if mine == 0 else [{"name": "Bo"}, {"mine": True}]
    resp = client.post("/v1/games", json={"ruleset": "grove", "seats": seats, "clock": clock}, headers=csrf(client))
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _move(client, gid, seat, headers):
    legal = client.get(f"/v1/games/{gid}/legal-moves", headers=headers).get_json()
    resp = client.post(f"/v1/games/{gid}/moves", json={"move": legal["moves"][0]}, headers=headers)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _tomorrow() -> date:
    return datetime.now(timezone.utc).date() + timedelta(days=1)


def test_a_reserve_is_recorded_shown_and_refilled_after_a_move_and_a_clock_without_one_records_what_it_did(app):
    ana = app.test_client()
    sign_up(ana, "Ana Reserve")
    game = _new(ana, {"move_seconds": 60, "reserve": RESERVE})
    gid, bo = game["id"], {"Authorization": f"Bearer {game['seats'][1]['token']}"}
    events = ana.get(f"/v1/games/{gid}/events").get_json()["events"]
    assert events[0]["data"]["clock"] == {"move_seconds": 60, "on_timeout": "forfeit", "reserve": RESERVE}
    seat = game["to_act"][0]
    clocks = {c["seat"]: c for c in game["clocks"]}
    assert clocks[seat]["reserve_seconds"] == 120
    # the deadline: the move allowance plus the reserve after the turn began
    began = parse(events[-1]["at"])
    assert parse(clocks[seat]["deadline"]) == began + timedelta(seconds=180)
    assert clocks[seat]["text"].endswith("left, 2 minutes in reserve"), clocks[seat]["text"]
    after = _move(ana, gid, seat, csrf(ana) if seat == 0 else bo)["game"]
    assert {c["seat"]: c for c in after["clocks"]}[seat]["reserve_seconds"] == 150  # 120 + 30, the maximum
    # a clock without a reserve: GameCreated's clock exactly as before this release
    plain = _new(ana, {"move_seconds": 60})
    first = ana.get(f"/v1/games/{plain['id']}/events").get_json()["events"][0]
    assert first["data"]["clock"] == {"move_seconds": 60, "on_timeout": "forfeit"}


def test_a_bad_reserve_is_a_problem_naming_the_field(app):
    ana = app.test_client()
    sign_up(ana)
    resp = ana.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Bo"}],
                                       "clock": {"move_seconds": 60, "reserve": {"start_seconds": 500,
                                                                                 "per_move_seconds": 1,
                                                                                 "max_seconds": 100}}},
                    headers=csrf(ana))
    assert resp.status_code == 400 and resp.content_type == "application/problem+json"
    assert "clock.reserve.start_seconds" in str(resp.get_json()), resp.get_json()


def test_leave_stops_the_clock_of_the_seat_to_act_and_the_game_tells_everyone(app):
    ana = app.test_client()
    sign_up(ana, "Ana Away")
    game = _new(ana, {"move_seconds": 2 * 86400})
    gid, bo = game["id"], {"Authorization": f"Bearer {game['seats'][1]['token']}"}
    while 0 not in game["to_act"]:  # Bo plays his turn (a Grove turn may be two actions)
        game = _move(ana, gid, 1, bo)["game"]
    before = parse(game["deadline"])
    start = _tomorrow()
    resp = ana.post("/v1/account/leave", json={"start": start.isoformat(), "days": 3}, headers=csrf(ana))
    assert resp.status_code == 201, resp.get_json()
    assert resp.get_json()["games"] == [gid]
    after = ana.get(f"/v1/games/{gid}").get_json()
    mine = {c["seat"]: c for c in after["clocks"]}[0]
    # her turn runs into the leave: its three days do not count
    assert parse(mine["deadline"]) == before + timedelta(days=3)
    assert parse(after["deadline"]) == before + timedelta(days=3)
    assert mine["leave"] == [{"from": f"{start.isoformat()}T00:00:00.000Z",
                              "until": f"{(start + timedelta(days=3)).isoformat()}T00:00:00.000Z"}]
    last = ana.get(f"/v1/games/{gid}/events", headers=bo).get_json()["events"][-1]
    assert last["type"] == "SeatOnLeave" and last["text"].startswith("Ana Away is on leave from ")
    assert "clock stands still" in last["text"]
    # the account shows the allowance and what it used; declaring again reaches no game twice
    view = ana.get("/v1/account/leave").get_json()
    assert view["allowance_days"] == 30 and len(view["periods"]) == 1
    assert ana.get(f"/v1/games/{gid}").get_json()["version"] == after["version"]


def test_leave_refused_is_a_problem_naming_the_field_and_changes_nothing(app):
    ana = app.test_client()
    sign_up(ana, "Ana Refused")
    game = _new(ana, {"move_seconds": 86400})
    gid = game["id"]
    tomorrow = _tomorrow()
    base = tomorrow if tomorrow.month <= 10 else date(tomorrow.year + 1, 2, 1)  # both leaves in one year

    def declare(start, days):
        return ana.post("/v1/account/leave", json={"start": start.isoformat(), "days": days}, headers=csrf(ana))

    today = declare(tomorrow - timedelta(days=1), 2)
    assert today.status_code == 422 and today.content_type == "application/problem+json"
    assert today.get_json()["type"].endswith("leave-refused") and "start" in today.get_json()["errors"]
    assert declare(base, 3).status_code == 201
    version = ana.get(f"/v1/games/{gid}").get_json()["version"]
    over = declare(base + timedelta(days=10), 28)
    assert over.status_code == 422 and "allowance of 30 days" in over.get_json()["detail"], over.get_json()
    assert "days" in over.get_json()["errors"]
    overlap = declare(base + timedelta(days=1), 1)
    assert overlap.status_code == 422 and "overlaps" in overlap.get_json()["detail"]
    too_long = declare(base + timedelta(days=40), 31)
    assert too_long.status_code == 400 and "days" in str(too_long.get_json())
    view = ana.get("/v1/account/leave").get_json()
    assert view["used_days"] in (0, 3) and len(view["periods"]) == 1  # 0 when the leave is next year
    assert ana.get(f"/v1/games/{gid}").get_json()["version"] == version, "a refusal appends nothing"
    assert declare(base + timedelta(days=10), 27).status_code == 201  # 30 in all: allowed


def test_a_tournament_style_clock_without_leave_keeps_running(app):
    ana = app.test_client()
    sign_up(ana, "Ana Tourney")
    game = _new(ana, {"move_seconds": 86400, "leave": False})
    resp = ana.post("/v1/account/leave", json={"start": _tomorrow().isoformat(), "days": 1}, headers=csrf(ana))
    assert resp.status_code == 201 and resp.get_json()["games"] == []
    assert ana.get(f"/v1/games/{game['id']}").get_json()["version"] == game["version"]


def test_a_game_with_a_reserve_leave_and_a_timeout_verifies_in_the_offline_auditor(app):
    ana = app.test_client()
    sign_up(ana, "Ana Audit")
    game = _new(ana, {"move_seconds": 1, "reserve": {"start_seconds": 1, "per_move_seconds": 0, "max_seconds": 1}})
    gid = game["id"]
    assert ana.post("/v1/account/leave", json={"start": _tomorrow().isoformat(), "days": 2},
                    headers=csrf(ana)).status_code == 201
    due = parse(ana.get(f"/v1/games/{gid}").get_json()["deadline"])
    time.sleep(max(0.0, (due - datetime.now(timezone.utc)).total_seconds()) + 0.3)
    done = ana.get(f"/v1/games/{gid}").get_json()  # a read enforces the passed deadline
    assert done["status"] == "finished" and done["outcome"]["reason"] == "forfeit"
    export = ana.get(f"/v1/games/{gid}/export").get_json()
    kinds = [e["type"] for e in export["events"]]
    assert "SeatOnLeave" in kinds and "TurnTimedOut" in kinds
    assert verify(export) == []


def test_while_a_seat_is_on_leave_its_deadline_does_not_fire_in_the_sweep_nor_on_a_read(app):
    """Leave in force (made here through the engine command directly, as a declaration a day ago
    would have): a one-second clock does not run out; the page's words say it stands still."""
    from service.play import automation
    from service.table.game_record import iso

    svc = app.extensions["arbiter"]
    ana = app.test_client()
    sign_up(ana, "Ana Resting")
    game = _new(ana, {"move_seconds": 1})
    gid, seat = game["id"], game["to_act"][0]
    now = datetime.now(timezone.utc)
    svc.submit(gid, seat, "leave", {"from": iso(now - timedelta(hours=1)), "until": iso(now + timedelta(days=1))},
               if_match=game["version"])
    time.sleep(2.2)  # the allowance alone would have run out twice over
    automation.sweep(svc)
    view = ana.get(f"/v1/games/{gid}").get_json()  # a read would enforce a passed deadline
    assert view["status"] == "active" and view["to_act"] == [seat]
    mine = {c["seat"]: c for c in view["clocks"]}[seat]
    assert parse(mine["deadline"]) >= now + timedelta(days=1)
    assert mine["text"].endswith("is on leave until " + (now + timedelta(days=1)).date().isoformat()
                                 + " (UTC): the clock stands still"), mine["text"]
    assert not [e for e in ana.get(f"/v1/games/{gid}/events").get_json()["events"] if e["type"] == "TurnTimedOut"]
