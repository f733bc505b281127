"""The coach: GET /v1/games/{id}/analysis?level= (docs/analysis.md)."""
from __future__ import annotations

from flask import Blueprint, jsonify, request

from service.analysis import Coach, level_arg

from .caller import game_and_seat, games
from .limits import client_identity
from .responses.analysis import AnalysisRunningSchema, AnalysisSchema

bp = Blueprint("analysis", __name__, url_prefix="/v1/games")
_done = AnalysisSchema()
_running = AnalysisRunningSchema()


@bp.get("/<game_id>/analysis")
def analysis(game_id: str):
    """The finished game's analysis: 200 once made, 202 (Location, Retry-After) while it is made,
    409 while the game runs. The same for every caller: each seat's part reads its own information."""
    level = level_arg(request.args.get("level"))
    loaded, _ = game_and_seat(game_id)
    state, body = Coach(games()).ask(loaded, level, client_identity())
    if state == "done":
        resp = jsonify(_done.dump({**body, "status": "done"}))
        resp.headers["Cache-Control"] = "public, max-age=31536000, immutable"  # made once, never changes
        return resp
    resp = jsonify(_running.dump(body))
    resp.status_code = 202
    resp.headers["Location"] = f"/v1/games/{game_id}/analysis?level={level}"
    resp.headers["Retry-After"] = str(body["retry_after"])
    return resp
