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

from service.account_seats import AccountSeats
from service.accounts import (DEVICE_LINK_SECONDS, NameTaken, Session, check_email, check_name, new_account_id,
                              sha, sign_in_failed)
from service.errors import NotFound
from service.games import fingerprint
from service.i18n import DEFAULT as DEFAULT_LANGUAGE, LANGUAGES
from service.idempotency import once
from service.passkeys import Passkeys
from service.safety import Safety

from . import schemas as S
from .auth import (SESSION_COOKIE, accounts, clear_session_cookies, public_origin, relying_party, require,
                   mail_budget, set_session_cookies, target_budget, throttle)
from .caller import games
from .errors import problem_response
from .i18n import request_language
from .inputs import idem_key, json_body

bp = Blueprint("accounts", __name__)


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
    """The notifications to accounts (service.notifications.People) of this app."""
    return current_app.extensions["people"]


def _load(schema_cls, raw=None):
    return schema_cls().load(json_body() if raw is None else raw)


# --- an answer kept under an Idempotency-Key, sealed when it holds a secret -----------------------
def _keystream(idem: str, scope: str, n: int) -> bytes:
    return hashlib.shake_256(b"arbiter-seal\0" + scope.encode() + b"\0" + idem.encode()).digest(n)


def created(scope_id: str, scope: str, raw: dict, run, secret: bool = False):
    """Run `run()` -> (status, body) at most once per Idempotency-Key (service/idempotency.py).

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
def methods():
    """How one may sign in on this server (passkeys always; mail links only with an SMTP server)."""
    return {"passkeys": True, "recovery_codes": True, "mail": current_app.extensions["mail"] is not None,
            "device_links": True}


@bp.post("/v1/auth/signup/options")
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
def signin_options():
    """Options for signing in with any passkey of this site (no name asked)."""
    throttle("auth")
    return passkeys().authentication_options(relying_party())


@bp.post("/v1/auth/signin")
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
def signout():
    """Sign this browser out (its session ends on the server too)."""
    cookie = request.cookies.get(SESSION_COOKIE)
    if cookie and accounts().session(cookie) is not None:
        require("read", session_only=True)  # a signed-in write: CSRF checked
        accounts().end_session(cookie)
    return clear_session_cookies(current_app.response_class(status=204))


# --- the account --------------------------------------------------------------------------------
@bp.get("/v1/account")
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
def verify_email():
    """Open the address-verification link: the address is used for mail from now on."""
    c = require("read", session_only=True)
    data = _load(S.LinkSchema)
    used = accounts().use_mail_link(data["link"], "verify", account=c.account)
    if used is None:
        from service.errors import BadRequest

        raise BadRequest("this verification link is unknown, used, expired or for another account",
                         errors={"link": "not accepted"})
    accounts().set_email(c.account, used[1], verified=True)
    return account_view(c.account)


@bp.get("/v1/account/sessions")
def list_sessions():
    """The account's signed-in browsers."""
    c = require("read", session_only=True)
    return {"sessions": accounts().sessions(c.account, c.session.id)}


@bp.delete("/v1/account/sessions/<sid>")
def revoke_session(sid: str):
    """Sign one browser out (by its listed id)."""
    c = require("read", session_only=True)
    accounts().revoke_session(c.account, sid)
    return "", 204


@bp.get("/v1/account/passkeys")
def list_passkeys():
    """The account's passkeys (no key material)."""
    c = require("read", session_only=True)
    return {"passkeys": accounts().passkeys(c.account)}


@bp.post("/v1/account/passkeys/options")
def passkey_options():
    """Options for adding another passkey (this device, a security key)."""
    c = require("read", session_only=True)
    name = accounts().profile(c.account)["display_name"]
    return passkeys().registration_options(relying_party(), c.account, name, kind="add")


@bp.post("/v1/account/passkeys")
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
def remove_passkey(cid: str):
    """Revoke a passkey: it no longer signs in."""
    c = require("read", session_only=True)
    accounts().remove_passkey(c.account, cid)
    return "", 204


@bp.post("/v1/account/recovery-codes")
def new_recovery_codes():
    """A new set of recovery codes (the old ones stop working), shown once."""
    c = require("read", session_only=True)
    raw = json_body(optional=True)
    status, body = created(c.account, "recovery-codes", raw,
                           lambda: (201, {"recovery_codes": accounts().new_recovery_codes(c.account)}), secret=True)
    return answer(status, body)


@bp.get("/v1/account/tokens")
def list_tokens():
    """The account's API tokens (never their secrets)."""
    c = require("read", session_only=True)
    return {"tokens": accounts().tokens(c.account)}


@bp.post("/v1/account/tokens")
def new_token():
    """An API token for a bot or an integration: {name, scopes, expires_in_days}; shown once (201)."""
    c = require("read", session_only=True)
    raw = json_body()
    data = _load(S.TokenRequestSchema, raw)
    status, body = created(c.account, "token", raw, lambda: (201, accounts().new_token(
        c.account, data["name"], data["scopes"], data["expires_in_days"] * 86400)), secret=True)
    return answer(status, body)


@bp.delete("/v1/account/tokens/<tid>")
def revoke_token(tid: str):
    """Revoke an API token at once."""
    c = require("read", session_only=True)
    accounts().revoke_token(c.account, tid)
    return "", 204


@bp.post("/v1/account/device-links")
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
    from service.leave import Leave

    return Leave(current_app.extensions["redis"], games(), games().account_events)


@bp.get("/v1/account/leave")
def get_leave():
    """The yearly allowance of leave, what this year used, and the periods declared."""
    c = require("read")
    leave().sync(c.account)  # completes a declaration a crash cut short (idempotent)
    resp = jsonify(leave().view(c.account, lang=request_language()))
    resp.headers["Cache-Control"] = "no-store"
    return resp


@bp.post("/v1/account/leave")
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
def get_prefs():
    """The account's notification settings, with what this server can send."""
    c = require("read", session_only=True)
    return people().settings(c.account)


@bp.put("/v1/account/notifications")
def put_prefs():
    """Change the notification settings (fields left out keep their value)."""
    c = require("read", session_only=True)
    data = _load(S.NotificationPrefsSchema)
    people().save_prefs(c.account, data)
    return people().settings(c.account)


@bp.get("/v1/push/key")
def push_key():
    """The VAPID public key (the applicationServerKey of PushManager.subscribe)."""
    return {"public_key": people().push.public_key()}


@bp.get("/v1/account/push-subscriptions")
def list_push():
    """This account's push subscriptions (the push service's host only, never the whole endpoint)."""
    c = require("read", session_only=True)
    return {"subscriptions": people().push.listed(c.account)}


@bp.post("/v1/account/push-subscriptions")
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
def remove_push(sub_id: str):
    """Stop push to one browser."""
    c = require("read", session_only=True)
    if not people().push.unsubscribe(c.account, sub_id):
        raise NotFound("no such push subscription on this account")
    return "", 204
