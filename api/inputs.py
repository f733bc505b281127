"""What a request brings besides its path and query: its JSON body and its Idempotency-Key, read
and refused the same way by every route that takes them."""
from __future__ import annotations

from flask import current_app, request
from werkzeug.exceptions import RequestEntityTooLarge

from service.errors import BadRequest, UnsupportedMediaType


def json_body(optional: bool = False) -> dict:
    """The request's JSON object (413 too large, 415 not JSON, 400 not an object; optional: {})."""
    raw = request.get_data(cache=True)  # a body over MAX_CONTENT_LENGTH with a Content-Length is 413 here
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if limit and len(raw) >= limit:  # a chunked body is cut at the limit, not refused: refuse it here
        raise RequestEntityTooLarge(f"the request body is larger than {limit} bytes")
    if optional and not raw.strip():
        return {}
    if raw and not request.is_json:  # a form or text body is refused as a whole, not parsed as JSON
        raise UnsupportedMediaType(f"the request body must be JSON (Content-Type: application/json), "
                                   f"not {request.mimetype or 'undeclared'}")
    data = request.get_json(silent=True)
    if not isinstance(data, dict):
        raise BadRequest("the request body must be a JSON object (Content-Type: application/json)",
                         errors={"body": "must be a JSON object"})
    return data


def idem_key() -> str | None:
    """The request's Idempotency-Key header (None without one; 400 if it is not a key)."""
    raw = request.headers.get("Idempotency-Key")
    if raw is None:
        return None
    key = raw.strip().strip('"')
    if not 1 <= len(key) <= 255 or not key.isprintable():
        raise BadRequest("Idempotency-Key must be 1 to 255 printable characters", errors={"Idempotency-Key": "invalid"})
    return key
