"""The pieces of the API's contract that routes declare themselves with (issue 38, "the route is
the contract"): `@operation({...})` under a route attaches that route's OpenAPI operation (summary,
parameters, requestBody, responses, headers, security) to its view, and scripts/gen_openapi.py
collects every operation through the app's URL map, so a route and what it is documented to take
and answer live in one place. Here too: the shared parameters, headers and problem responses the
operations use, the components every document has, and the converter that writes the marshmallow
response schemas of api/responses/ as JSON Schema (its conventions are api/responses/__init__.py's).
"""
from __future__ import annotations

import copy
import re
from collections.abc import Callable

from marshmallow import RAISE, fields, validate

from . import responses as R

PROBLEM = "application/problem+json"
JSON = "application/json"
OPENAPI_ATTR = "openapi_operation"  # the attribute of a view that holds its operation


def operation(op: dict | None = None, **fields_) -> Callable:
    """Declare the OpenAPI operation of the route below (a dict, or its keys as keyword arguments);
    its path parameters, in order, name the route's variables in the spec."""
    declared = {**(op or {}), **fields_}

    def attach(view):
        setattr(view, OPENAPI_ATTR, declared)
        return view

    return attach


def openapi_path(rule: str, op: dict) -> str:
    """A Flask rule (`/v1/games/<game_id>/seats/<int:seat>`) in OpenAPI's form, each variable named
    by the operation's path parameter in the same place."""
    names = [p["name"] for p in op.get("parameters", []) if p.get("in") == "path"]
    variables = re.findall(r"<(?:[^:<>]+:)?([^<>]+)>", rule)
    if len(names) != len(variables):
        raise ValueError(f"{rule}: the operation {op.get('operationId')} declares path parameters {names}")
    parts = iter(names)
    return re.sub(r"<[^<>]+>", lambda _: "{" + next(parts) + "}", rule)


def ref(name: str) -> dict:
    """A reference to the component schema `name`."""
    return {"$ref": f"#/components/schemas/{name}"}


def nullable(schema: dict) -> dict:
    """`schema` or null."""
    return {"oneOf": [schema, {"type": "null"}]}


def problem(description: str, *types: str) -> dict:
    """A problem+json response; `types` lists the problem type codes it can carry."""
    if types:
        description += " Problem types: " + ", ".join(f"`urn:arbiter:problem:{t}`" for t in types) + "."
    return {"description": description, "content": {PROBLEM: {"schema": ref("Problem")}}}


def etag_json(description: str, schema: dict, extra_headers: dict | None = None) -> dict:
    """A JSON answer with the game's ETag (and `extra_headers`)."""
    headers = {"ETag": {"$ref": "#/components/headers/ETag"}}
    headers.update(extra_headers or {})
    return {"description": description, "headers": headers, "content": {JSON: {"schema": schema}}}


# what a move's 201 adds when the request said `Prefer: return=minimal` (api/games.py)
MINIMAL_HEADERS = {
    "Preference-Applied": {"required": False,
                           "description": "`return=minimal` when the request asked for it (no `game` in the body).",
                           "schema": {"type": "string", "enum": ["return=minimal"]}},
    "Location": {"required": False,
                 "description": "With `Prefer: return=minimal`: the game (`/v1/games/{id}`), whose view was left out.",
                 "schema": {"type": "string"}},
}


def plain_json(description: str, schema: dict) -> dict:
    """A JSON answer."""
    return {"description": description, "content": {JSON: {"schema": schema}}}


