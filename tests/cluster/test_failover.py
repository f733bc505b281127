"""A real Redis Cluster with a replica per master: durable appends (WAIT 1) survive a kill -9 of a
master in the middle of concurrent moves; a wait that cannot be met is answered 503 not-durable
and the retry with the same Idempotency-Key is safe."""
import os
import random
import signal
import threading
import time
import uuid

import pytest
import redis

from service.connection import connect
from service.errors import IdempotencyInFlight, NotDurable, PreconditionFailed
from service.games import Games, fingerprint
from service.redis_server import PrivateCluster
from service.store import EventStore, key

GAMES = 24
THREADS = 6


@pytest.fixture(scope="module")
def replicated():
    """Three masters, each with one replica, formed from valkey-server."""
    cluster = PrivateCluster(replicas=True)
    yield cluster
    cluster.stop()


def service(url: str, replicas: int = 1) -> Games:
    """One API process's service with durable appends (WAIT `replicas`)."""
    return Games(EventStore(connect(url, pool_size=32), durable_replicas=replicas))


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


def test_a_replica_that_cannot_confirm_makes_the_move_not_durable_and_the_retry_safe(replicated):
    svc = service(replicated.url, replicas=2)  # each master has only one replica: WAIT 2 times out
    game = service(replicated.url, replicas=0).create("grove", [{"name": "a"}, {"name": "b"}], {}, None)
    version, seat, move = play_one(svc, game["id"], random.Random(1))
    fp = fingerprint(move)
    with pytest.raises(NotDurable):
        svc.submit(game["id"], seat, "move", move, if_match=version, idem="k1", fingerprint=fp)
    # the retry with the same key replays the stored answer only once it is durable: still not
    with pytest.raises(NotDurable):
        svc.submit(game["id"], seat, "move", move, if_match=version, idem="k1", fingerprint=fp)
    # once the operator's requirement can be met (WAIT 1), the retry answers the first 201
    status, body = service(replicated.url).submit(game["id"], seat, "move", move, if_match=version,
                                                  idem="k1", fingerprint=fp)
    assert status == 201 and body["version"] == version + 1
    assert len(svc.store.read(game["id"])) == version + 1  # applied once, never twice


def test_every_acknowledged_move_survives_the_kill_of_a_master(replicated):
    setup = service(replicated.url)
    ids = [setup.create("grove", [{"name": "a"}, {"name": "b"}], {}, None)["id"] for _ in range(GAMES)]
    owners = {owner_port(setup, g) for g in ids}
    assert owners == {m.port for m in replicated.masters}, "the games must cover every master"
    acked: list[tuple[str, int, str]] = []  # (game, version, hash of the acknowledged event)
    errors: list[float] = []
    kinds: list[str] = []
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
                for _ in range(50):  # retry this very request (same key) until it is answered
                    try:
                        status, body = svc.submit(gid, seat, "move", move, if_match=version, idem=idem,
                                                  fingerprint=fingerprint(move))
                        with lock:
                            acked.append((gid, body["version"], body["events"][-1]["hash"]))
                        break
                    except (NotDurable, redis.RedisError, OSError) as exc:
                        errors.append(time.monotonic())
                        kinds.append(f"{type(exc).__name__}: {str(exc)[:80]}")
                        time.sleep(0.1)
                    except (IdempotencyInFlight, PreconditionFailed):
                        break  # the in-flight marker outlived a crash, or another move won: move on
            except (redis.RedisError, OSError, NotDurable) as exc:
                errors.append(time.monotonic())
                kinds.append(f"load {type(exc).__name__}: {str(exc)[:80]}")
                time.sleep(0.1)
            except PreconditionFailed:
                pass

    threads = [threading.Thread(target=player, args=(ids[i::THREADS], i)) for i in range(THREADS)]
    for t in threads:
        t.start()
    time.sleep(3)
    victim = replicated.masters[0]
    before = len(acked)
    killed_at = time.monotonic()
    os.kill(victim.proc.pid, signal.SIGKILL)
    promoted = _wait_promoted(replicated, victim.port, timeout=30)
    # the operator restarts the dead node: it rejoins as the new master's replica, and durable
    # appends on that shard can be confirmed again
    back = replicated.restart(victim)
    _wait_replica_up(back.port, timeout=30)
    recovered = time.monotonic()
    time.sleep(3)
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
