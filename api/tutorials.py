"""Tutorials: each game's guided positions (api/tutorials/<ruleset>.json, built by
scripts/gen_tutorials.py from the positions facility), served as data for the tutorial page.

A step shows the learner's view of a position (the same board and side panel as a game), the
learner's legal moves in words, and answers a move: the teaching move gets the position after it
and the explanation, another legal move a hint, an illegal one the rules' refusal. Why-not works
as in a game. The files hold whole states (a practice game starts from one), so only views leave
the server, as everywhere else.
"""
from __future__ import annotations

from flask import Blueprint, jsonify

from domain import engine
from domain.engine import explain
from domain.engine import game as G
from service.table import i18n
from service.storage.errors import BadRequest
from service.table.game_record import game_body
from service.table.words import move_texts, narrate

from .body import json_body
from .i18n import request_language
from .openapi_parts import (R400, R404_RULESET, R429, RULESET_ID, STEP_N, operation, plain_json, problem,
                            ref)
from .pictures import board_fragment
from .tutorial_data import step_words, tutorial, tutorial_step, tutorial_words
from .query import json_arg, picks_arg

bp = Blueprint("tutorials", __name__, url_prefix="/v1/rulesets")


def _board(rs, gs: dict, seat: int, last: list, lang: str) -> str:
    body = game_body("tutorial", gs, {}, seat, lang)
    body["to_act"] = G.to_act(rs, gs)
    return board_fragment(body, last, lang)


@bp.get("/<ruleset>/tutorial")
@operation({
    "tags": ["rulesets"], "operationId": "getTutorial",
    "summary": "A game's tutorial: title, introduction and its steps (guided positions).",
    "parameters": [RULESET_ID],
    "responses": {"200": plain_json("The tutorial.", {"type": "object"}), "404": R404_RULESET, "429": R429},
})
def tutorial_index(ruleset: str):
    """The tutorial's title, introduction and its steps' titles, in the request's language."""
    t, lang = tutorial(ruleset), request_language()
    return jsonify({"ruleset": ruleset, **tutorial_words(ruleset, lang),
                    "steps": [{"n": i + 1, "title": step_words(s, lang)["title"]} for i, s in enumerate(t["steps"])]})


@bp.get("/<ruleset>/tutorial/<int:n>")
@operation({
    "tags": ["rulesets"], "operationId": "getTutorialStep",
    "summary": "Step n: its prompt, the learner's seat, legal moves with their words, and the board "
               "(an HTML fragment as board.html).",
    "parameters": [RULESET_ID, STEP_N],
    "responses": {"200": plain_json("The step.", {"type": "object"}), "404": R404_RULESET, "429": R429},
})
def tutorial_position(ruleset: str, n: int):
    """Step n: the prompt (in the request's language), the learner's legal moves (with their words)
    and the board."""
    st = tutorial_step(ruleset, n)
    lang = request_language()
    said = step_words(st, lang)
    rs = engine.find_ruleset(ruleset)
    gs, seat = st["before"], st["seat"]
    moves = rs.legal_moves(gs["game"], seat)
    return jsonify({"n": n, "title": said["title"], "prompt": said["prompt"], "seat": seat, "moves": moves,
                    "texts": move_texts(rs, gs, seat, moves, lang), "board": _board(rs, gs, seat, [], lang)})


@bp.post("/<ruleset>/tutorial/<int:n>/moves")
@operation({
    "tags": ["rulesets"], "operationId": "tryTutorialMove",
    "summary": "Try a move in step n: {move}. The teaching move answers the position after it and the "
               "explanation; another legal move a hint; an illegal one the rules' refusal (422).",
    "parameters": [RULESET_ID, STEP_N],
    "requestBody": {"required": True, "content": {"application/json": {"schema": ref("MoveRequest")}}},
    "responses": {"200": plain_json("Right or not.", {"type": "object"}), "400": R400,
                  "404": R404_RULESET,
                  "422": problem("The move is malformed or illegal.", "malformed-move", "illegal-move"),
                  "429": R429},
})
def tutorial_move(ruleset: str, n: int):
    """Try a move in step n: {move}. The teaching move answers the position after it and the
    explanation; another legal move a hint to try again; an illegal one the rules' refusal."""
    st = tutorial_step(ruleset, n)
    rs = engine.find_ruleset(ruleset)
    body = json_body()
    if not isinstance(body.get("move"), dict):
        said = "is missing" if "move" not in body else "must be an object"
        raise BadRequest(f"the request body must be {{\"move\": {{...}}}}: `move` {said}", errors={"move": said})
    move, gs, seat = body["move"], st["before"], st["seat"]
    lang = request_language()
    said = step_words(st, lang)
    if move == st["move"]:
        told, _ = narrate(rs, gs, st["events"], seat, False, lang=lang)
        return jsonify({"correct": True, "explain": said["explain"], "board": _board(rs, st["after"], seat, told, lang)})
    if move in rs.legal_moves(gs["game"], seat):
        return jsonify({"correct": False, "hint": i18n.text(lang, "tutorials.hint", prompt=said["prompt"])})
    rs.check_move(move)
    with G.quoting(rs):
        rs.decide(gs["game"], seat, move, engine.Rng(explain.SAMPLE_SEED, gs["version"] + 1))
    raise BadRequest("that move changes nothing")


@bp.get("/<ruleset>/tutorial/<int:n>/why-not")
@operation({
    "tags": ["rulesets"], "operationId": "tutorialWhyNot",
    "summary": "Why a tapped element names no move of the learner in step n (as a game's why-not).",
    "parameters": [RULESET_ID, STEP_N,
                   {"name": "pick", "in": "query", "required": True, "schema": {"type": "string"}},
                   {"name": "given", "in": "query", "required": False, "schema": {"type": "string"}}],
    "responses": {"200": plain_json("The explanation.", ref("WhyNot")), "400": R400, "404": R404_RULESET,
                  "429": R429},
})
def tutorial_why_not(ruleset: str, n: int):
    """Why a tapped element names no move of the learner in step n (as in a game)."""
    st = tutorial_step(ruleset, n)
    rs = engine.find_ruleset(ruleset)
    answer = explain.why_not(rs, st["before"], st["seat"], picks_arg(), json_arg("given", dict, {}))
    return jsonify({"version": st["before"]["version"], "seat": st["seat"], **answer})
