"""Webhooks of a game: register (seat or game scope), list, delete, delivery log, redeliver."""
from __future__ import annotations

import hmac

from flask import Blueprint, current_app, request

from service.storage.errors import Forbidden, Unauthorized
from service.table.game_record import hash_token
from service.play.games import fingerprint
from service.storage.idempotency import once
from service.integrate.webhooks import RETRY_BASE, Webhooks, env_allow_private

from . import responses as R
from .auth import bearer, caller
from .caller import game_and_seat, games
from .errors import problem_response
from .inputs import idem_key, json_body
from .openapi_parts import (
    BEARER_REQUIRED,
    GAME_ID,
    IDEM,
    JSON,
    R413,
    R415,
    R429,
    READ_ERRORS,
    body,
    operation,
    plain_json,
    problem,
    query_param,
    ref,
)
from .query import int_arg
from .schemas import WebhookSchema

bp = Blueprint("webhooks", __name__, url_prefix="/v1/games/<game_id>/webhooks")
_schema = WebhookSchema()
WID = {"name": "wid", "in": "path", "required": True, "schema": {"type": "string"}}


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
@operation({
    "tags": ["webhooks"], "operationId": "registerWebhook",
    "summary": "Register a URL (seat scope with a seat token; game scope with a seat or the creator "
               "token). Private and loopback addresses and this service are refused unless the "
               "operator allows them.",
    "parameters": [GAME_ID, IDEM],
    "security": BEARER_REQUIRED,
    "requestBody": {"required": True, "content": {JSON: {"schema": ref("WebhookRequest")}}},
    "responses": {"201": plain_json("Registered; `secret` is shown only here.", ref("Webhook")),
                  **READ_ERRORS, "413": R413, "415": R415,
                  "422": problem("The URL is refused: not https (plain http only to a loopback "
                                 "address, where the operator allows private addresses), a private "
                                 "address, this service.", "webhook-url-refused"), "429": R429},
})
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
@operation({
    "tags": ["webhooks"], "operationId": "listWebhooks", "summary": "The caller's webhooks.",
    "parameters": [GAME_ID], "security": BEARER_REQUIRED,
    "responses": {"200": plain_json("Webhooks.", body(R.lobby.WebhooksSchema)), **READ_ERRORS, "429": R429},
})
def list_webhooks(game_id: str):
    """The caller's webhooks on this game (without secrets)."""
    return {"webhooks": hooks().listed(game_id, _owner(game_id))}


@bp.delete("/<wid>")
@operation({
    "tags": ["webhooks"], "operationId": "deleteWebhook", "summary": "Remove one of the caller's webhooks.",
    "parameters": [GAME_ID, WID], "security": BEARER_REQUIRED,
    "responses": {"204": {"description": "Removed."}, **READ_ERRORS, "429": R429},
})
def delete_webhook(game_id: str, wid: str):
    """Remove one of the caller's webhooks."""
    hooks().delete(game_id, wid, _owner(game_id))
    return "", 204


@bp.get("/<wid>/deliveries")
@operation({
    "tags": ["webhooks"], "operationId": "webhookDeliveries",
    "summary": "The delivery log: every attempt (newest first) and each message's status.",
    "parameters": [GAME_ID, WID, query_param("limit", "attempts", {"type": "integer", "minimum": 1, "maximum": 200})],
    "security": BEARER_REQUIRED,
    "responses": {"200": plain_json("The log.", ref("DeliveryLog")), **READ_ERRORS, "429": R429},
})
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
@operation({
    "tags": ["webhooks"], "operationId": "redeliverWebhook",
    "summary": "Send a message again, with the same webhook-id, after the messages waiting for this webhook.",
    "parameters": [GAME_ID, WID, {"name": "msg_id", "in": "path", "required": True, "schema": {"type": "string"}}],
    "security": BEARER_REQUIRED,
    "responses": {"202": plain_json("Queued.", {"type": "object"}), **READ_ERRORS, "429": R429},
})
def redeliver(game_id: str, wid: str, msg_id: str):
    """Send a delivery again now, with the same webhook-id."""
    game_and_seat(game_id)
    return hooks().redeliver(game_id, wid, msg_id, _owner(game_id)), 202
