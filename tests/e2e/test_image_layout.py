"""The image, without a Docker engine: the Dockerfile's own steps run outside Docker.

There is no Docker daemon on these machines, so this test reads the Dockerfile and does what it
says in a temporary directory:
- every `COPY` into an app directory;
- its dependency install, the runtime dependencies of pyproject.toml pinned by requirements.lock,
  into a fresh virtual environment, the Dockerfile's own pip command, with no index: its wheels are
  the test run's installed distributions packed again (`_wheelhouse`), so pip still resolves the
  image's dependencies from their metadata and installs only those (a runtime dependency left in the
  test extras is not installed and fails), without a minute of downloads;
- `pip install --no-deps .` and the import check.

Then it starts the entrypoint's `api`, `worker`, `webhooks` and `sweeper` twice: on the test run's
Redis (compose.yaml's set-up), and on a 3-master Redis Cluster of its own with the queues on a
standalone Redis (compose.cluster.yaml's). The image is built once for both, so `make test`'s
cluster pass leaves this module out (tests/on_cluster.py) instead of building it again. An AI seat must move (API, queue and worker all working from the image's files
alone), a webhook must be delivered by the sender, and /metrics must answer. A file the image forgets to COPY, or a runtime dependency left in the test
extras, fails here as it would fail the image.
"""
from __future__ import annotations

import base64
import csv
import hashlib
import importlib.metadata
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import zipfile

import pytest
import requests
import tomllib
from packaging.requirements import Requirement

from service.ops.redis_server import PrivateCluster, PrivateRedis, free_port
from tests.conftest import ROOT
from tests.e2e.helpers import wait_until_ready
from tests.webhooks_helpers import Receiver


def _instructions() -> list[tuple[str, str]]:
    """(instruction, arguments) of the Dockerfile, continuation lines joined."""
    text = open(os.path.join(ROOT, "Dockerfile"), encoding="utf-8").read().replace("\\\n", " ")
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _wheelhouse(into, requirements: list[str]) -> None:
    """A wheel for each installed distribution that `requirements` may need (every Requires-Dist
    followed, whatever its marker or extra: more than pip takes, never less), packed again from its
    files as RECORD lists them: what pip would download, from what this interpreter has."""
    installed = {_key(d.metadata["Name"]): d for d in importlib.metadata.distributions()}
    todo, seen = [Requirement(r).name for r in requirements], set()
    while todo:
        key = _key(todo.pop())
        if key in seen or key not in installed:
            continue  # not installed here: pip says so, with no index to fall back on
        seen.add(key)
        todo.extend(Requirement(r).name for r in installed[key].requires or [])
    for key in sorted(seen):
        dist = installed[key]
        name, info = dist.metadata["Name"], dist._path  # the .dist-info directory (private, no public name)
        tags = [line.split(":", 1)[1].strip().split("-") for line in (info / "WHEEL").read_text().splitlines()
                if line.startswith("Tag:")]
        tag = "-".join(".".join(dict.fromkeys(t[i] for t in tags)) for i in range(3))  # py2.py3-none-any
        site, records = info.parent, []
        wheel = into / f"{name.replace('-', '_')}-{dist.version}-{tag}.whl"
        with zipfile.ZipFile(wheel, "w", zipfile.ZIP_STORED) as z:
            for row in csv.reader((info / "RECORD").read_text().splitlines()):
                path = row[0]
                if path.startswith("..") or "__pycache__" in path or path.startswith(info.name + "/") \
                        and os.path.basename(path) in ("RECORD", "INSTALLER", "REQUESTED", "direct_url.json"):
                    continue  # scripts (pip makes them again), bytecode, and what pip writes itself
                data = (site / path).read_bytes()
                z.writestr(path, data)
                digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                records.append(f"{path},sha256={digest},{len(data)}")
            z.writestr(f"{info.name}/RECORD", "\n".join(records + [f"{info.name}/RECORD,,"]) + "\n")


@pytest.fixture(scope="module")
def image(tmp_path_factory):
    """(app dir, bin dir, env): the image's files and its Python environment, built by its steps."""
    root = tmp_path_factory.mktemp("image")
    app, bindir = root / "app", root / "bin"
    app.mkdir()
    bindir.mkdir()
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "REDIS_QUEUE_URL", "PYTHONPATH",
                                                            "PROMETHEUS_MULTIPROC_DIR", "VIRTUAL_ENV")}
    env.update(PATH=f"{venv}/bin:{bindir}:{env.get('PATH', '')}", APP_DIR=str(app), PIP_DISABLE_PIP_VERSION_CHECK="1")
    workdir = app
    for word, args in _instructions():
        if word == "WORKDIR":
            assert args == "/app", "the test maps /app only"
        elif word == "COPY":
            *sources, dest = shlex.split(args)
            # Docker's rules: a directory source copies its contents; a destination ending in "/"
            # (or taking several sources) is a directory
            into = (bindir / os.path.basename(dest)) if dest.startswith("/usr/local/bin/") else app / dest
            is_dir = dest.endswith("/") or len(sources) > 1
            for src in sources:
                path = os.path.join(ROOT, src)
                if os.path.isdir(path):
                    shutil.copytree(path, into, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
                                    dirs_exist_ok=True)
                else:
                    target = into / os.path.basename(src) if is_dir else into
                    target.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(path, target)
        elif word == "RUN" and "pip install" in args:
            # the image's /tmp is its own; here it is the machine's, shared with whatever else runs
            # the same RUN (two suites at once removed each other's /tmp/deps.txt)
            private_tmp = root / "tmp"
            private_tmp.mkdir(exist_ok=True)
            args = args.replace("/tmp/", f"{private_tmp}/")
            run_env = env
            if "-r " in args:  # the dependencies: from the wheelhouse alone (the project's own build
                wheels = root / "wheels"  # below still fetches its build backend as Docker would)
                wheels.mkdir()
                _wheelhouse(wheels, tomllib.loads((app / "pyproject.toml").read_text())["project"]["dependencies"])
                run_env = dict(env, PIP_NO_INDEX="1", PIP_FIND_LINKS=str(wheels))
            done = subprocess.run(["sh", "-c", args], cwd=workdir, env=run_env, capture_output=True, text=True,
                                  timeout=900)
            assert done.returncode == 0, f"RUN {args}\n{done.stdout[-2000:]}{done.stderr[-3000:]}"
    (bindir / "arbiter").chmod(0o755)
    return app, bindir, env


