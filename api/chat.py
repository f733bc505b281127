"""Table talk over HTTP: read, post (seats only, length- and rate-limited), mute (service/chat.py)."""
from __future__ import annotations

from flask import Blueprint, current_app, request

from service.chat import Chat, can_read
from service.errors import Unauthorized
from service.games import fingerprint
from service.idempotency import once
from service.safety import Safety

from . import schemas as S
from .auth import caller, throttle
from .caller import game_and_seat, games
from .errors import problem_response
from .inputs import idem_key, json_body
from .query import int_arg

bp = Blueprint("chat", __name__, url_prefix="/v1/games/<game_id>/chat")


def chat() -> Chat:
    """The chat store of this app."""
    return Chat(games().store.r)


def _seat_only(seat) -> int:
    if seat is None:
        raise Unauthorized("table talk is for the game's seats (a seat token, or the account that holds a seat)")
    return seat


@bp.get("")
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
            except Exception:  # noqa: BLE001 - the message stands; only its notice is lost
                current_app.logger.exception("could not enqueue the chat notice")
        return 201, msg

    status, body = once(games().store, game_id, f"chat:{seat}", idem_key(), fp, run)
    if status >= 400:
        return problem_response(status, body)
    return body, 201


@bp.post("/mutes")
def mute(game_id: str):
    """Mute a seat: {seat}; its messages are no longer shown to you nor notified."""
    loaded, seat = game_and_seat(game_id)
    seat = _seat_only(seat)
    data = S.MuteSchema().load(json_body())
    return {"muted": chat().mute(game_id, seat, data["seat"], len(loaded.state["seats"]))}


@bp.delete("/mutes/<int:other>")
def unmute(game_id: str, other: int):
    """Show a muted seat's messages again."""
    loaded, seat = game_and_seat(game_id)
    seat = _seat_only(seat)
    chat().mute(game_id, seat, other, len(loaded.state["seats"]), on=False)
    return "", 204
