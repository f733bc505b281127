"""Liveness, readiness and metrics (Prometheus text format)."""
from collections import Counter

from flask import Blueprint, Response, current_app, jsonify

from service import indexes
from service.scheduling import ALL_QUEUES, LEGACY_QUEUE

bp = Blueprint("health", __name__)
_responses: Counter = Counter()


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


@bp.after_app_request
def _count(response):
    _responses[response.status_code] += 1
    return response


@bp.get("/metrics")
def metrics():
    """Game counts, pending AI turns and deadlines, queue length, and this process's responses."""
    r = current_app.extensions["redis"]
    q = current_app.extensions.get("redis_queue")
    games, finished = indexes.games_index(r).count(), indexes.finished(r).count()
    deadlines, ai = indexes.deadlines(r).count(), indexes.ai_pending(r).count()
    names = (*ALL_QUEUES, LEGACY_QUEUE)
    queued = dict(zip(names, [q.llen(f"rq:queue:{n}") for n in names] if q is not None else [0] * len(names)))
    lines = [
        "# HELP arbiter_games Games created.", "# TYPE arbiter_games gauge", f"arbiter_games {games}",
        "# HELP arbiter_games_finished Games finished.", "# TYPE arbiter_games_finished gauge",
        f"arbiter_games_finished {finished}",
        "# HELP arbiter_deadlines_pending Turn deadlines not yet enforced.", "# TYPE arbiter_deadlines_pending gauge",
        f"arbiter_deadlines_pending {deadlines}",
        "# HELP arbiter_ai_turns_pending AI turns not yet played.", "# TYPE arbiter_ai_turns_pending gauge",
        f"arbiter_ai_turns_pending {ai}",
        "# HELP arbiter_jobs_queued Jobs waiting in each RQ queue.", "# TYPE arbiter_jobs_queued gauge",
        *[f'arbiter_jobs_queued{{queue="{n}"}} {c}' for n, c in queued.items()],
        "# HELP arbiter_http_responses_total Responses of this process by status.",
        "# TYPE arbiter_http_responses_total counter",
    ]
    lines += [f'arbiter_http_responses_total{{status="{code}"}} {n}' for code, n in sorted(_responses.items())]
    return Response("\n".join(lines) + "\n", mimetype="text/plain; version=0.0.4")
