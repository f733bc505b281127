"""The games resource: create, read, legal moves, moves, resign, undo, takeback, draw offers, abort,
events, replay, audit."""
from __future__ import annotations

import re
from urllib.parse import urlencode

from flask import Blueprint, current_app, jsonify, request

from domain.engine.errors import ArbiterError
from service.storage.errors import BadRequest, Unauthorized
from service.play.games import fingerprint
from service.play.held import StaleCopy
from service.people.safety import Restricted, Safety, is_suspended_seat

from .auth import caller
from .blocking import blocking_redis, wait_for_events
from .caller import game_and_seat, games, held_seat
from .conditional import with_etag
from .errors import problem_response
from .i18n import request_language, vary_language, words_language
from .inputs import idem_key, json_body
from .limits import client_identity
from .openapi_parts import (
    ACCOUNT_403,
    BEARER_OPTIONAL,
    BEARER_REQUIRED,
    BODYLESS_WRITE_ERRORS,
    EXHIBITION_429,
    GAME_ID,
    IDEM,
    IF_MATCH_PARAM,
    JSON,
    LINK,
    MINIMAL_HEADERS,
    PREFER,
    R400,
    R401,
    R404_GAME,
    R413,
    R415,
    R429,
    READ_ERRORS,
    SUSPENDED,
    WRITE_ERRORS,
    also_forbidden,
    etag_json,
    operation,
    plain_json,
    problem,
    ref,
)
from .query import int_arg, json_arg, picks_arg
from .schemas import AnswerSchema, CreateGameSchema, MoveRequestSchema
from .tutorial_data import practice_position

bp = Blueprint("games", __name__, url_prefix="/v1/games")
_create_schema = CreateGameSchema()
_move_schema = MoveRequestSchema()
_answer_schema = AnswerSchema()


def _command_op(op_id: str, summary: str, done: str, body: bool = False) -> dict:
    """Undo, takeback, draw offers, abort: a command of the seat, recorded as an event of the game's log."""
    out = {"tags": ["games"], "operationId": op_id, "summary": summary, "parameters": [GAME_ID, IF_MATCH_PARAM, IDEM],
           "security": BEARER_REQUIRED,
           "responses": {"201": etag_json(done, ref("MoveResult")),
                         **(WRITE_ERRORS if body else BODYLESS_WRITE_ERRORS), "429": R429}}
    if body:
        out["requestBody"] = {"required": True, "content": {JSON: {"schema": ref("AnswerRequest")}}}
    return out


_REMATCH_ERRORS = {"401": R401, "404": R404_GAME,
                   "422": problem("The game has not finished, is a tournament game, or there is no offer to "
                                  "decline.", "illegal-move"), "429": R429}


# a version, bare or quoted, or a viewer's ETag of it ("12-seat0"): the precondition is on the version
IF_MATCH = re.compile(r'"?([0-9]{1,15})(?:-seat[0-9]{1,3})?(?:-[a-z]{2,3})?"?')  # "12-seat0-de": words in German


def _if_match() -> int | None:
    raw = request.headers.get("If-Match")
    if raw is None:
        return None
    tag = raw.strip()
    if tag == "*":  # RFC 9110: any current representation; the game exists, so no precondition
        return None
    if tag.startswith("W/"):
        raise BadRequest("If-Match needs the strong ETag of the game, e.g. \"12\"", errors={"If-Match": "weak ETag"})
    match = IF_MATCH.fullmatch(tag)
    if match is None:
        raise BadRequest(f"If-Match must be the game's version as an ETag, e.g. \"12\"; got {raw!r}",
                         errors={"If-Match": "must be a version"})
    return int(match.group(1))


def link_next(resp, **params):
    """Add RFC 8288 `Link: <this URL with params>; rel="next"` when there is a next page."""
    if all(v is not None for v in params.values()):
        query = {**request.args.to_dict(), **{k: str(v) for k, v in params.items()}}
        resp.headers["Link"] = f'<{request.path}?{urlencode(query)}>; rel="next"'
    return resp


# a finished game never changes again: a client or browser may keep these answers for good
FINAL = "max-age=31536000, immutable"


def _final(resp, loaded):
    """Mark a read of a finished game as immutable (Cache-Control)."""
    if loaded.finished:
        resp.headers["Cache-Control"] = FINAL
    return resp


