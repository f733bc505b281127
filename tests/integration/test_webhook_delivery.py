"""Webhook delivery with real sender processes, real HTTP receivers on 127.0.0.1 and a real Redis:
the fault campaign's cases (issue 22 part 4). A game whose receiver takes 10 s per call must not
hold up another game's webhooks (the requirement: the other game's first delivery within 2 s),
nor the deadline reminders; one endpoint's messages keep their order; a sender killed in the
middle of a delivery loses nothing.

Each module gets its own queue Redis (the outbox's keys are global to it), so no other test's
sender takes these messages. The 2 s bound is asserted as it is: a delivery here takes tens of
milliseconds, so the bound has ample room on a loaded machine, while the defect it guards
against made the other game wait 10 s or more."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time

import pytest
import redis

from api import create_app
from service.storage.connection import connect
from service.integrate.webhook_outbox import Outbox
from service.integrate.webhooks import Webhooks
from tests.conftest import METRICS_AUTH, METRICS_TOKEN, ROOT
from tests.webhooks_helpers import Receiver, wait_for, webhook_sender

SLOW = 10.0  # seconds per call of the slow game's receiver, as in the campaign
REQUIRED = 2.0  # the requirement: the other game's first delivery within 2 s


def _client(store_url: str, queue_url: str):
    app = create_app({"TESTING": True, "REDIS_URL": store_url, "REDIS_QUEUE_URL": queue_url,
                      "METRICS_TOKEN": METRICS_TOKEN,
                      "WEBHOOK_ALLOW_PRIVATE": True, "RATE_LIMITS": "off"})
    return app.test_client()


@pytest.fixture
def client(redis_url, queue_server):
    return _client(redis_url, queue_server.url)


@pytest.fixture
def own_store():
    """A store of the test's own (a private redis-server): no deadline sweeper of the session's
    worker (started by an earlier module in the same process) enforces its games' deadlines."""
    from service.ops.redis_server import PrivateRedis

    server = PrivateRedis()
    yield server.url
    server.stop()


@pytest.fixture
def receivers():
    """Make receivers with `receivers(...)`; all are closed at the end of the test."""
    made = []

    def make(*args, **kwargs):
        made.append(Receiver(*args, **kwargs))
        return made[-1]

    yield make
    for rec in made:
        rec.close()


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def new_game(client, clock=None) -> dict:
    body = {"ruleset": "grove", "seats": [{"name": "ana"}, {"name": "bo"}]}
    if clock:
        body["clock"] = clock
    r = client.post("/v1/games", json=body)
    assert r.status_code == 201, r.json
    return r.json


def hook(client, game: dict, url: str) -> dict:
    """A game-wide webhook: it hears every "your turn" of the game."""
    r = client.post(f"/v1/games/{game['id']}/webhooks", json={"url": url, "scope": "game"},
                    headers=auth(game["seats"][0]["token"]))
    assert r.status_code == 201, r.json
    return r.json


def pass_the_turn(client, game: dict, pick: random.Random) -> None:
    """Legal moves until another seat is to act: one "turn.your_turn" message per game-wide webhook."""
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"]}
    first = client.get(f"/v1/games/{gid}").json["to_act"]
    for _ in range(50):
        seat = client.get(f"/v1/games/{gid}").json["to_act"][0]
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).json["moves"]
        r = client.post(f"/v1/games/{gid}/moves", json={"move": pick.choice(moves)}, headers=auth(tokens[seat]))
        assert r.status_code == 201, r.json
        if r.json["game"]["status"] == "finished" or r.json["game"]["to_act"] != first:
            return
    raise AssertionError("the turn did not pass in 50 moves")


def waiting(queue_server, game_id: str, webhook_id: str) -> int:
    """Messages to one endpoint still waiting for their first attempt (the one in flight included)."""
    return redis.Redis.from_url(queue_server.url).llen(f"webhooks:q:{game_id}|{webhook_id}")


def first_delivery_delay(client, receiver: Receiver, pick: random.Random) -> float:
    """Seconds from just before another game's move to its first webhook call arriving."""
    other = new_game(client)
    hook(client, other, receiver.url)
    started = time.monotonic()
    pass_the_turn(client, other, pick)
    wait_for(lambda: receiver.calls, timeout=60, what="the other game's first delivery")
    return receiver.calls[0]["at"] - started


