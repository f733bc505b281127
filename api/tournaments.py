"""Tournaments: create, list, enter, leave, start, standings, rounds, export (docs/tournaments.md)."""
from __future__ import annotations

import hashlib

from flask import Blueprint, current_app, jsonify, request

from service.storage.errors import BadRequest
from service.play.games import fingerprint
from service.compete.tournaments import Tournaments

from . import responses as R
from .auth import bearer, caller
from .caller import games
from .errors import problem_response
from .games import link_next
from .inputs import idem_key, json_body
from .openapi_parts import (IDEM, JSON, LINK, R400, R401, R413, R415, R429, body, operation, plain_json, problem,
                            ref)
from .query import int_arg
from .schemas import CreateTournamentSchema, JoinTournamentSchema, TournamentWebhookSchema

bp = Blueprint("tournaments", __name__)
_create_schema = CreateTournamentSchema()
_join_schema = JoinTournamentSchema()
_hook_schema = TournamentWebhookSchema()
STATUSES = ("open", "running", "finished")
_TAG = ["tournaments"]
_TID = {"name": "tournament_id", "in": "path", "required": True, "description": "The tournament's id (hex).",
        "schema": {"type": "string", "pattern": "^[0-9a-f]{16}$"}}
_RULESET = {"name": "ruleset", "in": "path", "required": True, "schema": ref("RulesetId")}
_CREATOR = [{"seatToken": []}]  # the creator token
_ONE = plain_json("The tournament.", ref("Tournament"))
_R404 = problem("No such tournament (or round, or entrant).", "not-found")
_R404_RATING = problem("No such ruleset, or the player has no rated game of it.", "not-found")
_R409 = problem("Not now: entries are closed (started or finished), the account or name has entered already, "
                "the tournament is full or in another state, or the entrant has left already.",
                "entries-closed", "already-entered", "tournament-full", "tournament-state", "not-entered")
_R422 = problem("The tournament cannot be run as asked (format, ruleset, options, rounds, table size, entry "
                "window), or it cannot start with fewer than two entrants.",
                "invalid-tournament", "invalid-options", "too-few-entrants")


def tournaments() -> Tournaments:
    """The tournaments of this app's games service."""
    return Tournaments(games())


def _answer(status: int, body: dict):
    """A tournament's answer, or the stored refusal of the first request with this Idempotency-Key."""
    if status >= 400:
        return problem_response(status, body)
    return body, status


@bp.post("/v1/tournaments")
@operation({
    "tags": _TAG, "operationId": "createTournament",
    "summary": "Create a tournament open for entries; the answer carries the creator token, once.",
    "parameters": [IDEM],
    "requestBody": {"required": True, "content": {JSON: {"schema": ref("CreateTournament")}}},
    "responses": {"201": plain_json("The new tournament, with `creator_token`.", ref("Tournament")),
                  "400": R400, "413": R413, "415": R415, "422": _R422, "429": R429},
})
def create_tournament():
    """A tournament open for entries: 201 with its creator token (shown once); Idempotency-Key honoured."""
    raw = json_body()
    data = _create_schema.load(raw)
    status, body = tournaments().create(data, idem_key(), fingerprint({"command": "tournament", "body": raw}))
    return _answer(status, body)


@bp.get("/v1/tournaments")
@operation({
    "tags": _TAG, "operationId": "listTournaments",
    "summary": "Tournaments newest first, by status and ruleset.",
    "parameters": [{"name": "status", "in": "query", "required": False,
                    "schema": {"enum": ["open", "running", "finished"]}},
                   {"name": "ruleset", "in": "query", "required": False, "schema": {"type": "string"}},
                   {"name": "cursor", "in": "query", "required": False,
                    "schema": {"type": "integer", "minimum": 0}},
                   {"name": "limit", "in": "query", "required": False,
                    "schema": {"type": "integer", "minimum": 1, "maximum": 200, "default": 50}}],
    "responses": {"200": {**plain_json("A page of tournaments.", body(R.tournaments.TournamentPageSchema)),
                          "headers": LINK}, "400": R400, "429": R429},
})
def list_tournaments():
    """Tournaments newest first; filters status (open, running, finished) and ruleset."""
    status = request.args.get("status")
    if status is not None and status not in STATUSES:
        raise BadRequest(f"query parameter status must be open, running or finished, not {status!r}",
                         errors={"status": "must be open, running or finished"})
    page = tournaments().list(status, request.args.get("ruleset"), int_arg("limit", 50, 1, 200),
                              int_arg("cursor", 0, 0))
    return link_next(jsonify(page), cursor=page["next"])