@bp.post("")
@operation({
    "tags": ["games"], "operationId": "createGame",
    "summary": "Create a game. Each human seat's token is in this answer and never again; send an "
               "Idempotency-Key (a random UUID: the key itself is what recovers the tokens) to "
               "be able to get this answer again.",
    "parameters": [IDEM],
    "requestBody": {"required": True, "content": {JSON: {"schema": ref("CreateGame")}}},
    "responses": also_forbidden({
        "201": etag_json("The game as a spectator sees it, plus `token` on each human seat.",
                         ref("Game"), {"Location": {"description": "/v1/games/{id}",
                                                    "schema": {"type": "string"}}}),
        "400": R400,
        "401": {**problem("A seat is `mine` but no account is signed in (a session, or an API token "
                          "with `play`).", "unauthorized"), "headers": R401["headers"]},
        "404": problem("`position` names a tutorial step the ruleset does not have.", "not-found"),
        "413": R413,
        "415": R415,
        "422": problem("Unknown ruleset, invalid options (`errors` names them as `options.<name>`), "
                       "a seat count the ruleset does not take, or a clock policy it has no rule for.",
                       "invalid-options"),
        "429": EXHIBITION_429,
    }, "A seat that is `mine` for a suspended account.", "account-restricted"),
})
def create_game():
    """Create a game; seat tokens are shown once, here."""
    raw = json_body()
    data = _create_schema.load(raw)
    seats, extra, owner = _people_seats(data)
    status, body = games().create_request(data["ruleset"], seats, data["options"], data["clock"],
                                  idem=idem_key(), fingerprint=fingerprint({"command": "create", "body": raw,
                                                                             "account": owner}),
                                  extra_meta=extra, client=client_identity(),
                                  position=practice_position(data["ruleset"], data["position"]))
    if status >= 400:  # the stored refusal of the first request with this Idempotency-Key
        return problem_response(status, body)
    if owner is not None:
        from service.people.account_seats import AccountSeats

        seat = next(i for i, s in enumerate(data["seats"]) if s.get("mine"))
        AccountSeats(games().store.r, games()).index(owner, body["id"], seat)
        body["your_seat"] = seat
    resp = with_etag(body, body["version"], 201)
    resp.headers["Location"] = f"/v1/games/{body['id']}"
    return resp


def _people_seats(data: dict) -> tuple[list[dict], dict, str | None]:
    """The seats as the games service takes them (no account in them: accounts never reach the
    rules or the events), the metadata that records the caller's account seat and the chat's
    audience, and the caller's account (None if no seat is `mine`)."""
    mine = [i for i, s in enumerate(data["seats"]) if s.get("mine")]
    extra = {"chat_spectators": "1"} if (data.get("chat") or {}).get("spectators") else {}
    seats = [{k: v for k, v in s.items() if k != "mine"} for s in data["seats"]]
    if not mine:
        return seats, extra, None
    if len(mine) > 1:
        raise BadRequest("only one seat of a game can be yours", errors={"seats": "more than one seat is mine"})
    account = caller("play")
    if account is None:
        raise Unauthorized("a seat that is `mine` needs a signed-in account (a session or an API token with play)")
    Safety(games().store.r).check_may_play(account.account)  # a suspended account takes no seat
    i = mine[0]
    if seats[i].get("ai"):
        raise BadRequest("an AI seat cannot be yours", errors={f"seats.{i}.ai": "with mine"})
    if not seats[i].get("name"):
        seats[i]["name"] = current_app.extensions["accounts"].profile(account.account)["display_name"]
    extra[f"account:{i}"] = account.account
    return seats, extra, account.account


@bp.get("/<game_id>")
@operation({
    "tags": ["games"], "operationId": "getGame",
    "summary": "The game as the caller's seat (bearer token) or a spectator (no token) may see it.",
    "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
    "responses": {"200": etag_json("The game; ETag is its version.", ref("Game")), **READ_ERRORS, "429": R429},
})
def get_game(game_id: str):
    """The game as the caller's seat (or a spectator) may see it; ETag = version."""
    loaded, seat = game_and_seat(game_id)
    lang = words_language()
    return _final(with_etag(games().game_json(loaded, seat, lang), loaded.version, seat=seat, lang=lang), loaded)


@bp.get("/<game_id>/legal-moves")
@operation({
    "tags": ["games"], "operationId": "getLegalMoves",
    "summary": "The caller's legal moves now, in the shape to post back (empty for spectators "
               "and for seats not to act).",
    "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
    "responses": {"200": etag_json("The legal moves at this version.", ref("LegalMoves")),
                  **READ_ERRORS, "429": R429},
})
def legal_moves(game_id: str):
    """The caller's legal moves now, in the JSON shape to post back."""
    loaded, seat = game_and_seat(game_id)
    lang = words_language()
    return with_etag(games().legal_moves(loaded, seat, lang), loaded.version, seat=seat, lang=lang)


