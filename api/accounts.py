"""Accounts over HTTP: sign-up and sign-in with a passkey, recovery codes, mail links, device
links, sessions, passkeys, API tokens, attached seats, notification settings and push
subscriptions (docs/accounts.md, docs/notifications.md).

Every failed sign-in answers the same 401, whatever failed, and the mail-link request answers
202 whether or not the address is known: nothing here tells one account's existence to anyone.
"""
from __future__ import annotations

import base64
import hashlib
import json
from datetime import datetime, timedelta, timezone

from flask import Blueprint, current_app, jsonify, request
from werkzeug.routing import PathConverter

from service.people.account_seats import AccountSeats
from service.people.accounts import (DEVICE_LINK_SECONDS, NameTaken, Session, check_email, check_name, new_account_id,
                                     sha, sign_in_failed)
from service.storage.errors import NotFound
from service.play.games import fingerprint
from service.table.i18n import DEFAULT as DEFAULT_LANGUAGE, LANGUAGES
from service.storage.idempotency import once
from service.people.passkeys import Passkeys
from service.people.safety import Safety

from . import responses as R
from . import schemas as S
from .auth import (SESSION_COOKIE, accounts, clear_session_cookies, public_origin, relying_party, require,
                   mail_budget, set_session_cookies, target_budget, throttle)
from .caller import games
from .errors import problem_response
from .i18n import request_language
from .inputs import idem_key, json_body
from .openapi_parts import (ACCOUNT, ACCOUNT_401, ACCOUNT_403, IDEM, R400, SESSION, also_forbidden, body, operation,
                            people_op, plain_json, problem, ref)

bp = Blueprint("accounts", __name__)
_R409 = problem("The display name is taken, or the seat belongs to another account (or the account already "
                "holds a seat of that game).", "display-name-taken", "seat-unavailable")
_R503 = problem("Not configured on this host (passkeys need ARBITER_ORIGIN off loopback; mail needs SMTP_HOST).",
                "not-configured")
_DONE = {"description": "Done."}


def _ok(description: str, schema: dict | None = None) -> dict:
    """A JSON answer (an object, unless `schema` says more)."""
    return plain_json(description, schema if schema is not None else {"type": "object"})


_SIGNED_IN = _ok("Signed in (cookies set).", ref("SignedIn"))


def _listing(path: str, schema, noun: str, op_id: str | None = None) -> dict:
    """GET /v1/account<path>: the account's sessions, passkeys or push subscriptions."""
    return people_op("accounts", op_id or "list" + path.strip("/").title().replace("-", ""), f"The account's {noun}.",
                     {"200": _ok("The list.", body(schema)), "401": ACCOUNT_401, "403": ACCOUNT_403}, SESSION)


def _revoke(op_id: str, noun: str, param: str) -> dict:
    """DELETE one of the account's sessions, passkeys, tokens or push subscriptions."""
    return people_op("accounts", op_id, f"Revoke {noun} of the account.",
                     {"204": _DONE, "401": ACCOUNT_401, "403": ACCOUNT_403,
                      "404": problem("No such item on this account.", "not-found")}, SESSION,
                     params=[{"name": param, "in": "path", "required": True, "schema": {"type": "string"}}])


class CredentialId(PathConverter):
    """A passkey's credential id in a path: anything but `options`, so that /v1/account/passkeys/
    options is only the options endpoint (its 405 names POST alone in Allow, not DELETE)."""

    regex = r"(?!options$)[^/].*?"


bp.record_once(lambda state: state.app.url_map.converters.setdefault("credential", CredentialId))


def passkeys() -> Passkeys:
    """The WebAuthn ceremonies of this app."""
    return Passkeys(accounts())


def seats() -> AccountSeats:
    """Seats of accounts over this app's games."""
    return AccountSeats(current_app.extensions["redis"], games())


def people():
    """The notifications to accounts (service.notify.notifications.People) of this app."""
    return current_app.extensions["people"]


def _load(schema_cls, raw=None):
    return schema_cls().load(json_body() if raw is None else raw)


# --- an answer kept under an Idempotency-Key, sealed when it holds a secret -----------------------
def _keystream(idem: str, scope: str, n: int) -> bytes:
    return hashlib.shake_256(b"arbiter-seal\0" + scope.encode() + b"\0" + idem.encode()).digest(n)


