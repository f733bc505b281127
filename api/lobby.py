"""Play by post: claim an open seat, start a waiting game, list games, the caller's games."""
from __future__ import annotations

from flask import Blueprint, current_app, jsonify, request

from service.storage.errors import BadRequest, Unauthorized
from service.table.lobby import Lobby

from service.table.game_record import hash_token
from service.play.games import fingerprint
from service.storage.idempotency import once
from service.people.safety import Safety

from .auth import bearer, caller
from .caller import games
from .conditional import with_etag
from .errors import problem_response
from .games import link_next
from .i18n import vary_language, words_language
from .inputs import idem_key, json_body
from .limits import client_identity
from . import responses as R
from .openapi_parts import (
    BEARER_REQUIRED, CURSOR, EXHIBITION_429, GAME_ID, IDEM, JSON, LINK, R400, R401, R404_GAME, R413, R415, R429,
    also_forbidden, body, etag_json, operation, plain_json, problem, query_param, ref)
from .query import int_arg
from .schemas import ClaimSchema, StartSchema

bp = Blueprint("lobby", __name__)
_claim_schema = ClaimSchema()
_start_schema = StartSchema()
MAX_TOKENS = 100
SEAT = {"name": "seat", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 0}}
_SEAT_UNAVAILABLE = problem("The seat is not open or already claimed, or the game no longer waits for players.",
                            "seat-unavailable")
_CREATOR_ERRORS = {"401": R401, "404": R404_GAME,
                   "409": problem("The game has finished, the seat is an AI's, or (revoke) it is claimed.",
                                  "seat-unavailable"), "429": R429}


def lobby() -> Lobby:
    """The lobby of this app's games service."""
    return Lobby(games())


@bp.post("/v1/games/<game_id>/seats/<int:seat>/claim")
@operation({
    "tags": ["lobby"], "operationId": "claimSeat",
    "summary": "Take an open seat with its invite code; the answer holds the seat's token, once. The game "
               "starts when the last open seat is claimed.",
    "parameters": [GAME_ID, SEAT, IDEM],
    "requestBody": {"required": True, "content": {JSON: {"schema": ref("Claim")}}},
    "responses": also_forbidden({"200": etag_json("The game as the new seat sees it, with `token`.", ref("Game")),
                                 "400": R400, "403": problem("Not this seat's invite code.", "forbidden"),
                                 "404": R404_GAME, "409": _SEAT_UNAVAILABLE, "413": R413, "415": R415, "429": R429},
                                "Claimed as a suspended account.", "account-restricted"),
})
def claim_seat(game_id: str, seat: int):
    """Take an open seat with its invite code: {invite, name?} -> the game and the seat's token (once)."""
    raw = json_body()
    data = _claim_schema.load(raw)
    account = caller("play")  # claimed as an account: the seat is also the account's
    seats = None
    name = data["name"]
    if account is not None:
        from service.people.account_seats import AccountSeats
        from service.storage.errors import SeatUnavailable

        Safety(games().store.r).check_may_play(account.account)  # a suspended account takes no seat
        seats = AccountSeats(games().store.r, games())
        meta = games().store.meta(game_id)
        if meta and seats.seat_in(meta, account.account) not in (None, seat):  # the early answer; the
            raise SeatUnavailable("this account already holds another seat of this game")  # claim rechecks
        name = name or current_app.extensions["accounts"].profile(account.account)["display_name"]
    body = lobby().claim(game_id, seat, data["invite"], name, idem=idem_key(),
                         fingerprint=fingerprint({"command": "claim", "seat": seat, "body": raw,
                                                  "account": account.account if account else None}),
                         account=account.account if account else None)
    if seats is not None:
        seats.bind(game_id, seat, account.account, token_hash=hash_token(body["token"]))
        body["your_seat"] = seat
        if body["status"] != "waiting":  # bound after the start's own events: the account's game_started
            from service.storage.connection import quietly

            quietly("the account's game_started", lambda: games().account_events.joined(games().load(game_id),
                                                                                          account.account), tries=1)
    return with_etag(body, body["version"], 200, seat=seat)


@bp.get("/v1/games/<game_id>/invites")
@operation({
    "tags": ["lobby"], "operationId": "listInvites",
    "summary": "The creator (creator token) sees each human seat's invite state: open (a code waits), "
               "claimed, or closed (revoked). Codes are stored hashed, so they are never shown again.",
    "parameters": [GAME_ID], "security": BEARER_REQUIRED,
    "responses": {"200": plain_json("The invites.", body(R.lobby.InvitesSchema)), "401": R401, "404": R404_GAME,
                  "429": R429},
})
def list_invites(game_id: str):
    """The creator sees each human seat's invite state: open, claimed or closed."""
    return lobby().invites(game_id, bearer())


