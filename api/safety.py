"""A safe room over HTTP (docs/moderation.md): block accounts, report an account, a message or a
game, and the moderators' queue and actions (service/people/safety.py, service/conduct/moderation.py)."""
from __future__ import annotations

from flask import Blueprint, request

from service.storage.errors import BadRequest, NotFound
from service.conduct.moderation import Moderation
from service.people.safety import Safety, resolve_account

from . import responses as R
from .accounts import answer, created
from .auth import require, throttle
from .caller import games
from .i18n import request_language
from .inputs import json_body
from .openapi_parts import (
    ACCOUNT,
    IDEM,
    JSON,
    R400,
    R413,
    R415,
    SIGNED_OUT_401,
    body,
    operation,
    plain_json,
    problem,
    rate_limited,
    ref,
)
from .query import int_arg
from .schemas import (
    BlockRequestSchema,
    ModeratorActionRequestSchema,
    ReportRequestSchema,
)

bp = Blueprint("safety", __name__)
_R403 = problem("An API token without the scope this needs, a signed-in write without its `X-CSRF-Token`, "
                "or (reports) table talk the caller may not read.", "forbidden", "insufficient-scope")
_R403_MOD = problem("The caller is not a moderator (a role only the operator gives), or as r403.",
                    "not-a-moderator", "forbidden", "insufficient-scope")
_R429 = rate_limited("Rate limited (reports per account: REPORT_RATE_LIMIT); `Retry-After` says when to retry.",
                     "rate-limited")


def _op(tag: str, op_id: str, summary: str, responses: dict, body: str | None = None,
        params: list | None = None) -> dict:
    """An operation of a signed-in account (or a moderator): blocks, reports, moderation."""
    out = {"tags": [tag], "operationId": op_id, "summary": summary, "security": ACCOUNT,
           "responses": {**responses, "401": SIGNED_OUT_401, "429": _R429}}
    out["responses"].setdefault("403", _R403)
    if body:
        out["requestBody"] = {"required": True, "content": {JSON: {"schema": ref(body)}}}
    if params:
        out["parameters"] = params
    return out


def _path_param(name: str, description: str) -> dict:
    return {"name": name, "in": "path", "required": True, "description": description, "schema": {"type": "string"}}


_BLOCKS = plain_json("The accounts you blocked.", body(R.safety.BlocksSchema))


def moderation() -> Moderation:
    """The reports and moderators of this app's games."""
    return Moderation(games().store.r, games())


def _safety() -> Safety:
    return Safety(games().store.r)


# --- blocks -------------------------------------------------------------------------------------
@bp.get("/v1/account/blocks")
@operation(_op("safety", "listBlocks", "The accounts the caller blocked.", {"200": _BLOCKS}))
def list_blocks():
    """The accounts the caller blocked."""
    c = require("read")
    return {"blocks": _safety().listing(c.account)}


@bp.post("/v1/account/blocks")
@operation(_op("safety", "blockAccount", "Block an account: no challenges from it, never paired with it in "
               "open seeks, its table talk hidden from you (listing, export, live stream, notifications).",
               {"201": _BLOCKS, "400": problem("Malformed, an unknown account or yourself (`errors.account`).",
                                               "invalid-body", "bad-request"), "413": R413, "415": R415},
               "BlockRequest"))
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
@operation(_op("safety", "unblockAccount", "Lift a block.",
               {"204": {"description": "Lifted."}, "404": problem("You have not blocked this account.", "not-found")},
               params=[_path_param("account_id", "as the list gives it")]))
def unblock(other: str):
    """Lift a block (the account's id, as the list shows it)."""
    c = require("play")
    if not _safety().unblock(c.account, other):
        raise NotFound("you have not blocked this account", errors={"account": "not blocked"})
    return "", 204


@bp.get("/v1/account/standing")
@operation(_op("safety", "getStanding", "The caller's restrictions (table talk muted, suspended) and whether it is a "
               "moderator.", {"200": plain_json("The standing.", body(R.safety.StandingSchema))}))
