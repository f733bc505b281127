"""/metrics adds up: HTTP counts and latency over every gunicorn worker (Prometheus multiprocess
mode, gunicorn.conf.py), and job latency over every RQ worker (a histogram kept in Redis)."""
import glob
import os
import re
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest
import redis
from prometheus_client.parser import text_string_to_metric_families

from domain.engine import game as G
from service.ops import job_metrics
from service.play.scheduling import DEADLINES_QUEUE
from tests.conftest import METRICS_AUTH, running_api, running_worker, wait_for

N_REQUESTS = 60
ROUTE = "/v1/rulesets"


def get(url: str) -> str:
    """GET on a new connection (so the kernel may hand it to any gunicorn worker)."""
    headers = METRICS_AUTH if url.endswith("/metrics") else {}
    # a minute: with two suites on 2 cores a request waited more than 10 s (the counts are the point)
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=60) as resp:
        assert resp.status == 200
        return resp.read().decode()


def scrape(text: str) -> dict:
    """{(sample name, sorted labels): value} of one /metrics answer."""
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def series(samples: dict, name: str, **labels) -> dict:
    """The samples called `name` whose labels include `labels`, keyed by their remaining labels."""
    found = {}
    for (sample, sample_labels), value in samples.items():
        d = dict(sample_labels)
        if sample == name and all(d.get(k) == v for k, v in labels.items()):
            found[tuple((k, v) for k, v in sample_labels if k not in labels)] = value
    return found


def one(samples: dict, name: str, **labels) -> float:
    """The single sample `name` with exactly these labels (0 when absent)."""
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def assert_histogram_adds_up(samples: dict, name: str, **labels) -> float:
    """Buckets grow with `le` and end at the count; returns the count."""
    buckets = sorted(((float(dict(k)["le"]), v) for k, v in series(samples, f"{name}_bucket", **labels).items()))
    counts = [v for _, v in buckets]
    assert counts == sorted(counts), buckets
    assert buckets[-1][0] == float("inf")
    count = one(samples, f"{name}_count", **labels)
    assert counts[-1] == count
    assert one(samples, f"{name}_sum", **labels) > 0 or count == 0
    return count


def requests_then_scrapes(base: str, scrapes: int = 8) -> list[dict]:
    """N_REQUESTS concurrent GETs of ROUTE (so both workers take some), then sequential scrapes."""
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda _: get(base + ROUTE), range(N_REQUESTS)))
    return [scrape(get(base + "/metrics")) for _ in range(scrapes)]


def assert_scrapes_agree(scrapes: list[dict]) -> None:
    """Every scrape reports all N_REQUESTS, and the histograms add up to the counters."""
    key = {"route": ROUTE, "method": "GET"}
    for i, samples in enumerate(scrapes):
        assert one(samples, "arbiter_http_requests_total", status="200", **key) == N_REQUESTS
        assert assert_histogram_adds_up(samples, "arbiter_http_request_duration_seconds", **key) == N_REQUESTS
        # each scrape sees the scrapes before it (counted when answered), whichever worker answered them
        assert one(samples, "arbiter_http_requests_total", route="/metrics", method="GET", status="200") == i
        assert one(samples, "arbiter_http_request_duration_seconds_count", route="/metrics", method="GET") == i
        for route_method in series(samples, "arbiter_http_request_duration_seconds_count"):
            labels = dict(route_method)
            count = assert_histogram_adds_up(samples, "arbiter_http_request_duration_seconds", **labels)
            assert count == sum(series(samples, "arbiter_http_requests_total", **labels).values())
        assert "arbiter_games" in {name for name, _ in samples}  # the gauges read from Redis are kept


def test_every_scrape_reports_the_requests_of_all_gunicorn_workers(redis_url, tmp_path):
    metrics_dir = tmp_path / "prometheus"
    metrics_dir.mkdir()
    (metrics_dir / "counter_99999.db").write_bytes(b"left by an earlier run")  # emptied at start
    with running_api(redis_url, PROMETHEUS_MULTIPROC_DIR=str(metrics_dir)) as base:
        scrapes = requests_then_scrapes(base)
        writers = {re.search(r"_(\d+)\.db$", f).group(1) for f in glob.glob(str(metrics_dir / "counter_*.db"))}
    assert "99999" not in writers
    assert len(writers) >= 2, f"the requests were all answered by one worker: {writers}"
    assert_scrapes_agree(scrapes)