def field_schema(field) -> dict:
    """A marshmallow field's JSON Schema (the conventions are api/responses/__init__.py's)."""
    meta = field.metadata
    if "schema" in meta:
        out = copy.deepcopy(meta["schema"])
    elif "ref" in meta:
        out = ref(meta["ref"])
    elif isinstance(field, fields.Nested):
        nested = field.nested if isinstance(field.nested, type) else type(field.nested)
        out = ref(R.RESPONSE_NAMES[nested]) if nested in R.RESPONSE_NAMES else object_schema(nested)
    elif isinstance(field, fields.List):
        out = {"type": "array", "items": field_schema(field.inner)}
    elif isinstance(field, fields.Dict):
        out = {"type": "object"}
        if field.value_field is not None:
            out["additionalProperties"] = field_schema(field.value_field)
    elif isinstance(field, fields.DateTime):
        out = {"type": "string", "format": "date-time"}
    elif type(field) is fields.Raw:
        out = {}  # any value
    else:
        kind = {fields.Integer: "integer", fields.Float: "number", fields.Boolean: "boolean",
                fields.String: "string"}
        out = {"type": next(v for k, v in kind.items() if isinstance(field, k))}
    for v in field.validators:
        if isinstance(v, validate.Range) and v.min is not None:
            out["minimum"] = v.min
        elif isinstance(v, validate.Regexp):
            out["pattern"] = v.regex.pattern
        elif isinstance(v, validate.OneOf):  # the values say the type
            out.pop("type", None)
            out["enum"] = list(v.choices)
        elif isinstance(v, validate.Equal):
            out.pop("type", None)
            out["const"] = v.comparable
    if "const" in meta:
        out["const"] = meta["const"]
    if "examples" in meta:
        out["examples"] = list(meta["examples"])
    if field.allow_none:
        out = nullable(out)
    if "description" in meta:  # beside the oneOf of a nullable field: it describes the property
        out["description"] = meta["description"]
    return out


def object_schema(cls) -> dict:
    """A marshmallow schema class's JSON Schema, written out (its fields' components by $ref)."""
    base = next((b for b in cls.__mro__[1:] if b in R.RESPONSE_NAMES), None)
    own = {name: f for name, f in cls._declared_fields.items()
           if base is None or base._declared_fields.get(name) is not f}
    out = {"type": "object"}
    if cls.__doc__:
        out["description"] = " ".join(cls.__doc__.split())
    required = [name for name, f in own.items() if f.required]
    if required:
        out["required"] = required
    meta = cls.__dict__.get("Meta")
    if getattr(meta, "unknown", None) == RAISE:
        out["additionalProperties"] = False
    elif getattr(meta, "additional_properties", None) is not None:
        out["additionalProperties"] = field_schema(meta.additional_properties)
    # a key of any value says nothing in `properties` (`{}`): `required` alone names it
    properties = {name: schema for name, schema in ((n, field_schema(f)) for n, f in own.items()) if schema}
    if properties:
        out["properties"] = properties
    return {"allOf": [ref(R.RESPONSE_NAMES[base]), out]} if base else out


body = object_schema  # an operation's inline response body, from its class in api/responses/


def response_schemas() -> dict:
    """The response bodies' components, from the marshmallow schemas of api/responses/."""
    out = {name: object_schema(cls) for cls, name in R.RESPONSE_NAMES.items()}
    out.update({name: field_schema(f) for name, f in R.RESPONSE_FIELDS.items()})
    return out


R400 = problem("Malformed request: body not a JSON object or failing the request schema (`errors` maps each "
               "field to its message), a malformed `Authorization`, `If-Match` or `Idempotency-Key` header, "
               "or a bad query parameter.", "invalid-body", "bad-request")
R401 = problem("No bearer token where one is needed, a malformed Authorization header, or a token that is "
               "not a token of this game; `WWW-Authenticate: Bearer` names the scheme.", "unauthorized")
R401["headers"] = {"WWW-Authenticate": {
    "required": True, "schema": {"type": "string", "pattern": "^Bearer realm=\"arbiter\""},
    "description": "RFC 6750: `Bearer realm=\"arbiter\"` when no credentials were sent, with "
                   "`error=\"invalid_token\"` for a token (or stream ticket) that is not good here and "
                   "`error=\"invalid_request\"` for an Authorization header that is not `Bearer <token>`."}}
R415 = problem("The request body is not JSON (a form, text, or no Content-Type): send `Content-Type: "
               "application/json`.", "unsupported-media-type")
R415["headers"] = {"Accept-Post": {"required": True, "description": "the media type this resource takes",
                                   "schema": {"const": "application/json"}}}
LINK = {"Link": {"required": False,
                 "description": "RFC 8288: `<url>; rel=\"next\"`, the next page (the same request with the "
                                "answer's `next` as its cursor), only when there is one.",
                 "schema": {"type": "string", "pattern": "^<[^>]+>; rel=\"next\"$"}}}
