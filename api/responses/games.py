"""A game's response bodies: the game, its events, a move's answer, pages, a replay, an audit, an
export, the legal moves and why-not, the rulesets, and the health probes."""
from marshmallow import RAISE, Schema, fields, validate

HEX64 = validate.Regexp(r"^[0-9a-f]{64}$")
GAME_STATUSES = ("waiting", "active", "finished")


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
        "properties": {"kind": {"enum": ["create", "move", "resign", "timeout", "undo", "takeback",
                                                  "takeback_answer", "draw_offer", "draw_answer", "abort"]},
                       "seat": {"type": "integer"}, "accept": {"type": "boolean"},
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
    places = fields.Dict(required=True, keys=fields.String(), values=fields.Integer(validate=validate.Range(min=1)),
                         metadata={"description": "seat (as a string) -> place, 1 first; seats that tie share a "
                                                  "place (recorded by the versions that can tie without winners, "
                                                  "such as dale@2; derived from winners and ranking for the others)"})
    text = fields.String(required=True, metadata={"description": "the outcome as a sentence a person reads, naming "
                                                                 "the winner and why (\"Bo wins: controls 2 of 3 Magic "
                                                                 "Circles ...\"), with the placings for 3 or more seats"})


RULESET_VERSION = {"description": "the version of the rules the game is decided, replayed and audited under, for "
                                  "its whole life (docs/decisions.md, \"Rules versions\")"}


# "from" is a keyword: the schema is made from a dict so its field is called that, in the spec too
LeavePeriodSchema = Schema.from_dict({
    "from": fields.DateTime(required=True, metadata={"description": "midnight UTC of the first day"}),
    "until": fields.DateTime(required=True, metadata={"description": "midnight UTC after the last day"}),
}, name="LeavePeriodSchema")
LeavePeriodSchema.__module__ = __name__


class SeatClockSchema(Schema):
    seat = fields.Integer(required=True, validate=validate.Range(min=0))
    deadline = fields.DateTime(required=True, allow_none=True,
                               metadata={"description": "this seat's own deadline while it is to act (its reserve "
                                                        "and its leave make it differ from the others')"})
    reserve_seconds = fields.Integer(required=True, allow_none=True,
                                     metadata={"description": "the seat's reserve at the start of this turn (none: "
                                                              "the clock has no reserve)"})
    leave = fields.List(fields.Nested(LeavePeriodSchema), required=True,
                        metadata={"description": "the seat's leave not yet over: its clock stands still then"})
    text = fields.String(required=True, metadata={"description": "\"Ana: 2 days 4 hours left, 5 days in reserve\", "
                                                                 "or that the seat is on leave; empty when not to act"})


class PendingSchema(Schema):
    """A takeback request or a draw offer waiting for the other players' answers (docs/api.md, "Undo,
    takeback, offers, abort, rematch"); it lapses at the next move or at `expires_at`."""

    kind = fields.String(required=True, validate=validate.OneOf(("takeback", "draw")))
    seat = fields.Integer(required=True, validate=validate.Range(min=0), metadata={"description": "who asked"})
    accepted = fields.List(fields.Integer(), required=True, metadata={"description": "the seats that accepted so far"})
    waiting_for = fields.List(fields.Integer(), required=True, metadata={"description": "the seats still to answer"})
    expires_at = fields.DateTime(required=True)
    text = fields.String(required=True, metadata={"description": "the request in words, with the players' names"})


class GameSchema(Schema):
    id = fields.String(required=True)
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    ruleset_version = fields.Integer(required=True, validate=validate.Range(min=1), metadata=RULESET_VERSION)
    status = fields.String(required=True, validate=validate.OneOf(GAME_STATUSES))
    version = fields.Integer(required=True, validate=validate.Range(min=0),
                             metadata={"description": "0 while the game is waiting"})
    seats = fields.List(fields.Nested(SeatSchema), required=True)
    your_seat = fields.Integer(required=True, allow_none=True, validate=validate.Range(min=0))
    to_act = fields.List(fields.Integer(), required=True, metadata={"description": "the seats that may act now"})
    removed = fields.List(fields.Integer(), required=True, metadata={"description": "seats that resigned or forfeited"})
    deadline = fields.DateTime(required=True, allow_none=True)
    clock = fields.Raw(required=True, allow_none=True, metadata={"ref": "Clock"})
    clocks = fields.List(fields.Nested(SeatClockSchema),
                         metadata={"description": "games with a clock, until they end: each person's seat's clock "
                                                  "(docs/deadlines.md: move allowance, reserve, leave)"})
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
    pending = fields.Nested(PendingSchema, allow_none=True, metadata={
        "description": "a takeback request or draw offer waiting for answers (absent or null: none)"})


class ActionCheckSchema(Schema):
    allowed = fields.Boolean(required=True)
    text = fields.String(required=True, metadata={"description": "what it would do, or why not, in words"})


class TableActionsSchema(Schema):
    """What the caller's seat may do now besides moving: each command with whether the referee would
    take it and, if not, why (the same refusal the command would answer)."""

    version = fields.Integer(required=True)
    seat = fields.Integer(required=True, allow_none=True)
    undo = fields.Nested(ActionCheckSchema, required=True)
    takeback = fields.Nested(ActionCheckSchema, required=True)
    draw_offer = fields.Nested(ActionCheckSchema, required=True)
    abort = fields.Nested(ActionCheckSchema, required=True)
    answer = fields.String(required=True, allow_none=True, validate=validate.OneOf(("takeback", "draw")),
                           metadata={"description": "the kind of pending request the caller may answer now"})
    rematch = fields.Nested(ActionCheckSchema, required=True)


class RematchSchema(Schema):
    """A finished game's rematch: the same players, the same options, the seats turned one place."""

    game_id = fields.String(required=True, metadata={"description": "the finished game"})
    status = fields.String(required=True, validate=validate.OneOf(("none", "offered", "started", "declined")))
    accepted = fields.List(fields.Integer(), required=True, metadata={"description": "seats (of the finished game) "
                                                                                    "that accepted"})
    waiting_for = fields.List(fields.Integer(), required=True)
    new_game = fields.String(required=True, allow_none=True, metadata={"description": "the new game, once started"})
    your_seat = fields.Integer(required=True, allow_none=True, metadata={"description": "the caller's seat in the "
                                                                                       "new game"})
    token = fields.String(required=True, allow_none=True, metadata={
        "description": "the caller's seat token in the new game (a seat without an account; an account's seat is "
                       "reached with its session)"})
    text = fields.String(required=True, metadata={"description": "the rematch in words, with the players' names"})


class MoveResultSchema(Schema):
    version = fields.Integer(required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)
    game = fields.Nested(GameSchema, metadata={"description": "the game after the move, as the caller's seat sees it; "
                                                              "absent when the request said `Prefer: return=minimal`"})


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
    ruleset_version = fields.Integer(required=True, validate=validate.Range(min=1), metadata=RULESET_VERSION)
    rules = fields.String(required=True, metadata={"description": "the ruleset and its version, as `battalla@4`"})
    rules_recorded = fields.Boolean(required=True, metadata={
        "description": "false for a game from before versions were recorded: its version was found by re-running "
                       "its decisions from its seed (the offline auditor does the same)"})
    version = fields.Integer(required=True)
    seed_commitment = fields.String(required=True, validate=HEX64)
    head_hash = fields.String(required=True, allow_none=True, validate=HEX64)
    verified = fields.Boolean(required=True)
    checks = fields.Nested(AuditChecksSchema, required=True)
    seed = fields.String(required=True, allow_none=True, validate=HEX64,
                         metadata={"description": "hex, once the game has finished"})
    problem = fields.String(metadata={"description": "why verification failed"})


class SeatNameSchema(Schema):
    """A seat's name beside a record that names nobody (GameCreated commits to it by `name_digest`,
    sha256(salt + canonical(name))); an erased one (its player deleted their account) has no salt."""
    seat = fields.Integer(required=True, validate=validate.Range(min=0))
    name = fields.String(required=True, allow_none=True)
    salt = fields.String(required=True, allow_none=True)
    erased = fields.Boolean(required=True)


class GameExportSchema(Schema):
    format = fields.String(required=True, metadata={"const": "arbiter-game/1"})
    id = fields.String(required=True)
    ruleset = fields.String(required=True)
    ruleset_version = fields.Integer(required=True, validate=validate.Range(min=1), metadata=RULESET_VERSION)
    audit = fields.Nested(AuditSchema, required=True)
    events = fields.List(fields.Nested(EventSchema), required=True)
    names = fields.List(fields.Nested(SeatNameSchema), metadata={
        "description": "only for a record that holds no names (battalla@5, grove@3, channeling@3, battlegates@3, "
                       "dale@3 and later): each seat's name and the salt its digest in GameCreated was made with"})
    log = fields.Raw(metadata={"ref": "GameLog"})


# --- moves and rulesets ----------------------------------------------------------------------------
class LegalMovesSchema(Schema):
    version = fields.Integer(required=True)
    ruleset = fields.String(required=True, metadata={"ref": "RulesetId"})
    seat = fields.Integer(required=True, allow_none=True)
    moves = fields.List(fields.Dict(metadata={"ref": "Move"}), required=True)
    texts = fields.List(fields.String(), required=True, metadata={
        "description": "one sentence per move, in the same order as `moves` (docs/api.md, `text`)"})


class WhyNotReasonSchema(Schema):
    rule = fields.String(required=True)
    detail = fields.String(required=True)
    quote = fields.String(metadata={"description": "the seed's sentence for the rule"})
    move_type = fields.String()


class WhyNotSchema(Schema):
    """Why a tapped element names none of the caller's moves now. Decided on a position sampled from
    the caller's own view, so it tells nothing the caller may not see."""

    version = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    legal = fields.Boolean(required=True,
                           metadata={"description": "true: some legal move of the caller is named after all"})
    moves = fields.List(fields.Dict(), required=True,
                        metadata={"description": "when legal: the caller's legal moves the pick names"})
    reasons = fields.List(fields.Nested(WhyNotReasonSchema), required=True)


class PlayersSchema(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)


class JSONSchemaSchema(Schema):
    """A JSON Schema (2020-12) object."""


class RulesetVersionSchema(Schema):
    class Meta:
        unknown = RAISE

    version = fields.Integer(required=True, validate=validate.Range(min=1))
    rules = fields.String(required=True, metadata={"description": "`<ruleset>@<version>`"})
    since = fields.String(required=True, allow_none=True, metadata={"description": "when it came into force"})
    changes = fields.String(required=True, metadata={"description": "what changed in this version"})
    records_version = fields.Boolean(required=True, metadata={
        "description": "whether its games name it in GameCreated (false: from before versions were recorded)"})


class _RulesetBasics(Schema):  # what the listing and the ruleset's own resource both say of it
    class Meta:
        unknown = RAISE

    id = fields.String(required=True, metadata={"ref": "RulesetId"})
    name = fields.String(required=True)
    version = fields.Integer(required=True, validate=validate.Range(min=1), metadata={
        "description": "the newest version of its rules: new games are played under it"})
    players = fields.Nested(PlayersSchema, required=True)
    hidden_information = fields.Boolean(required=True)
    options = fields.Nested(JSONSchemaSchema, required=True)


class RulesetSummarySchema(_RulesetBasics):
    class Meta:
        unknown = RAISE


class RulesetSchema(_RulesetBasics):
    class Meta:
        unknown = RAISE

    move_types = fields.Dict(required=True, keys=fields.String(), values=fields.Nested(JSONSchemaSchema),
                             metadata={"description": "move type -> JSON Schema of the move"})
    resources = fields.List(fields.String(), required=True)
    versions = fields.List(fields.Nested(RulesetVersionSchema), required=True, metadata={
        "description": "every version of its rules this server knows, oldest first, with what changed in each "
                       "(docs/rules/<ruleset>.md, \"Versions\")"})


class RulesetListSchema(Schema):
    class Meta:
        unknown = RAISE

    rulesets = fields.List(fields.Nested(RulesetSummarySchema), required=True)


# --- health ----------------------------------------------------------------------------------------
class ReadyChecksSchema(Schema):
    """each dependency: 'ok' or 'unavailable: why'"""

    class Meta:
        additional_properties = fields.String()  # any other dependency a deployment checks

    store = fields.String()
    queues = fields.String()


class AliveSchema(Schema):
    status = fields.String(required=True, validate=validate.Equal("ok"))


class ReadySchema(Schema):
    status = fields.String(required=True, validate=validate.Equal("ready"))
    checks = fields.Nested(ReadyChecksSchema, required=True)


class NotReadySchema(Schema):
    status = fields.String(required=True, validate=validate.Equal("unavailable"))
    checks = fields.Nested(ReadyChecksSchema, required=True)
