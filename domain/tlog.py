"""The transparency log's pure parts: RFC 9162 Merkle hashing and proofs, C2SP tiles, the
C2SP checkpoint in a signed note, and the leaves that commit to game heads. Standard library only.

Hashing (RFC 9162 section 2.1.1): a leaf is H(0x00 || data), a node H(0x01 || left || right),
H = SHA-256. Proofs (sections 2.1.3 and 2.1.4) are built from `hash_at(level, index)`: the hash
of the complete subtree of 2**level leaves that starts at leaf index * 2**level. The service
answers it from tiles in Redis, the offline verifier from tiles it fetched, a test from a list.
docs/audit.md ("The public log") states the formats.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
from dataclasses import dataclass, field

from .engine.events import canonical
from . import ed25519

HASH_SIZE = 32
TILE_HEIGHT = 8
TILE_WIDTH = 1 << TILE_HEIGHT
LEAF_FORMAT = "arbiter-leaf/1"
LEAF_KINDS = ("created", "head", "finished")


class ProofError(ValueError):
    """A proof, tile or checkpoint that does not verify; the message says why."""


# --- hashing ---------------------------------------------------------------------------------
def leaf_hash(data: bytes) -> bytes:
    """RFC 9162: the hash of a leaf, SHA-256(0x00 || data)."""
    return hashlib.sha256(b"\x00" + data).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    """RFC 9162: the hash of an interior node, SHA-256(0x01 || left || right)."""
    return hashlib.sha256(b"\x01" + left + right).digest()


def _split(n: int) -> int:
    """The largest power of two smaller than n (n > 1): where RFC 9162 splits a tree."""
    return 1 << ((n - 1).bit_length() - 1)


def merkle_root(hashes: list[bytes]) -> bytes:
    """The Merkle tree hash over already-hashed items (leaf hashes, or a tile's subtree hashes)."""
    if not hashes:
        return hashlib.sha256(b"").digest()
    level = list(hashes)
    # RFC 9162's recursive split and this bottom-up pairing give the same tree: an odd last node
    # is carried up unchanged
    while len(level) > 1:
        nxt = [node_hash(level[i], level[i + 1]) for i in range(0, len(level) - 1, 2)]
        if len(level) % 2:
            nxt.append(level[-1])
        level = nxt
    return level[0]


class Tree:
    """A tree of `size` leaves seen through `hash_at(level, index)` (complete subtrees only)."""

    def __init__(self, size: int, hash_at):
        self.size = size
        self.hash_at = hash_at

    def range_hash(self, lo: int, hi: int) -> bytes:
        """MTH(D[lo:hi]) for the ranges RFC 9162's recursion visits (lo aligned to the split)."""
        n = hi - lo
        if n & (n - 1) == 0 and lo % n == 0:
            return self.hash_at(n.bit_length() - 1, lo // n)
        k = _split(n)
        return node_hash(self.range_hash(lo, lo + k), self.range_hash(lo + k, hi))

    def root(self) -> bytes:
        """The root hash of the tree (SHA-256 of nothing for the empty tree, as RFC 9162 says)."""
        return self.range_hash(0, self.size) if self.size else hashlib.sha256(b"").digest()

    def inclusion_proof(self, index: int, lo: int | None = None, hi: int | None = None) -> list[bytes]:
        """RFC 9162 2.1.3.1 PATH(index, D[size])."""
        if not 0 <= index < self.size:
            raise ProofError(f"leaf index {index} is not in a tree of size {self.size}")
        lo, hi = (0, self.size) if lo is None else (lo, hi)
        path: list[bytes] = []
        while hi - lo > 1:
            k = _split(hi - lo)
            if index < lo + k:
                path.append(self.range_hash(lo + k, hi))
                hi = lo + k
            else:
                path.append(self.range_hash(lo, lo + k))
                lo = lo + k
        path.reverse()  # the recursion lists the deepest sibling first
        return path

    def consistency_proof(self, old: int) -> list[bytes]:
        """RFC 9162 2.1.4.1 PROOF(old, D[size])."""
        if not 0 <= old <= self.size:
            raise ProofError(f"size {old} is not between 0 and the tree size {self.size}")
        if old in (0, self.size):
            return []
        proof: list[bytes] = []
        lo, hi, m, complete = 0, self.size, old, True
        while True:
            n = hi - lo
            if m == n:
                if not complete:
                    proof.append(self.range_hash(lo, hi))
                break
            k = _split(n)
            if m <= k:
                proof.append(self.range_hash(lo + k, hi))
                hi = lo + k
            else:
                proof.append(self.range_hash(lo, lo + k))
                lo, m, complete = lo + k, m - k, False
        proof.reverse()
        return proof


def verify_inclusion(index: int, size: int, leaf: bytes, proof: list[bytes], root: bytes) -> None:
    """RFC 9162 2.1.3.2: raise ProofError unless `leaf` (its hash) is at `index` of the tree `root`."""
    if not 0 <= index < size:
        raise ProofError(f"leaf index {index} is not in a tree of size {size}")
    fn, sn, r = index, size - 1, leaf
    for p in proof:
        if sn == 0:
            raise ProofError(f"the inclusion proof is too long ({len(proof)} hashes) for index {index} of {size}")
        if fn & 1 or fn == sn:
            r = node_hash(p, r)
            if not fn & 1:
                while fn and not fn & 1:
                    fn, sn = fn >> 1, sn >> 1
        else:
            r = node_hash(r, p)
        fn, sn = fn >> 1, sn >> 1
    if sn != 0:
        raise ProofError(f"the inclusion proof is too short ({len(proof)} hashes) for index {index} of {size}")
    if r != root:
        raise ProofError(f"the inclusion proof of leaf {index} does not lead to the root of the tree of size {size}")


def verify_consistency(old: int, new: int, old_root: bytes, new_root: bytes, proof: list[bytes]) -> None:
    """RFC 9162 2.1.4.2: raise ProofError unless the tree `new_root` of size `new` extends the
    tree `old_root` of size `old` (the log only appended)."""
    if not 0 <= old <= new:
        raise ProofError(f"a tree of size {old} cannot be extended by one of size {new}")
    if old == 0:
        if proof:
            raise ProofError("a consistency proof from the empty tree must be empty")
        return
    if old == new:
        if proof:
            raise ProofError(f"a consistency proof between equal sizes ({old}) must be empty")
        if old_root != new_root:
            raise ProofError(f"two different roots for the same size {old}: the log forked")
        return
    if not proof:
        raise ProofError(f"the consistency proof from {old} to {new} is empty")
    path = list(proof)
    if old & (old - 1) == 0:
        path.insert(0, old_root)
    fn, sn = old - 1, new - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = path[0]
    for c in path[1:]:
        if sn == 0:
            raise ProofError(f"the consistency proof from {old} to {new} is too long ({len(proof)} hashes)")
        if fn & 1 or fn == sn:
            fr, sr = node_hash(c, fr), node_hash(c, sr)
            if not fn & 1:
                while fn and not fn & 1:
                    fn, sn = fn >> 1, sn >> 1
        else:
            sr = node_hash(sr, c)
        fn, sn = fn >> 1, sn >> 1
    if sn != 0:
        raise ProofError(f"the consistency proof from {old} to {new} is too short ({len(proof)} hashes)")
    if fr != old_root:
        raise ProofError(f"the consistency proof does not lead to the old root of size {old}: "
                         "the log rewrote its history (a fork)")
    if sr != new_root:
        raise ProofError(f"the consistency proof does not lead to the new root of size {new}")


# --- tiles (c2sp.org/tlog-tiles) -------------------------------------------------------------
def tile_width(level: int, index: int, size: int) -> int:
    """How many hashes tile (level, index) holds in a tree of `size` (256 when full, 0 if none)."""
    count = size >> (TILE_HEIGHT * level)  # complete subtrees of height 8*level
    return max(0, min(TILE_WIDTH, count - index * TILE_WIDTH))


def tile_path(level: int | str, index: int, width: int = TILE_WIDTH) -> str:
    """`tile/<L>/<N>[.p/<W>]` with N in 3-digit groups (`x001/x234/067`); L may be "entries"."""
    digits = f"{index:03d}"
    digits = "0" * (-len(digits) % 3) + digits
    groups = [digits[i:i + 3] for i in range(0, len(digits), 3)]
    path = "/".join([*("x" + g for g in groups[:-1]), groups[-1]])
    return f"tile/{level}/{path}" + ("" if width == TILE_WIDTH else f".p/{width}")


_TILE_RE = re.compile(r"^(\d{1,2}|entries)/((?:x\d{3}/)*\d{3})(?:\.p/([1-9]\d{0,2}))?$")


def parse_tile_path(rest: str) -> tuple[int | str, int, int]:
    """(level or "entries", index, width) of the part after `tile/`; ValueError if malformed."""
    m = _TILE_RE.match(rest)
    if not m:
        raise ValueError(f"{rest!r} is not a tile path (<L>/<N>[.p/<W>], N as x001/x234/067)")
    level_s, index_s, width_s = m.groups()
    if level_s != "entries" and (level_s != str(int(level_s)) or int(level_s) > 63):
        raise ValueError(f"tile level {level_s!r} must be 0..63 without leading zeros")
    width = int(width_s) if width_s else TILE_WIDTH
    if width_s and width >= TILE_WIDTH:
        raise ValueError(f"a partial tile's width must be 1..255, not {width}")
    index = int(index_s.replace("x", "").replace("/", ""))
    if tile_path(level_s if level_s == "entries" else int(level_s), index, width) != "tile/" + rest:
        raise ValueError(f"{rest!r} is not the canonical path of tile {index}")
    return (level_s if level_s == "entries" else int(level_s)), index, width


def tile_subtree(tile: bytes, height: int, index: int) -> bytes:
    """The hash of the subtree of height `height` (0..8) rooted at position `index` inside a tile."""
    span = 1 << height
    start = index * span * HASH_SIZE
    chunk = tile[start:start + span * HASH_SIZE]
    if len(chunk) != span * HASH_SIZE:
        raise ProofError(f"a tile of {len(tile) // HASH_SIZE} hashes has no complete subtree {index} of height {height}")
    return merkle_root([chunk[i:i + HASH_SIZE] for i in range(0, len(chunk), HASH_SIZE)])


def tiles_hash_at(read_tile):
    """A `hash_at(level, index)` over tiles: `read_tile(L, N)` returns the bytes of tile (L, N)
    (full or the partial one of the tree being read). Results are memoised per call of this."""
    memo: dict = {}

    def hash_at(level: int, index: int) -> bytes:
        got = memo.get((level, index))
        if got is None:
            tl, height = divmod(level, TILE_HEIGHT)
            first = index << height  # the first hash at tile level tl that this subtree covers
            tile = read_tile(tl, first // TILE_WIDTH)
            got = memo[(level, index)] = tile_subtree(tile, height, (first % TILE_WIDTH) >> height)
        return got

    return hash_at


def list_hash_at(leaf_hashes: list[bytes]):
    """A `hash_at(level, index)` over a list of leaf hashes (for small trees and tests)."""
    memo: dict = {}

    def hash_at(level: int, index: int) -> bytes:
        got = memo.get((level, index))
        if got is None:
            if level == 0:
                got = leaf_hashes[index]
            else:
                got = node_hash(hash_at(level - 1, 2 * index), hash_at(level - 1, 2 * index + 1))
            memo[(level, index)] = got
        return got

    return hash_at


def encode_bundle(entries: list[bytes]) -> bytes:
    """An entry bundle: each entry as a big-endian uint16 length followed by its bytes."""
    out = bytearray()
    for e in entries:
        if len(e) > 0xFFFF:
            raise ValueError(f"a log entry is limited to 65535 bytes, this one has {len(e)}")
        out += len(e).to_bytes(2, "big") + e
    return bytes(out)


def decode_bundle(raw: bytes) -> list[bytes]:
    """The entries of an entry bundle; ProofError if it is truncated."""
    out, i = [], 0
    while i < len(raw):
        if i + 2 > len(raw):
            raise ProofError("an entry bundle ends inside a length prefix")
        n = int.from_bytes(raw[i:i + 2], "big")
        if i + 2 + n > len(raw):
            raise ProofError("an entry bundle ends inside an entry")
        out.append(raw[i + 2:i + 2 + n])
        i += 2 + n
    return out


# --- leaves ----------------------------------------------------------------------------------
def make_leaf(kind: str, game: str, version: int, head: str, commitment: str | None = None) -> dict:
    """A leaf's content: `created` (the head once the creation is decided: GameCreated and its set-up
    events, and the seed commitment), `head` (a running game's head at a version) or `finished`
    (the final version and head, which commits to the revealed seed)."""
    if kind not in LEAF_KINDS:
        raise ValueError(f"leaf kind must be one of {LEAF_KINDS}, not {kind!r}")
    leaf = {"format": LEAF_FORMAT, "kind": kind, "game": game, "version": int(version), "head": head}
    if kind == "created":
        leaf["commitment"] = commitment
    return leaf


def leaf_bytes(leaf: dict) -> bytes:
    """The entry stored in the log: the leaf's canonical JSON in UTF-8."""
    return canonical(leaf).encode()


def parse_leaf(data: bytes) -> dict:
    """A log entry as a leaf dict; ProofError if it is not one."""
    try:
        leaf = json.loads(data)
    except ValueError:
        raise ProofError("a log entry is not JSON") from None
    if not isinstance(leaf, dict) or leaf.get("format") != LEAF_FORMAT or leaf.get("kind") not in LEAF_KINDS:
        raise ProofError(f"a log entry is not an {LEAF_FORMAT} leaf")
    return leaf


def creation_version(events: list[dict]) -> int:
    """The version at which a game's creation is decided: the last event before the next command."""
    for env in events[1:]:
        if env.get("cmd") is not None:
            return env["seq"] - 1
    return len(events)


def check_leaf_against_events(leaf: dict, events: list[dict]) -> str | None:
    """Why `leaf` does not describe this game's events (None if it does)."""
    v = leaf.get("version")
    if not isinstance(v, int) or not 1 <= v <= len(events):
        return f"the log's {leaf.get('kind')} leaf names version {v}, which the record does not have"
    if events[v - 1].get("hash") != leaf.get("head"):
        return (f"the log's {leaf['kind']} leaf says the head at version {v} is {leaf.get('head')}, "
                f"the record's event {v} hashes to {events[v - 1].get('hash')}")
    if leaf["kind"] == "created" and leaf.get("commitment") != events[0]["data"].get("seed_commitment"):
        return "the log's created leaf commits to another seed commitment than the record's first event"
    if leaf["kind"] == "created" and v != creation_version(events):
        return f"the log's created leaf is at version {v}, the record's creation ends at {creation_version(events)}"
    if leaf["kind"] == "finished" and v != len(events):
        return f"the log's finished leaf ends the game at version {v}, the record has {len(events)} events"
    return None


# --- signed notes and checkpoints (c2sp.org/signed-note, c2sp.org/tlog-checkpoint) ------------
SIG_ED25519 = 0x01
_DASH = "\u2014 "


def key_id(name: str, public_key: bytes) -> bytes:
    """The 4-byte key ID of an Ed25519 note key: SHA-256(name || 0x0A || 0x01 || key)[:4]."""
    return hashlib.sha256(name.encode() + b"\n" + bytes([SIG_ED25519]) + public_key).digest()[:4]


def verifier_key(name: str, public_key: bytes) -> str:
    """The note verifier key string: `<name>+<key ID hex>+<base64(0x01 || key)>`."""
    return f"{name}+{key_id(name, public_key).hex()}+{base64.b64encode(bytes([SIG_ED25519]) + public_key).decode()}"


@dataclass(frozen=True)
class VerifierKey:
    """A trusted Ed25519 note key."""

    name: str
    id: bytes
    public_key: bytes

    @classmethod
    def parse(cls, text: str) -> "VerifierKey":
        """From `<name>+<hex id>+<base64(0x01 || key)>`; ValueError says what is wrong."""
        parts = text.strip().split("+", 2)
        if len(parts) != 3 or not parts[0]:
            raise ValueError(f"{text!r} is not a verifier key (<name>+<key id>+<base64 key>)")
        name, hid, b64 = parts
        try:
            raw = base64.b64decode(b64, validate=True)
            kid = bytes.fromhex(hid)
        except (binascii.Error, ValueError):
            raise ValueError(f"verifier key {name!r}: its id or key is not hex / base64") from None
        if len(raw) != 33 or raw[0] != SIG_ED25519 or len(kid) != 4:
            raise ValueError(f"verifier key {name!r} is not an Ed25519 note key")
        if key_id(name, raw[1:]) != kid:
            raise ValueError(f"verifier key {name!r}: its id {hid} does not match its key")
        return cls(name, kid, raw[1:])

    def text(self) -> str:
        """The key as a verifier key string."""
        return verifier_key(self.name, self.public_key)


@dataclass
class Checkpoint:
    """A parsed checkpoint note: origin, size, root, and its signature lines."""

    origin: str
    size: int
    root: bytes
    body: str
    extensions: list[str] = field(default_factory=list)
    signatures: list[tuple[str, bytes, bytes]] = field(default_factory=list)  # (name, key id, signature)

    @property
    def text(self) -> str:
        """The whole note: body, blank line, signature lines."""
        lines = "".join(f"{_DASH}{n} {base64.b64encode(i + s).decode()}\n" for n, i, s in self.signatures)
        return self.body + "\n" + lines


def checkpoint_body(origin: str, size: int, root: bytes) -> str:
    """The checkpoint's note text: origin, tree size, base64 root hash, each line ending in a newline."""
    return f"{origin}\n{size}\n{base64.b64encode(root).decode()}\n"


def signature_line(name: str, public_key: bytes, signature: bytes) -> str:
    """One note signature line: em dash, space, key name, space, base64(key ID || signature)."""
    return f"{_DASH}{name} {base64.b64encode(key_id(name, public_key) + signature).decode()}\n"


def parse_checkpoint(text: str) -> Checkpoint:
    """Parse (not verify) a checkpoint note; ProofError says what is malformed."""
    if not isinstance(text, str) or not text.endswith("\n"):
        raise ProofError("a checkpoint note must be text ending in a newline")
    if any(ord(c) < 0x20 and c != "\n" for c in text):
        raise ProofError("a checkpoint note may hold no control characters but newlines")
    cut = text.rfind("\n\n")
    if cut < 0:
        raise ProofError("a checkpoint note has no blank line before its signatures")
    body, sig_text = text[:cut + 1], text[cut + 2:]
    lines = body[:-1].split("\n")
    if len(lines) < 3 or not all(lines):
        raise ProofError("a checkpoint's text is origin, size and root hash on three non-empty lines")
    origin, size_s, root_s = lines[:3]
    if not re.fullmatch(r"0|[1-9]\d*", size_s):
        raise ProofError(f"a checkpoint's tree size must be a decimal number, not {size_s!r}")
    try:
        root = base64.b64decode(root_s, validate=True)
    except binascii.Error:
        raise ProofError("a checkpoint's root hash is not base64") from None
    if len(root) != HASH_SIZE:
        raise ProofError(f"a checkpoint's root hash has {len(root)} bytes, not {HASH_SIZE}")
    sigs = []
    for line in sig_text.split("\n")[:-1]:
        if not line.startswith(_DASH) or " " not in line[len(_DASH):]:
            raise ProofError(f"malformed signature line {line!r}")
        name, b64 = line[len(_DASH):].rsplit(" ", 1)
        try:
            raw = base64.b64decode(b64, validate=True)
        except binascii.Error:
            raise ProofError(f"the signature of {name!r} is not base64") from None
        if len(raw) < 5:
            raise ProofError(f"the signature of {name!r} is too short")
        sigs.append((name, raw[:4], raw[4:]))
    if not sigs:
        raise ProofError("the checkpoint carries no signature")
    return Checkpoint(origin, int(size_s), root, body, lines[3:], sigs)


def open_checkpoint(text: str, keys: list[VerifierKey], origin: str | None = None) -> Checkpoint:
    """Parse a checkpoint and check it is signed by one of `keys` (signed-note rules: signatures
    by unknown keys are ignored; a known key's bad signature rejects the note; at least one known
    signature must verify). ProofError says which rule failed."""
    cp = parse_checkpoint(text)
    if origin is not None and cp.origin != origin:
        raise ProofError(f"the checkpoint is of log {cp.origin!r}, not {origin!r}")
    good = 0
    for name, kid, sig in cp.signatures:
        key = next((k for k in keys if k.name == name and k.id == kid), None)
        if key is None:
            continue
        if not ed25519.verify(key.public_key, cp.body.encode(), sig):
            raise ProofError(f"the checkpoint's signature by {name} (key {kid.hex()}) does not verify: "
                             "the note was altered or forged")
        good += 1
    if not good:
        seen = ", ".join(f"{n} (key {i.hex()})" for n, i, _ in cp.signatures)
        known = ", ".join(f"{k.name} (key {k.id.hex()})" for k in keys) or "none"
        raise ProofError(f"the checkpoint is signed by a key you do not know: {seen}; known keys: {known}")
    return cp


def b64(h: bytes) -> str:
    """Standard base64 of a hash (how proofs travel in JSON)."""
    return base64.b64encode(h).decode()


def unb64(s: str) -> bytes:
    """A hash from base64; ProofError if it is not 32 bytes of base64."""
    try:
        raw = base64.b64decode(s, validate=True)
    except (binascii.Error, TypeError, ValueError):
        raise ProofError(f"{s!r} is not a base64 hash") from None
    if len(raw) != HASH_SIZE:
        raise ProofError(f"a hash must be {HASH_SIZE} bytes, this one has {len(raw)}")
    return raw
