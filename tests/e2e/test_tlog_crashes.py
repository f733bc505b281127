"""Races and crashes (issue 26): 50 games finishing at once while the API is killed (-9) half-way,
then the sweeper killed half-way too: afterwards every game has exactly its created and finished
leaves, no leaf is lost or doubled, and the whole log verifies from its leaves to its signed root."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

import requests

from domain import tlog as T
from service.storage.connection import connect
from service.ops.redis_server import free_port
from service.storage.store import key
from service.proof.tlog_games import game_log
from tests.conftest import ROOT, _wait_http


def start_api(redis_url: str):
    """gunicorn (2 gevent workers) in its own process group, so one signal kills all of it."""
    port = free_port()
    proc = subprocess.Popen(
        [os.path.join(os.path.dirname(sys.executable), "gunicorn"), "--bind", f"127.0.0.1:{port}", "--workers", "2",
         "--worker-class", "gevent", "api:create_app()"],
        cwd=ROOT, env=dict(os.environ, REDIS_URL=redis_url), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    _wait_http(base + "/healthz")
    return proc, base


def kill(proc) -> None:
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(10)


def test_50_games_finishing_while_the_api_and_the_sweeper_are_killed_keep_exactly_their_leaves(redis_url):
    r = connect(redis_url)
    proc, base = start_api(redis_url)
    http = requests.Session()
    games = []
    for _ in range(50):
        body = http.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]}).json()
        games.append((body["id"], body["seats"][0]["token"]))
    checkpoints = [http.get(f"{base}/v1/log/checkpoint").text]
    answered = []
    barrier = threading.Barrier(50)

    def resign(gid, token):
        barrier.wait()
        try:
            resp = requests.post(f"{base}/v1/games/{gid}/resign", headers={"Authorization": f"Bearer {token}"},
                                 timeout=20)
            answered.append(resp.status_code)
        except requests.RequestException:
            answered.append("died")

    threads = [threading.Thread(target=resign, args=g) for g in games]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 20
    while len(answered) < 12 and time.monotonic() < deadline:
        time.sleep(0.002)
    kill(proc)  # mid-way: some resignations applied and logged, some applied without their leaf
    for t in threads:
        t.join()
    proc, base = start_api(redis_url)
    try:
        for gid, token in games:  # the players retry what did not answer: 409 means it was applied
            resp = requests.post(f"{base}/v1/games/{gid}/resign", headers={"Authorization": f"Bearer {token}"})
            assert resp.status_code in (201, 409), resp.text
        checkpoints.append(requests.get(f"{base}/v1/log/checkpoint").text)
        vkey = T.VerifierKey.parse(requests.get(f"{base}/v1/log/key").text)
    finally:
        kill(proc)
    sweeper = subprocess.Popen(
        [sys.executable, "-c", "import sys; from service.storage.connection import connect; from service.proof.tlog_games import "
         "game_log; g = game_log(connect(sys.argv[1])); [g.sweep(heads=True) for _ in range(10**6)]", redis_url],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    sweeper.kill()  # mid-sweep
    sweeper.wait(10)
    glog = game_log(r)
    glog.sweep(heads=False)
    glog.sweep(heads=False)

    note = glog.log.checkpoint()
    cp = T.open_checkpoint(note, [vkey])
    entries = glog.log.entries(0, cp.size)
    assert len(entries) == cp.size
    # end to end: the leaves make the signed root, and every checkpoint seen during the run is a prefix
    hashes = [T.leaf_hash(e) for e in entries]
    assert T.Tree(cp.size, T.list_hash_at(hashes)).root() == cp.root
    for old in checkpoints:
        before = T.open_checkpoint(old, [vkey])
        T.verify_consistency(before.size, cp.size, before.root, cp.root, glog.log.tree(cp.size).consistency_proof(before.size))
    leaves = [T.parse_leaf(e) for e in entries]
    once = {}
    for i, leaf in enumerate(leaves):  # no game, anywhere in the log, is created or finished twice
        if leaf["kind"] in ("created", "finished"):
            assert (leaf["game"], leaf["kind"]) not in once, (leaf, i, once.get((leaf["game"], leaf["kind"])))
            once[(leaf["game"], leaf["kind"])] = i
    for gid, _ in games:
        meta = {k.decode(): v.decode() for k, v in r.hgetall(key(gid, "meta")).items()}
        assert meta["status"] == "finished"
        events = [json.loads(fields[b"e"]) for _, fields in r.xrange(key(gid, "events"))]
        created, finished = leaves[once[(gid, "created")]], leaves[once[(gid, "finished")]]
        assert T.check_leaf_against_events(created, events) is None
        assert T.check_leaf_against_events(finished, events) is None
        assert (finished["version"], finished["head"]) == (int(meta["version"]), meta["head_hash"])
        assert not [x for x in leaves if x["game"] == gid and x["kind"] == "head" and x["version"] > finished["version"]]
    print(f"resignations answered before the kill: {answered.count(201)} of 50, cut off: {answered.count('died')}")
