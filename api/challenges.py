"""Challenges over HTTP: challenge an account or post an open seek, list them, accept (the game is
created with both accounts seated), decline, cancel (docs/clients.md, "Challenges")."""
from __future__ import annotations

from flask import Blueprint, request

from domain import engine
from service.challenges import Challenges
from service.errors import BadRequest
from service.scheduling import NOTIFY_QUEUE

from .accounts import answer, created
from .auth import require, throttle
from .caller import games
from .inputs import json_body
from .schemas import ChallengeRequestSchema

bp = Blueprint("challenges", __name__)
_schema = ChallengeRequestSchema()


def challenges() -> Challenges:
    """The challenges of this app's games, their expiry jobs on the notifications queue."""
    svc = games()
    return Challenges(svc, svc.scheduler.queues[NOTIFY_QUEUE] if svc.scheduler is not None else None)


@bp.post("/v1/challenges")
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
def list_challenges():
    """The caller's pending challenges (incoming, outgoing) and the open seeks it may accept."""
    c = require("read")
    ruleset = request.args.get("ruleset")
    if ruleset is not None and engine.find_ruleset(ruleset) is None:
        raise BadRequest(f"unknown ruleset {ruleset!r}", errors={"ruleset": "unknown ruleset"})
    return challenges().mine(c.account, ruleset)


@bp.get("/v1/challenges/<cid>")
def get_challenge(cid: str):
    """One challenge (a direct one only to its two accounts; open seeks to anyone signed in)."""
    c = require("read")
    return challenges().get(cid, c.account)


@bp.post("/v1/challenges/<cid>/accept")
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
def decline_challenge(cid: str):
    """The challenged account declines."""
    c = require("play")
    return challenges().decline(cid, c.account)


@bp.post("/v1/challenges/<cid>/cancel")
def cancel_challenge(cid: str):
    """The challenger takes the challenge back."""
    c = require("play")
    return challenges().cancel(cid, c.account)
