"""Challenges: an account challenges another (or posts an open seek); accepting creates the game
with both seated and both streams hear it started; declining, cancelling and expiry are events
too; two accepts racing make exactly one game; bad input is a problem naming the field."""
from __future__ import annotations

import threading

import pytest

from .people import api_token, people_app, sign_up
from .streams import MeStream


@pytest.fixture(scope="module")
def app(redis_url):
    return people_app(redis_url, STREAM_HEARTBEAT_SECONDS=0.2)


def _player(app, name=None):
    """(a test client with no cookie, its account's API token headers, its account id)."""
    owner = app.test_client()
    signed, _ = sign_up(owner, name)
    token = api_token(owner, ["play", "read"])
    return app.test_client(), {"Authorization": f"Bearer {token}"}, signed["account"]["id"]


def _challenge(client, headers, **body):
    resp = client.post("/v1/challenges", json={"ruleset": "grove", **body}, headers=headers)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def test_a_challenge_accepted_starts_a_game_with_both_seated_and_both_streams_hear_it(app):
    ana_c, ana, ana_id = _player(app, "Ana Challenger")
    bo_c, bo, bo_id = _player(app, "Bo Challenged")
    ana_stream, bo_stream = MeStream(ana_c, ana), MeStream(bo_c, bo)
    try:
        ana_stream.until(lambda ms: ms), bo_stream.until(lambda ms: ms)
        ch = _challenge(ana_c, ana, to="bo challenged", seat="first", options={"turn_limit": 40},
                        clock={"move_seconds": 3600})
        assert ch["status"] == "pending" and ch["to"] == {"id": bo_id, "display_name": "Bo Challenged"}
        assert ch["challenger"]["id"] == ana_id and ch["open"] is False and ch["game_id"] is None
        heard = bo_stream.until(lambda ms: bo_stream.of("challenge"))
        assert bo_stream.of("challenge")[0]["data"]["text"].startswith(
            "Ana Challenger challenges you to Battle for the Grove; accept or decline by")
        assert [c["id"] for c in bo_c.get("/v1/challenges", headers=bo).get_json()["incoming"]] == [ch["id"]]
        assert [c["id"] for c in ana_c.get("/v1/challenges", headers=ana).get_json()["outgoing"]] == [ch["id"]]
        accepted = bo_c.post(f"/v1/challenges/{ch['id']}/accept", headers=bo)
        assert accepted.status_code == 201, accepted.get_json()
        body = accepted.get_json()
        game = body["game"]
        assert body["challenge"]["status"] == "accepted" and body["challenge"]["game_id"] == game["id"]
        assert accepted.headers["Location"] == f"/v1/games/{game['id']}"
        assert [s["name"] for s in game["seats"]] == ["Ana Challenger", "Bo Challenged"] and game["your_seat"] == 1
        assert game["options"]["turn_limit"] == 40 and game["clock"]["move_seconds"] == 3600
        assert "token" not in str(body)  # the accounts play with their own credentials
        for stream, seat in ((ana_stream, 0), (bo_stream, 1)):
            stream.until(lambda ms, s=stream: s.of("game_started", game["id"]) and s.of("challenge_accepted"))
            assert stream.of("game_started", game["id"])[0]["data"]["seat"] == seat
        assert "Bo Challenged accepted" in ana_stream.of("challenge_accepted")[0]["data"]["text"]
        # both have the game in their games and play it with their tokens
        for client, hdr, seat in ((ana_c, ana, 0), (bo_c, bo, 1)):
            mine = client.get("/v1/me/games", headers=hdr).get_json()["games"]
            assert [(g["id"], g["your_seat"]) for g in mine] == [(game["id"], seat)]
        assert ana_c.get(f"/v1/games/{game['id']}", headers=ana).get_json()["your_seat"] == 0
        # accepting again: the same game (a retry), never a second one; with an Idempotency-Key too
        for key in (None, "accept-1", "accept-1"):
            again = bo_c.post(f"/v1/challenges/{ch['id']}/accept", headers={**bo, **({"Idempotency-Key": key} if key else {})})
            assert again.status_code == 201 and again.get_json()["game"]["id"] == game["id"]
        assert bo_c.get("/v1/challenges", headers=bo).get_json()["incoming"] == []
        del heard
    finally:
        ana_stream.close(), bo_stream.close()


