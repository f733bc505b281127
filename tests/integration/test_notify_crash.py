"""Notifications survive the death of the worker that was sending them: a real notifications
worker (its own process, on a Redis of this module's own) is killed with SIGKILL while a mail is on
its way to a slow SMTP server; the next turn's push still arrives within seconds, the interrupted
mail arrives once, and nothing is told twice. Then, in-process: a record told again (its drain
died after sending) tells nobody twice, and one notice that fails drops no other of its record."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest
from rq import Queue, SimpleWorker

from service.play.scheduling import NOTIFY_QUEUE
from tests.conftest import ROOT, wait_for
from tests.mailbox import Mailbox, link_in
from tests.pushservice import PushService

from .people import csrf, people_app, sign_up
from .test_notifications import _act, _subscribe

# a game by post (a day a move): its turns are mailed one by one, not gathered in the fast games' digest
BY_POST = {"move_seconds": 86400, "on_timeout": "ai"}


@pytest.fixture(scope="module")
def world():
    from service.ops.redis_server import PrivateRedis

    server = PrivateRedis()  # only the workers this module starts take its jobs
    box = Mailbox().start()
    env = {**box.env(), "PUSH_ALLOW_PRIVATE": "1", "ARBITER_ORIGIN": "http://localhost", "REDIS_URL": server.url,
           "REDIS_QUEUE_URL": server.url, "NOTIFY_BATCH_MS": "0"}
    mp = pytest.MonkeyPatch()
    for k, v in env.items():
        mp.setenv(k, v)
    import workers.jobs

    mp.setattr(workers.jobs, "_games", None)  # the in-process sweep builds its service from this environment
    app = people_app(server.url, REDIS_QUEUE_URL=server.url)
    push = PushService(expected_key=app.test_client().get("/v1/push/key").get_json()["public_key"]).start()
    worker_env = dict(os.environ, **env, NOTIFY_LEASE_SECONDS=str(LEASE_SECONDS))
    cmd = [os.path.join(os.path.dirname(sys.executable), "rq"), "worker", "--url", server.url,
           "--worker-class", "workers.worker.ArbiterWorker", NOTIFY_QUEUE]

    def start_worker():
        return subprocess.Popen(cmd, cwd=ROOT, env=worker_env, start_new_session=True,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    yield {"app": app, "push": push, "box": box, "start_worker": start_worker, "url": server.url}
    push.stop()
    box.stop()
    mp.undo()
    workers.jobs._games = None
    server.stop()


def _settled(url) -> bool:
    """Nothing is left that could still be told: no record waits or is held under a lease, no drain
    is queued, and no drain's flag is up (a live drain's, or a killed one's that has not run out)."""
    from service.notify.notifications import DRAIN_SLOTS, _slot_flag
    from service.notify.notify_inbox import HELD, INBOX
    from service.storage.connection import queue_client

    qc = queue_client(url)
    return not (qc.llen(INBOX) or qc.zcard(HELD) or Queue(NOTIFY_QUEUE, connection=qc).count
                or qc.exists(*(_slot_flag(i) for i in range(DRAIN_SLOTS))))


def _kill(proc) -> None:
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def _to_act(client, gid) -> list:
    return client.get(f"/v1/games/{gid}").get_json()["to_act"]


def _play_until(clients, gid, target, pick) -> int:
    """Random moves until `target` is to act after another seat's move; the version after it."""
    for _ in range(400):
        acting = _to_act(clients[0], gid)
        if target in acting:
            _act(clients[target], gid, pick)
            continue
        after = _act(clients[acting[0]], gid, pick)
        if target in _to_act(clients[0], gid):
            return after
    raise AssertionError("the target seat never got the turn")


