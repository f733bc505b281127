"""Request bodies, declared once (marshmallow 4)."""
from marshmallow import RAISE, Schema, fields, validate

AI_LEVELS = ("random", "greedy", "mcts")


class AISchema(Schema):
    class Meta:
        unknown = RAISE

    level = fields.String(required=True, validate=validate.OneOf(AI_LEVELS))
    budget_ms = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=10, max=60000))
    iterations = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=1, max=1_000_000))


class SeatSchema(Schema):
    class Meta:
        unknown = RAISE

    name = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))
    ai = fields.Nested(AISchema, load_default=None, allow_none=True)
    open = fields.Boolean(load_default=False)  # an open seat: an invite code, claimed later


class ClockSchema(Schema):
    class Meta:
        unknown = RAISE

    move_seconds = fields.Integer(required=True, validate=validate.Range(min=1, max=30 * 24 * 3600))
    on_timeout = fields.String(load_default="forfeit", validate=validate.OneOf(("forfeit", "ai", "pass")))


class CreateGameSchema(Schema):
    class Meta:
        unknown = RAISE

    ruleset = fields.String(required=True, validate=validate.Length(min=1, max=64))
    seats = fields.List(fields.Nested(SeatSchema), required=True, validate=validate.Length(min=1, max=8))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    clock = fields.Nested(ClockSchema, load_default=None, allow_none=True)


class MoveRequestSchema(Schema):
    class Meta:
        unknown = RAISE

    move = fields.Raw(required=True)


class ClaimSchema(Schema):
    class Meta:
        unknown = RAISE

    invite = fields.String(required=True, validate=validate.Length(min=1, max=128))
    name = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))


class StartSchema(Schema):
    class Meta:
        unknown = RAISE

    ai = fields.Nested(AISchema, load_default=None, allow_none=True)


WEBHOOK_EVENTS = ("turn.your_turn", "turn.deadline_reminder", "game.ended")


class WebhookSchema(Schema):
    class Meta:
        unknown = RAISE

    url = fields.String(required=True, validate=validate.Length(min=8, max=2048))
    scope = fields.String(load_default="seat", validate=validate.OneOf(("seat", "game")))
    events = fields.List(fields.String(validate=validate.OneOf(WEBHOOK_EVENTS)), load_default=None,
                         allow_none=True)