def test_decline_cancel_and_expiry_are_events_and_closed_challenges_cannot_be_accepted(app, redis_client):
    ana_c, ana, _ = _player(app)
    bo_c, bo, bo_id = _player(app)
    ana_stream, bo_stream = MeStream(ana_c, ana), MeStream(bo_c, bo)
    try:
        ana_stream.until(lambda ms: ms), bo_stream.until(lambda ms: ms)
        declined = _challenge(ana_c, ana, to=bo_id)
        resp = bo_c.post(f"/v1/challenges/{declined['id']}/decline", headers=bo)
        assert resp.status_code == 200 and resp.get_json()["status"] == "declined"
        ana_stream.until(lambda ms: ana_stream.of("challenge_declined"))
        late = bo_c.post(f"/v1/challenges/{declined['id']}/accept", headers=bo)
        assert late.status_code == 409 and late.get_json()["type"] == "urn:arbiter:problem:challenge-closed"
        assert "declined" in late.get_json()["detail"]

        cancelled = _challenge(ana_c, ana, to=bo_id)
        not_mine = bo_c.post(f"/v1/challenges/{cancelled['id']}/cancel", headers=bo)
        assert not_mine.status_code == 403 and not_mine.get_json()["errors"] == {"challenge": "not yours"}
        assert ana_c.post(f"/v1/challenges/{cancelled['id']}/cancel", headers=ana).get_json()["status"] == "cancelled"
        bo_stream.until(lambda ms: bo_stream.of("challenge_cancelled"))
        assert bo_c.post(f"/v1/challenges/{cancelled['id']}/accept", headers=bo).status_code == 409

        expiring = _challenge(ana_c, ana, to=bo_id, expires_in=60)
        assert expiring["expires_at"] < _challenge(ana_c, ana, to=bo_id)["expires_at"]  # the default: 24 h
        from service.compete.challenges import challenge_key

        redis_client.hset(challenge_key(expiring["id"]), "expires_at", "1")  # its time has passed
        gone = bo_c.post(f"/v1/challenges/{expiring['id']}/accept", headers=bo)
        assert gone.status_code == 410 and gone.get_json()["type"] == "urn:arbiter:problem:challenge-expired"
        assert bo_c.get(f"/v1/challenges/{expiring['id']}", headers=bo).get_json()["status"] == "expired"
        for stream in (ana_stream, bo_stream):
            stream.until(lambda ms, s=stream: s.of("challenge_expired"))
        assert bo_c.post(f"/v1/challenges/{expiring['id']}/accept", headers=bo).status_code == 410
        assert len(bo_stream.of("challenge_expired")) == 1  # told once, by the call that marked it
        assert "expired before anyone accepted it" in bo_stream.of("challenge_expired")[0]["data"]["text"]
    finally:
        ana_stream.close(), bo_stream.close()


def test_the_expiry_job_is_scheduled_at_its_time_and_marks_a_challenge_past_it_once(app, redis_client, redis_url,
                                                                                      monkeypatch):
    from datetime import datetime

    from rq.job import Job
    from rq.registry import ScheduledJobRegistry

    from service.compete.challenges import challenge_key
    from service.play.scheduling import NOTIFY_QUEUE

    ana_c, ana, _ = _player(app)
    _, _, bo_id = _player(app)
    ch = _challenge(ana_c, ana, to=bo_id, expires_in=60)
    queue = app.extensions["arbiter"].scheduler.queues[NOTIFY_QUEUE]
    registry = ScheduledJobRegistry(queue=queue)
    jobs = [Job.fetch(j, connection=queue.connection) for j in registry.get_job_ids()]
    mine = [j for j in jobs if j.func_name == "workers.challenges.expire" and j.args == (ch["id"],)]
    assert len(mine) == 1
    due = registry.get_scheduled_time(mine[0]).timestamp()
    assert abs(due - datetime.fromisoformat(ch["expires_at"].replace("Z", "+00:00")).timestamp()) <= 2
    monkeypatch.setenv("REDIS_URL", redis_url)  # the job builds its service as a worker does
    from workers import challenges as job

    assert job.expire(ch["id"]) == "pending"  # run early (a clock ahead): nothing changes
    redis_client.hset(challenge_key(ch["id"]), "expires_at", "1")
    assert job.expire(ch["id"]) == "expired"
    assert job.expire(ch["id"]) == "expired"  # again: no second notice
    assert ana_c.get("/v1/challenges", headers=ana).get_json()["outgoing"] == []
    assert ana_c.get(f"/v1/challenges/{ch['id']}", headers=ana).get_json()["status"] == "expired"


