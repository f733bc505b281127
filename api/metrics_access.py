"""Who may read /metrics: install_metrics_access(app).

The metrics tell how many games run, how busy the queues are and which routes are called: an
operator's business, not a client's. So /metrics is not answered to the public API listener.
Settings (app config or environment), either or both:
  METRICS_PORT   a second listener (gunicorn `--bind HOST:PORT` more than once; `make run` binds
                 PORT+1) that answers /metrics without a token. It answers only /metrics, /healthz
                 and /readyz, so it is no second way into the API. Bind it where only Prometheus
                 reaches it.
  METRICS_TOKEN  /metrics on the API listener with `Authorization: Bearer <METRICS_TOKEN>`.
With neither, /metrics is 404 on the API listener.
The listener is told by the connection's own local port (gunicorn's socket), never by the Host
header, which a client writes.
"""
from __future__ import annotations

import hmac
import os

from flask import Flask, current_app, request

from service.storage.errors import NotFound, Unauthorized

OPERATOR_PATHS = ("/metrics", "/healthz", "/readyz")


def _setting(app: Flask, name: str) -> str:
    value = app.config.get(name)
    return str(value if value is not None else os.environ.get(name, "")).strip()


def local_port() -> int | None:
    """The port this request's connection was accepted on (None outside gunicorn)."""
    sock = request.environ.get("gunicorn.socket")
    try:
        return int(sock.getsockname()[1]) if sock is not None else None
    except (OSError, IndexError, TypeError, ValueError):
        return None


def on_metrics_port() -> bool:
    """Whether this request came in on the METRICS_PORT listener."""
    port = current_app.extensions["metrics_port"]
    return port is not None and local_port() == port


def check_metrics_access() -> None:
    """Raise unless this request may read /metrics (the metrics port, or the metrics token)."""
    if on_metrics_port():
        return
    token = current_app.extensions["metrics_token"]
    if not token:
        raise NotFound("metrics are not served on this port: the operator sets METRICS_PORT (a private "
                       "listener) or METRICS_TOKEN (a bearer token for /metrics here)")
    scheme, _, given = (request.headers.get("Authorization") or "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), token.encode()):
        raise Unauthorized("/metrics needs Authorization: Bearer <METRICS_TOKEN>")


def install_metrics_access(app: Flask) -> None:
    """Read the settings once, and keep the metrics listener to the operator's paths."""
    port = _setting(app, "METRICS_PORT")
    app.extensions["metrics_port"] = int(port) if port else None
    app.extensions["metrics_token"] = _setting(app, "METRICS_TOKEN")

    @app.before_request
    def _operator_paths_only():
        if app.extensions["metrics_port"] is not None and request.path not in OPERATOR_PATHS and on_metrics_port():
            raise NotFound("this listener serves /metrics, /healthz and /readyz only")