@bp.post("/v1/games/<game_id>/seats/<int:seat>/invite")
@operation({
    "tags": ["lobby"], "operationId": "reissueInvite",
    "summary": "The creator issues a new invite code for a seat: the old code stops working and, if "
               "the seat was claimed, so does its token (the player claims again with the new code, "
               "also in a running game).",
    "parameters": [GAME_ID, SEAT], "security": BEARER_REQUIRED,
    "responses": {"201": plain_json("The new invite code, shown once.", body(R.lobby.NewInviteSchema)),
                  **_CREATOR_ERRORS},
})
def reissue_invite(game_id: str, seat: int):
    """The creator issues a new invite code for a seat: its old code and, if it was claimed, its
    token stop working (a player who lost a token claims the seat again with the new code)."""
    return lobby().reissue(game_id, seat, bearer()), 201


@bp.delete("/v1/games/<game_id>/seats/<int:seat>/invite")
@operation({
    "tags": ["lobby"], "operationId": "revokeInvite",
    "summary": "The creator withdraws an open seat's invite (until a new one is issued).",
    "parameters": [GAME_ID, SEAT], "security": BEARER_REQUIRED,
    "responses": {"204": {"description": "Withdrawn."}, **_CREATOR_ERRORS},
})
def revoke_invite(game_id: str, seat: int):
    """The creator withdraws an open seat's invite (until a new one is issued)."""
    lobby().reissue(game_id, seat, bearer(), revoke_only=True)
    return "", 204


@bp.post("/v1/games/<game_id>/start")
@operation({
    "tags": ["lobby"], "operationId": "startGame",
    "summary": "The creator (creator token) starts a waiting game now; open seats get an AI (default greedy).",
    "parameters": [GAME_ID, IDEM], "security": BEARER_REQUIRED,
    "requestBody": {"required": False, "content": {JSON: {"schema": ref("Start")}}},
    "responses": {"200": etag_json("The started game.", ref("Game")), "400": R400, "401": R401,
                  "404": R404_GAME, "409": _SEAT_UNAVAILABLE, "415": R415,
                  "422": problem("`ai` asks for more thinking per move than this service gives (`errors` "
                                 "names `ai.budget_ms` or `ai.iterations`; lower ceilings when no person "
                                 "holds a seat).", "invalid-options"),
                  "429": EXHIBITION_429},
})
def start_game(game_id: str):
    """The creator starts a waiting game now; seats still open get an AI ({ai?}, default greedy)."""
    raw = json_body(optional=True)
    data = _start_schema.load(raw)
    creator = bearer()
    fp = fingerprint({"command": "start", "creator": hash_token(creator or ""), "body": raw})
    status, body = once(games().store, game_id, "start", idem_key(), fp,
                        lambda lease: (200, lobby().start(game_id, creator, data["ai"], client=client_identity(),
                                                          idem=lease.key if lease else None)))
    if status >= 400:  # the stored refusal of the first request with this Idempotency-Key
        return problem_response(status, body)
    return with_etag(body, body["version"], 200)


def _bool_arg(name: str) -> bool | None:
    raw = request.args.get(name)
    if raw is None:
        return None
    if raw.lower() in ("1", "true", "yes"):
        return True
    if raw.lower() in ("0", "false", "no"):
        return False
    raise BadRequest(f"query parameter {name} must be true or false, not {raw!r}", errors={name: "must be a boolean"})


@bp.get("/v1/games")
@operation({
    "tags": ["lobby"], "operationId": "listGames", "summary": "Games, newest first, filtered, paginated.",
    "parameters": [query_param("ruleset", "only this ruleset (an unknown id matches no game)", {"type": "string"}),
                   query_param("status", "only games in this status", {"enum": ["waiting", "active", "finished"]}),
                   query_param("open", "only games with (true) or without (false) open seats", {"type": "boolean"}),
                   query_param("seat", "only games with a seat of this name", {"type": "string"}),
                   query_param("cursor", "the `next` of the previous page", CURSOR),
                   query_param("limit", "at most this many games", {"type": "integer", "minimum": 1, "maximum": 200,
                                                                   "default": 50})],
    "responses": {"200": {**plain_json("A page of games.", ref("GamePage")), "headers": LINK}, "400": R400,
                  "429": R429},
})
def list_games():
    """Games, newest first: filters ruleset, status, open (has open seats), seat (a seat's name)."""
    status = request.args.get("status")
    if status is not None and status not in ("waiting", "active", "finished"):
        raise BadRequest(f"query parameter status must be waiting, active or finished, not {status!r}",
                         errors={"status": "must be waiting, active or finished"})
    limit = int_arg("limit", 50, 1, 200)
    page = lobby().list_games(request.args.get("ruleset"), status, _bool_arg("open"),
                              request.args.get("seat"), request.args.get("cursor"), limit, words_language())
    return link_next(vary_language(jsonify(page)), cursor=page["next"])


