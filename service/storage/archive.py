"""The archive record of a finished game: its events, compressed, in one key of its own slot.

`game:{id}:archive` replaces the stream, the snapshot and the secret of a finished game past its
retention (service/proof/compaction.py writes it). It is the game's canonical record without what the
record determines: each event without `hash` and `digests`, which are recomputed from the
revealed seed on every load and must chain to the head hash the game's meta (and its finished leaf
in the public log) still holds, so a damaged record is refused, never served. zstd, level 19.

The event store reads it wherever the stream is gone (service/storage/store.py), so every read answers the
same for an archived game; decoded records are cached per process (they never change).
"""
from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass

import zstandard

from domain import engine
from domain.engine.events import digest_private, envelope_hash
from domain.engine.rng import salt

FORMAT = "arbiter-archive/1"
LEVEL = 19
CACHE = 64  # decoded records per process


class CorruptArchive(RuntimeError):
    """An archive record that does not rebuild the game it replaced."""


def record_key(game_id: str) -> str:
    """The archive record's key, in the game's slot (the same template as service.storage.store.key)."""
    return f"game:{{{game_id}}}:archive"


@dataclass(frozen=True)
class Record:
    """A decoded archive record: each envelope's JSON as the stream held it, and the seed."""

    entries: list
    seed_hex: str

    def events(self, after: int = 0, count: int | None = None) -> list[dict]:
        """Fresh envelopes with seq > after (at most `count`), as service.storage.store.read returns them."""
        return [json.loads(e) for e in self.entries[after:None if count is None else after + count]]


def encode(game_id: str, envelopes: list[dict], seed_hex: str) -> bytes:
    """The compressed record of a finished game's envelopes."""
    slim = [{k: v for k, v in env.items() if k not in ("hash", "digests")} for env in envelopes]
    # key order kept as stored (not canonical): reads must answer byte for byte as from the stream
    body = json.dumps({"format": FORMAT, "id": game_id, "seed": seed_hex, "events": slim},
                      separators=(",", ":"), ensure_ascii=False)
    return zstandard.ZstdCompressor(level=LEVEL).compress(body.encode())


def decode(raw: bytes, head_hash: str, version: int) -> Record:
    """The envelopes of a record, digests and hashes recomputed; CorruptArchive unless they chain
    to `head_hash` at `version`."""
    try:
        body = json.loads(zstandard.ZstdDecompressor().decompress(raw))
    except (zstandard.ZstdError, ValueError) as exc:
        raise CorruptArchive(f"the archive record cannot be read: {exc}") from None
    if body.get("format") != FORMAT:
        raise CorruptArchive(f"the archive record is not {FORMAT}")
    seed = bytes.fromhex(body["seed"])
    prev, out = engine.GENESIS, []
    for env in body["events"]:
        private = env.get("private") or {}
        env["digests"] = {a: digest_private(salt(seed, env["seq"], a), p) for a, p in private.items()}
        env["hash"] = prev = envelope_hash(prev, env)
        out.append(json.dumps(_ordered(env), separators=(",", ":")))
    if len(out) != version or prev != head_hash:
        raise CorruptArchive(f"the archive record rebuilds {len(out)} events ending in {prev}, "
                             f"the game has {version} ending in {head_hash}")
    return Record(out, body["seed"])


def _ordered(env: dict) -> dict:
    """An envelope with its keys in the order service.storage.store wrote them (seal's order)."""
    order = ("seq", "type", "seat", "data", "at", "cmd", "digests", "private", "hash")
    return {k: env[k] for k in order if k in env}


class ArchiveReader:
    """Reads (and caches) archive records for the event store."""

    def __init__(self, client):
        self.r = client
        self._cache: OrderedDict[str, Record] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, game_id: str, meta: dict | None = None) -> Record | None:
        """The record of an archived game, None if the game is not archived."""
        with self._lock:
            rec = self._cache.get(game_id)
            if rec is not None:
                self._cache.move_to_end(game_id)
                return rec
        raw = self.r.get(record_key(game_id))
        if raw is None:
            return None
        if meta is None:
            meta = {k.decode(): v.decode() for k, v in self.r.hgetall(f"game:{{{game_id}}}:meta").items()}
        rec = decode(raw, meta.get("head_hash", ""), int(meta.get("version") or 0))
        with self._lock:
            self._cache[game_id] = rec
            while len(self._cache) > CACHE:
                self._cache.popitem(last=False)
        return rec
