"""Liveness and readiness."""
from flask import Blueprint, current_app

bp = Blueprint("health", __name__)


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