EXPORT_PAGE = 20


def _exports(ids: list[str], seats: dict | None = None) -> list[dict]:
    return [games().export(games().load(gid), (seats or {}).get(gid)) for gid in ids]


@bp.get("/v1/exports")
@operation({
    "tags": ["lobby"], "operationId": "exportGames",
    "summary": "Finished games, newest first, each as its portable record; paginated like /v1/games.",
    "parameters": [{"name": "ruleset", "in": "query", "required": False, "schema": {"type": "string"}},
                   {"name": "cursor", "in": "query", "required": False, "schema": CURSOR},
                   {"name": "limit", "in": "query", "required": False,
                    "schema": {"type": "integer", "minimum": 1, "maximum": 20, "default": 10}}],
    "responses": {"200": {**plain_json("A page of game records.", body(R.lobby.ExportPageSchema)), "headers": LINK},
                  "400": R400, "429": R429},
})
def bulk_export():
    """Finished games of a ruleset (or of all), newest first, each as its portable record;
    paginated like /v1/games (`cursor`, `limit` up to 20)."""
    limit = int_arg("limit", 10, 1, EXPORT_PAGE)
    page = lobby().list_games(request.args.get("ruleset"), "finished", None, None,
                              request.args.get("cursor"), limit)
    body = {"games": _exports([g["id"] for g in page["games"]]), "next": page["next"]}
    return link_next(jsonify(body), cursor=page["next"])


def _tokens() -> list[str]:
    raw = bearer()
    if raw is None:
        raise Unauthorized("name your games with Authorization: Bearer <token>[,<token>...]")
    tokens = [t.strip() for t in raw.split(",") if t.strip()]
    if len(tokens) > MAX_TOKENS:
        raise BadRequest(f"at most {MAX_TOKENS} tokens per request", errors={"Authorization": "too many tokens"})
    return tokens


@bp.get("/v1/me/exports")
@operation({
    "tags": ["lobby"], "operationId": "myExports",
    "summary": "The finished games of the caller's account (a session or an account token: all its seats) "
               "or of its seat tokens (`Authorization: Bearer t1,t2,…`), each as its portable record.",
    "security": BEARER_REQUIRED,
    "responses": {"200": plain_json("The caller's finished games.", body(R.lobby.ExportPageSchema)), "400": R400,
                  "401": R401, "429": R429},
})
def my_exports():
    """The finished games of the caller's account (a session or an account token: all its seats)
    or of its seat tokens, each as its portable record."""
    account = caller("read")
    if account is not None:
        from service.people.account_seats import AccountSeats

        mine = AccountSeats(games().store.r, games()).my_games(account.account)
        done = [g for g in mine["games"] if g["status"] == "finished"]
        return {"games": _exports([g["id"] for g in done], {g["id"]: g["your_seat"] for g in done}), "next": None}
    mine = lobby().my_games(_tokens())
    if not mine["games"]:
        raise Unauthorized("none of these bearer tokens is a seat token of a game")
    done = [g for g in mine["games"] if g["status"] == "finished"]
    return {"games": _exports([g["id"] for g in done], {g["id"]: g["your_seat"] for g in done}), "next": None}


@bp.get("/v1/me/games")
@operation({
    "tags": ["lobby"], "operationId": "myGames",
    "summary": "The games of the caller's seat tokens (`Authorization: Bearer t1,t2,…`, up to 100), most "
               "urgent first: the caller's turn, then the least time left.",
    "security": BEARER_REQUIRED,
    "responses": {"200": plain_json("The caller's games.", body(R.lobby.MyGamesSchema)), "400": R400,
                  "401": R401, "429": R429},
})
def my_games():
    """The caller's games, most urgent first: its account's (a session or an API token), or its seat
    tokens' (`Authorization: Bearer t1,t2,...`); with the counts a badge shows."""
    account = caller("read")
    lang = words_language()  # the outcomes' words
    if account is not None:
        from service.people.account_seats import AccountSeats

        return vary_language(jsonify(AccountSeats(games().store.r, games()).my_games(account.account, lang)))
    mine = lobby().my_games(_tokens(), lang)
    if not mine["games"]:  # every live seat token yields an entry, so none of them is valid
        raise Unauthorized("none of these bearer tokens is a seat token of a game")
    return vary_language(jsonify(mine))
