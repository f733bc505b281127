"""Table talk over HTTP: read, post (seats only, length- and rate-limited), mute (service/notify/chat.py)."""
from __future__ import annotations

from flask import Blueprint, current_app, request

from service.notify.chat import Chat, can_read
from service.storage.errors import Unauthorized
from service.play.games import fingerprint
from service.storage.idempotency import once
from service.people.safety import Safety

from . import responses as R
from . import schemas as S
from .auth import caller, throttle
from .caller import game_and_seat, games
from .errors import problem_response
from .inputs import idem_key, json_body
from .openapi_parts import (
    ACCOUNT,
    ACCOUNT_403,
    GAME_ID,
    IDEM,
    R400,
    R401,
    R404_GAME,
    also_forbidden,
    body,
    operation,
    people_op,
    plain_json,
    problem,
    ref,
)
from .query import int_arg

bp = Blueprint("chat", __name__, url_prefix="/v1/games/<game_id>/chat")
_ERRORS = {"400": R400, "401": R401, "403": ACCOUNT_403, "404": R404_GAME}
_SEAT = [{"seatToken": []}, *ACCOUNT]  # a seat token, or the account that holds the seat


def chat() -> Chat:
    """The chat store of this app."""
    return Chat(games().store.r)


def _seat_only(seat) -> int:
    if seat is None:
        raise Unauthorized("table talk is for the game's seats (a seat token, or the account that holds a seat)")
    return seat


@bp.get("")
@operation(people_op("chat", "readChat", "Table talk after `after` that the caller may see (seats; spectators only "
                     "where the game allows it).", {"200": plain_json("Messages.", body(R.people.ChatPageSchema)),
                                                     **_ERRORS},
                     [{}, {"seatToken": []}, *ACCOUNT],
                     params=[GAME_ID, {"name": "after", "in": "query", "required": False, "schema": {"type": "string"}},
                             {"name": "limit", "in": "query", "required": False,
                              "schema": {"type": "integer", "minimum": 1, "maximum": 1000}}]))
def read(game_id: str):
    """The messages after `after` the caller may see (a seat's mutes applied), oldest first."""
    loaded, seat = game_and_seat(game_id)
    can_read(loaded.meta, seat)
    limit = int_arg("limit", 100, 1, 1000)
    body = chat().read(game_id, seat, request.args.get("after"), limit)
    body["muted"] = sorted(chat().muted(game_id, seat)) if seat is not None else []
    body["your_seat"] = seat
    return body


@bp.post("")
@operation(people_op("chat", "postChat", "A message from the caller's seat (up to 500 characters, rate limited).",
                     also_forbidden({"201": plain_json("The message.", ref("ChatMessage")), **_ERRORS,
                                     "409": problem("The first request with this Idempotency-Key is still in flight.",
                                                    "idempotency-key-in-flight"),
                                     "422": problem("The Idempotency-Key was used with another body.",
                                                    "idempotency-key-reused")},
                                    "A moderator muted the account's table talk (`errors.text`) or suspended it "
                                    "(`errors.account`); the detail says until when.", "account-restricted"),
                     _SEAT, "ChatMessageRequest", [GAME_ID, IDEM]))
def post(game_id: str):
    """Post a message for the caller's seat: {text} (up to 500 characters); 201 with the message."""
    loaded, seat = game_and_seat(game_id)
    seat = _seat_only(seat)
    raw = json_body()
    data = S.ChatMessageSchema().load(raw)
    account = caller("play")
    Safety(games().store.r).check_may_talk(loaded.meta.get(f"account:{seat}"))  # muted or suspended: 403
    throttle("chat", account.account if account else f"{game_id}:{seat}")
    names = {s["seat"]: s.get("name") for s in loaded.state["seats"]}
    fp = fingerprint({"command": "chat", "body": raw})

    def run(lease):
        msg = chat().post(game_id, seat, names.get(seat) or f"Player {seat + 1}", data["text"])
        people = current_app.extensions.get("people")
        if people is not None:
            try:
                people.chat(game_id, msg["id"])
            except Exception:
                current_app.logger.exception("could not enqueue the chat notice")
        return 201, msg

    status, body = once(games().store, game_id, f"chat:{seat}", idem_key(), fp, run)
    if status >= 400:
        return problem_response(status, body)
    return body, 201


@bp.post("/mutes")
@operation(people_op("chat", "muteSeat", "Mute a seat: its messages are hidden from you and not notified.",
                     {"200": plain_json("The seats you muted.", {"type": "object"}), **_ERRORS}, _SEAT,
                     "MuteRequest", [GAME_ID]))
def mute(game_id: str):
    """Mute a seat: {seat}; its messages are no longer shown to you nor notified."""
    loaded, seat = game_and_seat(game_id)
    seat = _seat_only(seat)
    data = S.MuteSchema().load(json_body())
    return {"muted": chat().mute(game_id, seat, data["seat"], len(loaded.state["seats"]))}


@bp.delete("/mutes/<int:other>")
@operation(people_op("chat", "unmuteSeat", "Show a muted seat's messages again.",
                     {"204": {"description": "Done."}, **_ERRORS}, _SEAT,
                     params=[GAME_ID, {"name": "other", "in": "path", "required": True,
                                       "schema": {"type": "integer", "minimum": 0}}]))
def unmute(game_id: str, other: int):
    """Show a muted seat's messages again."""
    loaded, seat = game_and_seat(game_id)
    seat = _seat_only(seat)
    chat().mute(game_id, seat, other, len(loaded.state["seats"]), on=False)
    return "", 204