def created(scope_id: str, scope: str, raw: dict, run, secret: bool = False):
    """Run `run()` -> (status, body) at most once per Idempotency-Key (service/storage/idempotency.py).

    With `secret` (the answer shows a secret once: a session, a token, recovery codes) the stored
    answer is sealed with a keystream of the key itself, which is stored only as its SHA-256: the
    store alone does not give the secret away, the client's retry with its key does."""
    idem = idem_key()
    fp = fingerprint({"command": scope, "body": raw})
    if idem is None:
        return run()
    if not secret:
        return once(games().store, scope_id, scope, idem, fp, lambda lease: run())

    def sealed(lease):
        status, body = run()
        text = json.dumps(body).encode()
        return status, {"sealed": base64.b64encode(bytes(a ^ b for a, b in zip(text, _keystream(idem, scope, len(text))))).decode()}

    status, body = once(games().store, scope_id, scope, sha(idem), fp, sealed)
    if "sealed" in body:
        raw_bytes = base64.b64decode(body["sealed"])
        body = json.loads(bytes(a ^ b for a, b in zip(raw_bytes, _keystream(idem, scope, len(raw_bytes)))))
    return status, body


def answer(status: int, body: dict):
    if status >= 400:
        return problem_response(status, body)
    resp = jsonify({k: v for k, v in body.items() if k != "_session"})
    resp.status_code = status
    cookie = body.get("_session")
    if cookie:  # rebuilt from the answer, which may be a replay of one kept under its Idempotency-Key
        set_session_cookies(resp, cookie["cookie"], Session(cookie["account"], cookie["id"], cookie["csrf"]))
    resp.headers["Cache-Control"] = "no-store"
    return resp


def _signed_in(account_id: str, how: str) -> dict:
    """A new session for the account, as the part of an answer that sets the cookies."""
    cookie, session = accounts().new_session(account_id, request.headers.get("User-Agent", ""), how)
    return {"_session": {"cookie": cookie, "account": account_id, "id": session.id, "csrf": session.csrf},
            "account": account_view(account_id)}


def account_view(account_id: str) -> dict:
    """The account as its owner sees it."""
    prof = accounts().profile(account_id)
    prof["recovery_codes_left"] = accounts().recovery_left(account_id)
    prof["mail_available"] = current_app.extensions["mail"] is not None
    return prof


# --- sign-up and sign-in --------------------------------------------------------------------------
@bp.get("/v1/auth/methods")
@operation(people_op("accounts", "signInMethods", "How one may sign in here (mail links only with an SMTP server).",
                     {"200": _ok("The methods.")}))
def methods():
    """How one may sign in on this server (passkeys always; mail links only with an SMTP server)."""
    return {"passkeys": True, "recovery_codes": True, "mail": current_app.extensions["mail"] is not None,
            "device_links": True}


@bp.post("/v1/auth/signup/options")
@operation(people_op("accounts", "signUpOptions", "Options for the first passkey of a new account.",
                     {"200": _ok("Creation options.", ref("CeremonyOptions")), "400": R400, "409": _R409,
                      "503": _R503}, body="SignupOptionsRequest"))
def signup_options():
    """Options for creating the first passkey of a new account: {display_name, email?}."""
    throttle("auth")
    data = _load(S.SignupOptionsSchema)
    name = check_name(data["display_name"])
    email = check_email(data["email"]) if data.get("email") else None
    if accounts().name_taken(name):
        raise NameTaken()
    if email and current_app.extensions["mail"] is not None:
        mail_budget(email)  # the address check this sign-up will mail
    return passkeys().registration_options(relying_party(), new_account_id(), name, kind="signup", email=email)


@bp.post("/v1/auth/signup")
@operation(people_op("accounts", "signUp", "Create the account with its passkey: signed in, recovery codes shown once.",
                     {"201": _ok("The account, signed in.", ref("SignedIn")), "400": R400, "409": _R409,
                      "422": problem("The Idempotency-Key was used with another body.", "idempotency-key-reused"),
                      "503": _R503}, body="PasskeyCeremony", params=[IDEM]))