@bp.get("/v1/tournaments/<tid>")
@operation({
    "tags": _TAG, "operationId": "getTournament", "parameters": [_TID],
    "summary": "The tournament: settings, entrants, standings so far, links to every round.",
    "responses": {"200": _ONE, "404": _R404, "429": R429},
})
def get_tournament(tid: str):
    """The tournament: settings, entrants, standings so far, links to its rounds."""
    return tournaments().get(tid)


@bp.post("/v1/tournaments/<tid>/entrants")
@operation({
    "tags": _TAG, "operationId": "joinTournament", "parameters": [_TID, IDEM],
    "summary": "Enter: a signed-in account (session or API token with play) enters itself; the creator "
               "(creator token) enters an AI level with `ai`.",
    "requestBody": {"required": False, "content": {JSON: {"schema": ref("JoinTournament")}}},
    "responses": {"201": plain_json("The tournament with `entrant`.", ref("Tournament")), "400": R400,
                  "401": R401, "404": _R404, "409": _R409, "422": _R422, "429": R429},
})
def join_tournament(tid: str):
    """Enter: a signed-in account enters itself; the creator enters an AI level ({ai}); Idempotency-Key
    honoured (per account, or per creator token)."""
    raw = json_body(optional=True)
    data = _join_schema.load(raw)
    fp = fingerprint({"command": "enter", "body": raw})
    if data["ai"] is not None:
        status, body = tournaments().join(tid, ai=data["ai"], name=data["name"], creator_token=bearer(),
                                          idem=idem_key(), fingerprint=fp)
    else:
        account = caller("play")
        name = None
        if account is not None:
            name = current_app.extensions["accounts"].profile(account.account)["display_name"]
        status, body = tournaments().join(tid, account=account.account if account else None, name=name,
                                          idem=idem_key(), fingerprint=fp)
    return _answer(status, body)


@bp.delete("/v1/tournaments/<tid>/entrants/<eid>")
@operation({
    "tags": _TAG, "operationId": "leaveTournament",
    "parameters": [_TID, {"name": "entrant_id", "in": "path", "required": True, "schema": {"type": "string"}}],
    "summary": "Leave before the start, or withdraw after it (the game in progress is resigned; no more "
               "pairings; results stand): the entrant's own account, or the creator.",
    "security": _CREATOR,
    "responses": {"200": _ONE, "401": R401, "404": _R404, "409": _R409, "429": R429},
})
def leave_tournament(tid: str, eid: str):
    """An entrant leaves before the start, or withdraws after it (its game in progress is
    resigned; it is not paired again): its own account, or the creator."""
    account = caller("play")
    token = None if account is not None else bearer()
    return tournaments().leave(tid, eid, account=account.account if account else None, creator_token=token)


@bp.post("/v1/tournaments/<tid>/start")
@operation({
    "tags": _TAG, "operationId": "startTournament", "parameters": [_TID, IDEM], "security": _CREATOR,
    "summary": "The creator starts it: pairing numbers are drawn from the seed, round 1 is paired and its "
               "games are created.",
    "responses": {"200": _ONE, "401": R401, "404": _R404, "409": _R409, "422": _R422, "429": R429},
})
def start_tournament(tid: str):
    """The creator starts it: pairing numbers drawn from the seed, round 1 paired, its games created;
    Idempotency-Key honoured."""
    raw = json_body(optional=True)
    return _answer(*tournaments().start(tid, bearer(), idem_key(), fingerprint({"command": "start", "body": raw})))


