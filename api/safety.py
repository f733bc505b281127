"""A safe room over HTTP (docs/moderation.md): block accounts, report an account, a message or a
game, and the moderators' queue and actions (service/safety.py, service/moderation.py)."""
from __future__ import annotations

from flask import Blueprint, request

from service.errors import NotFound
from service.moderation import Moderation
from service.safety import Safety, resolve_account

from .accounts import answer, created
from .auth import require, throttle
from .caller import games
from .inputs import json_body
from .query import int_arg
from .schemas import BlockRequestSchema, ModeratorActionRequestSchema, ReportRequestSchema

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
    other = resolve_account(games().store.r, moderation().names, data["account"], "account")
    _safety().block(c.account, other)
    return {"blocks": _safety().listing(c.account)}, 201


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
    status, body = created(c.account, "report", raw, lambda: (201, moderation().report(c.account, data)))
    return answer(status, body)


@bp.get("/v1/reports")
def my_reports():
    """The caller's own reports and whether they are still open."""
    c = require("read")
    return {"reports": moderation().mine(c.account)}


# --- moderators ---------------------------------------------------------------------------------
def _moderator() -> str:
    c = require("read" if request.method == "GET" else "play")
    moderation().require_moderator(c.account)
    return c.account


@bp.get("/v1/moderation/reports")
def report_queue():
    """The reports: open ones oldest first (the queue); ?status=closed|all newest first."""
    _moderator()
    return {"reports": moderation().queue(request.args.get("status", "open"))}


@bp.get("/v1/moderation/reports/<rid>")
def report_detail(rid: str):
    """One report with its evidence, the actions taken and the account's standing now."""
    _moderator()
    return moderation().get(rid)


@bp.post("/v1/moderation/actions")
def act():
    """A moderator acts: warn, mute (for minutes), unmute, suspend (for minutes or until lifted),
    unsuspend, close a report; always with a reason. 201 with the log entry."""
    who = _moderator()
    data = ModeratorActionRequestSchema().load(json_body())
    return moderation().act(who, data), 201


@bp.get("/v1/moderation/log")
def action_log():
    """Every moderator action, newest first (append only)."""
    _moderator()
    return {"actions": moderation().log(int_arg("limit", 100, 1, 1000))}
