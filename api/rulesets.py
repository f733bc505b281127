"""GET /v1/rulesets and /v1/rulesets/{ruleset}: the games, their options and move types."""
from flask import Blueprint

from domain.engine import all_rulesets, find_ruleset
from service.errors import NotFound

bp = Blueprint("rulesets", __name__, url_prefix="/v1/rulesets")


def _summary(rs) -> dict:
    d = rs.describe()
    return {"id": d["id"], "name": d["name"], "version": d["version"], "players": d["players"],
            "options": d["options"], "hidden_information": d["hidden_information"]}


@bp.get("")
def list_rulesets():
    """Every game: id, name, players, options and their schema."""
    return {"rulesets": [_summary(rs) for rs in all_rulesets()]}


def _find(ruleset_id: str):
    rs = find_ruleset(ruleset_id)
    if rs is None:
        raise NotFound(f"no ruleset {ruleset_id!r}")
    return rs


@bp.get("/<ruleset_id>")
def get_ruleset(ruleset_id: str):
    """One game with its move types (JSON Schema)."""
    return _find(ruleset_id).describe()


@bp.get("/<ruleset_id>/<resource>")
def get_resource(ruleset_id: str, resource: str):
    """A read-only catalogue of a game (e.g. battalla's cards)."""
    resources = _find(ruleset_id).resources()
    if resource not in resources:
        raise NotFound(f"{ruleset_id} has no resource {resource!r}; it has {', '.join(sorted(resources)) or 'none'}")
    return resources[resource]
