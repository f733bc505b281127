"""Generate openapi.yaml from the code: the request bodies from the marshmallow schemas that the
API validates with (api/schemas.py, through apispec), every response body from the marshmallow
schemas of api/responses/ (components by `RESPONSE_NAMES`, inline bodies by `body(<class>)`; the
converter is `object_schema` and `field_schema`), the rulesets' moves, options and views from the
registry, and what is left here is glue: the operations, their parameters, headers and problem
responses (each route of the app must be here: tests/contract/test_openapi.py checks it;
tests/contract/test_response_components.py that no response shape is written here by hand; and
tests/contract/test_responses_match_spec.py validates every route's real answer against the result).

Run it after changing api/, service/ response shapes or any ruleset's options or move types:

    .venv/bin/python scripts/gen_openapi.py          # writes openapi.yaml at the repo root
    .venv/bin/python scripts/gen_openapi.py --check  # exit 1 if openapi.yaml is out of date

The ruleset-dependent parts come from `domain.engine.all_rulesets()` and `Ruleset.describe()`:
per ruleset a `<Name>Options` schema and a `<Name>Move` oneOf of its move types (discriminated
on `type`, which is unique within one ruleset); the top-level `Move` is an `anyOf` of the
per-ruleset unions without a discriminator, because several games share move type names
("move", "channel", ...) and may share whole shapes (a field-less "pass"): the game's ruleset,
not the move, decides which union applies. tests/contract checks that the committed file is
what this script generates now.
"""
from __future__ import annotations

import argparse
import copy
import os
import re
import sys

import yaml
from marshmallow import RAISE, fields, validate

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import api.responses as R  # noqa: E402 - the repository root is on the path only now
from domain.engine.shapes import across_versions  # noqa: E402

OUT = os.path.join(ROOT, "openapi.yaml")
PROBLEM = "application/problem+json"
JSON = "application/json"


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def nullable(schema: dict) -> dict:
    return {"oneOf": [schema, {"type": "null"}]}


def problem(description: str, *types: str) -> dict:
    """A problem+json response; `types` lists the problem type codes it can carry."""
    if types:
        description += " Problem types: " + ", ".join(f"`urn:arbiter:problem:{t}`" for t in types) + "."
    return {"description": description, "content": {PROBLEM: {"schema": ref("Problem")}}}


def etag_json(description: str, schema: dict, extra_headers: dict | None = None) -> dict:
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

def _picture_op(op_id: str, mime: str, summary: str, errors: dict, extra: list | None = None) -> dict:
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


BEARER_OPTIONAL = [{}, {"seatToken": []}]
BEARER_REQUIRED = [{"seatToken": []}]


def consent_paths(write_errors: dict, read_errors: dict) -> dict:
    """Undo, takeback, draw offers, abort (events in the game's log, docs/api.md) and rematch."""
    no_body = {k: v for k, v in write_errors.items() if k not in ("413", "415")}
    params = [GAME_ID, {"$ref": "#/components/parameters/IfMatch"}, {"$ref": "#/components/parameters/IdempotencyKey"}]

    def command(op: str, summary: str, done: str, body: bool = False) -> dict:
        out = {"tags": ["games"], "operationId": op, "summary": summary, "parameters": params,
               "security": BEARER_REQUIRED,
               "responses": {"201": etag_json(done, ref("MoveResult")), **(write_errors if body else no_body)}}
        if body:
            out["requestBody"] = {"required": True, "content": {JSON: {"schema": ref("AnswerRequest")}}}
        return {"post": out}

    rematch_errors = {"401": R401, "404": R404_GAME,
                      "422": problem("The game has not finished, is a tournament game, or there is no offer to "
                                     "decline.", "illegal-move")}
    return {
        "/v1/games/{game_id}/undo": command(
            "undo", "Withdraw the caller's own last move while its turn goes on and nothing was revealed since "
            "(no die, no card, no hidden choice); `ActionWithdrawn` sets the game back. No body.",
            "The move was withdrawn."),
        "/v1/games/{game_id}/takeback": command(
            "requestTakeback", "Ask the other players to take back the caller's last turn (refused where anything "
            "hidden or random was revealed since). No body.", "The request was recorded (`TakebackRequested`)."),
        "/v1/games/{game_id}/takeback/answer": command(
            "answerTakeback", "Accept or decline the pending takeback request; the last acceptance withdraws the "
            "turn.", "The answer was recorded.", body=True),
        "/v1/games/{game_id}/draw": command(
            "offerDraw", "Offer to end the game as a draw (refused, `rule` `no-draw`, where the game has no draw). "
            "No body.", "The offer was recorded (`DrawOffered`)."),
        "/v1/games/{game_id}/draw/answer": command(
            "answerDraw", "Accept or decline the pending draw offer; the last acceptance ends the game.",
            "The answer was recorded.", body=True),
        "/v1/games/{game_id}/abort": command(
            "abort", "End the game with no result, unrated, while some seat has not made its first move (not in "
            "a tournament). No body.", "The game was aborted."),
        "/v1/games/{game_id}/actions": {"get": {
            "tags": ["games"], "operationId": "getTableActions",
            "summary": "What the caller's seat may do now besides moving (undo, takeback, draw offer, abort, "
                       "rematch, an answer due), each with why not in words.",
            "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
            "responses": {"200": plain_json("The actions (`Cache-Control: no-store`: they change without the "
                                            "game's version changing).", ref("TableActions")), **read_errors}}},
        "/v1/games/{game_id}/rematch": {
            "get": {"tags": ["games"], "operationId": "getRematch",
                    "summary": "The rematch of a finished game (`token`: the caller's seat token in the new game).",
                    "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
                    "responses": {"200": plain_json("The rematch.", ref("Rematch")), **read_errors}},
            "post": {"tags": ["games"], "operationId": "acceptRematch",
                     "summary": "Offer a rematch of a finished game, or accept the one offered: the same players, "
                                "the same options, the seats turned one place; it starts when all accept.",
                     "parameters": [GAME_ID], "security": BEARER_REQUIRED,
                     "responses": {"200": plain_json("The rematch after this acceptance.", ref("Rematch")),
                                   **rematch_errors}}},
        "/v1/games/{game_id}/rematch/decline": {"post": {
            "tags": ["games"], "operationId": "declineRematch", "summary": "Decline the rematch offered.",
            "parameters": [GAME_ID], "security": BEARER_REQUIRED,
            "responses": {"200": plain_json("The rematch, declined.", ref("Rematch")), **rematch_errors}}},
    }


