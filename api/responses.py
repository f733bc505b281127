"""Response bodies, declared once (marshmallow 4) beside the request bodies of api/schemas.py: a
game, its events, a move's answer, pages, a replay, an audit, an export, the listings, webhooks and
their deliveries, accounts, API tokens, chat messages and the public log's leaves.

scripts/gen_openapi.py writes openapi.yaml's components of these names from the classes below
(`RESPONSE_NAMES`), and tests/contract/test_responses_match_spec.py validates every route's real
answer against openapi.yaml, so these declarations are what the API is held to. `metadata` says
what the spec says beyond the type: `description`, `ref` (a component of the spec's own, such as
the per-ruleset `RulesetId` or `Move`), `format`, `const`, and `schema` for a shape written out
in full where a field type says too little. A class's own docstring is its description there.
"""
from marshmallow import RAISE, Schema, fields, validate

HEX64 = validate.Regexp(r"^[0-9a-f]{64}$")


class EventSchema(Schema):
    """An event envelope, redacted for the caller."""

    class Meta:
        unknown = RAISE  # exactly these fields: `additionalProperties: false` in the spec

    seq = fields.Integer(required=True, validate=validate.Range(min=1))
    type = fields.String(required=True)
    seat = fields.Integer(required=True, allow_none=True, validate=validate.Range(min=0))
    data = fields.Dict(required=True)
    at = fields.DateTime(required=True)
    cmd = fields.Raw(required=True, allow_none=True, metadata={"schema": {
        "type": "object", "required": ["kind"], "description": "the command, on the first event of a decision",
        "properties": {"kind": {"enum": ["create", "move", "resign", "timeout"]}, "seat": {"type": "integer"},
                       "move": {"oneOf": [{"type": "object"}, {"type": "null"}]}}}})
    digests = fields.Dict(required=True, keys=fields.String(), values=fields.String(validate=HEX64))
    hash = fields.String(required=True, validate=HEX64)
    private = fields.Dict(required=True, keys=fields.String(), values=fields.Dict(),
                          metadata={"description": "audience (seat number or \"server\") -> private data the caller "
                                                   "may see; all of it once the game has finished"})
    text = fields.String(required=True, metadata={
        "description": "the event in words, as the caller may read it (a sentence in the game's vocabulary, with the "
                       "players' names); not part of the hashed envelope, never stored (docs/api.md, `text`)"})


class SeatSchema(Schema):
    seat = fields.Integer(required=True, validate=validate.Range(min=0))
    name = fields.String(required=True, allow_none=True)
    ai = fields.Raw(required=True, allow_none=True, metadata={"ref": "AI"})
    token = fields.String(metadata={"description": "Only in the answer that creates the game, on human seats."})
    open = fields.Boolean(metadata={"description": "waiting for a player (games with status waiting)"})
    invite = fields.String(metadata={"description": "the invite code of an open seat; only in the answer that "
                                                   "creates the game, for the creator to pass on"})


class OutcomeSchema(Schema):
    winners = fields.List(fields.Integer(), required=True)
    ranking = fields.List(fields.Integer(), required=True, metadata={"description": "best first"})
    scores = fields.Dict(required=True, allow_none=True, keys=fields.String(), values=fields.Float(),
                         metadata={"description": "seat (as a string) -> score"})
    reason = fields.String(required=True)


class GameSchema(Schema):
    id = fields.String(required=True)
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    status = fields.String(required=True, metadata={"schema": {"enum": ["waiting", "active", "finished"]}})
    version = fields.Integer(required=True, validate=validate.Range(min=0),
                             metadata={"description": "0 while the game is waiting"})
    seats = fields.List(fields.Nested(SeatSchema), required=True)
    your_seat = fields.Integer(required=True, allow_none=True, validate=validate.Range(min=0))
    to_act = fields.List(fields.Integer(), required=True, metadata={"description": "the seats that may act now"})
    removed = fields.List(fields.Integer(), required=True, metadata={"description": "seats that resigned or forfeited"})
    deadline = fields.DateTime(required=True, allow_none=True)
    clock = fields.Raw(required=True, allow_none=True, metadata={"ref": "Clock"})
    options = fields.Dict(required=True, metadata={"description": "the options with defaults filled in"})
    outcome = fields.Nested(OutcomeSchema, required=True, allow_none=True)
    view = fields.Dict(required=True, metadata={"description": "what the caller may see; the ruleset's own shape"})
    seed_commitment = fields.String(required=True, allow_none=True, validate=HEX64)
    created_at = fields.DateTime(required=True)
    updated_at = fields.DateTime(required=True)
    creator_token = fields.String(metadata={"description": "only in the answer that creates a game with open "
                                                           "seats: starts the game (`POST /start`) and owns game "
                                                           "webhooks"})
    token = fields.String(metadata={"description": "only in the answer to a claim: the claimed seat's token"})


