"""A real Redis Cluster with a replica per master: durable appends (WAIT 1) survive a kill -9 of a
master in the middle of concurrent moves, and no retry of an applied move is told it failed; a
shard short of replicas refuses a move before applying it (or, in the degraded mode the operator
chose, keeps it on the master's own AOF); a replica that stops acknowledging makes an applied move
503 not-durable, and the retry with the same Idempotency-Key answers its 201 once it is back.
The same campaign over real HTTP: test_failover_http.py."""
import os
import random
import signal
import threading
import time
import uuid

import pytest
import redis
from redis.cluster import RedisCluster

from service.storage.connection import connect
from service.storage.errors import (IdempotencyInFlight, NotDurable, OutcomeUnknown, PreconditionFailed,
                                    ReplicasMissing, StoreUnavailable)
from service.play.games import Games, fingerprint
from service.ops.redis_server import PrivateCluster
from service.storage.store import EventStore, durable_replicas, key
from tests.conftest import METRICS_AUTH, METRICS_TOKEN, wait_for

GAMES = 24
THREADS = 6


@pytest.fixture(scope="module")
def replicated():
    """Three masters, each with one replica, formed from valkey-server."""
    cluster = PrivateCluster(replicas=True)
    yield cluster
    cluster.stop()


def service(url: str, replicas: int = 1, degraded: str = "refuse") -> Games:
    """One API process's service with durable appends (WAIT `replicas`)."""
    return Games(EventStore(connect(url, pool_size=32), durable_replicas=replicas, degraded=degraded))


def owner_port(svc: Games, game_id: str) -> int:
    """The port of the master that owns the game's slot."""
    return svc.store.r.get_node_from_key(key(game_id, "events")).port


def play_one(svc: Games, game_id: str, pick: random.Random):
    """One legal move of the seat to act, with a fresh Idempotency-Key; (version, key, move)."""
    loaded = svc.load(game_id)
    to_act = svc.game_json(loaded, None)["to_act"]
    if not to_act:  # finished
        return None
    seat = to_act[0]
    moves = svc.legal_moves(loaded, seat)["moves"]
    return loaded.version, seat, pick.choice(moves)


def test_a_shard_short_of_replicas_refuses_the_move_before_applying_it(replicated):
    svc = service(replicated.url, replicas=2)  # each master has only one replica: never enough
    game = service(replicated.url, replicas=0).create("grove", [{"name": "a"}, {"name": "b"}], {}, None)
    version, seat, move = play_one(svc, game["id"], random.Random(1))
    fp = fingerprint(move)
    with pytest.raises(ReplicasMissing) as refused:
        svc.submit(game["id"], seat, "move", move, if_match=version, idem="k1", fingerprint=fp)
    assert "nothing was changed" in refused.value.detail and refused.value.extra["retry_after"] >= 1
    assert len(svc.store.read(game["id"])) == version, "refused before anything was written"
    # the key was freed: once the requirement can be met (WAIT 1) the same request is applied, once
    status, body = service(replicated.url).submit(game["id"], seat, "move", move, if_match=version,
                                                  idem="k1", fingerprint=fp)
    assert status == 201 and body["version"] == version + 1
    assert len(svc.store.read(game["id"])) == version + 1


def test_a_replica_that_stops_acknowledging_makes_the_move_not_durable_and_the_retry_safe(replicated):
    svc = service(replicated.url)
    game = svc.create("grove", [{"name": "a"}, {"name": "b"}], {}, None)
    version, seat, move = play_one(svc, game["id"], random.Random(2))
    fp = fingerprint(move)
    replica = replica_of(replicated, owner_port(svc, game["id"]))
    os.kill(replica.proc.pid, signal.SIGSTOP)  # still online for the master, but it acknowledges nothing
    try:
        with pytest.raises(NotDurable):
            svc.submit(game["id"], seat, "move", move, if_match=version, idem="k2", fingerprint=fp)
        # the retry with the same key replays the stored answer only once it is durable: still not
        with pytest.raises(NotDurable):
            svc.submit(game["id"], seat, "move", move, if_match=version, idem="k2", fingerprint=fp)
    finally:
        os.kill(replica.proc.pid, signal.SIGCONT)
    status, body = svc.submit(game["id"], seat, "move", move, if_match=version, idem="k2", fingerprint=fp)
    assert status == 201 and body["version"] == version + 1
    assert len(svc.store.read(game["id"])) == version + 1  # applied once, never twice