def base_spec() -> dict:
    """The hand-written part of the contract: everything that does not depend on a ruleset."""
    write_errors = {
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
    read_errors = {"400": R400, "401": R401, "404": R404_GAME}
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Arbiter",
            "version": "1.2.0",
            "summary": "A board-game referee: it keeps the rules, the hidden information and the dice.",
            "description": (
                "GENERATED by scripts/gen_openapi.py from its hand-written base and the registered "
                "rulesets; do not edit by hand, run `.venv/bin/python scripts/gen_openapi.py`.\n\n"
                "All bodies are JSON. Every error is `application/problem+json` (RFC 9457) with a stable "
                "`type` URI (`urn:arbiter:problem:<code>`), `title`, `status` and `detail`; field errors "
                "add `errors`, a failed precondition adds `current_version`, an illegal move adds `rule`. "
                "A game's version is in its strong ETag. See docs/api.md for a guide; docs/clients.md for the "
                "versioning policy (this is `info.version`: minor for additions, major only with a new /vN)."
            ),
        },
        "servers": [{"url": "/"}],
        "tags": [
            {"name": "rulesets", "description": "The games the referee knows."},
            {"name": "games", "description": "Games: create, read, play, audit."},
            {"name": "health", "description": "Liveness and readiness probes."},
        ],
        "paths": {
            "/v1/rulesets": {"get": {
                "tags": ["rulesets"], "operationId": "listRulesets",
                "summary": "Every game: id, name, players, options and their schema.",
                "responses": {"200": plain_json("The rulesets, by id.", body(R.games.RulesetListSchema))},
            }},
            "/v1/rulesets/{ruleset_id}": {"get": {
                "tags": ["rulesets"], "operationId": "getRuleset",
                "summary": "One game with its options and move types (JSON Schema).",
                "parameters": [RULESET_ID],
                "responses": {"200": plain_json("The ruleset.", ref("Ruleset")),
                              "404": problem("No such ruleset.", "not-found")},
            }},
            "/v1/rulesets/{ruleset_id}/{resource}": {"get": {
                "tags": ["rulesets"], "operationId": "getRulesetResource",
                "summary": "A read-only catalogue of a game (e.g. its cards); the names are in `resources` of the ruleset.",
                "parameters": [RULESET_ID, {"name": "resource", "in": "path", "required": True,
                                            "description": "A name listed in the ruleset's `resources`.",
                                            "schema": {"type": "string"}}],
                "responses": {"200": plain_json("The catalogue; its shape is the ruleset's own.", {}),
                              "404": problem("No such ruleset or resource.", "not-found")},
            }},
            "/v1/games": {"post": {
                "tags": ["games"], "operationId": "createGame",
                "summary": "Create a game. Each human seat's token is in this answer and never again; send an "
                           "Idempotency-Key (a random UUID: the key itself is what recovers the tokens) to "
                           "be able to get this answer again.",
                "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": True, "content": {JSON: {"schema": ref("CreateGame")}}},
                "responses": {
                    "201": etag_json("The game as a spectator sees it, plus `token` on each human seat.",
                                     ref("Game"), {"Location": {"description": "/v1/games/{id}",
                                                                "schema": {"type": "string"}}}),
                    "400": R400,
                    "401": {**problem("A seat is `mine` but no account is signed in (a session, or an API token "
                                      "with `play`).", "unauthorized"), "headers": R401["headers"]},
                    "404": problem("`position` names a tutorial step the ruleset does not have.", "not-found"),
                    "413": R413,
                    "415": R415,
                    "422": problem("Unknown ruleset, invalid options (`errors` names them as `options.<name>`), "
                                   "a seat count the ruleset does not take, or a clock policy it has no rule for.",
                                   "invalid-options"),
                },
            }},
            "/v1/games/{game_id}": {"get": {
                "tags": ["games"], "operationId": "getGame",
                "summary": "The game as the caller's seat (bearer token) or a spectator (no token) may see it.",
                "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
                "responses": {"200": etag_json("The game; ETag is its version.", ref("Game")), **read_errors},
            }},
            "/v1/games/{game_id}/legal-moves": {"get": {
                "tags": ["games"], "operationId": "getLegalMoves",
                "summary": "The caller's legal moves now, in the shape to post back (empty for spectators "
                           "and for seats not to act).",
                "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
                "responses": {"200": etag_json("The legal moves at this version.", ref("LegalMoves")),
                              **read_errors},
            }},
            "/v1/games/{game_id}/moves": {"post": {
                "tags": ["games"], "operationId": "postMove",
                "summary": "Play a move for the caller's seat.",
                "parameters": [GAME_ID, {"$ref": "#/components/parameters/IfMatch"},
                               {"$ref": "#/components/parameters/IdempotencyKey"},
                               {"$ref": "#/components/parameters/Prefer"}],
                "security": BEARER_REQUIRED,
                "requestBody": {"required": True, "content": {JSON: {"schema": ref("MoveRequest")}}},
                "responses": {"201": etag_json("The move was played: the new version, the events it caused "
                                               "(redacted for the caller) and the game after it (not with "
                                               "`Prefer: return=minimal`).",
                                               ref("MoveResult"), MINIMAL_HEADERS), **write_errors},
            }},
            "/v1/games/{game_id}/resign": {"post": {
                "tags": ["games"], "operationId": "resign",
                "summary": "The caller's seat resigns (a two-player game ends; larger ones go on). No body.",
                "parameters": [GAME_ID, {"$ref": "#/components/parameters/IfMatch"},
                               {"$ref": "#/components/parameters/IdempotencyKey"},
                               {"$ref": "#/components/parameters/Prefer"}],
                "security": BEARER_REQUIRED,
                "responses": {"201": etag_json("The resignation was recorded.", ref("MoveResult"), MINIMAL_HEADERS),
                              **{k: v for k, v in write_errors.items() if k not in ("413", "415")}},
            }},
            **consent_paths(write_errors, read_errors),
            "/v1/games/{game_id}/events": {"get": {
                "tags": ["games"], "operationId": "getEvents",
                "summary": "The event log after `after`, redacted for the caller, paginated.",
                "parameters": [GAME_ID,
                               {"name": "after", "in": "query", "required": False,
                                "description": "Return events with seq > after (a cursor: the `next` of the previous page).",
                                "schema": {"type": "integer", "minimum": 0, "maximum": 1000000000, "default": 0}},
                               {"name": "limit", "in": "query", "required": False,
                                "description": "At most this many events.",
                                "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 200}}],
                "security": BEARER_OPTIONAL,
                "responses": {"200": etag_json("A page of events.", ref("EventPage"), LINK), **read_errors},
            }},
            "/v1/games/{game_id}/replay": {"get": {
                "tags": ["games"], "operationId": "getReplay",
                "summary": "The game at version `at`, as the caller may see it (everything once finished).",
                "parameters": [GAME_ID, {"name": "at", "in": "query", "required": False,
                                         "description": "A version, 1 to the game's version (default: the current one).",
                                         "schema": {"type": "integer", "minimum": 1, "maximum": 1000000000}}],
                "security": BEARER_OPTIONAL,
                "responses": {"200": plain_json("The state at that version.", ref("Replay")), **read_errors},
            }},
            "/v1/games/{game_id}/analysis": {"get": {
                "tags": ["games"], "operationId": "getAnalysis",
                "summary": "The coach: a finished game's analysis (docs/analysis.md). Every decision of every seat "
                           "valued from that seat's own information only: its chance to win before the move, after "
                           "the move played and after the AI's move, and the turning points in words. Made once per "
                           "game and level by a job of its own queue, then kept (archived games too).",
                "parameters": [GAME_ID, {"name": "level", "in": "query", "required": False,
                                         "description": "How deep the search looks at each decision.",
                                         "schema": {"type": "string", "enum": ["quick", "standard", "deep"],
                                                    "default": "standard"}}],
                "security": BEARER_OPTIONAL,
                "responses": {
                    "200": plain_json("The analysis.", ref("Analysis")),
                    "202": {"description": "Queued or running: ask `Location` again after `Retry-After` seconds.",
                            "headers": {"Location": {"description": "this URL, with its level",
                                                     "schema": {"type": "string"}},
                                        "Retry-After": {"description": "seconds", "schema": {"type": "integer"}}},
                            "content": {JSON: {"schema": ref("AnalysisRunning")}}},
                    **read_errors,
                    "409": problem("The game is still running (or waiting for players): it is analysed only once "
                                   "it is over.", "game-running"),
                    "429": {**problem("Too many analyses queued or running, for this client or in total (`limit`, "
                                      "`max`, `running`); retry after `Retry-After` seconds.", "analysis-limit"),
                            "headers": {"Retry-After": {"description": "seconds", "schema": {"type": "integer"}}}},
                },
            }},
            "/v1/games/{game_id}/audit": {"get": {
                "tags": ["games"], "operationId": "getAudit",
                "summary": "Head hash, seed commitment, chain verification and, once finished, the seed.",
                "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
                "responses": {"200": plain_json("The audit.", ref("Audit")), **read_errors,
                              "409": problem("The game has not started: it waits for players and has no events "
                                             "yet.", "game-not-started")},
            }},
            "/v1/games/{game_id}/export": {"get": {
                "tags": ["games"], "operationId": "exportGame",
                "summary": "The portable record of the game: its audit and every event the caller may see "
                           "(everything once finished), as a download (`Content-Disposition: attachment`). "
                           "`python3 -m domain.audit FILE` verifies it offline.",
                "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
                "responses": {"200": etag_json("The game record.", ref("GameExport"), {
                    "Content-Disposition": {"schema": {"type": "string"},
                                            "description": "attachment; filename=\"arbiter-<id>.json\""}}),
                    **read_errors,
                    "409": problem("The game has not started: it has no events yet.", "game-not-started")},
            }},
            "/v1/games/{game_id}/board.svg": {"get": _picture_op(
                "getBoardSvg", "image/svg+xml",
                "The board as the caller sees it at version `at` (default: now), as SVG. Drawn from the "
                "caller's view only, so it never shows what the caller may not see. Clickable elements "
                "carry `data-pick`: a JSON array of partial moves (see docs/web.md).", read_errors,
                extra=[{"name": "panel", "in": "query", "required": False,
                        "description": "1 (default): the whole picture with its side panel; 0: the phone layout, "
                                       "the board alone at one unit a CSS pixel (what board.html inlines).",
                        "schema": {"type": "integer", "enum": [0, 1], "default": 1}}])},
            "/v1/games/{game_id}/board.png": {"get": _picture_op(
                "getBoardPng", "image/png",
                "The same picture as PNG, for chat integrations that do not show SVG.", read_errors,
                extra=[{"name": "scale", "in": "query", "required": False,
                        "description": "Pixel scale, 1 to 3.",
                        "schema": {"type": "integer", "minimum": 1, "maximum": 3, "default": 1}}])},
            "/v1/games/{game_id}/board.html": {"get": _picture_op(
                "getBoardHtml", "text/html",
                "What the web table shows of the board at version `at`: an HTML fragment with the phone layout "
                "of the picture (inline SVG; every target a button with `data-pick` and an accessible name), "
                "the side panel (players, hands as cards with `data-pick`) and the last move in words. The same "
                "view as board.svg, the same caching.", read_errors)},
            "/v1/games/{game_id}/why-not": {"get": {
                "tags": ["games"], "operationId": "whyNot",
                "summary": "Why a tapped element names none of the caller's moves now: the refusals (rule, words, "
                           "the seed's sentence) of the moves its partial moves could complete (docs/web.md).",
                "parameters": [GAME_ID,
                               {"name": "pick", "in": "query", "required": True,
                                "description": "JSON: a list of partial moves, as an element's data-pick.",
                                "schema": {"type": "string", "maxLength": 2000}},
                               {"name": "given", "in": "query", "required": False,
                                "description": "JSON: an object of the fields earlier taps fixed.",
                                "schema": {"type": "string", "maxLength": 2000}}],
                "security": BEARER_REQUIRED,
                "responses": {"200": etag_json("The explanation.", ref("WhyNot")), **read_errors,
                              "409": problem("The game has not started.", "game-not-started")},
            }},
            "/v1/rulesets/{ruleset_id}/tutorial": {"get": {
                "tags": ["rulesets"], "operationId": "getTutorial",
                "summary": "A game's tutorial: title, introduction and its steps (guided positions).",
                "parameters": [RULESET_ID],
                "responses": {"200": plain_json("The tutorial.", {"type": "object"}), "404": R404_RULESET},
            }},
            "/v1/rulesets/{ruleset_id}/tutorial/{n}": {"get": {
                "tags": ["rulesets"], "operationId": "getTutorialStep",
                "summary": "Step n: its prompt, the learner's seat, legal moves with their words, and the board "
                           "(an HTML fragment as board.html).",
                "parameters": [RULESET_ID, STEP_N],
                "responses": {"200": plain_json("The step.", {"type": "object"}), "404": R404_RULESET},
            }},
            "/v1/rulesets/{ruleset_id}/tutorial/{n}/moves": {"post": {
                "tags": ["rulesets"], "operationId": "tryTutorialMove",
                "summary": "Try a move in step n: {move}. The teaching move answers the position after it and the "
                           "explanation; another legal move a hint; an illegal one the rules' refusal (422).",
                "parameters": [RULESET_ID, STEP_N],
                "requestBody": {"required": True, "content": {"application/json": {"schema": ref("MoveRequest")}}},
                "responses": {"200": plain_json("Right or not.", {"type": "object"}), "400": R400,
                              "404": R404_RULESET,
                              "422": problem("The move is malformed or illegal.", "malformed-move", "illegal-move")},
            }},
            "/v1/rulesets/{ruleset_id}/tutorial/{n}/why-not": {"get": {
                "tags": ["rulesets"], "operationId": "tutorialWhyNot",
                "summary": "Why a tapped element names no move of the learner in step n (as a game's why-not).",
                "parameters": [RULESET_ID, STEP_N,
                               {"name": "pick", "in": "query", "required": True, "schema": {"type": "string"}},
                               {"name": "given", "in": "query", "required": False, "schema": {"type": "string"}}],
                "responses": {"200": plain_json("The explanation.", ref("WhyNot")), "400": R400, "404": R404_RULESET},
            }},
            "/healthz": {"get": {
                "tags": ["health"], "operationId": "healthz", "summary": "The process answers.",
                "responses": {"200": plain_json("Alive.", body(R.games.AliveSchema))},
            }},
            "/metrics": {"get": {
                "tags": ["health"], "operationId": "metrics",
                "summary": "Prometheus metrics: game counts, pending AI turns and deadlines, queued jobs, job latency "
                           "by kind and outcome, and HTTP requests and latency by route (URL rule), method and status, "
                           "added up over every API worker (docs/metrics.md).",
                "description": "The operator's, not a client's: answered on the METRICS_PORT listener, or on this "
                               "one with `Authorization: Bearer <METRICS_TOKEN>`; otherwise 404 (docs/metrics.md).",
                "responses": {"200": {"description": "Prometheus text exposition format 0.0.4.",
                                      "content": {"text/plain": {"schema": {"type": "string"}}}},
                              "401": R401,
                              "404": problem("Not served on this listener (no METRICS_TOKEN is set).", "not-found")},
            }},
            "/openapi.json": {"get": {
                "tags": ["health"], "operationId": "openapi",
                "summary": "This description (OpenAPI 3.1) as JSON.",
                "responses": {"200": {"description": "The spec.",
                                      "content": {"application/json": {"schema": {"type": "object"}}}}},
            }},
            "/openapi.yaml": {"get": {
                "tags": ["health"], "operationId": "openapiYaml",
                "summary": "This description (OpenAPI 3.1) as the YAML it is generated as.",
                "responses": {"200": {"description": "The spec: a YAML document holding an object.",
                                      "content": {"application/yaml": {"schema": {"type": "object"}}}}},
            }},
            "/docs": {"get": {
                "tags": ["health"], "operationId": "reference",
                "summary": "A readable reference page rendered from this description (no scripts, no CDN).",
                "responses": {"200": {"description": "HTML.",
                                      "content": {"text/html": {"schema": {"type": "string"}}}}},
            }},
            "/readyz": {"get": {
                "tags": ["health"], "operationId": "readyz",
                "summary": "Ready when what requests need answers: a read and a write of the event store, and "
                           "the queue Redis.",
                "responses": {
                    "200": plain_json("Ready.", body(R.games.ReadySchema)),
                    "503": plain_json("Not ready (plain JSON, not a problem); Retry-After says when to ask again.",
                                      body(R.games.NotReadySchema)),
                },
            }},
        },
        "components": {
            "securitySchemes": {"seatToken": {
                "type": "http", "scheme": "bearer",
                "description": "A seat token, shown once in the answer that creates the game. Without a "
                               "token the caller is a spectator; an unknown token is 401."}},
            "headers": {"ETag": {"required": True,
                                 "description": "The game's version and whose view the answer shows, as a strong "
                                                "ETag: `\"12\"` for a spectator, `\"12-seat0\"` for seat 0; an "
                                                "answer whose words (`text`) are in another language than "
                                                "English names it: `\"12-seat0-de\"`. "
                                                "Send it back as If-Match (the version in it is the "
                                                "precondition) or If-None-Match (304 only for the same viewer "
                                                "and language).",
                                 "schema": {"type": "string",
                                            "pattern": "^\"[0-9]+(-seat[0-9]+)?(-[a-z]{2,3})?\"$"}}},
            "parameters": {
                "IfMatch": {"name": "If-Match", "in": "header", "required": False,
                            "description": "The version the move was decided at, as a strong ETag (`\"12\"`, "
                                           "or the `\"12-seat0\"` a read answered). If the game has moved on "
                                           "the answer is 412 with `current_version`. `*` is no precondition; "
                                           "a weak ETag is 400.",
                            "schema": {"type": "string",
                                       "pattern": "^(\\*|\"?[0-9]+(-seat[0-9]+)?(-[a-z]{2,3})?\"?)$"}},
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
        },
    }


def play_by_post(spec: dict) -> None:
    """Open seats and invites, listing, the live stream, webhooks and rate limits (docs/play-by-post.md)."""
    paths = spec["paths"]
    r404 = R404_GAME
    r409 = problem("The seat is not open or already claimed, or the game no longer waits for players.",
                   "seat-unavailable")
    query = lambda name, desc, schema: {"name": name, "in": "query", "required": False,  # noqa: E731
                                        "description": desc, "schema": schema}
    seat_param = {"name": "seat", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 0}}
    wid = {"name": "wid", "in": "path", "required": True, "schema": {"type": "string"}}
    msg = {"name": "msg_id", "in": "path", "required": True, "schema": {"type": "string"}}
    hook_errors = {"400": R400, "401": R401, "404": r404}
    paths["/v1/games"]["get"] = {
        "tags": ["lobby"], "operationId": "listGames", "summary": "Games, newest first, filtered, paginated.",
        "parameters": [query("ruleset", "only this ruleset (an unknown id matches no game)", {"type": "string"}),
                       query("status", "only games in this status", {"enum": ["waiting", "active", "finished"]}),
                       query("open", "only games with (true) or without (false) open seats", {"type": "boolean"}),
                       query("seat", "only games with a seat of this name", {"type": "string"}),
                       query("cursor", "the `next` of the previous page", CURSOR),
                       query("limit", "at most this many games", {"type": "integer", "minimum": 1, "maximum": 200,
                                                                 "default": 50})],
        "responses": {"200": {**plain_json("A page of games.", ref("GamePage")), "headers": LINK}, "400": R400}}
    paths["/v1/me/games"] = {"get": {
        "tags": ["lobby"], "operationId": "myGames",
        "summary": "The games of the caller's seat tokens (`Authorization: Bearer t1,t2,…`, up to 100), most "
                   "urgent first: the caller's turn, then the least time left.",
        "security": BEARER_REQUIRED,
        "responses": {"200": plain_json("The caller's games.", body(R.lobby.MyGamesSchema)), "400": R400,
                      "401": R401}}}
    exports = body(R.lobby.ExportPageSchema)
    paths["/v1/exports"] = {"get": {
        "tags": ["lobby"], "operationId": "exportGames",
        "summary": "Finished games, newest first, each as its portable record; paginated like /v1/games.",
        "parameters": [{"name": "ruleset", "in": "query", "required": False, "schema": {"type": "string"}},
                       {"name": "cursor", "in": "query", "required": False, "schema": CURSOR},
                       {"name": "limit", "in": "query", "required": False,
                        "schema": {"type": "integer", "minimum": 1, "maximum": 20, "default": 10}}],
        "responses": {"200": {**plain_json("A page of game records.", exports), "headers": LINK}, "400": R400}}}
    paths["/v1/me/exports"] = {"get": {
        "tags": ["lobby"], "operationId": "myExports",
        "summary": "The finished games of the caller's account (a session or an account token: all its seats) "
                   "or of its seat tokens (`Authorization: Bearer t1,t2,…`), each as its portable record.",
        "security": BEARER_REQUIRED,
        "responses": {"200": plain_json("The caller's finished games.", exports), "400": R400, "401": R401}}}
    paths["/v1/games/{game_id}/seats/{seat}/claim"] = {"post": {
        "tags": ["lobby"], "operationId": "claimSeat",
        "summary": "Take an open seat with its invite code; the answer holds the seat's token, once. The game "
                   "starts when the last open seat is claimed.",
        "parameters": [GAME_ID, seat_param, {"$ref": "#/components/parameters/IdempotencyKey"}],
        "requestBody": {"required": True, "content": {JSON: {"schema": ref("Claim")}}},
        "responses": {"200": etag_json("The game as the new seat sees it, with `token`.", ref("Game")),
                      "400": R400, "403": problem("Not this seat's invite code.", "forbidden"), "404": r404,
                      "409": r409, "413": R413, "415": R415}}}
    creator_errors = {"401": R401, "404": r404,
                      "409": problem("The game has finished, the seat is an AI's, or (revoke) it is claimed.",
                                     "seat-unavailable")}
    paths["/v1/games/{game_id}/invites"] = {"get": {
        "tags": ["lobby"], "operationId": "listInvites",
        "summary": "The creator (creator token) sees each human seat's invite state: open (a code waits), "
                   "claimed, or closed (revoked). Codes are stored hashed, so they are never shown again.",
        "parameters": [GAME_ID], "security": BEARER_REQUIRED,
        "responses": {"200": plain_json("The invites.", body(R.lobby.InvitesSchema)), "401": R401, "404": r404}}}
    paths["/v1/games/{game_id}/seats/{seat}/invite"] = {
        "post": {"tags": ["lobby"], "operationId": "reissueInvite",
                 "summary": "The creator issues a new invite code for a seat: the old code stops working and, if "
                            "the seat was claimed, so does its token (the player claims again with the new code, "
                            "also in a running game).",
                 "parameters": [GAME_ID, seat_param], "security": BEARER_REQUIRED,
                 "responses": {"201": plain_json("The new invite code, shown once.", body(R.lobby.NewInviteSchema)),
                               **creator_errors}},
        "delete": {"tags": ["lobby"], "operationId": "revokeInvite",
                   "summary": "The creator withdraws an open seat's invite (until a new one is issued).",
                   "parameters": [GAME_ID, seat_param], "security": BEARER_REQUIRED,
                   "responses": {"204": {"description": "Withdrawn."}, **creator_errors}}}
    paths["/v1/games/{game_id}/start"] = {"post": {
        "tags": ["lobby"], "operationId": "startGame",
        "summary": "The creator (creator token) starts a waiting game now; open seats get an AI (default greedy).",
        "parameters": [GAME_ID, {"$ref": "#/components/parameters/IdempotencyKey"}], "security": BEARER_REQUIRED,
        "requestBody": {"required": False, "content": {JSON: {"schema": ref("Start")}}},
        "responses": {"200": etag_json("The started game.", ref("Game")), "400": R400, "401": R401,
                      "404": r404, "409": r409, "415": R415,
                      "422": problem("`ai` asks for more thinking per move than this service gives (`errors` "
                                     "names `ai.budget_ms` or `ai.iterations`; lower ceilings when no person "
                                     "holds a seat).", "invalid-options")}}}
    paths["/v1/games/{game_id}/stream"] = {"get": {
        "tags": ["games"], "operationId": "streamGame",
        "summary": "Server-Sent Events: `event: game` (the whole game, id = version), then each event redacted "
                   "for the caller (id = seq), heartbeats, `event: end` when the game has finished.",
        "description": "Resume with `Last-Event-ID` (or `?after=N`): the events after N, no gap, no duplicate. "
                       "A resume of a finished game with nothing left is 204 (an EventSource stops).",
        "parameters": [GAME_ID,
                       {"name": "Last-Event-ID", "in": "header", "required": False, "schema": {"type": "string"}},
                       query("after", "resume after this seq (as Last-Event-ID)", {"type": "integer", "minimum": 0}),
                       query("ticket", "a stream ticket from POST /stream-tickets, for browsers' EventSource, "
                                       "which cannot send Authorization (single use, 60 s)", {"type": "string"})],
        "security": BEARER_OPTIONAL,
        "responses": {"200": {"description": "An event stream.",
                              "content": {"text/event-stream": {"schema": {"type": "string"}}}},
                      "204": {"description": "The game has finished and nothing is left after Last-Event-ID."},
                      **{"400": R400, "401": R401, "404": r404}}}}
    paths["/v1/games/{game_id}/stream-tickets"] = {"post": {
        "tags": ["games"], "operationId": "createStreamTicket",
        "summary": "Trade the seat's bearer token for a short-lived (60 s), single-use ticket that opens that "
                   "seat's stream as `GET /stream?ticket=...`: a browser's EventSource cannot send "
                   "Authorization, and the long-lived token must not go in a URL.",
        "parameters": [GAME_ID], "security": BEARER_REQUIRED,
        "responses": {"201": plain_json("The ticket.", body(R.lobby.StreamTicketSchema)),
                      **{"400": R400, "401": R401, "404": r404}}}}
    events = paths["/v1/games/{game_id}/events"]["get"]
    events["parameters"].append(query("wait", "long poll: if nothing is after `after`, hold the request up to "
                                              "this many seconds until something is", {"type": "integer",
                                                                                       "minimum": 0, "maximum": 60}))
    paths["/v1/games/{game_id}/webhooks"] = {
        "post": {"tags": ["webhooks"], "operationId": "registerWebhook",
                 "summary": "Register a URL (seat scope with a seat token; game scope with a seat or the creator "
                            "token). Private and loopback addresses and this service are refused unless the "
                            "operator allows them.",
                 "parameters": [GAME_ID, {"$ref": "#/components/parameters/IdempotencyKey"}],
                 "security": BEARER_REQUIRED,
                 "requestBody": {"required": True, "content": {JSON: {"schema": ref("WebhookRequest")}}},
                 "responses": {"201": plain_json("Registered; `secret` is shown only here.", ref("Webhook")),
                               **hook_errors, "413": R413, "415": R415,
                               "422": problem("The URL is refused: not https (plain http only to a loopback "
                                              "address, where the operator allows private addresses), a private "
                                              "address, this service.", "webhook-url-refused")}},
        "get": {"tags": ["webhooks"], "operationId": "listWebhooks", "summary": "The caller's webhooks.",
                "parameters": [GAME_ID], "security": BEARER_REQUIRED,
                "responses": {"200": plain_json("Webhooks.", body(R.lobby.WebhooksSchema)),
                              **hook_errors}}}
    paths["/v1/games/{game_id}/webhooks/{wid}"] = {"delete": {
        "tags": ["webhooks"], "operationId": "deleteWebhook", "summary": "Remove one of the caller's webhooks.",
        "parameters": [GAME_ID, wid], "security": BEARER_REQUIRED,
        "responses": {"204": {"description": "Removed."}, **hook_errors}}}
    paths["/v1/games/{game_id}/webhooks/{wid}/deliveries"] = {"get": {
        "tags": ["webhooks"], "operationId": "webhookDeliveries",
        "summary": "The delivery log: every attempt (newest first) and each message's status.",
        "parameters": [GAME_ID, wid, query("limit", "attempts", {"type": "integer", "minimum": 1, "maximum": 200})],
        "security": BEARER_REQUIRED,
        "responses": {"200": plain_json("The log.", ref("DeliveryLog")), **hook_errors}}}
    paths["/v1/games/{game_id}/webhooks/{wid}/deliveries/{msg_id}/redeliver"] = {"post": {
        "tags": ["webhooks"], "operationId": "redeliverWebhook",
        "summary": "Send a message again, with the same webhook-id, after the messages waiting for this webhook.",
        "parameters": [GAME_ID, wid, msg], "security": BEARER_REQUIRED,
        "responses": {"202": plain_json("Queued.", {"type": "object"}), **hook_errors}}}
    spec["tags"] += [{"name": "lobby", "description": "Open seats, invites, listing (docs/play-by-post.md)."},
                     {"name": "webhooks", "description": "Standard Webhooks to seats and games."}]
    r429 = problem("Rate limited (per client IP and per token); `Retry-After` says when to retry.", "rate-limited")
    r429["headers"] = {"Retry-After": {"description": "seconds", "schema": {"type": "integer"}}}
    # a game whose every seat is an AI also counts against the running exhibitions' caps
    exhibition429 = problem("Rate limited, or a game whose every seat is an AI would go over the cap on such "
                            "games running at once (`limit`: `exhibitions-per-client` or `exhibitions-total`, "
                            "with `max` and `running`); seat a person, or retry after `Retry-After` seconds.",
                            "rate-limited", "exhibition-limit")
    exhibition429["headers"] = r429["headers"]
    for path in ("/v1/games", "/v1/games/{game_id}/start"):
        paths[path]["post"]["responses"]["429"] = exhibition429
    for path, item in paths.items():
        if path.startswith("/v1/"):
            for op in item.values():
                op["responses"].setdefault("429", r429)


