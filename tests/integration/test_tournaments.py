"""Tournaments through the HTTP API with a real redis-server and a real `rq worker`: AI entrants
play every round's games by themselves, the next round is paired when the last game of a round
ends, and the offline audit re-derives every pairing and the standings from the export."""
import copy

import pytest

from domain.tournament.verify import verify
from tests.conftest import wait_for

pytestmark = pytest.mark.usefixtures("rq_worker")

LEVELS = ["random", "greedy"]


def _create(client, **body):
    # a turn limit keeps the AI games short (a game that reaches it is a draw: a result like any other)
    body = {"ruleset": "grove", "format": "swiss", "rounds": 4, "options": {"turn_limit": 40}, **body}
    r = client.post("/v1/tournaments", json=body)
    assert r.status_code == 201, r.get_json()
    t = r.get_json()
    return t["id"], {"Authorization": f"Bearer {t['creator_token']}"}


def _enter_ai(client, tid, auth, n, prefix="bot"):
    for i in range(n):
        r = client.post(f"/v1/tournaments/{tid}/entrants", headers=auth,
                        json={"ai": {"level": LEVELS[i % 2]}, "name": f"{prefix}-{LEVELS[i % 2]}-{i}"})
        assert r.status_code == 201, r.get_json()


def _finished(client, tid, timeout=600):
    try:
        return wait_for(lambda: (t := client.get(f"/v1/tournaments/{tid}").get_json())["status"] == "finished" and t,
                        timeout=timeout, every=0.5)
    except AssertionError:
        t = client.get(f"/v1/tournaments/{tid}").get_json()
        rnd = client.get(f"/v1/tournaments/{tid}/rounds/{t['round']}").get_json() if t["round"] else None
        raise AssertionError(f"not finished: round {t['round']} of {t['rounds']}: {rnd}") from None


def _flip(game: dict) -> None:
    outcome = game["events"][-1]["data"]["outcome"]
    if outcome["winners"]:
        w = outcome["winners"][0]
        outcome["winners"], outcome["ranking"] = [1 - w], [1 - w, w]
    else:
        outcome["winners"], outcome["ranking"] = [0], [0, 1]


def test_a_nine_entrant_four_round_swiss_of_grove_between_ai_levels(client):
    tid, auth = _create(client, name="Grove Swiss")
    _enter_ai(client, tid, auth, 9)
    r = client.post(f"/v1/tournaments/{tid}/start", headers=auth)
    assert r.status_code == 200, r.get_json()
    assert r.get_json()["status"] == "running" and r.get_json()["round"] == 1
    first = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert len(first["tables"]) == 4 and len(first["byes"]) == 1
    final = _finished(client, tid)
    assert final["reason"] == "completed" and final["round"] == 4 and len(final["links"]["rounds"]) == 4
    assert [row["rank"] for row in final["standings"]] == list(range(1, 10))
    assert sum(row["byes"] for row in final["standings"]) == 4
    assert final["seed"]
    for n in range(1, 5):
        rnd = client.get(f"/v1/tournaments/{tid}/rounds/{n}").get_json()
        assert rnd["complete"] and all(t["status"] == "finished" for t in rnd["tables"])
        for t in rnd["tables"]:  # every round's game is an ordinary game, named by its table
            g = client.get(t["links"]["game"]).get_json()
            assert [s["name"] for s in g["seats"]] == [s["name"] for s in t["seats"]]
    standings = client.get(f"/v1/tournaments/{tid}/standings").get_json()
    assert standings["final"] and standings["tie_breaks"] == ["points", "buchholz", "sonneborn_berger", "wins",
                                                              "pairing number"]

    export = client.get(f"/v1/tournaments/{tid}/export").get_json()
    assert len(export["games"]) == 16
    report = verify(export)
    assert report["problems"] == [] and report["rounds"] == 4, report["problems"]
    assert report["state"]["standings"] == final["standings"]

    forged = copy.deepcopy(export)
    second = [e["data"]["game"] for e in forged["events"] if e["type"] == "GameResulted" and e["data"]["round"] == 2]
    _flip(next(g for g in forged["games"] if g["id"] == second[0]))
    report = verify(forged)
    assert report["first_round"] == 2
    assert report["problems"][0] == "the first round that differs: round 2"


