"""AI seats and turn deadlines with a real redis-server and a real `rq worker --with-scheduler`."""
import os
import signal
import subprocess
import sys
import time

import pytest

from domain.engine import all_rulesets
from domain.engine import game as G
from service.play.automation import enforce_deadline, sweep
from service.play.scheduling import QUEUE, deadline_job_id
from tests.conftest import ROOT, job_has_run, sweeps_run_since, wait_for

pytestmark = pytest.mark.usefixtures("rq_worker")


def decisions(svc, game_id):
    """The commands appended to a game, in order."""
    return [e["cmd"] for e in svc.store.read(game_id) if e["cmd"]]


@pytest.fixture
def svc(app):
    return app.extensions["arbiter"]


def n_seats(rs):
    return max(rs.min_seats, 2)


@pytest.mark.parametrize("ruleset_id", [rs.id for rs in all_rulesets()])
def test_a_game_of_only_ai_seats_plays_to_its_end_by_itself(svc, ruleset_id):
    rs = next(r for r in all_rulesets() if r.id == ruleset_id)
    seats = [{"name": f"bot{i}", "ai": {"level": "random"}} for i in range(n_seats(rs))]
    # a short turn limit where the ruleset has one keeps this test quick; the end is still its own
    options = {"turn_limit": 40} if "turn_limit" in rs.options else {}
    game = svc.create(ruleset_id, seats, options, None)
    final = wait_for(lambda: (g := svc.load(game["id"])).finished and g, timeout=240)
    assert G.outcome(final.ruleset, final.state) is not None
    cmds = decisions(svc, game["id"])
    assert all(c["kind"] in ("create", "move") for c in cmds)
    report = svc.audit(final)
    assert report["verified"], report


def test_each_human_move_gets_an_ai_reply(svc):
    game = svc.create("grove", [{"name": "human"}, {"name": "bot", "ai": {"level": "greedy"}}], {}, None)
    gid = game["id"]

    def human_to_act():
        g = svc.load(gid)
        return g if g.finished or 0 in G.to_act(g.ruleset, g.state) else None

    replies = 0
    for _ in range(5):
        loaded = wait_for(human_to_act)
        if loaded.finished:
            break
        before = loaded.version
        while True:  # the human's turn (a Grove stand may grant a second action)
            moves = svc.legal_moves(loaded, 0)["moves"]
            svc.submit(gid, 0, "move", next((m for m in moves if m["type"] == "end_turn"), moves[0]))
            loaded = svc.load(gid)
            if loaded.finished or 0 not in G.to_act(loaded.ruleset, loaded.state):
                break
        if loaded.finished:
            break
        wait_for(human_to_act)
        seats = [e["cmd"]["seat"] for e in svc.store.read(gid, after=before) if e["cmd"]]
        assert seats[0] == 0 and 1 in seats, f"no AI reply after the human's move: {seats}"
        replies += 1
    assert replies >= 1


def _every_firing_had_its_chance(svc, gid, version, seat, fired_at) -> bool:
    """The deadline's scheduled job has run, and so has a sweep the sweeper queued after the first
    firing: a second firing, if any, has happened."""
    conn = svc.scheduler.queues[QUEUE].connection  # the sweep's queue is the deadlines' queue
    return job_has_run(conn, deadline_job_id(gid, version, seat)) and sweeps_run_since(conn, fired_at) >= 1


@pytest.mark.parametrize("policy", ["forfeit", "ai"])
def test_a_two_second_deadline_fires_once(svc, policy):
    game = svc.create("grove", [{"name": "a"}, {"name": "b"}], {}, {"move_seconds": 2, "on_timeout": policy})
    gid = game["id"]
    start = svc.load(gid)
    late = wait_for(lambda: any(c["kind"] == "timeout" for c in decisions(svc, gid)), timeout=30)
    assert late
    fired_at, seat = time.time(), G.to_act(start.ruleset, start.state)[0]
    # a second firing, if any, would have happened by now (for forfeit; ai moves on)
    wait_for(lambda: _every_firing_had_its_chance(svc, gid, start.version, seat, fired_at), timeout=30)
    timeouts = [c for c in decisions(svc, gid) if c["kind"] == "timeout"]
    assert timeouts[0]["seat"] == G.to_act(start.ruleset, start.state)[0]
    assert timeouts[0]["policy"] == policy
    events = svc.store.read(gid)
    first = next(e for e in events if e["type"] == "TurnTimedOut")
    assert [e["data"]["seat"] for e in events if e["type"] == "TurnTimedOut" and e["seq"] == first["seq"]]
    if policy == "forfeit":
        assert svc.load(gid).finished and len(timeouts) == 1
    else:
        assert timeouts[0]["move"] is not None