def people(spec: dict) -> None:
    """Accounts, sessions, API tokens, notifications and table talk (docs/accounts.md,
    docs/notifications.md): paths and response shapes."""
    paths = spec["paths"]
    spec["components"]["securitySchemes"]["accountToken"] = {
        "type": "http", "scheme": "bearer",
        "description": "An account API token (`arb_…`), made by a signed-in account with scopes play, read, "
                       "webhooks; it acts for every seat its account holds."}
    spec["components"]["securitySchemes"]["session"] = {
        "type": "apiKey", "in": "cookie", "name": "arbiter_session",
        "description": "The web table's session (HttpOnly). A write with it needs `X-CSRF-Token` (the "
                       "`arbiter_csrf` cookie's value) and a same-origin `Origin`."}
    for item in paths.values():  # every seat-token operation takes an account too
        for op in item.values():
            if op.get("security") in (BEARER_OPTIONAL, BEARER_REQUIRED):
                op["security"] = op["security"] + [{"accountToken": []}, {"session": []}]
    session = [{"session": []}]
    account = [{"session": []}, {"accountToken": []}]
    r401 = problem("Not signed in (no session, or an unknown, revoked or expired API token), or a sign-in "
                   "that failed: every failed sign-in answers the same.", "unauthorized", "session-required")
    r403 = problem("A signed-in write without its `X-CSRF-Token` or from another origin, or an API token "
                   "without the scope this needs.", "forbidden", "insufficient-scope")
    r404 = problem("No such item on this account.", "not-found")
    r409 = problem("The display name is taken, or the seat belongs to another account (or the account already "
                   "holds a seat of that game).", "display-name-taken", "seat-unavailable")
    r503 = problem("Not configured on this host (passkeys need ARBITER_ORIGIN off loopback; mail needs SMTP_HOST).",
                   "not-configured")
    idem = {"$ref": "#/components/parameters/IdempotencyKey"}
    obj = {"type": "object"}
    def op(tag, op_id, summary, responses, security=None, body=None, params=None):
        out = {"tags": [tag], "operationId": op_id, "summary": summary, "responses": responses}
        if security is not None:
            out["security"] = security
        if body:
            out["requestBody"] = {"required": True, "content": {JSON: {"schema": ref(body)}}}
        if params:
            out["parameters"] = params
        return out

    def item_param(name):
        return {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}

    ok = lambda desc, schema=obj: plain_json(desc, schema)  # noqa: E731
    none = {"description": "Done."}
    signed_in = ok("Signed in (cookies set).", ref("SignedIn"))
    paths["/v1/auth/methods"] = {"get": op("accounts", "signInMethods", "How one may sign in here (mail links only "
                                           "with an SMTP server).", {"200": ok("The methods.")})}
    paths["/v1/auth/signup/options"] = {"post": op(
        "accounts", "signUpOptions", "Options for the first passkey of a new account.",
        {"200": ok("Creation options.", ref("CeremonyOptions")), "400": R400, "409": r409, "503": r503},
        body="SignupOptionsRequest")}
    paths["/v1/auth/signup"] = {"post": op(
        "accounts", "signUp", "Create the account with its passkey: signed in, recovery codes shown once.",
        {"201": ok("The account, signed in.", ref("SignedIn")), "400": R400, "409": r409, "422": problem(
            "The Idempotency-Key was used with another body.", "idempotency-key-reused"), "503": r503},
        body="PasskeyCeremony", params=[idem])}
    paths["/v1/auth/signin/options"] = {"post": op("accounts", "signInOptions", "Options for signing in with any "
                                                   "passkey of this site.", {"200": ok("Request options.",
                                                                                       ref("CeremonyOptions")),
                                                                             "400": R400, "503": r503})}
    paths["/v1/auth/signin"] = {"post": op("accounts", "signIn", "Sign in with a passkey assertion (a used "
                                           "challenge, another origin or a sign count that did not grow is refused).",
                                           {"200": signed_in, "400": R400, "401": r401, "503": r503},
                                           body="PasskeyCeremony")}
    paths["/v1/auth/recover"] = {"post": op("accounts", "recover", "Sign in with a recovery code (each works once).",
                                            {"200": signed_in, "400": R400, "401": r401}, body="RecoverRequest")}
    paths["/v1/auth/email-link"] = {"post": op(
        "accounts", "requestMailLink", "Mail a sign-in link to this address if an account has it verified; "
        "the same 202 either way.", {"202": ok("Accepted."), "400": R400, "503": r503}, body="EmailRequest")}
    paths["/v1/auth/email-link/consume"] = {"post": op("accounts", "useMailLink", "Sign in with a mail link (once, "
                                                       "within 15 minutes).", {"200": signed_in, "400": R400,
                                                                               "401": r401}, body="LinkRequest")}
    paths["/v1/auth/device-link"] = {"post": op("accounts", "useDeviceLink", "Sign this device in with a code a "
                                                "signed-in device shows (once, within two minutes).",
                                                {"200": signed_in, "400": R400, "401": r401}, body="DeviceCodeRequest")}
    # a browser without a session may sign out too (204, its cookies cleared): the cookie is optional
    paths["/v1/auth/signout"] = {"post": op("accounts", "signOut", "End this browser's session (if it has one).",
                                            {"204": none, "403": r403}, session + [{}])}
    paths["/v1/account"] = {
        "get": op("accounts", "getAccount", "The signed-in account (its owner's view) with the counts of my games.",
                  {"200": ok("The account.", ref("Account")), "401": r401, "403": r403}, account),
        "patch": op("accounts", "patchAccount", "Change the display name or mail address (verified by a link).",
                    {"200": ok("The account.", ref("Account")), "400": R400, "401": r401, "403": r403, "409": r409},
                    session, "AccountPatch")}
    paths["/v1/me"] = {"delete": op(
        "accounts", "deleteAccount", "Delete the account for good (`confirm`: its display name): its sign-in means, "
        "address, push subscriptions and settings are erased, its seats read \"a deleted player\", running games "
        "end for them (a resignation, or the AI with on_timeout ai); the game records stay verifiable.",
        {"200": ok("Deleted (this browser's cookies cleared).", body(R.people.AccountDeletedSchema)), "400": R400,
         "401": r401, "403": r403}, session, "DeleteAccount")}
    paths["/v1/me/export"] = {"get": op(
        "accounts", "exportAccount", "Everything the account holds (no secrets), with every finished game's "
        "portable record.", {"200": ok("The account's data.", body(R.people.AccountExportSchema)), "401": r401,
                             "403": r403}, session)}
    paths["/v1/account/email/verify"] = {"post": op("accounts", "verifyEmail", "Open the address-verification link.",
                                                    {"200": ok("The account.", ref("Account")), "400": R400,
                                                     "401": r401, "403": r403}, session, "LinkRequest")}
    listings = {"sessions": R.people.SessionsSchema, "passkeys": R.people.PasskeysSchema,
                "subscriptions": R.people.PushSubscriptionsSchema}
    listing = lambda key: ok("The list.", body(listings[key]))  # noqa: E731
    for path, key, noun in (("/v1/account/sessions", "sessions", "signed-in browsers"),
                            ("/v1/account/passkeys", "passkeys", "passkeys (no key material)"),
                            ("/v1/account/push-subscriptions", "subscriptions", "push subscriptions (the push "
                                                                                "service's host only)")):
        paths[path] = {"get": op("accounts", "list" + pascal(key.replace("-", "_")), f"The account's {noun}.",
                                 {"200": listing(key), "401": r401, "403": r403}, session)}
    paths["/v1/account/tokens"] = {
        "get": op("accounts", "listTokens", "The account's API tokens, without secrets.",
                  {"200": ok("The tokens.", body(R.people.ApiTokensSchema)),
                   "401": r401, "403": r403}, session),
        "post": op("accounts", "createToken", "An API token with scopes, a name and an expiry; shown once (the "
                   "answer kept under its Idempotency-Key is sealed with the key).",
                   {"201": ok("The token.", ref("ApiToken")), "400": R400, "401": r401, "403": r403},
                   session, "TokenRequest", [idem])}
    for path, op_id, noun, param in (("/v1/account/sessions/{sid}", "revokeSession", "a session", "sid"),
                                     ("/v1/account/passkeys/{cid}", "revokePasskey", "a passkey", "cid"),
                                     ("/v1/account/tokens/{tid}", "revokeToken", "an API token", "tid"),
                                     ("/v1/account/push-subscriptions/{sub_id}", "removePushSubscription",
                                      "a push subscription", "sub_id")):
        paths[path] = {"delete": op("accounts", op_id, f"Revoke {noun} of the account.",
                                    {"204": none, "401": r401, "403": r403, "404": r404}, session,
                                    params=[item_param(param)])}
    paths["/v1/account/passkeys/options"] = {"post": op("accounts", "addPasskeyOptions", "Options for another "
                                                        "passkey.", {"200": ok("Creation options.",
                                                                               ref("CeremonyOptions")),
                                                                     "401": r401, "403": r403, "503": r503}, session)}
    paths["/v1/account/passkeys"]["post"] = op("accounts", "addPasskey", "Add the passkey just made.",
                                               {"201": listing("passkeys"), "400": R400, "401": r401, "403": r403},
                                               session, "PasskeyCeremony")
    paths["/v1/account/recovery-codes"] = {"post": op("accounts", "newRecoveryCodes", "New recovery codes (the old "
                                                      "ones stop working), shown once.", {"201": ok("The codes."),
                                                                                          "401": r401, "403": r403},
                                                      session, params=[idem])}
    paths["/v1/account/device-links"] = {"post": op(
        "accounts", "newDeviceLink", "A one-time code, its link and QR code (SVG) that sign another device in "
        "within two minutes.", {"201": ok("The code.", body(R.people.DeviceLinkSchema)),
                                "401": r401, "403": r403, "503": r503}, session)}
    paths["/v1/account/seats"] = {"post": op("accounts", "attachSeat", "Attach an anonymous seat token to the "
                                             "account (the token keeps working).",
                                             {"201": ok("The seat.", body(R.people.AttachedSeatSchema)),
                                              "400": R400, "401": r401, "403": r403, "409": r409}, account,
                                             "AttachSeat", [idem])}
    paths["/v1/account/leave"] = {
        "get": op("accounts", "getLeave", "The yearly allowance of leave, what this year used, and the periods "
                  "declared (docs/deadlines.md).", {"200": ok("The leave.", body(R.people.AccountLeaveSchema)),
                                                    "401": r401, "403": r403}, account),
        "post": op("accounts", "declareLeave", "Declare whole days of leave, at least a day ahead, within the "
                   "yearly allowance: the clocks of the account's seats stand still then in every game that "
                   "allows leave, and each such game records it (SeatOnLeave).",
                   {"201": ok("The leave, with the games whose clocks it stopped.",
                              body(R.people.DeclaredLeaveSchema)),
                    "400": R400, "401": r401, "403": r403,
                    "422": problem("A leave the rules of leave refuse (too soon, beyond the allowance, "
                                   "overlapping); nothing changed.", "leave-refused")},
                   account, "LeaveRequest", [idem])}
    paths["/v1/account/notifications"] = {
        "get": op("notifications", "getNotificationSettings", "Preferences per channel, quiet hours, digest, and "
                  "what this server can send.", {"200": ok("The settings."), "401": r401, "403": r403}, session),
        "put": op("notifications", "putNotificationSettings", "Change the preferences (fields left out are kept).",
                  {"200": ok("The settings."), "400": R400, "401": r401, "403": r403}, session, "NotificationPrefs")}
    paths["/v1/i18n"] = {"get": op(
        "accounts", "getCatalogue", "The message catalogue of the request's language (`lang`, else the account's "
        "setting, else the `lang` cookie, else Accept-Language, else English): what the pages show.",
        {"200": ok("The catalogue.", body(R.people.CatalogueSchema))},
        params=[{"name": "lang", "in": "query", "required": False, "description": "a language code: en, es, de "
                 "(qps: the pseudo-locale of the tests); an unknown one is ignored", "schema": {"type": "string"}}])}
    paths["/v1/push/key"] = {"get": op("notifications", "vapidKey", "The VAPID public key (applicationServerKey).",
                                       {"200": ok("The key.", body(R.people.PushKeySchema))})}
    paths["/v1/account/push-subscriptions"]["post"] = op(
        "notifications", "addPushSubscription", "Store this browser's push subscription (its endpoint is checked "
        "like a webhook URL).", {"201": ok("The subscription (host only)."), "400": R400, "401": r401, "403": r403,
                                 "422": problem("An endpoint the server will not call.", "webhook-url-refused")},
        session, "PushSubscriptionRequest", [idem])
    chat_errors = {"400": R400, "401": R401, "403": r403, "404": R404_GAME}
    paths["/v1/games/{game_id}/chat"] = {
        "get": op("chat", "readChat", "Table talk after `after` that the caller may see (seats; spectators only "
                  "where the game allows it).", {"200": ok("Messages.", body(R.people.ChatPageSchema)), **chat_errors},
                  BEARER_OPTIONAL + account,
                  params=[GAME_ID, {"name": "after", "in": "query", "required": False, "schema": {"type": "string"}},
                          {"name": "limit", "in": "query", "required": False,
                           "schema": {"type": "integer", "minimum": 1, "maximum": 1000}}]),
        "post": op("chat", "postChat", "A message from the caller's seat (up to 500 characters, rate limited).",
                   {"201": ok("The message.", ref("ChatMessage")), **chat_errors, "409": problem(
                       "The first request with this Idempotency-Key is still in flight.", "idempotency-key-in-flight"),
                    "422": problem("The Idempotency-Key was used with another body.", "idempotency-key-reused")},
                   BEARER_REQUIRED + account, "ChatMessageRequest", [GAME_ID, idem])}
    paths["/v1/games/{game_id}/chat/mutes"] = {"post": op(
        "chat", "muteSeat", "Mute a seat: its messages are hidden from you and not notified.",
        {"200": ok("The seats you muted."), **chat_errors}, BEARER_REQUIRED + account, "MuteRequest", [GAME_ID])}
    paths["/v1/games/{game_id}/chat/mutes/{other}"] = {"delete": op(
        "chat", "unmuteSeat", "Show a muted seat's messages again.", {"204": none, **chat_errors},
        BEARER_REQUIRED + account, params=[GAME_ID, {"name": "other", "in": "path", "required": True,
                                                     "schema": {"type": "integer", "minimum": 0}}])}
    export = paths["/v1/games/{game_id}/export"]["get"]
    export.setdefault("parameters", []).append(
        {"name": "chat", "in": "query", "required": False, "schema": {"type": "boolean"},
         "description": "add the table talk the caller may read (only on request)"})
    export["responses"].setdefault("403", r403)
    r429 = problem("Rate limited (per client IP and per token; sign-in, recovery, link codes and chat also per "
                   "account); `Retry-After` says when to retry.", "rate-limited")
    r429["headers"] = {"Retry-After": {"description": "seconds", "schema": {"type": "integer"}}}
    for path, item in paths.items():
        if path.startswith("/v1/"):
            for operation in item.values():
                operation["responses"].setdefault("429", r429)
    spec["tags"] += [{"name": "accounts", "description": "People: passkeys, sessions, API tokens (docs/accounts.md)."},
                     {"name": "notifications", "description": "Push and mail settings (docs/notifications.md)."},
                     {"name": "chat", "description": "Table talk beside the game, not in its events."}]


