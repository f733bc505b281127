"""People's response bodies: accounts and sign-in, API tokens, the account's listings, and table
talk (docs/accounts.md, docs/notifications.md)."""
from marshmallow import Schema, fields, validate

from api.schemas import API_SCOPES


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
    language = fields.String(allow_none=True, metadata={"description": "the chosen language (`en`, `es`, `de`); "
                                                                       "null: the browser's Accept-Language"})
    recovery_codes_left = fields.Integer()
    mail_available = fields.Boolean()
    games = fields.Nested(MyGameCountsSchema)
    signed_in_with = fields.String(validate=validate.OneOf(["session", "token"]))


class SignedInSchema(Schema):
    """Signed in: the session cookie (HttpOnly, SameSite=Lax) and the CSRF cookie are set on this
    answer."""

    account = fields.Nested(AccountSchema, required=True)
    recovery_codes = fields.List(fields.String(), metadata={"description": "only at sign-up: shown once"})


class CeremonyOptionsSchema(Schema):
    ceremony = fields.String(required=True)
    publicKey = fields.Dict(required=True, metadata={  # noqa: N815 - WebAuthn's own name
        "description": "the PublicKeyCredentialCreation/RequestOptions as JSON (binary fields base64url)"})


class ApiTokenSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    scopes = fields.List(fields.String(validate=validate.OneOf(API_SCOPES)), required=True)
    created_at = fields.String(required=True)
    expires_at = fields.String(required=True, allow_none=True)
    last_used_at = fields.String(allow_none=True)
    token = fields.String(metadata={"description": "only in the answer that creates it"})


class ApiTokensSchema(Schema):
    tokens = fields.List(fields.Nested(ApiTokenSchema), required=True)


# the account's listings: each item is an object the spec does not detail
class SessionsSchema(Schema):
    sessions = fields.List(fields.Dict(), required=True)


class PasskeysSchema(Schema):
    passkeys = fields.List(fields.Dict(), required=True)


class PushSubscriptionsSchema(Schema):
    subscriptions = fields.List(fields.Dict(), required=True)


# answers whose required keys the spec names without typing them
class DeviceLinkSchema(Schema):
    code = fields.Raw(required=True)
    url = fields.Raw(required=True)
    qr_svg = fields.Raw(required=True)
    expires_at = fields.Raw(required=True)


class AttachedSeatSchema(Schema):
    game_id = fields.Raw(required=True)
    seat = fields.Raw(required=True)


DAY = validate.Regexp(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
# "from" is a keyword: the schema is made from a dict so its field is called that, in the spec too
DeclaredLeaveSchema = Schema.from_dict({
    "id": fields.String(required=True),
    "start": fields.String(required=True, validate=DAY, metadata={"description": "the first day away (UTC)"}),
    "last": fields.String(required=True, validate=DAY, metadata={"description": "the last day away (UTC)"}),
    "days": fields.Integer(required=True, validate=validate.Range(min=1)),
    "from": fields.DateTime(required=True, metadata={"description": "when the clocks stop"}),
    "until": fields.DateTime(required=True, metadata={"description": "when they run again"}),
    "declared_at": fields.DateTime(required=True),
    "text": fields.String(required=True, metadata={"description": "\"On leave 3 December 2026 to 5 December 2026 "
                                                                  "(3 days)\""}),
    "games": fields.List(fields.String(), metadata={"description": "only in the answer to a declaration: the games "
                                                                   "whose clocks it stopped"}),
}, name="DeclaredLeaveSchema")
DeclaredLeaveSchema.__module__ = __name__


class AccountLeaveSchema(Schema):
    allowance_days = fields.Integer(required=True, metadata={"description": "days of leave a calendar year"})
    year = fields.Integer(required=True)
    used_days = fields.Integer(required=True, metadata={"description": "days of this year's leave declared"})
    left_days = fields.Integer(required=True)
    periods = fields.List(fields.Nested(DeclaredLeaveSchema), required=True,
                          metadata={"description": "this year's and later leave"})
    rules = fields.String(required=True, metadata={"description": "the rules of leave in a sentence"})


class LanguageSchema(Schema):
    code = fields.String(required=True, metadata={"description": "the `lang` value: en, es, de"})
    name = fields.String(required=True, metadata={"description": "the language named in itself"})


class CatalogueSchema(Schema):
    """The message catalogue of one language (docs/i18n.md): what the pages show, by key."""
    lang = fields.String(required=True, metadata={"description": "the language chosen: `?lang=`, else the "
                                                                 "account's setting, else the `lang` cookie, "
                                                                 "else Accept-Language, else en"})
    dir = fields.String(required=True, validate=validate.OneOf(["ltr", "rtl"]))
    languages = fields.List(fields.Nested(LanguageSchema), required=True,
                            metadata={"description": "the languages one may choose"})
    messages = fields.Dict(keys=fields.String(), values=fields.Raw(), required=True,
                           metadata={"description": "key: a sentence with {named} parameters, or an object "
                                                    "choosing by the CLDR plural (`plural`) or ordinal (`ordinal`) "
                                                    "category of the parameter it names (one, other, ...)"})


class PushKeySchema(Schema):
    public_key = fields.Raw(required=True)


class ChatMessageSchema(Schema):
    id = fields.String(required=True, metadata={"description": "also the `after` cursor"})
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    text = fields.String(required=True)
    at = fields.String(required=True)


class ChatPageSchema(Schema):
    messages = fields.List(fields.Nested(ChatMessageSchema), required=True)
    next = fields.String(required=True, allow_none=True)
    muted = fields.List(fields.Integer())
    your_seat = fields.Integer(allow_none=True)


class AccountDeletedSchema(Schema):
    """The account is gone: its sessions, passkeys, tokens, codes, address, push subscriptions and
    settings are erased, and every seat it held reads "a deleted player" (docs/accounts.md)."""
    deleted = fields.Boolean(required=True, validate=validate.Equal(True))
    games = fields.Integer(required=True, validate=validate.Range(min=0),
                           metadata={"description": "the games whose seat was erased"})
    resigned = fields.Integer(required=True, validate=validate.Range(min=0),
                              metadata={"description": "running games in which the seat resigned"})
    left_to_ai = fields.Integer(required=True, validate=validate.Range(min=0),
                                metadata={"description": "running games with on_timeout ai, where the AI plays "
                                                         "the seat's turns when they time out"})
    waiting = fields.Integer(required=True, validate=validate.Range(min=0),
                             metadata={"description": "games waiting for players, where an AI takes the seat "
                                                      "when they start"})


class AccountExportSchema(Schema):
    """Everything the account holds, as its owner may read it (no secret: no key material, no token
    or code, push services by host only), with the portable record of every finished game."""
    format = fields.String(required=True, validate=validate.Equal("arbiter-account/1"))
    account = fields.Raw(required=True, metadata={"ref": "Account"})
    passkeys = fields.List(fields.Dict(), required=True)
    sessions = fields.List(fields.Dict(), required=True)
    tokens = fields.List(fields.Dict(), required=True)
    push_subscriptions = fields.List(fields.Dict(), required=True)
    recovery_codes_left = fields.Integer(required=True, validate=validate.Range(min=0))
    games = fields.List(fields.Dict(), required=True, metadata={
        "description": "every game the account holds a seat of: id, ruleset, status, your_seat, links"})
    exports = fields.List(fields.Raw(metadata={"ref": "GameExport"}), required=True, metadata={
        "description": "each finished game's portable record (what `python -m domain.audit` verifies)"})