def replica_of(cluster: PrivateCluster, master_port: int):
    """The replica node of the master on `master_port`."""
    for rep in cluster.replicas:
        info = redis.Redis(port=rep.port, socket_timeout=2).info("replication")
        if info.get("role") == "slave" and int(info.get("master_port", 0)) == master_port:
            return rep
    raise AssertionError(f"no replica of {master_port}")


def _wait_replicas_acking(cluster: PrivateCluster, timeout: float) -> None:
    """Wait until every master sees a replica online that acknowledged within the last second (the
    test before this one stops a replica for a while: its master counts it again only after it acks)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        fresh = 0
        for m in cluster.masters:
            info = redis.Redis(port=m.port, socket_timeout=2).info("replication")
            reps = [v for k, v in info.items() if k.startswith("slave") and isinstance(v, dict)]
            fresh += any(r.get("state") == "online" and int(r.get("lag", 99)) <= 1 for r in reps)
        if fresh == len(cluster.masters):
            return
        time.sleep(0.2)
    raise AssertionError("the replicas did not catch up")


def test_every_acknowledged_move_survives_the_kill_of_a_master(replicated):
    _wait_replicas_acking(replicated, timeout=60)
    setup = service(replicated.url)
    ids = [setup.create("grove", [{"name": "a"}, {"name": "b"}], {}, None)["id"] for _ in range(GAMES)]
    owners = {owner_port(setup, g) for g in ids}
    assert owners == {m.port for m in replicated.masters}, "the games must cover every master"
    acked: list[tuple[str, int, str]] = []  # (game, version, hash of the acknowledged event)
    errors: list[float] = []
    kinds: list[str] = []
    false_answers: list[str] = []
    stop = threading.Event()
    lock = threading.Lock()

    def player(mine: list[str], seed: int):
        svc, pick = service(replicated.url), random.Random(seed)
        while not stop.is_set() and mine:
            gid = pick.choice(mine)
            try:
                turn = play_one(svc, gid, pick)
                if turn is None:
                    mine.remove(gid)
                    continue
                version, seat, move = turn
                idem = uuid.uuid4().hex
                deadline = time.monotonic() + 60
                while True:  # retry this very request (same key) until it is answered
                    try:
                        status, body = svc.submit(gid, seat, "move", move, if_match=version, idem=idem,
                                                  fingerprint=fingerprint(move))
                        with lock:
                            acked.append((gid, body["version"], body["events"][-1]["hash"]))
                        break
                    except (NotDurable, ReplicasMissing, StoreUnavailable, OutcomeUnknown, IdempotencyInFlight,
                            redis.RedisError, OSError) as exc:
                        errors.append(time.monotonic())
                        kinds.append(f"{type(exc).__name__}: {str(exc)[:80]}")
                        assert time.monotonic() < deadline, f"a move unanswered for 60 s: {kinds[-1]}"
                        time.sleep(0.1)
                    except PreconditionFailed as exc:  # one writer per game: an answer about its own move
                        false_answers.append(f"{gid} v{version}: {exc.detail}")
                        return
            except (redis.RedisError, OSError, StoreUnavailable) as exc:
                errors.append(time.monotonic())
                kinds.append(f"load {type(exc).__name__}: {str(exc)[:80]}")
                time.sleep(0.1)

    threads = [threading.Thread(target=player, args=(ids[i::THREADS], i)) for i in range(THREADS)]
    for t in threads:
        t.start()
    # moves flowing before the kill: on a loaded machine the first ones can take more than the 3 s
    # this used to sleep (one CI run acknowledged none by then, and 360 after)
    warm = time.monotonic() + 60
    while len(acked) < 20 and time.monotonic() < warm:
        time.sleep(0.1)
    time.sleep(1)
    victim = replicated.masters[0]
    before = len(acked)
    killed_at = time.monotonic()
    os.kill(victim.proc.pid, signal.SIGKILL)
    promoted = _wait_promoted(replicated, victim.port, timeout=30)
    # the operator restarts the dead node: it rejoins as the new master's replica, and durable
    # appends on that shard can be confirmed again
    back = replicated.restart(victim)
    _wait_replica_up(back.port, timeout=30)
    recovered, at_recovery = time.monotonic(), len(acked)
    wait_for(lambda: len(acked) >= at_recovery + 20, timeout=60)  # moves flow again after the recovery
    stop.set()
    for t in threads:
        t.join(30)
    last_error = max(errors) if errors else killed_at

    check = service(replicated.masters[1].url)  # the first node is dead: start from a live one
    present = lost = 0
    for gid, version, digest in acked:
        events = check.store.read(gid, after=version - 1, count=1)
        if events and events[0]["hash"] == digest:
            present += 1
        else:
            lost += 1
    duplicated = len(acked) - len(set(acked))
    verified = sum(bool(check.audit(check.load(g))["verified"]) for g in ids)
    window = (max(errors) - min(errors)) if errors else 0.0
    kinds_seen = sorted({k.split(":")[0] for k in kinds})
    print(f"\nfailover: acknowledged {len(acked)} ({before} before the kill), present {present}, "
          f"lost {lost}, duplicated {duplicated}; audits verified {verified}/{len(ids)}; "
          f"replica promoted {promoted - killed_at:.1f} s after the kill, old master back as its replica "
          f"after {recovered - killed_at:.1f} s; client-visible errors {len(errors)} ({', '.join(kinds_seen)}) "
          f"over {window:.1f} s, the last {last_error - killed_at:.1f} s after the kill")
    assert len(acked) > before > 0, "moves were acknowledged before and after the kill"
    assert lost == 0 and duplicated == 0
    assert not false_answers, f"the retry of an applied move was told it failed: {false_answers[:3]}"
    assert verified == len(ids)


def _wait_replica_up(port: int, timeout: float) -> None:
    """Wait until the node on `port` is a replica with its link to the master up."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            info = redis.Redis(port=port, socket_timeout=1).info("replication")
            if info.get("role") == "slave" and info.get("master_link_status") == "up":
                return
        except redis.RedisError:
            pass
        time.sleep(0.1)
    raise AssertionError(f"the restarted node {port} did not become a replica within {timeout}s")


