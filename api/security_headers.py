"""The headers a security scanner expects, on every page and every API answer (errors included):
install_security_headers(app).

- `X-Content-Type-Options: nosniff`: a JSON answer or an SVG holding a player's name is never read
  as something else;
- `Content-Security-Policy`: a page (HTML, and the scripts and styles it loads: a service worker
  takes its policy from its own script's answer) gets the pages' policy (api/web.py's CSP, only
  this origin); an API answer gets one that allows nothing to run (`default-src 'none'`; a board
  SVG opened on its own keeps its inline style);
- `X-Frame-Options: DENY` with `frame-ancestors 'none'`: nothing here is framed elsewhere;
- `Referrer-Policy: no-referrer`, a `Permissions-Policy` that turns off what no page uses, and
  `Cross-Origin-Opener-Policy: same-origin` on pages;
- `Strict-Transport-Security` when the request came over HTTPS (behind TRUSTED_PROXY_HOPS
  proxies, as they said).
A header a view set itself is kept.
"""
from __future__ import annotations

from flask import Flask, request

from .web import CSP as PAGE_CSP

API_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'"
PERMISSIONS = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"
HSTS = "max-age=31536000"
ALWAYS = {"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer",
          "Permissions-Policy": PERMISSIONS}


def is_api(path: str) -> bool:
    """An API answer (JSON, pictures, streams) rather than a page or a file a page loads."""
    return path.startswith("/v1/") or path in ("/openapi.json", "/openapi.yaml", "/healthz", "/readyz", "/metrics")


def api_answer_headers(secure: bool) -> list[tuple[str, str]]:
    """The headers `_secure` adds to an API answer that set none of them itself."""
    headers = [*ALWAYS.items(), ("Content-Security-Policy", API_CSP)]
    return headers + [("Strict-Transport-Security", HSTS)] if secure else headers


def install_security_headers(app: Flask) -> None:
    """Add the headers to every answer of `app`."""

    @app.after_request
    def _secure(resp):
        for name, value in ALWAYS.items():
            resp.headers.setdefault(name, value)
        if is_api(request.path):
            resp.headers.setdefault("Content-Security-Policy", API_CSP)
        else:
            resp.headers.setdefault("Content-Security-Policy", PAGE_CSP)
            resp.headers.setdefault("Cross-Origin-Opener-Policy", "same-origin")
        if request.is_secure:
            resp.headers.setdefault("Strict-Transport-Security", HSTS)
        return resp