def test_a_worker_killed_while_mailing_loses_no_notice_and_sends_none_twice(world):
    from workers.jobs import sweep

    app, push, box = world["app"], world["push"], world["box"]
    worker = world["start_worker"]()
    try:
        ana, bo = app.test_client(), app.test_client()
        sign_up(ana, "Ana Crash")
        sign_up(bo, "Bo Crash", email="bo-crash@example.test")
        check = box.wait("bo-crash@example.test", "Confirm your address", timeout=60)
        assert check is not None, "the worker sends the address check"
        assert bo.post("/v1/account/email/verify", json={"link": link_in(check, "/account/verify")},
                       headers=csrf(bo)).status_code == 200
        _subscribe(ana, push, "ana-crash")
        game = ana.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"open": True}], "clock": BY_POST},
                        headers=csrf(ana)).get_json()
        gid = game["id"]
        assert bo.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                       headers=csrf(bo)).status_code == 200
        pick = random.Random(11)
        if 0 not in _to_act(ana, gid):
            _play_until([ana, bo], gid, 0, pick)
        wait_for(lambda: _settled(world["url"]), timeout=30)  # what the worker had to say so far is said

        def bo_mails():
            return [m for m in box.messages if "bo-crash" in m["To"]]

        def kill_while_mailing_bo():
            """Ana ends her turn while Bo's mail server is slow; the worker dies while mailing Bo."""
            box.stalled = True
            box.mail_started.clear()
            version = _play_until([ana, bo], gid, 1, pick)
            assert box.mail_started.wait(30), "the worker began Bo's mail"
            _kill(world_worker[0])
            return version

        world_worker = [worker]
        # 1. the week's finding: then Bo ends his turn (201) while nobody drains; Ana's push must come
        mailed_before = len(bo_mails())
        kill_while_mailing_bo()
        ana_turn = _play_until([ana, bo], gid, 0, pick)
        box.stalled = False
        killed_at = time.time()
        worker = world_worker[0] = world["start_worker"]()  # restarted; the sweep runs every few seconds

        def ana_told():
            sweep()
            return push.wait(lambda m: m[0] == "/push/ana-crash" and m[1]["version"] == ana_turn, timeout=0.5)
        wait_for(ana_told, timeout=40, every=0.5)
        assert time.time() - killed_at < 30, "a non-empty inbox is drained within seconds"
        # 2. the worker dies while mailing Bo, and Bo has not played yet: his mail comes, once
        bo_turn = kill_while_mailing_bo()
        box.stalled = False
        worker = world_worker[0] = world["start_worker"]()

        def bo_told():
            sweep()
            return len(bo_mails()) > mailed_before
        wait_for(bo_told, timeout=40, every=0.5)
        wait_for(lambda: _settled(world["url"]), timeout=30)  # whatever could still come twice has had its chance
        sweep()
        wait_for(lambda: _settled(world["url"]), timeout=30)
        pushes = push.wait(lambda m: m[0] == "/push/ana-crash" and m[1]["version"] == ana_turn, timeout=0)
        assert len(pushes) == 1, "Ana's turn is pushed once"
        # Bo's turn of step 1 was played before the restart (no stale 'your turn'); step 2's comes once
        mailed = bo_mails()[mailed_before:]
        assert len(mailed) == 1 and "Your turn" in mailed[0]["Subject"], [m["Subject"] for m in mailed]
        text = mailed[0].get_body(preferencelist=("plain",)).get_content()
        assert f"/games/{gid}" in text and bo_turn > ana_turn
    finally:
        _kill(worker)


LEASE_SECONDS = 3  # the killed worker's leases and drain flag run out after this (10 s in production)


def _in_process(world):
    """An in-process drain of this module's notify queue (a worker that is not killed)."""
    from service.storage.connection import queue_client

    qc = queue_client(world["url"])
    queue = Queue(NOTIFY_QUEUE, connection=qc)
    return qc, lambda: SimpleWorker([queue], connection=qc).work(burst=True)


def test_a_record_told_again_after_its_drain_died_tells_each_channel_once(world):
    from service.notify.notify_inbox import HELD, INBOX

    app, push = world["app"], world["push"]
    qc, work = _in_process(world)
    host, guest = app.test_client(), app.test_client()
    sign_up(host, "Host Again")
    _subscribe(host, push, "host-again")
    game = host.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"open": True}], "clock": BY_POST},
                     headers=csrf(host)).get_json()
    sign_up(guest, "Guest Again")
    # what the drain claims, kept aside: the record as it was when a drain that then died took it
    captured = []
    real_claim = __import__("service.notify.notify_inbox", fromlist=["Inbox"]).Inbox.claim

    def claim_and_keep(self, count):
        items = real_claim(self, count)
        captured.extend(items)
        return items
    mp = pytest.MonkeyPatch()
    mp.setattr("service.notify.notify_inbox.Inbox.claim", claim_and_keep)
    try:
        assert guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                          headers=csrf(guest)).status_code == 200
        work()
    finally:
        mp.undo()
    invites = [raw for raw in captured if json.loads(raw)["r"][0] == "invite"]
    assert invites, captured
    first = push.wait(lambda m: m[0] == "/push/host-again" and m[1]["type"] == "invite_accepted")
    assert len(first) == 1
    # the drain sent, then died before acknowledging: its lease ran out and the record came back
    qc.rpush(INBOX, *invites)
    assert app.extensions["people"].watch()["notify_drains_queued"] == 1  # the sweep's look: a drain
    work()
    time.sleep(1)
    again = push.wait(lambda m: m[0] == "/push/host-again" and m[1]["type"] == "invite_accepted", timeout=0)
    assert len(again) == 1, "told again, the record pushed nobody twice"
    assert qc.llen(INBOX) == 0 and qc.zcard(HELD) == 0


