"""Games left by old code, put back into a Redis: tests/golden/legacy/<commit>/ (README.md there).

`restore(client, fixture)` writes what an old commit's service left in Redis for one game (its
`game:{<id>}:*` keys and its entries in the global indexes) into a store, with HSET, XADD with the
recorded entry ids, SET, ZADD, SADD and RPUSH, one key at a time (so a Redis Cluster client works
too). Today's code then finds the game exactly as the old code left it: same event ids, bytes,
meta, secret and seat-token index, and the seat tokens in `fixture["tokens"]` act for their seats.
"""
from __future__ import annotations

import base64
import glob
import gzip
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
LEGACY = os.path.join(HERE, "legacy")


def load(path: str) -> dict:
    """One fixture file (plain or gzipped JSON)."""
    with open(path, "rb") as f:
        data = f.read()
    return json.loads(gzip.decompress(data) if path.endswith(".gz") else data)


def commits() -> list[str]:
    """The commits that have fixtures (folder names under tests/golden/legacy)."""
    return sorted(os.path.basename(p) for p in glob.glob(os.path.join(LEGACY, "*")) if os.path.isdir(p))


def unfinished(commit: str) -> dict[str, dict]:
    """{name: fixture} of the games that commit's code left running."""
    paths = sorted(glob.glob(os.path.join(LEGACY, commit, "unfinished", "*.json.gz")))
    return {os.path.basename(p)[: -len(".json.gz")]: load(p) for p in paths}


def finished(commit: str) -> dict[str, dict]:
    """{name: {..., "export": the finished game's export}} that commit's code played to the end."""
    paths = sorted(glob.glob(os.path.join(LEGACY, commit, "finished", "*.json.gz")))
    return {os.path.basename(p)[: -len(".json.gz")]: load(p) for p in paths}


def public_log(commit: str) -> dict | None:
    """That commit's public transparency log, whole ({"keys": [...]}), or None before the log."""
    path = os.path.join(LEGACY, commit, "tlog.json.gz")
    return load(path) if os.path.exists(path) else None


def _bytes(value) -> bytes:
    """A recorded value: a string, or {"base64": ...} for bytes that were not UTF-8."""
    if isinstance(value, dict):
        return base64.b64decode(value["base64"])
    return value.encode()


def write_key(client, entry: dict) -> None:
    """Write one recorded key (or the recorded entries of a shared key) into the store."""
    k = _bytes(entry["key"])
    kind = entry["type"]
    if kind == "string":
        client.set(k, _bytes(entry["value"]))
    elif kind == "hash":
        client.hset(k, mapping={_bytes(f): _bytes(v) for f, v in entry["value"].items()})
    elif kind == "stream":
        for entry_id, fields in entry["entries"]:
            client.xadd(k, {_bytes(f): _bytes(v) for f, v in fields.items()}, id=_bytes(entry_id))
    elif kind == "zset":
        client.zadd(k, {_bytes(m): float(s) for m, s in entry["entries"]})
    elif kind == "set":
        client.sadd(k, *[_bytes(m) for m in entry["members"]])
    elif kind == "list":
        client.rpush(k, *[_bytes(v) for v in entry["items"]])
    else:
        raise ValueError(f"cannot restore {entry['key']}: type {kind} is not recorded")
    if entry.get("pttl"):
        client.pexpire(k, int(entry["pttl"]))


def restore(client, fixture: dict) -> str:
    """Put one old game back: its own keys (replaced if present) and its index entries (added to
    the shared keys); the game id."""
    for entry in fixture["keys"]:
        client.delete(_bytes(entry["key"]))
        write_key(client, entry)
    for entry in fixture["index_entries"]:
        write_key(client, entry)
    return fixture["game_id"]


def restore_public_log(client, log: dict) -> None:
    """Put an old server's public log back whole (its keys replaced)."""
    for entry in log["keys"]:
        client.delete(_bytes(entry["key"]))
        write_key(client, entry)


def tokens(fixture: dict) -> dict[int, str]:
    """{seat: the seat token the old service gave} for a restored game."""
    return {int(s): t for s, t in fixture["tokens"].items()}