def test_a_game_with_a_10_s_receiver_does_not_delay_another_games_first_delivery(
        redis_url, queue_server, client, receivers):
    """The campaign's case: eight turns of a game whose receiver takes 10 s per call."""
    slow, fast = receivers(delay=SLOW), receivers()
    pick = random.Random(22)
    with webhook_sender(redis_url, queue_server.url) as sender:
        game = new_game(client)
        slow_hook = hook(client, game, slow.url)
        for _ in range(8):
            pass_the_turn(client, game, pick)
        wait_for(lambda: slow.in_flight, timeout=30, what="the slow receiver's first call")
        delay = first_delivery_delay(client, fast, pick)
        backlog = waiting(queue_server, game["id"], slow_hook["id"])
        assert slow.in_flight == 1 and backlog >= 5, "the slow game was not holding a backlog"
        assert delay < REQUIRED, f"the other game's first delivery took {delay:.2f} s\n{sender.output()}"
        assert len(slow.calls) == 1  # its own messages wait for each other (one at a time, in order)
        def scrape() -> str:
            return client.get("/metrics", headers=METRICS_AUTH).get_data(as_text=True)

        # the gauges settle once the fast game's delivery is acknowledged (a moment on a loaded machine)
        wait_for(lambda: "arbiter_webhook_deliveries_in_flight 1.0" in (m := scrape())
                 and "arbiter_webhook_endpoints_due 0.0" in m, timeout=30, what="the outbox gauges")
        metrics = scrape()
        assert 'arbiter_job_duration_seconds_count{kind="webhook_wait",outcome="first-attempt"}' in metrics
        slow.close()  # its calls end now: the sender stops without waiting for them


@pytest.mark.parametrize("share", ["host", "game"])
def test_a_slow_host_or_game_takes_only_its_share_of_the_senders(redis_url, queue_server, client, receivers, share):
    """Six slow endpoints of one game, on one host or on six: with 4 threads and a share of 2,
    two calls are in flight to them and the other game's delivery goes out at once."""
    settings = {"WEBHOOK_CONCURRENCY": 4, "WEBHOOK_HOST_SHARE": 2 if share == "host" else 8,
                "WEBHOOK_GAME_SHARE": 2 if share == "game" else 8}
    slow = [receivers(delay=SLOW)] * 6 if share == "host" else [receivers(delay=SLOW) for _ in range(6)]
    fast = receivers()
    pick = random.Random(7)
    with webhook_sender(redis_url, queue_server.url, **settings) as sender:
        game = new_game(client)
        for i, rec in enumerate(slow):
            hook(client, game, f"{rec.url}?endpoint={i}")
        pass_the_turn(client, game, pick)
        in_flight = lambda: sum(r.in_flight for r in set(slow))  # noqa: E731
        wait_for(lambda: in_flight() >= 2, timeout=30, what="two slow calls")
        delay = first_delivery_delay(client, fast, pick)
        assert in_flight() == 2, f"the slow {share} holds {in_flight()} of the 4 threads, not its share of 2"
        assert delay < REQUIRED, f"the other game's first delivery took {delay:.2f} s\n{sender.output()}"
        for rec in slow:
            rec.close()


def test_one_endpoints_messages_go_in_the_order_they_were_created_one_at_a_time(redis_url, queue_server, receivers):
    """Two senders of 4 threads each, three endpoints of 15 messages each; one receiver fails a
    message once. Per endpoint: never two calls at once, first attempts in creation order, the
    failed message retried and delivered."""
    store = connect(redis_url)
    hooks = Webhooks(store, Outbox(redis.Redis.from_url(queue_server.url)))
    recs = [receivers([200, 200, 500], delay=0.02), receivers(delay=0.02), receivers(delay=0.02)]
    created = {}
    with webhook_sender(redis_url, queue_server.url, WEBHOOK_CONCURRENCY=4), \
            webhook_sender(redis_url, queue_server.url, WEBHOOK_CONCURRENCY=4):
        eps = []
        for i, rec in enumerate(recs):
            ep = hooks.register(f"order{i}", 0, "seat", rec.url, None, allow_private=True, retry_base=0.2)
            eps.append(hooks.endpoint(f"order{i}", ep["id"]))
        for n in range(15):
            for ep, rec in zip(eps, recs):
                created.setdefault(rec.url, []).append(hooks.enqueue(ep, "turn.your_turn", {"n": n}))
        for rec in recs:
            wait_for(lambda rec=rec: set(rec.ids()) >= set(created[rec.url]), timeout=60, what="every message")
    for i, rec in enumerate(recs):
        firsts = list(dict.fromkeys(rec.ids()))  # each id where it first came
        assert firsts == created[rec.url], f"endpoint {i}: first attempts out of order"
        assert rec.max_in_flight == 1, f"endpoint {i}: {rec.max_in_flight} calls at once"
    failed = created[recs[0].url][2]
    assert recs[0].ids().count(failed) == 2  # the 500, then its retry
    statuses = {hooks.delivery(f"order{i}", m)["status"] for i, rec in enumerate(recs) for m in created[rec.url]}
    assert statuses == {"delivered"}


def _rq_reminder_worker(redis_url: str, queue_url: str, log) -> subprocess.Popen:
    bin_dir = os.path.dirname(sys.executable)
    return subprocess.Popen([os.path.join(bin_dir, "rq"), "worker", "--with-scheduler", "--url", queue_url,
                             "--worker-class", "workers.worker.ArbiterWorker", "arbiter-webhooks"],
                            cwd=ROOT, env=dict(os.environ, REDIS_URL=redis_url, REDIS_QUEUE_URL=queue_url),
                            stdout=log, stderr=subprocess.STDOUT)