@bp.get("/<game_id>/why-not")
@operation({
    "tags": ["games"], "operationId": "whyNot",
    "summary": "Why a tapped element names none of the caller's moves now: the refusals (rule, words, "
               "the seed's sentence) of the moves its partial moves could complete (docs/web.md).",
    "parameters": [GAME_ID,
                   {"name": "pick", "in": "query", "required": True,
                    "description": "JSON: a list of partial moves, as an element's data-pick.",
                    "schema": {"type": "string", "maxLength": 2000}},
                   {"name": "given", "in": "query", "required": False,
                    "description": "JSON: an object of the fields earlier taps fixed.",
                    "schema": {"type": "string", "maxLength": 2000}}],
    "security": BEARER_REQUIRED,
    "responses": {"200": etag_json("The explanation.", ref("WhyNot")), **READ_ERRORS,
                  "409": problem("The game has not started.", "game-not-started"), "429": R429},
})
def why_not(game_id: str):
    """Why a tapped element names none of the caller's moves now: ?pick=<JSON list of partial
    moves, as the element's data-pick>&given=<JSON object of fields earlier taps fixed>. The
    rules' refusals (rule, detail, the seed's sentence), from what the caller's seat may see."""
    loaded, seat = game_and_seat(game_id)
    return with_etag(games().why_not(loaded, seat, picks_arg(), json_arg("given", dict, {})), loaded.version)


MINIMAL = "return=minimal"


def prefers_minimal() -> bool:
    """Whether the request says `Prefer: return=minimal` (RFC 7240): answer a move without the
    game's whole view (the events, the version, the ETag, and Location: the game to GET)."""
    raw = request.environ.get("HTTP_PREFER")  # one string: the server joins repeated headers with commas
    if not raw:
        return False
    for pref in raw.split(","):
        name, _, value = pref.split(";", 1)[0].partition("=")
        if name.strip().lower() == "return" and value.strip().strip('"').lower() == "minimal":
            return True
    return False


def move_body() -> dict:
    """The move request's body, parsed and checked: {"move": <a JSON value>}."""
    data = json_body()
    if len(data) == 1 and data.get("move") is not None:
        return data  # what the schema's load gives for the one field it takes, without its machinery
    return _move_schema.load(data)


def command_answer(game_id: str, command: str, move=None, payload=None):
    """Decide a move or a resignation for the caller's seat: (status, body, seat, minimal), where a
    status of 400 or more is a stored refusal (an Idempotency-Key's) whose body is the problem.

    Without an Idempotency-Key it is first decided on this process's held copy of the game, in one
    store round trip (service/play/held.py): the append checks the copy's version, head hash and
    metadata, and anything but a success (a stale copy, any refusal) is decided again from here on
    a fresh load, so no answer depends on the copy."""
    if "Idempotency-Key" not in request.headers and current_app.extensions.get("held_moves", True):
        held = games().load_held(game_id)
        if held is not None:
            try:
                return _command_answer(game_id, command, move, payload, *held)
            except StaleCopy:
                pass
    return _command_answer(game_id, command, move, payload)


def _command_answer(game_id: str, command: str, move, payload, loaded=None, held: str = ""):
    """command_answer on a fresh load, or on a held copy (`loaded`, its metadata's digest `held`),
    where every refusal is StaleCopy: the caller decides it again on a fresh load."""
    if loaded is None:
        loaded, seat = game_and_seat(game_id)
    else:
        try:
            seat = held_seat(loaded)
        except ArbiterError as exc:
            raise StaleCopy(exc.detail) from exc
    if seat is not None and is_suspended_seat(loaded.meta, seat):
        if held:
            raise StaleCopy("suspended on the held copy")
        raise Restricted("the account that holds this seat is suspended: it cannot move; the game's deadline "
                         "policy plays its turns", errors={"seat": "suspended"})
    minimal = prefers_minimal()
    status, body = games().submit(
        game_id, seat, command, move, if_match=_if_match(), idem=idem_key(),
        fingerprint=fingerprint({"command": command, "body": payload}) if "Idempotency-Key" in request.headers else "",
        loaded=loaded, view=not minimal, lang=words_language(),
        held=held,
    )
    if status >= 400:
        return status, body, seat, False
    if minimal:
        body = {k: v for k, v in body.items() if k != "game"}
    return status, body, seat, minimal


