"""The public log in Redis: leaves appended atomically into C2SP tiles, a signed checkpoint per
append, proofs served from the tiles. The Merkle math and the note format are domain/tlog.py's.

Every key carries the hash tag {tlog}, so the whole log is one slot of a Redis Cluster and one
script appends to it atomically:
  tlog:{tlog}:size              the tree size (leaves appended and hashed into the tiles)
  tlog:{tlog}:checkpoint        the newest signed checkpoint (its size is always `size`)
  tlog:{tlog}:tile:<L>:<N>      hash tile N of level L (c2sp.org/tlog-tiles), grown by APPEND
  tlog:{tlog}:tile:entries:<N>  entry bundle N (uint16-length-prefixed leaves)
  tlog:{tlog}:seen              hash: "<game>|finished" -> index, "<game>|created" and
                                "<game>|head" -> "<version>:<index>" (for head: the newest)
  tlog:{tlog}:signer, :vkey     the signing key (unless the operator holds it) and its public half

Redis' Lua has no SHA-256, so hashes are computed here: read the right edge of the tree (the last
tile of each level), hash the new leaves into it, sign the new checkpoint, and send everything to
one script that applies it only if the size is still the one read (a compare-and-set). A race
retries; a crash before the script changes nothing; after it, everything is in. So a leaf is
never half-appended, indices have no gaps, and `seen` makes a repeated leaf (same game, kind and
version) a no-op, which lets every caller retry freely.
"""
from __future__ import annotations

import base64
import os
import random
import threading
import time

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from domain import tlog as T

LOG_NAME = "tlog"  # the deployment's log; tests give theirs another name (and so another slot)
APPEND_TRIES = 200
FULL_TILE_CACHE = 2048  # immutable full tiles, their inner levels and full bundles kept per process (~50 MiB at most)


class LogError(RuntimeError):
    """The log's storage is not what the log wrote (a missing tile, a key that changed)."""


class Keys:
    """The key names of one log, all with the hash tag {<name>}."""

    def __init__(self, name: str = LOG_NAME):
        self.name = name
        self.prefix = f"{name}:{{{name}}}:"
        self.size, self.checkpoint, self.seen = (self.prefix + k for k in ("size", "checkpoint", "seen"))
        self.started = self.prefix + "started"  # when the log took its first leaf (ISO 8601)
        self.signer, self.vkey = self.prefix + "signer", self.prefix + "vkey"

    def tile(self, level, index: int) -> str:
        """Hash tile (level, index), or entry bundle `index` for level "entries"."""
        return f"{self.prefix}tile:{level}:{index}"


# KEYS: 1 size, 2 seen, 3 checkpoint, then the tile and bundle keys the append touches.
# ARGV: 1 expected size, 2 the signed checkpoint of the new size, 3 n leaves, then per leaf
# (game, kind, version), then m appends, then per append (KEYS position, length before, bytes).
# Validates everything before the first write (a Lua error does not roll back).
APPEND_LUA = """
local size = tonumber(redis.call('GET', KEYS[1]) or '0')
if size ~= tonumber(ARGV[1]) then return {'moved', tostring(size)} end
local n = tonumber(ARGV[3])
local dups = {}
for i = 0, n - 1 do
  local g, kind, v = ARGV[4 + 3 * i], ARGV[5 + 3 * i], tonumber(ARGV[6 + 3 * i])
  if kind == 'head' then
    local cur = redis.call('HGET', KEYS[2], g .. '|head')
    if redis.call('HEXISTS', KEYS[2], g .. '|finished') == 1 or
       (cur and tonumber(string.match(cur, '^(%d+)')) >= v) then
      table.insert(dups, tostring(i))
    end
  elseif redis.call('HEXISTS', KEYS[2], g .. '|' .. kind) == 1 then
    table.insert(dups, tostring(i))
  end
end
if #dups > 0 then return {'dup', unpack(dups)} end
local p = 4 + 3 * n
local m = tonumber(ARGV[p])
for j = 0, m - 1 do
  local k = KEYS[tonumber(ARGV[p + 1 + 3 * j])]
  if redis.call('STRLEN', k) ~= tonumber(ARGV[p + 2 + 3 * j]) then return {'corrupt', k} end
end
for j = 0, m - 1 do
  redis.call('APPEND', KEYS[tonumber(ARGV[p + 1 + 3 * j])], ARGV[p + 3 + 3 * j])
end
for i = 0, n - 1 do
  local g, kind, v = ARGV[4 + 3 * i], ARGV[5 + 3 * i], ARGV[6 + 3 * i]
  if kind == 'finished' then
    redis.call('HSET', KEYS[2], g .. '|finished', size + i)
  else
    redis.call('HSET', KEYS[2], g .. '|' .. kind, v .. ':' .. (size + i))
  end
end
redis.call('SET', KEYS[1], size + n)
redis.call('SET', KEYS[3], ARGV[2])
-- whether each leaf's game has its created leaf in the log now (a finished game can then retire)
local created = {'ok', tostring(size + n)}
for i = 0, n - 1 do
  created[3 + i] = tostring(redis.call('HEXISTS', KEYS[2], ARGV[4 + 3 * i] .. '|created'))
end
return created
"""