R404_GAME = problem("No such game (or, for replay, no such version).", "not-found")
R404_RULESET = problem("No such ruleset, tutorial or step.", "not-found")
STEP_N = {"name": "n", "in": "path", "required": True, "description": "A step of the tutorial, from 1.",
          "schema": {"type": "integer", "minimum": 1}}
R413 = problem("The request body is larger than 64 KiB (`max_bytes` says how many bytes are taken).",
               "request-entity-too-large")
DEFAULT = problem("Any other error, e.g. 405 for a method the path does not take or 500 for a bug (logged); "
                  "always a problem.", "method-not-allowed", "internal")
R503 = problem("Too many concurrent changes to this game (`busy`; retry), or, with durable appends on "
               "(Redis Cluster with replicas), the change was applied but not confirmed by the replicas in time "
               "(`not-durable`): retry with the same Idempotency-Key, or re-read the game.", "busy", "not-durable")

GAME_ID = {"name": "game_id", "in": "path", "required": True, "description": "The game's id (hex).",
           "schema": {"type": "string", "pattern": "^[A-Za-z0-9]{1,64}$"}}
RULESET_ID = {"name": "ruleset_id", "in": "path", "required": True, "description": "A ruleset id.",
              "schema": {"$ref": "#/components/schemas/RulesetId"}}


def picture_op(op_id: str, mime: str, summary: str, errors: dict, extra: list | None = None) -> dict:
    """A board picture operation: ?at=N, ETag per version and viewer, immutable once finished."""
    return {
        "tags": ["games"], "operationId": op_id, "summary": summary,
        "parameters": [GAME_ID, {"name": "at", "in": "query", "required": False,
                                 "description": "A version, 1 to the game's version (default: the current one).",
                                 "schema": {"type": "integer", "minimum": 1, "maximum": 1000000000}},
                       *(extra or [])],
        "security": BEARER_OPTIONAL,
        "responses": {
            "200": {"description": "The picture. `Cache-Control: immutable` once the game has finished.",
                    "headers": {"ETag": {"schema": {"type": "string"}}},
                    "content": {mime: {"schema": {"type": "string", "format": "binary"}}}},
            "304": {"description": "Not modified (If-None-Match matched the ETag)."},
            **errors,
        },
    }


# a seat token, or an account (an API token, the web table's session) that holds the seat
BEARER_OPTIONAL = [{}, {"seatToken": []}, {"accountToken": []}, {"session": []}]
BEARER_REQUIRED = [{"seatToken": []}, {"accountToken": []}, {"session": []}]
SESSION = [{"session": []}]
ACCOUNT = [{"session": []}, {"accountToken": []}]
IDEM = {"$ref": "#/components/parameters/IdempotencyKey"}
IF_MATCH_PARAM = {"$ref": "#/components/parameters/IfMatch"}
PREFER = {"$ref": "#/components/parameters/Prefer"}
CURSOR = {"type": "string", "pattern": "^(-?[0-9]{1,17}(\\.[0-9]{1,17})?:[0-9a-f]{0,32})?$",
          "description": "opaque to clients: pass the `next` of the previous page as it is (empty: the first page)"}

RETRY_AFTER = {"Retry-After": {"description": "seconds", "schema": {"type": "integer"}}}


def rate_limited(description: str, *types: str) -> dict:
    """A 429 problem with its `Retry-After`."""
    return {**problem(description, *types), "headers": copy.deepcopy(RETRY_AFTER)}


R429 = rate_limited("Rate limited (per client IP and per token); `Retry-After` says when to retry.", "rate-limited")
# the refusals of a move, a resignation and the table's other commands (api/games.py)
READ_ERRORS = {"400": R400, "401": R401, "404": R404_GAME}
WRITE_ERRORS = {
    "400": R400,
    "401": R401,
    "403": problem("This seat may not act now.", "not-your-turn"),
    "404": R404_GAME,
    "409": problem("The game has finished or has not started (it waits for players), or the first request "
                   "with this Idempotency-Key is still in flight.",
                   "game-over", "game-not-started", "idempotency-key-in-flight"),
    "412": problem("`If-Match` names a version that is not the current one; `current_version` says which "
                   "is. Reload the game and decide again.", "stale-version"),
    "413": R413,
    "415": R415,
    "422": problem("The move is malformed for this ruleset (unknown type, missing or mistyped field; "
                   "`errors` names them as `move.<field>`), a rule forbids it (`rule` names the rule), "
                   "or the Idempotency-Key was used before with a different body.",
                   "malformed-move", "illegal-move", "idempotency-key-reused"),
    "503": R503,
}
BODYLESS_WRITE_ERRORS = {k: v for k, v in WRITE_ERRORS.items() if k not in ("413", "415")}
SUSPENDED = "The account holding the seat is suspended (`errors.seat`)."


