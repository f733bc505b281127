"""The whole service as `make run` runs it (python -m service.run), on a private Redis, for the
benchmarks that measure it from outside."""
from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

import requests

from service.redis_server import PrivateRedis, free_port

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@contextlib.contextmanager
def local_service(**env_extra):
    """Yield (base URL, Redis URL) of `make run` on a private Redis, with `env_extra` in its
    environment; Ctrl-C stops it at the end, as a terminal would."""
    redis_server = PrivateRedis()
    port = free_port()
    env = dict(os.environ, REDIS_URL=redis_server.url, PORT=str(port), PYTHONPATH=ROOT, **env_extra)
    proc = subprocess.Popen([sys.executable, "-m", "service.run"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                if requests.get(base + "/readyz", timeout=1).status_code == 200:
                    break
            except requests.RequestException:
                time.sleep(0.2)
        yield base, redis_server.url
    finally:
        os.killpg(proc.pid, signal.SIGINT)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        redis_server.stop()