def minimal_headers(game_id: str) -> list[tuple[str, str]]:
    """What a `return=minimal` answer says instead of the view: that it is minimal, and where the game is."""
    return [("Preference-Applied", MINIMAL), ("Location", f"/v1/games/{game_id}")]


def _submit(game_id: str, command: str, move=None, payload=None):
    return command_response(game_id, *command_answer(game_id, command, move, payload))


def command_response(game_id: str, status: int, body: dict, seat: int | None, minimal: bool):
    """The Flask answer of `command_answer`'s result."""
    if status >= 400:
        return problem_response(status, body)
    # a write's answer: no cache keeps it, so no Vary; its ETag names the words' language
    resp = with_etag(body, body["version"], status, seat=seat, lang=words_language(), vary=False)
    if minimal:
        for name, value in minimal_headers(game_id):
            resp.headers[name] = value
    return resp


@bp.post("/<game_id>/moves")
@operation({
    "tags": ["games"], "operationId": "postMove",
    "summary": "Play a move for the caller's seat.",
    "parameters": [GAME_ID, IF_MATCH_PARAM, IDEM, PREFER],
    "security": BEARER_REQUIRED,
    "requestBody": {"required": True, "content": {JSON: {"schema": ref("MoveRequest")}}},
    "responses": also_forbidden({"201": etag_json("The move was played: the new version, the events it caused "
                                                  "(redacted for the caller) and the game after it (not with "
                                                  "`Prefer: return=minimal`).", ref("MoveResult"), MINIMAL_HEADERS),
                                 **WRITE_ERRORS, "429": R429}, SUSPENDED, "account-restricted"),
})
def post_move(game_id: str):
    """Play a move: {move: {...}}; If-Match, Idempotency-Key and `Prefer: return=minimal` honoured.
    (api/fast_moves.py serves this route off the generic request path, with the same answers.)"""
    data = move_body()
    return _submit(game_id, "move", data["move"], data)


@bp.post("/<game_id>/resign")
@operation({
    "tags": ["games"], "operationId": "resign",
    "summary": "The caller's seat resigns (a two-player game ends; larger ones go on). No body.",
    "parameters": [GAME_ID, IF_MATCH_PARAM, IDEM, PREFER],
    "security": BEARER_REQUIRED,
    "responses": also_forbidden({"201": etag_json("The resignation was recorded.", ref("MoveResult"),
                                                  MINIMAL_HEADERS),
                                 **BODYLESS_WRITE_ERRORS, "429": R429}, SUSPENDED, "account-restricted"),
})
def resign(game_id: str):
    """The caller's seat resigns (`Prefer: return=minimal` honoured)."""
    return _submit(game_id, "resign", None, None)


@bp.post("/<game_id>/undo")
@operation(_command_op(
    "undo", "Withdraw the caller's own last move while its turn goes on and nothing was revealed since "
    "(no die, no card, no hidden choice); `ActionWithdrawn` sets the game back. No body.",
    "The move was withdrawn."))
def undo(game_id: str):
    """Withdraw the caller's own last move while its turn goes on and nothing was revealed since."""
    return _submit(game_id, "undo", None, None)


@bp.post("/<game_id>/takeback")
@operation(_command_op(
    "requestTakeback", "Ask the other players to take back the caller's last turn and the moves made since it "
    "(an opponent's reply goes back too: its seat is among those who answer; refused where anything hidden or "
    "random was revealed since, or a resignation or timeout came between). No body.",
    "The request was recorded (`TakebackRequested`; `data.replies` lists the seats whose moves go back too)."))
def takeback(game_id: str):
    """Ask the other players to take back the caller's last turn and the moves made since."""
    return _submit(game_id, "takeback", None, None)


@bp.post("/<game_id>/takeback/answer")
@operation(_command_op(
    "answerTakeback", "Accept or decline the pending takeback request; the last acceptance withdraws the "
    "turn.", "The answer was recorded.", body=True))
def takeback_answer(game_id: str):
    """Accept or decline the pending takeback request: {accept: true|false}."""
    data = _answer_schema.load(json_body())
    return _submit(game_id, "takeback_answer", data, data)


@bp.post("/<game_id>/draw")
@operation(_command_op(
    "offerDraw", "Offer to end the game as a draw (refused, `rule` `no-draw`, where the game has no draw). "
    "No body.", "The offer was recorded (`DrawOffered`)."))
def draw_offer(game_id: str):
    """Offer the other players to end the game as a draw."""
    return _submit(game_id, "draw_offer", None, None)


