"""Passkeys (WebAuthn) through the `webauthn` library: the ceremonies of signing up, adding a
passkey and signing in. Every challenge is random, kept server-side for CEREMONY_SECONDS under a
ceremony id and taken with GETDEL, so it is used at most once; the origin and relying-party id
are checked by the library against the configured ones; a sign count that does not grow is
refused (a cloned authenticator or a replayed assertion).

The library is imported where a ceremony needs it, not when the API starts (it is a second of
imports on a busy machine, and most requests never sign anyone in).

The relying party (docs/accounts.md): ARBITER_ORIGIN (e.g. https://arbiter.example) names the
origin pages are served from, and ARBITER_RP_ID (default: the origin's host) the RP id. Unset,
a request to a loopback host uses its own origin with RP id `localhost`, so `make run` works on
http://localhost:8000 with nothing configured.
"""
from __future__ import annotations

import json
import secrets
from dataclasses import dataclass

from .accounts import CEREMONY_SECONDS, Accounts, b64url, now_s, sha, sign_in_failed
from service.storage.errors import BadRequest

RP_NAME = "Arbiter"


@dataclass(frozen=True)
class RelyingParty:
    """Who the passkeys are for: the RP id and the origin(s) a ceremony may come from."""

    id: str
    origins: tuple[str, ...]


def _ceremony_key(cid: str) -> str:
    h = sha("ceremony\0" + cid)
    return f"webauthn:{{{h[:16]}}}:{h}"


def _credential(raw) -> dict:
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str) or not isinstance(raw.get("response"), dict):
        raise BadRequest("credential must be the PublicKeyCredential as JSON (id, rawId, response, type)",
                         errors={"credential": "malformed"})
    return raw


