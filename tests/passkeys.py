"""A software authenticator for tests that need no browser: it makes passkeys and assertions the
way a real one does (P-256, "none" attestation, a sign count that grows), and can be told to lie
(an old sign count, another origin) to check what the server refuses."""
from __future__ import annotations

import base64
import hashlib
import json
import os
import struct

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec


def b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64u(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class SoftAuthenticator:
    """One passkey (made by `create`), used by `get`."""

    def __init__(self, origin: str, rp_id: str = "localhost"):
        self.origin, self.rp_id = origin, rp_id
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.credential_id = os.urandom(16)
        self.sign_count = 0
        self.user_handle = b""

    def _client_data(self, kind: str, challenge: str, origin: str | None) -> bytes:
        return json.dumps({"type": kind, "challenge": challenge, "origin": origin or self.origin,
                           "crossOrigin": False}).encode()

    def create(self, public_key: dict, origin: str | None = None) -> dict:
        """navigator.credentials.create() for the server's creation options."""
        self.user_handle = unb64u(public_key["user"]["id"])
        nums = self.key.public_key().public_numbers()
        cose = cbor2.dumps({1: 2, 3: -7, -1: 1, -2: nums.x.to_bytes(32, "big"), -3: nums.y.to_bytes(32, "big")})
        auth_data = (hashlib.sha256(self.rp_id.encode()).digest() + bytes([0x45]) + struct.pack(">I", self.sign_count)
                     + bytes(16) + struct.pack(">H", len(self.credential_id)) + self.credential_id + cose)
        attestation = cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": auth_data})
        cid = b64u(self.credential_id)
        return {"id": cid, "rawId": cid, "type": "public-key",
                "response": {"clientDataJSON": b64u(self._client_data("webauthn.create", public_key["challenge"], origin)),
                             "attestationObject": b64u(attestation), "transports": ["internal"]},
                "clientExtensionResults": {}, "authenticatorAttachment": "platform"}

    def get(self, public_key: dict, origin: str | None = None, sign_count: int | None = None) -> dict:
        """navigator.credentials.get(): an assertion (the sign count grows unless one is given)."""
        if sign_count is None:
            self.sign_count += 1
            sign_count = self.sign_count
        auth_data = hashlib.sha256(self.rp_id.encode()).digest() + bytes([0x05]) + struct.pack(">I", sign_count)
        client_data = self._client_data("webauthn.get", public_key["challenge"], origin)
        signature = self.key.sign(auth_data + hashlib.sha256(client_data).digest(), ec.ECDSA(hashes.SHA256()))
        cid = b64u(self.credential_id)
        return {"id": cid, "rawId": cid, "type": "public-key",
                "response": {"clientDataJSON": b64u(client_data), "authenticatorData": b64u(auth_data),
                             "signature": b64u(signature), "userHandle": b64u(self.user_handle)},
                "clientExtensionResults": {}, "authenticatorAttachment": "platform"}
