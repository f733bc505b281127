"""What a request brings besides its path and query: its JSON body and its Idempotency-Key, read
and refused the same way by every route that takes them."""
from __future__ import annotations

from flask import request

from service.storage.errors import BadRequest

from .body import json_body  # noqa: F401  (the one body parser; routes import it from here or there)


def idem_key() -> str | None:
    """The request's Idempotency-Key header (None without one; 400 if it is not a key)."""
    raw = request.headers.get("Idempotency-Key")
    if raw is None:
        return None
    key = raw.strip().strip('"')
    if not 1 <= len(key) <= 255 or not key.isprintable():
        got = f"{len(key)} characters" if key.isprintable() else "a control character"
        raise BadRequest(f"Idempotency-Key must be 1 to 255 printable characters, got {got}",
                         errors={"Idempotency-Key": "must be 1 to 255 printable characters"})
    return key