def signup():
    """Create the account with its passkey: signed in, with recovery codes shown once (201)."""
    throttle("auth")
    raw = json_body()
    data = _load(S.CeremonySchema, raw)
    rp = relying_party()

    def run():
        rec, passkey = passkeys().register(rp, data["ceremony"], data["credential"], "signup")
        if data.get("name"):
            passkey["name"] = data["name"]
        codes = accounts().create(rec["account"], rec["name"], passkey)
        spoken = request_language()  # the language the sign-up page spoke: the new account's mails' too
        if spoken in LANGUAGES and spoken != DEFAULT_LANGUAGE:
            accounts().set_language(rec["account"], spoken)
        if rec.get("email"):
            accounts().set_email(rec["account"], rec["email"], verified=False)
            _send_link(rec["account"], rec["email"], "verify")
        return 201, {**_signed_in(rec["account"], "passkey"), "recovery_codes": codes}

    status, body = created(sha(str(data["ceremony"]))[:16], "signup", raw, run, secret=True)
    return answer(status, body)


@bp.post("/v1/auth/signin/options")
@operation(people_op("accounts", "signInOptions", "Options for signing in with any passkey of this site.",
                     {"200": _ok("Request options.", ref("CeremonyOptions")), "400": R400, "503": _R503}))
def signin_options():
    """Options for signing in with any passkey of this site (no name asked)."""
    throttle("auth")
    return passkeys().authentication_options(relying_party())


@bp.post("/v1/auth/signin")
@operation(people_op("accounts", "signIn", "Sign in with a passkey assertion (a used challenge, another origin or a "
                     "sign count that did not grow is refused).",
                     {"200": _SIGNED_IN, "400": R400, "401": ACCOUNT_401, "503": _R503}, body="PasskeyCeremony"))
def signin():
    """Sign in with a passkey assertion; the same 401 for every failure."""
    throttle("auth")
    data = _load(S.CeremonySchema)
    cred = data["credential"].get("id") if isinstance(data["credential"], dict) else None
    owner = accounts().passkey_owner(cred) if isinstance(cred, str) and 0 < len(cred) <= 1024 else None
    if owner is not None:
        target_budget("signin", owner)  # attempts at one account, from any number of addresses
    account_id = passkeys().authenticate(relying_party(), data["ceremony"], data["credential"])
    return answer(200, _signed_in(account_id, "passkey"))


@bp.post("/v1/auth/recover")
@operation(people_op("accounts", "recover", "Sign in with a recovery code (each works once).",
                     {"200": _SIGNED_IN, "400": R400, "401": ACCOUNT_401}, body="RecoverRequest"))
def recover():
    """Sign in with a recovery code (each works once); then add a passkey for this device."""
    throttle("auth")
    data = _load(S.RecoverSchema)
    owner = accounts().recovery_code_owner(data["code"])
    if owner is not None:  # the account's share is checked before the code is spent: a 429 spends nothing
        throttle("auth", owner)
    account_id = accounts().use_recovery_code(data["code"]) if owner is not None else None
    if account_id is None:
        raise sign_in_failed()
    return answer(200, _signed_in(account_id, "recovery code"))


@bp.post("/v1/auth/email-link")
@operation(people_op("accounts", "requestMailLink", "Mail a sign-in link to this address if an account has it "
                     "verified; the same 202 either way.", {"202": _ok("Accepted."), "400": R400, "503": _R503},
                     body="EmailRequest"))
def email_link():
    """Ask for a sign-in link by mail: 202 whatever the address (no account enumeration)."""
    throttle("auth")
    data = _load(S.EmailSchema)
    email = check_email(data["email"])
    if current_app.extensions["mail"] is None:
        from .auth import Unconfigured

        raise Unconfigured("mail is off on this server: no SMTP server is configured (SMTP_HOST)")
    mail_budget(email)  # per recipient, whoever asks: the same answer whether an account has it or not
    origin = public_origin()
    people().enqueue_signin_link(email, origin)
    resp = jsonify({"detail": "if an account has this verified address, a sign-in link is on its way; "
                              "it works once, within 15 minutes"})
    resp.status_code = 202
    return resp


@bp.post("/v1/auth/email-link/consume")
@operation(people_op("accounts", "useMailLink", "Sign in with a mail link (once, within 15 minutes).",
                     {"200": _SIGNED_IN, "400": R400, "401": ACCOUNT_401}, body="LinkRequest"))
