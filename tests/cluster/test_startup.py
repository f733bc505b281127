"""Start-up on a cluster: detected from REDIS_URL alone; a missing REDIS_QUEUE_URL or a wrong
REDIS_URL is said at once; the sweeper stops cleanly on SIGTERM."""
import os
import subprocess
import sys
import time

import pytest
import redis

from api import create_app
from service.storage import indexes
from service.ops.redis_server import PrivateCluster, PrivateRedis, find_server_binary
from tests.conftest import METRICS_AUTH, METRICS_TOKEN, ROOT


@pytest.fixture(scope="module")
def cluster():
    c = PrivateCluster()
    yield c
    c.stop()


def sweeper(env_extra: dict) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "REDIS_QUEUE_URL")}
    return subprocess.Popen([sys.executable, "-m", "workers.sweeper"], cwd=ROOT, env=dict(env, **env_extra),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_node_url_is_enough_for_the_app_to_use_the_cluster(cluster, monkeypatch):
    monkeypatch.delenv("REDIS_QUEUE_URL", raising=False)
    queues = PrivateRedis()
    try:
        app = create_app({"TESTING": True, "REDIS_URL": cluster.url, "REDIS_QUEUE_URL": queues.url,
                          "METRICS_TOKEN": METRICS_TOKEN})
        assert type(app.extensions["redis"]).__name__ == "RedisCluster"
        client = app.test_client()
        created = client.post("/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]})
        assert created.status_code == 201
        assert client.get("/v1/games").status_code == 200 and client.get("/metrics", headers=METRICS_AUTH).status_code == 200
    finally:
        queues.stop()


def test_the_global_indexes_are_spread_over_every_master(cluster):
    from service.storage.connection import connect

    r = connect(cluster.url)
    nodes = {r.get_node_from_key(k).port for k in indexes.all_keys("games:index")}
    assert nodes == {m.port for m in cluster.masters}


def test_a_cluster_without_a_queue_url_is_said_at_start_up(cluster, monkeypatch, capsys):
    monkeypatch.delenv("REDIS_QUEUE_URL", raising=False)
    create_app({"TESTING": True, "REDIS_URL": cluster.url})
    assert "REDIS_QUEUE_URL" in capsys.readouterr().err
    proc = sweeper({"REDIS_URL": cluster.url})
    _, err = proc.communicate(timeout=20)
    assert proc.returncode == 2 and "REDIS_QUEUE_URL" in err


def test_the_sweeper_does_not_swallow_a_wrong_redis_url():
    proc = sweeper({"REDIS_URL": "redis://127.0.0.1:1/0"})
    _, err = proc.communicate(timeout=20)
    assert proc.returncode == 2 and "redis://127.0.0.1:1/0" in err


def test_the_sweeper_stops_cleanly_on_sigterm():
    server = PrivateRedis()
    try:
        proc = sweeper({"REDIS_URL": server.url, "SWEEP_SECONDS": "30"})
        # running (its first sweep enqueued), not still importing: a SIGTERM then would stop a
        # process that has no handler yet (it did, under load)
        client = redis.Redis.from_url(server.url)
        deadline = time.monotonic() + 60
        while not client.keys("rq:job:sweep-*"):
            assert time.monotonic() < deadline, "the sweeper never enqueued a sweep"
            time.sleep(0.1)
        started = time.monotonic()
        proc.terminate()
        assert proc.wait(10) == 0 and time.monotonic() - started < 5
    finally:
        server.stop()


def test_cluster_node_ports_leave_room_for_the_bus_port():
    """A node's cluster bus listens on port + 10,000, so a node port above 55,535 makes the server
    refuse to start (it did in CI, from the kernel's ephemeral range): ports are chosen below."""
    from service.ops.redis_server import free_cluster_port

    ports = [free_cluster_port() for _ in range(200)]
    assert all(1024 < p <= 55535 for p in ports)
    assert len(set(ports)) > 100  # drawn, not fixed


def test_a_server_that_cannot_start_says_why():
    with pytest.raises(RuntimeError, match="port number too high|Cluster"):
        PrivateRedis(port=58385, extra_args=["--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf"],
                     binary=find_server_binary(prefer_valkey=True))