class MoveResultSchema(Schema):
    version = fields.Integer(required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)
    game = fields.Nested(GameSchema, required=True)


class EventPageSchema(Schema):
    events = fields.List(fields.Nested(EventSchema), required=True)
    next = fields.Integer(required=True, allow_none=True, metadata={"description": "pass as `after` for the next page"})
    version = fields.Integer(required=True)


class ReplaySchema(Schema):
    version = fields.Integer(required=True)
    to_act = fields.List(fields.Integer(), required=True)
    outcome = fields.Nested(OutcomeSchema, required=True, allow_none=True, metadata={
        "description": "set from the version at which the result is settled, which can be the one just before "
                       "GameFinished"})
    finished = fields.Boolean(required=True, metadata={"description": "GameFinished is at or before this version"})
    settled = fields.Boolean(required=True, metadata={
        "description": "false for a version inside one command (set-up, a move's follow-on events): nobody acts "
                       "there, the command's next event follows"})
    view = fields.Dict(required=True)
    state = fields.Dict(required=True, allow_none=True, metadata={"description": "the full state, once finished"})


class AuditChecksSchema(Schema):
    hash_chain = fields.Boolean(required=True)
    refold = fields.Boolean(required=True, metadata={
        "description": "the state folded again from the stored events equals the state the service serves"})
    private_parts = fields.Boolean()
    commitment = fields.Boolean()


class AuditSchema(Schema):
    id = fields.String(required=True)
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    version = fields.Integer(required=True)
    seed_commitment = fields.String(required=True, validate=HEX64)
    head_hash = fields.String(required=True, allow_none=True, validate=HEX64)
    verified = fields.Boolean(required=True)
    checks = fields.Nested(AuditChecksSchema, required=True, metadata={"inline": True})
    seed = fields.String(required=True, allow_none=True, validate=HEX64,
                         metadata={"description": "hex, once the game has finished"})
    problem = fields.String(metadata={"description": "why verification failed"})


class GameExportSchema(Schema):
    format = fields.String(required=True, metadata={"const": "arbiter-game/1"})
    id = fields.String(required=True)
    ruleset = fields.String(required=True)
    audit = fields.Nested(AuditSchema, required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)
    log = fields.Raw(metadata={"ref": "GameLog"})


# --- play by post: listings, webhooks ------------------------------------------------------------
GAME_STATUS = {"enum": ["waiting", "active", "finished"]}


class GameSummarySchema(Schema):
    id = fields.String(required=True)
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    status = fields.String(required=True, metadata={"schema": GAME_STATUS})
    version = fields.Integer(required=True, validate=validate.Range(min=0))
    seats = fields.List(fields.Nested(SeatSchema), required=True)
    open_seats = fields.List(fields.Integer(), required=True)
    to_act = fields.List(fields.Integer(), required=True)
    deadline = fields.DateTime(required=True, allow_none=True)
    created_at = fields.DateTime(required=True)
    updated_at = fields.DateTime(required=True)


class GamePageSchema(Schema):
    games = fields.List(fields.Nested(GameSummarySchema), required=True)
    next = fields.String(required=True, allow_none=True, metadata={"description": "pass as `cursor` for the next page"})


WEBHOOK_EVENT = {"ref": "WebhookEventType"}


class WebhookSchema(Schema):
    id = fields.String(required=True)
    url = fields.String(required=True)
    scope = fields.String(required=True, metadata={"schema": {"enum": ["seat", "game"]}})
    seat = fields.Integer(required=True, allow_none=True)
    events = fields.List(fields.String(metadata=WEBHOOK_EVENT), required=True)
    disabled = fields.Boolean(required=True)
    disabled_reason = fields.String(allow_none=True)
    created_at = fields.DateTime(required=True)
    secret = fields.String(validate=validate.Regexp("^whsec_"),
                           metadata={"description": "the signing secret, only in the answer that registers it"})


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
    status = fields.String(required=True, metadata={"schema": {"enum": ["pending", "retrying", "delivered", "failed"]}})
    attempts = fields.Integer(required=True)
    created_at = fields.String()
    next_attempt_in = fields.Float(allow_none=True)
    reason = fields.String(allow_none=True)


class DeliveryLogSchema(Schema):
    attempts = fields.List(fields.Nested(DeliveryAttemptSchema, metadata={"inline": True}), required=True)
    deliveries = fields.List(fields.Nested(DeliverySchema, metadata={"inline": True}), required=True)


# --- people: accounts, tokens, chat ----------------------------------------------------------------
class MyGameCountsSchema(Schema):
    my_turn = fields.Integer(required=True, validate=validate.Range(min=0))
    waiting = fields.Integer(required=True, validate=validate.Range(min=0))
    finished = fields.Integer(required=True, validate=validate.Range(min=0))


