"""Challenges and the account stream's messages (docs/clients.md, "Challenges")."""
from marshmallow import Schema, fields, validate

from .games import GameSchema, OutcomeSchema

CHALLENGE_STATUSES = ("pending", "accepted", "declined", "cancelled", "expired")
ACCOUNT_EVENT_TYPES = ("game_started", "your_turn", "game_over", "invite_accepted", "challenge",
                       "challenge_accepted", "challenge_declined", "challenge_cancelled", "challenge_expired",
                       "moderation_warn", "moderation_mute", "moderation_unmute", "moderation_suspend",
                       "moderation_unsuspend", "leave", "opponent_on_leave")


class WhoSchema(Schema):
    id = fields.String(required=True)
    display_name = fields.String(required=True)


class ChallengeSchema(Schema):
    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(CHALLENGE_STATUSES))
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    options = fields.Dict(required=True, metadata={"description": "with defaults filled in"})
    clock = fields.Raw(required=True, allow_none=True, metadata={"ref": "Clock"})
    seat = fields.String(required=True, validate=validate.OneOf(["first", "second", "random"]),
                         metadata={"description": "the challenger's seat as asked"})
    challenger = fields.Nested(WhoSchema, required=True)
    to = fields.Nested(WhoSchema, required=True, allow_none=True,
                       metadata={"description": "the account challenged; null for an open seek"})
    open = fields.Boolean(required=True, metadata={"description": "an open seek: any account may accept it"})
    created_at = fields.DateTime(required=True)
    expires_at = fields.DateTime(required=True)
    game_id = fields.String(required=True, allow_none=True,
                            metadata={"description": "once accepted: the game it created"})
    accepted_by = fields.String(required=True, allow_none=True,
                                metadata={"description": "once accepted: the account that accepted"})


class ChallengesSchema(Schema):
    incoming = fields.List(fields.Nested(ChallengeSchema), required=True)
    outgoing = fields.List(fields.Nested(ChallengeSchema), required=True)
    seeks = fields.List(fields.Nested(ChallengeSchema), required=True)


class AcceptedChallengeSchema(Schema):
    challenge = fields.Nested(ChallengeSchema, required=True)
    game = fields.Nested(GameSchema, required=True)


class AccountEventSchema(Schema):
    """One message of `/v1/me/stream` (in ndjson also its `id`). It says what happened and where,
    never what a seat sees: read the game for that. New types may be added; ignore the ones you do
    not know."""

    # open, not an enum: a client must read a type added later
    type = fields.String(required=True, metadata={"examples": list(ACCOUNT_EVENT_TYPES)})
    id = fields.String(validate=validate.Regexp("^[0-9]+-[0-9]+$"),
                       metadata={"description": "ndjson only (SSE: the `id:` line)"})
    text = fields.String(required=True, metadata={"description": "the event in a sentence, with the players' names"})
    at = fields.DateTime(required=True)
    game_id = fields.String(allow_none=True)
    ruleset = fields.String(metadata={"ref": "RulesetId"})
    version = fields.Integer(validate=validate.Range(min=0))
    seat = fields.Integer(validate=validate.Range(min=0), metadata={"description": "the account's seat in the game"})
    to_act = fields.List(fields.Integer())
    is_my_turn = fields.Boolean()
    deadline = fields.DateTime(allow_none=True, metadata={"description": "your_turn: the move's deadline"})
    outcome = fields.Nested(OutcomeSchema)
    claimed_seat = fields.Integer(metadata={"description": "invite_accepted"})
    url = fields.String()
    challenge = fields.Nested(ChallengeSchema)
    leave = fields.Dict(metadata={"description": "leave, opponent_on_leave: the period ({id, start, last, days, "
                                                 "from, until}; opponent_on_leave: {seat, from, until})"})
