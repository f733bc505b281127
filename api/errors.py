"""Every error answered as application/problem+json (RFC 9457), mapped in this one place."""
from __future__ import annotations

import logging

import orjson
import redis
from flask import Flask, jsonify, request
from flask.json.provider import DefaultJSONProvider
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException, MethodNotAllowed, NotFound, RequestEntityTooLarge

from domain.engine.errors import ArbiterError
from service.storage.connection import is_unavailable
from service.storage.errors import PROBLEM_BASE, TITLES, BodyTooLarge, OutcomeUnknown, StoreUnavailable, problem
from service.storage.idempotency import UNKNOWN_WITH_KEY, UNKNOWN_WITHOUT_KEY
from service.storage.store import AppendUncertain

log = logging.getLogger("arbiter.api")


class SafeJSONProvider(DefaultJSONProvider):
    """Flask's JSON, except that JSON nested too deeply for the parser is a ValueError, not a
    RecursionError (a 500). Request bodies are read by api/body.py, which refuses such nesting
    before parsing; this is the net under anything else that calls request.get_json."""

    def loads(self, s, **kwargs):
        try:
            return super().loads(s, **kwargs)
        except RecursionError:
            raise ValueError("the JSON body is nested too deeply") from None

    # orjson writes an answer 3-5 times faster than the standard library (the move path's answer is
    # the game's whole view); dates and dataclasses still go through Flask's own `default`, so an
    # answer reads as it did, and what orjson refuses (an int past 64 bits, a set for `default`)
    # falls back to the standard library. Canonical event JSON, which the hash chain covers, is
    # never written here (domain/engine/events.py).
    _ORJSON = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS

    def answer_bytes(self, obj) -> bytes | None:
        """The bytes `response` writes for `obj`, or None where the standard library must write
        them (indented or sorted output, or a value orjson refuses)."""
        if (self.compact is None and self._app.debug) or self.compact is False or self.sort_keys:
            return None  # indented or sorted: the standard library's way
        try:
            return orjson.dumps(obj, default=self.default, option=self._ORJSON) + b"\n"
        except TypeError:
            return None

    def response(self, *args, **kwargs):
        obj = self._prepare_response_obj(args, kwargs)
        body = self.answer_bytes(obj)
        if body is None:
            return super().response(*args, **kwargs)
        return self._app.response_class(body, mimetype=self.mimetype)


def problem_response(status: int, body: dict, headers: dict | None = None):
    """A Flask response carrying a problem body (a 401 always names its scheme in WWW-Authenticate,
    a stored refusal replayed for an Idempotency-Key too)."""
    resp = jsonify(body)
    resp.status_code = status
    resp.mimetype = "application/problem+json"
    for k, v in (headers or {}).items():
        resp.headers[k] = v
    if status == 401 and "WWW-Authenticate" not in resp.headers:
        resp.headers["WWW-Authenticate"] = _bearer_challenge(body)
    return resp


def _bearer_challenge(body: dict) -> str:
    """The WWW-Authenticate of a 401, with RFC 6750's error code when credentials came."""
    # none when the request carried no credentials; invalid_request for a header that is not
    # `Bearer <token>`; invalid_token for a token (or stream ticket) that is not good here
    if (body.get("errors") or {}).get("Authorization") == "malformed":
        return 'Bearer realm="arbiter", error="invalid_request"'
    if request.headers.get("Authorization") or request.args.get("ticket"):
        return 'Bearer realm="arbiter", error="invalid_token"'
    return 'Bearer realm="arbiter"'


# marshmallow's own wording, said of the field it names
PLAIN = {"Missing data for required field.": "is required", "Unknown field.": "is not a field of this request",
         "Field may not be null.": "may not be null"}


def _flatten(messages, prefix="") -> dict:
    out = {}
    if isinstance(messages, dict):
        for k, v in messages.items():
            out.update(_flatten(v, f"{prefix}.{k}" if prefix else str(k)))
    elif isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        out[prefix or "body"] = " ".join(PLAIN.get(m, m) for m in messages)
    else:
        out[prefix or "body"] = str(messages)
    return out