def test_a_dale_free_for_all_of_seven_in_tables_of_three_and_four(client):
    r = client.post("/v1/tournaments", json={"ruleset": "dale", "format": "ffa", "rounds": 2, "table_size": 4,
                                             "options": {"turn_limit": 30}})
    assert r.status_code == 201, r.get_json()
    tid, auth = r.get_json()["id"], {"Authorization": f"Bearer {r.get_json()['creator_token']}"}
    _enter_ai(client, tid, auth, 7, prefix="dale")
    assert client.post(f"/v1/tournaments/{tid}/start", headers=auth).status_code == 200
    final = _finished(client, tid, timeout=400)
    for n in (1, 2):
        rnd = client.get(f"/v1/tournaments/{tid}/rounds/{n}").get_json()
        assert sorted(len(t["seats"]) for t in rnd["tables"]) == [3, 4]
    assert len(final["standings"]) == 7
    assert verify(client.get(f"/v1/tournaments/{tid}/export").get_json())["problems"] == []


def test_bad_input_has_clear_answers(client):
    tid, auth = _create(client)
    bad = client.post("/v1/tournaments", json={"ruleset": "dale", "format": "swiss", "rounds": 3,
                                               "options": {"armies": ["falcon", "bear", "wolf"]}})
    assert bad.status_code == 422 and bad.mimetype == "application/problem+json"
    assert client.post("/v1/tournaments", json={"ruleset": "grove", "format": "swiss"}).status_code == 422
    # one entrant: the start is refused
    _enter_ai(client, tid, auth, 1)
    r = client.post(f"/v1/tournaments/{tid}/start", headers=auth)
    assert r.status_code == 422 and r.get_json()["type"] == "urn:arbiter:problem:too-few-entrants"
    # the same name twice
    r = client.post(f"/v1/tournaments/{tid}/entrants", headers=auth, json={"ai": {"level": "random"},
                                                                             "name": "bot-random-0"})
    assert r.status_code == 409 and r.get_json()["type"] == "urn:arbiter:problem:already-entered"
    # an AI entrant without the creator token; an account entrant without an account
    assert client.post(f"/v1/tournaments/{tid}/entrants", json={"ai": {"level": "random"}}).status_code == 401
    assert client.post(f"/v1/tournaments/{tid}/entrants").status_code == 401
    # an odd number is fine (a bye); joining a started tournament is refused
    _enter_ai(client, tid, auth, 2, prefix="more")
    assert client.post(f"/v1/tournaments/{tid}/start", headers=auth).status_code == 200
    r = client.post(f"/v1/tournaments/{tid}/entrants", headers=auth, json={"ai": {"level": "random"}, "name": "late"})
    assert r.status_code == 409 and r.get_json()["type"] == "urn:arbiter:problem:entries-closed"
    assert client.post(f"/v1/tournaments/{tid}/start", headers=auth).status_code == 409
    assert client.get("/v1/tournaments/nosuch").status_code == 404
    assert client.get(f"/v1/tournaments/{tid}/rounds/9").status_code == 404


def test_an_entrant_who_withdraws_mid_tournament_is_not_paired_again(client):
    tid, auth = _create(client, rounds=3, clock={"move_seconds": 600, "on_timeout": "forfeit"})
    _enter_ai(client, tid, auth, 4, prefix="w")
    assert client.post(f"/v1/tournaments/{tid}/start", headers=auth).status_code == 200
    t = client.get(f"/v1/tournaments/{tid}").get_json()
    gone = t["entrants"][0]["id"]
    r = client.delete(f"/v1/tournaments/{tid}/entrants/{gone}", headers=auth)
    assert r.status_code == 200, r.get_json()
    final = _finished(client, tid)
    assert next(e for e in final["entrants"] if e["id"] == gone)["status"] == "withdrawn"
    for n in range(2, len(final["links"]["rounds"]) + 1):
        rnd = client.get(f"/v1/tournaments/{tid}/rounds/{n}").get_json()
        assert gone not in [s["entrant"] for t in rnd["tables"] for s in t["seats"]] + [b["entrant"] for b in rnd["byes"]]
    assert client.delete(f"/v1/tournaments/{tid}/entrants/{gone}", headers=auth).status_code == 409
    assert verify(client.get(f"/v1/tournaments/{tid}/export").get_json())["problems"] == []


