"""Requests and their latency per route, as Prometheus metrics that add up over gunicorn workers:
install_metrics(app) times every request;
app.extensions["http_metrics"].add_to(registry) puts them in a scrape (api/health.py).

Under gunicorn, gunicorn.conf.py sets PROMETHEUS_MULTIPROC_DIR before any worker imports
prometheus_client, so each worker writes its samples to files in that directory and a scrape
answered by any worker reads the files of all of them (prometheus_client's multiprocess mode):
two scrapes agree whichever worker answers. Without it (the Flask test client, one process)
the samples stay in this process and the scrape reads them from here.

The route label is the URL rule (`/v1/games/<game_id>/moves`), never the path, and unknown
methods are counted as OTHER, so no client can grow the number of series.
"""
from __future__ import annotations

import os
import time

from flask import Flask, Response, g, request
from prometheus_client import CollectorRegistry, Counter, Histogram, values
from prometheus_client.multiprocess import MultiProcessCollector

# from a cached read to a long poll (`?wait=` holds a request up to 60 s)
HTTP_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
CHILDREN_HELD = 1024  # label sets whose children observe() keeps (a client may send any method)
UNMATCHED = "(unmatched)"  # the route label of a request no URL rule matched (404, 405)


def multiprocess_dir() -> str | None:
    """PROMETHEUS_MULTIPROC_DIR, checked: prometheus_client must have seen it when imported."""
    path = os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None
    if path and values.ValueClass is values.MutexValue:
        raise RuntimeError("PROMETHEUS_MULTIPROC_DIR was set after prometheus_client was imported: "
                           "set it before the process starts (gunicorn.conf.py does)")
    return path


class HttpMetrics:
    """One app's request counter and latency histogram."""

    def __init__(self, multiprocess_path: str | None):
        self.multiprocess_path = multiprocess_path
        # registry=None: a scrape registers them (one process) or reads every worker's files
        self.requests = Counter("arbiter_http_requests", "HTTP requests answered, by URL rule, method and status.",
                                ("route", "method", "status"), registry=None)
        self.duration = Histogram("arbiter_http_request_duration_seconds",
                                  "Time from the request to its response (a stream: to its first byte), by URL rule "
                                  "and method.", ("route", "method"), buckets=HTTP_BUCKETS, registry=None)
        self._children: dict[tuple, tuple] = {}  # (route, method, status) -> the two metrics' children

    def observe(self, route: str, method: str, status: int, seconds: float | None) -> None:
        """Count one response, and its latency when its start was seen."""
        key = (route, method, status)
        children = self._children.get(key)
        if children is None:  # labels() checks and looks up the label values: once per key
            label = method if method in METHODS else "OTHER"
            children = (self.requests.labels(route, label, str(status)), self.duration.labels(route, label))
            if len(self._children) >= CHILDREN_HELD:
                self._children.clear()
            self._children[key] = children
        children[0].inc()
        if seconds is not None:
            children[1].observe(seconds)

    def add_to(self, registry: CollectorRegistry) -> None:
        """Add the HTTP metrics of every worker (multiprocess mode) or of this process to `registry`."""
        if self.multiprocess_path:
            MultiProcessCollector(registry, path=self.multiprocess_path)
        else:
            registry.register(self.requests)
            registry.register(self.duration)


def install_metrics(app: Flask) -> None:
    """Time every request of `app`; install it before the other hooks, so its timer starts first
    (a request a later hook answers, a 429 or a preflight, is timed too) and its count is taken
    last (the final status, after the other after_request hooks)."""
    metrics = HttpMetrics(multiprocess_dir())
    app.extensions["http_metrics"] = metrics

    @app.before_request
    def _start_timer():
        g.request_started = time.perf_counter()

    @app.after_request
    def _observe(response: Response) -> Response:
        started = g.get("request_started")
        route = request.url_rule.rule if request.url_rule is not None else UNMATCHED
        metrics.observe(route, request.method, response.status_code,
                        None if started is None else time.perf_counter() - started)
        return response
