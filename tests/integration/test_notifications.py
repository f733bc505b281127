"""Notifications to accounts with real components: a push service that checks the VAPID JWT and
decrypts the aes128gcm payload, a real SMTP server (aiosmtpd), real RQ jobs on their own queue.
A notification is a view: what a seat's push says is what that seat may read."""
from __future__ import annotations

import json
import random
import time

import pytest
from rq import Queue, SimpleWorker

from service.play.scheduling import NOTIFY_QUEUE
from tests.mailbox import Mailbox, link_in
from tests.pushservice import PushService

from .people import csrf, people_app, sign_up


@pytest.fixture(scope="module")
def world(redis_url, queue_url):
    box = Mailbox().start()
    mp = pytest.MonkeyPatch()
    for k, v in {**box.env(), "PUSH_ALLOW_PRIVATE": "1", "ARBITER_ORIGIN": "http://localhost",
                 "REDIS_URL": redis_url}.items():
        mp.setenv(k, v)
    import workers.jobs

    mp.setattr(workers.jobs, "_games", None)  # the jobs build their service from this environment
    from service.storage.connection import queue_client

    qc = queue_client(queue_url)
    queue = Queue(NOTIFY_QUEUE, connection=qc)
    queue.empty()  # jobs other modules left: not ours to run (nor their drain's flag)
    from service.notify.notifications import clear_drains

    clear_drains(qc)
    app = people_app(redis_url)
    push = PushService(expected_key=app.test_client().get("/v1/push/key").get_json()["public_key"]).start()

    def work(scheduled: bool = False):
        app.extensions["people"].flush()  # what its flusher does within NOTIFY_BATCH_MS
        SimpleWorker([queue], connection=qc).work(burst=True, with_scheduler=scheduled)

    yield {"app": app, "push": push, "box": box, "work": work, "queue": queue}
    push.stop()
    box.stop()
    mp.undo()
    workers.jobs._games = None


LONG_CLOCK = {"move_seconds": 86400, "on_timeout": "ai"}


def until_due(queue, within: float) -> None:
    """Wait until every job RQ's scheduler holds for the next `within` seconds is due: what a
    `time.sleep(within)` before `work(scheduled=True)` waited for, without the rest of the sleep
    (RQ scores a scheduled job in whole seconds, so it is often due well before `within`)."""
    soon = queue.connection.zrangebyscore(queue.scheduled_job_registry.key, 0, time.time() + within, withscores=True)
    assert soon, f"nothing is scheduled within {within} s"
    time.sleep(max(0.0, max(score for _, score in soon) - time.time()))


def _subscribe(client, push, name):
    sub = push.subscribe(name)
    resp = client.post("/v1/account/push-subscriptions", json=sub.json(), headers=csrf(client))
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _two_players(app, ruleset="battalla", email_b=None, clock=None):
    a, b = app.test_client(), app.test_client()
    sign_up(a)
    sign_up(b, email=email_b)
    body = {"ruleset": ruleset, "seats": [{"mine": True}, {"open": True}]}
    if clock:
        body["clock"] = clock
    game = a.post("/v1/games", json=body, headers=csrf(a)).get_json()
    claimed = b.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                     headers=csrf(b))
    assert claimed.status_code == 200, claimed.get_json()
    return a, b, game["id"]


def _act(client, gid, pick):
    legal = client.get(f"/v1/games/{gid}/legal-moves").get_json()
    resp = client.post(f"/v1/games/{gid}/moves", json={"move": pick.choice(legal["moves"])}, headers=csrf(client))
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["version"]


def _until_turn_of(clients, gid, target, pick, max_moves=400):
    """Play random moves for the seats to act until `target` becomes to act after another seat's
    move; returns the version before that move and after it."""
    for _ in range(max_moves):
        view = clients[0].get(f"/v1/games/{gid}").get_json()
        assert view["status"] == "active"
        acting = view["to_act"]
        if target in acting:
            _act(clients[target], gid, pick)  # let the target move first, so the next turn is news
            continue
        before = view["version"]
        after = _act(clients[acting[0]], gid, pick)
        if target in clients[0].get(f"/v1/games/{gid}").get_json()["to_act"]:
            return before, after
    raise AssertionError("the target seat never got the turn")