@bp.get("/v1/tournaments/<tid>/standings")
@operation({
    "tags": _TAG, "operationId": "tournamentStandings", "parameters": [_TID],
    "summary": "The standings and the tie-breaks that order them (final once finished).",
    "responses": {"200": plain_json("The standings.", body(R.tournaments.StandingsSchema)), "404": _R404,
                  "429": R429},
})
def tournament_standings(tid: str):
    """The standings with their tie-breaks (final once the tournament has finished)."""
    return tournaments().standings(tid)


@bp.get("/v1/tournaments/<tid>/rounds/<int:n>")
@operation({
    "tags": _TAG, "operationId": "tournamentRound",
    "parameters": [_TID, {"name": "n", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}],
    "summary": "Round n's pairings: tables with their seats, game, status and result; byes and rests.",
    "responses": {"200": plain_json("The round.", ref("TournamentRound")), "404": _R404, "429": R429},
})
def tournament_round(tid: str, n: int):
    """Round n's pairings: tables (seats, game, status, result), byes and rests."""
    return tournaments().round(tid, n)


@bp.get("/v1/tournaments/<tid>/export")
@operation({
    "tags": _TAG, "operationId": "exportTournament",
    "parameters": [_TID, {"name": "games", "in": "query", "required": False,
                          "schema": {"type": "boolean", "default": True}}],
    "summary": "The portable record that `python3 -m domain.audit tournament FILE` checks: the audit, every "
               "event and every finished game's export.",
    "responses": {"200": plain_json("The record.", ref("TournamentExport")), "400": R400, "404": _R404,
                  "429": R429},
})
def export_tournament(tid: str):
    """The portable record that `python3 -m domain.audit tournament FILE` checks: the audit, every
    event and (unless games=false) every finished game's export."""
    raw = request.args.get("games", "true").lower()
    if raw not in ("true", "false", "1", "0"):
        raise BadRequest(f"query parameter games must be true or false, not {raw!r}",
                         errors={"games": "must be true or false"})
    resp = jsonify(tournaments().export(tid, with_games=raw in ("true", "1")))
    resp.headers["Content-Disposition"] = f'attachment; filename="tournament-{tid}.json"'
    return resp


@bp.post("/v1/tournaments/<tid>/webhooks")
@operation({
    "tags": _TAG, "operationId": "registerTournamentWebhook", "parameters": [_TID, IDEM], "security": _CREATOR,
    "summary": "The creator registers a URL for `tournament.round_ready` (your next game is ready: "
               "every table's game of a newly paired round) and `tournament.finished` (with the "
               "standings); Standard Webhooks, signed like a game's. The secret is shown once.",
    "requestBody": {"required": True, "content": {JSON: {"schema": ref("TournamentWebhookRequest")}}},
    "responses": {"201": plain_json("The webhook, with its secret.", body(R.tournaments.TournamentWebhookSchema)),
                  "400": R400, "401": R401, "404": _R404, "413": R413, "415": R415, "429": R429},
})
def register_tournament_webhook(tid: str):
    """The creator registers a URL for tournament.round_ready ("your next game is ready": every
    table's game of a new round) and tournament.finished; the answer holds the secret, once;
    Idempotency-Key honoured."""
    from .webhooks import allow_private_targets, own_hosts

    from .accounts import created

    raw = json_body()
    data = _hook_schema.load(raw)
    token = bearer()

    def run():
        return 201, tournaments().register_webhook(tid, token, data["url"], data["events"], own_hosts=own_hosts(),
                                                   allow_private=allow_private_targets())

    # with an Idempotency-Key (per creator token) a retry after a lost answer gets the same webhook
    # and its secret, sealed with the key in the store, never a second webhook
    scope = "twebhook:" + hashlib.sha256((token or "").encode()).hexdigest()[:32]
    return _answer(*created(tid, scope, raw, run, secret=True))


