"""`make run`'s supervisor (python -m service.run): binds 127.0.0.1 (metrics on PORT + 1), its
private Redis fsyncs every write, its workers play AI turns of both classes (games with a person,
exhibitions), and a terminal's Ctrl-C stops the API and workers before Redis (no ConnectionError
storm)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import redis
import requests

from service.redis_server import free_port

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_make_run_binds_localhost_fsyncs_always_and_stops_cleanly_on_ctrl_c(tmp_path):
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "REDIS_QUEUE_URL", "HOST")}
    env.update(PORT=str(port), PYTHONPATH=ROOT)
    log = open(tmp_path / "run.log", "w+")
    # a new session, like a terminal's foreground job: Ctrl-C goes to the whole process group
    proc = subprocess.Popen([sys.executable, "-m", "service.run"], cwd=tmp_path, env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if requests.get(f"http://127.0.0.1:{port}/readyz", timeout=1).status_code == 200:
                    break
            except requests.RequestException:
                time.sleep(0.3)
        else:
            raise AssertionError("make run did not come up: " + (tmp_path / "run.log").read_text())
        game = requests.post(f"http://127.0.0.1:{port}/v1/games", json={
            "ruleset": "grove", "seats": [{"name": "a"}, {"name": "b", "ai": {"level": "random"}}]}, timeout=10)
        assert game.status_code == 201
        # an exhibition (every seat an AI) is played by the exhibitions' own worker
        bots = [{"name": n, "ai": {"level": "random"}} for n in ("x", "y")]
        exhibition = requests.post(f"http://127.0.0.1:{port}/v1/games", json={"ruleset": "grove", "seats": bots},
                                   timeout=10)
        assert exhibition.status_code == 201
        game_url = f"http://127.0.0.1:{port}/v1/games/{exhibition.json()['id']}"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and requests.get(game_url, timeout=5).json()["version"] < 5:
            time.sleep(0.3)
        assert requests.get(game_url, timeout=5).json()["version"] >= 5, "no worker played the exhibition"
        text = (tmp_path / "run.log").read_text()
        assert f"Listening at: http://127.0.0.1:{port}" in text
        # /metrics on a listener of its own (PORT + 1 by default), said at start, not on the API's port
        assert f"metrics on http://127.0.0.1:{port + 1}/metrics" in text
        assert "arbiter_games" in requests.get(f"http://127.0.0.1:{port + 1}/metrics", timeout=5).text
        assert requests.get(f"http://127.0.0.1:{port}/metrics", timeout=5).status_code == 404
        redis_url = next(line.split(" at ")[1].split(",")[0] for line in text.splitlines() if "private redis-server" in line)
        assert redis.Redis.from_url(redis_url).config_get("appendfsync")["appendfsync"] == "always"
        time.sleep(1)
        os.killpg(proc.pid, signal.SIGINT)  # what a terminal does on Ctrl-C
        assert proc.wait(30) is not None
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    text = (tmp_path / "run.log").read_text()
    assert "ConnectionError" not in text and "Connection refused" not in text, text[-3000:]