def test_listing_by_status_and_ruleset(client):
    tid, _ = _create(client, name="listed")
    page = client.get("/v1/tournaments?status=open&ruleset=grove&limit=200").get_json()
    assert tid in [t["id"] for t in page["tournaments"]]
    assert all(t["status"] == "open" and t["ruleset"] == "grove" for t in page["tournaments"])
    assert client.get("/v1/tournaments?status=bogus").status_code == 400


def test_account_entrants_and_a_game_that_never_finishes(redis_url):
    from tests.integration.people import api_token, people_app, sign_up

    app = people_app(redis_url)
    person = app.test_client()
    sign_up(person, name="Silent Sam")
    me = {"Authorization": f"Bearer {api_token(person)}"}
    other = app.test_client()
    tid, auth = _create(other, rounds=2, clock={"move_seconds": 2, "on_timeout": "forfeit"})
    r = other.post(f"/v1/tournaments/{tid}/entrants", headers=me)
    assert r.status_code == 201 and r.get_json()["entrant"] == {
        "id": "e1", "name": "Silent Sam", "kind": "account", "ai": None, "status": "entered"}
    again = other.post(f"/v1/tournaments/{tid}/entrants", headers=me)
    assert again.status_code == 409 and again.get_json()["type"] == "urn:arbiter:problem:already-entered"
    for _ in range(3):  # default names, told apart by a number
        assert other.post(f"/v1/tournaments/{tid}/entrants", headers=auth, json={"ai": {"level": "greedy"}}).status_code == 201
    names = [e["name"] for e in other.get(f"/v1/tournaments/{tid}").get_json()["entrants"]]
    assert names == ["Silent Sam", "AI greedy", "AI greedy 2", "AI greedy 3"]
    told = []  # "your next game is ready": the account's notice (sent by the notifications worker)
    app.extensions["people"].tournament_notice = lambda *args: told.append(args)
    assert other.post(f"/v1/tournaments/{tid}/start", headers=auth).status_code == 200
    first = other.get(f"/v1/tournaments/{tid}/rounds/1").get_json()["tables"]
    table = next(t for t in first if "Silent Sam" in [s["name"] for s in t["seats"]])
    seat = [s["name"] for s in table["seats"]].index("Silent Sam")
    assert len(told) == 1 and told[0][:3] == ("tournament_game", table["game"], seat)
    assert f"round 1: your game against {table['seats'][1 - seat]['name']} is ready" in told[0][3]
    # the account's game is its own: in its games, and it never moves: each deadline forfeits it
    mine = wait_for(lambda: other.get("/v1/me/games", headers=me).get_json()["games"], timeout=60)
    assert mine[0]["id"] in [t["game"] for t in other.get(f"/v1/tournaments/{tid}/rounds/1").get_json()["tables"]]
    final = _finished(other, tid)
    sam = next(row for row in final["standings"] if row["name"] == "Silent Sam")
    assert sam["points"] == 0 and sam["games"] == 2
    for n in (1, 2):
        for t in other.get(f"/v1/tournaments/{tid}/rounds/{n}").get_json()["tables"]:
            if "Silent Sam" in [s["name"] for s in t["seats"]]:
                assert t["outcome"]["reason"] == "forfeit"
    assert verify(other.get(f"/v1/tournaments/{tid}/export").get_json())["problems"] == []