def also_forbidden(responses: dict, words: str, *types: str) -> dict:
    """`responses` with a 403 that adds what a block or a moderator's restriction refuses
    (docs/moderation.md) to the 403 it had, if any."""
    before = responses.get("403")
    said = (before["description"] + " Or: " if before else "") + words
    return {**responses, "403": {"description": said + " Problem types: " + ", ".join(
        f"`urn:arbiter:problem:{t}`" for t in types) + ".", "content": {PROBLEM: {"schema": ref("Problem")}}}}


# the document's tags, in its order (each operation names its own)
TAGS = [
    {"name": "rulesets", "description": "The games the referee knows."},
    {"name": "games", "description": "Games: create, read, play, audit."},
    {"name": "health", "description": "Liveness and readiness probes."},
    {"name": "lobby", "description": "Open seats, invites, listing (docs/play-by-post.md)."},
    {"name": "webhooks", "description": "Standard Webhooks to seats and games."},
    {"name": "log", "description": "The public transparency log of game heads."},
    {"name": "accounts", "description": "People: passkeys, sessions, API tokens (docs/accounts.md)."},
    {"name": "notifications", "description": "Push and mail settings (docs/notifications.md)."},
    {"name": "chat", "description": "Table talk beside the game, not in its events."},
    {"name": "challenges", "description": "An account challenges another, or seeks any "
                                          "opponent (docs/clients.md, \"Challenges\")."},
    {"name": "safety", "description": "Blocks and reports (docs/moderation.md)."},
    {"name": "moderation", "description": "The moderators' queue and actions (docs/moderation.md)."},
    {"name": "tournaments", "description": "Swiss, round robin and free-for-all tournaments whose "
                                           "every pairing can be re-derived (docs/tournaments.md)."},
    {"name": "ratings", "description": "Ratings per ruleset for accounts and AI levels (docs/ratings.md)."},
]