def email_link_consume():
    """Open a mail sign-in link: signed in once; the same link never again."""
    throttle("auth")
    data = _load(S.LinkSchema)
    target = str(data["link"]).split(".", 1)[0]
    target_budget("mail-link", target)  # guesses at one account's links, from any number of addresses
    used = accounts().use_mail_link(data["link"], "signin")
    if used is None:
        raise sign_in_failed()
    return answer(200, _signed_in(used[0], "mail link"))


@bp.post("/v1/auth/device-link")
@operation(people_op("accounts", "useDeviceLink", "Sign this device in with a code a signed-in device shows (once, "
                     "within two minutes).", {"200": _SIGNED_IN, "400": R400, "401": ACCOUNT_401},
                     body="DeviceCodeRequest"))
def device_link_consume():
    """Sign this device in with a code shown on a signed-in one (once, within two minutes)."""
    throttle("auth")
    data = _load(S.DeviceCodeSchema)
    # every guess names a different code: all of them together are the target (DEVICE_GUESS_RATE_LIMIT,
    # default 60 a minute from all addresses), and a code of 78 bits is not found that way
    target_budget("device-link", "any", "device_guess", who="server's device-link codes, from all addresses together")
    account_id = accounts().use_device_code(data["code"])
    if account_id is None:
        raise sign_in_failed()
    return answer(200, _signed_in(account_id, "device link"))


@bp.post("/v1/auth/signout")
# a browser without a session may sign out too (204, its cookies cleared): the cookie is optional
@operation(people_op("accounts", "signOut", "End this browser's session (if it has one).",
                     {"204": _DONE, "403": ACCOUNT_403}, SESSION + [{}]))
def signout():
    """Sign this browser out (its session ends on the server too)."""
    cookie = request.cookies.get(SESSION_COOKIE)
    if cookie and accounts().session(cookie) is not None:
        require("read", session_only=True)  # a signed-in write: CSRF checked
        accounts().end_session(cookie)
    return clear_session_cookies(current_app.response_class(status=204))


# --- the account --------------------------------------------------------------------------------
@bp.get("/v1/account")
@operation(people_op("accounts", "getAccount", "The signed-in account (its owner's view) with the counts of my games.",
                     {"200": _ok("The account.", ref("Account")), "401": ACCOUNT_401, "403": ACCOUNT_403}, ACCOUNT))
def get_account():
    """The signed-in account (its owner's view), with the counts of my games."""
    c = require("read")
    body = account_view(c.account)
    body["games"] = seats().my_games(c.account)["counts"]
    body["signed_in_with"] = c.via
    resp = jsonify(body)
    resp.headers["Cache-Control"] = "no-store"
    return resp


@bp.patch("/v1/account")
@operation(people_op("accounts", "patchAccount", "Change the display name or mail address (verified by a link).",
                     {"200": _ok("The account.", ref("Account")), "400": R400, "401": ACCOUNT_401,
                      "403": ACCOUNT_403, "409": _R409}, SESSION, "AccountPatch"))
def patch_account():
    """Change the display name, the mail address (a new address is verified by a link first) or the language."""
    c = require("read", session_only=True)
    data = _load(S.AccountPatchSchema)
    # every check (and the mail's budget) before the first change: a refused request changes nothing
    name = check_name(data["display_name"]) if "display_name" in data else None
    email = check_email(data["email"]) if data.get("email") else None
    if email and current_app.extensions["mail"] is not None:
        mail_budget(email, c.account)
    if name is not None:
        accounts().rename(c.account, name)
    if "language" in data:
        accounts().set_language(c.account, data["language"])
    if "email" in data:
        accounts().set_email(c.account, email, verified=False)
        if email:
            _send_link(c.account, email, "verify")
    return account_view(c.account)


def _send_link(account_id: str, email: str, purpose: str) -> None:
    if current_app.extensions["mail"] is not None:
        people().enqueue_link(account_id, email, purpose, public_origin())


@bp.post("/v1/account/email/verify")
@operation(people_op("accounts", "verifyEmail", "Open the address-verification link.",
                     {"200": _ok("The account.", ref("Account")), "400": R400, "401": ACCOUNT_401,
                      "403": ACCOUNT_403}, SESSION, "LinkRequest"))
