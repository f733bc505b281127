"""Check a game record's place in the public log (the `log` part of an export), offline.

Given the record, the keys the verifier trusts and optionally an older checkpoint it kept, it
checks: the checkpoint is signed by a trusted key; every leaf describes this game's events (the
created leaf: GameCreated and the seed commitment; the finished leaf: the last event) and is
included in the checkpoint's tree; a finished game has its finished leaf; and, with an older
checkpoint, that the log only grew since (RFC 9162 consistency) and that the game was already in
it then. docs/audit.md ("What the log proves") says what that rules out.
"""
from __future__ import annotations

from . import tlog as T


def verify_log(export: dict, keys: list[T.VerifierKey], old_note: str | None = None,
               consistency: list[str] | None = None) -> tuple[list[str], list[str]]:
    """(problems, findings) about the record's log part; no problems means it verifies.

    `keys`: the trusted log keys (empty: the key the record names is used, and a finding says it
    was not pinned). `old_note`: a checkpoint the verifier kept. `consistency`: the consistency
    proof between that checkpoint and the record's (base64 hashes), when the record does not carry it."""
    problems: list[str] = []
    notes: list[str] = []
    log = export.get("log")
    if not log:
        return [], ["the record carries no proof from the public log (the deployment runs without one, "
                    "or the record was exported before it had one)"]
    if not keys:
        try:
            keys = [T.VerifierKey.parse(log.get("key", ""))]
        except ValueError as exc:
            return [f"the record names no usable log key: {exc}"], notes
        notes.append(f"the checkpoint was checked against the key the record itself names ({keys[0].name}, "
                     f"key {keys[0].id.hex()}); pin the deployment's key with --key to know it is theirs")
    try:
        cp = T.open_checkpoint(log.get("checkpoint", ""), keys)
    except T.ProofError as exc:
        return [f"log checkpoint: {exc}"], notes
    events = export.get("events") or []
    found: dict[str, int] = {}
    for entry in log.get("leaves") or []:
        leaf, index = entry.get("leaf") or {}, entry.get("index")
        kind = leaf.get("kind")
        if leaf.get("game") != export.get("id"):
            problems.append(f"the log leaf at index {index} is of game {leaf.get('game')!r}, not {export.get('id')!r}")
            continue
        reason = T.check_leaf_against_events(leaf, events)
        if reason:
            problems.append(f"log leaf {index}: {reason}")
            continue
        try:
            proof = [T.unb64(h) for h in entry.get("proof") or []]
            T.verify_inclusion(index, cp.size, T.leaf_hash(T.leaf_bytes(leaf)), proof, cp.root)
        except (T.ProofError, TypeError) as exc:
            problems.append(f"log leaf {index} ({kind}): {exc}")
            continue
        found[kind] = index
        notes.append(f"the {kind} leaf is in the public log {cp.origin} at index {index} "
                     f"(checkpoint of size {cp.size})")
    if "created" not in found:
        created_at = (events[0].get("at") or "") if events else ""
        started = log.get("started") or ""
        if started and created_at and created_at < started and "finished" in found:
            # a game older than the log: it can prove its end, not its creation (docs/audit.md)
            notes.append(f"created at {created_at}, before this deployment's public log began ({started}, as the "
                         "service records it): no inclusion proof exists for its creation; the log vouches for "
                         "its end, and the hash chain and the seed for everything in between")
        else:
            problems.append("the record has no proof that the game's creation is in the public log")
    if (export.get("audit") or {}).get("seed") and "finished" not in found:
        problems.append("the game has finished but the record has no proof that its end is in the public log")
    if old_note is not None:
        problems += _check_old(old_note, keys, cp, log, consistency, found, notes)
    return problems, notes


def _check_old(old_note: str, keys, cp: T.Checkpoint, log: dict, consistency, found: dict, notes: list) -> list[str]:
    """The log of the record extends the checkpoint the verifier kept, and held the game then."""
    try:
        old = T.open_checkpoint(old_note, keys, origin=cp.origin)
    except T.ProofError as exc:
        return [f"your checkpoint: {exc}"]
    carried = log.get("consistency") or {}
    small, large = (old, cp) if old.size <= cp.size else (cp, old)
    if consistency is None and carried.get("first") == small.size and carried.get("second") == large.size:
        consistency = carried.get("proof")
    if consistency is None and small.size not in (0, large.size):
        return [f"no consistency proof from size {small.size} to {large.size}: export the game with "
                f"?log_since={small.size}, or pass --url to fetch it"]
    try:
        T.verify_consistency(small.size, large.size, small.root, large.root, [T.unb64(h) for h in consistency or []])
    except T.ProofError as exc:
        return [f"the log is not an extension of the checkpoint of size {small.size}: {exc}"]
    notes.append(f"the log of size {large.size} extends the one of size {small.size}: nothing was removed or changed")
    created = found.get("created")
    if created is not None and created >= old.size:
        return [f"the game's created leaf is at index {created}, after your checkpoint of size {old.size}: the log "
                "learned of this game after you took it. If you took it after the game started, the game was "
                "logged again: its history was rewritten"]
    return []
