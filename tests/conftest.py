"""Root fixtures: the import path. Redis and app fixtures live in tests/integration and tests/e2e."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import contextlib  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# a held copy's metadata checked by its generation and cross-checked by its digest: a writer of a game's
# metadata that forgets the generation fails its test loudly (service/play/held.py)
os.environ.setdefault("HELD_CHECK", "both")
# /metrics is the operator's (api/metrics_access.py): the tests' apps and servers read it with this token
METRICS_TOKEN = "test-metrics-token"
METRICS_AUTH = {"Authorization": f"Bearer {METRICS_TOKEN}"}


def wait_for(predicate, timeout=60.0, every=0.2):
    """Poll until predicate() is truthy; return its value (fail after timeout)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(every)
    raise AssertionError(f"condition not met within {timeout}s")


# ARBITER_TEST_CLUSTER=1: the same tests against a real 3-master Redis Cluster (valkey-server),
# with the RQ queues on a standalone server (REDIS_QUEUE_URL), as a cluster deployment runs
ON_CLUSTER = os.environ.get("ARBITER_TEST_CLUSTER") == "1"


@pytest.fixture(scope="session")
def redis_url():
    """REDIS_URL if set, else a throwaway redis-server (or 3-master cluster) for this test run."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    from service.ops.redis_server import PrivateCluster, PrivateRedis

    if not ON_CLUSTER:
        server = PrivateRedis()
        yield server.url
        server.stop()
        return
    cluster, queues = PrivateCluster(), PrivateRedis()
    os.environ["REDIS_QUEUE_URL"] = queues.url  # create_app, gunicorn and the worker read it
    yield cluster.url
    os.environ.pop("REDIS_QUEUE_URL", None)
    cluster.stop()
    queues.stop()


@pytest.fixture(scope="session")
def queue_url(redis_url):
    """Where the RQ queues live: REDIS_QUEUE_URL on a cluster, else the store's Redis."""
    return os.environ.get("REDIS_QUEUE_URL") or redis_url


@pytest.fixture(scope="module")
def queue_server():
    """A private standalone Redis for one module's queues and webhook outbox, so no other
    module's worker or webhook sender takes its jobs or messages."""
    from service.ops.redis_server import PrivateRedis

    server = PrivateRedis()
    yield server
    server.stop()


@pytest.fixture
def redis_client(redis_url):
    """A client of the test Redis (a cluster client on a cluster)."""
    from service.storage.connection import connect

    client = connect(redis_url)
    yield client
    client.close()


@pytest.fixture
def app(redis_url):
    """The Flask app on the test Redis (jobs are enqueued; no worker runs them here)."""
    from api import create_app

    return create_app({"TESTING": True, "REDIS_URL": redis_url, "METRICS_TOKEN": METRICS_TOKEN})


@pytest.fixture
def client(app):
    """Flask's test client (in-process; e2e tests use real HTTP instead)."""
    return app.test_client()


def _wait_http(url: str, timeout: float = 60.0) -> None:
    import urllib.request

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=15) as resp:  # a first request may take seconds
                if resp.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