def standing():
    """The caller's restrictions (muted, suspended) and whether it is a moderator."""
    c = require("read")
    return moderation().standing_of(c.account)


# --- reports ------------------------------------------------------------------------------------
@bp.post("/v1/reports")
@operation(_op("safety", "makeReport", "Report an account, a message of table talk or a game (cheating, "
               "abuse, spam, other); the message as it was and the game's export (as a spectator sees it) "
               "are kept as evidence. Nothing is written unless everything is valid.",
               {"201": plain_json("The report (Idempotency-Key honoured).", ref("Report")),
                "400": problem("Malformed (`errors` names the field): an unknown `about` or `reason`, a missing "
                               "`message_id`, an unknown account, reporting yourself.", "invalid-body", "bad-request"),
                "404": problem("No such game, or no such message in it (`errors.message_id`).", "not-found"),
                "409": problem("The first request with this Idempotency-Key is still in flight.",
                               "idempotency-key-in-flight"),
                "413": R413, "415": R415,
                "422": problem("The Idempotency-Key was used with another body.", "idempotency-key-reused")},
               "ReportRequest", [IDEM]))
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
@operation(_op("safety", "listMyReports", "The caller's own reports and whether they are still open.",
               {"200": plain_json("The reports.", body(R.safety.ReportsSchema))}))
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
@operation(_op("moderation", "reportQueue", "Moderators: the open reports oldest first (a queue), or "
               "`status=closed|all` newest first.",
               {"200": plain_json("The reports.", body(R.safety.ReportsSchema)), "400": R400, "403": _R403_MOD},
               params=[{"name": "status", "in": "query", "required": False,
                        "schema": {"type": "string", "enum": ["open", "closed", "all"], "default": "open"}}]))
def report_queue():
    """The reports: open ones oldest first (the queue); ?status=closed|all newest first."""
    _moderator()
    return {"reports": moderation().queue(request.args.get("status", "open"), request_language())}


@bp.get("/v1/moderation/reports/<rid>")
@operation(_op("moderation", "getReport", "Moderators: one report with its evidence, the actions taken on it and "
               "the account's standing now.", {"200": plain_json("The report.", body(R.safety.ReportDetailSchema)),
                                               "403": _R403_MOD, "404": problem("No such report.", "not-found")},
               params=[_path_param("report_id", "The report's id.")]))
def report_detail(rid: str):
    """One report with its evidence, the actions taken and the account's standing now."""
    _moderator()
    return moderation().get(rid, request_language())


@bp.post("/v1/moderation/actions")
@operation(_op("moderation", "moderate", "Moderators: warn, mute table talk for `minutes`, unmute, suspend (for "
               "`minutes`, or until lifted: the account cannot move or talk and its seats are played by each game's "
               "deadline policy), unsuspend, or close a report; always with a reason, told to the account and "
               "logged.",
               {"201": plain_json("The log entry.", ref("ModeratorAction")),
                "400": problem("Malformed (`errors` names the field): no reason, a mute without minutes, no account, "
                               "closing without a report or a closed one, acting on yourself.", "invalid-body",
                               "bad-request"),
                "403": _R403_MOD, "404": problem("No such report (`errors.report`).", "not-found"), "413": R413,
                "415": R415}, "ModeratorActionRequest"))
def act():
    """A moderator acts: warn, mute (for minutes), unmute, suspend (for minutes or until lifted),
    unsuspend, close a report; always with a reason. 201 with the log entry."""
    who = _moderator()
    data = ModeratorActionRequestSchema().load(json_body())
    return moderation().act(who, data, request_language()), 201


@bp.get("/v1/moderation/log")
@operation(_op("moderation", "moderationLog", "Moderators: every moderator action and role change, newest first; "
               "append only.", {"200": plain_json("The log.", body(R.safety.ModerationLogSchema)), "400": R400,
                                "403": _R403_MOD},
               params=[{"name": "limit", "in": "query", "required": False,
                        "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}}]))
def action_log():
    """Every moderator action, newest first (append only)."""
    _moderator()
    return {"actions": moderation().log(int_arg("limit", 100, 1, 1000), request_language())}
