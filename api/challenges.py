"""Challenges over HTTP: challenge an account or post an open seek, list them, accept (the game is
created with both accounts seated), decline, cancel (docs/clients.md, "Challenges")."""
from __future__ import annotations

from flask import Blueprint, request

from domain import engine
from service.compete.challenges import Challenges
from service.storage.errors import BadRequest
from service.play.scheduling import NOTIFY_QUEUE

from . import responses as R
from .accounts import answer, created
from .auth import require, throttle
from .caller import games
from .inputs import json_body
from .openapi_parts import (
    ACCOUNT,
    IDEM,
    JSON,
    R400,
    R413,
    R415,
    R429,
    SIGNED_OUT_401,
    also_forbidden,
    body,
    operation,
    plain_json,
    problem,
    ref,
)
from .schemas import ChallengeRequestSchema

bp = Blueprint("challenges", __name__)
_schema = ChallengeRequestSchema()
CHALLENGES_403 = problem("An API token without the scope this needs (`read` to look, `play` to act), a signed-in "
                         "write without its `X-CSRF-Token`, or (decline, cancel, accept) a challenge that is not the "
                         "caller's to answer (`errors.challenge`).", "forbidden", "insufficient-scope")
_R404 = problem("No such challenge (a challenge between two other accounts is not shown).", "not-found")
_R409 = problem("The challenge was accepted, declined or cancelled already (`errors.challenge` says which), "
                "or the first request with this Idempotency-Key is still in flight.",
                "challenge-closed", "idempotency-key-in-flight")
_R410 = problem("The challenge expired before anyone accepted it.", "challenge-expired")
_CID = {"name": "cid", "in": "path", "required": True, "description": "The challenge's id.",
        "schema": {"type": "string", "pattern": "^[0-9a-f]{16}$"}}


def _closing(action: str, summary: str) -> dict:
    """Decline or cancel: the challenge closed without a game."""
    return {"tags": ["challenges"], "operationId": f"{action}Challenge", "summary": summary,
            "parameters": [_CID], "security": ACCOUNT,
            "responses": {"200": plain_json("The challenge, closed.", ref("Challenge")),
                          "400": problem("Declining an open seek.", "bad-request"),
                          "401": SIGNED_OUT_401, "403": CHALLENGES_403, "404": _R404, "409": _R409, "410": _R410,
                          "429": R429}}


def challenges() -> Challenges:
    """The challenges of this app's games, their expiry jobs on the notifications queue."""
    svc = games()
    return Challenges(svc, svc.scheduler.queues[NOTIFY_QUEUE] if svc.scheduler is not None else None)


@bp.post("/v1/challenges")
@operation({
    "tags": ["challenges"], "operationId": "createChallenge",
    "summary": "Challenge an account (`to`: its display name or id) or post an open seek (no `to`) "
               "for a two-player game with these options and clock.",
    "parameters": [IDEM], "security": ACCOUNT,
    "requestBody": {"required": True, "content": {JSON: {"schema": ref("ChallengeRequest")}}},
    "responses": also_forbidden({
        "201": plain_json("The challenge (Location: its URL).", ref("Challenge")),
        "400": problem("Malformed, challenging yourself or an unknown account (`errors.to`).",
                       "invalid-body", "bad-request"),
        "401": SIGNED_OUT_401, "403": CHALLENGES_403, "413": R413, "415": R415,
        "422": problem("Unknown ruleset, options it refuses, or not a two-player game "
                       "(`errors` names the field).", "invalid-options"),
        "429": R429}, "One of the two accounts blocked the other (`errors.to`), or the caller is suspended "
                      "(`errors.account`).", "blocked", "account-restricted"),
})
def create_challenge():
    """Challenge an account (`to`) or post an open seek (no `to`): 201 with the challenge."""
    c = require("play")
    raw = json_body()
    data = _schema.load(raw)
    throttle("challenge", c.account)
    status, body = created(c.account, "challenge", raw, lambda: (201, challenges().create(
        c.account, data["to"], data["ruleset"], data["options"], data["clock"], data["seat"], data["expires_in"])))
    resp = answer(status, body)
    if status == 201:
        resp.headers["Location"] = f"/v1/challenges/{body['id']}"
    return resp