@bp.post("/<game_id>/draw/answer")
@operation(_command_op(
    "answerDraw", "Accept or decline the pending draw offer; the last acceptance ends the game.",
    "The answer was recorded.", body=True))
def draw_answer(game_id: str):
    """Accept or decline the pending draw offer: {accept: true|false}."""
    data = _answer_schema.load(json_body())
    return _submit(game_id, "draw_answer", data, data)


@bp.post("/<game_id>/abort")
@operation(_command_op(
    "abort", "End the game with no result, unrated, while some seat has not made its first move (not in "
    "a tournament). No body.", "The game was aborted."))
def abort(game_id: str):
    """End the game with no result, before every seat has made its first move."""
    return _submit(game_id, "abort", None, None)


@bp.get("/<game_id>/actions")
@operation({
    "tags": ["games"], "operationId": "getTableActions",
    "summary": "What the caller's seat may do now besides moving (undo, takeback, draw offer, abort, "
               "rematch, an answer due), each with why not in words.",
    "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
    "responses": {"200": plain_json("The actions (`Cache-Control: no-store`: they change without the "
                                    "game's version changing).", ref("TableActions")), **READ_ERRORS, "429": R429},
})
def table_actions(game_id: str):
    """What the caller's seat may do now besides moving, and why not."""
    loaded, seat = game_and_seat(game_id)
    return _no_store(jsonify(games().table_actions(loaded, seat, words_language())))


def _no_store(resp):
    """An answer that changes without the game's version changing (a rematch, a request lapsing by
    time): never from a cache, so no ETag of the version either."""
    resp.headers["Cache-Control"] = "no-store"
    return resp


def _rematch(game_id: str, action: str):
    from service.play.rematch import Rematches

    loaded, seat = game_and_seat(game_id)
    if seat is None:
        raise Unauthorized("a rematch needs a seat of this game (its seat token, or its account signed in)")
    return _no_store(jsonify(getattr(Rematches(games()), action)(loaded, seat, request_language())))


@bp.get("/<game_id>/rematch")
@operation({
    "tags": ["games"], "operationId": "getRematch",
    "summary": "The rematch of a finished game (`token`: the caller's seat token in the new game).",
    "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
    "responses": {"200": plain_json("The rematch.", ref("Rematch")), **READ_ERRORS, "429": R429},
})
def get_rematch(game_id: str):
    """The rematch of a finished game: offered, started (with the new game), declined or none."""
    from service.play.rematch import Rematches

    loaded, seat = game_and_seat(game_id)
    return _no_store(jsonify(Rematches(games()).view(loaded, seat, request_language())))


@bp.post("/<game_id>/rematch")
@operation({
    "tags": ["games"], "operationId": "acceptRematch",
    "summary": "Offer a rematch of a finished game, or accept the one offered: the same players, "
               "the same options, the seats turned one place; it starts when all accept.",
    "parameters": [GAME_ID], "security": BEARER_REQUIRED,
    "responses": {"200": plain_json("The rematch after this acceptance.", ref("Rematch")), **_REMATCH_ERRORS},
})
def post_rematch(game_id: str):
    """Offer a rematch of a finished game, or accept the one offered; it starts when all accept."""
    return _rematch(game_id, "accept")


@bp.post("/<game_id>/rematch/decline")
@operation({
    "tags": ["games"], "operationId": "declineRematch", "summary": "Decline the rematch offered.",
    "parameters": [GAME_ID], "security": BEARER_REQUIRED,
    "responses": {"200": plain_json("The rematch, declined.", ref("Rematch")), **_REMATCH_ERRORS},
})
def decline_rematch(game_id: str):
    """Decline the rematch offered."""
    return _rematch(game_id, "decline")


