"""Query parameters: integers in a range, and JSON (the why-not questions of a game page and a tutorial)."""
from __future__ import annotations

import json

from flask import request

from service.errors import BadRequest

MAX_JSON_ARG = 2000


def json_arg(name: str, kind: type, default):
    """A query parameter holding JSON of one kind (a list of partial moves, an object of fields)."""
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        value = json.loads(raw)
    except ValueError:
        raise BadRequest(f"query parameter {name} must be JSON", errors={name: "must be JSON"}) from None
    if not isinstance(value, kind) or len(raw) > MAX_JSON_ARG:
        raise BadRequest(f"query parameter {name} must be a JSON {kind.__name__} (at most {MAX_JSON_ARG} characters)",
                         errors={name: f"must be a JSON {kind.__name__}"})
    return value


def picks_arg() -> list:
    """?pick=: the tapped element's partial moves (its data-pick), required."""
    picks = json_arg("pick", list, None)
    if picks is None or not all(isinstance(p, dict) for p in picks):
        raise BadRequest("query parameter pick must be a JSON list of partial moves (objects)",
                         errors={"pick": "a JSON list of objects is required"})
    return picks


def int_arg(name: str, default: int | None, minimum: int = 0, maximum: int = 10**9) -> int | None:
    """An integer query parameter within minimum..maximum (`default` when absent)."""
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise BadRequest(f"query parameter {name} must be an integer, got {raw!r}", errors={name: "must be an integer"}) from None
    if not minimum <= value <= maximum:
        raise BadRequest(f"query parameter {name} must be in {minimum}..{maximum}", errors={name: "out of range"})
    return value
