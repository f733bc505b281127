"""Cross-origin access (CORS) for browser clients on other origins: install_cors(app).

Setting (app config or environment):
  CORS_ORIGINS   "*" (default) or a comma-separated list of origins, e.g.
                 "https://table.example,http://localhost:5173"; "" turns CORS off.
Callers authenticate with bearer tokens, never cookies, so no credentials are allowed and a
wildcard exposes nothing a page could not already fetch with the token it holds.
A preflight (OPTIONS with Access-Control-Request-Method) is answered 204 here, before rate limits.
"""
from __future__ import annotations

import os

from flask import Flask, request
from werkzeug.exceptions import HTTPException

from .conditional import add_vary

ALLOW_HEADERS = "Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key, Last-Event-ID, Prefer"
EXPOSE_HEADERS = ("ETag, Location, Retry-After, RateLimit, RateLimit-Policy, RateLimit-Remaining, "
                  "Content-Disposition, Link, Preference-Applied")
MAX_AGE = "600"


def _origins(app: Flask) -> list[str]:
    raw = app.config.get("CORS_ORIGINS")
    if raw is None:
        raw = os.environ.get("CORS_ORIGINS", "*")
    if isinstance(raw, (list, tuple)):
        return [o.strip().rstrip("/") for o in raw if o.strip()]
    return [o.strip().rstrip("/") for o in str(raw).split(",") if o.strip()]


def install_cors(app: Flask) -> None:
    """Answer preflights and add Access-Control-* headers to every answer (nothing if CORS_ORIGINS is "")."""
    origins = _origins(app)
    if not origins:
        return
    wildcard = "*" in origins

    def allow_origin(origin: str | None) -> str | None:
        if not origin:
            return None
        if wildcard:
            return "*"
        return origin if origin.rstrip("/") in origins else None

    @app.before_request
    def _preflight():
        if request.method != "OPTIONS" or "Access-Control-Request-Method" not in request.headers:
            return None
        resp = app.make_response(("", 204))
        allowed = allow_origin(request.headers.get("Origin"))
        if allowed is None:
            return resp  # no CORS headers: the browser refuses the cross-origin call
        try:
            methods = app.url_map.bind("").allowed_methods(request.path)
        except HTTPException:
            methods = []
        resp.headers["Access-Control-Allow-Origin"] = allowed
        resp.headers["Access-Control-Allow-Methods"] = ", ".join(sorted(set(methods) | {"OPTIONS"}))
        resp.headers["Access-Control-Allow-Headers"] = ALLOW_HEADERS
        resp.headers["Access-Control-Max-Age"] = MAX_AGE
        if not wildcard:
            resp.headers.add("Vary", "Origin")
        return resp

    def answer_headers(origin: str | None) -> tuple[bool, list[tuple[str, str]]]:
        """(whether the answer varies by Origin, the Access-Control-* headers for this Origin)."""
        allowed = allow_origin(origin)
        if allowed is None:
            return not wildcard, []
        return not wildcard, [("Access-Control-Allow-Origin", allowed), ("Access-Control-Expose-Headers", EXPOSE_HEADERS)]

    app.extensions["cors_headers"] = answer_headers  # the move route's own answer (api/fast_moves.py)

    @app.after_request
    def _cors_headers(resp):
        if "Access-Control-Allow-Origin" in resp.headers:
            return resp
        vary, headers = answer_headers(request.headers.get("Origin"))
        if vary:
            add_vary(resp, "Origin")
        for name, value in headers:
            resp.headers[name] = value
        return resp