@bp.get("/v1/challenges")
@operation({
    "tags": ["challenges"], "operationId": "listChallenges",
    "summary": "The caller's pending challenges (incoming, outgoing) and the open seeks it may accept.",
    "parameters": [{"name": "ruleset", "in": "query", "required": False, "schema": ref("RulesetId"),
                    "description": "only the open seeks of this ruleset"}],
    "security": ACCOUNT,
    "responses": {"200": plain_json("The challenges.", body(R.challenges.ChallengesSchema)),
                  "400": R400, "401": SIGNED_OUT_401, "403": CHALLENGES_403, "429": R429},
})
def list_challenges():
    """The caller's pending challenges (incoming, outgoing) and the open seeks it may accept."""
    c = require("read")
    ruleset = request.args.get("ruleset")
    if ruleset is not None and engine.find_ruleset(ruleset) is None:
        raise BadRequest(f"unknown ruleset {ruleset!r}", errors={"ruleset": "unknown ruleset"})
    return challenges().mine(c.account, ruleset)


@bp.get("/v1/challenges/<cid>")
@operation({
    "tags": ["challenges"], "operationId": "getChallenge", "summary": "One challenge.",
    "parameters": [_CID], "security": ACCOUNT,
    "responses": {"200": plain_json("The challenge (an expired one says so).", ref("Challenge")),
                  "401": SIGNED_OUT_401, "403": CHALLENGES_403, "404": _R404, "429": R429},
})
def get_challenge(cid: str):
    """One challenge (a direct one only to its two accounts; open seeks to anyone signed in)."""
    c = require("read")
    return challenges().get(cid, c.account)


@bp.post("/v1/challenges/<cid>/accept")
@operation({
    "tags": ["challenges"], "operationId": "acceptChallenge",
    "summary": "Accept: the game is created with both accounts seated; the same account accepting again "
               "gets the same game. Of two accepts racing, one wins.",
    "parameters": [_CID, IDEM], "security": ACCOUNT,
    "responses": also_forbidden({
        "201": plain_json("The challenge and the game as the acceptor's seat sees it (Location: "
                          "the game).", body(R.challenges.AcceptedChallengeSchema)),
        "400": problem("Accepting your own challenge.", "bad-request"),
        "401": SIGNED_OUT_401, "403": CHALLENGES_403, "404": _R404, "409": _R409, "410": _R410,
        "422": problem("The Idempotency-Key was used with another request.", "idempotency-key-reused"),
        "429": R429}, "One of the two accounts blocked the other (`errors.challenge`), or the caller is suspended.",
        "blocked", "account-restricted"),
})
def accept_challenge(cid: str):
    """Accept: the game is created with both accounts seated (201 {challenge, game}); the same account
    accepting again gets the same game; Idempotency-Key honoured."""
    c = require("play")

    def run():
        challenge, game = challenges().accept(cid, c.account)
        return 201, {"challenge": challenge, "game": game}

    status, body = created(c.account, f"accept:{cid}", {}, run)
    resp = answer(status, body)
    if status == 201:
        resp.headers["Location"] = f"/v1/games/{body['game']['id']}"
    return resp


@bp.post("/v1/challenges/<cid>/decline")
@operation(_closing("decline", "The challenged account declines (an open seek cannot be declined)."))
def decline_challenge(cid: str):
    """The challenged account declines."""
    c = require("play")
    return challenges().decline(cid, c.account)


@bp.post("/v1/challenges/<cid>/cancel")
@operation(_closing("cancel", "The challenger takes the challenge back."))
def cancel_challenge(cid: str):
    """The challenger takes the challenge back."""
    c = require("play")
    return challenges().cancel(cid, c.account)