class Passkeys:
    """The three WebAuthn ceremonies over an Accounts store."""

    def __init__(self, accounts: Accounts):
        self.accounts = accounts
        self.r = accounts.r

    def _begin(self, kind: str, challenge: bytes, **extra) -> str:
        cid = secrets.token_urlsafe(18)
        rec = {"kind": kind, "challenge": b64url(challenge), **extra}
        self.r.set(_ceremony_key(cid), json.dumps(rec), ex=CEREMONY_SECONDS)
        return cid

    def _take(self, cid, kind: str) -> dict | None:
        """The ceremony, removed (a challenge answers once), or None."""
        if not isinstance(cid, str) or not 8 <= len(cid) <= 64:
            raise BadRequest("ceremony must be the id the options answer gave", errors={"ceremony": "malformed"})
        raw = self.r.getdel(_ceremony_key(cid))
        if raw is None:
            return None
        rec = json.loads(raw)
        return rec if rec["kind"] == kind else None

    # --- registration (sign-up, and another passkey for a signed-in account) ----------------
    def registration_options(self, rp: RelyingParty, account_id: str, name: str, *, kind: str,
                             email: str | None = None) -> dict:
        """{ceremony, publicKey}: options for navigator.credentials.create()."""
        from webauthn import generate_registration_options, options_to_json
        from webauthn.helpers import base64url_to_bytes
        from webauthn.helpers.structs import (AuthenticatorSelectionCriteria, PublicKeyCredentialDescriptor,
                                              ResidentKeyRequirement, UserVerificationRequirement)

        challenge = secrets.token_bytes(32)
        existing = [PublicKeyCredentialDescriptor(id=base64url_to_bytes(p["id"]))
                    for p in (self.accounts.passkeys(account_id) if kind == "add" else [])]
        options = generate_registration_options(
            rp_id=rp.id, rp_name=RP_NAME, user_name=name, user_id=account_id.encode(),
            user_display_name=name, challenge=challenge, timeout=CEREMONY_SECONDS * 1000,
            # a discoverable credential: signing in needs no user name (nothing to enumerate)
            authenticator_selection=AuthenticatorSelectionCriteria(
                resident_key=ResidentKeyRequirement.REQUIRED, require_resident_key=True,
                user_verification=UserVerificationRequirement.PREFERRED),
            exclude_credentials=existing)
        cid = self._begin(kind, challenge, account=account_id, name=name, email=email)
        return {"ceremony": cid, "publicKey": json.loads(options_to_json(options))}

    def register(self, rp: RelyingParty, cid, credential, kind: str, account_id: str | None = None) -> tuple[dict, dict]:
        """Check a new credential against its ceremony: (the ceremony, the passkey record to store)."""
        from webauthn import verify_registration_response
        from webauthn.helpers import base64url_to_bytes
        from webauthn.helpers.exceptions import InvalidRegistrationResponse, WebAuthnException

        credential = _credential(credential)
        rec = self._take(cid, kind)
        if rec is None or (account_id is not None and rec["account"] != account_id):
            raise BadRequest("this ceremony is unknown, expired or already used: ask for new options",
                             errors={"ceremony": "unknown or used"})
        try:
            verified = verify_registration_response(
                credential=credential, expected_challenge=base64url_to_bytes(rec["challenge"]),
                expected_rp_id=rp.id, expected_origin=list(rp.origins))
        except (InvalidRegistrationResponse, WebAuthnException, ValueError, KeyError, TypeError) as exc:
            raise BadRequest(f"the passkey was not accepted: {exc}", errors={"credential": "not accepted"}) from None
        passkey = {"credential_id": b64url(verified.credential_id),
                   "public_key": b64url(verified.credential_public_key), "sign_count": verified.sign_count,
                   "created_at": now_s(), "last_used": None, "backed_up": bool(verified.credential_backed_up),
                   "transports": (credential.get("response") or {}).get("transports") or [],
                   "name": _device_name(credential)}
        return rec, passkey

    # --- authentication ---------------------------------------------------------------------
    def authentication_options(self, rp: RelyingParty) -> dict:
        """{ceremony, publicKey}: options for navigator.credentials.get() with any discoverable
        passkey of this RP (no user name asked, none revealed)."""
        from webauthn import generate_authentication_options, options_to_json
        from webauthn.helpers.structs import UserVerificationRequirement

        challenge = secrets.token_bytes(32)
        options = generate_authentication_options(rp_id=rp.id, challenge=challenge,
                                                  timeout=CEREMONY_SECONDS * 1000,
                                                  user_verification=UserVerificationRequirement.PREFERRED)
        return {"ceremony": self._begin("signin", challenge), "publicKey": json.loads(options_to_json(options))}

    def authenticate(self, rp: RelyingParty, cid, credential) -> str:
        """The account a sign-in assertion proves, or the one sign-in failure for any reason
        (unknown ceremony or credential, wrong origin, bad signature, a sign count that did not grow)."""
        from webauthn import verify_authentication_response
        from webauthn.helpers import base64url_to_bytes
        from webauthn.helpers.exceptions import InvalidAuthenticationResponse, WebAuthnException

        credential = _credential(credential)
        rec = self._take(cid, "signin")
        if rec is None:
            raise sign_in_failed()
        cred_id = credential["id"]
        owner = self.accounts.passkey_owner(cred_id)
        stored = self.accounts.passkey(owner, cred_id) if owner else None
        if stored is None:
            raise sign_in_failed()
        try:
            verified = verify_authentication_response(
                credential=credential, expected_challenge=base64url_to_bytes(rec["challenge"]),
                expected_rp_id=rp.id, expected_origin=list(rp.origins),
                credential_public_key=base64url_to_bytes(stored["public_key"]),
                credential_current_sign_count=int(stored["sign_count"]))
        except (InvalidAuthenticationResponse, WebAuthnException, ValueError, KeyError, TypeError):
            raise sign_in_failed() from None
        if not self.accounts.advance_sign_count(owner, cred_id, int(stored["sign_count"]), verified.new_sign_count):
            raise sign_in_failed()
        return owner


def _device_name(credential: dict) -> str:
    """A label for the passkey list: what kind of authenticator made it, as far as the browser says."""
    attachment = credential.get("authenticatorAttachment")
    return {"platform": "this device's passkey", "cross-platform": "security key or phone"}.get(attachment, "passkey")
