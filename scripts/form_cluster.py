"""Form a Redis Cluster from fresh nodes: `python scripts/form_cluster.py M1 M2 M3 [R1 R2 R3]`
(host:port each; three masters, then optionally one replica per master, in the same order).

Idempotent: a node set that already reports cluster_state:ok is left alone. Used by the
cluster-init service of compose.cluster.yaml; needs only redis-py."""
import socket
import sys
import time

import redis

from service.ops.redis_server import form_cluster


def address(spec: str) -> tuple[str, int]:
    """host:port -> (IP, port): CLUSTER MEET wants an address, compose gives names."""
    host, _, port = spec.rpartition(":")
    for _ in range(60):
        try:
            return socket.gethostbyname(host), int(port)
        except OSError:
            time.sleep(1)
    raise SystemExit(f"cannot resolve {host}")


def main(argv: list[str]) -> int:
    """Form the cluster (or find it formed); 0 when cluster_state is ok."""
    nodes = [address(a) for a in argv]
    masters, replicas = nodes[:3], nodes[3:]
    first = redis.Redis(host=masters[0][0], port=masters[0][1], socket_timeout=5)
    for _ in range(60):
        try:
            first.ping()
            break
        except redis.ConnectionError:
            time.sleep(1)
    if b"cluster_state:ok" not in first.execute_command("CLUSTER", "INFO"):
        form_cluster(masters, replicas)
    for _ in range(60):
        if b"cluster_state:ok" in first.execute_command("CLUSTER", "INFO"):
            print("cluster ok")
            return 0
        time.sleep(1)
    print("cluster did not reach cluster_state:ok", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
