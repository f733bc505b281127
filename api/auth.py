"""Who is calling: a seat token, an account API token (`Authorization: Bearer`), or a signed-in
browser (the session cookie); the session cookie, CSRF, the relying party and the rate limits of
sign-in, recovery, link codes and chat.

A cookie-authenticated write must carry `X-CSRF-Token` equal to its session's token (the page
reads it from the `arbiter_csrf` cookie) and, when the browser sends one, an `Origin` that is
this service's: a cross-site page can neither read the token nor set the header without a CORS
preflight, which never allows credentials here. Bearer-authenticated requests carry no cookie
authority, so they need neither.
"""
from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass
from urllib.parse import urlsplit

from flask import current_app, g, request

from service.people.accounts import SESSION_SECONDS, Accounts, Session, is_account_token
from domain.engine.errors import ArbiterError
from service.storage.errors import BadRequest, Forbidden, Unauthorized
from service.people.passkeys import RelyingParty
from service.storage.ratelimit import Limit, RateLimiter

SESSION_COOKIE = "arbiter_session"
CSRF_COOKIE = "arbiter_csrf"
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


@dataclass(frozen=True)
class Caller:
    """An account acting: through a session (browser) or an API token with scopes."""

    account: str
    via: str                 # "session" or "token"
    scopes: frozenset
    session: Session | None = None

    def can(self, scope: str) -> bool:
        """Whether this caller may do what `scope` names (a session may do everything; reading
        is allowed to tokens that may read or play)."""
        if self.via == "session":
            return True
        if scope == "read":
            return bool(self.scopes & {"read", "play"})
        return scope in self.scopes


class InsufficientScope(Forbidden):
    """An API token without the scope an action needs."""

    code = "insufficient-scope"


class SessionRequired(Unauthorized):
    """An action only a signed-in browser may take (managing the account itself)."""

    code = "session-required"


def accounts() -> Accounts:
    """The account store of this app."""
    return current_app.extensions["accounts"]