CURSOR = {"type": "string", "pattern": "^(-?[0-9]{1,17}(\\.[0-9]{1,17})?:[0-9a-f]{0,32})?$",
          "description": "opaque to clients: pass the `next` of the previous page as it is (empty: the first page)"}


def request_schemas(option_rules: list) -> dict:
    """The request bodies' schemas, from the marshmallow schemas the API validates with
    (api/schemas.py) through apispec, plus what only the registry knows: the ruleset ids and each
    ruleset's options and seat counts."""
    from apispec import APISpec
    from apispec.ext.marshmallow import MarshmallowPlugin

    from api import schemas as S

    def name_of(schema) -> str:
        return S.SPEC_NAMES[schema if isinstance(schema, type) else type(schema)]

    spec = APISpec(title="Arbiter", version="1", openapi_version="3.1.0",
                   plugins=[MarshmallowPlugin(schema_name_resolver=name_of)])
    for cls, name in S.SPEC_NAMES.items():
        if name not in spec.components.schemas:
            spec.components.schema(name, schema=cls)
    out = copy.deepcopy(spec.to_dict()["components"]["schemas"])
    out.update(per_ruleset_union("CreateGame", out.pop("CreateGame"),
                                 [(f"{pascal(rid) if rid else 'OtherRuleset'}CreateGame", props)
                                  for rid, props in option_rules],
                                 "A game to create: `ruleset` says which, and types its `options`."))
    out["MoveRequest"]["properties"]["move"] = {**ref("Move"),
                                                "description": out["MoveRequest"]["properties"]["move"]["description"]}
    return out


