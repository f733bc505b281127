"""Request bodies, declared once (marshmallow 4): the API validates with these, and
scripts/gen_openapi.py turns them into openapi.yaml's request schemas (apispec), so the spec and
the validation cannot disagree. `metadata` carries what the spec says beyond the checks."""
from marshmallow import RAISE, Schema, ValidationError, fields, post_load, validate, validates_schema

from service.table.ai_policy import MAX_BUDGET_MS, MAX_ITERATIONS
from service.table.i18n import LANGUAGES
from service.people.names import LABEL_MAX, NAME_MAX, TITLE_MAX, NameError_, check_person_name

AI_LEVELS = ("random", "greedy", "mcts")
TIMEOUT_POLICIES = ("forfeit", "ai", "pass")
WEBHOOK_EVENTS = ("turn.your_turn", "turn.deadline_reminder", "game.ended", "game.offer")


class PersonName(fields.String):
    """A name a person chose, under service.people.names' one rule: trimmed and collapsed, then refused
    (400 naming the field) with control, bidi, invisible or mixed-script characters or too long."""

    def __init__(self, limit: int = NAME_MAX, **kwargs):
        super().__init__(validate=validate.Length(min=1, max=limit), **kwargs)
        self.limit = limit

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            return check_person_name(text, limit=self.limit)  # the error handler names the field
        except NameError_ as exc:
            raise ValidationError(str(exc)) from None


class Strict(Schema):
    """Unknown fields are an error (400 naming them), never silently dropped."""

    class Meta:
        unknown = RAISE


class AISchema(Strict):
    level = fields.String(required=True, validate=validate.OneOf(AI_LEVELS),
                          metadata={"description": "random, greedy (one ply) or mcts (search; docs/ai.md)"})
    budget_ms = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=10, max=MAX_BUDGET_MS),
                               metadata={"description": "thinking time per move (mcts); at most 1000 when every "
                                                        "seat is an AI; an operator may lower the ceilings "
                                                        "(ARBITER_AI_MAX_BUDGET_MS, ARBITER_EXHIBITION_MAX_BUDGET_MS), "
                                                        "then more is 422"})
    iterations = fields.Integer(load_default=None, allow_none=True,
                                validate=validate.Range(min=1, max=MAX_ITERATIONS),
                                metadata={"description": "simulations per move (mcts), deterministic; at most "
                                                         "10000 when every seat is an AI; an operator may lower the "
                                                         "ceilings (ARBITER_AI_MAX_ITERATIONS, "
                                                         "ARBITER_EXHIBITION_MAX_ITERATIONS)"})


class SeatSchema(Strict):
    name = PersonName(load_default=None, allow_none=True,
                      metadata={"description": "the player's name; none (or `open`) makes an open seat"})
    ai = fields.Nested(AISchema, load_default=None, allow_none=True,
                       metadata={"description": "an AI plays this seat"})
    open = fields.Boolean(load_default=False,
                          metadata={"description": "an open seat: the game waits for a player to claim it with its "
                                                   "invite code (a seat without a name is open too)"})
    mine = fields.Boolean(load_default=False,
                          metadata={"description": "this seat is the caller's account's (a session or an API token "
                                                   "with `play`); its name defaults to the display name"})


class ReserveSchema(Strict):
    start_seconds = fields.Integer(load_default=0, validate=validate.Range(min=0, max=60 * 24 * 3600),
                                   metadata={"description": "each seat's reserve at the start"})
    per_move_seconds = fields.Integer(required=True, validate=validate.Range(min=0, max=30 * 24 * 3600),
                                      metadata={"description": "added to the reserve after each move"})
    max_seconds = fields.Integer(required=True, validate=validate.Range(min=1, max=60 * 24 * 3600),
                                 metadata={"description": "the most the reserve holds"})

    @validates_schema
    def _start_within(self, data, **kwargs):
        if data.get("start_seconds", 0) > data["max_seconds"]:
            raise ValidationError("must not be more than max_seconds", field_name="start_seconds")


