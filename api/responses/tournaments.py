"""Tournaments' and ratings' response bodies (docs/tournaments.md, docs/ratings.md)."""
from marshmallow import Schema, fields, validate

from .games import HEX64, GameExportSchema

PLAYER_KINDS = ("account", "ai")


class TournamentEntrantSchema(Schema):
    id = fields.String(required=True, metadata={"description": "e1, e2, ... in the order of entry"})
    name = fields.String(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(PLAYER_KINDS))
    ai = fields.Raw(required=True, allow_none=True, metadata={"ref": "AI"})
    status = fields.String(required=True, validate=validate.OneOf(["entered", "withdrawn"]),
                           metadata={"description": "withdrawn: left after the start (results stand, not paired "
                                                    "again)"})


class StandingsRowSchema(Schema):
    rank = fields.Integer(required=True)
    entrant = fields.String(required=True)
    name = fields.String(required=True)
    points = fields.Float(required=True)
    buchholz = fields.Float(required=True)
    sonneborn_berger = fields.Float(required=True)
    wins = fields.Integer(required=True)
    games = fields.Integer(required=True)
    byes = fields.Integer(required=True)
    withdrawn = fields.Boolean(required=True)


class TournamentSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    format = fields.String(required=True, validate=validate.OneOf(["swiss", "round_robin", "ffa"]))
    status = fields.String(required=True, validate=validate.OneOf(["open", "running", "finished"]))
    version = fields.Integer(required=True)
    rounds = fields.Integer(required=True, allow_none=True,
                            metadata={"description": "the rounds to play (set at the start)"})
    round = fields.Integer(required=True, metadata={"description": "the round being played (0 before the start)"})
    table_size = fields.Integer()
    double = fields.Boolean()
    options = fields.Dict()
    clock = fields.Raw(metadata={"ref": "Clock"})
    entry = fields.Dict()
    max_entrants = fields.Integer()
    rated = fields.Boolean()
    entrants = fields.List(fields.Nested(TournamentEntrantSchema), required=True)
    entrant = fields.Nested(TournamentEntrantSchema,
                            metadata={"description": "only in the answer to an entry: the new entrant"})
    standings = fields.List(fields.Nested(StandingsRowSchema), required=True)
    reason = fields.String(allow_none=True, metadata={"description": "why it finished"})
    seed_commitment = fields.String(required=True, validate=HEX64)
    seed = fields.String(required=True, allow_none=True, metadata={"description": "revealed once finished"})
    head_hash = fields.String(required=True)
    created_at = fields.String(allow_none=True)
    updated_at = fields.String(allow_none=True)
    creator_token = fields.String(metadata={"description": "only in the answer that creates it: enters AI levels, "
                                                           "starts it, removes entrants"})
    links = fields.Dict(required=True)


class TournamentPageSchema(Schema):
    tournaments = fields.List(fields.Dict(), required=True)
    next = fields.Integer(required=True, allow_none=True)


class TableSchema(Schema):  # the keys a table always has; the spec does not type them
    table = fields.Raw(required=True)
    game = fields.Raw(required=True)
    seats = fields.Raw(required=True)
    status = fields.Raw(required=True)
    outcome = fields.Raw(required=True)


class TournamentRoundSchema(Schema):
    id = fields.String(required=True)
    round = fields.Integer(required=True)
    tables = fields.List(fields.Nested(TableSchema), required=True)
    byes = fields.List(fields.Dict(), required=True)
    rests = fields.List(fields.Dict(), required=True)
    constraints = fields.String(allow_none=True, metadata={"description": "swiss: which pairing constraints held"})
    complete = fields.Boolean(required=True)


class StandingsSchema(Schema):
    id = fields.String(required=True)
    status = fields.String(required=True)
    round = fields.Integer(required=True)
    final = fields.Boolean(required=True)
    tie_breaks = fields.List(fields.String(), required=True)
    standings = fields.List(fields.Nested(StandingsRowSchema), required=True)


class TournamentExportSchema(Schema):
    format = fields.String(required=True, validate=validate.Equal("arbiter-tournament/1"))
    id = fields.String(required=True)
    audit = fields.Dict(required=True)
    events = fields.List(fields.Dict(), required=True)
    games = fields.List(fields.Nested(GameExportSchema), required=True)


class TournamentWebhookSchema(Schema):
    id = fields.String(required=True)
    url = fields.String(required=True)
    scope = fields.String(required=True, validate=validate.Equal("tournament"))
    seat = fields.Raw(metadata={"schema": {"type": "null"}})  # always null: a tournament's webhook has no seat
    events = fields.List(fields.String(), required=True)
    disabled = fields.Boolean(required=True)
    disabled_reason = fields.String(allow_none=True)
    created_at = fields.String()
    secret = fields.String(metadata={"description": "only in the answer that registers it"})


class TournamentWebhooksSchema(Schema):
    webhooks = fields.List(fields.Nested(TournamentWebhookSchema), required=True)


# --- ratings ----------------------------------------------------------------------------------------
class RatingSchema(Schema):
    rank = fields.Integer()
    player = fields.String(required=True, metadata={"description": "acct:<id> or ai:<level>[:<budget>]"})
    name = fields.String(required=True, allow_none=True)
    kind = fields.String(required=True, validate=validate.OneOf(PLAYER_KINDS))
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    ordinal = fields.Float(required=True, metadata={"description": "mu - 3 sigma"})
    games = fields.Integer(required=True)


class LeaderboardSchema(Schema):
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    model = fields.String(required=True)
    players = fields.List(fields.Nested(RatingSchema), required=True)
    ai_levels = fields.List(fields.Nested(RatingSchema), required=True)
    rated_games = fields.Integer(required=True)


class RatedGameSchema(Schema):
    game = fields.String(required=True)
    at = fields.String(allow_none=True)
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    ordinal = fields.Float(required=True)
    delta = fields.Float(required=True)
    place = fields.Integer(validate=validate.Range(min=1),
                           metadata={"description": "1 is first; players who tied share it"})
    of = fields.Integer(metadata={"description": "how many played"})
    shared = fields.Boolean(metadata={"description": "tied for the place"})
    opponents = fields.List(fields.String(), metadata={"description": "the other players' names"})


class PlayerRatingSchema(Schema):
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    player = fields.String(required=True)
    name = fields.String(allow_none=True)
    kind = fields.String(validate=validate.OneOf(PLAYER_KINDS))
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    ordinal = fields.Float(required=True)
    games = fields.Integer(required=True)
    history = fields.List(fields.Nested(RatedGameSchema), required=True)
