"""Event envelopes: sealing drafts into a hash chain, redacting them, and checking the chain.

An envelope is a JSON object:
  seq, type, seat, data, at, cmd (on the first event of a decision, else null),
  digests {audience: sha256(salt + canonical(private[audience]))}, hash,
  private {audience: data}   (stored, never hashed directly, redacted per seat)
hash = sha256(prev_hash + canonical(envelope without "hash", "private" and "salts")).
docs/audit.md states this exactly; domain/audit.py checks it with the standard library only.
"""
from __future__ import annotations

import hashlib
import json

from .rng import salt as derive_salt

GENESIS = "0" * 64
HASHED = ("seq", "type", "seat", "data", "at", "cmd", "digests")


def canonical(obj) -> str:
    """Canonical JSON: sorted keys, no spaces, UTF-8 kept as is."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest_private(salt_hex: str, part) -> str:
    """The digest of one private part: sha256(salt_hex + canonical(part))."""
    return hashlib.sha256((salt_hex + canonical(part)).encode()).hexdigest()


def name_digest(salt_hex: str, name: str) -> str:
    """What a record commits a seat's name by (rulesets whose `names_in_record` is false):
    sha256(salt_hex + canonical(name)). The salt is 128 random bits kept beside the record, never
    derived from the game's seed (revealed at the end: a name is guessable, a random salt is not),
    and erased with the name when its player's account is deleted."""
    return hashlib.sha256((salt_hex + canonical(name)).encode()).hexdigest()


def envelope_hash(prev_hash: str, env: dict) -> str:
    """sha256 of the previous hash (hex) followed by the canonical public envelope."""
    public = {k: env.get(k) for k in HASHED}
    return hashlib.sha256((prev_hash + canonical(public)).encode()).hexdigest()


def seal(drafts, *, first_seq: int, prev_hash: str, at: str, seed: bytes, cmd: dict) -> list[dict]:
    """Turn a decision's drafts into envelopes with seq, time, digests and the hash chain."""
    out = []
    for i, d in enumerate(drafts):
        seq = first_seq + i
        private = {str(k): v for k, v in d.private.items()}
        env = {
            "seq": seq,
            "type": d.type,
            "seat": d.seat,
            "data": d.data,
            "at": at,
            "cmd": cmd if i == 0 else None,
            "digests": {a: digest_private(derive_salt(seed, seq, a), p) for a, p in private.items()},
            "private": private,
        }
        env["hash"] = envelope_hash(prev_hash, env)
        prev_hash = env["hash"]
        out.append(env)
    return out


def redact_envelope(env: dict, seat: int | None, reveal_all: bool = False, seed: bytes | None = None) -> dict:
    """The envelope as `seat` may see it: public fields and only that seat's private part(s).

    With `reveal_all` (the game has ended) every private part is shown.
    """
    out = {k: env.get(k) for k in HASHED}
    out["hash"] = env["hash"]
    private = env.get("private") or {}
    if reveal_all:
        out["private"] = private
    elif seat is not None and str(seat) in private:
        out["private"] = {str(seat): private[str(seat)]}
    else:
        out["private"] = {}
    return out


def verify_chain(envelopes, prev_hash: str = GENESIS, first_seq: int = 1) -> tuple[bool, str]:
    """Check seq continuity and every hash; (True, head_hash) or (False, reason)."""
    expected = first_seq
    for env in envelopes:
        if env.get("seq") != expected:
            return False, f"event {expected}: seq is {env.get('seq')!r}"
        h = envelope_hash(prev_hash, env)
        if h != env.get("hash"):
            return False, f"event {expected}: hash does not match its content and the chain"
        prev_hash = h
        expected += 1
    return True, prev_hash


def verify_private(envelopes, seed: bytes) -> tuple[bool, str]:
    """Check each revealed private part against its digest (needs the revealed seed)."""
    for env in envelopes:
        private = env.get("private") or {}
        digests = env.get("digests") or {}
        if set(private) != set(digests):
            return False, f"event {env['seq']}: private parts do not match the digests"
        for a, part in private.items():
            if digest_private(derive_salt(seed, env["seq"], a), part) != digests[a]:
                return False, f"event {env['seq']}: private part {a!r} does not match its digest"
    return True, ""
