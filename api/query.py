"""Query parameters: integers in a range, and JSON (the why-not questions of a game page and a tutorial)."""
from __future__ import annotations

from flask import request

from service.storage.errors import BadRequest

from domain.engine.ruleset import json_kind

from .body import parse_json

MAX_JSON_ARG = 2000


def json_arg(name: str, kind: type, default):
    """A query parameter holding JSON of one kind (a list of partial moves, an object of fields)."""
    raw = request.args.get(name)
    if raw is None:
        return default
    if len(raw) > MAX_JSON_ARG:
        raise BadRequest(f"query parameter {name} is {len(raw):,} characters long; at most {MAX_JSON_ARG:,} are taken",
                         errors={name: f"longer than {MAX_JSON_ARG} characters"})
    value = parse_json(raw, f"query parameter {name}", name)
    if not isinstance(value, kind):
        wanted = "an array" if kind is list else "an object"
        raise BadRequest(f"query parameter {name} must be {wanted} in JSON, not {json_kind(value)}",
                         errors={name: f"must be {wanted}"})
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
        # the bound that was broken: a huge value is "at most", never "must be at least 0"
        if maximum >= 10**9:
            bounds = f"at least {minimum}" if value < minimum else f"at most {maximum}"
        else:
            bounds = f"from {minimum} to {maximum}"
        raise BadRequest(f"query parameter {name} must be {bounds}, got {value}", errors={name: f"must be {bounds}"})
    return value
