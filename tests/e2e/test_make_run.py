"""`make run`'s supervisor (python -m service.ops.run): binds 127.0.0.1 (metrics on PORT + 1), its
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

from service.ops.redis_server import bindable
from tests.e2e.helpers import wait_until_ready


def free_port_and_next() -> int:
    """A free port whose successor is free too: make run puts /metrics on PORT + 1 by default. Drawn
    below the kernel's ephemeral range (ip_local_port_range, 32768-60999 here): a port drawn from it
    (bind to 0) was free when drawn, but `make run` binds its ports seconds later, and meanwhile any
    outgoing connection of the suites side by side may take one (with two suites at once, /metrics'
    port was taken and gunicorn gave up). Below the range only another explicit bind can take it."""
    import random

    low = 20000
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
            low = min(low, int(f.read().split()[0]) - 2000)
    except (OSError, ValueError, IndexError):
        pass
    for _ in range(200):
        port = random.randrange(max(1024, low - 8000), low)
        if bindable(port) and bindable(port + 1):
            return port
    raise RuntimeError("no free pair of ports")


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_make_run_binds_localhost_fsyncs_always_and_stops_cleanly_on_ctrl_c(tmp_path):
    port = free_port_and_next()
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "REDIS_QUEUE_URL", "HOST")}
    env.update(PORT=str(port), PYTHONPATH=ROOT)
    log = open(tmp_path / "run.log", "w+")
    # a new session, like a terminal's foreground job: Ctrl-C goes to the whole process group
    proc = subprocess.Popen([sys.executable, "-m", "service.ops.run"], cwd=tmp_path, env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        # every child imports the app at once: with two suites on 2 cores that took more than 90 s
        wait_until_ready(f"http://127.0.0.1:{port}", 180, lambda: (tmp_path / "run.log").read_text())
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


def _pids(*parts: str) -> list[int]:
    """The processes whose command line contains all these parts (from /proc: no pgrep needed;
    redis-server rewrites its own to "redis-server 127.0.0.1:PORT")."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                line = " " + f.read().decode(errors="replace").replace("\0", " ") + " "
        except OSError:
            continue
        if all(p in line for p in parts):
            found.append(int(entry))
    return found


def _parent(pid: int) -> int:
    """The parent process id of `pid` (/proc/PID/stat's fourth field)."""
    with open(f"/proc/{pid}/stat") as f:
        return int(f.read().rsplit(")", 1)[1].split()[1])


def test_make_run_brings_back_a_killed_redis_and_worker_and_loses_no_move(tmp_path):
    """Issue 27: a kill -9 of the private Redis (an OOM kill) and of a worker under a steady move
    load: both are started again, moves are accepted again within seconds, and every move that
    was answered 201 is still there."""
    import threading
    import uuid

    port = free_port_and_next()
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "REDIS_QUEUE_URL", "HOST")}
    env.update(PORT=str(port), PYTHONPATH=ROOT)
    log = open(tmp_path / "run.log", "w+")
    proc = subprocess.Popen([sys.executable, "-m", "service.ops.run"], cwd=tmp_path, env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    acked: list[tuple[str, int, str]] = []
    answered_at: list[float] = []
    stop = threading.Event()

    def writer():
        session = requests.Session()
        game = session.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [{"name": "a"}, {"name": "b"}]},
                            timeout=10).json()
        tokens = {s["seat"]: s["token"] for s in game["seats"]}
        while not stop.is_set():
            try:
                g = session.get(f"{base}/v1/games/{game['id']}", timeout=10).json()
                if g["status"] == "finished":
                    game = session.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [
                        {"name": "a"}, {"name": "b"}]}, timeout=10).json()
                    tokens = {s["seat"]: s["token"] for s in game["seats"]}
                    continue
                auth = {"Authorization": f"Bearer {tokens[g['to_act'][0]]}"}
                legal = session.get(f"{base}/v1/games/{game['id']}/legal-moves", headers=auth, timeout=10).json()
                key, move = uuid.uuid4().hex, legal["moves"][0]
                while not stop.is_set():  # this very request until it is answered
                    try:
                        r = session.post(f"{base}/v1/games/{game['id']}/moves", json={"move": move}, timeout=10,
                                         headers={**auth, "If-Match": f'"{legal["version"]}"', "Idempotency-Key": key})
                    except requests.RequestException:
                        time.sleep(0.2)
                        continue
                    if r.status_code == 201:
                        acked.append((game["id"], r.json()["version"], r.json()["events"][-1]["hash"]))
                        answered_at.append(time.monotonic())
                        break
                    assert r.status_code in (409, 503), r.text  # in flight, or the store is away: again
                    time.sleep(0.2)
            except (requests.RequestException, KeyError, ValueError):
                time.sleep(0.2)  # a read while Redis is away

    try:
        # every child imports the app at once: with two suites on 2 cores that took more than 90 s
        wait_until_ready(base, 180, lambda: (tmp_path / "run.log").read_text())
        text = (tmp_path / "run.log").read_text()
        redis_port = next(line.split(" at ")[1].split(",")[0] for line in text.splitlines()
                          if "private redis-server" in line).rsplit(":", 1)[1].split("/")[0]
        thread = threading.Thread(target=writer)
        thread.start()
        deadline = time.monotonic() + 90
        while len(acked) < 20:
            assert time.monotonic() < deadline, "no steady move load"
            time.sleep(0.1)
        [redis_pid] = _pids(f"127.0.0.1:{redis_port} ")
        # the AI worker itself (its scheduler is a child process of its own with the same command line)
        [worker_pid] = [pid for pid in _pids(" arbiter-ai ", "workers.worker.ArbiterWorker")
                        if _parent(pid) == proc.pid]
        killed = time.monotonic()
        os.kill(redis_pid, signal.SIGKILL)
        os.kill(worker_pid, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while not any(t > killed + 0.5 for t in answered_at):
            assert time.monotonic() < deadline, "moves were not accepted again within 30 s"
            time.sleep(0.1)
        back_after = min(t for t in answered_at if t > killed + 0.5) - killed
        time.sleep(2)
        stop.set()
        thread.join(30)
        # the worker came back too: an AI seat is played again
        game = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [
            {"name": "x", "ai": {"level": "random"}}, {"name": "y", "ai": {"level": "random"}}]}, timeout=10).json()
        deadline = time.monotonic() + 60
        while requests.get(f"{base}/v1/games/{game['id']}", timeout=10).json()["version"] < 5:
            assert time.monotonic() < deadline, "no AI worker plays after the kill"
            time.sleep(0.3)
        store = redis.Redis(port=int(redis_port))
        lost = [a for a in acked if not (e := store.xrange(f"game:{{{a[0]}}}:events", f"0-{a[1]}", f"0-{a[1]}"))
                or b'"hash":"' + a[2].encode() + b'"' not in e[0][1][b"e"]]
        print(f"\nmake run healed: moves accepted again {back_after:.1f} s after the kill; "
              f"{len(acked)} acknowledged, {len(lost)} lost")
        assert not lost and back_after < 30  # about 5 s on a quiet machine; bounded, not timed
        text = (tmp_path / "run.log").read_text()
        assert "redis-server was killed by SIGKILL; starting it again" in text
        assert "arbiter-ai worker was killed by SIGKILL; starting it again" in text
        os.killpg(proc.pid, signal.SIGINT)
        assert proc.wait(30) == 0
    finally:
        stop.set()
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