@pytest.fixture(params=["redis", "cluster"])
def store(request, redis_url, queue_url):
    """(REDIS_URL, REDIS_QUEUE_URL) the image runs on: the test run's Redis, or a cluster of its own
    with the queues on a standalone Redis, as compose.cluster.yaml runs the image."""
    if request.param == "redis":
        yield redis_url, queue_url
        return
    cluster, queues = PrivateCluster(), PrivateRedis()
    try:
        yield cluster.url, queues.url
    finally:
        cluster.stop()
        queues.stop()


def _start(cmd: list[str], env: dict, cwd, log):
    return subprocess.Popen(cmd, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)


def test_the_images_files_and_dependencies_run_the_api_a_worker_the_sender_and_the_sweeper(
        image, tmp_path, store):
    """On one redis-server, and on a cluster with the queues on a standalone Redis (`store`)."""
    app, bindir, env = image
    redis_url, queue_url = store
    port, metrics_port = free_port(), free_port()
    env = dict(env, REDIS_URL=redis_url, REDIS_QUEUE_URL=queue_url, PORT=str(port), WEB_CONCURRENCY="2",
               WEBHOOK_ALLOW_PRIVATE="1", METRICS_PORT=str(metrics_port))
    log = open(tmp_path / "image.log", "w+")
    procs = [_start(["sh", str(bindir / "arbiter"), part], env, app, log)
             for part in ("api", "worker", "webhooks", "sweeper")]
    receiver = Receiver()
    try:
        base = f"http://127.0.0.1:{port}"
        wait_until_ready(base, 60, lambda: "the image's api:\n" + "\n".join(
            l for l in (tmp_path / "image.log").read_text().splitlines() if "sweep" not in l and "registries" not in l)[-4000:])
        game = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [
            {"name": "bot", "ai": {"level": "random"}}, {"name": "bot2", "ai": {"level": "random"}}]}, timeout=10)
        assert game.status_code == 201, game.text
        gid = game.json()["id"]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and requests.get(f"{base}/v1/games/{gid}", timeout=5).json()["version"] < 10:
            time.sleep(0.3)
        assert requests.get(f"{base}/v1/games/{gid}", timeout=5).json()["version"] >= 10, \
            "the image's worker played no AI moves:\n" + (tmp_path / "image.log").read_text()[-4000:]
        metrics = requests.get(f"http://127.0.0.1:{metrics_port}/metrics", timeout=5).text
        assert "arbiter_http_requests_total" in metrics and "arbiter_games" in metrics
        assert requests.get(f"{base}/metrics", timeout=5).status_code == 404  # not on the API's port
        assert requests.get(f"{base}/openapi.json", timeout=5).status_code == 200  # openapi.yaml was copied
        assert requests.get(f"{base}/v1/games/{gid}/board.png", timeout=10).headers["Content-Type"] == "image/png"
        _a_webhook_is_delivered(base, receiver, lambda: (tmp_path / "image.log").read_text()[-4000:])
    finally:
        receiver.close()
        for p in procs:
            if p.poll() is None:
                os.killpg(p.pid, 15)
        for p in procs:
            try:
                p.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, 9)


def _a_webhook_is_delivered(base: str, receiver: Receiver, log) -> None:
    """A person against an AI with a webhook on the person's seat: play until "your turn" comes."""
    game = requests.post(f"{base}/v1/games", json={"ruleset": "grove", "seats": [
        {"name": "me"}, {"name": "bot", "ai": {"level": "random"}}]}, timeout=10).json()
    gid, me = game["id"], {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    r = requests.post(f"{base}/v1/games/{gid}/webhooks", json={"url": receiver.url}, headers=me, timeout=10)
    assert r.status_code == 201, r.text
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not receiver.calls:
        state = requests.get(f"{base}/v1/games/{gid}", timeout=5).json()
        if state["status"] == "finished":
            break
        if 0 in state["to_act"]:
            legal = requests.get(f"{base}/v1/games/{gid}/legal-moves", headers=me, timeout=5).json()
            requests.post(f"{base}/v1/games/{gid}/moves", json={"move": legal["moves"][0]},
                          headers={**me, "If-Match": f'"{legal["version"]}"'}, timeout=10)
        time.sleep(0.3)
    assert receiver.calls, "the image's webhook sender delivered nothing:\n" + log()
    assert receiver.bodies()[0]["type"] in ("turn.your_turn", "game.ended")