class ClockSchema(Strict):
    move_seconds = fields.Integer(required=True, validate=validate.Range(min=1, max=30 * 24 * 3600),
                                  metadata={"description": "time for each turn, up to 30 days"})
    on_timeout = fields.String(load_default="forfeit", validate=validate.OneOf(TIMEOUT_POLICIES),
                               metadata={"description": "what a timeout does: forfeit the game, let an AI move, or "
                                                        "pass (only in games that have a pass move)"})
    reserve = fields.Nested(ReserveSchema, load_default=None, allow_none=True,
                            metadata={"description": "a bank of time beyond each move's allowance, used when a move "
                                                     "takes longer and refilled after each move (docs/deadlines.md)"})
    leave = fields.Boolean(load_default=None, allow_none=True,
                           metadata={"description": "false: the players' leave does not stop this game's clocks "
                                                    "(tournaments may disallow leave); default allowed"})

    @post_load
    def _drop_unset(self, data, **kwargs):
        """A clock without a reserve (or with leave allowed) records exactly what it always did."""
        if data.get("reserve") is None:
            data.pop("reserve", None)
        if data.get("leave") is not False:
            data.pop("leave", None)
        return data


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
    chat = fields.Nested(lambda: ChatSettingsSchema(), load_default=None, allow_none=True,
                         metadata={"description": "table talk settings (the seats always may chat)"})
    position = fields.Nested(PositionSchema, load_default=None, allow_none=True,
                             metadata={"description": "start from a position instead of the opening (practice): "
                                                      "{\"tutorial\": n}, step n of the ruleset's tutorial"})


class MoveRequestSchema(Strict):
    move = fields.Raw(required=True, metadata={"description": "a move as legal-moves lists it"})


class AnswerSchema(Strict):
    accept = fields.Boolean(required=True, truthy={True}, falsy={False}, metadata={"description": "true to accept, false to decline"})


class ClaimSchema(Strict):
    invite = fields.String(required=True, validate=validate.Length(min=1, max=128),
                           metadata={"description": "the seat's invite code"})
    name = PersonName(load_default=None, allow_none=True,
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
SPEC_NAMES = {AISchema: "AI", SeatSchema: "SeatRequest", ClockSchema: "Clock", ReserveSchema: "Reserve", CreateGameSchema: "CreateGame",
              PositionSchema: "StartPosition",
              MoveRequestSchema: "MoveRequest", AnswerSchema: "AnswerRequest", ClaimSchema: "Claim", StartSchema: "Start",
              WebhookSchema: "WebhookRequest"}


# --- people: accounts, tokens, notifications, chat (docs/accounts.md, docs/notifications.md) -------
API_SCOPES = ("play", "read", "webhooks")
NOTIFY_EVENTS = ("your_turn", "deadline_reminder", "game_over", "invite_accepted", "chat", "tournament_game",
                 "tournament_over", "offer")
HHMM = validate.Regexp(r"^([01][0-9]|2[0-3]):[0-5][0-9]$", error="must be HH:MM (24-hour clock)")


class SignupOptionsSchema(Strict):
    display_name = PersonName(required=True,
                              metadata={"description": "the name other players see; unique (case and width "
                                                       "folded)"})
    email = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=254),
                          metadata={"description": "optional: for mail sign-in links and notifications (verified "
                                                   "by a link first)"})


class CeremonySchema(Strict):
    ceremony = fields.String(required=True, validate=validate.Length(min=8, max=64),
                             metadata={"description": "the ceremony id of the options answer"})
    credential = fields.Dict(required=True, metadata={"description": "the PublicKeyCredential as JSON "
                                                                     "(id, rawId, type, response, ...)"})
    name = PersonName(LABEL_MAX, load_default=None, allow_none=True,
                      metadata={"description": "a label for this passkey in the list (optional)"})


class RecoverSchema(Strict):
    code = fields.String(required=True, validate=validate.Length(min=4, max=64),
                         metadata={"description": "one of the recovery codes shown at sign-up (single use)"})


class EmailSchema(Strict):
    email = fields.String(required=True, validate=validate.Length(min=3, max=254))


class LinkSchema(Strict):
    link = fields.String(required=True, validate=validate.Length(min=16, max=200),
                         metadata={"description": "the secret of the mail link (the part after #)"})