def test_racing_accepts_of_an_open_seek_create_exactly_one_game(app):
    ana_c, ana, _ = _player(app)
    seek = _challenge(ana_c, ana)  # no `to`: an open seek
    assert seek["open"] is True and seek["to"] is None
    takers = [_player(app) for _ in range(4)]
    assert seek["id"] in [s["id"] for s in takers[0][0].get("/v1/challenges?ruleset=grove",
                                                            headers=takers[0][1]).get_json()["seeks"]]
    answers, barrier = [], threading.Barrier(len(takers) + 1)

    def accept(client, headers):
        barrier.wait()
        answers.append(client.post(f"/v1/challenges/{seek['id']}/accept", headers=headers))

    # every taker at once, and the first of them twice (its own retry racing its accept)
    threads = [threading.Thread(target=accept, args=(c, h)) for c, h, _ in takers + [takers[0]]]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    codes = sorted(a.status_code for a in answers)
    print("racing accepts answered", codes)
    won = [a.get_json() for a in answers if a.status_code == 201]
    assert len({w["game"]["id"] for w in won}) == 1, codes
    winner = won[0]["challenge"]["accepted_by"]
    assert all(a.status_code in (201, 409) for a in answers), codes
    for a in answers:
        if a.status_code == 409:
            assert a.get_json()["type"] in ("urn:arbiter:problem:challenge-closed",
                                            "urn:arbiter:problem:idempotency-key-in-flight")
    # one game, for the challenger and the winner only
    assert len(ana_c.get("/v1/me/games", headers=ana).get_json()["games"]) == 1
    for client, headers, aid in takers:
        mine = client.get("/v1/me/games", headers=headers).get_json()["games"]
        assert len(mine) == (1 if aid == winner else 0)
    assert seek["id"] not in [s["id"] for s in takers[1][0].get("/v1/challenges", headers=takers[1][1])
                              .get_json()["seeks"]]


def test_bad_challenges_are_problems_naming_the_field(app):
    ana_c, ana, ana_id = _player(app, "Ana Bad Input")
    _, _, bo_id = _player(app)

    def refused(body, status, errors):
        resp = ana_c.post("/v1/challenges", json=body, headers=ana)
        assert resp.status_code == status and resp.mimetype == "application/problem+json", resp.get_json()
        assert resp.get_json()["errors"] == errors, resp.get_json()

    refused({"ruleset": "grove", "to": "ana bad input"}, 400, {"to": "yourself"})
    refused({"ruleset": "grove", "to": ana_id}, 400, {"to": "yourself"})
    refused({"ruleset": "grove", "to": "nobody-by-this-name"}, 400, {"to": "unknown account"})
    refused({"ruleset": "chess", "to": bo_id}, 422, {"ruleset": "unknown ruleset"})
    refused({"ruleset": "grove", "to": bo_id, "seat": "left"}, 400, {"seat": "Must be one of: first, second, random."})
    refused({"ruleset": "grove", "to": bo_id, "expires_in": 5}, 400,
            {"expires_in": "Must be greater than or equal to 60 and less than or equal to 604800."})
    bad_options = ana_c.post("/v1/challenges", json={"ruleset": "grove", "options": {"turn_limit": "soon"}}, headers=ana)
    assert bad_options.status_code == 422 and "turn_limit" in str(bad_options.get_json()["errors"])
    seek = _challenge(ana_c, ana)
    own = ana_c.post(f"/v1/challenges/{seek['id']}/accept", headers=ana)
    assert own.status_code == 400 and own.get_json()["errors"] == {"challenge": "your own"}
    decline_seek = ana_c.post(f"/v1/challenges/{seek['id']}/decline", headers=ana)
    assert decline_seek.status_code == 400 and decline_seek.get_json()["errors"] == {"challenge": "an open seek"}
    assert ana_c.post("/v1/challenges/0123456789abcdef/accept", headers=ana).status_code == 404
    assert app.test_client().post("/v1/challenges", json={"ruleset": "grove"}).status_code == 401
    listed = ana_c.get("/v1/challenges?ruleset=chess", headers=ana)
    assert listed.status_code == 400 and listed.get_json()["errors"] == {"ruleset": "unknown ruleset"}
