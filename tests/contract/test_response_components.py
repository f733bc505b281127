"""Every response shape of openapi.yaml comes from a marshmallow schema of api/responses/ (or, for
the per-ruleset parts, from the registry): no component a response reaches, and no inline body,
is written by hand in a route's operation or in scripts/gen_openapi.py. The contract then has one
source for what the API answers, and tests/contract/test_responses_match_spec.py holds every route's real answer to it."""
from __future__ import annotations

import inspect
import json

import pytest
from marshmallow import Schema

import api.openapi_parts as parts
import api.responses as R
from api.schemas import SPEC_NAMES
from domain.engine import all_rulesets

from .test_openapi import generator

JSON_TYPES = ("application/json", "application/x-ndjson")
OPEN_BODIES = ({}, {"type": "object"})  # a body whose shape the spec leaves to the ruleset or does not detail
# what the union of a game or of legal moves sets per ruleset (gen_openapi.per_ruleset_union)
PER_RULESET_PROPERTIES = {"ruleset", "status", "view", "moves"}


def response_schemas(spec: dict):
    """(where, schema) of every response body of every operation, problems left out."""
    for path, item in spec["paths"].items():
        for method, op in item.items():
            for status, response in op["responses"].items():
                for media, content in (response.get("content") or {}).items():
                    if media != "application/problem+json":
                        yield f"{method.upper()} {path} {status} {media}", media, content["schema"]


def refs_in(schema, out: set[str]) -> set[str]:
    """The component names `schema` refers to, directly or not."""
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "$ref" and isinstance(value, str):
                out.add(value.rsplit("/", 1)[1])
            else:
                refs_in(value, out)
    elif isinstance(schema, list):
        for value in schema:
            refs_in(value, out)
    return out


def reachable(spec: dict, names: set[str]) -> set[str]:
    """`names` and every component they lead to."""
    schemas, seen, todo = spec["components"]["schemas"], set(), list(names)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += refs_in(schemas[name], set()) - seen
    return seen


def from_the_registry(name: str) -> bool:
    """A component the ruleset registry writes: the ids, the moves, and each ruleset's own types."""
    prefixes = tuple(generator().pascal(rs.id) for rs in all_rulesets()) + ("OtherRuleset",)
    return name in ("RulesetId", "Move", "WaitingGame") or name.startswith(prefixes)


def response_classes() -> list[type]:
    """Every marshmallow schema class declared in api/responses/."""
    modules = (R.challenges, R.games, R.lobby, R.log, R.people, R.safety, R.tournaments)
    return [cls for module in modules for _, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, Schema) and cls.__module__ == module.__name__]


def components_by_hand(spec: dict) -> list[str]:
    """The components a response reaches that neither a marshmallow schema nor the registry makes."""
    used = set()
    for _, _, schema in response_schemas(spec):
        refs_in(schema, used)
    marshmallow = set(R.RESPONSE_NAMES.values()) | set(R.RESPONSE_FIELDS) | set(SPEC_NAMES.values())
    return sorted(n for n in reachable(spec, used) if n not in marshmallow and not from_the_registry(n))


def bodies_by_hand(spec: dict) -> list[str]:
    """The inline JSON response bodies that no class of api/responses/ makes (open bodies aside)."""
    made = {json.dumps(parts.body(cls), sort_keys=True) for cls in response_classes()}
    return [where for where, media, schema in response_schemas(spec)
            if media in JSON_TYPES and "$ref" not in schema and schema not in OPEN_BODIES
            and json.dumps(schema, sort_keys=True) not in made]


@pytest.mark.slow  # about 8 s of CPU: left to `make test`, out of `make test-fast`
def test_every_component_a_response_reaches_is_made_from_a_marshmallow_schema(spec):
    by_hand = components_by_hand(spec)
    assert not by_hand, (f"response components not made from api/responses/ (or api/schemas.py, or the "
                         f"ruleset registry): {by_hand}; declare them as marshmallow schemas in api/responses/")


def test_each_response_component_is_what_its_class_makes(spec):
    schemas = spec["components"]["schemas"]
    for cls, name in R.RESPONSE_NAMES.items():
        made = parts.object_schema(cls)
        if "oneOf" in schemas[name] and "oneOf" not in made:  # Game, LegalMoves: one variant per ruleset
            for variant in (schemas[v["$ref"].rsplit("/", 1)[1]] for v in schemas[name]["oneOf"]):
                assert variant.get("required") == made.get("required"), name
                assert variant["properties"].keys() == made["properties"].keys(), name
                for key, value in made["properties"].items():
                    assert key in PER_RULESET_PROPERTIES or variant["properties"][key] == value, (name, key)
        else:
            assert schemas[name] == made, f"components.schemas.{name} is not what {cls.__name__} makes"
    for name, field in R.RESPONSE_FIELDS.items():
        assert schemas[name] == parts.field_schema(field), name


def test_every_inline_response_body_is_made_from_a_marshmallow_schema(spec):
    by_hand = bodies_by_hand(spec)
    assert not by_hand, f"inline response bodies not made from a class of api/responses/: {by_hand}"


def test_a_hand_written_component_or_body_would_be_caught(spec):
    schemas = {**spec["components"]["schemas"], "Typo": {"type": "object", "properties": {"x": {"type": "string"}}}}
    ok = {"description": "x", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Typo"}}}}
    inline = {"description": "x", "content": {"application/json": {"schema": {
        "type": "object", "required": ["x"], "properties": {"x": {"type": "string"}}}}}}
    hand_written = {**spec, "components": {**spec["components"], "schemas": schemas},
                    "paths": {"/x": {"get": {"responses": {"200": ok, "201": inline}}}}}
    assert components_by_hand(hand_written) == ["Typo"]
    assert bodies_by_hand(hand_written) == ["GET /x 201 application/json"]