def other_ruleset(ids: list[str]) -> dict:
    """A ruleset id other than today's (the fallback variant of each per-ruleset union)."""
    # so that a client generated today still reads (and creates) a game of a ruleset added later
    return {"type": "string", "pattern": "^[a-z][a-z0-9-]*$", "not": {"enum": ids},
            "description": "a ruleset added after this client was generated"}


def per_ruleset_union(name: str, base: dict, variants: list[tuple[str, dict]], description: str) -> dict:
    """`name` as a oneOf of `base` with each variant's [(component, property overrides)]."""
    # one variant per ruleset (`<Ruleset><name>`, its `ruleset` a const) and a fallback
    # (`OtherRuleset<name>`, any other id). No OpenAPI discriminator: the fallback takes every id not
    # listed, which a discriminator mapping cannot say; generators tell the variants by the const
    out, refs = {}, []
    for comp, props in variants:
        schema = copy.deepcopy(base)
        schema.pop("allOf", None)
        schema["title"] = comp
        schema["properties"] = {**schema["properties"], **props}
        out[comp] = schema
        refs.append(ref(comp))
    out[name] = {"title": name, "description": description, "oneOf": refs}
    return out


def pascal(name: str) -> str:
    """A component-name-safe PascalCase form of a ruleset or move type id."""
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", name) if p)