def test_gunicorn_conf_makes_its_own_metrics_directory_when_none_is_given(redis_url):
    """gunicorn.conf.py sets PROMETHEUS_MULTIPROC_DIR before prometheus_client is imported (else
    api.metrics refuses to start a worker): the same totals from every scrape."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        pytest.skip("PROMETHEUS_MULTIPROC_DIR is set for the whole test run")
    with running_api(redis_url) as base:
        assert_scrapes_agree(requests_then_scrapes(base))


def test_routes_are_url_rules_and_unknown_paths_and_methods_are_bounded(client):
    """The Flask test client: one process, no multiprocess directory; the plain registry."""
    gid = "no-such-game-" + uuid.uuid4().hex
    client.get(f"/v1/games/{gid}")
    client.get(f"/v1/games/{gid}")
    client.get(f"/{gid}")
    client.open("/healthz", method="BREW")
    samples = scrape(client.get("/metrics", headers=METRICS_AUTH).data.decode())
    assert one(samples, "arbiter_http_requests_total", route="/v1/games/<game_id>", method="GET", status="404") == 2
    assert one(samples, "arbiter_http_requests_total", route="(unmatched)", method="GET", status="404") == 1
    assert one(samples, "arbiter_http_requests_total", route="(unmatched)", method="OTHER", status="405") == 1
    assert not any(gid in repr(k) for k in samples)
    assert assert_histogram_adds_up(samples, "arbiter_http_request_duration_seconds",
                                    route="/v1/games/<game_id>", method="GET") == 2


def job_counts(base: str) -> dict:
    """{(kind, outcome): jobs} as /metrics of the API under gunicorn reports them."""
    samples = scrape(get(base + "/metrics"))
    out = {}
    for labels in series(samples, "arbiter_job_duration_seconds_count"):
        d = dict(labels)
        out[d["kind"], d["outcome"]] = assert_histogram_adds_up(samples, "arbiter_job_duration_seconds", **d)
    return out


def test_jobs_run_by_a_real_rq_worker_appear_in_the_job_histogram():
    # a Redis, a worker and an API of its own: the counts are exact only if no other test's game
    # (an all-AI game plays on by itself) has its AI turns run meanwhile
    from api import create_app
    from service.ops.redis_server import PrivateRedis

    own = PrivateRedis()
    try:
        with running_worker(own.url, own.url), running_api(own.url, REDIS_QUEUE_URL=own.url) as base:
            svc = create_app({"TESTING": True, "REDIS_URL": own.url, "REDIS_QUEUE_URL": own.url}).extensions["arbiter"]
            _jobs_counted(svc, base)
    finally:
        own.stop()


def _jobs_counted(svc, base: str) -> None:
    before = job_counts(base)
    # in Dale seat 0 acts first: the AI seat's turn is played by the worker, then the human waits
    game = svc.create("dale", [{"name": "bot", "ai": {"level": "random"}}, {"name": "human"}], {}, None)
    wait_for(lambda: (g := svc.load(game["id"])) and G.to_act(g.ruleset, g.state) == [1])
    ai_moves = sum(1 for e in svc.store.read(game["id"]) if e["cmd"] and e["cmd"]["kind"] == "move")
    assert ai_moves >= 1
    # a deadline for a game that does not exist raises in the job: the outcome "error"
    svc.scheduler.queues[DEADLINES_QUEUE].enqueue("workers.jobs.deadline", "no-such-game-" + uuid.uuid4().hex, 1, 0)

    after = wait_for(lambda: (c := job_counts(base)).get(("deadline", "error"), 0)
                     > before.get(("deadline", "error"), 0) and c.get(("sweep", "ok"), 0) >= 1 and c)
    assert after.get(("ai_turn", "moved"), 0) - before.get(("ai_turn", "moved"), 0) == ai_moves
    assert after[("deadline", "error")] - before.get(("deadline", "error"), 0) == 1
    assert after.get(("sweep", "ok"), 0) >= 1  # the worker runs the sweeper's sweep every 2 s


def test_a_job_sample_is_one_round_trip_and_buckets_are_cumulative_when_read(queue_url, monkeypatch):
    """service.ops.job_metrics on its own (on the queue Redis, as the workers use it); the sum is kept in µs."""
    redis_client = redis.Redis.from_url(queue_url)
    redis_client.ping()  # the connection's handshake is not part of a sample
    sends = []
    connection_class = redis_client.connection_pool.connection_class
    real_send = connection_class.send_packed_command
    monkeypatch.setattr(connection_class, "send_packed_command",
                        lambda conn, *a, **k: sends.append(1) or real_send(conn, *a, **k))
    kind = "test-" + uuid.uuid4().hex[:8]
    for seconds in (0.001, 0.004, 0.3, 75.0):
        job_metrics.record(redis_client, kind, "ok", seconds)
    assert len(sends) == 4
    h = next(h for h in job_metrics.read(redis_client) if h.kind == kind)
    buckets = dict(h.buckets)
    assert (buckets["0.005"], buckets["0.25"], buckets["0.5"], buckets["60.0"], buckets["+Inf"]) == (2, 2, 3, 3, 4)
    assert h.count == 4 and h.sum_seconds == pytest.approx(75.305, abs=1e-6)
    redis_client.hdel(job_metrics.KEY, *[f"{kind}|ok|{le}" for le in ("0.005", "0.5", "+Inf", "sum_us")])
    redis_client.close()