def test_tournament_webhooks_say_your_next_game_is_ready_and_finished(redis_url, queue_url):
    from api import create_app
    from service.integrate.webhooks import verify as verify_signature
    from tests.webhooks_helpers import Receiver, webhook_sender

    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "WEBHOOK_ALLOW_PRIVATE": True, "RATE_LIMITS": "off"})
    c = app.test_client()
    rec = Receiver()
    try:
        tid, auth = _create(c, rounds=2)
        assert c.post(f"/v1/tournaments/{tid}/webhooks", json={"url": rec.url}).status_code == 401
        r = c.post(f"/v1/tournaments/{tid}/webhooks", headers=auth, json={"url": rec.url})
        assert r.status_code == 201, r.get_json()
        secret = r.get_json()["secret"]
        # a retry with the same Idempotency-Key: the same webhook and secret, not a second webhook
        keyed = {**auth, "Idempotency-Key": "hook-1"}
        first = c.post(f"/v1/tournaments/{tid}/webhooks", headers=keyed, json={"url": rec.url + "?b"})
        again = c.post(f"/v1/tournaments/{tid}/webhooks", headers=keyed, json={"url": rec.url + "?b"})
        assert first.status_code == again.status_code == 201 and again.get_json() == first.get_json()
        assert c.delete(f"/v1/tournaments/{tid}/webhooks/{first.get_json()['id']}", headers=auth).status_code == 204
        assert [h["id"] for h in c.get(f"/v1/tournaments/{tid}/webhooks", headers=auth).get_json()["webhooks"]] == \
            [r.get_json()["id"]]
        _enter_ai(c, tid, auth, 3, prefix="hook")
        with webhook_sender(redis_url, queue_url):
            assert c.post(f"/v1/tournaments/{tid}/start", headers=auth).status_code == 200
            final = _finished(c, tid)
            wait_for(lambda: len(rec.calls) >= 3, timeout=60)
        bodies = rec.bodies()
        assert [b["type"] for b in bodies] == ["tournament.round_ready", "tournament.round_ready", "tournament.finished"]
        first = bodies[0]["data"]
        assert first["round"] == 1 and len(first["tables"]) == 1 and len(first["byes"]) == 1
        assert first["tables"][0]["game"] == c.get(f"/v1/tournaments/{tid}/rounds/1").get_json()["tables"][0]["game"]
        assert bodies[2]["data"]["standings"] == final["standings"]
        for call in rec.calls:
            assert verify_signature(secret, call["headers"], call["body"])
    finally:
        rec.close()


def test_the_sweep_creates_the_games_a_crash_left_out(client, app, redis_client):
    from service.compete.tournaments import Tournaments

    tid, auth = _create(client, rounds=1)
    _enter_ai(client, tid, auth, 2, prefix="crash")
    crashed = Tournaments(app.extensions["arbiter"])
    crashed.ensure_games = lambda ts: 0  # the process died right after the append that paired round 1
    redis_client.set("tourney:sweep", "1", ex=300)  # the sweep's throttle: no background sweep until ours
    crashed.start(tid, auth["Authorization"].split()[1])
    game = crashed.load(tid)[1]["round_list"][0]["tables"][0]["game"]
    assert not redis_client.exists(f"game:{{{game}}}:meta")
    redis_client.delete("tourney:sweep")
    # {} when the test run's background sweeper (tests/conftest.py) took this sweep first
    assert Tournaments(app.extensions["arbiter"]).sweep().get("tournaments_repaired", 1) >= 1
    wait_for(lambda: redis_client.exists(f"game:{{{game}}}:meta"), timeout=60)
    assert _finished(client, tid)["reason"] == "completed"
    assert tid not in {x.decode() for x in redis_client.smembers("tourney:running")}


def test_a_retry_with_the_same_idempotency_key_gets_the_first_answer(client):
    """A client whose answer was lost retries with its key: the same tournament and creator token,
    not a second tournament; the same entrant, not a second one; the start, not a 409."""
    body = {"ruleset": "grove", "format": "swiss", "rounds": 1, "name": "Keyed"}
    first = client.post("/v1/tournaments", json=body, headers={"Idempotency-Key": "t-create-1"})
    again = client.post("/v1/tournaments", json=body, headers={"Idempotency-Key": "t-create-1"})
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json(), "the retry answers the first tournament and its token"
    listed = client.get("/v1/tournaments?limit=200").get_json()["tournaments"]
    assert sum(1 for t in listed if t["name"] == "Keyed") == 1
    other = client.post("/v1/tournaments", json={**body, "name": "Other"}, headers={"Idempotency-Key": "t-create-1"})
    assert other.status_code == 422 and "different request body" in other.get_json()["detail"]

    tid = first.get_json()["id"]
    auth = {"Authorization": f"Bearer {first.get_json()['creator_token']}"}
    entered = []
    for _ in range(2):
        r = client.post(f"/v1/tournaments/{tid}/entrants", json={"ai": {"level": "random"}},
                        headers={**auth, "Idempotency-Key": "t-enter-1"})
        assert r.status_code == 201, r.get_json()
        entered.append(r.get_json()["entrant"])
    assert entered[0] == entered[1] and entered[0]["name"] == "AI random"
    r = client.post(f"/v1/tournaments/{tid}/entrants", json={"ai": {"level": "random"}},
                    headers={**auth, "Idempotency-Key": "t-enter-2"})
    assert r.get_json()["entrant"]["name"] == "AI random 2", "a new key is a new entry"
    assert len(client.get(f"/v1/tournaments/{tid}").get_json()["entrants"]) == 2

    starts = [client.post(f"/v1/tournaments/{tid}/start", headers={**auth, "Idempotency-Key": "t-start-1"})
              for _ in range(2)]
    assert [s.status_code for s in starts] == [200, 200] and starts[0].get_json() == starts[1].get_json()
    late = client.post(f"/v1/tournaments/{tid}/start", headers=auth)
    assert late.status_code == 409, "without the key a second start is refused as before"
    # a refusal is kept under its key too: the same answer again
    for _ in range(2):
        r = client.post(f"/v1/tournaments/{tid}/start", headers={**auth, "Idempotency-Key": "t-start-2"})
        assert r.status_code == 409


