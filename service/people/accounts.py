"""Accounts: people who hold seats across games and devices. Storage, hashing and lifetimes of
everything that signs a person in: sessions, API tokens, recovery codes, mail links, device links.

Every key of one account shares the hash tag {<account id>}, so an operation on an account never
spans two slots of a Redis Cluster:
  acct:{A}:profile     hash: id, name, email, email_verified, created_at, prefs (JSON)
  acct:{A}:passkeys    hash: credential id (base64url) -> JSON (public key, sign count, ...)
  acct:{A}:sessions    hash: sha256(session secret) -> JSON (id, csrf, created, expires, agent)
  acct:{A}:tokens      hash: sha256(token secret) -> JSON (id, name, scopes, created, expires)
  acct:{A}:recovery    set of sha256(recovery code) (how many are left)
  acct:{A}:seats       zset "<game>|<seat>" -> when the seat became the account's
  acct:{A}:push        hash: subscription id -> JSON (endpoint, keys)
  acct:{A}:link:<h>    a mail link (sign-in or address check), single use, short-lived
  acct:{A}:events      stream: what happens to the account's seats and challenges (account_events.py)
  acct:{A}:challenges  zset of the challenges it made or received (challenges.py)
Lookups that start from something other than the account id are global indexes, sharded so they
work on a cluster (service/storage/indexes.py): display names, passkey credential ids, recovery codes and
verified mail addresses. Secrets that carry their account (sessions `A.secret`, API tokens
`arb_A_secret`, mail links `A.secret`) need no index: the id says where to look, the hash of the
secret says whether it is real.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
import time
import unicodedata
from dataclasses import dataclass

from service.storage.errors import BadRequest, NotFound, Unauthorized
from service.storage.indexes import ShardedHash
from .names import NameError_, check_person_name

ID_BYTES = 8
SESSION_SECONDS = 30 * 24 * 3600
SESSION_TOUCH_SECONDS = 300       # last_seen is written at most this often per session
CEREMONY_SECONDS = 300            # a WebAuthn challenge lives this long and is used once
MAIL_LINK_SECONDS = 15 * 60
DEVICE_LINK_SECONDS = 120
RECOVERY_CODES = 10
MAX_TOKENS = 50
MAX_SESSIONS = 50
SCOPES = ("play", "read", "webhooks")
TOKEN_PREFIX = "arb_"
NAME_MAX = 40
# a device-link code is typed on a phone: no 0/O, 1/I/L, 8/B confusion (Crockford-like)
CODE_ALPHABET = "23456789ACDEFGHJKMNPQRSTUVWXYZ"
DEVICE_CODE_LEN = 16             # 78 bits, like a recovery code: guessing one in its two minutes is hopeless


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def sha(text: str) -> str:
    """How every secret of an account is stored: sha256 hex (secrets are 128+ random bits)."""
    return hashlib.sha256(text.encode()).hexdigest()


def akey(account_id: str, part: str) -> str:
    """The key of one part of an account (all share the account's hash tag)."""
    return f"acct:{{{account_id}}}:{part}"


def now_s() -> int:
    """Seconds since the epoch (the server clock)."""
    return int(time.time())


def iso_s(t: float) -> str:
    """ISO 8601 UTC (seconds) of an epoch time."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


def fold_name(name: str) -> str:
    """The form in which display names are compared: NFKC, case-folded, inner spaces collapsed,
    so "Ana", "ANA" and "Ａｎａ" are one name."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def check_name(name) -> str:
    """A display name as stored (trimmed), or BadRequest naming the field."""
    try:
        return check_person_name(name, "display_name", NAME_MAX)  # the one rule of names (service.people.names)
    except NameError_ as exc:
        raise BadRequest(str(exc), errors={"display_name": exc.reason}) from None


def check_email(email) -> str:
    """Exactly one mail address as stored (trimmed, the domain lower-cased), or BadRequest.

    Parsed with the standard library's RFC 5322 parser (email.headerregistry), not matched by a
    pattern: a list ("a@x.test,b@x.test"), a display name or angle brackets, a comment, a quoted
    local part, an address literal ("a@[127.0.0.1]") or a domain without a dot is refused, so one
    mail goes to one envelope recipient."""
    from email.headerregistry import Address
    from email.utils import getaddresses

    if not isinstance(email, str):
        raise BadRequest("email must be a string", errors={"email": "must be a string"})
    email = email.strip()
    refused = BadRequest("email must be exactly one mail address, such as name@example.org",
                         errors={"email": "not a mail address"})
    if not email or len(email) > 254 or not email.isprintable() or any(c.isspace() for c in email):
        raise refused
    try:
        addr = Address(addr_spec=email)
        one = getaddresses([email])
    except Exception:  # noqa: BLE001 - the parser's errors are many (HeaderParseError, ValueError, ...)
        raise refused from None
    local, domain = addr.username, addr.domain
    if addr.addr_spec != email or len(one) != 1 or one[0][1] != email or not local or local.startswith('"') \
            or any(c in local for c in '",;<>()[]\\') or not domain or domain.startswith("[") or "." not in domain \
            or any(not label for label in domain.split(".")):
        raise refused
    try:
        domain.encode("idna")
    except UnicodeError:
        raise refused from None
    return f"{local}@{domain.lower()}"


def email_hash(email: str) -> str:
    """How a verified address is indexed (never stored in plain outside its own account)."""
    return sha("mail\0" + email.lower())


def new_account_id() -> str:
    """A fresh account id (64 random bits, hex)."""
    return secrets.token_hex(ID_BYTES)


def recovery_code() -> str:
    """A recovery code: 16 characters of CODE_ALPHABET in four groups (78 bits)."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(16))
    return "-".join(raw[i:i + 4] for i in range(0, 16, 4))


def normal_code(code: str) -> str:
    """A typed code as compared: upper case, without spaces or dashes."""
    return "".join(c for c in str(code).upper() if c.isalnum())


def _split(secret: str, sep: str, prefix: str = "") -> tuple[str, str] | None:
    if not isinstance(secret, str) or not secret.startswith(prefix):
        return None
    aid, s, rest = secret[len(prefix):].partition(sep)
    if not s or len(aid) != 2 * ID_BYTES or not all(c in "0123456789abcdef" for c in aid) or len(rest) < 16:
        return None
    return aid, rest


def is_account_token(token: str | None) -> bool:
    """Whether a bearer token has the shape of an account API token (`arb_<account>_<secret>`)."""
    return token is not None and _split(token, "_", TOKEN_PREFIX) is not None


@dataclass(frozen=True)
class Session:
    """A signed-in browser: its account, its id (shown in lists), its CSRF token."""

    account: str
    id: str
    csrf: str


@dataclass(frozen=True)
class TokenGrant:
    """An API token's account and what it may do."""

    account: str
    id: str
    scopes: frozenset


def _encode(value: dict) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


# KEYS[1] the account's sessions (or tokens) hash; ARGV[1] the field; ARGV[2] now; ARGV[3] touch
# after (s). Returns the record, or false if unknown or expired (an expired one is deleted).
CHECK_LUA = """
local raw = redis.call('HGET', KEYS[1], ARGV[1])
if not raw then return false end
local rec = cjson.decode(raw)
local now = tonumber(ARGV[2])
if rec['expires'] and rec['expires'] ~= cjson.null and tonumber(rec['expires']) <= now then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return false
end
if now - tonumber(rec['seen'] or 0) >= tonumber(ARGV[3]) then
  rec['seen'] = now
  redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(rec))
end
return raw
"""

# KEYS[1] passkeys hash; ARGV: credential id, the sign count the check was made against, the new
# one, now. The count moves only forward and only from the value the assertion was checked
# against: two uses of one assertion at once cannot both pass.
SIGN_COUNT_LUA = """
local raw = redis.call('HGET', KEYS[1], ARGV[1])
if not raw then return 'gone' end
local rec = cjson.decode(raw)
if tonumber(rec['sign_count']) ~= tonumber(ARGV[2]) then return 'raced' end
rec['sign_count'] = tonumber(ARGV[3])
rec['last_used'] = tonumber(ARGV[4])
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(rec))
return 'ok'
"""


class Accounts:
    """Storage of accounts and of every credential that signs one in; one per process."""

    def __init__(self, client):
        self.r = client
        self.names = ShardedHash(client, "account-names")
        self.credentials = ShardedHash(client, "passkey-owners")
        self.recovery = ShardedHash(client, "recovery-codes")
        self.emails = ShardedHash(client, "account-emails")
        self._check = client.register_script(CHECK_LUA)
        self._count = client.register_script(SIGN_COUNT_LUA)

    # --- accounts ---------------------------------------------------------------------------
    def name_taken(self, name: str) -> bool:
        """Whether another account already has this display name (names are public: tables show them)."""
        return self.names.get_many([fold_name(name)])[0] is not None

    def create(self, account_id: str, name: str, passkey: dict) -> list[str]:
        """Create an account with its first passkey; returns its recovery codes (shown once).

        The display name is claimed first (HSETNX on its folded form), so two sign-ups racing for
        one name cannot both get it."""
        folded = fold_name(name)
        self._claim_credential(account_id, passkey["credential_id"])
        if not self.r.hsetnx(self._name_key(folded), folded, account_id):
            self._release_credential(account_id, passkey["credential_id"])  # refused: nothing changed
            raise NameTaken()
        now = now_s()
        pipe = self.r.pipeline(transaction=True)
        pipe.hset(akey(account_id, "profile"), mapping={
            "id": account_id, "name": name, "created_at": now, "email": "", "email_verified": "",
            "prefs": "{}"})
        pipe.hset(akey(account_id, "passkeys"), passkey["credential_id"], _encode(passkey))
        pipe.execute()
        return self.new_recovery_codes(account_id)

    def _name_key(self, folded: str) -> str:
        from service.storage.indexes import shard_key

        return shard_key("account-names", folded)

    def profile(self, account_id: str) -> dict:
        """The account's own record (its owner sees all of it); NotFound if there is none."""
        raw = self.r.hgetall(akey(account_id, "profile"))
        if not raw:
            raise NotFound("no such account")
        p = {_s(k): _s(v) for k, v in raw.items()}
        return {"id": p["id"], "display_name": p["name"], "email": p.get("email") or None,
                "email_verified": bool(p.get("email_verified")), "created_at": iso_s(int(p["created_at"])),
                "prefs": json.loads(p.get("prefs") or "{}"), "language": p.get("language") or None}

    def rename(self, account_id: str, name: str) -> None:
        """Change the display name (the new one must be free); the old one is released."""
        old = self.profile(account_id)["display_name"]
        folded, old_folded = fold_name(name), fold_name(old)
        if folded != old_folded:
            if not self.r.hsetnx(self._name_key(folded), folded, account_id):
                if _s(self.r.hget(self._name_key(folded), folded)) != account_id:
                    raise NameTaken()
            if _s(self.r.hget(self._name_key(old_folded), old_folded)) == account_id:
                self.r.hdel(self._name_key(old_folded), old_folded)
        self.r.hset(akey(account_id, "profile"), "name", name)

    def set_language(self, account_id: str, language: str | None) -> None:
        """Store the language the account reads (None: follow the browser's Accept-Language)."""
        self.profile(account_id)  # NotFound for an account that is gone
        if language:
            self.r.hset(akey(account_id, "profile"), "language", language)
        else:
            self.r.hdel(akey(account_id, "profile"), "language")

    def set_prefs(self, account_id: str, prefs: dict) -> None:
        """Store the notification preferences (already checked by service.notify.notifications)."""
        self.r.hset(akey(account_id, "profile"), "prefs", json.dumps(prefs))

    def set_email(self, account_id: str, email: str | None, verified: bool) -> None:
        """Record the account's mail address: unverified until its link is opened; verifying
        indexes it for mail sign-in (an address verified by another account stays theirs)."""
        prof = self.profile(account_id)
        old = prof["email"]
        if old and prof["email_verified"]:
            h = email_hash(old)
            if _s(self.r.hget(self.emails_key(h), h)) == account_id:
                self.r.hdel(self.emails_key(h), h)
        if verified and email:
            h = email_hash(email)
            if not self.r.hsetnx(self.emails_key(h), h, account_id) and _s(self.r.hget(self.emails_key(h), h)) != account_id:
                raise BadRequest("this address could not be verified for this account", errors={"email": "unavailable"})
        self.r.hset(akey(account_id, "profile"), mapping={"email": email or "", "email_verified": "1" if verified and email else ""})

    def emails_key(self, h: str) -> str:
        from service.storage.indexes import shard_key

        return shard_key("account-emails", h)

    def account_by_email(self, email: str) -> str | None:
        """The account whose verified address this is, or None."""
        found = self.emails.get_many([email_hash(email)])[0]
        return _s(found) if found else None

    # --- passkeys ---------------------------------------------------------------------------
    def add_passkey(self, account_id: str, passkey: dict) -> None:
        """Store one more passkey of the account (refused if its credential id is registered)."""
        self._claim_credential(account_id, passkey["credential_id"])
        self.r.hset(akey(account_id, "passkeys"), passkey["credential_id"], _encode(passkey))

    def _claim_credential(self, account_id: str, credential_id: str) -> None:
        """Make the credential id this account's, in one step (HSETNX), or BadRequest if it is
        registered already: a second registration would take its owner's sign-in away."""
        from service.storage.indexes import shard_key

        if not self.r.hsetnx(shard_key("passkey-owners", credential_id), credential_id, account_id):
            raise BadRequest("this passkey is already registered (its credential id is in use)",
                             errors={"credential": "already registered"})

    def _release_credential(self, account_id: str, credential_id: str) -> None:
        if self.passkey_owner(credential_id) == account_id:
            self.credentials.delete(credential_id)

    def passkey_owner(self, credential_id: str) -> str | None:
        """The account a credential id belongs to, or None."""
        found = self.credentials.get_many([credential_id])[0]
        return _s(found) if found else None

    def passkey(self, account_id: str, credential_id: str) -> dict | None:
        """The stored passkey record, or None."""
        raw = self.r.hget(akey(account_id, "passkeys"), credential_id)
        return json.loads(raw) if raw else None

    def passkeys(self, account_id: str) -> list[dict]:
        """The account's passkeys as its owner sees them (no key material)."""
        out = []
        for cid, raw in self.r.hgetall(akey(account_id, "passkeys")).items():
            rec = json.loads(raw)
            out.append({"id": _s(cid), "name": rec.get("name") or "passkey", "created_at": iso_s(rec["created_at"]),
                        "last_used_at": iso_s(rec["last_used"]) if rec.get("last_used") else None,
                        "synced": bool(rec.get("backed_up"))})
        return sorted(out, key=lambda p: p["created_at"])

    def advance_sign_count(self, account_id: str, credential_id: str, checked: int, new: int) -> bool:
        """Move the stored sign count from `checked` to `new`; False if another sign-in did first."""
        res = _s(self._count(keys=[akey(account_id, "passkeys")], args=[credential_id, checked, new, now_s()]))
        return res == "ok"

    def remove_passkey(self, account_id: str, credential_id: str) -> None:
        """Revoke a passkey of the account (NotFound if it is not one of its own)."""
        if not self.r.hdel(akey(account_id, "passkeys"), credential_id):
            raise NotFound("no such passkey on this account")
        self.credentials.delete(credential_id)

    # --- recovery codes ---------------------------------------------------------------------
    def new_recovery_codes(self, account_id: str) -> list[str]:
        """A new set of recovery codes (the old ones stop working); returned once, stored hashed."""
        old = [_s(h) for h in self.r.smembers(akey(account_id, "recovery"))]
        for h in old:
            self.recovery.delete(h)
        codes = [recovery_code() for _ in range(RECOVERY_CODES)]
        hashes = [sha("recovery\0" + normal_code(c)) for c in codes]
        pipe = self.r.pipeline(transaction=True)
        pipe.delete(akey(account_id, "recovery"))
        pipe.sadd(akey(account_id, "recovery"), *hashes)
        pipe.execute()
        self.recovery.set({h: account_id for h in hashes})
        return codes

    def recovery_left(self, account_id: str) -> int:
        """How many recovery codes of the account are still unused."""
        return int(self.r.scard(akey(account_id, "recovery")))

    def recovery_code_owner(self, code: str) -> str | None:
        """The account of an unused recovery code, without using it up."""
        from service.storage.indexes import shard_key

        h = sha("recovery\0" + normal_code(code))
        owner = self.r.hget(shard_key("recovery-codes", h), h)
        return _s(owner) if owner is not None else None

    def use_recovery_code(self, code: str) -> str | None:
        """The account of an unused recovery code, which is used up by this call; else None."""
        h = sha("recovery\0" + normal_code(code))
        from service.storage.indexes import shard_key

        k = shard_key("recovery-codes", h)
        # HGET then HDEL: only the caller whose HDEL removed the entry may use it (single use)
        owner = self.r.hget(k, h)
        if owner is None or not self.r.hdel(k, h):
            return None
        owner = _s(owner)
        self.r.srem(akey(owner, "recovery"), h)
        return owner

    # --- sessions ---------------------------------------------------------------------------
    def new_session(self, account_id: str, agent: str = "", how: str = "passkey") -> tuple[str, Session]:
        """Sign a browser in: (the cookie value `A.secret`, the session)."""
        secret = secrets.token_urlsafe(32)
        sid = secrets.token_hex(6)
        csrf = secrets.token_urlsafe(24)
        now = now_s()
        rec = {"id": sid, "csrf": csrf, "created": now, "seen": now, "expires": now + SESSION_SECONDS,
               "agent": (agent or "")[:200], "how": how}
        k = akey(account_id, "sessions")
        self.r.hset(k, sha(secret), _encode(rec))
        self._prune(k, MAX_SESSIONS)
        return f"{account_id}.{secret}", Session(account_id, sid, csrf)

    def session(self, cookie: str | None) -> Session | None:
        """The live session a cookie value names, or None."""
        parts = _split(cookie, ".") if cookie else None
        if parts is None:
            return None
        aid, secret = parts
        raw = self._check(keys=[akey(aid, "sessions")], args=[sha(secret), now_s(), SESSION_TOUCH_SECONDS])
        if not raw:
            return None
        rec = json.loads(raw)
        return Session(aid, rec["id"], rec["csrf"])

    def end_session(self, cookie: str) -> None:
        """Sign this browser out."""
        parts = _split(cookie, ".")
        if parts:
            self.r.hdel(akey(parts[0], "sessions"), sha(parts[1]))

    def sessions(self, account_id: str, current: str | None = None) -> list[dict]:
        """The account's live sessions (its owner's view), the current one marked."""
        out = []
        for rec in self._records(akey(account_id, "sessions")):
            out.append({"id": rec["id"], "created_at": iso_s(rec["created"]), "last_seen_at": iso_s(rec["seen"]),
                        "expires_at": iso_s(rec["expires"]), "agent": rec.get("agent") or "",
                        "signed_in_with": rec.get("how", "passkey"), "current": rec["id"] == current})
        return sorted(out, key=lambda s: s["created_at"])

    def revoke_session(self, account_id: str, sid: str) -> None:
        """End one session of the account by its listed id."""
        self._revoke(akey(account_id, "sessions"), sid, "session")

    # --- API tokens -------------------------------------------------------------------------
    def new_token(self, account_id: str, name: str, scopes: list[str], expires_in: int | None) -> dict:
        """An API token for bots and integrations; the secret is in the answer only."""
        k = akey(account_id, "tokens")
        if self.r.hlen(k) >= MAX_TOKENS:
            raise BadRequest(f"an account may have at most {MAX_TOKENS} API tokens; revoke one first",
                             errors={"name": "too many tokens"})
        secret = secrets.token_urlsafe(32)
        now = now_s()
        rec = {"id": "tok_" + secrets.token_hex(6), "name": name, "scopes": sorted(set(scopes)), "created": now,
               "seen": 0, "expires": now + expires_in if expires_in else None}
        self.r.hset(k, sha(secret), _encode(rec))
        return {**self._token_view(rec), "token": f"{TOKEN_PREFIX}{account_id}_{secret}"}

    @staticmethod
    def _token_view(rec: dict) -> dict:
        return {"id": rec["id"], "name": rec["name"], "scopes": rec["scopes"], "created_at": iso_s(rec["created"]),
                "expires_at": iso_s(rec["expires"]) if rec.get("expires") else None,
                "last_used_at": iso_s(rec["seen"]) if rec.get("seen") else None}

    def token(self, bearer: str) -> TokenGrant | None:
        """The grant of a live API token, or None (unknown, revoked or expired)."""
        parts = _split(bearer, "_", TOKEN_PREFIX)
        if parts is None:
            return None
        aid, secret = parts
        raw = self._check(keys=[akey(aid, "tokens")], args=[sha(secret), now_s(), SESSION_TOUCH_SECONDS])
        if not raw:
            return None
        rec = json.loads(raw)
        return TokenGrant(aid, rec["id"], frozenset(rec["scopes"]))

    def tokens(self, account_id: str) -> list[dict]:
        """The account's API tokens, without their secrets."""
        now = now_s()
        return sorted((self._token_view(r) for r in self._records(akey(account_id, "tokens"))
                       if not r.get("expires") or r["expires"] > now), key=lambda t: t["created_at"])

    def revoke_token(self, account_id: str, tid: str) -> None:
        """Revoke one API token by its listed id."""
        self._revoke(akey(account_id, "tokens"), tid, "API token")

    # --- mail links and device links --------------------------------------------------------
    def new_mail_link(self, account_id: str, purpose: str, email: str) -> str:
        """A single-use secret for a mail link (sign in, or prove an address), MAIL_LINK_SECONDS."""
        secret = secrets.token_urlsafe(32)
        self.r.set(akey(account_id, "link:" + sha(secret)), _encode({"purpose": purpose, "email": email}),
                   ex=MAIL_LINK_SECONDS)
        return f"{account_id}.{secret}"

    def use_mail_link(self, link: str, purpose: str, account: str | None = None) -> tuple[str, str] | None:
        """(account, address) of a live link for `purpose` (and of `account` when given), used up
        by this call; else None. A link offered to another endpoint or by another account is left
        as it was: only its own endpoint and its own account use it up."""
        parts = _split(link, ".")
        if parts is None:
            return None
        aid, secret = parts
        k = akey(aid, "link:" + sha(secret))
        raw = self.r.get(k)
        if raw is None or (account is not None and aid != account):
            return None
        rec = json.loads(raw)
        if rec["purpose"] != purpose or not self.r.delete(k):  # DEL: one caller wins (single use)
            return None
        return aid, rec["email"]

    def new_device_code(self, account_id: str) -> str:
        """A device-link code: typed or scanned on another device, once, within DEVICE_LINK_SECONDS."""
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(DEVICE_CODE_LEN))
        self.r.set(self._device_key(code), account_id, ex=DEVICE_LINK_SECONDS)
        return "-".join(code[i:i + 4] for i in range(0, DEVICE_CODE_LEN, 4))

    def use_device_code(self, code: str) -> str | None:
        """The account a live device-link code belongs to, used up by this call; else None."""
        raw = self.r.getdel(self._device_key(normal_code(code)))
        return _s(raw) if raw else None

    @staticmethod
    def _device_key(code: str) -> str:
        h = sha("device\0" + code)
        return f"devlink:{{{h[:16]}}}:{h}"

    # --- helpers ----------------------------------------------------------------------------
    def _records(self, k: str) -> list[dict]:
        return [json.loads(v) for v in self.r.hvals(k)]

    def _revoke(self, k: str, rid: str, what: str) -> None:
        for field, raw in self.r.hgetall(k).items():
            if json.loads(raw)["id"] == rid:
                self.r.hdel(k, field)
                return
        raise NotFound(f"no such {what} on this account")

    def _prune(self, k: str, keep: int) -> None:
        """Drop the oldest records past `keep` (a browser that signs in again and again)."""
        rows = self.r.hgetall(k)
        if len(rows) <= keep:
            return
        ordered = sorted(rows.items(), key=lambda kv: json.loads(kv[1])["created"])
        self.r.hdel(k, *[f for f, _ in ordered[:len(rows) - keep]])


class NameTaken(BadRequest):
    """The display name belongs to another account."""

    status = 409
    code = "display-name-taken"

    def __init__(self):
        super().__init__("this display name is taken: choose another", errors={"display_name": "taken"})


def same(a: str, b: str) -> bool:
    """Constant-time string comparison (CSRF tokens)."""
    return hmac.compare_digest(a.encode(), b.encode())


def b64url(raw: bytes) -> str:
    """base64url without padding (WebAuthn's and Web Push's encoding)."""
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    """The inverse of b64url (padding optional)."""
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def sign_in_failed() -> Unauthorized:
    """The one answer to every failed sign-in, whatever failed: no account enumeration."""
    return Unauthorized("sign-in failed: the passkey, code or link was not accepted")