def _reminder_story(queue_url: str, game_id: str, log_path) -> str:
    """Where a reminder that did not come got to: its RQ job, the outbox, the worker's last words."""
    from rq.job import Job

    q = redis.Redis.from_url(queue_url)
    jobs = []
    for key in q.scan_iter(f"rq:job:whr-{game_id}-*"):
        job = Job.fetch(key.decode().removeprefix("rq:job:"), connection=q)
        jobs.append(f"{job.id}: {job.get_status()} (result {job.return_value()!r})")
    tail = open(log_path).read().splitlines()[-15:]
    return (f"jobs {jobs or 'none'}; scheduled {q.zcard('rq:scheduled:arbiter-webhooks')}; "
            f"scheduler lock {q.get('rq:scheduler-lock:arbiter-webhooks')!r}; outbox waiting {q.zcard('webhooks:ready')}; "
            "worker log:\n" + "\n".join(tail))


def test_a_reminder_arrives_on_time_while_another_games_receiver_is_slow(own_store, queue_server, receivers, tmp_path):
    """A 5 s clock: the reminder is due 4 s (80 %) after the move. RQ keeps scheduled times in whole
    seconds (truncated: up to 1 s early) and its scheduler looks once a second (up to 1 s late);
    then the delivery has the required 2 s. Before the fix it waited behind the slow game's
    10 s calls.

    The games live in a store of their own: on the run's store the session's sweeper (when an
    earlier module of this process started the shared worker) enforced the 5 s deadline, and a
    reminder job the loaded machine ran more than a second late found the turn timed out, rightly
    'stale', so no reminder ever came (seen once under double load). Nothing here enforces the
    deadline, so the reminder's own lateness is what the bound measures."""
    redis_url, client = own_store, _client(own_store, queue_server.url)
    slow, mine = receivers(delay=SLOW), receivers()
    pick = random.Random(5)
    log_path = tmp_path / "worker.log"
    worker = _rq_reminder_worker(redis_url, queue_server.url, open(log_path, "w"))
    try:
        wait_for(lambda: redis.Redis.from_url(queue_server.url).exists("rq:scheduler-lock:arbiter-webhooks"),
                 timeout=60, what="the RQ worker's scheduler")
        with webhook_sender(redis_url, queue_server.url):
            slow_game = new_game(client)
            slow_hook = hook(client, slow_game, slow.url)
            for _ in range(8):
                pass_the_turn(client, slow_game, pick)
            wait_for(lambda: slow.in_flight, timeout=30, what="the slow receiver's first call")
            # a reminder is scheduled by an append of a game that has webhooks: register, then move
            game = new_game(client, clock={"move_seconds": 5})
            hook(client, game, mine.url)
            pass_the_turn(client, game, pick)
            started = time.monotonic()  # just after the append that set the deadline
            try:
                wait_for(lambda: any(b["type"] == "turn.deadline_reminder" for b in mine.bodies()), timeout=60,
                         what="the reminder")
            except AssertionError as exc:
                raise AssertionError(f"{exc}: {_reminder_story(queue_server.url, game['id'], log_path)}") from None
            at = next(c["at"] for c in mine.calls if '"turn.deadline_reminder"' in c["body"]) - started
            assert slow.in_flight == 1 and waiting(queue_server, slow_game["id"], slow_hook["id"]) >= 5, \
                "the slow game's receiver was not busy with a backlog throughout"
            # whole seconds in RQ: not before 3 s; its scheduler's tick (1 s), then the required 2 s
            assert 2.5 <= at <= 4.0 + 1.0 + REQUIRED, f"the reminder due after 4 s came after {at:.2f} s"
            slow.close()  # its calls end now: the sender stops without waiting for them
    finally:
        worker.terminate()
        worker.wait(15)


def test_a_killed_senders_delivery_is_sent_again_and_the_order_kept(redis_url, queue_server, receivers):
    """kill -9 of the sender while the receiver holds the first call: a new sender sends it again
    (same webhook-id) once the dead sender's 2 s lease runs out, then the next message."""
    store = connect(redis_url)
    hooks = Webhooks(store, Outbox(redis.Redis.from_url(queue_server.url)))
    held = threading.Event()
    rec = receivers(hold=held)
    ep = hooks.register("killed1", 0, "seat", rec.url, None, allow_private=True)
    ep = hooks.endpoint("killed1", ep["id"])
    with webhook_sender(redis_url, queue_server.url, WEBHOOK_LEASE_SECONDS=2) as first:
        msgs = [hooks.enqueue(ep, "turn.your_turn", {"n": n}) for n in range(2)]
        wait_for(lambda: rec.in_flight, timeout=30, what="the first call")
        os.kill(first.pid, signal.SIGKILL)
        first.wait(10)
    held.set()  # from now on the receiver answers 200 at once
    assert hooks.delivery("killed1", msgs[0])["status"] == "pending"
    with webhook_sender(redis_url, queue_server.url, WEBHOOK_LEASE_SECONDS=2):
        wait_for(lambda: hooks.delivery("killed1", msgs[1])["status"] == "delivered", timeout=60,
                 what="both messages delivered by the new sender")
    assert rec.ids() == [msgs[0], msgs[0], msgs[1]]  # the lost call again, then the next, in order
    assert hooks.delivery("killed1", msgs[0])["status"] == "delivered"
