"""The coach's response bodies (docs/analysis.md): a finished game's analysis, or word that it runs."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

CHANCE = {"description": "an estimated chance to win for the deciding seat, 0 to 1 (the AI's value)"}
LEVEL = validate.OneOf(["quick", "standard", "deep"])


class AnalysisWordsSchema(Schema):
    """The move played and the AI's move, each as a sentence in the game's own words, from the
    deciding seat's view of the position."""

    played = fields.String(required=True)
    best = fields.String(required=True)


class AnalysisDecisionSchema(Schema):
    """One decision of one seat: the values for that seat, computed from its own information only."""

    version = fields.Integer(required=True, metadata={
        "description": "the game's version when the seat decided (GET /replay?at= shows that position)"})
    seat = fields.Integer(required=True, validate=validate.Range(min=0))
    move = fields.Dict(required=True, metadata={"description": "the move played, as it was posted"})
    best = fields.Dict(required=True, metadata={"description": "the move the AI would have played"})
    before = fields.Float(required=True, metadata=CHANCE)
    played = fields.Float(required=True, metadata=CHANCE)
    best_value = fields.Float(required=True, metadata=CHANCE)
    cost = fields.Float(required=True, metadata={
        "description": "best_value - played (never below 0): what the move cost in chance to win"})
    simulations = fields.Integer(required=True)
    words = fields.Nested(AnalysisWordsSchema, required=True)
    turning = fields.Boolean(required=True, metadata={"description": "one of the game's turning points"})
    text = fields.String(required=True, allow_none=True, metadata={
        "description": "at a turning point, what was played, what the AI would have played and roughly what it "
                       "cost, in words"})


class AnalysisSchema(Schema):
    """A finished game's analysis at one level: every decision of every seat, each from that seat's
    own information (hidden cards of other seats never enter it)."""

    game_id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.Equal("done"))
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    level = fields.String(required=True, validate=LEVEL)
    simulations = fields.Integer(required=True, metadata={"description": "the search's simulations per decision"})
    version = fields.Integer(required=True, metadata={"description": "the finished game's last version"})
    names = fields.List(fields.String(), required=True, metadata={"description": "each seat's player, in seat order"})
    decisions = fields.List(fields.Nested(AnalysisDecisionSchema), required=True)
    final = fields.List(fields.Float(), required=True, metadata={
        "description": "each seat's chance to win once the game is over (1 for a sole winner, shares of a shared win)"})
    turning_points = fields.List(fields.Integer(), required=True, metadata={
        "description": "indexes into `decisions` of the turning points, in game order"})
    seconds = fields.Float(required=True, metadata={"description": "how long the analysis took"})


class AnalysisRunningSchema(Schema):
    """The analysis is queued or running: ask again after Retry-After seconds (the Location header)."""

    status = fields.String(required=True, validate=validate.Equal("running"))
    level = fields.String(required=True, validate=LEVEL)
    retry_after = fields.Integer(required=True, metadata={"description": "seconds, as the Retry-After header"})
