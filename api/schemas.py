"""Request bodies, declared once (marshmallow 4): the API validates with these, and
scripts/gen_openapi.py turns them into openapi.yaml's request schemas (apispec), so the spec and
the validation cannot disagree. `metadata` carries what the spec says beyond the checks."""
from marshmallow import RAISE, Schema, fields, validate

from service.ai_policy import MAX_BUDGET_MS, MAX_ITERATIONS

AI_LEVELS = ("random", "greedy", "mcts")
TIMEOUT_POLICIES = ("forfeit", "ai", "pass")
WEBHOOK_EVENTS = ("turn.your_turn", "turn.deadline_reminder", "game.ended")
NAME = validate.Length(min=1, max=64)


class Strict(Schema):
    """Unknown fields are an error (400 naming them), never silently dropped."""

    class Meta:
        unknown = RAISE


class AISchema(Strict):
    level = fields.String(required=True, validate=validate.OneOf(AI_LEVELS),
                          metadata={"description": "random, greedy (one ply) or mcts (search; docs/ai.md)"})
    budget_ms = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=10, max=MAX_BUDGET_MS),
                               metadata={"description": "thinking time per move (mcts); an operator may lower "
                                                        "the ceiling (ARBITER_AI_MAX_BUDGET_MS), then more is 422"})
    iterations = fields.Integer(load_default=None, allow_none=True,
                                validate=validate.Range(min=1, max=MAX_ITERATIONS),
                                metadata={"description": "simulations per move (mcts), deterministic; an operator "
                                                         "may lower the ceiling (ARBITER_AI_MAX_ITERATIONS)"})


class SeatSchema(Strict):
    name = fields.String(load_default=None, allow_none=True, validate=NAME,
                         metadata={"description": "the player's name; none (or `open`) makes an open seat"})
    ai = fields.Nested(AISchema, load_default=None, allow_none=True,
                       metadata={"description": "an AI plays this seat"})
    open = fields.Boolean(load_default=False,
                          metadata={"description": "an open seat: the game waits for a player to claim it with its "
                                                   "invite code (a seat without a name is open too)"})


class ClockSchema(Strict):
    move_seconds = fields.Integer(required=True, validate=validate.Range(min=1, max=30 * 24 * 3600),
                                  metadata={"description": "time for each turn, up to 30 days"})
    on_timeout = fields.String(load_default="forfeit", validate=validate.OneOf(TIMEOUT_POLICIES),
                               metadata={"description": "what a timeout does: forfeit the game, let an AI move, or "
                                                        "pass (only in games that have a pass move)"})


class PositionSchema(Strict):
    tutorial = fields.Integer(required=True, validate=validate.Range(min=1, max=50),
                              metadata={"description": "a step of GET /v1/rulesets/{ruleset}/tutorial"})


class CreateGameSchema(Strict):
    ruleset = fields.String(required=True, validate=validate.Length(min=1, max=64),
                            metadata={"description": "a ruleset id (GET /v1/rulesets)"})
    seats = fields.List(fields.Nested(SeatSchema), required=True, validate=validate.Length(min=1, max=8),
                        metadata={"description": "in seat order; the ruleset decides how many it takes"})
    options = fields.Dict(keys=fields.String(), load_default=dict,
                          metadata={"description": "the ruleset's options (`<Ruleset>Options`); defaults fill "
                                                   "the rest"})
    clock = fields.Nested(ClockSchema, load_default=None, allow_none=True,
                          metadata={"description": "a deadline per turn; none: no deadlines"})
    position = fields.Nested(PositionSchema, load_default=None, allow_none=True,
                             metadata={"description": "start from a position instead of the opening (practice): "
                                                      "{\"tutorial\": n}, step n of the ruleset's tutorial"})


class MoveRequestSchema(Strict):
    move = fields.Raw(required=True, metadata={"description": "a move as legal-moves lists it"})


class ClaimSchema(Strict):
    invite = fields.String(required=True, validate=validate.Length(min=1, max=128),
                           metadata={"description": "the seat's invite code"})
    name = fields.String(load_default=None, allow_none=True, validate=NAME,
                         metadata={"description": "your name at the table (default: seat N)"})


class StartSchema(Strict):
    ai = fields.Nested(AISchema, load_default=None, allow_none=True,
                       metadata={"description": "the AI for the seats still open (default greedy)"})


class WebhookSchema(Strict):
    url = fields.String(required=True, validate=validate.Length(min=8, max=2048),
                        metadata={"format": "uri", "description": "https (or http) URL that receives the "
                                                                  "Standard Webhooks POSTs"})
    scope = fields.String(load_default="seat", validate=validate.OneOf(("seat", "game")),
                          metadata={"description": "seat: your seat's events; game: every seat's public events"})
    events = fields.List(fields.String(validate=validate.OneOf(WEBHOOK_EVENTS)), load_default=None,
                         allow_none=True, metadata={"description": "the event types to send (default: all)"})


# the component name of each schema in openapi.yaml
SPEC_NAMES = {AISchema: "AI", SeatSchema: "SeatRequest", ClockSchema: "Clock", CreateGameSchema: "CreateGame",
              PositionSchema: "StartPosition",
              MoveRequestSchema: "MoveRequest", ClaimSchema: "Claim", StartSchema: "Start",
              WebhookSchema: "WebhookRequest"}