def components() -> dict:
    """The components every document has: security schemes, the ETag header, the shared header
    parameters, and the schemas of the response bodies (api/responses/) and of a problem."""
    return {
        "securitySchemes": {"seatToken": {
            "type": "http", "scheme": "bearer",
            "description": "A seat token, shown once in the answer that creates the game. Without a "
                           "token the caller is a spectator; an unknown token is 401."},
            "accountToken": {
                "type": "http", "scheme": "bearer",
                "description": "An account API token (`arb_…`), made by a signed-in account with scopes play, read, "
                               "webhooks; it acts for every seat its account holds."},
            "session": {
                "type": "apiKey", "in": "cookie", "name": "arbiter_session",
                "description": "The web table's session (HttpOnly). A write with it needs `X-CSRF-Token` (the "
                               "`arbiter_csrf` cookie's value) and a same-origin `Origin`."}},
        "headers": {"ETag": {"required": True,
                             "description": "The game's version and whose view the answer shows, as a strong "
                                            "ETag: `\"12\"` for a spectator, `\"12-seat0\"` for seat 0. "
                                            "Send it back as If-Match (the version in it is the "
                                            "precondition) or If-None-Match (304 only for the same viewer).",
                             "schema": {"type": "string", "pattern": "^\"[0-9]+(-seat[0-9]+)?\"$"}}},
        "parameters": {
            "IfMatch": {"name": "If-Match", "in": "header", "required": False,
                        "description": "The version the move was decided at, as a strong ETag (`\"12\"`, "
                                       "or the `\"12-seat0\"` a read answered). If the game has moved on "
                                       "the answer is 412 with `current_version`. `*` is no precondition; "
                                       "a weak ETag is 400.",
                        "schema": {"type": "string", "pattern": "^(\\*|\"?[0-9]+(-seat[0-9]+)?\"?)$"}},
            "Prefer": {"name": "Prefer", "in": "header", "required": False,
                       "description": "`return=minimal` (RFC 7240): the answer leaves out the game's view "
                                      "(`game`) and says `Preference-Applied: return=minimal`, with the "
                                      "version, the events, the ETag and `Location` (the game, to GET "
                                      "when the view is wanted). Other preferences are ignored.",
                       "schema": {"type": "string"}},
            "IdempotencyKey": {"name": "Idempotency-Key", "in": "header", "required": False,
                               "description": "1 to 255 printable characters; use a random UUID. Scoped to "
                                              "what the request acts on (a seat token for moves and resign, a "
                                              "seat for claims, the game for start and webhooks, the key "
                                              "itself for creation). A repeated key returns the stored answer "
                                              "(success or error) for 24 hours; the same key with a different "
                                              "body is 422; while the first request is in flight, 409.",
                               "schema": {"type": "string", "minLength": 1, "maxLength": 255,
                                          "pattern": "^[ -~]*[!-~][ -~]*$"}},
        },
        "schemas": {
            **response_schemas(),  # Game, Event, MoveResult, ...: api/responses/
            "Problem": {
                "type": "object", "description": "RFC 9457 problem details.",
                "required": ["type", "title", "status", "detail"],
                "properties": {
                    "type": {"type": "string", "format": "uri", "pattern": "^urn:arbiter:problem:[a-z0-9-]+$"},
                    "title": {"type": "string"},
                    "status": {"type": "integer", "minimum": 400, "maximum": 599},
                    "detail": {"type": "string"},
                    "errors": {"type": "object", "description": "field (dotted path or header name) -> message",
                               "additionalProperties": {"type": "string"}},
                    "current_version": {"type": "integer", "description": "on 412: the game's version now"},
                    "max_bytes": {"type": "integer", "description": "on 413: the most bytes a request body may have"},
                    "rule": {"type": "string", "description": "on illegal-move: the rule that forbids it"},
                    "quote": {"type": "string",
                              "description": "on illegal-move: the seed's own sentence for that rule, where there is one"},
                },
            },
        },
    }


# a game whose every seat is an AI also counts against the running exhibitions' caps
EXHIBITION_429 = rate_limited("Rate limited, or a game whose every seat is an AI would go over the cap on such "
                              "games running at once (`limit`: `exhibitions-per-client` or `exhibitions-total`, "
                              "with `max` and `running`); seat a person, or retry after `Retry-After` seconds.",
                              "rate-limited", "exhibition-limit")


def query_param(name: str, description: str, schema: dict) -> dict:
    """An optional query parameter."""
    return {"name": name, "in": "query", "required": False, "description": description, "schema": schema}


# what the routes of people (accounts, chat, the public log, the catalogue) answer: docs/accounts.md
R429_ACCOUNT = rate_limited("Rate limited (per client IP and per token; sign-in, recovery, link codes and chat "
                            "also per account); `Retry-After` says when to retry.", "rate-limited")
ACCOUNT_401 = problem("Not signed in (no session, or an unknown, revoked or expired API token), or a sign-in "
                      "that failed: every failed sign-in answers the same.", "unauthorized", "session-required")
ACCOUNT_403 = problem("A signed-in write without its `X-CSRF-Token` or from another origin, or an API token "
                      "without the scope this needs.", "forbidden", "insufficient-scope")


def people_op(tag: str, op_id: str, summary: str, responses: dict, security: list | None = None,
              body: str | None = None, params: list | None = None) -> dict:
    """An operation of the routes for people (accounts, notifications, chat): rate limited per account too."""
    out = {"tags": [tag], "operationId": op_id, "summary": summary, "responses": {**responses, "429": R429_ACCOUNT}}
    if security is not None:
        out["security"] = security
    if body:
        out["requestBody"] = {"required": True, "content": {JSON: {"schema": ref(body)}}}
    if params:
        out["parameters"] = params
    return out
SIGNED_OUT_401 = problem("Not signed in: no session, or an unknown, revoked or expired API token.", "unauthorized")