def bearer() -> str | None:
    """The bearer token of the request, or None; a malformed Authorization is a 401."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        # RFC 6750 3.1 allows 400 here; a 401 names the scheme to use, which is what a client needs
        raise Unauthorized("Authorization must be 'Bearer <token>'", errors={"Authorization": "malformed"})
    return token.strip()


def caller(scope: str = "read") -> Caller | None:
    """The account behind this request, or None when it has none (a seat token or nobody).

    An account token without `scope` is refused (403); a session's write without its CSRF token
    is refused (403); an account token that is unknown, revoked or expired is a 401."""
    if "caller" not in g:
        g.caller = _resolve()
    c = g.caller
    if c is None:
        return None
    if not c.can(scope):
        raise InsufficientScope(f"this API token lacks the scope {scope!r}", errors={"Authorization": f"needs {scope}"})
    return c


def require(scope: str = "read", session_only: bool = False) -> Caller:
    """The account behind this request, or 401 (with `session_only`: a browser session only)."""
    c = caller(scope)
    if c is None:
        raise Unauthorized("sign in first (a session, or an account API token)")
    if session_only and c.via != "session":
        raise SessionRequired("manage an account from a signed-in browser, not with an API token")
    return c


def _resolve() -> Caller | None:
    token = bearer()
    if token is not None:
        if not is_account_token(token):
            return None  # a seat token (or a list of them): the games' own check applies
        grant = accounts().token(token)
        if grant is None:
            raise Unauthorized("this API token is unknown, revoked or expired")
        return Caller(grant.account, "token", grant.scopes)
    cookie = request.cookies.get(SESSION_COOKIE)
    if not cookie:
        return None
    session = accounts().session(cookie)
    if session is None:
        return None  # an old cookie: the request goes on as anonymous (the page signs in again)
    if request.method not in SAFE_METHODS:
        _check_csrf(session)
    return Caller(session.account, "session", frozenset(), session)


def _check_csrf(session: Session) -> None:
    from service.people.accounts import same

    origin = request.headers.get("Origin")
    if origin and origin != "null" and origin.rstrip("/") not in own_origins():
        raise Forbidden("a signed-in write must come from this site's own pages", errors={"Origin": "cross-site"})
    sent = request.headers.get("X-CSRF-Token", "")
    if not sent or not same(sent, session.csrf):
        raise Forbidden("a signed-in write needs the X-CSRF-Token header (the arbiter_csrf cookie's value)",
                        errors={"X-CSRF-Token": "missing or wrong"})


# --- the relying party and the public origin ----------------------------------------------------
def is_loopback_host(host: str) -> bool:
    """Whether a host name is this machine (localhost, 127.0.0.0/8, ::1)."""
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def configured_origin() -> str | None:
    """ARBITER_ORIGIN (app config or environment), without a trailing slash, or None."""
    raw = current_app.config.get("ARBITER_ORIGIN") or os.environ.get("ARBITER_ORIGIN") or ""
    return raw.rstrip("/") or None


def request_origin() -> str:
    """The origin this request was made to (scheme://host[:port])."""
    return f"{request.scheme}://{request.host}".lower()


def own_origins() -> tuple[str, ...]:
    """The origins this service's pages are served from."""
    origin = configured_origin()
    return (origin,) if origin else (request_origin(),)


def relying_party() -> RelyingParty:
    """The WebAuthn RP of this request: configured, or `localhost` on a loopback request."""
    origin = configured_origin()
    rp_id = current_app.config.get("ARBITER_RP_ID") or os.environ.get("ARBITER_RP_ID")
    if origin:
        return RelyingParty(rp_id or urlsplit(origin).hostname, (origin,))
    host = urlsplit(request_origin()).hostname or ""
    if is_loopback_host(host):
        if host != "localhost" and not host.endswith(".localhost"):
            raise BadRequest("passkeys on this machine work at http://localhost (an IP address cannot be a "
                             "WebAuthn relying party): open the page as localhost", errors={"Host": "use localhost"})
        return RelyingParty(rp_id or "localhost", (request_origin(),))
    raise Unconfigured("passkeys need ARBITER_ORIGIN (and ARBITER_RP_ID if it differs from its host) on a "
                       "non-local host; see docs/accounts.md")


def public_origin() -> str:
    """Where links in mails and notifications point: ARBITER_ORIGIN, else this loopback request's origin."""
    origin = configured_origin()
    if origin:
        return origin
    if is_loopback_host(urlsplit(request_origin()).hostname or ""):
        return request_origin()
    # never a Host header from the outside in a link sent by mail (link poisoning)
    raise Unconfigured("links by mail need ARBITER_ORIGIN on a non-local host; see docs/accounts.md")


class Unconfigured(BadRequest):
    """A feature the operator has not configured for this host."""

    status = 503
    code = "not-configured"


# --- cookies ------------------------------------------------------------------------------------
def set_session_cookies(resp, cookie: str, session: Session):
    """Put a new session on the response: the HttpOnly session cookie and the CSRF cookie."""
    secure = not is_loopback_host(urlsplit(request_origin()).hostname or "")  # Secure off only on loopback
    resp.set_cookie(SESSION_COOKIE, cookie, max_age=SESSION_SECONDS, httponly=True, samesite="Lax",
                    secure=secure, path="/")
    resp.set_cookie(CSRF_COOKIE, session.csrf, max_age=SESSION_SECONDS, httponly=False, samesite="Lax",
                    secure=secure, path="/")
    resp.headers["Cache-Control"] = "no-store"
    return resp


def clear_session_cookies(resp):
    """Remove the session cookies from the browser."""
    resp.delete_cookie(SESSION_COOKIE, path="/")
    resp.delete_cookie(CSRF_COOKIE, path="/")
    return resp


# --- rate limits of sign-in, recovery, link codes and chat --------------------------------------
DEFAULT_LIMITS = {"auth": "10/60", "chat": "20/60", "mail": "5/900", "device_guess": "60/60", "challenge": "10/60",
                  "report": "10/3600"}
PER_ACCOUNT_ONLY = ("challenge", "report")


def throttle(kind: str, account: str | None = None) -> None:
    """Spend one request of `kind` ("auth", "chat", "challenge", "report") per client address and per
    account; 429 when spent. Applies on loopback too (unlike the general limits): these guard secrets
    and people. Settings: AUTH_RATE_LIMIT, CHAT_RATE_LIMIT, CHALLENGE_RATE_LIMIT, REPORT_RATE_LIMIT
    ("N/S"); RATE_LIMITS=off turns them off."""
    limit = _limit(kind)
    if limit is None:
        return
    # challenges and reports need an account (and sign-up is limited per address): counted per account
    checks = [] if kind in PER_ACCOUNT_ONLY and account else [(f"{kind}-ip", request.remote_addr or "unknown", limit)]
    if account:
        checks.append((f"{kind}-account", account, limit))
    _spend(kind, checks)


def mail_budget(address: str, account: str | None = None) -> None:
    """Spend one mail to `address` (and, when known, one of `account`'s): 429 once the recipient
    had MAIL_RATE_LIMIT (default 5 in 15 minutes) whoever asked from however many client
    addresses, or the account asked for that many. Checked before anything changes."""
    limit = _limit("mail")
    if limit is None:
        return
    import hashlib

    checks = [("mail-to", hashlib.sha256(address.lower().encode()).hexdigest()[:32], limit)]
    if account:
        checks.append(("mail-account", account, limit))
    _spend("mail", checks)


def target_budget(kind: str, target: str, setting: str = "auth", who: str = "account") -> None:
    """Spend one `kind` request against one target (an account, or all device codes together):
    the `setting`'s limit per target, however many client addresses share the guessing; a 429
    says it of `who`."""
    limit = _limit(setting)
    if limit is not None:
        _spend("auth", [(f"{kind}-target", target, limit)], who)


def _limit(kind: str) -> Limit | None:
    setting = current_app.config.get("RATE_LIMITS") or os.environ.get("RATE_LIMITS", "on")
    if str(setting).lower() in ("off", "0", "false", "no"):
        return None
    name = f"{kind.upper()}_RATE_LIMIT"
    return Limit.parse(str(current_app.config.get(name) or os.environ.get(name) or DEFAULT_LIMITS[kind]))


_SAID = {"ip": "address", "account": "account", "to": "recipient address"}


def _spend(kind: str, checks: list, who: str | None = None) -> None:
    limiter = current_app.extensions.get("auth_limiter")
    if limiter is None:
        limiter = current_app.extensions["auth_limiter"] = RateLimiter(current_app.extensions["redis"], prefix="rl-people")
    verdict = limiter.hit(checks)
    if not verdict.allowed:
        who = who or _SAID.get(verdict.scope.rsplit("-", 1)[-1], "client")
        quota = f"at most {verdict.limit.requests} per {verdict.limit.seconds:g} s"
        raise TooMany(f"too many {kind} requests for this {who} ({quota}); retry in {verdict.retry_after} s",
                      retry_after=verdict.retry_after)


class TooMany(ArbiterError):
    """A rate limit of sign-in, recovery, link codes or chat."""

    status = 429
    code = "rate-limited"