# --- the signing key -------------------------------------------------------------------------
class Signer:
    """The log's Ed25519 key and its note name (the checkpoint origin)."""

    def __init__(self, name: str, private: Ed25519PrivateKey):
        if not name or any(c.isspace() or c == "+" for c in name):
            raise ValueError(f"a log key name may hold no spaces and no '+': {name!r}")
        self.name = name
        self._key = private
        self.public_key = private.public_key().public_bytes_raw()
        self.verifier = T.VerifierKey(name, T.key_id(name, self.public_key), self.public_key)

    @classmethod
    def generate(cls, name: str) -> "Signer":
        """A fresh key."""
        return cls(name, Ed25519PrivateKey.generate())

    @classmethod
    def parse(cls, text: str) -> "Signer":
        """From the note signer key format `PRIVATE+KEY+<name>+<key id hex>+<base64(0x01 || seed)>`."""
        parts = text.strip().split("+", 4)
        if len(parts) != 5 or parts[:2] != ["PRIVATE", "KEY"]:
            raise ValueError("a log signing key is PRIVATE+KEY+<name>+<key id>+<base64 key>")
        raw = base64.b64decode(parts[4])
        if len(raw) != 33 or raw[0] != T.SIG_ED25519:
            raise ValueError("the log signing key is not an Ed25519 note key")
        signer = cls(parts[2], Ed25519PrivateKey.from_private_bytes(raw[1:]))
        if signer.verifier.id.hex() != parts[3]:
            raise ValueError("the log signing key's id does not match its key")
        return signer

    def text(self) -> str:
        """The signer key string (a secret)."""
        seed = self._key.private_bytes_raw()
        return f"PRIVATE+KEY+{self.name}+{self.verifier.id.hex()}+{base64.b64encode(bytes([1]) + seed).decode()}"

    def sign_checkpoint(self, size: int, root: bytes) -> str:
        """The signed checkpoint note of a tree."""
        body = T.checkpoint_body(self.name, size, root)
        sig = self._key.sign(body.encode())
        return body + "\n" + T.signature_line(self.name, self.public_key, sig)


def load_signer(client, keys: Keys | None = None, origin: str | None = None) -> Signer:
    """The log's key: the operator's (ARBITER_LOG_KEY, or the file ARBITER_LOG_KEY_FILE), else the
    one created at first start and kept in Redis (SET NX: every process of the deployment agrees).
    Refuses a key whose public half is not the one the log was started with: witnesses hold it."""
    keys = keys or Keys()
    text = os.environ.get("ARBITER_LOG_KEY", "").strip()
    path = os.environ.get("ARBITER_LOG_KEY_FILE", "").strip()
    if not text and path:
        with open(path, encoding="utf-8") as f:
            text = f.read().strip()
    if text:
        signer = Signer.parse(text)
    else:
        name = origin or os.environ.get("ARBITER_LOG_ORIGIN", "").strip()
        fresh = Signer.generate(name or f"arbiter.invalid/log-{os.urandom(4).hex()}")
        client.set(keys.signer, fresh.text(), nx=True)
        signer = Signer.parse(_s(client.get(keys.signer)))
    client.set(keys.vkey, signer.verifier.text(), nx=True)
    kept = _s(client.get(keys.vkey))
    if kept != signer.verifier.text():
        raise LogError(f"the log was started with the key {kept}, not {signer.verifier.text()}: "
                       "a new key is a new log (docs/audit.md, 'The operator's key')")
    return signer


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