@bp.get("/v1/tournaments/<tid>/webhooks")
@operation({
    "tags": _TAG, "operationId": "listTournamentWebhooks", "parameters": [_TID], "security": _CREATOR,
    "summary": "The tournament's webhooks (without secrets).",
    "responses": {"200": plain_json("The webhooks.", body(R.tournaments.TournamentWebhooksSchema)),
                  "401": R401, "404": _R404, "429": R429},
})
def list_tournament_webhooks(tid: str):
    """The tournament's webhooks (the creator's), without secrets."""
    return {"webhooks": tournaments().webhooks(tid, bearer())}


@bp.delete("/v1/tournaments/<tid>/webhooks/<wid>")
@operation({
    "tags": _TAG, "operationId": "deleteTournamentWebhook",
    "parameters": [_TID, {"name": "wid", "in": "path", "required": True, "schema": {"type": "string"}}],
    "security": _CREATOR,
    "summary": "The creator deletes a webhook.",
    "responses": {"204": {"description": "Deleted."}, "401": R401, "404": _R404, "429": R429},
})
def delete_tournament_webhook(tid: str, wid: str):
    """The creator deletes a webhook."""
    tournaments().delete_webhook(tid, bearer(), wid)
    return "", 204


# --- ratings (docs/ratings.md) -----------------------------------------------------------------------
def _ratings():
    from service.compete.ratings import Ratings

    return Ratings(games().store.r)


def _known_ruleset(ruleset: str) -> None:
    from domain.engine import find_ruleset
    from service.storage.errors import NotFound

    if find_ruleset(ruleset) is None:
        raise NotFound(f"no ruleset {ruleset!r}")


@bp.get("/v1/ratings/<ruleset>")
@operation({
    "tags": ["ratings"], "operationId": "leaderboard",
    "summary": "The ruleset's leaderboard, best first by mu - 3 sigma (openskill Plackett-Luce), with the AI "
               "levels apart so a person can pick an opponent of their strength.",
    "parameters": [_RULESET, {"name": "kind", "in": "query", "required": False, "schema": {"enum": ["ai", "account"]}},
                   {"name": "limit", "in": "query", "required": False,
                    "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}}],
    "responses": {"200": plain_json("The leaderboard.", body(R.tournaments.LeaderboardSchema)), "400": R400,
                  "404": _R404_RATING, "429": R429},
})
def leaderboard(ruleset: str):
    """The ruleset's leaderboard (accounts and AI levels), best first; kind=ai or account filters."""
    _known_ruleset(ruleset)
    kind = request.args.get("kind")
    if kind not in (None, "ai", "account"):
        raise BadRequest(f"query parameter kind must be ai or account, not {kind!r}",
                         errors={"kind": "must be ai or account"})
    return _ratings().leaderboard(ruleset, int_arg("limit", 100, 1, 1000), kind)


@bp.get("/v1/ratings/<ruleset>/players/<player>")
@operation({
    "tags": ["ratings"], "operationId": "playerRating",
    "summary": "One player's rating and its history, game by game (oldest first).",
    "parameters": [_RULESET, {"name": "player", "in": "path", "required": True, "schema": {"type": "string"}},
                   {"name": "limit", "in": "query", "required": False,
                    "schema": {"type": "integer", "minimum": 1, "maximum": 5000, "default": 200}}],
    "responses": {"200": plain_json("The player's rating and history.", body(R.tournaments.PlayerRatingSchema)),
                  "400": R400, "404": _R404_RATING, "429": R429},
})
def player_rating(ruleset: str, player: str):
    """One player's rating (acct:<id> or ai:<level>[:<budget>]) and its history, game by game."""
    from service.storage.errors import NotFound

    _known_ruleset(ruleset)
    body = _ratings().player(ruleset, player, int_arg("limit", 200, 1, 5000))
    if body is None:
        raise NotFound(f"{player!r} has no rated game of {ruleset}")
    return body
