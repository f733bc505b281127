"""Root fixtures: the import path. Redis and app fixtures live in tests/integration and tests/e2e."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import contextlib  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(scope="session")
def redis_url():
    """REDIS_URL if set, else a throwaway redis-server on a free port for this test run."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    from service.redis_server import PrivateRedis

    server = PrivateRedis()
    yield server.url
    server.stop()


@pytest.fixture
def redis_client(redis_url):
    """A client of the test Redis."""
    import redis

    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


@pytest.fixture
def app(redis_url):
    """The Flask app on the test Redis (jobs are enqueued; no worker runs them here)."""
    from api import create_app

    return create_app({"TESTING": True, "REDIS_URL": redis_url})


@pytest.fixture
def client(app):
    """Flask's test client (in-process; e2e tests use real HTTP instead)."""
    return app.test_client()


def _wait_http(url: str, timeout: float = 15.0) -> None:
    import urllib.request

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1) as resp:
                if resp.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


@contextlib.contextmanager
def running_api(redis_url: str, **env_extra):
    """The API under gunicorn (gevent workers, as `make run` runs it) on a free port; yields its URL."""
    import sys

    from service.redis_server import free_port

    port = free_port()
    env = dict(os.environ, REDIS_URL=redis_url, **env_extra)
    bin_dir = os.path.dirname(sys.executable)
    proc = subprocess.Popen(
        [os.path.join(bin_dir, "gunicorn"), "--bind", f"127.0.0.1:{port}", "--workers", "2",
         "--worker-class", "gevent", "--worker-connections", "1000", "api:create_app()"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_http(base + "/healthz")
        yield base
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.fixture(scope="session")
def live_server(redis_url):
    """The API under gunicorn on a free port: real HTTP for end-to-end tests."""
    with running_api(redis_url) as base:
        yield base


@pytest.fixture(scope="session")
def rq_worker(redis_url):
    """A real `rq worker --with-scheduler` process on the test Redis."""
    import sys

    bin_dir = os.path.dirname(sys.executable)
    env = dict(os.environ, REDIS_URL=redis_url, REDIS_QUEUE_URL=redis_url)
    proc = subprocess.Popen(
        [os.path.join(bin_dir, "rq"), "worker", "--with-scheduler", "--url", redis_url,
         "--worker-ttl", "40", "--maintenance-interval", "10", "--worker-class", "workers.worker.ArbiterWorker", "arbiter"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    sweeper = subprocess.Popen([sys.executable, "-m", "workers.sweeper"], cwd=ROOT,
                               env=dict(env, SWEEP_SECONDS="2"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
    yield proc
    sweeper.terminate()
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