class DeviceCodeSchema(Strict):
    code = fields.String(required=True, validate=validate.Length(min=4, max=32),
                         metadata={"description": "the code the signed-in device shows (or its QR code's link)"})


class AccountPatchSchema(Strict):
    display_name = PersonName()
    email = fields.String(allow_none=True, validate=validate.Length(max=254),
                          metadata={"description": "a new address is used once its verification link is opened; "
                                                   "null removes it"})
    language = fields.String(allow_none=True, validate=validate.OneOf(list(LANGUAGES)),
                             metadata={"description": "the language of the pages, mails and pushes; null follows "
                                                      "the browser's Accept-Language"})


class TokenRequestSchema(Strict):
    name = PersonName(LABEL_MAX, required=True)
    scopes = fields.List(fields.String(validate=validate.OneOf(API_SCOPES)), required=True,
                         validate=validate.Length(min=1, max=3),
                         metadata={"description": "play (moves, resign, create and claim seats, chat), read "
                                                  "(the account's seats' views, my games), webhooks"})
    expires_in_days = fields.Integer(load_default=90, validate=validate.Range(min=1, max=366),
                                     metadata={"description": "the token stops working after this many days"})


class AttachSeatSchema(Strict):
    token = fields.String(required=True, validate=validate.Length(min=16, max=128),
                          metadata={"description": "an anonymous seat token to attach to the account"})


class LeaveRequestSchema(Strict):
    start = fields.Date(required=True, metadata={"description": "the first day away (YYYY-MM-DD, a UTC day), "
                                                                "tomorrow at the earliest"})
    days = fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=30),
                          metadata={"description": "whole days away, within the yearly allowance"})


class PushKeysSchema(Strict):
    p256dh = fields.String(required=True, validate=validate.Length(min=80, max=100))
    auth = fields.String(required=True, validate=validate.Length(min=16, max=32))


class PushSubscriptionSchema(Strict):
    endpoint = fields.String(required=True, validate=validate.Length(min=10, max=2048),
                             metadata={"format": "uri", "description": "the push service URL of the subscription"})
    keys = fields.Nested(PushKeysSchema, required=True)
    expirationTime = fields.Integer(load_default=None, allow_none=True)  # noqa: N815 - the browser's own name


class ChannelPrefsSchema(Strict):
    your_turn = fields.Boolean()
    deadline_reminder = fields.Boolean()
    game_over = fields.Boolean()
    invite_accepted = fields.Boolean()
    chat = fields.Boolean()
    tournament_game = fields.Boolean(metadata={"description": "your next tournament game is ready"})
    tournament_over = fields.Boolean(metadata={"description": "a tournament you entered has finished"})
    offer = fields.Boolean(metadata={"description": "a takeback, a draw or a rematch you are asked to answer"})


class QuietHoursSchema(Strict):
    start = fields.String(required=True, validate=HHMM)
    end = fields.String(required=True, validate=HHMM)


class NotificationPrefsSchema(Strict):
    push = fields.Nested(ChannelPrefsSchema, metadata={"description": "which events come by Web Push"})
    email = fields.Nested(ChannelPrefsSchema, metadata={"description": "which events come by mail"})
    quiet_hours = fields.Nested(QuietHoursSchema, allow_none=True,
                                metadata={"description": "no push or mail between these times (the account's "
                                                         "time zone); what comes then waits for the end"})
    timezone = fields.String(validate=validate.Length(min=1, max=64),
                             metadata={"description": "an IANA time zone, e.g. Europe/Berlin"})
    email_digest = fields.String(validate=validate.OneOf(("off", "hourly", "daily")),
                                 metadata={"description": "one mail per period instead of one per event"})
    digest_fast_games = fields.Boolean(metadata={
        "description": "with `email_digest` off: the turns and table talk of fast games (no clock, or under an "
                       "hour a move) come by mail in an hourly digest, those of games with long clocks a mail "
                       "each (default true); push is per turn either way, and nothing is sent to a seat whose "
                       "game page is open"})


class ChatSettingsSchema(Strict):
    spectators = fields.Boolean(load_default=False,
                                metadata={"description": "spectators may read the table talk (never write)"})


