"""GET /v1/rulesets and /v1/rulesets/{ruleset}: the games, their options and move types."""
from flask import Blueprint

from domain.engine import all_rulesets, find_ruleset
from service.storage.errors import NotFound

from . import responses as R
from .openapi_parts import R429, RULESET_ID, body, operation, plain_json, problem, ref

bp = Blueprint("rulesets", __name__, url_prefix="/v1/rulesets")


def _summary(rs) -> dict:
    d = rs.describe()
    return {"id": d["id"], "name": d["name"], "version": d["version"], "players": d["players"],
            "options": d["options"], "hidden_information": d["hidden_information"]}


@bp.get("")
@operation({
    "tags": ["rulesets"], "operationId": "listRulesets",
    "summary": "Every game: id, name, players, options and their schema.",
    "responses": {"200": plain_json("The rulesets, by id.", body(R.games.RulesetListSchema)), "429": R429},
})
def list_rulesets():
    """Every game: id, name, players, options and their schema."""
    return {"rulesets": [_summary(rs) for rs in all_rulesets()]}


def _find(ruleset_id: str):
    rs = find_ruleset(ruleset_id)
    if rs is None:
        raise NotFound(f"no ruleset {ruleset_id!r}")
    return rs


@bp.get("/<ruleset_id>")
@operation({
    "tags": ["rulesets"], "operationId": "getRuleset",
    "summary": "One game with its options and move types (JSON Schema).",
    "parameters": [RULESET_ID],
    "responses": {"200": plain_json("The ruleset.", ref("Ruleset")),
                  "404": problem("No such ruleset.", "not-found"), "429": R429},
})
def get_ruleset(ruleset_id: str):
    """One game with its move types (JSON Schema)."""
    return _find(ruleset_id).describe()


@bp.get("/<ruleset_id>/<resource>")
@operation({  # scripts/gen_openapi.py adds the description: each ruleset's resources, from the registry
    "tags": ["rulesets"], "operationId": "getRulesetResource",
    "summary": "A read-only catalogue of a game (e.g. its cards); the names are in `resources` of the ruleset.",
    "parameters": [RULESET_ID, {"name": "resource", "in": "path", "required": True,
                                "description": "A name listed in the ruleset's `resources`.",
                                "schema": {"type": "string"}}],
    "responses": {"200": plain_json("The catalogue; its shape is the ruleset's own.", {}),
                  "404": problem("No such ruleset or resource.", "not-found"), "429": R429},
})
def get_resource(ruleset_id: str, resource: str):
    """A read-only catalogue of a game (e.g. battalla's cards)."""
    resources = _find(ruleset_id).resources()
    if resource not in resources:
        raise NotFound(f"{ruleset_id} has no resource {resource!r}; it has {', '.join(sorted(resources)) or 'none'}")
    return resources[resource]
