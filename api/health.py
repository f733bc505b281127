"""Liveness, readiness and metrics (Prometheus text format)."""
from collections import Counter

from flask import Blueprint, Response, current_app

bp = Blueprint("health", __name__)
_responses: Counter = Counter()


@bp.get("/healthz")
def healthz():
    """The process answers."""
    return {"status": "ok"}


@bp.get("/readyz")
def readyz():
    """Redis answers, so the service can take traffic."""
    try:
        current_app.extensions["redis"].ping()
    except Exception as exc:  # noqa: BLE001 - any failure means not ready
        return {"status": "unavailable", "detail": str(exc)}, 503
    return {"status": "ready"}


@bp.after_app_request
def _count(response):
    _responses[response.status_code] += 1
    return response


@bp.get("/metrics")
def metrics():
    """Game counts, pending AI turns and deadlines, queue length, and this process's responses."""
    r = current_app.extensions["redis"]
    pipe = r.pipeline(transaction=False)
    pipe.zcard("games:index")
    pipe.zcard("games:finished")
    pipe.zcard("deadlines")
    pipe.zcard("ai:pending")
    pipe.llen("rq:queue:arbiter")
    games, finished, deadlines, ai, queued = pipe.execute()
    lines = [
        "# HELP arbiter_games Games created.", "# TYPE arbiter_games gauge", f"arbiter_games {games}",
        "# HELP arbiter_games_finished Games finished.", "# TYPE arbiter_games_finished gauge",
        f"arbiter_games_finished {finished}",
        "# HELP arbiter_deadlines_pending Turn deadlines not yet enforced.", "# TYPE arbiter_deadlines_pending gauge",
        f"arbiter_deadlines_pending {deadlines}",
        "# HELP arbiter_ai_turns_pending AI turns not yet played.", "# TYPE arbiter_ai_turns_pending gauge",
        f"arbiter_ai_turns_pending {ai}",
        "# HELP arbiter_jobs_queued Jobs waiting in the RQ queue.", "# TYPE arbiter_jobs_queued gauge",
        f"arbiter_jobs_queued {queued}",
        "# HELP arbiter_http_responses_total Responses of this process by status.",
        "# TYPE arbiter_http_responses_total counter",
    ]
    lines += [f'arbiter_http_responses_total{{status="{code}"}} {n}' for code, n in sorted(_responses.items())]
    return Response("\n".join(lines) + "\n", mimetype="text/plain; version=0.0.4")