class ChatMessageSchema(Strict):
    text = fields.String(required=True, validate=validate.Length(min=1, max=500),
                         metadata={"description": "up to 500 characters"})


class MuteSchema(Strict):
    seat = fields.Integer(required=True, validate=validate.Range(min=0, max=7),
                          metadata={"description": "the seat whose messages you no longer see"})


SPEC_NAMES.update({
    SignupOptionsSchema: "SignupOptionsRequest", CeremonySchema: "PasskeyCeremony", RecoverSchema: "RecoverRequest",
    EmailSchema: "EmailRequest", LinkSchema: "LinkRequest", DeviceCodeSchema: "DeviceCodeRequest",
    AccountPatchSchema: "AccountPatch", TokenRequestSchema: "TokenRequest", AttachSeatSchema: "AttachSeat", LeaveRequestSchema: "LeaveRequest",
    PushKeysSchema: "PushKeys", PushSubscriptionSchema: "PushSubscriptionRequest", ChannelPrefsSchema: "ChannelPrefs",
    QuietHoursSchema: "QuietHours", NotificationPrefsSchema: "NotificationPrefs", ChatSettingsSchema: "ChatSettings",
    ChatMessageSchema: "ChatMessageRequest", MuteSchema: "MuteRequest",
})


# --- challenges (docs/clients.md, "Challenges") ----------------------------------------------------
class ChallengeRequestSchema(Strict):
    to = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64),
                       metadata={"description": "the account challenged: its display name or id; none (or null) "
                                                "posts an open seek any account may accept"})
    ruleset = fields.String(required=True, validate=validate.Length(min=1, max=64),
                            metadata={"description": "a ruleset id (GET /v1/rulesets) that seats two players"})
    options = fields.Dict(keys=fields.String(), load_default=dict,
                          metadata={"description": "the ruleset's options (`<Ruleset>Options`), checked now"})
    clock = fields.Nested(ClockSchema, load_default=None, allow_none=True,
                          metadata={"description": "a deadline per turn; none: no deadlines"})
    seat = fields.String(load_default="random", validate=validate.OneOf(("first", "second", "random")),
                         metadata={"description": "the challenger's seat: first (seat 0), second (seat 1) or random "
                                                  "(drawn when the challenge is made)"})
    expires_in = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=60, max=7 * 24 * 3600),
                                metadata={"description": "seconds until it expires unanswered (default 24 hours for "
                                                         "a challenge to an account, 1 hour for an open seek)"})


SPEC_NAMES[ChallengeRequestSchema] = "ChallengeRequest"

# --- a safe room: blocks, reports, moderators (docs/moderation.md) -------------------------------
REPORT_ABOUT = ("account", "message", "game")
REPORT_REASONS = ("cheating", "abuse", "spam", "other")
MODERATOR_ACTIONS = ("warn", "mute", "unmute", "suspend", "unsuspend", "close")


class BlockRequestSchema(Strict):
    account = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64),
                            metadata={"description": "the account to block: its display name or id (or give "
                                                     "`game_id` and `seat` instead)"})
    game_id = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64),
                            metadata={"description": "with `seat`: block the account that holds this seat"})
    seat = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=0, max=7))


class ReportRequestSchema(Strict):
    about = fields.String(required=True, validate=validate.OneOf(REPORT_ABOUT),
                          metadata={"description": "what is reported: an account, a message of table talk, a game"})
    reason = fields.String(required=True, validate=validate.OneOf(REPORT_REASONS))
    account = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64),
                            metadata={"description": "about=account: the account (display name or id); about=game: "
                                                     "optionally the account suspected"})
    game_id = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64),
                            metadata={"description": "about=message or game: the game"})
    message_id = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=40),
                               metadata={"description": "about=message: the message's id (as the chat lists it)"})
    details = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=1000),
                            metadata={"description": "what happened, in your words (up to 1000 characters)"})