def test_a_deadline_beaten_by_a_move_does_nothing(svc):
    game = svc.create("grove", [{"name": "a"}, {"name": "b"}], {}, {"move_seconds": 2, "on_timeout": "forfeit"})
    gid = game["id"]
    loaded = svc.load(gid)
    first_version, seat = loaded.version, G.to_act(loaded.ruleset, loaded.state)[0]
    svc.submit(gid, seat, "move", svc.legal_moves(loaded, seat)["moves"][0])
    moved_at = svc.load(gid).version
    wait_for(lambda: svc.load(gid).finished, timeout=30)  # the next deadline (after the move) fires
    timed_out = [e for e in svc.store.read(gid) if e["type"] == "TurnTimedOut"]
    assert len(timed_out) == 1, "only the deadline of the version after the move fired"
    assert timed_out[0]["seq"] == moved_at + 1
    assert enforce_deadline(svc, gid, first_version, seat) == "stale"


def test_a_worker_killed_mid_ai_job_loses_and_duplicates_nothing():
    from rq.job import Job

    from api import create_app
    from service.ops.redis_server import PrivateRedis
    from service.play.scheduling import ai_job_id

    # A Redis of its own, so that only the workers this test starts and kills take its jobs
    # (a paused worker would still receive a job from its blocked BLPOP and sit on it).
    server = PrivateRedis()
    svc = create_app({"REDIS_URL": server.url, "REDIS_QUEUE_URL": server.url}).extensions["arbiter"]
    env = dict(os.environ, REDIS_URL=server.url, REDIS_QUEUE_URL=server.url, AI_GRACE_SECONDS="1")
    worker_cmd = [os.path.join(os.path.dirname(sys.executable), "rq"), "worker", "--url", server.url,
                  "--worker-class", "workers.worker.ArbiterWorker", "arbiter-ai"]
    try:
        # The Channeling: the AI's decisions have several choices, so the search really thinks
        # for its whole budget (a lone legal move is played at once)
        game = svc.create("channeling", [{"name": "h"}, {"name": "bot", "ai": {"level": "mcts", "budget_ms": 5000}}],
                          {}, None)
        gid = game["id"]
        for _ in range(10):  # the human plays its turn's steps until the AI is to act
            loaded = svc.load(gid)
            if 0 not in G.to_act(loaded.ruleset, loaded.state):
                break
            svc.submit(gid, 0, "move", svc.legal_moves(loaded, 0)["moves"][0])
        loaded = svc.load(gid)
        assert G.to_act(loaded.ruleset, loaded.state) == [1]
        assert len(loaded.ruleset.legal_moves(loaded.state["game"], 1)) > 1
        version = loaded.version
        job = Job.fetch(ai_job_id(gid, version, 1), connection=svc.store.r)
        victim = subprocess.Popen(worker_cmd, cwd=ROOT, env=env, start_new_session=True,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: job.get_status(refresh=True) == "started", timeout=60, every=0.1)
        time.sleep(1.0)  # in the middle of its search
        os.killpg(victim.pid, signal.SIGKILL)
        victim.wait()
        assert svc.load(gid).version == version, "the killed job appended nothing"
        replacement = subprocess.Popen(worker_cmd, cwd=ROOT, env=env, start_new_session=True,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            def replied():  # the sweep re-triggers the lost AI turn once its grace period is over
                sweep(svc, enqueue_ai=svc.scheduler.enqueue_ai)
                return svc.load(gid).version > version
            wait_for(replied, timeout=90, every=1)
        finally:
            os.killpg(replacement.pid, signal.SIGKILL)
            replacement.wait()
        events = svc.store.read(gid)
        assert [e["seq"] for e in events] == list(range(1, len(events) + 1)), "no gap, no duplicate seq"
        reply = next(e for e in events if e["seq"] == version + 1)
        assert reply["cmd"]["kind"] == "move" and reply["cmd"]["seat"] == 1, "the lost AI turn was played"
        assert svc.audit(svc.load(gid))["verified"] is True
    finally:
        server.stop()
