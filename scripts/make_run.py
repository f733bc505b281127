"""For benchmarks: the whole service as `make run` runs it (python -m service.ops.run: the API, one
worker per queue, the sweeper) on a private redis-server, until the `with` block ends."""
from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

import requests

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from service.ops.redis_server import PrivateRedis, free_port  # noqa: E402


@contextlib.contextmanager
def make_run(**env_extra):
    """Yield (API base URL, Redis URL) of a fresh service; Ctrl-C to its process group at the end."""
    server = PrivateRedis()
    port = free_port()
    env = dict(os.environ, REDIS_URL=server.url, PORT=str(port), PYTHONPATH=ROOT, **env_extra)
    proc = subprocess.Popen([sys.executable, "-m", "service.ops.run"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                if requests.get(base + "/readyz", timeout=1).status_code == 200:
                    break
            except requests.RequestException:
                pass
            time.sleep(0.2)
        else:
            raise RuntimeError("the service did not come up")
        yield base, server.url
    finally:
        os.killpg(proc.pid, signal.SIGINT)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        server.stop()
