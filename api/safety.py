"""A safe room over HTTP (docs/moderation.md): block accounts, report an account, a message or a
game, and the moderators' queue and actions (service/safety.py, service/moderation.py)."""
from __future__ import annotations

from flask import Blueprint, request

from service.errors import BadRequest, NotFound
from service.moderation import Moderation
from service.safety import Safety, resolve_account

from .accounts import answer, created
from .auth import require, throttle
from .caller import games
from .i18n import request_language
from .inputs import json_body
from .query import int_arg
from .schemas import (
    BlockRequestSchema,
    ModeratorActionRequestSchema,
    ReportRequestSchema,
)

bp = Blueprint("safety", __name__)


def moderation() -> Moderation:
    """The reports and moderators of this app's games."""
    return Moderation(games().store.r, games())


def _safety() -> Safety:
    return Safety(games().store.r)


# --- blocks -------------------------------------------------------------------------------------
@bp.get("/v1/account/blocks")
def list_blocks():
    """The accounts the caller blocked."""
    c = require("read")
    return {"blocks": _safety().listing(c.account)}


@bp.post("/v1/account/blocks")
def block():
    """Block an account: {account} (display name or id); 201 with the blocks now."""
    c = require("play")
    data = BlockRequestSchema().load(json_body())
    _safety().block(c.account, _whom(data))
    return {"blocks": _safety().listing(c.account)}, 201


def _whom(data: dict) -> str:
    """The account a block names: by name or id, or as the holder of a game's seat (what a table shows)."""
    if data["game_id"] is None and data["seat"] is None:
        if data["account"] is None:
            raise BadRequest("name the account, or the game and seat it plays", errors={"account": "required"})
        return resolve_account(games().store.r, moderation().names, data["account"], "account")
    if data["game_id"] is None or data["seat"] is None or data["account"] is not None:
        raise BadRequest("a seat to block is named by both game_id and seat, without account",
                         errors={"seat" if data["seat"] is None else "game_id": "required with the other"})
    holder = games().load(data["game_id"]).meta.get(f"account:{data['seat']}")
    if not holder:
        raise BadRequest("this seat is not held by an account: mute it at the table instead",
                         errors={"seat": "not an account"})
    return holder


@bp.delete("/v1/account/blocks/<other>")
def unblock(other: str):
    """Lift a block (the account's id, as the list shows it)."""
    c = require("play")
    if not _safety().unblock(c.account, other):
        raise NotFound("you have not blocked this account", errors={"account": "not blocked"})
    return "", 204


@bp.get("/v1/account/standing")
def standing():
    """The caller's restrictions (muted, suspended) and whether it is a moderator."""
    c = require("read")
    return moderation().standing_of(c.account)


# --- reports ------------------------------------------------------------------------------------
@bp.post("/v1/reports")
def make_report():
    """Report an account, a message of table talk or a game: 201 with the report (Idempotency-Key
    honoured); its evidence is kept as it is now."""
    c = require("play")
    raw = json_body()
    data = ReportRequestSchema().load(raw)
    throttle("report", c.account)
    status, body = created(c.account, "report", raw, lambda: (201, moderation().report(c.account, data, request_language())))
    return answer(status, body)


@bp.get("/v1/reports")
def my_reports():
    """The caller's own reports and whether they are still open."""
    c = require("read")
    return {"reports": moderation().mine(c.account, request_language())}


# --- moderators ---------------------------------------------------------------------------------
def _moderator() -> str:
    c = require("read" if request.method == "GET" else "play")
    moderation().require_moderator(c.account)
    return c.account


@bp.get("/v1/moderation/reports")
def report_queue():
    """The reports: open ones oldest first (the queue); ?status=closed|all newest first."""
    _moderator()
    return {"reports": moderation().queue(request.args.get("status", "open"), request_language())}


@bp.get("/v1/moderation/reports/<rid>")
def report_detail(rid: str):
    """One report with its evidence, the actions taken and the account's standing now."""
    _moderator()
    return moderation().get(rid, request_language())


@bp.post("/v1/moderation/actions")
def act():
    """A moderator acts: warn, mute (for minutes), unmute, suspend (for minutes or until lifted),
    unsuspend, close a report; always with a reason. 201 with the log entry."""
    who = _moderator()
    data = ModeratorActionRequestSchema().load(json_body())
    return moderation().act(who, data, request_language()), 201


@bp.get("/v1/moderation/log")
def action_log():
    """Every moderator action, newest first (append only)."""
    _moderator()
    return {"actions": moderation().log(int_arg("limit", 100, 1, 1000), request_language())}