def _strings(obj, out=None) -> set:
    out = set() if out is None else out
    if isinstance(obj, dict):
        for v in obj.values():
            _strings(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _strings(v, out)
    elif isinstance(obj, str):
        out.add(obj)
    return out


def test_your_turn_reaches_the_push_service_for_the_right_game_and_carries_no_hidden_card(world):
    app, push, work = world["app"], world["push"], world["work"]
    a, b, gid = _two_players(app)
    _subscribe(a, push, "ana-phone")
    work()  # the start's notices
    before, after = _until_turn_of([a, b], gid, 0, random.Random(7))
    work()
    got = push.wait(lambda m: m[0] == "/push/ana-phone" and m[1]["version"] == after)
    assert got and not push.errors, push.errors
    note = got[0][1]
    assert note["type"] == "your_turn" and note["game_id"] == gid and note["seat"] == 0
    assert note["url"] == f"/games/{gid}" and "your turn" in note["body"]
    # the words are exactly what seat 0 reads of that move through the API
    mine = a.get(f"/v1/games/{gid}/events?after={before}&limit={after - before}").get_json()["events"]
    assert note["body"].startswith(mine[0]["text"][:-1])
    # and nothing that only seat 1 may see (its hand, its draws) is anywhere in the message
    theirs = b.get(f"/v1/games/{gid}/events?after=0&limit=1000").get_json()["events"]
    seen_by_a = _strings(a.get(f"/v1/games/{gid}/events?after=0&limit=1000").get_json()["events"]) | \
        _strings(a.get(f"/v1/games/{gid}").get_json())
    hidden = {s for s in _strings(theirs) - seen_by_a if len(s) > 3}
    assert hidden, "seat 1 should hold something seat 0 cannot see"
    text = json.dumps(note)
    assert not [h for h in hidden if h in text]


def test_mail_verifies_the_address_then_brings_your_turn_with_the_board_picture(world):
    """A game played by post (a day a move): a mail for each turn."""
    app, box, work = world["app"], world["box"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove", email_b="bo@example.test", clock=LONG_CLOCK)
    work()
    check = box.wait("bo@example.test", "Confirm your address")
    assert check is not None
    assert b.post("/v1/account/email/verify", json={"link": link_in(check, "/account/verify")},
                  headers=csrf(b)).status_code == 200
    assert b.get("/v1/account").get_json()["email_verified"] is True
    _, after = _until_turn_of([a, b], gid, 1, random.Random(3))
    work()
    mail = box.wait("bo@example.test", "Your turn")
    assert mail is not None
    text = mail.get_body(preferencelist=("plain",)).get_content()
    assert f"http://localhost/games/{gid}" in text and "your turn" in text
    pictures = [p for p in mail.walk() if p.get_content_type() == "image/png"]
    assert pictures and pictures[0].get_content()[:8] == b"\x89PNG\r\n\x1a\n"
    html = mail.get_body(preferencelist=("html",)).get_content()
    assert "cid:" in html


def test_a_mail_sign_in_link_signs_in_once_and_an_unknown_address_is_answered_the_same(world):
    app, box, work = world["app"], world["box"], world["work"]
    owner = app.test_client()
    sign_up(owner, email="cy@example.test")
    work()
    owner.post("/v1/account/email/verify", json={"link": link_in(box.wait("cy@example.test", "Confirm"), "/account/verify")},
               headers=csrf(owner))
    phone = app.test_client()
    known = phone.post("/v1/auth/email-link", json={"email": "CY@example.test"})
    unknown = phone.post("/v1/auth/email-link", json={"email": "nobody@example.test"})
    assert known.status_code == unknown.status_code == 202 and known.get_json() == unknown.get_json()
    work()
    link = link_in(box.wait("cy@example.test", "sign-in link"), "/signin/email")
    assert box.wait("nobody@example.test", "sign-in", timeout=0.5) is None
    assert phone.post("/v1/auth/email-link/consume", json={"link": link}).status_code == 200
    assert phone.get("/v1/account").status_code == 200
    again = app.test_client().post("/v1/auth/email-link/consume", json={"link": link})
    assert again.status_code == 401


def test_a_gone_subscription_is_dropped_and_a_failing_push_service_is_retried(world, monkeypatch):
    import service.notify.notifications as N

    monkeypatch.setattr(N, "RETRY_BASE", 0.2)
    app, push, work = world["app"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove")
    _subscribe(a, push, "old-laptop")
    flaky = _subscribe(a, push, "flaky-phone")["id"]
    push.gone.add("/push/old-laptop")
    push.failing["/push/flaky-phone"] = 1
    work()
    _, after = _until_turn_of([a, b], gid, 0, random.Random(5))
    work()
    # 410 Gone: that subscription is dropped; 503: kept, and the message retried
    assert [s["id"] for s in a.get("/v1/account/push-subscriptions").get_json()["subscriptions"]] == [flaky]
    until_due(world["queue"], 1.2)  # the retry is scheduled (RQ keeps whole seconds)
    work(scheduled=True)
    work()
    assert push.wait(lambda m: m[0] == "/push/flaky-phone" and m[1]["version"] == after, timeout=5)


def test_quiet_hours_hold_a_notice_back_and_a_digest_collects_mail(world, redis_client):
    app, push, work, queue = world["app"], world["push"], world["work"], world["queue"]
    a, b, gid = _two_players(app, ruleset="grove")
    _subscribe(a, push, "sleeper")
    now = time.gmtime()
    start = f"{(now.tm_hour + 23) % 24:02d}:00"
    end = f"{(now.tm_hour + 2) % 24:02d}:00"
    assert a.put("/v1/account/notifications", json={"quiet_hours": {"start": start, "end": end}, "timezone": "UTC"},
                 headers=csrf(a)).status_code == 200
    bad = a.put("/v1/account/notifications", json={"timezone": "Mars/Olympus"}, headers=csrf(a))
    assert bad.status_code == 400 and bad.get_json()["errors"] == {"timezone": "unknown time zone"}
    scheduled = len(queue.scheduled_job_registry)
    work()
    _until_turn_of([a, b], gid, 0, random.Random(11))
    work()
    assert not push.wait(lambda m: m[0] == "/push/sleeper", timeout=0.5)
    assert len(queue.scheduled_job_registry) > scheduled  # waiting for the quiet hours to end


def test_game_over_is_told_to_the_other_account_with_the_result(world):
    app, push, work = world["app"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove")
    _subscribe(b, push, "bo-over")
    work()
    assert a.post(f"/v1/games/{gid}/resign", headers=csrf(a)).status_code == 201
    work()
    got = push.wait(lambda m: m[0] == "/push/bo-over" and m[1]["type"] == "game_over")
    assert got and got[0][1]["game_id"] == gid and "resign" in got[0][1]["body"].lower()
    # the result names the winner (issue 35): "The game is over: <Bo> wins (<Ana> resigned)"
    names = {s["seat"]: s["name"] for s in a.get(f"/v1/games/{gid}").get_json()["seats"]}
    assert f"The game is over: {names[1]} wins ({names[0]} resigned)" in got[0][1]["body"], got[0][1]["body"]


def test_an_invite_accepted_is_told_to_the_creator(world):
    app, push, work = world["app"], world["push"], world["work"]
    a = app.test_client()
    sign_up(a)
    _subscribe(a, push, "host")
    game = a.post("/v1/games", json={"ruleset": "dale", "seats": [{"mine": True}, {"open": True}, {"open": True}]},
                  headers=csrf(a)).get_json()
    guest = app.test_client()
    guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"], "name": "Dee"})
    # the last seat is taken (the game begins) before the worker tells the first claim
    app.test_client().post(f"/v1/games/{game['id']}/seats/2/claim", json={"invite": game["seats"][2]["invite"],
                                                                          "name": "Eve"})
    work()
    got = push.wait(lambda m: m[0] == "/push/host" and m[1]["type"] == "invite_accepted" and "Dee" in m[1]["body"])
    assert got and got[0][1]["body"] == "Dee took seat 2 in Battle of the Dale."
    # each notice is of the version its seat was taken at, not of the game's when it was told
    eve = push.wait(lambda m: m[0] == "/push/host" and m[1]["type"] == "invite_accepted" and "Eve" in m[1]["body"])
    assert got[0][1]["version"] == 0 and eve and eve[0][1]["version"] >= 1


def test_a_deadline_reminder_comes_before_the_deadline_passes(world):
    app, push, work = world["app"], world["push"], world["work"]
    a, b = app.test_client(), app.test_client()
    sign_up(a)
    _subscribe(a, push, "reminded")
    game = a.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"name": "Bo"}],
                                      "clock": {"move_seconds": 6, "on_timeout": "ai"}}, headers=csrf(a)).get_json()
    bo = {"Authorization": f"Bearer {game['seats'][1]['token']}"}
    view = a.get(f"/v1/games/{game['id']}").get_json()
    while 0 not in view["to_act"]:  # Bo plays until it is seat 0's turn
        legal = b.get(f"/v1/games/{game['id']}/legal-moves", headers=bo).get_json()
        b.post(f"/v1/games/{game['id']}/moves", json={"move": legal["moves"][0]}, headers=bo)
        view = a.get(f"/v1/games/{game['id']}").get_json()
    work()
    until_due(world["queue"], 5.0)  # 80% of 6 s, in RQ's whole seconds; before a deadlines worker (if one runs) times it out
    work(scheduled=True)
    work()
    got = push.wait(lambda m: m[0] == "/push/reminded" and m[1]["type"] == "deadline_reminder", timeout=5)
    assert got and got[0][1]["game_id"] == game["id"] and got[0][1]["deadline"]


