"""Webhooks of a game: register (seat or game scope), list, delete, delivery log, redeliver."""
from __future__ import annotations

import hmac

from flask import Blueprint, current_app, request

from service.errors import Forbidden, Unauthorized
from service.game_record import hash_token
from service.games import fingerprint
from service.idempotency import once
from service.webhooks import RETRY_BASE, Webhooks, env_allow_private

from .auth import bearer, caller
from .caller import game_and_seat, games
from .errors import problem_response
from .inputs import idem_key, json_body
from .query import int_arg
from .schemas import WebhookSchema

bp = Blueprint("webhooks", __name__, url_prefix="/v1/games/<game_id>/webhooks")
_schema = WebhookSchema()


def hooks() -> Webhooks:
    svc = games()
    return Webhooks(svc.store.r, svc.scheduler.webhook_outbox if svc.scheduler is not None else None)


def _owner(game_id: str):
    """The caller: a seat number (seat token) or "creator" (the creator token of an open game)."""
    account = caller("webhooks")
    if account is not None:  # an account's seat, with a session or an API token with `webhooks`
        seat = games().seat_of_account(games().load(game_id), account.account)
        if seat is None:
            raise Forbidden("this account holds no seat of this game")
        return seat
    token = bearer()
    if token is None:
        raise Unauthorized("webhooks need a seat token or the creator token (Authorization: Bearer <token>)")
    loaded = games().load(game_id)
    creator = loaded.meta.get("creator")
    if creator and hmac.compare_digest(creator, hash_token(token)):
        return "creator"
    return games().seat_of(loaded, token)


def own_hosts() -> tuple[str, ...]:
    host = request.host.lower()
    if ":" not in host.rsplit("]", 1)[-1]:
        host += ":443" if request.scheme == "https" else ":80"
    extra = current_app.config.get("WEBHOOK_OWN_HOSTS") or ()
    return (host, *extra)


def allow_private_targets() -> bool:
    configured = current_app.config.get("WEBHOOK_ALLOW_PRIVATE")
    return bool(configured) if configured is not None else env_allow_private()


@bp.post("")
def register(game_id: str):
    """Register a URL: {url, scope: seat|game, events?}; the answer holds the signing secret, once."""
    raw = json_body()
    data = _schema.load(raw)
    owner = _owner(game_id)
    base = float(current_app.config.get("WEBHOOK_RETRY_BASE_SECONDS") or RETRY_BASE)
    fp = fingerprint({"command": "webhook", "owner": owner, "body": raw})
    status, body = once(games().store, game_id, f"webhook:{owner}", idem_key(), fp, lambda lease: (201, hooks().register(
        game_id, owner, data["scope"], data["url"], data["events"], own_hosts=own_hosts(),
        allow_private=allow_private_targets(), retry_base=base, idem=(lease.key, fp) if lease else None)),
                        stores_itself=True)
    if status >= 400:  # the stored refusal of the first request with this Idempotency-Key
        return problem_response(status, body)
    return body, 201


@bp.get("")
def list_webhooks(game_id: str):
    """The caller's webhooks on this game (without secrets)."""
    return {"webhooks": hooks().listed(game_id, _owner(game_id))}


@bp.delete("/<wid>")
def delete_webhook(game_id: str, wid: str):
    """Remove one of the caller's webhooks."""
    hooks().delete(game_id, wid, _owner(game_id))
    return "", 204


@bp.get("/<wid>/deliveries")
def deliveries(game_id: str, wid: str):
    """The delivery log of one webhook, newest attempt first."""
    limit = int_arg("limit", 50, 1, 200)
    h = hooks()
    attempts = h.log(game_id, wid, _owner(game_id), limit)
    seen, messages = set(), []
    for a in attempts:
        if a["delivery"] not in seen:
            seen.add(a["delivery"])
            d = h.delivery(game_id, a["delivery"])
            if d is not None:
                messages.append({k: d.get(k) for k in ("id", "type", "status", "attempts", "created_at",
                                                       "next_attempt_in", "reason")})
    return {"attempts": attempts, "deliveries": messages}


@bp.post("/<wid>/deliveries/<msg_id>/redeliver")
def redeliver(game_id: str, wid: str, msg_id: str):
    """Send a delivery again now, with the same webhook-id."""
    game_and_seat(game_id)
    return hooks().redeliver(game_id, wid, msg_id, _owner(game_id)), 202