class ModeratorActionRequestSchema(Strict):
    action = fields.String(required=True, validate=validate.OneOf(MODERATOR_ACTIONS))
    reason = fields.String(required=True, validate=validate.Length(min=1, max=500),
                           metadata={"description": "why: recorded with the action and told to the account"})
    account = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64),
                            metadata={"description": "the account acted on (display name or id); default: the "
                                                     "report's account"})
    report = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=32),
                           metadata={"description": "the report this action answers (required to close one)"})
    minutes = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=1, max=366 * 24 * 60),
                             metadata={"description": "mute (required) or suspend (none: until lifted): how long"})


SPEC_NAMES.update({BlockRequestSchema: "BlockRequest", ReportRequestSchema: "ReportRequest",
                   ModeratorActionRequestSchema: "ModeratorActionRequest"})

# --- tournaments (docs/tournaments.md) ------------------------------------------------------------
TOURNAMENT_FORMATS = ("swiss", "round_robin", "ffa")


class EntryWindowSchema(Strict):
    opens_at = fields.AwareDateTime(load_default=None, allow_none=True,
                                    metadata={"description": "entries are refused before this time (none: at once)"})
    closes_at = fields.AwareDateTime(load_default=None, allow_none=True,
                                     metadata={"description": "entries are refused from this time on (none: until "
                                                              "the start)"})


class CreateTournamentSchema(Strict):
    name = PersonName(TITLE_MAX, load_default=None, allow_none=True)
    ruleset = fields.String(required=True, validate=validate.Length(min=1, max=64),
                            metadata={"description": "a ruleset id (GET /v1/rulesets)"})
    format = fields.String(load_default="swiss", validate=validate.OneOf(TOURNAMENT_FORMATS),
                           metadata={"description": "swiss and round_robin pair two-seat games; ffa forms tables "
                                                    "of up to table_size seats by score groups"})
    rounds = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=1, max=30),
                            metadata={"description": "required for swiss and ffa (swiss plays at most entrants - 1); "
                                                     "a round robin plays as many as its cycle needs"})
    options = fields.Dict(keys=fields.String(), load_default=dict,
                          metadata={"description": "the ruleset's options for every game"})
    clock = fields.Nested(ClockSchema, load_default=None, allow_none=True,
                          metadata={"description": "each game's deadline per move (default one day, forfeit: a game "
                                                   "that never finishes is lost on time)"})
    table_size = fields.Integer(load_default=None, allow_none=True, validate=validate.Range(min=2, max=8),
                                metadata={"description": "ffa: the most seats at a table (default the ruleset's most)"})
    double = fields.Boolean(load_default=False,
                            metadata={"description": "round_robin: every pair meets twice, seats swapped"})
    entry = fields.Nested(EntryWindowSchema, load_default=None, allow_none=True)
    max_entrants = fields.Integer(load_default=64, validate=validate.Range(min=2, max=256))
    rated = fields.Boolean(load_default=True, metadata={"description": "its games count for the ratings"})


class JoinTournamentSchema(Strict):
    ai = fields.Nested(AISchema, load_default=None, allow_none=True,
                       metadata={"description": "the creator enters an AI level (Authorization: the creator token); "
                                                "without it, the signed-in account enters itself"})
    name = PersonName(load_default=None, allow_none=True,
                      metadata={"description": "the AI entrant's name (default from its level); an account plays "
                                                  "under its display name"})


SPEC_NAMES.update({EntryWindowSchema: "EntryWindow", CreateTournamentSchema: "CreateTournament",
                   JoinTournamentSchema: "JoinTournament"})


class TournamentWebhookSchema(Strict):
    url = fields.String(required=True, validate=validate.Length(min=8, max=2048),
                        metadata={"format": "uri", "description": "https (or http) URL that receives the Standard "
                                                                  "Webhooks POSTs"})
    events = fields.List(fields.String(validate=validate.OneOf(("tournament.round_ready", "tournament.finished"))),
                         load_default=None, allow_none=True,
                         metadata={"description": "the event types to send (default: both)"})


SPEC_NAMES.update({TournamentWebhookSchema: "TournamentWebhookRequest"})


class DeleteAccountSchema(Strict):
    confirm = fields.String(required=True, validate=validate.Length(min=1, max=200),
                            metadata={"description": "the account's display name, typed again: deleting an "
                                                     "account cannot be undone"})


SPEC_NAMES.update({DeleteAccountSchema: "DeleteAccount"})