def verify_email():
    """Open the address-verification link: the address is used for mail from now on."""
    c = require("read", session_only=True)
    data = _load(S.LinkSchema)
    used = accounts().use_mail_link(data["link"], "verify", account=c.account)
    if used is None:
        from service.storage.errors import BadRequest

        raise BadRequest("this verification link is unknown, used, expired or for another account",
                         errors={"link": "not accepted"})
    accounts().set_email(c.account, used[1], verified=True)
    return account_view(c.account)


@bp.get("/v1/account/sessions")
@operation(_listing("/sessions", R.people.SessionsSchema, "signed-in browsers"))
def list_sessions():
    """The account's signed-in browsers."""
    c = require("read", session_only=True)
    return {"sessions": accounts().sessions(c.account, c.session.id)}


@bp.delete("/v1/account/sessions/<sid>")
@operation(_revoke("revokeSession", "a session", "sid"))
def revoke_session(sid: str):
    """Sign one browser out (by its listed id)."""
    c = require("read", session_only=True)
    accounts().revoke_session(c.account, sid)
    return "", 204


@bp.get("/v1/account/passkeys")
@operation(_listing("/passkeys", R.people.PasskeysSchema, "passkeys (no key material)"))
def list_passkeys():
    """The account's passkeys (no key material)."""
    c = require("read", session_only=True)
    return {"passkeys": accounts().passkeys(c.account)}


@bp.post("/v1/account/passkeys/options")
@operation(people_op("accounts", "addPasskeyOptions", "Options for another passkey.",
                     {"200": _ok("Creation options.", ref("CeremonyOptions")), "401": ACCOUNT_401,
                      "403": ACCOUNT_403, "503": _R503}, SESSION))
def passkey_options():
    """Options for adding another passkey (this device, a security key)."""
    c = require("read", session_only=True)
    name = accounts().profile(c.account)["display_name"]
    return passkeys().registration_options(relying_party(), c.account, name, kind="add")


@bp.post("/v1/account/passkeys")
@operation(people_op("accounts", "addPasskey", "Add the passkey just made.",
                     {"201": _ok("The list.", body(R.people.PasskeysSchema)), "400": R400, "401": ACCOUNT_401,
                      "403": ACCOUNT_403}, SESSION, "PasskeyCeremony"))
def add_passkey():
    """Add the passkey just created (201)."""
    c = require("read", session_only=True)
    data = _load(S.CeremonySchema)
    _, passkey = passkeys().register(relying_party(), data["ceremony"], data["credential"], "add", c.account)
    if data.get("name"):
        passkey["name"] = data["name"]
    accounts().add_passkey(c.account, passkey)
    return {"passkeys": accounts().passkeys(c.account)}, 201


@bp.delete("/v1/account/passkeys/<credential:cid>")
@operation(_revoke("revokePasskey", "a passkey", "cid"))
def remove_passkey(cid: str):
    """Revoke a passkey: it no longer signs in."""
    c = require("read", session_only=True)
    accounts().remove_passkey(c.account, cid)
    return "", 204


@bp.post("/v1/account/recovery-codes")
@operation(people_op("accounts", "newRecoveryCodes", "New recovery codes (the old ones stop working), shown once.",
                     {"201": _ok("The codes."), "401": ACCOUNT_401, "403": ACCOUNT_403}, SESSION, params=[IDEM]))
def new_recovery_codes():
    """A new set of recovery codes (the old ones stop working), shown once."""
    c = require("read", session_only=True)
    raw = json_body(optional=True)
    status, body = created(c.account, "recovery-codes", raw,
                           lambda: (201, {"recovery_codes": accounts().new_recovery_codes(c.account)}), secret=True)
    return answer(status, body)


@bp.get("/v1/account/tokens")
@operation(people_op("accounts", "listTokens", "The account's API tokens, without secrets.",
                     {"200": _ok("The tokens.", body(R.people.ApiTokensSchema)), "401": ACCOUNT_401,
                      "403": ACCOUNT_403}, SESSION))
def list_tokens():
    """The account's API tokens (never their secrets)."""
    c = require("read", session_only=True)
    return {"tokens": accounts().tokens(c.account)}


