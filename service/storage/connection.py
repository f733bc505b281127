"""One connection factory for every process (API, workers, sweeper, streams, metrics).

REDIS_URL may point at a standalone Redis or at any node of a Redis Cluster: `INFO cluster`
tells which, and a cluster gets redis-py's RedisCluster (which follows MOVED/ASK and sends each
key to the node that owns its slot). The RQ queues never use the cluster (RQ has no cluster
support): they need REDIS_QUEUE_URL at a standalone Redis.
"""
from __future__ import annotations

import logging
import os
import sys
import time

import redis
from redis.cluster import RedisCluster

DEFAULT_URL = "redis://127.0.0.1:6379/0"


class ConfigError(RuntimeError):
    """The Redis configuration cannot work (said once at start-up, not on every request)."""


def redis_url() -> str:
    """REDIS_URL from the environment (the event store)."""
    return os.environ.get("REDIS_URL", DEFAULT_URL)


def is_cluster_url(url: str) -> bool:
    """True if the server at `url` runs in cluster mode (INFO cluster: cluster_enabled:1).

    A wrong URL raises redis' ConnectionError here, at start-up, with the URL in the message."""
    probe = redis.Redis.from_url(url, socket_connect_timeout=5, socket_timeout=5)
    try:
        return bool(int(probe.info("cluster").get("cluster_enabled", 0)))
    except redis.ConnectionError as exc:
        raise redis.ConnectionError(f"cannot reach REDIS_URL {url}: {exc}") from exc
    finally:
        probe.close()


def connect(url: str, *, blocking: bool = False, pool_size: int | None = None, strict: bool = True):
    """A client of the event store at `url`: RedisCluster on a cluster, else a Redis with a
    bounded blocking pool. `blocking=True` is for XREAD BLOCK (no socket timeout).

    Unreachable at start-up: `strict` raises; otherwise (the API, whose /readyz then reports
    it) say so and assume a standalone server; a restart picks up a cluster."""
    size = pool_size or int(os.environ.get("REDIS_POOL_SIZE", "200"))
    extra = {"socket_timeout": None} if blocking else {}
    try:
        cluster = is_cluster_url(url)
    except redis.ConnectionError as exc:
        if strict:
            raise
        say(f"{exc}; assuming a standalone Redis until restarted")
        cluster = False
    if cluster:
        # per node: a pool of `size`; a request waits for a connection rather than failing
        return RedisCluster.from_url(url, max_connections=size, require_full_coverage=True,
                                     connection_pool_class=redis.BlockingConnectionPool, **extra)
    pool = redis.BlockingConnectionPool.from_url(url, timeout=20, max_connections=size, **extra)
    return redis.Redis(connection_pool=pool)


# Errors that mean "the store cannot answer right now" rather than "this code is wrong": a lost
# connection, a timeout, a server loading its data, and everything a Redis Cluster says while it
# moves slots or promotes a replica (CLUSTERDOWN, TRYAGAIN, MOVED/ASK storms, MASTERDOWN, READONLY
# from a demoted master, a slot without a node), a master refusing writes for want of replicas
# (NOREPLICAS, from `min-replicas-to-write`) or for want of memory (OOM under noeviction).
_UNAVAILABLE = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, redis.exceptions.ClusterError,
                redis.exceptions.TryAgainError, redis.exceptions.AskError, redis.exceptions.ReadOnlyError,
                redis.exceptions.OutOfMemoryError, redis.exceptions.ExecAbortError,
                redis.exceptions.SlotNotCoveredError)
_UNAVAILABLE_CODES = ("NOREPLICAS", "CLUSTERDOWN", "TRYAGAIN", "MOVED", "ASK", "MASTERDOWN", "READONLY",
                      "LOADING", "OOM", "UNBLOCKED")


def is_unavailable(exc: BaseException) -> bool:
    """True if `exc` says the store is (briefly) unavailable: answer 503 and retry, not 500."""
    if isinstance(exc, _UNAVAILABLE):
        return True
    if type(exc) is redis.exceptions.RedisClusterException:  # "could not connect to any node"
        return True
    if isinstance(exc, redis.exceptions.ResponseError):  # an error passed up from inside a script
        return str(exc).split(" ", 1)[0] in _UNAVAILABLE_CODES
    return False


def quietly(what: str, step, tries: int = 4) -> None:
    """Run a follow-up `step` of a change that is already applied (an append, a claim): a store
    failure is retried a few times (a failover takes seconds), then it and any other failure is
    logged, never raised: the change stands and its answer must not say otherwise."""
    pause = 0.1
    for attempt in range(tries):
        try:
            step()
            return
        except Exception as exc:  # noqa: BLE001 - the change stands; see Games.follow_up
            if attempt == tries - 1 or not is_unavailable(exc):
                logging.getLogger("arbiter.store").error("after an applied change, %s failed: %s: %s",
                                                         what, type(exc).__name__, exc)
                return
            time.sleep(pause)
            pause *= 2


def is_cluster(client) -> bool:
    """True if `client` is a cluster client."""
    return isinstance(client, RedisCluster)


def queue_url(store_url: str, cluster: bool) -> str:
    """REDIS_QUEUE_URL, or the store URL on a standalone Redis; a cluster without it is an error."""
    url = os.environ.get("REDIS_QUEUE_URL") or ""
    if url:
        return url
    if cluster:
        raise ConfigError("REDIS_URL is a Redis Cluster, and RQ queues cannot live on a cluster: "
                          "set REDIS_QUEUE_URL to a standalone Redis for the queues")
    return store_url


def queue_client(url: str) -> redis.Redis:
    """A plain client for the RQ queues (never a cluster)."""
    if is_cluster_url(url):
        raise ConfigError(f"REDIS_QUEUE_URL {url} is a cluster node; RQ needs a standalone Redis")
    return redis.Redis.from_url(url)


def say(message: str) -> None:
    """A start-up message on stderr."""
    print(f"arbiter: {message}", file=sys.stderr, flush=True)
