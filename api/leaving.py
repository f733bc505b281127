"""Leaving for good over HTTP (docs/accounts.md, "Leaving for good"): GET /v1/me/export, everything
the account holds, and DELETE /v1/me, the account deleted. Both from a signed-in browser only: an
API token (which may have leaked to a bot) neither reads everything nor deletes anybody."""
from __future__ import annotations

from flask import Blueprint, current_app, jsonify

from service.people.account_seats import AccountSeats
from service.storage.errors import BadRequest
from service.conduct.leaving import Leaving

from . import responses as R
from . import schemas as S
from .auth import accounts, clear_session_cookies, require
from .caller import games
from .challenges import challenges
from .inputs import json_body
from .openapi_parts import (
    ACCOUNT_401,
    ACCOUNT_403,
    R400,
    SESSION,
    body,
    operation,
    people_op,
    plain_json,
)

bp = Blueprint("leaving", __name__)


def leaving() -> Leaving:
    people = current_app.extensions.get("people")
    return Leaving(games(), accounts(), challenges(), people.push if people is not None else None)


@bp.get("/v1/me/export")
@operation(people_op(
    "accounts", "exportAccount", "Everything the account holds (no secrets), with every finished game's "
    "portable record.", {"200": plain_json("The account's data.", body(R.people.AccountExportSchema)),
                         "401": ACCOUNT_401, "403": ACCOUNT_403}, SESSION))
def export_account():
    """Everything the account holds, with every finished game's portable record."""
    c = require("read", session_only=True)
    mine = AccountSeats(current_app.extensions["redis"], games()).my_games(c.account)
    resp = jsonify(leaving().export(c.account, mine))
    resp.headers["Cache-Control"] = "no-store"
    resp.headers["Content-Disposition"] = 'attachment; filename="arbiter-account.json"'
    return resp


@bp.delete("/v1/me")
@operation(people_op(
    "accounts", "deleteAccount", "Delete the account for good (`confirm`: its display name): its sign-in means, "
    "address, push subscriptions and settings are erased, its seats read \"a deleted player\", running games "
    "end for them (a resignation, or the AI with on_timeout ai); the game records stay verifiable.",
    {"200": plain_json("Deleted (this browser's cookies cleared).", body(R.people.AccountDeletedSchema)),
     "400": R400, "401": ACCOUNT_401, "403": ACCOUNT_403}, SESSION, "DeleteAccount"))
def delete_account():
    """Delete the account for good: `confirm` must be its display name. Running games end for its
    seats (a resignation, or the AI where the clock says on_timeout ai); this browser is signed out."""
    c = require("read", session_only=True)
    data = S.DeleteAccountSchema().load(json_body())
    name = accounts().profile(c.account)["display_name"]
    if " ".join(data["confirm"].split()) != name:
        raise BadRequest("to delete the account, type its display name in `confirm`; nothing was deleted",
                         errors={"confirm": "is not this account's display name"})
    done = leaving().delete(c.account)
    resp = jsonify({"deleted": True, **done})
    resp.headers["Cache-Control"] = "no-store"
    return clear_session_cookies(resp)
