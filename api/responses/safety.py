"""A safe room's response bodies: blocks, an account's standing, reports and the moderators'
actions (docs/moderation.md)."""
from marshmallow import Schema, fields, validate

from api.schemas import MODERATOR_ACTIONS, REPORT_ABOUT, REPORT_REASONS

from .challenges import WhoSchema


class BlocksSchema(Schema):
    blocks = fields.List(fields.Nested(WhoSchema), required=True,
                         metadata={"description": "the accounts you blocked, by name"})


class StandingSchema(Schema):
    """What moderators decided about the account: restrictions now in force, and its role."""

    muted_until = fields.String(required=True, allow_none=True,
                                metadata={"description": "table talk muted until this time (ISO 8601), or `forever`"})
    suspended_until = fields.String(required=True, allow_none=True,
                                    metadata={"description": "suspended until this time (ISO 8601), or `forever` "
                                                             "(until a moderator lifts it)"})
    restricted = fields.Boolean(required=True)
    is_moderator = fields.Boolean(required=True)


class ReportSchema(Schema):
    """A report as its reporter and the moderators see it (without its evidence)."""

    id = fields.String(required=True)
    about = fields.String(required=True, validate=validate.OneOf(REPORT_ABOUT))
    reason = fields.String(required=True, validate=validate.OneOf(REPORT_REASONS))
    details = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(("open", "closed")))
    reporter = fields.Nested(WhoSchema, required=True)
    account = fields.Nested(WhoSchema, required=True, allow_none=True,
                            metadata={"description": "the account reported (a message's author)"})
    game_id = fields.String(required=True, allow_none=True)
    message_id = fields.String(required=True, allow_none=True)
    created_at = fields.DateTime(required=True)
    closed_at = fields.DateTime(required=True, allow_none=True)
    text = fields.String(required=True, metadata={"description": "the report in a sentence, with names"})


class ReportsSchema(Schema):
    reports = fields.List(fields.Nested(ReportSchema), required=True)


class ModeratorActionSchema(Schema):
    """One entry of the moderators' log: who did what to whom, why and when (never changed)."""

    id = fields.String(required=True, validate=validate.Regexp("^[0-9]+-[0-9]+$"))
    action = fields.String(required=True, metadata={"examples": list(MODERATOR_ACTIONS) + ["grant", "revoke"]})
    moderator = fields.Nested(WhoSchema, required=True,
                              metadata={"description": "who acted (id empty: the operator's command)"})
    account = fields.Nested(WhoSchema, required=True, allow_none=True)
    report = fields.String(required=True, allow_none=True)
    reason = fields.String(required=True)
    until = fields.String(required=True, allow_none=True,
                          metadata={"description": "mute, suspend: until when (ISO 8601) or `forever`"})
    at = fields.DateTime(required=True)
    text = fields.String(required=True, metadata={"description": "the action in a sentence, with names"})


class ModerationLogSchema(Schema):
    actions = fields.List(fields.Nested(ModeratorActionSchema), required=True, metadata={"description": "newest first"})


class ReportDetailSchema(ReportSchema):
    """A report in full, for moderators: its evidence as it was when reported and what was done."""

    evidence = fields.Dict(required=True, metadata={
        "description": "`message`: the message as it was; `game`: the game's export as a spectator sees it"})
    actions = fields.List(fields.Nested(ModeratorActionSchema), required=True)
    standing = fields.Nested(StandingSchema, required=True, allow_none=True,
                             metadata={"description": "the reported account's restrictions now"})
