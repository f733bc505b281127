"""A person's AI reply never waits behind an exhibition (a game whose every seat is an AI): their
AI turns go to their own queue, served by their own lower-priority worker, and a search yields
only to waiting work of equal or higher priority. Real redis-servers, real `rq worker` processes."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from rq import Queue, Worker
from rq.job import Job
from rq.registry import FinishedJobRegistry, StartedJobRegistry

from domain.engine import game as G
from service.play.automation import sweep
from service.storage.indexes import ai_attempts, ai_pending
from service.ops.redis_server import PrivateRedis
from service.play.scheduling import AI_QUEUE, EXHIBITION_QUEUE, ai_job_id
from tests.conftest import ROOT, wait_for

RQ = os.path.join(os.path.dirname(sys.executable), "rq")
# exhibitions that think long (5 s a move, the ceiling of a game with a person): the worst case
# for a person's reply if the two classes shared a queue or a worker
LONG = {"level": "mcts", "budget_ms": 5000}


@pytest.fixture
def server(monkeypatch):
    """A Redis of its own, so only the workers a test starts take its jobs."""
    monkeypatch.setenv("ARBITER_EXHIBITION_MAX_BUDGET_MS", "5000")
    s = PrivateRedis()
    yield s
    s.stop()


def service(url: str):
    from api import create_app

    return create_app({"REDIS_URL": url, "REDIS_QUEUE_URL": url}).extensions["arbiter"]


@pytest.fixture
def workers(server):
    """start(*queues, **env): an `rq worker` process on the test's Redis (stopped at the end)."""
    procs = []

    def start(*queues, **env_extra):
        env = dict(os.environ, REDIS_URL=server.url, REDIS_QUEUE_URL=server.url, **env_extra)
        proc = subprocess.Popen([RQ, "worker", "--url", server.url, "--worker-class", "workers.worker.ArbiterWorker",
                                 *queues], cwd=ROOT, env=env, start_new_session=True,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        procs.append(proc)
        return proc

    yield start
    for p in procs:
        p.terminate()
    for p in procs:
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def exhibitions(svc, n: int) -> list[str]:
    """n Channeling games of two long-thinking AIs (every decision has several choices there, so a
    search really thinks for its budget)."""
    return [svc.create("channeling", [{"name": "x", "ai": LONG}, {"name": "y", "ai": LONG}], {}, None)["id"]
            for _ in range(n)]


def persons_ai_job(svc) -> Job:
    """A person's Grove game against the greedy AI, played until the AI is to act: its AI job."""
    gid = svc.create("grove", [{"name": "person"}, {"name": "bot", "ai": {"level": "greedy"}}], {}, None)["id"]
    for _ in range(10):
        loaded = svc.load(gid)
        if 0 not in G.to_act(loaded.ruleset, loaded.state):
            break
        moves = svc.legal_moves(loaded, 0)["moves"]
        svc.submit(gid, 0, "move", next((m for m in moves if m["type"] == "end_turn"), moves[0]))
    loaded = svc.load(gid)
    assert G.to_act(loaded.ruleset, loaded.state) == [1]
    return Job.fetch(ai_job_id(gid, loaded.version, 1), connection=svc.store.r)


def lane_jobs(svc) -> list[Job]:
    """Every exhibition AI job: queued, running or done."""
    r = svc.store.r
    ids = set(Queue(EXHIBITION_QUEUE, connection=r).job_ids)
    ids |= set(StartedJobRegistry(EXHIBITION_QUEUE, connection=r).get_job_ids())
    ids |= set(FinishedJobRegistry(EXHIBITION_QUEUE, connection=r).get_job_ids())
    return [j for j in Job.fetch_many(sorted(ids), connection=r) if j is not None]


def workers_up(svc, n: int) -> bool:
    return len(Worker.all(connection=svc.store.r)) >= n


def test_ai_turns_go_to_the_queue_of_their_class_and_a_search_counts_only_work_it_must_yield_to(server):
    svc = service(server.url)
    exhibitions(svc, 2)
    person = persons_ai_job(svc)
    assert person.origin == AI_QUEUE
    assert Queue(EXHIBITION_QUEUE, connection=svc.store.r).count == 2
    # a person's search yields to other people's AI turns only; an exhibition's to both classes
    assert svc.scheduler.ai_waiting(exhibition=False) == 1
    assert svc.scheduler.ai_waiting(exhibition=True) == 3


def test_a_persons_reply_overtakes_queued_exhibitions_and_runs_beside_a_running_one(server, workers):
    """As `make run` and compose run them: a worker per class; the exhibitions' one niced."""
    svc = service(server.url)
    # exhibitions never yield here (a slice longer than their budget): the worst case
    lane = workers(EXHIBITION_QUEUE, ARBITER_AI_FAIR_SLICE_MS="60000")
    people = workers(AI_QUEUE)
    wait_for(lambda: workers_up(svc, 2), timeout=60)
    assert os.getpriority(os.PRIO_PROCESS, lane.pid) == os.getpriority(os.PRIO_PROCESS, 0) + 10
    assert os.getpriority(os.PRIO_PROCESS, people.pid) == os.getpriority(os.PRIO_PROCESS, 0)
    exhibitions(svc, 3)
    started = StartedJobRegistry(EXHIBITION_QUEUE, connection=svc.store.r)
    wait_for(lambda: started.count == 1, timeout=60, every=0.05)  # one exhibition searching, two queued behind it

    person = persons_ai_job(svc)
    wait_for(lambda: person.get_status(refresh=True) == "finished", timeout=60)
    person.refresh()
    jobs = lane_jobs(svc)
    overtaken = [j for j in jobs if j.enqueued_at < person.enqueued_at
                 and (j.started_at is None or j.started_at > person.started_at)]
    assert overtaken, "the person's AI turn waited for exhibitions queued before it"
    beside = [j for j in jobs if j.started_at is not None and j.started_at < person.ended_at
              and (j.ended_at is None or j.ended_at > person.started_at)]
    assert beside, "no exhibition search was running while the person's AI replied"
    waited = (person.started_at - person.enqueued_at).total_seconds()
    assert waited < LONG["budget_ms"] / 1000, f"the person's AI turn waited {waited:.1f} s for a worker"


def test_one_worker_for_both_takes_the_persons_turn_first_and_the_exhibition_yields_to_it(server, workers):
    """As `arbiter worker` with no queue named serves them: one worker, people's queue first."""
    svc = service(server.url)
    workers(AI_QUEUE, EXHIBITION_QUEUE)
    wait_for(lambda: workers_up(svc, 1), timeout=60)
    exhibitions(svc, 1)  # alone in its lane: nothing of its own class waits, it would think 5 s
    started = StartedJobRegistry(EXHIBITION_QUEUE, connection=svc.store.r)
    wait_for(lambda: started.count == 1, timeout=60, every=0.05)
    running = Job.fetch(started.get_job_ids()[0], connection=svc.store.r)

    person = persons_ai_job(svc)
    wait_for(lambda: person.get_status(refresh=True) == "finished", timeout=60)
    person.refresh()
    running.refresh()
    assert running.ended_at is not None and running.ended_at <= person.started_at
    thought = (running.ended_at - running.started_at).total_seconds()
    # it stopped after its fair slice (250 ms of search) once the person's turn waited, not after
    # its 5 s: a search that does not yield runs at least its budget in wall time (budgets are
    # CPU time), while a yielding one took 0.3-0.6 s here and 2.7 s with two suites on 2 cores
    assert thought < LONG["budget_ms"] / 1000, f"the exhibition kept searching {thought:.1f} s"


def test_an_ai_turn_queued_on_arbiter_ai_by_an_earlier_release_still_runs(server, workers):
    svc = service(server.url)
    gid = svc.create("grove", [{"name": "a", "ai": {"level": "random"}}, {"name": "b", "ai": {"level": "random"}}],
                     {}, None)["id"]
    loaded = svc.load(gid)
    seat = G.to_act(loaded.ruleset, loaded.state)[0]
    Queue(EXHIBITION_QUEUE, connection=svc.store.r).empty()  # as if the old release had queued it
    Queue(AI_QUEUE, connection=svc.store.r).enqueue("workers.jobs.ai_turn", gid, loaded.version, seat,
                                                    job_id=ai_job_id(gid, loaded.version, seat))
    workers(AI_QUEUE)  # the people's worker, alone
    wait_for(lambda: svc.load(gid).version > loaded.version, timeout=60)


def test_the_sweep_does_not_duplicate_an_ai_turn_that_is_only_waiting_in_a_long_queue(server):
    svc = service(server.url)
    gid = exhibitions(svc, 1)[0]
    loaded = svc.load(gid)
    seat = G.to_act(loaded.ruleset, loaded.state)[0]
    member = f"{gid}|{loaded.version}|{seat}"
    pending = ai_pending(svc.store.r)
    lane = Queue(EXHIBITION_QUEUE, connection=svc.store.r)

    pending.add(member, time.time() - 1)  # overdue, but its job is still queued (no worker here)
    assert sweep(svc, enqueue_ai=svc.scheduler.enqueue_ai)["ai_retried"] == 0
    assert lane.count == 1 and pending.due(time.time()) == []

    Job.fetch(ai_job_id(gid, loaded.version, seat), connection=svc.store.r).delete()  # now it is lost
    pending.add(member, time.time() - 1)
    assert sweep(svc, enqueue_ai=svc.scheduler.enqueue_ai)["ai_retried"] == 1
    assert lane.job_ids == [ai_job_id(gid, loaded.version, seat, 1)]
    assert int(ai_attempts(svc.store.r).get_many([member])[0]) == 1
