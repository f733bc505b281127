"""The coach: GET /v1/games/{id}/analysis?level= (docs/analysis.md)."""
from __future__ import annotations

from flask import Blueprint, jsonify, request

from service.play.analysis import Coach, in_language, level_arg

from .caller import game_and_seat, games
from .i18n import words_language
from .limits import client_identity
from .openapi_parts import (
    BEARER_OPTIONAL,
    GAME_ID,
    JSON,
    READ_ERRORS,
    operation,
    plain_json,
    problem,
    rate_limited,
    ref,
)
from .responses.analysis import AnalysisRunningSchema, AnalysisSchema

bp = Blueprint("analysis", __name__, url_prefix="/v1/games")
_done = AnalysisSchema()
_running = AnalysisRunningSchema()


@bp.get("/<game_id>/analysis")
@operation({
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
        **READ_ERRORS,
        "409": problem("The game is still running (or waiting for players): it is analysed only once "
                       "it is over.", "game-running"),
        "429": rate_limited("Too many analyses queued or running, for this client or in total (`limit`, "
                            "`max`, `running`); retry after `Retry-After` seconds.", "analysis-limit"),
    },
})
def analysis(game_id: str):
    """The finished game's analysis: 200 once made, 202 (Location, Retry-After) while it is made,
    409 while the game runs. The same for every caller: each seat's part reads its own information."""
    level = level_arg(request.args.get("level"))
    loaded, _ = game_and_seat(game_id)
    state, body = Coach(games()).ask(loaded, level, client_identity())
    if state == "done":  # its words in the reader's language (Vary names what chose it)
        resp = jsonify(_done.dump({**in_language(body, words_language()), "status": "done"}))
        resp.headers["Cache-Control"] = "public, max-age=31536000, immutable"  # made once, never changes
        return resp
    resp = jsonify(_running.dump(body))
    resp.status_code = 202
    resp.headers["Location"] = f"/v1/games/{game_id}/analysis?level={level}"
    resp.headers["Retry-After"] = str(body["retry_after"])
    return resp