def public_log(spec: dict) -> None:
    """The public log (docs/audit.md, "The public log"): checkpoint, key, proofs, leaves, tiles."""
    paths = spec["paths"]
    spec["tags"].append({"name": "log", "description": "The public transparency log of game heads."})
    text = {"text/plain": {"schema": {"type": "string"}}}
    r404 = problem("The deployment runs without the public log (`ARBITER_LOG=0`).", "not-found")
    r400 = problem("A size, index or path out of range or malformed; `errors` names the parameter.", "bad-request")

    def size_param(name: str, description: str, required: bool = False) -> dict:
        return {"name": name, "in": "query", "required": required, "description": description,
                "schema": {"type": "integer", "minimum": 0}}

    export = paths["/v1/games/{game_id}/export"]["get"]
    export["parameters"] = export["parameters"] + [size_param(
        "log_since", "a tree size you hold a checkpoint of: the record then carries the log's consistency proof "
                     "from it (`python -m domain.audit FILE --checkpoint OLD`)")]
    export["responses"]["400"] = R400
    paths["/v1/log"] = {"get": {
        "tags": ["log"], "operationId": "getLog", "summary": "The log's origin, key, size, root and newest checkpoint.",
        "responses": {"200": plain_json("The log.", body(R.log.LogSchema)), "404": r404}}}
    paths["/v1/log/checkpoint"] = {"get": {
        "tags": ["log"], "operationId": "getCheckpoint",
        "summary": "The newest checkpoint: a C2SP tlog-checkpoint in a signed note (Ed25519).",
        "responses": {"200": {"description": "The note.", "content": text}, "404": r404}}}
    paths["/v1/log/key"] = {"get": {
        "tags": ["log"], "operationId": "getLogKey",
        "summary": "The log's public key as a note verifier key `<name>+<key id>+<base64(0x01 || key)>`.",
        "responses": {"200": {"description": "The key, one line.", "content": text}, "404": r404}}}
    paths["/v1/log/proof/inclusion"] = {"get": {
        "tags": ["log"], "operationId": "getInclusionProof",
        "summary": "RFC 9162 inclusion proof of the leaf at `index` in the tree of `size` (default: the newest).",
        "parameters": [size_param("index", "the leaf's index, below `size`", True),
                       size_param("size", "a tree size, 1 to the log's size")],
        "responses": {"200": plain_json("The proof.", body(R.log.InclusionProofSchema)), "400": r400, "404": r404}}}
    paths["/v1/log/proof/consistency"] = {"get": {
        "tags": ["log"], "operationId": "getConsistencyProof",
        "summary": "RFC 9162 consistency proof that the tree of size `second` (default: the newest) extends `first`.",
        "parameters": [size_param("first", "the older size, at most `second`", True),
                       size_param("second", "the newer size, at most the log's size")],
        "responses": {"200": plain_json("The proof.", body(R.log.ConsistencyProofSchema)), "400": r400,
                      "404": r404}}}
    paths["/v1/log/leaves"] = {"get": {
        "tags": ["log"], "operationId": "getLogLeaves", "summary": "The leaves from `start`, paged.",
        "parameters": [size_param("start", "the first index (default 0)"),
                       {"name": "limit", "in": "query", "required": False,
                        "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}}],
        "responses": {"200": plain_json("A page of leaves.", body(R.log.LeavesSchema)), "400": r400, "404": r404}}}
    paths["/v1/log/tile/{rest}"] = {"get": {
        "tags": ["log"], "operationId": "getLogTile",
        "summary": "A C2SP tlog-tiles resource: `tile/<L>/<N>[.p/<W>]` (hash tiles) or `tile/entries/<N>[.p/<W>]` "
                   "(entry bundles, uint16-length-prefixed leaves), N in 3-digit groups (`x001/x234/067`). "
                   "Immutable: cached for good.",
        "parameters": [{"name": "rest", "in": "path", "required": True, "schema": {"type": "string"},
                        "description": "`<L>/<N>[.p/<W>]` or `entries/<N>[.p/<W>]`"}],
        "responses": {"200": {"description": "The tile's bytes.",
                              "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}},
                      "400": r400, "404": problem("No such tile (yet), or no log.", "not-found")}}}
    paths["/v1/games/{game_id}/log"] = {"get": {
        "tags": ["log"], "operationId": "getGameLog",
        "summary": "The game's leaves in the public log, each with its inclusion proof in the newest checkpoint.",
        "parameters": [GAME_ID, size_param("log_since", "also the consistency proof from this older size")],
        "security": BEARER_OPTIONAL,
        "responses": {"200": plain_json("The game's leaves.", ref("GameLog")), "400": R400, "401": R401,
                      "404": R404_GAME, "409": problem("The game has not started.", "game-not-started")}}}


def tournaments(spec: dict) -> None:
    """Tournaments and ratings (docs/tournaments.md, docs/ratings.md)."""
    paths = spec["paths"]
    tid = {"name": "tournament_id", "in": "path", "required": True, "description": "The tournament's id (hex).",
           "schema": {"type": "string", "pattern": "^[0-9a-f]{16}$"}}
    r404 = problem("No such tournament (or round, or entrant).", "not-found")
    r409 = problem("Not now: entries are closed (started or finished), the account or name has entered already, "
                   "the tournament is full or in another state, or the entrant has left already.",
                   "entries-closed", "already-entered", "tournament-full", "tournament-state", "not-entered")
    r422 = problem("The tournament cannot be run as asked (format, ruleset, options, rounds, table size, entry "
                   "window), or it cannot start with fewer than two entrants.",
                   "invalid-tournament", "invalid-options", "too-few-entrants")
    tag = ["tournaments"]
    IDEM = {"$ref": "#/components/parameters/IdempotencyKey"}  # noqa: N806 - as the other operations name it
    creator = [{"seatToken": []}]
    one = plain_json("The tournament.", ref("Tournament"))
    paths["/v1/tournaments"] = {
        "post": {"tags": tag, "operationId": "createTournament",
                 "summary": "Create a tournament open for entries; the answer carries the creator token, once.",
                 "parameters": [IDEM],
                 "requestBody": {"required": True, "content": {JSON: {"schema": ref("CreateTournament")}}},
                 "responses": {"201": plain_json("The new tournament, with `creator_token`.", ref("Tournament")),
                               "400": R400, "413": R413, "415": R415, "422": r422}},
        "get": {"tags": tag, "operationId": "listTournaments",
                "summary": "Tournaments newest first, by status and ruleset.",
                "parameters": [{"name": "status", "in": "query", "required": False,
                                "schema": {"enum": ["open", "running", "finished"]}},
                               {"name": "ruleset", "in": "query", "required": False, "schema": {"type": "string"}},
                               {"name": "cursor", "in": "query", "required": False,
                                "schema": {"type": "integer", "minimum": 0}},
                               {"name": "limit", "in": "query", "required": False,
                                "schema": {"type": "integer", "minimum": 1, "maximum": 200, "default": 50}}],
                "responses": {"200": {**plain_json("A page of tournaments.", body(R.tournaments.TournamentPageSchema)),
                                      "headers": LINK}, "400": R400}}}
    paths["/v1/tournaments/{tournament_id}"] = {"get": {
        "tags": tag, "operationId": "getTournament", "parameters": [tid],
        "summary": "The tournament: settings, entrants, standings so far, links to every round.",
        "responses": {"200": one, "404": r404}}}
    paths["/v1/tournaments/{tournament_id}/entrants"] = {"post": {
        "tags": tag, "operationId": "joinTournament", "parameters": [tid, IDEM],
        "summary": "Enter: a signed-in account (session or API token with play) enters itself; the creator "
                   "(creator token) enters an AI level with `ai`.",
        "requestBody": {"required": False, "content": {JSON: {"schema": ref("JoinTournament")}}},
        "responses": {"201": plain_json("The tournament with `entrant`.", ref("Tournament")), "400": R400,
                      "401": R401, "404": r404, "409": r409, "422": r422}}}
    paths["/v1/tournaments/{tournament_id}/entrants/{entrant_id}"] = {"delete": {
        "tags": tag, "operationId": "leaveTournament",
        "parameters": [tid, {"name": "entrant_id", "in": "path", "required": True, "schema": {"type": "string"}}],
        "summary": "Leave before the start, or withdraw after it (the game in progress is resigned; no more "
                   "pairings; results stand): the entrant's own account, or the creator.",
        "security": creator,
        "responses": {"200": one, "401": R401, "404": r404, "409": r409}}}
    paths["/v1/tournaments/{tournament_id}/start"] = {"post": {
        "tags": tag, "operationId": "startTournament", "parameters": [tid, IDEM], "security": creator,
        "summary": "The creator starts it: pairing numbers are drawn from the seed, round 1 is paired and its "
                   "games are created.",
        "responses": {"200": one, "401": R401, "404": r404, "409": r409, "422": r422}}}
    paths["/v1/tournaments/{tournament_id}/standings"] = {"get": {
        "tags": tag, "operationId": "tournamentStandings", "parameters": [tid],
        "summary": "The standings and the tie-breaks that order them (final once finished).",
        "responses": {"200": plain_json("The standings.", body(R.tournaments.StandingsSchema)), "404": r404}}}
    paths["/v1/tournaments/{tournament_id}/rounds/{n}"] = {"get": {
        "tags": tag, "operationId": "tournamentRound",
        "parameters": [tid, {"name": "n", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}],
        "summary": "Round n's pairings: tables with their seats, game, status and result; byes and rests.",
        "responses": {"200": plain_json("The round.", ref("TournamentRound")), "404": r404}}}
    paths["/v1/tournaments/{tournament_id}/export"] = {"get": {
        "tags": tag, "operationId": "exportTournament",
        "parameters": [tid, {"name": "games", "in": "query", "required": False,
                             "schema": {"type": "boolean", "default": True}}],
        "summary": "The portable record that `python3 -m domain.audit tournament FILE` checks: the audit, every "
                   "event and every finished game's export.",
        "responses": {"200": plain_json("The record.", ref("TournamentExport")), "400": R400, "404": r404}}}
    wid = {"name": "wid", "in": "path", "required": True, "schema": {"type": "string"}}
    paths["/v1/tournaments/{tournament_id}/webhooks"] = {
        "post": {"tags": tag, "operationId": "registerTournamentWebhook", "parameters": [tid, IDEM], "security": creator,
                 "summary": "The creator registers a URL for `tournament.round_ready` (your next game is ready: "
                            "every table's game of a newly paired round) and `tournament.finished` (with the "
                            "standings); Standard Webhooks, signed like a game's. The secret is shown once.",
                 "requestBody": {"required": True, "content": {JSON: {"schema": ref("TournamentWebhookRequest")}}},
                 "responses": {"201": plain_json("The webhook, with its secret.",
                                                 body(R.tournaments.TournamentWebhookSchema)),
                               "400": R400, "401": R401, "404": r404, "413": R413, "415": R415}},
        "get": {"tags": tag, "operationId": "listTournamentWebhooks", "parameters": [tid], "security": creator,
                "summary": "The tournament's webhooks (without secrets).",
                "responses": {"200": plain_json("The webhooks.", body(R.tournaments.TournamentWebhooksSchema)),
                              "401": R401, "404": r404}}}
    paths["/v1/tournaments/{tournament_id}/webhooks/{wid}"] = {"delete": {
        "tags": tag, "operationId": "deleteTournamentWebhook", "parameters": [tid, wid], "security": creator,
        "summary": "The creator deletes a webhook.",
        "responses": {"204": {"description": "Deleted."}, "401": R401, "404": r404}}}
    rs_param = {"name": "ruleset", "in": "path", "required": True, "schema": ref("RulesetId")}
    r404r = problem("No such ruleset, or the player has no rated game of it.", "not-found")
    paths["/v1/ratings/{ruleset}"] = {"get": {
        "tags": ["ratings"], "operationId": "leaderboard",
        "summary": "The ruleset's leaderboard, best first by mu - 3 sigma (openskill Plackett-Luce), with the AI "
                   "levels apart so a person can pick an opponent of their strength.",
        "parameters": [rs_param, {"name": "kind", "in": "query", "required": False, "schema": {"enum": ["ai", "account"]}},
                       {"name": "limit", "in": "query", "required": False,
                        "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}}],
        "responses": {"200": plain_json("The leaderboard.", body(R.tournaments.LeaderboardSchema)), "400": R400,
                      "404": r404r}}}
    paths["/v1/ratings/{ruleset}/players/{player}"] = {"get": {
        "tags": ["ratings"], "operationId": "playerRating",
        "summary": "One player's rating and its history, game by game (oldest first).",
        "parameters": [rs_param, {"name": "player", "in": "path", "required": True, "schema": {"type": "string"}},
                       {"name": "limit", "in": "query", "required": False,
                        "schema": {"type": "integer", "minimum": 1, "maximum": 5000, "default": 200}}],
        "responses": {"200": plain_json("The player's rating and history.", body(R.tournaments.PlayerRatingSchema)),
            "400": R400, "404": r404r}}}
    r429 = problem("Rate limited (per client IP and per token); `Retry-After` says when to retry.", "rate-limited")
    r429["headers"] = {"Retry-After": {"description": "seconds", "schema": {"type": "integer"}}}
    for path, item in paths.items():
        if path.startswith(("/v1/tournaments", "/v1/ratings")):
            for op in item.values():
                op["responses"].setdefault("429", r429)
    spec["tags"] += [{"name": "tournaments", "description": "Swiss, round robin and free-for-all tournaments whose "
                                                           "every pairing can be re-derived (docs/tournaments.md)."},
                     {"name": "ratings", "description": "Ratings per ruleset for accounts and AI levels "
                                                       "(docs/ratings.md)."}]


def build() -> dict:
    """The whole spec: the base plus the per-ruleset schemas."""
    from domain.engine import all_rulesets

    spec = base_spec()
    play_by_post(spec)
    public_log(spec)
    people(spec)
    account_stream_and_challenges(spec)
    safe_room(spec)
    tournaments(spec)
    schemas = spec["components"]["schemas"]
    rulesets = all_rulesets()
    ids = [rs.id for rs in rulesets]
    # open, not an enum: a client generated today must still read a game of a ruleset added later
    schemas["RulesetId"] = {"type": "string", "pattern": "^[a-z][a-z0-9-]*$", "examples": ids,
                            "description": "a ruleset id; GET /v1/rulesets lists them (today: "
                                           + ", ".join(ids) + "). New rulesets may appear."}
    per_ruleset, option_rules, legal_variants, game_variants = [], [], [], []
    for rs in rulesets:
        d = copy.deepcopy(rs.describe())
        name = pascal(rs.id)
        variants, mapping = [], {}
        for mt_name, mt_schema in d["move_types"].items():
            comp = f"{name}Move{pascal(mt_name)}"  # the title is the name generators give the class
            schemas[comp] = {**mt_schema, "title": comp}
            variants.append(ref(comp))
            mapping[mt_name] = f"#/components/schemas/{comp}"
        schemas[f"{name}Move"] = {
            "title": f"{name}Move",
            "description": f"A move of {rs.id} ({d['name']}); `type` names the move type.",
            "oneOf": variants,
            "discriminator": {"propertyName": "type", "mapping": mapping},
        }
        # a typed legal-moves answer per ruleset, so every generator emits the union with its name
        legal_variants.append((f"{name}LegalMoves", {"ruleset": {"type": "string", "const": rs.id},
                                                     "moves": {"type": "array", "items": ref(f"{name}Move")}}))
        game_variants.append((f"{name}Game", {"ruleset": {"type": "string", "const": rs.id},
                                      "status": {"enum": ["active", "finished"]},
                                      "view": {**ref(f"{name}View"), "description": "what the caller may see"}}))
        per_ruleset.append(ref(f"{name}Move"))
        schemas[f"{name}Options"] = {**d["options"], "title": f"{name}Options"}
        view = across_versions([v.view_schema for v in rs.versions()])  # a game of any version fits it
        schemas[f"{name}View"] = {**copy.deepcopy(view), "title": f"{name}View"}
        option_rules.append((rs.id, {
            "ruleset": {"type": "string", "const": rs.id, "default": rs.id},
            "options": {**ref(f"{name}Options"), "description": "the options; defaults fill the rest"},
            "seats": {"type": "array", "items": ref("SeatRequest"), "minItems": rs.min_seats,
                      "maxItems": rs.max_seats, "description": "in seat order"}}))
        if d["resources"]:
            spec["paths"]["/v1/rulesets/{ruleset_id}/{resource}"]["get"]["description"] = (
                spec["paths"]["/v1/rulesets/{ruleset_id}/{resource}"]["get"].get("description", "")
                + f"{rs.id}: {', '.join(d['resources'])}. ").lstrip()
    schemas["Move"] = {
        "title": "Move",
        "description": (
            "`{\"type\": \"<move type>\", ...fields}`: a move of the game's ruleset, in the shape "
            "legal-moves lists it and a client posts it back. This schema is deliberately open: the game's "
            "ruleset, not the move, decides which union applies (several games share type names such as "
            "\"move\" or \"channel\"), so a generated client keeps the move exactly as sent and a ruleset "
            "added later does not break it. The typed unions are `<Ruleset>Move` (a oneOf discriminated on "
            "`type`, e.g. GroveMove with variants GroveMoveStand, GroveMoveMove...); parse a legal-moves "
            "answer with `<Ruleset>LegalMoves` to get them. Each move of a game is valid against its "
            "ruleset's union: " + ", ".join(u["$ref"].rsplit("/", 1)[1] for u in per_ruleset) + "."),
        "type": "object", "required": ["type"],
        "properties": {"type": {"type": "string", "description": "the move type"}},
        "additionalProperties": True,
        "x-rulesets": {rs.id: f"#/components/schemas/{pascal(rs.id)}Move" for rs in rulesets},
    }
    option_rules.append((None, {"ruleset": other_ruleset(ids)}))
    legal_variants.append(("OtherRulesetLegalMoves", {"ruleset": other_ruleset(ids)}))
    game_variants.append(("OtherRulesetGame", {"ruleset": other_ruleset(ids),
                                               "status": {"enum": ["active", "finished"]}}))
    schemas.update(per_ruleset_union("LegalMoves", schemas.pop("LegalMoves"), legal_variants,
                                     "GET /v1/games/{id}/legal-moves: `ruleset` says which game, and types `moves` "
                                     "as that ruleset's union (`<Ruleset>Move`)."))
    game = schemas.pop("Game")
    schemas.update(per_ruleset_union("Game", game, [("WaitingGame", {
        "status": {"type": "string", "const": "waiting"},
        "view": {"type": "object", "maxProperties": 0, "description": "nothing until the game starts"}}),
        *game_variants], "A game: while it waits for players a `WaitingGame`; then `ruleset` says which game "
                         "and types `view` as that ruleset's (`<Ruleset>View`)."))
    schemas.update(request_schemas(option_rules))
    for path, item in spec["paths"].items():
        if path.startswith("/v1/"):
            for op in item.values():
                op["responses"]["default"] = DEFAULT
    order = ["openapi", "info", "servers", "tags", "paths", "components"]
    spec = {k: spec[k] for k in order}
    spec["components"]["schemas"] = dict(sorted(schemas.items()))
    return spec


def account_stream_and_challenges(spec: dict) -> None:
    """One stream for all of an account's games (`/v1/me/stream`) and challenges (docs/clients.md)."""
    paths = spec["paths"]
    account = [{"session": []}, {"accountToken": []}]
    r401 = problem("Not signed in: no session, or an unknown, revoked or expired API token.", "unauthorized")
    r403 = problem("An API token without the scope this needs (`read` to look, `play` to act), a signed-in "
                   "write without its `X-CSRF-Token`, or (decline, cancel, accept) a challenge that is not the "
                   "caller's to answer (`errors.challenge`).", "forbidden", "insufficient-scope")
    r404 = problem("No such challenge (a challenge between two other accounts is not shown).", "not-found")
    r409 = problem("The challenge was accepted, declined or cancelled already (`errors.challenge` says which), "
                   "or the first request with this Idempotency-Key is still in flight.",
                   "challenge-closed", "idempotency-key-in-flight")
    r410 = problem("The challenge expired before anyone accepted it.", "challenge-expired")
    cid = {"name": "cid", "in": "path", "required": True, "description": "The challenge's id.",
           "schema": {"type": "string", "pattern": "^[0-9a-f]{16}$"}}
    idem = {"$ref": "#/components/parameters/IdempotencyKey"}
    paths["/v1/me/stream"] = {"get": {
        "tags": ["lobby"], "operationId": "streamMyEvents",
        "summary": "One stream for all of the account's games: game started, your turn, game over, invite "
                   "accepted and its challenges, for every seat it holds.",
        "description": "Server-Sent Events (`event:` the type, `id:` the account stream's id, `data:` an "
                       "`AccountEvent`), or with `Accept: application/x-ndjson` one JSON object a line (an empty "
                       "line is a heartbeat). A new connection first sends `games` (what `/v1/me/games` answers, "
                       "no id); a resume (`Last-Event-ID` or `?after=`) sends the events after that id instead. "
                       "The last 1000 events of an account are kept: a resume from an id older than those is "
                       "answered as a new connection, `games` with `gap: true`, a `text` saying so, and the id "
                       "it is current to.",
        "parameters": [{"name": "Last-Event-ID", "in": "header", "required": False,
                        "schema": {"type": "string", "pattern": "^[0-9]+-[0-9]+$"}},
                       {"name": "after", "in": "query", "required": False, "description": "as Last-Event-ID",
                        "schema": {"type": "string", "pattern": "^[0-9]+-[0-9]+$"}}],
        "security": account,
        "responses": {"200": {"description": "An event stream.", "content": {
            "text/event-stream": {"schema": {"type": "string"}},
            "application/x-ndjson": {"schema": ref("AccountEvent")}}},
            "400": R400, "401": r401, "403": r403}}}
    paths["/v1/challenges"] = {
        "post": {"tags": ["challenges"], "operationId": "createChallenge",
                 "summary": "Challenge an account (`to`: its display name or id) or post an open seek (no `to`) "
                            "for a two-player game with these options and clock.",
                 "parameters": [idem], "security": account,
                 "requestBody": {"required": True, "content": {JSON: {"schema": ref("ChallengeRequest")}}},
                 "responses": {"201": plain_json("The challenge (Location: its URL).", ref("Challenge")),
                               "400": problem("Malformed, challenging yourself or an unknown account (`errors.to`).",
                                              "invalid-body", "bad-request"),
                               "401": r401, "403": r403, "413": R413, "415": R415,
                               "422": problem("Unknown ruleset, options it refuses, or not a two-player game "
                                              "(`errors` names the field).", "invalid-options")}},
        "get": {"tags": ["challenges"], "operationId": "listChallenges",
                "summary": "The caller's pending challenges (incoming, outgoing) and the open seeks it may accept.",
                "parameters": [{"name": "ruleset", "in": "query", "required": False, "schema": ref("RulesetId"),
                                "description": "only the open seeks of this ruleset"}],
                "security": account,
                "responses": {"200": plain_json("The challenges.", body(R.challenges.ChallengesSchema)),
                    "400": R400, "401": r401, "403": r403}}}
    paths["/v1/challenges/{cid}"] = {"get": {
        "tags": ["challenges"], "operationId": "getChallenge", "summary": "One challenge.",
        "parameters": [cid], "security": account,
        "responses": {"200": plain_json("The challenge (an expired one says so).", ref("Challenge")),
                      "401": r401, "403": r403, "404": r404}}}
    paths["/v1/challenges/{cid}/accept"] = {"post": {
        "tags": ["challenges"], "operationId": "acceptChallenge",
        "summary": "Accept: the game is created with both accounts seated; the same account accepting again "
                   "gets the same game. Of two accepts racing, one wins.",
        "parameters": [cid, idem], "security": account,
        "responses": {"201": plain_json("The challenge and the game as the acceptor's seat sees it (Location: "
                                        "the game).", body(R.challenges.AcceptedChallengeSchema)),
                      "400": problem("Accepting your own challenge.", "bad-request"),
                      "401": r401, "403": r403, "404": r404, "409": r409, "410": r410,
                      "422": problem("The Idempotency-Key was used with another request.", "idempotency-key-reused")}}}
    for action, summary in (("decline", "The challenged account declines (an open seek cannot be declined)."),
                            ("cancel", "The challenger takes the challenge back.")):
        paths[f"/v1/challenges/{{cid}}/{action}"] = {"post": {
            "tags": ["challenges"], "operationId": f"{action}Challenge", "summary": summary,
            "parameters": [cid], "security": account,
            "responses": {"200": plain_json("The challenge, closed.", ref("Challenge")),
                          "400": problem("Declining an open seek.", "bad-request"),
                          "401": r401, "403": r403, "404": r404, "409": r409, "410": r410}}}
    r429 = problem("Rate limited (per client IP and per token); `Retry-After` says when to retry.", "rate-limited")
    r429["headers"] = {"Retry-After": {"description": "seconds", "schema": {"type": "integer"}}}
    for path in ("/v1/me/stream", "/v1/challenges", "/v1/challenges/{cid}", "/v1/challenges/{cid}/accept",
                 "/v1/challenges/{cid}/decline", "/v1/challenges/{cid}/cancel"):
        for operation in paths[path].values():
            operation["responses"].setdefault("429", r429)
    spec["tags"].append({"name": "challenges", "description": "An account challenges another, or seeks any "
                                                              "opponent (docs/clients.md, \"Challenges\")."})


def safe_room(spec: dict) -> None:
    """Blocks, reports and the moderators' queue and actions (docs/moderation.md)."""
    paths = spec["paths"]
    account = [{"session": []}, {"accountToken": []}]
    r401 = problem("Not signed in: no session, or an unknown, revoked or expired API token.", "unauthorized")
    r403 = problem("An API token without the scope this needs, a signed-in write without its `X-CSRF-Token`, "
                   "or (reports) table talk the caller may not read.", "forbidden", "insufficient-scope")
    r403_mod = problem("The caller is not a moderator (a role only the operator gives), or as r403.",
                       "not-a-moderator", "forbidden", "insufficient-scope")
    r429 = problem("Rate limited (reports per account: REPORT_RATE_LIMIT); `Retry-After` says when to retry.",
                   "rate-limited")
    r429["headers"] = {"Retry-After": {"description": "seconds", "schema": {"type": "integer"}}}
    idem = {"$ref": "#/components/parameters/IdempotencyKey"}

    def op(tag, op_id, summary, responses, body=None, params=None):
        out = {"tags": [tag], "operationId": op_id, "summary": summary, "security": account,
               "responses": {**responses, "401": r401, "429": r429}}
        out["responses"].setdefault("403", r403)
        if body:
            out["requestBody"] = {"required": True, "content": {JSON: {"schema": ref(body)}}}
        if params:
            out["parameters"] = params
        return out

    def path_param(name, description):
        return {"name": name, "in": "path", "required": True, "description": description, "schema": {"type": "string"}}

    blocks = plain_json("The accounts you blocked.", body(R.safety.BlocksSchema))
    paths["/v1/account/blocks"] = {
        "get": op("safety", "listBlocks", "The accounts the caller blocked.", {"200": blocks}),
        "post": op("safety", "blockAccount", "Block an account: no challenges from it, never paired with it in "
                   "open seeks, its table talk hidden from you (listing, export, live stream, notifications).",
                   {"201": blocks, "400": problem("Malformed, an unknown account or yourself (`errors.account`).",
                                                  "invalid-body", "bad-request"), "413": R413, "415": R415},
                   "BlockRequest")}
    paths["/v1/account/blocks/{account_id}"] = {"delete": op(
        "safety", "unblockAccount", "Lift a block.", {"204": {"description": "Lifted."}, "404": problem(
            "You have not blocked this account.", "not-found")}, params=[path_param("account_id", "as the list "
                                                                                                "gives it")])}
    paths["/v1/account/standing"] = {"get": op(
        "safety", "getStanding", "The caller's restrictions (table talk muted, suspended) and whether it is a "
        "moderator.", {"200": plain_json("The standing.", body(R.safety.StandingSchema))})}
    bad_report = problem("Malformed (`errors` names the field): an unknown `about` or `reason`, a missing "
                         "`message_id`, an unknown account, reporting yourself.", "invalid-body", "bad-request")
    paths["/v1/reports"] = {
        "post": op("safety", "makeReport", "Report an account, a message of table talk or a game (cheating, "
                   "abuse, spam, other); the message as it was and the game's export (as a spectator sees it) "
                   "are kept as evidence. Nothing is written unless everything is valid.",
                   {"201": plain_json("The report (Idempotency-Key honoured).", ref("Report")), "400": bad_report,
                    "404": problem("No such game, or no such message in it (`errors.message_id`).", "not-found"),
                    "409": problem("The first request with this Idempotency-Key is still in flight.",
                                   "idempotency-key-in-flight"),
                    "413": R413, "415": R415,
                    "422": problem("The Idempotency-Key was used with another body.", "idempotency-key-reused")},
                   "ReportRequest", [idem]),
        "get": op("safety", "listMyReports", "The caller's own reports and whether they are still open.",
                  {"200": plain_json("The reports.", body(R.safety.ReportsSchema))})}
    paths["/v1/moderation/reports"] = {"get": op(
        "moderation", "reportQueue", "Moderators: the open reports oldest first (a queue), or `status=closed|all` "
        "newest first.", {"200": plain_json("The reports.", body(R.safety.ReportsSchema)), "400": R400,
                          "403": r403_mod},
        params=[{"name": "status", "in": "query", "required": False,
                 "schema": {"type": "string", "enum": ["open", "closed", "all"], "default": "open"}}])}
    paths["/v1/moderation/reports/{report_id}"] = {"get": op(
        "moderation", "getReport", "Moderators: one report with its evidence, the actions taken on it and the "
        "account's standing now.", {"200": plain_json("The report.", body(R.safety.ReportDetailSchema)),
                                    "403": r403_mod, "404": problem("No such report.", "not-found")},
        params=[path_param("report_id", "The report's id.")])}
    paths["/v1/moderation/actions"] = {"post": op(
        "moderation", "moderate", "Moderators: warn, mute table talk for `minutes`, unmute, suspend (for `minutes`, "
        "or until lifted: the account cannot move or talk and its seats are played by each game's deadline "
        "policy), unsuspend, or close a report; always with a reason, told to the account and logged.",
        {"201": plain_json("The log entry.", ref("ModeratorAction")),
         "400": problem("Malformed (`errors` names the field): no reason, a mute without minutes, no account, "
                        "closing without a report or a closed one, acting on yourself.", "invalid-body",
                        "bad-request"),
         "403": r403_mod, "404": problem("No such report (`errors.report`).", "not-found"), "413": R413,
         "415": R415}, "ModeratorActionRequest")}
    paths["/v1/moderation/log"] = {"get": op(
        "moderation", "moderationLog", "Moderators: every moderator action and role change, newest first; "
        "append only.", {"200": plain_json("The log.", body(R.safety.ModerationLogSchema)), "400": R400,
                         "403": r403_mod},
        params=[{"name": "limit", "in": "query", "required": False,
                 "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}}])}
    # what a block or a moderator's restriction adds to the refusals of the paths it guards
    for path, method, words, types in (
            ("/v1/games/{game_id}/moves", "post", "The account holding the seat is suspended (`errors.seat`).",
             ("account-restricted",)),
            ("/v1/games/{game_id}/resign", "post", "The account holding the seat is suspended (`errors.seat`).",
             ("account-restricted",)),
            ("/v1/games/{game_id}/chat", "post", "A moderator muted the account's table talk (`errors.text`) or "
             "suspended it (`errors.account`); the detail says until when.", ("account-restricted",)),
            ("/v1/challenges", "post", "One of the two accounts blocked the other (`errors.to`), or the caller is "
             "suspended (`errors.account`).", ("blocked", "account-restricted")),
            ("/v1/challenges/{cid}/accept", "post", "One of the two accounts blocked the other "
             "(`errors.challenge`), or the caller is suspended.", ("blocked", "account-restricted")),
            ("/v1/games", "post", "A seat that is `mine` for a suspended account.", ("account-restricted",)),
            ("/v1/games/{game_id}/seats/{seat}/claim", "post", "Claimed as a suspended account.",
             ("account-restricted",)),
            ("/v1/account/seats", "post", "A suspended account.", ("account-restricted",))):
        responses = paths[path][method]["responses"]
        before = responses.get("403")
        said = (before["description"] + " Or: " if before else "") + words
        responses["403"] = {"description": said + " Problem types: " + ", ".join(f"`urn:arbiter:problem:{t}`"
                                                                                for t in types) + ".",
                            "content": {PROBLEM: {"schema": ref("Problem")}}}
    spec["tags"] += [{"name": "safety", "description": "Blocks and reports (docs/moderation.md)."},
                     {"name": "moderation", "description": "The moderators' queue and actions (docs/moderation.md)."}]


class _NoAliases(yaml.SafeDumper):
    """A YAML dumper that writes shared objects out in full (no &anchors / *aliases)."""

    def ignore_aliases(self, data):
        return True


def render(spec: dict | None = None) -> str:
    """The YAML text of the spec (stable: same rulesets, same bytes)."""
    text = yaml.dump(spec if spec is not None else build(), Dumper=_NoAliases, sort_keys=False,
                     allow_unicode=True, width=100, default_flow_style=False)
    return "# GENERATED by scripts/gen_openapi.py -- do not edit; run .venv/bin/python scripts/gen_openapi.py\n" + text


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if openapi.yaml is out of date")
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        try:
            with open(args.out, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = ""
        if current != text:
            print(f"{args.out} is out of date; run .venv/bin/python scripts/gen_openapi.py", file=sys.stderr)
            return 1
        return 0
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
