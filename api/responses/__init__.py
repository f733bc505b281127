"""Response bodies, declared once (marshmallow 4) beside the request bodies of api/schemas.py, one
module per area: games.py (a game, its events, a move's answer, pages, replay, audit, export, legal
moves, rulesets, health), lobby.py (listings, invites, webhooks), people.py (accounts, tokens,
chat), challenges.py (challenges, the account stream), tournaments.py (tournaments, ratings) and
log.py (the public log).

Every response body of openapi.yaml is written from these classes (api/openapi_parts.py's
converter, through scripts/gen_openapi.py): the ones named in `RESPONSE_NAMES` (and the field of
`RESPONSE_FIELDS`) as components of those names, the others inline where a route's operation
(`body(<class>)`) or a field uses them. tests/contract/test_responses_match_spec.py
validates every route's real answer against openapi.yaml, and tests/contract/test_response_components.py
that every response shape in it comes from here, so these declarations are what the API is held to.

How a declaration reads in the spec: `required=True` puts the field in `required`; `allow_none=True`
makes it `oneOf: [<type>, null]` (a description goes beside the oneOf); a `Nested` class with a
name is a `$ref`, one without is written inline; a class that extends a named class is `allOf` of
that component and its own fields; `validate.OneOf` is an `enum`, `validate.Equal` a `const`,
`validate.Range(min=)` a `minimum`, `validate.Regexp` a `pattern`; `Meta.unknown = RAISE` is
`additionalProperties: false` and `Meta.additional_properties = <field>` the schema of the keys not
declared. `metadata` says the rest: `description`, `examples`, `ref` (a component of the spec's own,
such as the per-ruleset `RulesetId` or `Move`, or a request schema's `AI` and `Clock`), `const`, and
`schema` for a shape written out in full where a field type says too little. A class's docstring is
its description; a `fields.Raw` with no metadata is any value (named in `required`, and left out of
`properties`, where it would say nothing).
"""
from .analysis import AnalysisRunningSchema, AnalysisSchema
from .challenges import AccountEventSchema, ChallengeSchema
from .games import (
    AuditSchema,
    EventPageSchema,
    EventSchema,
    GameExportSchema,
    GameSchema,
    JSONSchemaSchema,
    LeavePeriodSchema,
    LegalMovesSchema,
    MoveResultSchema,
    OutcomeSchema,
    PlayersSchema,
    ReadyChecksSchema,
    ReplaySchema,
    RulesetSchema,
    RulesetSummarySchema,
    RematchSchema,
    SeatClockSchema,
    SeatSchema,
    TableActionsSchema,
    WhyNotSchema,
)
from .lobby import (
    WEBHOOK_EVENT_TYPE,
    DeliveryLogSchema,
    GamePageSchema,
    GameSummarySchema,
    MyGameSchema,
    WebhookPayloadSchema,
    WebhookSchema,
)
from .log import GameLogSchema, LogLeafSchema
from .people import (
    AccountLeaveSchema,
    AccountSchema,
    ApiTokenSchema,
    CeremonyOptionsSchema,
    ChatMessageSchema,
    DeclaredLeaveSchema,
    MyGameCountsSchema,
    SignedInSchema,
)
from .safety import ModeratorActionSchema, ReportSchema
from .tournaments import (
    RatingSchema,
    StandingsRowSchema,
    TournamentEntrantSchema,
    TournamentExportSchema,
    TournamentRoundSchema,
    TournamentSchema,
)

# each class's component name in openapi.yaml
RESPONSE_NAMES = {
    EventSchema: "Event", SeatSchema: "Seat", OutcomeSchema: "Outcome", GameSchema: "Game",
    SeatClockSchema: "SeatClock", LeavePeriodSchema: "LeavePeriod", AccountLeaveSchema: "AccountLeave",
    DeclaredLeaveSchema: "DeclaredLeave",
    MoveResultSchema: "MoveResult", EventPageSchema: "EventPage", ReplaySchema: "Replay", AuditSchema: "Audit",
    GameExportSchema: "GameExport", LegalMovesSchema: "LegalMoves", WhyNotSchema: "WhyNot",
    PlayersSchema: "Players", JSONSchemaSchema: "JSONSchema", RulesetSummarySchema: "RulesetSummary",
    RulesetSchema: "Ruleset", ReadyChecksSchema: "ReadyChecks", TableActionsSchema: "TableActions",
    RematchSchema: "Rematch",
    GameSummarySchema: "GameSummary", GamePageSchema: "GamePage", MyGameSchema: "MyGame",
    WebhookSchema: "Webhook", DeliveryLogSchema: "DeliveryLog", WebhookPayloadSchema: "WebhookPayload",
    MyGameCountsSchema: "MyGameCounts", AccountSchema: "Account", SignedInSchema: "SignedIn",
    CeremonyOptionsSchema: "CeremonyOptions", ApiTokenSchema: "ApiToken", ChatMessageSchema: "ChatMessage",
    ChallengeSchema: "Challenge", AccountEventSchema: "AccountEvent",
    TournamentEntrantSchema: "TournamentEntrant", StandingsRowSchema: "StandingsRow", TournamentSchema: "Tournament",
    TournamentRoundSchema: "TournamentRound", TournamentExportSchema: "TournamentExport", RatingSchema: "Rating",
    LogLeafSchema: "LogLeaf", GameLogSchema: "GameLog",
    AnalysisSchema: "Analysis", AnalysisRunningSchema: "AnalysisRunning",
    ReportSchema: "Report", ModeratorActionSchema: "ModeratorAction",
}
# a named field's component name: a shape several fields share that is not an object
RESPONSE_FIELDS = {"WebhookEventType": WEBHOOK_EVENT_TYPE}
