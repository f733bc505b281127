"""Liveness, readiness and metrics (Prometheus text format)."""
from flask import Blueprint, Response, current_app, jsonify
from prometheus_client import CONTENT_TYPE_PLAIN_0_0_4, CollectorRegistry, generate_latest
from prometheus_client.core import GaugeMetricFamily, HistogramMetricFamily

from service.storage import indexes
from service.ops import job_metrics
from service.play.scheduling import ALL_QUEUES, LEGACY_QUEUE
from service.integrate.webhook_outbox import Outbox

from . import responses as R
from .metrics_access import check_metrics_access
from .openapi_parts import R401, body, operation, plain_json, problem

bp = Blueprint("health", __name__)


@bp.get("/healthz")
@operation({
    "tags": ["health"], "operationId": "healthz", "summary": "The process answers.",
    "responses": {"200": plain_json("Alive.", body(R.games.AliveSchema))},
})
def healthz():
    """The process answers."""
    return {"status": "ok"}


@bp.get("/readyz")
@operation({
    "tags": ["health"], "operationId": "readyz",
    "summary": "Ready when what requests need answers: a read and a write of the event store, and "
               "the queue Redis.",
    "responses": {
        "200": plain_json("Ready.", body(R.games.ReadySchema)),
        "503": plain_json("Not ready (plain JSON, not a problem); Retry-After says when to ask again.",
                          body(R.games.NotReadySchema)),
    },
})
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
    body = {"status": "ready" if ready else "unavailable", "checks": checks}
    store = current_app.extensions["arbiter"].store
    if ready and store.durable_replicas:
        # a shard short of replicas does not make this process unready (no other replica of the
        # API would do better), but its games' moves are refused or kept by the degraded mode
        short = _short_shards(store)
        checks["replicas"] = "ok" if not short else "degraded: " + "; ".join(short)
        if short:
            body["status"] = "degraded"
    resp = jsonify(body)
    resp.status_code = 200 if ready else 503
    if not ready:
        resp.headers["Retry-After"] = "2"
    return resp


def _short_shards(store) -> list[str]:
    """A sentence per master with fewer replicas online than a durable answer requires."""
    out = []
    for shard in store.replication():
        if shard["replicas"] is None:
            out.append(f"{shard['node']} does not answer")
        elif shard["replicas"] < shard["required"]:
            what = ("changes to its games are kept by the master's own AOF until a replica is back"
                    if store.degraded == "local-aof" else "changes to its games are refused until a replica is back")
            out.append(f"{shard['node']} has {shard['replicas']} of {shard['required']} replica(s) online; {what}")
    return out


@bp.get("/metrics")
@operation({
    "tags": ["health"], "operationId": "metrics",
    "summary": "Prometheus metrics: game counts, pending AI turns and deadlines, queued jobs, job latency "
               "by kind and outcome, and HTTP requests and latency by route (URL rule), method and status, "
               "added up over every API worker (docs/metrics.md).",
    "description": "The operator's, not a client's: answered on the METRICS_PORT listener, or on this "
                   "one with `Authorization: Bearer <METRICS_TOKEN>`; otherwise 404 (docs/metrics.md).",
    "responses": {"200": {"description": "Prometheus text exposition format 0.0.4.",
                          "content": {"text/plain": {"schema": {"type": "string"}}}},
                  "401": R401,
                  "404": problem("Not served on this listener (no METRICS_TOKEN is set).", "not-found")},
})
def metrics():
    """Game counts, pending AI turns and deadlines, queued jobs and job latency (from Redis, the
    same for every process), and HTTP requests and latency of every gunicorn worker; only on the
    metrics listener or with the metrics token (api/metrics_access.py)."""
    check_metrics_access()
    registry = CollectorRegistry(auto_describe=False)
    current_app.extensions["http_metrics"].add_to(registry)
    registry.register(RedisCollector(current_app.extensions["redis"], current_app.extensions.get("redis_queue"),
                                     current_app.extensions["arbiter"].store))
    return Response(generate_latest(registry), content_type=CONTENT_TYPE_PLAIN_0_0_4)


class RedisCollector:
    """The metrics read from Redis at scrape time: the store's indexes and the queue Redis."""

    def __init__(self, store, queue, event_store=None):
        self.store, self.queue, self.event_store = store, queue, event_store

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
        es = self.event_store
        if es is not None and es.durable_replicas:
            online = GaugeMetricFamily("arbiter_store_replicas_online",
                                       "Replicas online (short lag) of each store master; -1 if it does not answer.",
                                       labels=("node",))
            short = 0
            for shard in es.replication():
                n = shard["replicas"]
                online.add_metric((shard["node"],), -1 if n is None else n)
                short += n is None or n < shard["required"]
            yield online
            yield GaugeMetricFamily("arbiter_store_replicas_required",
                                    "Replicas that must confirm an append before it is answered.",
                                    value=es.durable_replicas)
            yield GaugeMetricFamily("arbiter_store_shards_short_of_replicas",
                                    "Store masters with fewer replicas online than required (their games' moves "
                                    "are refused, or kept by the degraded mode).", value=short)