def test_one_notice_that_fails_drops_no_other_notice_of_its_record(world, monkeypatch):
    from service.notify.notifications import People

    app, push = world["app"], world["push"]
    _, work = _in_process(world)
    a, b, c = app.test_client(), app.test_client(), app.test_client()
    ids = {sign_up(a, "Ana First")[0]["account"]["id"]: "/push/ana-first"}
    _subscribe(a, push, "ana-first")
    ids[sign_up(b, "Bo Second")[0]["account"]["id"]] = "/push/bo-second"
    _subscribe(b, push, "bo-second")
    sign_up(c, "Cy Third")
    game = a.post("/v1/games", json={"ruleset": "dale", "seats": [{"mine": True}, {"open": True}, {"open": True}], "clock": BY_POST},
                  headers=csrf(a)).get_json()
    gid, invites = game["id"], {s["seat"]: s.get("invite") for s in game["seats"]}
    assert b.post(f"/v1/games/{gid}/seats/1/claim", json={"invite": invites[1]}, headers=csrf(b)).status_code == 200
    work()
    real, failed = People._tell, []

    def first_one_fails(self, account_id, loaded, seat, kind, *args):
        if not failed and kind == "invite_accepted":
            failed.append(account_id)
            raise ValueError("a notice that cannot be made (as a bad name once broke the board picture)")
        return real(self, account_id, loaded, seat, kind, *args)
    monkeypatch.setattr(People, "_tell", first_one_fails)
    # Cy's claim is one record telling Ana and Bo; the first one told fails, the other still is told
    assert c.post(f"/v1/games/{gid}/seats/2/claim", json={"invite": invites[2]}, headers=csrf(c)).status_code == 200
    work()
    assert failed
    other = next(path for aid, path in ids.items() if aid != failed[0])
    got = push.wait(lambda m: m[0] == other and m[1]["type"] == "invite_accepted" and "Cy Third" in m[1]["body"])
    assert got, "the other account is told although the first notice failed"


def test_a_record_whose_telling_met_redis_away_is_kept_and_told_when_its_lease_ends(world, monkeypatch):
    """Redis going away mid-record (the week's Redis kills): the record is not acknowledged, and once
    its lease has run out the sweep hands it back and it is told."""
    import redis

    from service.notify.notifications import People
    from service.notify.notify_inbox import HELD, INBOX

    app, push = world["app"], world["push"]
    qc, work = _in_process(world)
    host, guest = app.test_client(), app.test_client()
    sign_up(host, "Host Redis")
    _subscribe(host, push, "host-redis")
    sign_up(guest, "Guest Redis")
    game = host.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"open": True}], "clock": BY_POST},
                     headers=csrf(host)).get_json()
    real, failures = People.run_invite_accepted, []

    def redis_away_once(self, *args):
        if not failures:
            failures.append(1)
            raise redis.exceptions.ConnectionError("Connection refused (Redis was killed)")
        return real(self, *args)
    monkeypatch.setattr(People, "run_invite_accepted", redis_away_once)
    assert guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                      headers=csrf(guest)).status_code == 200
    work()
    assert failures and qc.zcard(HELD) == 1 and qc.llen(INBOX) == 0, "kept, not acknowledged, not lost"
    assert not push.wait(lambda m: m[0] == "/push/host-redis" and m[1]["type"] == "invite_accepted", timeout=0.5)
    held = qc.zrange(HELD, 0, -1)[0]
    qc.zadd(HELD, {held: 1})  # its lease has run out (as it does 10 s later)
    watched = app.extensions["people"].watch()
    assert watched["notices_recovered"] == 1
    work()
    got = push.wait(lambda m: m[0] == "/push/host-redis" and m[1]["type"] == "invite_accepted")
    assert len(got) == 1 and qc.zcard(HELD) == 0


def test_a_mail_sent_again_after_its_drain_died_before_marking_it_has_the_same_message_id(world, monkeypatch):
    """The window that is left (the SMTP server had the mail, the drain died before marking it): the
    mail told again carries the first one's Message-ID, so a mail store keeps one."""
    from service.notify.notify_inbox import INBOX, Inbox

    app, box = world["app"], world["box"]
    qc, work = _in_process(world)
    host, guest = app.test_client(), app.test_client()
    sign_up(host, "Host Twice", email="twice@example.test")
    work()
    assert host.post("/v1/account/email/verify", json={"link": link_in(box.wait("twice@example.test", "Confirm"),
                                                                        "/account/verify")},
                     headers=csrf(host)).status_code == 200
    sign_up(guest, "Guest Twice")
    game = host.post("/v1/games", json={"ruleset": "grove", "seats": [{"mine": True}, {"open": True}], "clock": BY_POST},
                     headers=csrf(host)).get_json()
    captured, real_claim, real_mark = [], Inbox.claim, Inbox.mark

    def claim_and_keep(self, count):
        items = real_claim(self, count)
        captured.extend(items)
        return items
    monkeypatch.setattr(Inbox, "claim", claim_and_keep)
    monkeypatch.setattr(Inbox, "mark", lambda self, rid, notice: None if notice.endswith(":email")
                        else real_mark(self, rid, notice))  # killed between the mail and its mark
    assert guest.post(f"/v1/games/{game['id']}/seats/1/claim", json={"invite": game["seats"][1]["invite"]},
                      headers=csrf(guest)).status_code == 200
    work()
    invites = [raw for raw in captured if json.loads(raw)["r"][0] == "invite"]
    qc.rpush(INBOX, *invites)  # its lease ran out: handed back
    app.extensions["people"].watch()
    work()
    time.sleep(0.5)
    taken = [m for m in box.messages if "twice@example.test" in m["To"] and "seat was taken" in m["Subject"]]
    assert len(taken) == 2 and taken[0]["Message-ID"] == taken[1]["Message-ID"], [m["Message-ID"] for m in taken]