@bp.post("/v1/account/tokens")
@operation(people_op("accounts", "createToken", "An API token with scopes, a name and an expiry; shown once (the "
                     "answer kept under its Idempotency-Key is sealed with the key).",
                     {"201": _ok("The token.", ref("ApiToken")), "400": R400, "401": ACCOUNT_401,
                      "403": ACCOUNT_403}, SESSION, "TokenRequest", [IDEM]))
def new_token():
    """An API token for a bot or an integration: {name, scopes, expires_in_days}; shown once (201)."""
    c = require("read", session_only=True)
    raw = json_body()
    data = _load(S.TokenRequestSchema, raw)
    status, body = created(c.account, "token", raw, lambda: (201, accounts().new_token(
        c.account, data["name"], data["scopes"], data["expires_in_days"] * 86400)), secret=True)
    return answer(status, body)


@bp.delete("/v1/account/tokens/<tid>")
@operation(_revoke("revokeToken", "an API token", "tid"))
def revoke_token(tid: str):
    """Revoke an API token at once."""
    c = require("read", session_only=True)
    accounts().revoke_token(c.account, tid)
    return "", 204


@bp.post("/v1/account/device-links")
@operation(people_op("accounts", "newDeviceLink", "A one-time code, its link and QR code (SVG) that sign another "
                     "device in within two minutes.", {"201": _ok("The code.", body(R.people.DeviceLinkSchema)),
                                                       "401": ACCOUNT_401, "403": ACCOUNT_403, "503": _R503}, SESSION))
def new_device_link():
    """A one-time code (and its QR code) that signs another device in to this account (201)."""
    import segno

    c = require("read", session_only=True)
    throttle("auth", c.account)
    origin = public_origin()
    code = accounts().new_device_code(c.account)
    url = f"{origin}/link#{code}"
    qr = segno.make(url, error="m")
    expires = datetime.now(timezone.utc) + timedelta(seconds=DEVICE_LINK_SECONDS)
    body = {"code": code, "url": url, "qr_svg": qr.svg_inline(scale=5, dark="#1b1b1b", light="#ffffff"),
            "expires_at": expires.isoformat(timespec="seconds").replace("+00:00", "Z")}
    resp = jsonify(body)
    resp.status_code = 201
    resp.headers["Cache-Control"] = "no-store"
    return resp


@bp.post("/v1/account/seats")
@operation(people_op("accounts", "attachSeat", "Attach an anonymous seat token to the account (the token keeps "
                     "working).", also_forbidden({"201": _ok("The seat.", body(R.people.AttachedSeatSchema)),
                                                  "400": R400, "401": ACCOUNT_401, "403": ACCOUNT_403, "409": _R409},
                                                 "A suspended account.", "account-restricted"),
                     ACCOUNT, "AttachSeat", [IDEM]))
def attach_seat():
    """Attach an anonymous seat token to the account: its seat is then reachable from any device."""
    c = require("play")
    raw = json_body()
    data = _load(S.AttachSeatSchema, raw)
    Safety(games().store.r).check_may_play(c.account)  # a suspended account takes no seat
    status, body = created(c.account, "attach", raw, lambda: (201, seats().attach(c.account, data["token"])))
    return answer(status, body)


# --- leave (docs/deadlines.md) -------------------------------------------------------------------
def leave():
    """The account's leave over this app's games."""
    from service.play.leave import Leave

    return Leave(current_app.extensions["redis"], games(), games().account_events)


@bp.get("/v1/account/leave")
@operation(people_op("accounts", "getLeave", "The yearly allowance of leave, what this year used, and the periods "
                     "declared (docs/deadlines.md).", {"200": _ok("The leave.", body(R.people.AccountLeaveSchema)),
                                                       "401": ACCOUNT_401, "403": ACCOUNT_403}, ACCOUNT))
def get_leave():
    """The yearly allowance of leave, what this year used, and the periods declared."""
    c = require("read")
    leave().sync(c.account)  # completes a declaration a crash cut short (idempotent)
    resp = jsonify(leave().view(c.account, lang=request_language()))
    resp.headers["Cache-Control"] = "no-store"
    return resp


