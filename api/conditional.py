"""ETags of game answers (`with_etag`), and conditional GET and caching headers for every answer
carrying an ETag: install_conditional(app).

If-None-Match naming the current ETag (or "*") answers 304 with no body (RFC 9110 13.1.2), and
answers whose body depends on the caller's token say so with Vary: Authorization, so a shared
cache never hands seat 0's view to a spectator. GET answers without a version ETag (replay,
audit, rulesets, listings) get a strong ETag hashed from the body, so they are conditional too.
"""
from __future__ import annotations

import hashlib

from flask import Flask, jsonify, request

CALLER_DEPENDENT = ("/v1/games/", "/v1/me/")


def etag(version: int, seat: int | None, lang: str = "en") -> str:
    """The strong ETag of a game answer: its version, its viewer and, for words in another language
    than English, the language ("12", "12-seat0", "12-seat0-de")."""
    # seat 0's body and a spectator's differ, so they never share a tag (a spectator's is the version);
    # so do the same body's texts in two languages (docs/i18n.md)
    tag = str(version) if seat is None else f"{version}-seat{seat}"
    return f'"{tag}"' if lang == "en" else f'"{tag}-{lang}"'


def with_etag(body: dict, version: int, status: int = 200, seat: int | None = None, lang: str | None = None,
              vary: bool = True):
    """A JSON answer tagged with the game version (and viewer) it shows; with `lang`, an answer whose
    words follow the request's language: tagged with it and, unless `vary` is off (a write's answer,
    which no cache keeps), marked Vary: Accept-Language."""
    resp = jsonify(body)
    resp.status_code = status
    resp.headers["ETag"] = etag(version, seat, lang or "en")
    if lang is not None and vary:
        add_vary(resp, "Accept-Language")
    return resp


def add_vary(resp, name: str) -> None:
    """Add `name` to the answer's Vary header (werkzeug's `resp.vary` parses and rewrites the
    header as a set on every touch, a cost on every answer; this only reads the string)."""
    have = resp.headers.get("Vary")
    if not have:
        resp.headers["Vary"] = name
    elif have.strip() != "*" and name.lower() not in (v.strip().lower() for v in have.split(",")):
        resp.headers["Vary"] = f"{have}, {name}"


def _matches(header: str, etag: str) -> bool:
    """Weak comparison, as RFC 9110 prescribes for If-None-Match."""
    tags = [t.strip() for t in header.split(",")]
    bare = etag.removeprefix("W/")
    return "*" in tags or any(t.removeprefix("W/") == bare for t in tags)


def install_conditional(app: Flask) -> None:
    """Install the after-request hook adding Vary and answering 304."""

    @app.after_request
    def _conditional(resp):
        if request.path.startswith(CALLER_DEPENDENT):
            add_vary(resp, "Authorization")
        if request.method not in ("GET", "HEAD"):
            return resp  # a write: nothing to tag from the body, no If-None-Match to answer
        if (resp.status_code == 200 and not resp.is_streamed
                and "ETag" not in resp.headers and request.path.startswith("/v1/") and resp.is_json):
            # replay, audit, rulesets, listings: no version to name, so the tag is the body's hash
            resp.headers["ETag"] = f'"h{hashlib.sha256(resp.get_data()).hexdigest()[:24]}"'
        etag = resp.headers.get("ETag")
        inm = request.headers.get("If-None-Match")
        if (etag and inm and request.method in ("GET", "HEAD") and resp.status_code == 200
                and not resp.is_streamed and _matches(inm, etag)):
            resp.status_code = 304
            resp.set_data(b"")
            resp.headers.pop("Content-Type", None)
            resp.headers.pop("Content-Length", None)
        return resp