@bp.get("/<game_id>/events")
@operation({
    "tags": ["games"], "operationId": "getEvents",
    "summary": "The event log after `after`, redacted for the caller, paginated.",
    "parameters": [GAME_ID,
                   {"name": "after", "in": "query", "required": False,
                    "description": "Return events with seq > after (a cursor: the `next` of the previous page).",
                    "schema": {"type": "integer", "minimum": 0, "maximum": 1000000000, "default": 0}},
                   {"name": "limit", "in": "query", "required": False,
                    "description": "At most this many events.",
                    "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 200}},
                   {"name": "wait", "in": "query", "required": False,
                    "description": "long poll: if nothing is after `after`, hold the request up to this many "
                                   "seconds until something is",
                    "schema": {"type": "integer", "minimum": 0, "maximum": 60}}],
    "security": BEARER_OPTIONAL,
    "responses": {"200": etag_json("A page of events.", ref("EventPage"), LINK), **READ_ERRORS, "429": R429},
})
def events(game_id: str):
    """The event log after N, redacted for the caller, paginated."""
    loaded, seat = game_and_seat(game_id)
    after = int_arg("after", 0)
    limit = int_arg("limit", 200, 1, 1000)
    wait = int_arg("wait", 0, 0, 60)  # long poll: hold up to `wait` s until an event after `after`
    if wait and loaded.version <= after and not loaded.finished:
        if wait_for_events(blocking_redis(), game_id, after, wait):
            loaded = games().load(game_id)
    lang = words_language()
    page = games().events(loaded, seat, after, limit, lang)
    return _final(link_next(with_etag(page, loaded.version, seat=seat, lang=lang), after=page["next"]), loaded)


@bp.get("/<game_id>/replay")
@operation({
    "tags": ["games"], "operationId": "getReplay",
    "summary": "The game at version `at`, as the caller may see it (everything once finished).",
    "parameters": [GAME_ID, {"name": "at", "in": "query", "required": False,
                             "description": "A version, 1 to the game's version (default: the current one).",
                             "schema": {"type": "integer", "minimum": 1, "maximum": 1000000000}}],
    "security": BEARER_OPTIONAL,
    "responses": {"200": plain_json("The state at that version.", ref("Replay")), **READ_ERRORS, "429": R429},
})
def replay(game_id: str):
    """The state at version N (redacted for the caller while the game runs)."""
    loaded, seat = game_and_seat(game_id)
    at = int_arg("at", loaded.version, 1)
    return _final(vary_language(jsonify(games().replay(loaded, seat, at, words_language()))), loaded)


@bp.get("/<game_id>/export")
@operation({
    "tags": ["games"], "operationId": "exportGame",
    "summary": "The portable record of the game: its audit and every event the caller may see "
               "(everything once finished), as a download (`Content-Disposition: attachment`). "
               "`python3 -m domain.audit FILE` verifies it offline.",
    "parameters": [GAME_ID,
                   {"name": "log_since", "in": "query", "required": False,
                    "description": "a tree size you hold a checkpoint of: the record then carries the log's "
                                   "consistency proof from it (`python -m domain.audit FILE --checkpoint OLD`)",
                    "schema": {"type": "integer", "minimum": 0}},
                   {"name": "chat", "in": "query", "required": False, "schema": {"type": "boolean"},
                    "description": "add the table talk the caller may read (only on request)"}],
    "security": BEARER_OPTIONAL,
    "responses": {"200": etag_json("The game record.", ref("GameExport"), {
        "Content-Disposition": {"schema": {"type": "string"},
                                "description": "attachment; filename=\"arbiter-<id>.json\""}}),
        **READ_ERRORS,
        "409": problem("The game has not started: it has no events yet.", "game-not-started"), "429": R429,
        "403": ACCOUNT_403},
})
def export(game_id: str):
    """The portable record of the game (audit + every event the caller may see + its leaves in the
    public log with proofs), as a download that `python3 -m domain.audit FILE` verifies."""
    loaded, seat = game_and_seat(game_id)
    body = games().export(loaded, seat, log_since=int_arg("log_since", None, 0, 10**12))
    if request.args.get("chat") in ("1", "true", "yes"):  # table talk only on request
        from service.notify.chat import Chat, can_read

        can_read(loaded.meta, seat)
        body["chat"] = Chat(games().store.r).all_visible(game_id, seat)
    resp = with_etag(body, loaded.version, seat=seat)
    resp.headers["Content-Disposition"] = f'attachment; filename="arbiter-{game_id}.json"'
    return _final(resp, loaded)


@bp.get("/<game_id>/audit")
@operation({
    "tags": ["games"], "operationId": "getAudit",
    "summary": "Head hash, seed commitment, chain verification and, once finished, the seed.",
    "parameters": [GAME_ID], "security": BEARER_OPTIONAL,
    "responses": {"200": plain_json("The audit.", ref("Audit")), **READ_ERRORS,
                  "409": problem("The game has not started: it waits for players and has no events "
                                 "yet.", "game-not-started"), "429": R429},
})
def audit(game_id: str):
    """Head hash, seed commitment, verification, and the seed once the game has finished."""
    loaded, _ = game_and_seat(game_id)
    return _final(jsonify(games().audit(loaded)), loaded)