@bp.post("/v1/account/leave")
@operation(people_op("accounts", "declareLeave", "Declare whole days of leave, at least a day ahead, within the "
                     "yearly allowance: the clocks of the account's seats stand still then in every game that "
                     "allows leave, and each such game records it (SeatOnLeave).",
                     {"201": _ok("The leave, with the games whose clocks it stopped.",
                                 body(R.people.DeclaredLeaveSchema)),
                      "400": R400, "401": ACCOUNT_401, "403": ACCOUNT_403,
                      "422": problem("A leave the rules of leave refuse (too soon, beyond the allowance, "
                                     "overlapping); nothing changed.", "leave-refused")},
                     ACCOUNT, "LeaveRequest", [IDEM]))
def declare_leave():
    """Declare whole days of leave, at least a day ahead: the clocks of the account's seats stand
    still then in every game that allows leave, and the other players are told."""
    c = require("play")
    raw = json_body()
    data = _load(S.LeaveRequestSchema, raw)
    status, body = created(c.account, "leave", raw,
                           lambda: (201, leave().declare(c.account, data["start"], data["days"], lang=request_language())))
    return answer(status, body)


# --- notification settings and push subscriptions ------------------------------------------------
@bp.get("/v1/account/notifications")
@operation(people_op("notifications", "getNotificationSettings", "Preferences per channel, quiet hours, digest, "
                     "and what this server can send.", {"200": _ok("The settings."), "401": ACCOUNT_401,
                                                        "403": ACCOUNT_403}, SESSION))
def get_prefs():
    """The account's notification settings, with what this server can send."""
    c = require("read", session_only=True)
    return people().settings(c.account)


@bp.put("/v1/account/notifications")
@operation(people_op("notifications", "putNotificationSettings", "Change the preferences (fields left out are "
                     "kept).", {"200": _ok("The settings."), "400": R400, "401": ACCOUNT_401, "403": ACCOUNT_403},
                     SESSION, "NotificationPrefs"))
def put_prefs():
    """Change the notification settings (fields left out keep their value)."""
    c = require("read", session_only=True)
    data = _load(S.NotificationPrefsSchema)
    people().save_prefs(c.account, data)
    return people().settings(c.account)


@bp.get("/v1/push/key")
@operation(people_op("notifications", "vapidKey", "The VAPID public key (applicationServerKey).",
                     {"200": _ok("The key.", body(R.people.PushKeySchema))}))
def push_key():
    """The VAPID public key (the applicationServerKey of PushManager.subscribe)."""
    return {"public_key": people().push.public_key()}


@bp.get("/v1/account/push-subscriptions")
@operation(_listing("/push-subscriptions", R.people.PushSubscriptionsSchema,
                    "push subscriptions (the push service's host only)", "listSubscriptions"))
def list_push():
    """This account's push subscriptions (the push service's host only, never the whole endpoint)."""
    c = require("read", session_only=True)
    return {"subscriptions": people().push.listed(c.account)}


@bp.post("/v1/account/push-subscriptions")
@operation(people_op("notifications", "addPushSubscription", "Store this browser's push subscription (its endpoint "
                     "is checked like a webhook URL).",
                     {"201": _ok("The subscription (host only)."), "400": R400, "401": ACCOUNT_401,
                      "403": ACCOUNT_403, "422": problem("An endpoint the server will not call.",
                                                         "webhook-url-refused")},
                     SESSION, "PushSubscriptionRequest", [IDEM]))
def add_push():
    """Store this browser's push subscription (201); the same endpoint again replaces it."""
    c = require("read", session_only=True)
    raw = json_body()
    data = _load(S.PushSubscriptionSchema, raw)
    status, body = created(c.account, "push", raw, lambda: (201, people().push.subscribe(
        c.account, data["endpoint"], data["keys"], request.headers.get("User-Agent", ""),
        allow_private=_push_private())))
    return answer(status, body)


def _push_private() -> bool:
    import os

    raw = current_app.config.get("PUSH_ALLOW_PRIVATE")
    if raw is None:
        raw = os.environ.get("PUSH_ALLOW_PRIVATE", "")
    return str(raw).lower() in ("1", "true", "yes")


@bp.delete("/v1/account/push-subscriptions/<sub_id>")
@operation(_revoke("removePushSubscription", "a push subscription", "sub_id"))
def remove_push(sub_id: str):
    """Stop push to one browser."""
    c = require("read", session_only=True)
    if not people().push.unsubscribe(c.account, sub_id):
        raise NotFound("no such push subscription on this account")
    return "", 204
