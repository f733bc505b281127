"""Play by post's response bodies: the listings, a caller's games and exports, invites, stream
tickets, webhooks with their deliveries, and the body POSTed to a webhook."""
from marshmallow import Schema, fields, validate

from api.schemas import WEBHOOK_EVENTS

from .games import GAME_STATUSES, GameExportSchema, OutcomeSchema, SeatSchema

# the named component of a webhook's event types (`RESPONSE_FIELDS`); fields point at it by name
WEBHOOK_EVENT_TYPE = fields.String(validate=validate.OneOf(WEBHOOK_EVENTS))
WEBHOOK_EVENT = {"ref": "WebhookEventType"}


class GameSummarySchema(Schema):
    id = fields.String(required=True)
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    ruleset_version = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the version of its rules (null only for a game from before versions were recorded that "
                       "no read has identified yet)"})
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES))
    version = fields.Integer(required=True, validate=validate.Range(min=0))
    seats = fields.List(fields.Nested(SeatSchema), required=True)
    open_seats = fields.List(fields.Integer(), required=True)
    to_act = fields.List(fields.Integer(), required=True)
    deadline = fields.DateTime(required=True, allow_none=True)
    outcome = fields.Nested(OutcomeSchema, required=True, allow_none=True, metadata={
        "description": "a finished game's result, with its sentence (`text`: \"Bo wins: ...\"); null until then"})
    created_at = fields.DateTime(required=True)
    updated_at = fields.DateTime(required=True)


class GamePageSchema(Schema):
    games = fields.List(fields.Nested(GameSummarySchema), required=True)
    next = fields.String(required=True, allow_none=True, metadata={"description": "pass as `cursor` for the next page"})


class MyGameSchema(GameSummarySchema):  # in the spec: allOf GameSummary and these fields
    your_seat = fields.Integer(required=True)
    is_my_turn = fields.Boolean(required=True)
    seconds_left = fields.Float(required=True, allow_none=True, validate=validate.Range(min=0))
    links = fields.Dict(metadata={"description": "in the account form: the game page, replay, audit and export"})


class MyGamesSchema(Schema):
    games = fields.List(fields.Nested(MyGameSchema), required=True)


class ExportPageSchema(Schema):
    games = fields.List(fields.Nested(GameExportSchema), required=True)
    next = fields.String(required=True, allow_none=True, metadata={"description": "pass as `cursor` for the next page"})


class InviteStateSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True, allow_none=True)
    state = fields.String(required=True, validate=validate.OneOf(["open", "claimed", "closed"]))


class InvitesSchema(Schema):
    invites = fields.List(fields.Nested(InviteStateSchema), required=True)
    status = fields.String(required=True)


class NewInviteSchema(Schema):
    seat = fields.Integer(required=True)
    invite = fields.String(required=True)
    revoked_token = fields.Boolean(required=True)


class StreamTicketSchema(Schema):
    ticket = fields.String(required=True)
    seat = fields.Integer(required=True)
    expires_at = fields.DateTime(required=True)
    stream = fields.String(required=True, metadata={"description": "the stream's path with the ticket"})


class WebhookSchema(Schema):
    id = fields.String(required=True)
    url = fields.String(required=True)
    scope = fields.String(required=True, validate=validate.OneOf(["seat", "game"]))
    seat = fields.Integer(required=True, allow_none=True)
    events = fields.List(fields.String(metadata=WEBHOOK_EVENT), required=True)
    disabled = fields.Boolean(required=True)
    disabled_reason = fields.String(allow_none=True)
    created_at = fields.DateTime(required=True)
    secret = fields.String(validate=validate.Regexp("^whsec_"),
                           metadata={"description": "the signing secret, only in the answer that registers it"})


class WebhooksSchema(Schema):
    webhooks = fields.List(fields.Nested(WebhookSchema), required=True)


class DeliveryAttemptSchema(Schema):
    delivery = fields.String(required=True)
    type = fields.String(required=True, metadata=WEBHOOK_EVENT)
    attempt = fields.Integer(required=True)
    at = fields.DateTime(required=True)
    status_code = fields.Integer(required=True, allow_none=True)
    error = fields.String(required=True, allow_none=True)
    duration_ms = fields.Float()


class DeliverySchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, metadata=WEBHOOK_EVENT)
    status = fields.String(required=True, validate=validate.OneOf(["pending", "retrying", "delivered", "failed"]))
    attempts = fields.Integer(required=True)
    created_at = fields.String()
    next_attempt_in = fields.Float(allow_none=True)
    reason = fields.String(allow_none=True)


class DeliveryLogSchema(Schema):
    attempts = fields.List(fields.Nested(DeliveryAttemptSchema), required=True)
    deliveries = fields.List(fields.Nested(DeliverySchema), required=True)


class WebhookDataSchema(Schema):
    game_id = fields.String(required=True)
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True, allow_none=True)
    deadline = fields.String(allow_none=True)
    seconds_left = fields.Float(allow_none=True)
    outcome = fields.Nested(OutcomeSchema, allow_none=True)
    text = fields.String(metadata={"description": "turn.your_turn and game.ended: the last move and the news in "
                                                  "words, as the receiving seat (a game-wide webhook: a spectator) "
                                                  "may read them; game.offer: the request in words"})
    kind = fields.String(validate=validate.OneOf(("takeback", "draw")),
                         metadata={"description": "game.offer: what the seat is asked to answer"})
    by = fields.Integer(metadata={"description": "game.offer: the seat that asked"})
    expires_at = fields.String(metadata={"description": "game.offer: when the request lapses (it lapses at the "
                                                        "next move too)"})


class WebhookPayloadSchema(Schema):
    """The body POSTed to a webhook (Standard Webhooks). Headers: `webhook-id` (stable across
    retries), `webhook-timestamp` (Unix seconds), `webhook-signature` (`v1,<base64 HMAC-SHA256 of
    id.timestamp.body>`, keyed with the base64 part of the secret). Delivered at least once:
    deduplicate on `webhook-id`. One call at a time per webhook, first attempts in the order the
    messages were created; a retry can come after later messages, so order by `data.version`
    (docs/play-by-post.md)."""

    type = fields.String(required=True, metadata=WEBHOOK_EVENT)
    timestamp = fields.DateTime(required=True)
    data = fields.Nested(WebhookDataSchema, required=True)
