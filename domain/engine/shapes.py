"""A few constructors for the JSON Schema of a ruleset's view (`Ruleset.view_schema`).

A view is plain JSON: objects with fixed keys, maps keyed by seat or place, lists per seat, and
small tuples. These helpers keep each game's schema short enough to read beside its view():
`obj` is an object whose every key is listed and required (a view that grows a key the schema
does not name fails tests/unit/test_view_schemas.py), `nullable` adds null, `doc` a description.
openapi.yaml publishes each schema as `<Ruleset>View`, the type of a game's `view`.
"""
from __future__ import annotations

INT = {"type": "integer"}
NAT = {"type": "integer", "minimum": 0}
SEAT = {"type": "integer", "minimum": 0, "description": "a seat number"}
STR = {"type": "string"}
BOOL = {"type": "boolean"}
ANY_OBJECT = {"type": "object"}


def doc(schema: dict, text: str) -> dict:
    """`schema` with a description."""
    return {**schema, "description": text}


def obj(description: str = "", **properties: dict) -> dict:
    """An object with exactly these keys, all present."""
    out = {"type": "object", "properties": properties, "required": list(properties), "additionalProperties": False}
    return {**out, "description": description} if description else out


def mapping(values: dict, description: str = "") -> dict:
    """An object used as a map (keys such as seat numbers or place names) to `values`."""
    out = {"type": "object", "additionalProperties": values}
    return {**out, "description": description} if description else out


def arr(items: dict, description: str = "", length: int | None = None) -> dict:
    """A list of `items` (of exactly `length` items when given)."""
    out: dict = {"type": "array", "items": items}
    if length is not None:
        out["minItems"] = out["maxItems"] = length
    return {**out, "description": description} if description else out


def per_seat(items: dict, description: str = "") -> dict:
    """A list with one item per seat, in seat order."""
    return arr(items, description or "one item per seat, in seat order")


def tuple_of(description: str, *items: dict) -> dict:
    """A fixed-length list whose positions mean different things (e.g. [castle, kind, square])."""
    return {"type": "array", "prefixItems": list(items), "minItems": len(items), "maxItems": len(items),
            "description": description}


def enum(*values, description: str = "") -> dict:
    """One of these values."""
    out = {"enum": list(values)}
    return {**out, "description": description} if description else out


def nullable(schema: dict, description: str = "") -> dict:
    """`schema` or null."""
    out = {"oneOf": [schema, {"type": "null"}]}
    return {**out, "description": description} if description else out


def across_versions(schemas: list[dict]) -> dict:
    """One schema that every version's view fits (the published contract, which a client of any game
    meets): an object's keys are those of any version, required only where every version has them."""
    first = schemas[0]
    if len(schemas) == 1 or first.get("type") != "object" or "properties" not in first:
        return first
    objects = [s for s in schemas if s.get("type") == "object" and "properties" in s]
    names = list(dict.fromkeys(k for s in objects for k in s["properties"]))
    out = dict(first)
    out["properties"] = {k: across_versions([s["properties"][k] for s in objects if k in s["properties"]])
                         for k in names}
    out["required"] = [k for k in names if all(k in s.get("required", ()) for s in objects)]
    return out