def test_table_talk_is_told_to_the_other_seat_unless_it_muted_the_author(world):
    app, push, work = world["app"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove")
    _subscribe(a, push, "listener")
    work()
    b.post(f"/v1/games/{gid}/chat", json={"text": "nice move"}, headers=csrf(b))
    work()
    got = push.wait(lambda m: m[0] == "/push/listener" and m[1]["type"] == "chat")
    assert got and got[0][1]["body"].endswith(": nice move")
    a.post(f"/v1/games/{gid}/chat/mutes", json={"seat": 1}, headers=csrf(a))
    b.post(f"/v1/games/{gid}/chat", json={"text": "muted words"}, headers=csrf(b))
    work()
    assert not push.wait(lambda m: m[0] == "/push/listener" and "muted words" in m[1]["body"], timeout=0.5)


def test_table_talk_of_an_account_you_blocked_is_never_told(world):
    app, push, work = world["app"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove")
    _subscribe(a, push, "blocker")
    work()
    assert a.post("/v1/account/blocks", json={"game_id": gid, "seat": 1}, headers=csrf(a)).status_code == 201
    b.post(f"/v1/games/{gid}/chat", json={"text": "words from a blocked account"}, headers=csrf(b))
    a.post("/v1/account/blocks", json={"account": "x"}, headers=csrf(a))  # a refused block changes nothing
    work()
    assert not push.wait(lambda m: m[0] == "/push/blocker" and "blocked account" in m[1]["body"], timeout=0.5)
    b_id = a.get("/v1/account/blocks").get_json()["blocks"][0]["id"]
    assert a.delete(f"/v1/account/blocks/{b_id}", headers=csrf(a)).status_code == 204
    b.post(f"/v1/games/{gid}/chat", json={"text": "unblocked words"}, headers=csrf(b))
    work()
    assert push.wait(lambda m: m[0] == "/push/blocker" and m[1]["body"].endswith(": unblocked words"))


def test_a_digest_collects_the_notices_into_one_mail(world):
    import workers.notify

    app, box, work = world["app"], world["box"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove", email_b="digest@example.test")
    work()
    b.post("/v1/account/email/verify", json={"link": link_in(box.wait("digest@example.test", "Confirm"), "/account/verify")},
           headers=csrf(b))
    assert b.put("/v1/account/notifications", json={"email_digest": "hourly", "push": {"your_turn": False}},
                 headers=csrf(b)).status_code == 200
    _until_turn_of([a, b], gid, 1, random.Random(2))
    work()
    assert box.wait("digest@example.test", "Your turn", timeout=0.5) is None  # collected, not sent
    account = b.get("/v1/account").get_json()["id"]
    assert workers.notify.digest(account) == "sent"  # the job that runs on the hour
    digest = box.wait("digest@example.test", "since the last digest")
    assert digest is not None and f"/games/{gid}" in digest.get_body(preferencelist=("plain",)).get_content()


# --- who is told, and when: a watching seat, fast games (issue 35, item 15) ----------------------------
class LivePage:
    """A seat's game page as the live stream it holds: opened with the seat's stream ticket (the
    way the page opens it), read chunk by chunk so the server's generator runs, closed at the end."""

    def __init__(self, client, gid):
        ticket = client.post(f"/v1/games/{gid}/stream-tickets", headers=csrf(client))
        assert ticket.status_code == 201, ticket.get_json()
        self.resp = client.get(ticket.get_json()["stream"], buffered=False)
        self.chunks = iter(self.resp.response)
        assert b"event: game" in next(self.chunks)  # the stream is open: the seat is present

    def close(self):
        self.resp.close()


def _verified_mail(world, client, address):
    box, work = world["box"], world["work"]
    work()
    check = box.wait(address, "Confirm your address")
    assert check is not None
    assert client.post("/v1/account/email/verify", json={"link": link_in(check, "/account/verify")},
                       headers=csrf(client)).status_code == 200


def test_a_seat_watching_its_game_live_is_not_told_and_is_told_once_its_page_closes(world, redis_client, monkeypatch):
    import service.notify.notifications as N

    monkeypatch.setattr(N, "PRESENCE_RECHECK", 1.0)
    app, push, box, work = world["app"], world["push"], world["box"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove", email_b="watcher@example.test", clock=LONG_CLOCK)
    _verified_mail(world, b, "watcher@example.test")
    _subscribe(b, push, "watcher")
    _subscribe(a, push, "other")
    work()
    page = LivePage(b, gid)
    assert redis_client.zcard(f"game:{{{gid}}}:present:1") == 1
    _, after = _until_turn_of([a, b], gid, 1, random.Random(11))
    assert a.post(f"/v1/games/{gid}/chat", json={"text": "your move, Bo"}, headers=csrf(a)).status_code == 201
    work()
    # Bo watches: no push and no mail for his turn or for Ana's talk (he reads both on the page)
    assert not push.wait(lambda m: m[0] == "/push/watcher", timeout=1.0)
    assert box.wait("watcher@example.test", "Your turn", timeout=0.5) is None
    # the turn is looked at again later: still watching then, so it was seen and is dropped
    until_due(world["queue"], 1.2)
    work(scheduled=True)
    assert not push.wait(lambda m: m[0] == "/push/watcher", timeout=0.5)
    # the page closes with the turn still Bo's: the next turn's notice waits, then comes
    page.close()
    assert redis_client.zcard(f"game:{{{gid}}}:present:1") == 0
    b_moves = _act(b, gid, random.Random(3))
    assert b_moves > after
    page = LivePage(b, gid)
    before, after = _until_turn_of([a, b], gid, 1, random.Random(12))
    work()
    assert not push.wait(lambda m: m[0] == "/push/watcher", timeout=0.5)
    page.close()
    until_due(world["queue"], 1.2)
    work(scheduled=True)
    work()
    got = push.wait(lambda m: m[0] == "/push/watcher" and m[1]["type"] == "your_turn")
    assert got and got[0][1]["version"] == after and "your turn" in got[0][1]["body"] and not push.errors
    assert box.wait("watcher@example.test", "Your turn") is not None  # a long clock: a mail for the turn too


def test_a_turn_notice_waiting_for_a_closed_page_is_dropped_once_the_seat_has_moved(world, monkeypatch):
    import service.notify.notifications as N

    monkeypatch.setattr(N, "PRESENCE_RECHECK", 1.0)
    app, push, work = world["app"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove")
    work()  # the game's opening notices, told before this browser subscribes (a drain reads who is subscribed)
    _subscribe(b, push, "mover")
    work()
    page = LivePage(b, gid)
    _until_turn_of([a, b], gid, 1, random.Random(21))
    work()
    _act(b, gid, random.Random(4))  # Bo moves from the page he watches
    page.close()
    until_due(world["queue"], 1.2)
    work(scheduled=True)
    work()
    assert not push.wait(lambda m: m[0] == "/push/mover" and m[1]["type"] == "your_turn", timeout=1.0)


def test_a_spectators_stream_is_no_ones_presence(world, redis_client):
    app, push, work = world["app"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove")
    _subscribe(b, push, "not-watching")
    work()
    spectator = app.test_client().get(f"/v1/games/{gid}/stream", buffered=False)
    next(iter(spectator.response))
    assert not redis_client.keys(f"game:{{{gid}}}:present:*")
    _, after = _until_turn_of([a, b], gid, 1, random.Random(31))
    work()
    assert push.wait(lambda m: m[0] == "/push/not-watching" and m[1]["version"] == after)
    spectator.close()


def test_a_fast_game_mails_its_turns_in_an_hourly_digest_without_the_turns_that_are_over(world):
    import workers.notify

    app, box, push, work = world["app"], world["box"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove", email_b="fast@example.test")  # no clock: a fast game
    _verified_mail(world, b, "fast@example.test")
    _subscribe(b, push, "fast-phone")
    settings = b.get("/v1/account/notifications").get_json()
    assert settings["prefs"]["email_digest"] == "off" and settings["prefs"]["digest_fast_games"] is True
    pick = random.Random(41)
    _, first = _until_turn_of([a, b], gid, 1, pick)
    work()
    assert push.wait(lambda m: m[0] == "/push/fast-phone" and m[1]["version"] == first)  # push: per turn
    assert box.wait("fast@example.test", "Your turn", timeout=0.5) is None  # mail: collected
    _act(b, gid, pick)
    _, second = _until_turn_of([a, b], gid, 1, pick)
    work()
    _act(b, gid, pick)  # this turn is over too before the digest goes
    _, third = _until_turn_of([a, b], gid, 1, pick)
    work()
    assert box.wait("fast@example.test", "Your turn", timeout=0.5) is None
    account = b.get("/v1/account").get_json()["id"]
    assert workers.notify.digest(account) == "sent"
    digest = box.wait("fast@example.test", "since the last digest")
    assert digest is not None
    body = digest.get_body(preferencelist=("plain",)).get_content()
    # three turns were collected; two of them were over before the digest went: one line is left
    assert digest["Subject"] == "Arbiter: 1 thing since the last digest", digest["Subject"]
    assert body.count(f"/games/{gid}") == 1 and "your turn" in body


def test_a_fast_game_mails_each_turn_when_the_player_turns_the_digest_off(world):
    app, box, work = world["app"], world["box"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove", email_b="each@example.test")
    _verified_mail(world, b, "each@example.test")
    assert b.put("/v1/account/notifications", json={"digest_fast_games": False}, headers=csrf(b)).status_code == 200
    assert b.get("/v1/account/notifications").get_json()["prefs"]["digest_fast_games"] is False
    _until_turn_of([a, b], gid, 1, random.Random(51))
    work()
    assert box.wait("each@example.test", "Your turn") is not None
    bad = b.put("/v1/account/notifications", json={"digest_fast_games": "sometimes"}, headers=csrf(b))
    assert bad.status_code == 400 and bad.headers["Content-Type"].startswith("application/problem+json")
    assert "digest_fast_games" in json.dumps(bad.get_json())


def test_a_stream_that_dies_without_closing_stops_counting_as_presence(redis_client):
    """A killed API process never closes its streams: their presence ends by itself after its ttl."""
    from service.notify.presence import Presence

    p = Presence(redis_client)
    p.here("presence-test", 1, "dead-stream", 0.6)
    p.here("presence-test", 1, "live-stream", 30)
    assert p.watching("presence-test", 1) and not p.watching("presence-test", 0)
    p.gone("presence-test", 1, "live-stream")
    assert p.watching("presence-test", 1)  # the dead one still counts, until its time is up
    time.sleep(0.8)
    assert not p.watching("presence-test", 1)


def test_a_name_holding_the_picture_placeholder_stays_a_name_in_the_mail(world):
    """The mail's template is filled once: a seat named "{picture}" adds no second picture."""
    app, box, work = world["app"], world["box"], world["work"]
    a, b = app.test_client(), app.test_client()
    sign_up(a)
    sign_up(b, email="pic@example.test")
    work()
    assert b.post("/v1/account/email/verify", json={"link": link_in(box.wait("pic@example.test", "Confirm"),
                                                                     "/account/verify")},
                  headers=csrf(b)).status_code == 200
    game = a.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True, "name": "Ana {picture}"},
                                                                   {"open": True}], "clock": LONG_CLOCK},
                  headers=csrf(a)).get_json()
    gid = game["id"]
    assert b.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                  headers=csrf(b)).status_code == 200
    html, pick = "", random.Random(5)
    for _ in range(4):  # a turn mail names the mover when it has the move's events (not the game's first turn)
        _until_turn_of([a, b], gid, 1, pick)
        work()
        deadline = time.time() + 10
        while time.time() < deadline and "Ana {picture}" not in html:
            mail = box.wait("pic@example.test", "Your turn")
            html = mail.get_body(preferencelist=("html",)).get_content() if mail is not None else ""
            time.sleep(0.2)
        if "Ana {picture}" in html:
            break
    assert html.count("<img") == 1 and "Ana {picture}" in html, html


def test_an_address_is_exactly_one_address_and_a_refused_change_keeps_the_old_one(world):
    app = world["app"]
    me = app.test_client()
    sign_up(me, email="one@example.test")
    for bad in ("a@x.test,b@x.test", "a@x.test b@x.test", "Ana <a@x.test>", "<a@x.test>", '"a,b"@x.test',
                "a@[127.0.0.1]", "a(c)@x.test", "a@x.test;b@x.test"):
        resp = me.patch("/v1/account", json={"email": bad}, headers=csrf(me))
        assert resp.status_code == 400 and resp.get_json()["errors"] == {"email": "not a mail address"}, bad
        assert resp.headers["Content-Type"] == "application/problem+json"
        assert app.test_client().post("/v1/auth/email-link", json={"email": bad}).status_code == 400, bad
    assert me.get("/v1/account").get_json()["email"] == "one@example.test"


def test_mail_to_one_address_is_limited_however_many_client_addresses_ask(world):
    app, box, work = world["app"], world["box"], world["work"]
    owner = app.test_client()
    sign_up(owner, email="victim@example.test")
    work()
    assert owner.post("/v1/account/email/verify", json={"link": link_in(box.wait("victim@example.test", "Confirm"),
                                                                         "/account/verify")},
                      headers=csrf(owner)).status_code == 200
    answers = [app.test_client().post("/v1/auth/email-link", json={"email": "victim@example.test"},
                                      environ_base={"REMOTE_ADDR": f"198.51.100.{i}"})  # 12 client addresses
               for i in range(12)]
    codes = [a.status_code for a in answers]
    assert codes[:4] == [202] * 4 and codes[-1] == 429, codes  # the sign-up's address check was the first
    refused = answers[-1]
    assert refused.headers["Retry-After"] and "recipient address" in refused.get_json()["detail"]
    work()
    time.sleep(0.5)
    links = [m for m in box.messages if "victim@example.test" in m["To"] and "sign-in" in m["Subject"]]
    assert len(links) == codes.count(202) <= 5


def test_verification_mails_are_limited_per_recipient_and_per_account(world):
    app, box, work = world["app"], world["box"], world["work"]
    me = app.test_client()
    sign_up(me)
    codes = [me.patch("/v1/account", json={"email": "target@example.test"}, headers=csrf(me)).status_code
             for _ in range(8)]
    assert codes[:5] == [200] * 5 and codes[5:] == [429] * 3, codes
    work()
    time.sleep(0.5)
    assert len([m for m in box.messages if "target@example.test" in m["To"]]) == 5
    # per account: another address each time does not get around it
    other = app.test_client()
    sign_up(other)
    spread = [other.patch("/v1/account", json={"email": f"t{i}@example.test"}, headers=csrf(other)).status_code
              for i in range(7)]
    assert spread[:5] == [200] * 5 and spread[5:] == [429] * 2, spread
    # a refused change changed nothing: the address is the last one accepted
    assert other.get("/v1/account").get_json()["email"] == "t4@example.test"


def test_a_takeback_request_and_a_draw_offer_reach_the_other_player_by_push_mail_and_the_account_stream(world):
    """Issue 36: the seat that owes an answer is told, in words with names, on every channel."""
    app, push, box, work = world["app"], world["push"], world["box"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove", email_b="bo-offers@example.test", clock=LONG_CLOCK)
    _verified_mail(world, b, "bo-offers@example.test")
    _subscribe(b, push, "bo-offers")
    work()
    names = {s["seat"]: s["name"] for s in a.get(f"/v1/games/{gid}").get_json()["seats"]}
    clients = {0: a, 1: b}
    # Ana's turn (the dice may give the first turn to Bo: then Bo ends a turn first)
    for _ in range(3):
        acting = a.get(f"/v1/games/{gid}").get_json()["to_act"][0]
        if acting == 0:
            break
        clients[1].post(f"/v1/games/{gid}/moves", json={"move": {"type": "stand", "place": "grove"}}, headers=csrf(b))
        clients[1].post(f"/v1/games/{gid}/moves", json={"move": {"type": "end_turn"}}, headers=csrf(b))
    work()
    for mv in ({"type": "stand", "place": "grove"}, {"type": "end_turn"}):
        assert a.post(f"/v1/games/{gid}/moves", json={"move": mv}, headers=csrf(a)).status_code == 201
    assert a.post(f"/v1/games/{gid}/takeback", headers=csrf(a)).status_code == 201
    work()
    said = f"{names[0]} asks to take back their last turn in Battle for the Grove"
    got = push.wait(lambda m: m[0] == "/push/bo-offers" and m[1]["type"] == "offer")
    assert got and got[0][1]["game_id"] == gid and got[0][1]["body"].startswith(said), got
    mail = box.wait("bo-offers@example.test", "A question for you")
    assert mail is not None and said in mail.get_body(preferencelist=("plain",)).get_content()
    events = app.extensions["arbiter"].account_events
    events.flush()
    bo = b.get("/v1/account").get_json()["id"]
    offers = [e for _, e in events.read(bo, "0-0", 1000) if e.get("type") == "offer" and e.get("game_id") == gid]
    assert offers and offers[0]["text"].startswith(said), offers
    # a declined request changes nothing; a draw offer is told the same way
    assert b.post(f"/v1/games/{gid}/takeback/answer", json={"accept": False}, headers=csrf(b)).status_code == 201
    assert a.post(f"/v1/games/{gid}/draw", headers=csrf(a)).status_code == 201
    work()
    got = push.wait(lambda m: m[0] == "/push/bo-offers" and "as a draw" in m[1]["body"])
    assert got and got[0][1]["body"].startswith(f"{names[0]} asks to end the game as a draw")
    # the draw accepted, Ana offers a rematch: Bo hears of it
    assert b.post(f"/v1/games/{gid}/draw/answer", json={"accept": True}, headers=csrf(b)).status_code == 201
    assert a.post(f"/v1/games/{gid}/rematch", headers=csrf(a)).get_json()["status"] == "offered"
    work()
    got = push.wait(lambda m: m[0] == "/push/bo-offers" and "rematch" in m[1]["body"])
    assert got and got[0][1]["body"].startswith(f"{names[0]} offers a rematch of Battle for the Grove")
    events.flush()
    assert any(e.get("type") == "offer" and "rematch" in e["text"] for _, e in events.read(bo, "0-0", 1000))


def test_mails_and_pushes_speak_the_recipients_language_not_the_movers(world):
    """docs/i18n.md: Bo reads German, Ana English; Bo's mails and pushes are German, Ana's English."""
    app, box, push, work = world["app"], world["box"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove", email_b="bo.de@example.test", clock=LONG_CLOCK)
    assert b.patch("/v1/account", json={"language": "de"}, headers=csrf(b)).status_code == 200
    _subscribe(a, push, "ana-en")
    _subscribe(b, push, "bo-de")
    work()
    check = box.wait("bo.de@example.test", "Bestätige deine Adresse für Arbiter")
    assert check is not None and "Falls du das nicht angefordert hast" in check.get_body(("plain",)).get_content()
    assert b.post("/v1/account/email/verify", json={"link": link_in(check, "/account/verify")},
                  headers=csrf(b)).status_code == 200
    _, after = _until_turn_of([a, b], gid, 1, random.Random(5))
    work()
    mail = box.wait("bo.de@example.test", "Du bist am Zug")
    assert mail is not None
    assert f"Zur Partie: http://localhost/games/{gid}" in mail.get_body(preferencelist=("plain",)).get_content()
    html = mail.get_body(preferencelist=("html",)).get_content()
    assert "Was Arbiter dir schickt, stellst du hier ein" in html and "Open the game" not in html
    # the board in the mail is Bo's picture in German: the one the API draws for Bo with ?lang=de
    import cairosvg

    png = next(p for p in mail.walk() if p.get_content_type() == "image/png").get_content()
    drawn = {lang: cairosvg.svg2png(bytestring=b.get(f"/v1/games/{gid}/board.svg?at={after}&lang={lang}").data)
             for lang in ("de", "en")}
    assert png == drawn["de"] and png != drawn["en"]
    bo = push.wait(lambda m: m[0] == "/push/bo-de" and m[1]["version"] == after)
    assert bo and bo[0][1]["title"].startswith("Du bist am Zug: ")
    _, after = _until_turn_of([a, b], gid, 0, random.Random(6))
    work()
    ana = push.wait(lambda m: m[0] == "/push/ana-en" and m[1]["version"] == after)
    assert ana and ana[0][1]["title"].startswith("Your turn: ")


def test_the_game_words_of_a_notice_are_in_the_recipients_language(world):
    """Issue 37: the sentence of a push (the move in the game's words, then whose turn it is) and
    the account stream's words are the recipient's language, not the mover's; English as before."""
    app, push, work = world["app"], world["push"], world["work"]
    a, b, gid = _two_players(app, ruleset="grove")
    assert b.patch("/v1/account", json={"language": "de"}, headers=csrf(b)).status_code == 200
    _subscribe(a, push, "ana-words-en")
    _subscribe(b, push, "bo-words-de")
    work()
    _, after = _until_turn_of([a, b], gid, 1, random.Random(7))
    work()
    bo = push.wait(lambda m: m[0] == "/push/bo-words-de" and m[1]["version"] == after)
    assert bo and bo[0][1]["body"].endswith("; du bist am Zug in Battle for the Grove."), bo
    assert not any(w in bo[0][1]["body"] for w in (" rolls ", " moves ", " stands ", "your turn")), bo
    _, after = _until_turn_of([a, b], gid, 0, random.Random(8))
    work()
    ana = push.wait(lambda m: m[0] == "/push/ana-words-en" and m[1]["version"] == after)
    assert ana and ana[0][1]["body"].endswith("; it is your turn in Battle for the Grove."), ana
    # the account stream: Bo's records in German, Ana's in English
    assert a.post(f"/v1/games/{gid}/resign", headers=csrf(a)).status_code == 201
    events = app.extensions["arbiter"].account_events
    events.flush()
    bo_id, ana_id = b.get("/v1/account").get_json()["id"], a.get("/v1/account").get_json()["id"]
    over = [e for _, e in events.read(bo_id, "0-0", 1000) if e.get("type") == "game_over" and e["game_id"] == gid]
    assert over and over[0]["text"].startswith("Deine Partie Battle for the Grove gegen ") and \
        over[0]["outcome"]["text"].endswith("gewinnt: Aufgabe von " + over[0]["text"].split("gegen ")[1].split(" ist")[0] + "."), over
    mine = [e for _, e in events.read(ana_id, "0-0", 1000) if e.get("type") == "game_over" and e["game_id"] == gid]
    assert mine and mine[0]["text"].startswith("Your game of Battle for the Grove against ") and "resigned" in mine[0]["text"]