class AccountSchema(Schema):
    id = fields.String(required=True)
    display_name = fields.String(required=True)
    email = fields.String(required=True, allow_none=True)
    email_verified = fields.Boolean(required=True)
    created_at = fields.DateTime(required=True)
    prefs = fields.Dict()
    recovery_codes_left = fields.Integer()
    mail_available = fields.Boolean()
    games = fields.Nested(MyGameCountsSchema)
    signed_in_with = fields.String(metadata={"schema": {"enum": ["session", "token"]}})


class CeremonyOptionsSchema(Schema):
    ceremony = fields.String(required=True)
    publicKey = fields.Dict(required=True, metadata={  # noqa: N815 - WebAuthn's own name
        "description": "the PublicKeyCredentialCreation/RequestOptions as JSON (binary fields base64url)"})


class ApiTokenSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    scopes = fields.List(fields.String(metadata={"schema": {"enum": ["play", "read", "webhooks"]}}), required=True)
    created_at = fields.String(required=True)
    expires_at = fields.String(required=True, allow_none=True)
    last_used_at = fields.String(allow_none=True)
    token = fields.String(metadata={"description": "only in the answer that creates it"})


class ChatMessageSchema(Schema):
    id = fields.String(required=True, metadata={"description": "also the `after` cursor"})
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    text = fields.String(required=True)
    at = fields.String(required=True)


# --- moves and rulesets ----------------------------------------------------------------------------
class LegalMovesSchema(Schema):
    version = fields.Integer(required=True)
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    seat = fields.Integer(required=True, allow_none=True)
    moves = fields.List(fields.Dict(metadata={"ref": "Move"}), required=True)
    texts = fields.List(fields.String(), required=True, metadata={
        "description": "one sentence per move, in the same order as `moves` (docs/api.md, `text`)"})


class PlayersSchema(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)


# --- the public log ----------------------------------------------------------------------------------
B64_HASH = fields.String(validate=validate.Regexp(r"^[A-Za-z0-9+/]{43}=$"),
                         metadata={"description": "a SHA-256 hash, standard base64"})


class LogLeafSchema(Schema):
    """A leaf's content: its entry in the log is this object's canonical JSON."""

    format = fields.String(required=True, metadata={"schema": {"const": "arbiter-leaf/1"}})
    kind = fields.String(required=True, metadata={"schema": {"enum": ["created", "head", "finished"]}})
    game = fields.String(required=True)
    version = fields.Integer(required=True, validate=validate.Range(min=1))
    head = fields.String(required=True, validate=HEX64,
                         metadata={"description": "the hash of the game's event at `version`"})
    commitment = fields.String(validate=HEX64, metadata={"description": "created leaves: the seed commitment"})


class LoggedLeafSchema(Schema):
    index = fields.Integer(required=True)
    leaf = fields.Nested(LogLeafSchema, required=True)
    proof = fields.List(B64_HASH, required=True,
                        metadata={"description": "RFC 9162 inclusion proof in the checkpoint's tree"})


class ConsistencySchema(Schema):
    first = fields.Integer(required=True)
    second = fields.Integer(required=True)
    proof = fields.List(B64_HASH, required=True)


class GameLogSchema(Schema):
    origin = fields.String(required=True)
    key = fields.String(required=True, metadata={"description": "the log's note verifier key"})
    size = fields.Integer(required=True)
    checkpoint = fields.String(required=True, metadata={"description": "the signed checkpoint note"})
    leaves = fields.List(fields.Nested(LoggedLeafSchema, metadata={"inline": True}), required=True)
    consistency = fields.Nested(ConsistencySchema, metadata={"inline": True})


# each class's component name in openapi.yaml
RESPONSE_NAMES = {
    EventSchema: "Event", SeatSchema: "Seat", OutcomeSchema: "Outcome", GameSchema: "Game",
    MoveResultSchema: "MoveResult", EventPageSchema: "EventPage", ReplaySchema: "Replay", AuditSchema: "Audit",
    GameExportSchema: "GameExport", GameSummarySchema: "GameSummary", GamePageSchema: "GamePage",
    WebhookSchema: "Webhook", DeliveryLogSchema: "DeliveryLog", MyGameCountsSchema: "MyGameCounts",
    AccountSchema: "Account", CeremonyOptionsSchema: "CeremonyOptions",
    ApiTokenSchema: "ApiToken", ChatMessageSchema: "ChatMessage", LegalMovesSchema: "LegalMoves",
    PlayersSchema: "Players", LogLeafSchema: "LogLeaf", GameLogSchema: "GameLog",
}
