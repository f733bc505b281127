"""The coach over HTTP (docs/analysis.md): refused while a game runs, queued on its own queue and
made by a real `rq worker arbiter-analysis`, kept (archived games too), bounded per client."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from service.play.analysis import result_key
from service.proof.compaction import Compactor
from service.ops.redis_server import PrivateRedis
from tests.conftest import ROOT, wait_for
from tests.integration.test_archive import auth, played_game

RQ = os.path.join(os.path.dirname(sys.executable), "rq")


@pytest.fixture
def server():
    s = PrivateRedis()
    yield s
    s.stop()


@pytest.fixture
def app_on(server):
    from api import create_app

    return create_app({"TESTING": True, "REDIS_URL": server.url, "REDIS_QUEUE_URL": server.url})


@pytest.fixture
def worker(server):
    env = dict(os.environ, REDIS_URL=server.url, REDIS_QUEUE_URL=server.url)
    proc = subprocess.Popen([RQ, "worker", "--url", server.url, "--worker-class", "workers.worker.ArbiterWorker",
                             "arbiter-analysis"], cwd=ROOT, env=env, start_new_session=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    yield proc
    proc.terminate()
    proc.wait(timeout=20)


def _made(client, url):
    answers = []

    def done():
        resp = client.get(url)
        answers.append(resp)
        return resp.status_code == 200
    wait_for(done, timeout=240, every=0.5)
    return answers


def test_refused_while_running_then_made_by_the_worker_kept_and_kept_after_archiving(app_on, worker, server):
    client = app_on.test_client()
    running = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "Ana"}, {"name": "Bo"}]})
    rid = running.get_json()["id"]
    refused = client.get(f"/v1/games/{rid}/analysis")
    assert refused.status_code == 409 and refused.mimetype == "application/problem+json"
    assert refused.get_json()["type"].endswith("game-running")

    gid, _ = played_game(client, "grove", 40, seed=5)
    first = client.get(f"/v1/games/{gid}/analysis?level=quick")
    assert first.status_code == 202
    assert first.headers["Location"] == f"/v1/games/{gid}/analysis?level=quick"
    assert int(first.headers["Retry-After"]) > 0 and first.get_json()["status"] == "running"
    answers = _made(client, first.headers["Location"])
    assert {a.status_code for a in answers} <= {200, 202}
    body = answers[-1].get_json()
    assert body["status"] == "done" and body["level"] == "quick" and body["names"] == ["ana", "bo"]
    assert body["decisions"] and {d["seat"] for d in body["decisions"]} == {0, 1}
    assert all(0 <= d["before"] <= 1 and d["cost"] >= 0 for d in body["decisions"])
    for i in body["turning_points"]:
        text = body["decisions"][i]["text"]
        assert text.startswith(("ana", "bo")) and "The AI prefers" in text and "{" not in text

    # kept: asked again it is the same, and nothing is queued
    assert client.get(f"/v1/games/{gid}/analysis?level=quick").get_json() == body
    # in the reader's language: the moves said again in Spanish, the turning points' frame too; the
    # numbers are the same analysis (docs/i18n.md)
    es = client.get(f"/v1/games/{gid}/analysis?level=quick", headers={"Accept-Language": "es"})
    assert "Accept-Language" in es.headers["Vary"]
    es = es.get_json()
    assert [(d["move"], d["cost"]) for d in es["decisions"]] == [(d["move"], d["cost"]) for d in body["decisions"]]
    same = [(d["words"]["played"], e["words"]["played"]) for d, e in zip(es["decisions"], body["decisions"])
            if d["words"]["played"] == e["words"]["played"]]
    assert not same, same[:3]
    for i in body["turning_points"]:
        assert "La IA prefiere" in es["decisions"][i]["text"] and "The AI prefers" not in es["decisions"][i]["text"]
    assert Compactor(app_on.extensions["arbiter"]).archive_game(gid) == "ok"
    assert client.get(f"/v1/games/{gid}/analysis?level=quick").get_json() == body
    # an archived game is analysed from its archive record at another level too
    assert client.get(f"/v1/games/{gid}/analysis?level=standard").status_code == 202
    again = _made(client, f"/v1/games/{gid}/analysis?level=standard")[-1].get_json()
    assert again["level"] == "standard" and [d["move"] for d in again["decisions"]] == [
        d["move"] for d in body["decisions"]]


def test_a_bad_level_is_named_and_a_client_queues_a_bounded_number(app_on, server, monkeypatch):
    monkeypatch.setenv("ARBITER_ANALYSES_PER_CLIENT", "1")
    client = app_on.test_client()
    bad = client.get("/v1/games/abc/analysis?level=grandmaster")
    assert bad.status_code == 400 and "level" in bad.get_json()["errors"]
    a, _ = played_game(client, "grove", 6, seed=1)
    b, _ = played_game(client, "grove", 6, seed=2)
    assert client.get(f"/v1/games/{a}/analysis").status_code == 202  # no worker here: it stays queued
    assert client.get(f"/v1/games/{a}/analysis").status_code == 202  # the same one, not a second
    over = client.get(f"/v1/games/{b}/analysis")
    assert over.status_code == 429 and over.mimetype == "application/problem+json"
    assert over.get_json()["limit"] == "analyses-per-client" and int(over.headers["Retry-After"]) > 0
    # once the first is made, the client may ask for another
    app_on.extensions["arbiter"].store.r.delete(result_key(a, "standard"))
    from service.play.analysis import Coach

    assert Coach(app_on.extensions["arbiter"]).run(a, "standard") == "done"
    assert client.get(f"/v1/games/{b}/analysis").status_code == 202
