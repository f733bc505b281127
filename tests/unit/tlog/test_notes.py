"""Pure-Python Ed25519 verification (RFC 8032) against `cryptography` and the RFC's vectors, and the
signed-note rules the verifier applies to checkpoints."""
from __future__ import annotations

import os

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from domain import ed25519, tlog as T

# RFC 8032 section 7.1, tests 1 and 2: (public key, message, signature)
VECTORS = [
    ("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
     "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"),
    ("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
     "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"),
]


def test_rfc_8032_vectors_verify_and_altered_ones_do_not():
    for pub, msg, sig in VECTORS:
        pub, msg, sig = bytes.fromhex(pub), bytes.fromhex(msg), bytes.fromhex(sig)
        assert ed25519.verify(pub, msg, sig)
        assert not ed25519.verify(pub, msg + b"x", sig)
        assert not ed25519.verify(pub, msg, sig[:-1] + bytes([sig[-1] ^ 1]))


def test_signatures_by_cryptography_verify_and_nothing_else_does():
    for n in range(20):
        key = Ed25519PrivateKey.generate()
        pub, msg = key.public_key().public_bytes_raw(), os.urandom(n * 7)
        sig = key.sign(msg)
        assert ed25519.verify(pub, msg, sig)
        other = Ed25519PrivateKey.generate().public_key().public_bytes_raw()
        assert not ed25519.verify(other, msg, sig)
    big_s = sig[:32] + (ed25519.L + 1).to_bytes(32, "little")  # S >= L is refused (malleability)
    assert not ed25519.verify(pub, msg, big_s)
    assert not ed25519.verify(pub[:31], msg, sig) and not ed25519.verify(pub, msg, sig[:63])


def _note(name="example.org/log", size=5, root=b"r" * 32, key=None):
    key = key or Ed25519PrivateKey.generate()
    pub = key.public_key().public_bytes_raw()
    body = T.checkpoint_body(name, size, root)
    return body + "\n" + T.signature_line(name, pub, key.sign(body.encode())), T.VerifierKey.parse(T.verifier_key(name, pub)), key


def test_a_checkpoint_opens_with_its_key_and_is_refused_otherwise_saying_why():
    note, vkey, key = _note()
    cp = T.open_checkpoint(note, [vkey])
    assert (cp.origin, cp.size, cp.root, cp.text) == ("example.org/log", 5, b"r" * 32, note)
    _, stranger, _ = _note()
    with pytest.raises(T.ProofError, match="a key you do not know: example.org/log"):
        T.open_checkpoint(note, [stranger])
    with pytest.raises(T.ProofError, match="does not verify"):
        T.open_checkpoint(note.replace("\n5\n", "\n6\n"), [vkey])
    with pytest.raises(T.ProofError, match="not 'other'"):
        T.open_checkpoint(note, [vkey], origin="other")
    # an unknown key's extra signature (a witness's cosignature, say) is ignored
    extra, _, _ = _note()
    assert T.open_checkpoint(note + extra.split("\n\n")[1], [vkey]).size == 5
    for bad in ("", "no newline", "a\n1\n" + T.b64(b"r" * 32) + "\n", "a\nx\n" + T.b64(b"r" * 32) + "\n\n— a AAAAAAA=\n"):
        with pytest.raises(T.ProofError):
            T.open_checkpoint(bad, [vkey])


def test_verifier_keys_parse_only_when_their_id_matches():
    _, vkey, _ = _note()
    assert T.VerifierKey.parse(vkey.text()) == vkey
    name, kid, b64 = vkey.text().split("+", 2)
    with pytest.raises(ValueError, match="does not match"):
        T.VerifierKey.parse(f"{name}+00000000+{b64}")
    with pytest.raises(ValueError):
        T.VerifierKey.parse("nonsense")