# --- the log ---------------------------------------------------------------------------------
class Log:
    """Append leaves, read checkpoints, tiles, entries and proofs."""

    def __init__(self, client, signer: Signer | None = None, name: str = LOG_NAME):
        self.r = client
        self.k = Keys(name)
        self._signer = signer
        self._append = client.register_script(APPEND_LUA)
        self._full: dict = {}  # immutable full tiles, their levels and full bundles (see _cache)
        self._edge = None  # (size, {level: last tile bytes}, last bundle length) after our own append
        self._lock = threading.Lock()

    @property
    def signer(self) -> Signer:
        """The key, loaded (or created) on first use: a process may start while Redis is away."""
        if self._signer is None:
            self._signer = load_signer(self.r, self.k)
        return self._signer

    # --- appending ----------------------------------------------------------------------------
    def append(self, leaves: list[dict]) -> list[int | None]:
        """Append leaves (domain.tlog.make_leaf dicts) in order; returns each leaf's index, the
        existing index for one already in the log, or None for a head leaf made stale by a newer
        head or the finished leaf of its game."""
        return self.append_checked(leaves)[0]

    def append_checked(self, leaves: list[dict]) -> tuple[list[int | None], set[str]]:
        """`append`, and the games of `leaves` whose created leaf is in the log (as one step tells)."""
        out: dict[int, int | None] = {}
        created: set[str] = set()
        todo, seen_keys = [], set()
        if leaves:  # games created before this moment have no created leaf (domain/logcheck.py)
            self.r.set(self.k.started, _now_iso(), nx=True)
        for i, leaf in enumerate(leaves):
            k = (leaf["game"], leaf["kind"]) if leaf["kind"] != "head" else (leaf["game"], "head", leaf["version"])
            if k in seen_keys:
                out[i] = None
                continue
            seen_keys.add(k)
            todo.append((i, leaf))
        with self._lock:  # one append at a time per process: the others would only lose the race
            for attempt in range(APPEND_TRIES):
                if not todo:
                    break
                edge = self._edge or self._read_edge(len(todo))
                status, value = self._try(edge, [leaf for _, leaf in todo])
                if status == "ok":
                    for n, (i, leaf) in enumerate(todo):
                        out[i] = edge[0] + n
                        if value[n]:
                            created.add(leaf["game"])
                    todo = []
                elif status == "dup":
                    dups = set(value)
                    for n in sorted(dups, reverse=True):
                        i, leaf = todo.pop(n)
                        out[i] = None if leaf["kind"] == "head" else self.index_of(leaf)
                        if leaf["kind"] == "created" or self.r.hexists(self.k.seen, f"{leaf['game']}|created"):
                            created.add(leaf["game"])
                elif status == "moved":
                    self._edge = None
                    if attempt > 2:  # many writers at once: spread them out
                        time.sleep(random.uniform(0, 0.002 * min(attempt, 20)))
                else:
                    self._edge = None
                    raise LogError(f"the log's storage changed under it ({value}); nothing was appended")
            if todo:
                raise LogError(f"could not append {len(todo)} leaves after {APPEND_TRIES} tries (the log is too busy)")
        return [out[i] for i in range(len(leaves))], created

    def _read_edge(self, growth: int):
        """(size, {level: its last tile}, length of the last entry bundle) as stored now."""
        size = int(self.r.get(self.k.size) or 0)
        levels = _levels(size + growth)
        pipe = self.r.pipeline(transaction=True)
        pipe.get(self.k.size)
        for level in range(levels):
            pipe.get(self.k.tile(level, (size >> (T.TILE_HEIGHT * level)) // T.TILE_WIDTH))
        pipe.strlen(self.k.tile("entries", size // T.TILE_WIDTH))
        res = pipe.execute()
        if int(res[0] or 0) != size:
            return self._read_edge(growth)
        tiles = {}
        for level in range(levels):
            width = (size >> (T.TILE_HEIGHT * level)) % T.TILE_WIDTH
            raw = res[1 + level] or b""
            if len(raw) != width * T.HASH_SIZE:
                raise LogError(f"tile {level}/{(size >> (8 * level)) // 256} holds {len(raw)} bytes, "
                               f"the tree of size {size} needs {width * T.HASH_SIZE}")
            tiles[level] = raw
        return size, tiles, int(res[-1])

    def _try(self, edge, leaves: list[dict]):
        size, last, bundle_len = edge
        datas = [T.leaf_bytes(leaf) for leaf in leaves]
        appends, new_last = _extend(size, last, [T.leaf_hash(d) for d in datas])
        # entry bundles: the leaves' bytes, length-prefixed, into bundle index // 256
        for n, d in enumerate(datas):
            appends.setdefault(("entries", (size + n) // T.TILE_WIDTH), bytearray()).extend(T.encode_bundle([d]))
        new_size = size + len(leaves)
        last_bundle = new_size // T.TILE_WIDTH  # where the next leaf goes
        new_bundle_len = (bundle_len if last_bundle == size // T.TILE_WIDTH else 0) + \
            len(appends.get(("entries", last_bundle), b""))
        root = T.Tree(new_size, T.tiles_hash_at(lambda lv, i: new_last[lv])).root()
        note = self.signer.sign_checkpoint(new_size, root)
        keys = [self.k.size, self.k.seen, self.k.checkpoint]
        args: list = [size, note, len(leaves)]
        for leaf in leaves:
            args += [leaf["game"], leaf["kind"], leaf["version"]]
        args.append(len(appends))
        for (level, index), data in appends.items():
            keys.append(self.k.tile(level, index))
            if level == "entries":
                before = bundle_len if index == size // T.TILE_WIDTH else 0
            else:
                before = len(last.get(level, b"")) if index == (size >> (8 * level)) // 256 else 0
            args += [len(keys), before, bytes(data)]
        reply = self._append(keys=keys, args=args)
        status = _s(reply[0])
        if status == "ok":
            self._edge = (new_size, {lv: t for lv, t in new_last.items()}, new_bundle_len)
            return "ok", [_s(x) == "1" for x in reply[2:]]
        if status == "dup":
            return "dup", [int(_s(x)) for x in reply[1:]]
        return status, _s(reply[1])

    # --- reading ------------------------------------------------------------------------------
    def checkpoint(self) -> str:
        """The newest signed checkpoint (the empty tree's, signed now, before the first leaf)."""
        note = self.r.get(self.k.checkpoint)
        if note is None:
            note = self.signer.sign_checkpoint(0, T.Tree(0, None).root())
            if self.r.set(self.k.checkpoint, note, nx=True) is None:
                note = self.r.get(self.k.checkpoint)
        return _s(note)

    def size(self) -> int:
        """The tree size of the newest checkpoint."""
        return int(self.r.get(self.k.size) or 0)

    def tile(self, level, index: int, width: int) -> bytes | None:
        """Tile (level, index) as it was at `width` hashes (or entries), None if it never got there:
        tiles only grow, so every earlier width is a prefix of the stored tile."""
        if level == "entries":
            entries = self._bundle(index)
            return T.encode_bundle(entries[:width]) if len(entries) >= width else None
        if width == T.TILE_WIDTH and (level, index) in self._full:
            return self._full[(level, index)]
        need = width * T.HASH_SIZE
        raw = self.r.getrange(self.k.tile(level, index), 0, need - 1)
        if len(raw) != need:
            return None
        if width == T.TILE_WIDTH:
            self._cache((level, index), raw)
        return raw

    def _bundle(self, index: int) -> list[bytes]:
        """The entries of bundle `index` as stored now (a full one is cached: it never changes)."""
        got = self._full.get(("entries", index))
        if got is None:
            got = T.decode_bundle(self.r.get(self.k.tile("entries", index)) or b"")
            if len(got) == T.TILE_WIDTH:
                self._cache(("entries", index), got)
        return got

    def tree(self, size: int | None = None) -> T.Tree:
        """The tree at `size` (default: the newest checkpoint's), read from the tiles: a full tile's
        inner levels are computed once per process (it never changes), a partial one per tree."""
        size = self.size() if size is None else size
        partial: dict = {}

        def hash_at(level: int, index: int) -> bytes:
            tl, height = divmod(level, T.TILE_HEIGHT)
            first = index << height
            n, pos = first // T.TILE_WIDTH, (first % T.TILE_WIDTH) >> height
            width = T.tile_width(tl, n, size)
            if width == T.TILE_WIDTH:
                return self._levels(tl, n)[height][pos]
            raw = partial.get((tl, n))
            if raw is None:
                raw = self.tile(tl, n, width) if width else None
                if raw is None:
                    raise LogError(f"tile {tl}/{n} of the tree of size {size} is missing")
                partial[(tl, n)] = raw
            return T.tile_subtree(raw, height, pos)

        return T.Tree(size, hash_at)

    def _levels(self, level: int, index: int) -> list[list[bytes]]:
        """Every inner level of a full tile: [the 256 hashes, 128 parents, ..., its root]."""
        got = self._full.get(("levels", level, index))
        if got is None:
            raw = self.tile(level, index, T.TILE_WIDTH)
            if raw is None:
                raise LogError(f"full tile {level}/{index} is missing")
            got = [[raw[i:i + T.HASH_SIZE] for i in range(0, len(raw), T.HASH_SIZE)]]
            while len(got[-1]) > 1:
                row = got[-1]
                got.append([T.node_hash(row[i], row[i + 1]) for i in range(0, len(row), 2)])
            self._cache(("levels", level, index), got)
        return got

    def _cache(self, k, value) -> None:
        """Keep an immutable full tile (or its levels, or a full bundle); when the cache is full it
        starts again (simpler than an LRU shared by threads, and right for what a reader asks)."""
        if len(self._full) >= FULL_TILE_CACHE:
            self._full.clear()
        self._full[k] = value

    def entries(self, start: int, stop: int) -> list[bytes]:
        """The leaves' bytes from index `start` to `stop` (exclusive)."""
        out = []
        for n in range(start // T.TILE_WIDTH, (stop - 1) // T.TILE_WIDTH + 1 if stop > start else 0):
            bundle = self._bundle(n)
            out += bundle[max(start - n * T.TILE_WIDTH, 0):min(stop - n * T.TILE_WIDTH, len(bundle))]
        return out

    def index_of(self, leaf: dict) -> int | None:
        """Where a leaf of this game and kind is in the log (the newest head leaf for `head`)."""
        raw = self.r.hget(self.k.seen, f"{leaf['game']}|{leaf['kind']}")
        if raw is None:
            return None
        raw = _s(raw)
        return int(raw.split(":")[1]) if ":" in raw else int(raw)

    def game_indices(self, game_id: str) -> dict[str, int]:
        """{kind: index} of a game's leaves (its created, newest head and finished leaves)."""
        raw = self.r.hmget(self.k.seen, [f"{game_id}|created", f"{game_id}|head", f"{game_id}|finished"])
        out = {}
        for kind, v in zip(("created", "head", "finished"), raw):
            if v is not None:
                v = _s(v)
                out[kind] = int(v.split(":")[1]) if ":" in v else int(v)
        return out


def _levels(size: int) -> int:
    """How many tile levels a tree of `size` leaves has (at least 1)."""
    n = 1
    while size >> (T.TILE_HEIGHT * n):
        n += 1
    return n


def _extend(size: int, last: dict, hashes: list[bytes]):
    """Hash new leaves into the right edge: ({(level, tile index): bytes to append}, {level: the
    last tile of that level at the new size})."""
    appends: dict = {}
    cur = dict(last)
    level, todo = 0, hashes
    while todo:
        count = size >> (T.TILE_HEIGHT * level)  # complete nodes at this tile level before the append
        up = []
        for h in todo:
            appends.setdefault((level, count // T.TILE_WIDTH), bytearray()).extend(h)
            cur[level] = cur.get(level, b"") + h
            count += 1
            if count % T.TILE_WIDTH == 0:  # a full tile: its root is the next hash one level up
                tile = cur[level]
                up.append(T.merkle_root([tile[i:i + 32] for i in range(0, len(tile), 32)]))
                cur[level] = b""
        todo, level = up, level + 1
    return appends, cur


def _now_iso() -> str:
    """The server clock as ISO 8601 UTC with milliseconds and a Z (as events' `at`)."""
    from datetime import datetime, timezone

    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")