def _wait_promoted(cluster: PrivateCluster, dead_port: int, timeout: float) -> float:
    """Wait until the dead master's replica is a master and the cluster is ok; the time it was."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for rep in cluster.replicas:
            try:
                c = redis.Redis(port=rep.port, socket_timeout=1)
                if c.info("replication").get("role") == "master":
                    state = c.execute_command("CLUSTER", "INFO")
                    if b"cluster_state:ok" in state:
                        return time.monotonic()
            except redis.RedisError:
                pass
        time.sleep(0.1)
    raise AssertionError(f"no replica took over from {dead_port} within {timeout}s")


@pytest.fixture(scope="module")
def with_aof():
    """Three masters with a replica each, every node with its AOF on (the degraded mode's disk)."""
    cluster = PrivateCluster(replicas=True, appendonly=True)
    yield cluster
    cluster.stop()


def test_while_a_replica_is_away_moves_are_refused_or_kept_by_the_masters_aof(with_aof, monkeypatch):
    from api import create_app
    from service.ops.redis_server import PrivateRedis

    strict, degraded = service(with_aof.url), service(with_aof.url, degraded="local-aof")
    game = strict.create("grove", [{"name": "a"}, {"name": "b"}], {}, None)
    port = owner_port(strict, game["id"])
    replica = replica_of(with_aof, port)
    os.kill(replica.proc.pid, signal.SIGKILL)
    _wait_replicas(port, 0, timeout=10)
    queues = PrivateRedis()
    try:
        monkeypatch.setenv("REDIS_QUEUE_URL", queues.url)
        # an app started after the cluster has marked the replica failed must still require it:
        # the replicas the cluster is set up with count, not those that answer now (a guess from
        # the slot map required none here, and /readyz said `ready`)
        monkeypatch.delenv("ARBITER_DURABLE_REPLICAS", raising=False)
        _wait_flagged_failed(with_aof.url, replica.port, timeout=15)
        assert durable_replicas(RedisCluster.from_url(with_aof.url)) == 1
        web = create_app({"TESTING": True, "REDIS_URL": with_aof.url, "REDIS_QUEUE_URL": queues.url,
                          "METRICS_TOKEN": METRICS_TOKEN}).test_client()
        ready = web.get("/readyz")
        assert ready.status_code == 200 and ready.get_json()["status"] == "degraded"
        assert f":{port} has 0 of 1 replica(s) online" in ready.get_json()["checks"]["replicas"]
        assert "arbiter_store_shards_short_of_replicas 1.0" in web.get("/metrics", headers=METRICS_AUTH).get_data(as_text=True)

        # refuse (the default): 503 with nothing changed, however often it is retried
        version, seat, move = play_one(strict, game["id"], random.Random(3))
        for _ in range(2):
            with pytest.raises(ReplicasMissing):
                strict.submit(game["id"], seat, "move", move, if_match=version, idem="r1", fingerprint=fingerprint(move))
        assert len(strict.store.read(game["id"])) == version
        # the operator's degraded mode: accepted once the master's own AOF has it on disk
        status, body = degraded.submit(game["id"], seat, "move", move, if_match=version, idem="d1",
                                       fingerprint=fingerprint(move))
        assert status == 201 and body["version"] == version + 1
        version, seat, move = play_one(degraded, game["id"], random.Random(4))
        assert degraded.submit(game["id"], seat, "move", move, if_match=version)[0] == 201  # no WAIT to time out

        back = with_aof.restart(replica)
        _wait_replica_up(back.port, timeout=30)
        _wait_replicas(port, 1, timeout=10)
        version, seat, move = play_one(strict, game["id"], random.Random(5))
        assert strict.submit(game["id"], seat, "move", move, if_match=version)[0] == 201
        assert web.get("/readyz").get_json()["checks"]["replicas"] == "ok"
    finally:
        queues.stop()
    assert strict.audit(strict.load(game["id"]))["verified"]


def test_replicas_are_required_as_set_up_even_when_none_answers():
    """A service started while every replica is down requires what the cluster is set up with:
    the slot map (redis-py's get_replicas) lists none then, and a guess from it ran without WAIT."""
    cluster = PrivateCluster(replicas=True)
    try:
        for rep in cluster.replicas:
            os.kill(rep.proc.pid, signal.SIGKILL)
        for rep in cluster.replicas:
            _wait_flagged_failed(cluster.url, rep.port, timeout=15)
        client = RedisCluster.from_url(cluster.url)
        assert client.get_replicas() == []  # what the old guess read: none, so it required none
        assert durable_replicas(client) == 1
    finally:
        cluster.stop()


def _wait_flagged_failed(url: str, port: int, timeout: float) -> None:
    """Wait until the cluster's other nodes flag the node on `port` as failed (not just suspected)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            nodes = RedisCluster.from_url(url).cluster_nodes()
        except redis.RedisError:
            nodes = {}
        flags = next((d["flags"] for addr, d in nodes.items() if addr.endswith(f":{port}")), "")
        if "fail" in flags.split(","):
            return
        time.sleep(0.1)
    raise AssertionError(f"the cluster did not flag the node {port} as failed within {timeout}s")


def _wait_replicas(port: int, n: int, timeout: float) -> None:
    """Wait until the master on `port` counts `n` replicas online."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if EventStore.replicas_online(redis.Redis(port=port, socket_timeout=2)) == n:
            return
        time.sleep(0.1)
    raise AssertionError(f"the master {port} did not get to {n} replica(s) online within {timeout}s")
