"""Per-IP and per-token rate limits (Redis, GCRA) as a before_request hook: install_limits(app).

Settings (app config or environment):
  RATE_LIMITS          "on" (default) or "off"
  RATE_LIMIT_IP        "N/S" requests per client IP (default 1200/60)
  RATE_LIMIT_TOKEN     "N/S" requests per bearer token (default 600/60)
  RATE_LIMIT_EXEMPT    comma-separated CIDRs never limited (default loopback: 127.0.0.0/8,::1/128,
                       so local benchmarks and health checks are not throttled)
  TRUSTED_PROXY_HOPS   how many proxies in front of the app append to X-Forwarded-For (default 0).
                       With N > 0 the client address is the N-th address from the right of
                       X-Forwarded-For (werkzeug's ProxyFix), so limits see the real client, not the
                       proxy; a client cannot spoof it, as addresses left of those are ignored.
Over the limit: 429 problem+json with Retry-After (seconds). Answers carry the IETF draft's
headers (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "ip";q=1200;w=60, "token";q=600;w=60`
(every quota that applied) and `RateLimit: "token";r=599;t=1` (the tightest: r requests remaining,
t seconds until the quota is whole again), plus RateLimit-Remaining (the earlier name of r).
Request bodies are limited separately by MAX_CONTENT_LENGTH (64 KiB: 413).
"""
from __future__ import annotations

import functools
import ipaddress
import math
import os

from flask import Flask, g, request
from werkzeug.middleware.proxy_fix import ProxyFix

from service.storage.errors import PROBLEM_BASE
from service.storage.ratelimit import Limit, RateLimiter

from .errors import problem_response

UNLIMITED_PATHS = ("/healthz", "/readyz", "/metrics")


def client_identity() -> str:
    """Who is asking, for the caps counted per client (e.g. running exhibitions): the client's
    address (the real one behind TRUSTED_PROXY_HOPS proxies). An account, once accounts exist,
    names its holder here instead."""
    return f"ip:{request.remote_addr or 'unknown'}"


def _setting(app: Flask, name: str, default: str) -> str:
    value = app.config.get(name)
    if value is None:
        value = os.environ.get(name, default)
    return str(value)


def _policy(checks) -> str:
    """The RateLimit-Policy field: one quota per scope that applied."""
    return ", ".join(f'"{scope}";q={limit.requests};w={limit.seconds:g}' for scope, _, limit in checks)


def _current(verdict) -> str:
    """The RateLimit field for the tightest quota; t: seconds until it is whole again (GCRA)."""
    spent = max(0, verdict.limit.requests - verdict.remaining)
    reset = math.ceil(spent * verdict.limit.seconds / verdict.limit.requests)
    return f'"{verdict.scope}";r={max(0, verdict.remaining)};t={reset}'


def install_limits(app: Flask) -> None:
    """Install the rate-limit hook on `app` (nothing when RATE_LIMITS is off)."""
    hops = int(_setting(app, "TRUSTED_PROXY_HOPS", "0"))
    if hops > 0:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=0)
    if _setting(app, "RATE_LIMITS", "on").lower() in ("off", "0", "false", "no"):
        return
    ip_limit = Limit.parse(_setting(app, "RATE_LIMIT_IP", "1200/60"))
    token_limit = Limit.parse(_setting(app, "RATE_LIMIT_TOKEN", "600/60"))
    exempt = [ipaddress.ip_network(c.strip(), strict=False)
              for c in _setting(app, "RATE_LIMIT_EXEMPT", "127.0.0.0/8,::1/128").split(",") if c.strip()]
    limiter = RateLimiter(app.extensions["redis"])

    @functools.lru_cache(maxsize=4096)
    def is_exempt(ip: str) -> bool:  # per address, once: parsing it costs more than the rest of the hook
        try:
            addr = ipaddress.ip_address(ip)
        except ValueError:
            return False
        return any(addr in net for net in exempt)

    @app.before_request
    def _rate_limit():
        if request.path in UNLIMITED_PATHS:
            return None
        ip = request.remote_addr or "unknown"
        if is_exempt(ip):
            return None
        checks = [("ip", ip, ip_limit)]
        auth = request.headers.get("Authorization", "")
        scheme, _, token = auth.partition(" ")
        if scheme.lower() == "bearer" and token.strip():
            checks.append(("token", token.strip(), token_limit))
        verdict = limiter.hit(checks)
        if not verdict.allowed:
            who = "this client address" if verdict.scope == "ip" else "this token"
            body = {"type": PROBLEM_BASE + "rate-limited", "title": "Too Many Requests", "status": 429,
                    "detail": f"{who} may make {verdict.limit.requests} requests per {verdict.limit.seconds:g} s; "
                              f"retry in {verdict.retry_after} s"}
            return problem_response(429, body, {"Retry-After": str(verdict.retry_after),
                                                "RateLimit-Policy": _policy(checks),
                                                "RateLimit": f'"{verdict.scope}";r=0;t={verdict.retry_after}'})
        g.rate_remaining = verdict.remaining
        g.rate_headers = {"RateLimit-Policy": _policy(checks), "RateLimit": _current(verdict)}
        return None

    @app.after_request
    def _remaining(resp):
        for name, value in rate_limit_headers():
            if name == "RateLimit-Remaining":
                resp.headers[name] = value
            else:
                resp.headers.setdefault(name, value)
        return resp


def rate_limit_headers() -> list[tuple[str, str]]:
    """The RateLimit headers this request's check left for its answer (none when it was exempt)."""
    out = []
    remaining = g.pop("rate_remaining", None)
    if remaining is not None and remaining >= 0:
        out.append(("RateLimit-Remaining", str(remaining)))
    out.extend(g.pop("rate_headers", {}).items())
    return out