def _said_of(field: str, message: str) -> str:
    """"`seats.0.name` is required", "`text`: length must be between 1 and 500"."""
    message = message.rstrip(".")
    message = message[:1].lower() + message[1:] if message[1:2].islower() else message
    return f"`{field}` {message}" if message.startswith(("is ", "may ", "must ")) else f"`{field}`: {message}"


def _http_detail(exc: HTTPException) -> str:
    """werkzeug's answers, said of this request."""
    if isinstance(exc, NotFound):
        return f"there is nothing at {request.path}; the API's paths are listed in /openapi.json"
    if isinstance(exc, MethodNotAllowed) and exc.valid_methods:
        return f"{request.path} does not take {request.method}; it takes {', '.join(sorted(exc.valid_methods))}"
    return exc.description or ""


def register_error_handlers(app: Flask) -> None:
    """Install the handlers: domain/service errors, validation errors, HTTP errors, the rest."""

    @app.errorhandler(ArbiterError)
    def _arbiter(exc: ArbiterError):
        status, body = problem(exc)
        headers = {}
        if body.get("retry_after"):
            headers["Retry-After"] = str(body["retry_after"])
        if status == 401:  # RFC 9110 11.6.1: a 401 names the scheme that would be accepted
            headers["WWW-Authenticate"] = _bearer_challenge(body)
        elif status == 415:  # what the resource takes instead
            headers["Accept-Post"] = "application/json"
        return problem_response(status, body, headers or None)

    @app.errorhandler(ValidationError)
    def _validation(exc: ValidationError):
        errors = _flatten(exc.messages)
        detail = "; ".join(_said_of(k, v) for k, v in sorted(errors.items()))
        body = {"type": PROBLEM_BASE + "invalid-body", "title": "Bad Request", "status": 400,
                "detail": f"the request body is invalid: {detail}", "errors": errors}
        return problem_response(400, body)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException):
        status = exc.code or 500
        if isinstance(exc, RequestEntityTooLarge):  # a body read anywhere: the limit, named
            from .body import body_limit

            return _arbiter(BodyTooLarge(body_limit()))
        body = {"type": PROBLEM_BASE + (exc.name or "http").lower().replace(" ", "-"),
                "title": TITLES.get(status, exc.name), "status": status, "detail": _http_detail(exc)}
        # keep werkzeug's own headers (Allow on a 405) but answer as problem+json
        headers = {k: v for k, v in exc.get_headers() if k.lower() != "content-type"}
        return problem_response(status, body, headers)

    @app.errorhandler(redis.exceptions.RedisError)
    @app.errorhandler(redis.exceptions.RedisClusterException)
    def _store_unavailable(exc: Exception):
        # a request that got here read or wrote nothing it could not undo: the writes that may
        # have reached the store are answered by the service layer (OutcomeUnknown, NotDurable)
        if not is_unavailable(exc):
            return _unexpected(exc)
        log.warning("the event store is unavailable: %s: %s", type(exc).__name__, exc)
        return _arbiter(StoreUnavailable())

    @app.errorhandler(AppendUncertain)
    def _uncertain(exc: AppendUncertain):
        # a write whose reply the store lost, not settled further down: never a 500, never "nothing changed"
        log.warning("a write's outcome is unknown: %s", exc)
        return _arbiter(OutcomeUnknown(UNKNOWN_WITH_KEY if request.headers.get("Idempotency-Key")
                                       else UNKNOWN_WITHOUT_KEY))

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception):  # pragma: no cover - a bug; logged with its traceback
        log.exception("unhandled error")
        body = {"type": PROBLEM_BASE + "internal", "title": TITLES[500], "status": 500,
                "detail": "an unexpected error occurred; it has been logged"}
        return problem_response(500, body)
