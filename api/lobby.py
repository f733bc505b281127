"""Play by post: claim an open seat, start a waiting game, list games, the caller's games."""
from __future__ import annotations

from flask import Blueprint, current_app, jsonify, request

from service.errors import BadRequest, Unauthorized
from service.lobby import Lobby

from service.game_record import hash_token
from service.games import fingerprint
from service.idempotency import once
from service.safety import Safety

from .auth import bearer, caller
from .caller import games
from .conditional import with_etag
from .errors import problem_response
from .games import link_next
from .i18n import vary_language, words_language
from .inputs import idem_key, json_body
from .limits import client_identity
from .query import int_arg
from .schemas import ClaimSchema, StartSchema

bp = Blueprint("lobby", __name__)
_claim_schema = ClaimSchema()
_start_schema = StartSchema()
MAX_TOKENS = 100


def lobby() -> Lobby:
    """The lobby of this app's games service."""
    return Lobby(games())


@bp.post("/v1/games/<game_id>/seats/<int:seat>/claim")
def claim_seat(game_id: str, seat: int):
    """Take an open seat with its invite code: {invite, name?} -> the game and the seat's token (once)."""
    raw = json_body()
    data = _claim_schema.load(raw)
    account = caller("play")  # claimed as an account: the seat is also the account's
    seats = None
    name = data["name"]
    if account is not None:
        from service.account_seats import AccountSeats
        from service.errors import SeatUnavailable

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
            from service.connection import quietly

            quietly("the account's game_started", lambda: games().account_events.joined(games().load(game_id),
                                                                                          account.account), tries=1)
    return with_etag(body, body["version"], 200, seat=seat)


@bp.get("/v1/games/<game_id>/invites")
def list_invites(game_id: str):
    """The creator sees each human seat's invite state: open, claimed or closed."""
    return lobby().invites(game_id, bearer())


@bp.post("/v1/games/<game_id>/seats/<int:seat>/invite")
def reissue_invite(game_id: str, seat: int):
    """The creator issues a new invite code for a seat: its old code and, if it was claimed, its
    token stop working (a player who lost a token claims the seat again with the new code)."""
    return lobby().reissue(game_id, seat, bearer()), 201


@bp.delete("/v1/games/<game_id>/seats/<int:seat>/invite")
def revoke_invite(game_id: str, seat: int):
    """The creator withdraws an open seat's invite (until a new one is issued)."""
    lobby().reissue(game_id, seat, bearer(), revoke_only=True)
    return "", 204


@bp.post("/v1/games/<game_id>/start")
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
def my_exports():
    """The finished games of the caller's account (a session or an account token: all its seats)
    or of its seat tokens, each as its portable record."""
    account = caller("read")
    if account is not None:
        from service.account_seats import AccountSeats

        mine = AccountSeats(games().store.r, games()).my_games(account.account)
        done = [g for g in mine["games"] if g["status"] == "finished"]
        return {"games": _exports([g["id"] for g in done], {g["id"]: g["your_seat"] for g in done}), "next": None}
    mine = lobby().my_games(_tokens())
    if not mine["games"]:
        raise Unauthorized("none of these bearer tokens is a seat token of a game")
    done = [g for g in mine["games"] if g["status"] == "finished"]
    return {"games": _exports([g["id"] for g in done], {g["id"]: g["your_seat"] for g in done}), "next": None}


@bp.get("/v1/me/games")
def my_games():
    """The caller's games, most urgent first: its account's (a session or an API token), or its seat
    tokens' (`Authorization: Bearer t1,t2,...`); with the counts a badge shows."""
    account = caller("read")
    lang = words_language()  # the outcomes' words
    if account is not None:
        from service.account_seats import AccountSeats

        return vary_language(jsonify(AccountSeats(games().store.r, games()).my_games(account.account, lang)))
    mine = lobby().my_games(_tokens(), lang)
    if not mine["games"]:  # every live seat token yields an entry, so none of them is valid
        raise Unauthorized("none of these bearer tokens is a seat token of a game")
    return vary_language(jsonify(mine))