@contextlib.contextmanager
def running_api(redis_url: str, extra_binds: list[str] | None = None, **env_extra):
    """The API under gunicorn (gevent workers) on a free port, and `extra_binds`; yields its URL."""
    import sys

    from service.ops.redis_server import free_port

    import tempfile

    port = free_port()
    env = dict(os.environ, REDIS_URL=redis_url, **{"METRICS_TOKEN": METRICS_TOKEN, **env_extra})
    bin_dir = os.path.dirname(sys.executable)
    base = f"http://127.0.0.1:{port}"
    # what the server logs (its errors, a stream that broke) is kept for a failing test to quote
    log = tempfile.NamedTemporaryFile(prefix=f"arbiter-api-{port}-", suffix=".log", delete=False)
    SERVER_LOGS[base] = log.name
    proc = subprocess.Popen(
        [os.path.join(bin_dir, "gunicorn"), "--bind", f"127.0.0.1:{port}",
         *[arg for bind in extra_binds or () for arg in ("--bind", bind)], "--workers", "2",
         "--worker-class", "gevent", "--worker-connections", "1000", "api:create_app()"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log,
    )
    log.close()
    try:
        _wait_http(base + "/healthz")
        yield base
    finally:
        # SIGQUIT is gunicorn's quick shutdown: a graceful one (SIGTERM) waits out every open
        # stream, which cost 10 s per server in the suite; a gevent worker that still does not
        # leave within 3 s is killed (its workers see their master gone and leave too)
        proc.send_signal(signal.SIGQUIT)
        try:
            proc.wait(3)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
        SERVER_LOGS.pop(base, None)
        with contextlib.suppress(OSError):
            os.unlink(log.name)


SERVER_LOGS: dict[str, str] = {}  # a running API's base URL -> the file its stderr goes to


def server_log_tail(base: str, lines: int = 40, about: str = "") -> str:
    """The last lines the API at `base` logged (those naming `about`, when given), for a failing
    test's message, or ''."""
    path = next((p for b, p in SERVER_LOGS.items() if base.startswith(b)), None)
    if path is None:
        return ""
    try:
        with open(path, errors="replace") as f:
            text = f.readlines()
    except OSError:
        return ""
    # the lines naming it, and whatever went wrong in the server (a traceback names no game)
    trouble = [i for i, line in enumerate(text) if "Traceback" in line or "ERROR" in line or "CRITICAL" in line]
    keep = {i for i, line in enumerate(text) if about in line}
    for i in trouble[-3:]:
        keep.update(range(i, min(i + 25, len(text))))
    return "".join(text[i] for i in sorted(keep)[-lines:])


@pytest.fixture(scope="session")
def live_server(redis_url):
    """The API under gunicorn on a free port: real HTTP for end-to-end tests."""
    with running_api(redis_url) as base:
        yield base


SWEEP_SECONDS = 2  # the test worker's sweeper: a deadline whose job was lost fires within this


@contextlib.contextmanager
def running_worker(redis_url: str, queue_url: str, **env_extra):
    """A real `rq worker --with-scheduler` process serving every queue, and a sweeper every SWEEP_SECONDS,
    on these Redis servers (with `env_extra` in their environment); yields the worker's process."""
    import sys

    bin_dir = os.path.dirname(sys.executable)
    env = dict(os.environ, REDIS_URL=redis_url, REDIS_QUEUE_URL=queue_url, **env_extra)
    proc = subprocess.Popen(
        [os.path.join(bin_dir, "rq"), "worker", "--with-scheduler", "--url", queue_url,
         "--worker-ttl", "40", "--maintenance-interval", "10", "--worker-class", "workers.worker.ArbiterWorker",
         "arbiter-deadlines", "arbiter-ai", "arbiter-ai-exhibitions", "arbiter-webhooks", "arbiter-analysis", "arbiter"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    sweeper = subprocess.Popen([sys.executable, "-m", "workers.sweeper"], cwd=ROOT,
                               env=dict(env, SWEEP_SECONDS=str(SWEEP_SECONDS)), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
    try:
        yield proc
    finally:
        sweeper.terminate()
        proc.terminate()
        try:  # an idle worker stops at once; one busy with a job (an AI's search) is not waited for
            proc.wait(3)
        except subprocess.TimeoutExpired:
            proc.kill()


def job_has_run(conn, job_id: str) -> bool:
    """The RQ job `job_id` (on the queue Redis `conn`) has finished or failed."""
    from rq.exceptions import NoSuchJobError
    from rq.job import Job

    try:
        return Job.fetch(job_id, connection=conn).get_status() in ("finished", "failed")
    except NoSuchJobError:
        return False


def sweeps_run_since(conn, since: float) -> int:
    """How many of the sweeps that running_worker's sweeper queued after `since` (one a tick of
    SWEEP_SECONDS, `sweep-<tick>`) have run."""
    ticks = range(int(since // SWEEP_SECONDS) + 1, int(time.time() // SWEEP_SECONDS) + 1)
    return sum(job_has_run(conn, f"sweep-{tick}") for tick in ticks)


@pytest.fixture(scope="session")
def rq_worker(redis_url, queue_url):
    """A real `rq worker --with-scheduler` process on the test Redis (the queue Redis on a cluster)."""
    with running_worker(redis_url, queue_url) as proc:
        yield proc


@pytest.fixture(scope="session")
def made_run(tmp_path_factory):
    """`make run` on free ports, shared by the tests that drive the service from outside: its URL."""
    # the README's and the clients' tests; a throwaway Redis (REDIS_URL), so nothing under ./var
    from service.ops.redis_server import PrivateRedis, free_port

    server = PrivateRedis()
    port, metrics_port = free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_QUEUE_URL", "MAKEFLAGS", "MAKELEVEL")}
    env.update(REDIS_URL=server.url, PORT=str(port), METRICS_PORT=str(metrics_port), HOST="127.0.0.1",
               WEBHOOK_ALLOW_PRIVATE="1")
    log = open(tmp_path_factory.mktemp("made-run") / "run.log", "w+")
    proc = subprocess.Popen(["make", "--no-print-directory", "run"], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        try:
            _wait_http(base + "/readyz", timeout=150)  # every child imports the app at once: slow on a loaded machine
        except RuntimeError:
            log.seek(0)
            raise RuntimeError("make run did not come up:\n" + log.read()[-3000:]) from None
        yield base
    finally:
        os.killpg(proc.pid, signal.SIGINT)  # what a terminal's Ctrl-C does
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)
        server.stop()


CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
# Debian's chromium-headless-shell: the same Chromium (version and Blink) built for headless use only,
# which Playwright itself launches for `headless=True`. It drew the browser tests' pages with about a
# quarter less CPU than the full browser in headless mode (docs/benchmarks.md, "The suite"); it has no
# notifications, so a test that shows one takes `full_browser`.
HEADLESS_SHELL = os.environ.get("CHROMIUM_HEADLESS_SHELL") or shutil.which("chromium-headless-shell")


@pytest.fixture(scope="session")
def _playwright():
    """One Playwright session per process (its sync API cannot be opened twice in a thread)."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"no Chromium at {CHROMIUM}: `make test` installs Debian's chromium when run as root")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


def _launch(playwright, executable: str):
    b = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox", "--disable-gpu"])
    opened = b.new_context

    def new_context(**options):
        # every wait is on a condition: a generous bound costs nothing when the page is quick,
        # and a loaded 2-core machine (two suites at once) needed more than Playwright's 30 s
        ctx = opened(**options)
        ctx.set_default_timeout(60_000)
        return ctx

    b.new_context = new_context
    return b


@pytest.fixture(scope="session")
def browser(_playwright):
    """One headless Chromium (Debian's package, driven by Playwright) for the whole run, shared by
    the browser and the browser-origin tests: the headless shell when it is installed (CHROMIUM, if
    set, chooses the full browser instead), else the full browser in headless mode."""
    b = _launch(_playwright, HEADLESS_SHELL if HEADLESS_SHELL and not os.environ.get("CHROMIUM") else CHROMIUM)
    yield b
    b.close()


@pytest.fixture(scope="session")
def full_browser(_playwright):
    """The full Chromium in headless mode, for what the headless shell lacks: a service worker's
    notifications (tests/browser/test_accounts.py shows a push)."""
    b = _launch(_playwright, CHROMIUM)
    yield b
    b.close()


def pytest_collection_modifyitems(config, items):
    """The `cluster` marker: what `make test` runs again on a Redis Cluster (tests/on_cluster.py)."""
    from tests import on_cluster

    on_cluster.mark(items)
