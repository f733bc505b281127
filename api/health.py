"""Liveness, readiness and metrics (Prometheus text format)."""
from flask import Blueprint, Response, current_app, jsonify
from prometheus_client import CONTENT_TYPE_PLAIN_0_0_4, CollectorRegistry, generate_latest
from prometheus_client.core import GaugeMetricFamily, HistogramMetricFamily

from service import indexes, job_metrics
from service.scheduling import ALL_QUEUES, LEGACY_QUEUE
from service.webhook_outbox import Outbox

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz():
    """The process answers."""
    return {"status": "ok"}


@bp.get("/readyz")
def readyz():
    """Ready when what requests need answers: the event store (a read and a round trip of a
    scripted write) and the queue Redis that AI turns and deadlines are scheduled on."""
    checks = {}
    try:
        r = current_app.extensions["redis"]
        r.exists("games:index")
        r.set("readyz:probe", "1", px=5000)
        checks["store"] = "ok"
    except Exception as exc:  # noqa: BLE001 - any failure means not ready
        checks["store"] = f"unavailable: {exc}"
    queue = current_app.extensions.get("redis_queue")
    if queue is not None:
        try:
            queue.ping()
            checks["queues"] = "ok"
        except Exception as exc:  # noqa: BLE001
            checks["queues"] = f"unavailable: {exc}"
    ready = all(v == "ok" for v in checks.values())
    resp = jsonify({"status": "ready" if ready else "unavailable", "checks": checks})
    resp.status_code = 200 if ready else 503
    if not ready:
        resp.headers["Retry-After"] = "2"
    return resp


@bp.get("/metrics")
def metrics():
    """Game counts, pending AI turns and deadlines, queued jobs and job latency (from Redis, the
    same for every process), and HTTP requests and latency of every gunicorn worker."""
    registry = CollectorRegistry(auto_describe=False)
    current_app.extensions["http_metrics"].add_to(registry)
    registry.register(RedisCollector(current_app.extensions["redis"], current_app.extensions.get("redis_queue")))
    return Response(generate_latest(registry), content_type=CONTENT_TYPE_PLAIN_0_0_4)


class RedisCollector:
    """The metrics read from Redis at scrape time: the store's indexes and the queue Redis."""

    def __init__(self, store, queue):
        self.store, self.queue = store, queue

    def collect(self):
        """Yield the metric families (prometheus_client's collector protocol)."""
        r, q = self.store, self.queue
        yield GaugeMetricFamily("arbiter_games", "Games created.", value=indexes.games_index(r).count())
        yield GaugeMetricFamily("arbiter_games_finished", "Games finished.", value=indexes.finished(r).count())
        yield GaugeMetricFamily("arbiter_deadlines_pending", "Turn deadlines not yet enforced.",
                                value=indexes.deadlines(r).count())
        yield GaugeMetricFamily("arbiter_ai_turns_pending", "AI turns not yet played.",
                                value=indexes.ai_pending(r).count())
        queued = GaugeMetricFamily("arbiter_jobs_queued", "Jobs waiting in each RQ queue.", labels=("queue",))
        for name in (*ALL_QUEUES, LEGACY_QUEUE):
            queued.add_metric((name,), q.llen(f"rq:queue:{name}") if q is not None else 0)
        yield queued
        outbox = Outbox(q).counts() if q is not None else {"due": 0, "waiting": 0, "in_flight": 0}
        yield GaugeMetricFamily("arbiter_webhook_endpoints_due", "Webhook endpoints with a message due now.",
                                value=outbox["due"])
        yield GaugeMetricFamily("arbiter_webhook_endpoints_waiting",
                                "Webhook endpoints with messages waiting (due now or for a retry).",
                                value=outbox["waiting"])
        yield GaugeMetricFamily("arbiter_webhook_deliveries_in_flight", "Webhook deliveries being sent now.",
                                value=outbox["in_flight"])
        jobs = HistogramMetricFamily("arbiter_job_duration_seconds",
                                     "Time an RQ job ran, by kind and outcome, over every worker.",
                                     labels=("kind", "outcome"))
        for h in job_metrics.read(q) if q is not None else ():
            jobs.add_metric((h.kind, h.outcome), list(h.buckets), sum_value=h.sum_seconds)
        yield jobs