def test_a_tournament_starts_by_itself_when_its_entry_window_closes(client, app):
    """docs/tournaments.md, "Start": at `entry.closes_at` the sweep (or the first read after it)
    starts an open tournament; with fewer than two entrants it finishes, saying why. Entries after
    the window are refused as before."""
    from datetime import datetime, timedelta, timezone

    from service.compete.tournaments import CLOSING, Tournaments

    # the app's clock stands still while the entries are made, however slow the machine, then moves
    # past the window; the window is long enough that the session's sweeper (real time) never reaches it
    games = app.extensions["arbiter"]
    start = datetime.now(timezone.utc)
    closes_at = start + timedelta(seconds=120)
    closes = closes_at.isoformat()
    games.clock = lambda: start
    made = {}
    for name, n in (("Window", 2), ("Lonely", 1)):
        tid, auth = _create(client, name=name, rounds=1, entry={"closes_at": closes})
        _enter_ai(client, tid, auth, n)
        made[name] = (tid, auth)
    assert client.get(f"/v1/tournaments/{made['Window'][0]}").get_json()["status"] == "open"
    games.clock = lambda: closes_at + timedelta(seconds=0.2)
    late = client.post(f"/v1/tournaments/{made['Window'][0]}/entrants", headers=made["Window"][1],
                       json={"ai": {"level": "random"}})
    assert late.status_code == 409 and late.get_json()["type"].endswith("entries-closed")
    tours = Tournaments(app.extensions["arbiter"])
    tours.close_due()  # what the sweep does (the session's sweeper may have done it already)
    for tid in (made["Window"][0], made["Lonely"][0]):  # as the store has it, no read repairing it
        assert tours.load(tid)[1]["status"] != "open"
    window = client.get(f"/v1/tournaments/{made['Window'][0]}").get_json()
    assert window["status"] == "running" and window["round"] == 1 and len(window["links"]["rounds"]) == 1
    lonely = client.get(f"/v1/tournaments/{made['Lonely'][0]}").get_json()
    assert lonely["status"] == "finished" and lonely["reason"] == "entries closed with fewer than two entrants"
    assert tours.close_due() == 0, "nothing left to close"
    for tid, closing in ((made["Window"][0], "TournamentStarted"), (made["Lonely"][0], "TournamentFinished")):
        export = client.get(f"/v1/tournaments/{tid}/export").get_json()
        assert [e["type"] for e in export["events"]].count(closing) == 1, "closed once"
        assert verify(export)["problems"] == []

    # the sweep never came by (it is not listed for it): the first read after the window starts it
    start = datetime.now(timezone.utc)
    closes_at = start + timedelta(seconds=120)
    games.clock = lambda: start
    tid, auth = _create(client, name="Read", rounds=1, entry={"closes_at": closes_at.isoformat()})
    _enter_ai(client, tid, auth, 2)
    tours.r.zrem(CLOSING, tid)
    games.clock = lambda: closes_at + timedelta(seconds=0.2)
    assert tours.load(tid)[1]["status"] == "open"
    assert client.get(f"/v1/tournaments/{tid}").get_json()["status"] == "running"
