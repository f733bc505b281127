"""A witness: keep the log's checkpoints and report a fork (`python -m domain.audit watch URL`).

Every poll fetches the newest checkpoint, checks its signature with the pinned key, and proves
(RFC 9162 consistency) that it extends the newest one kept. Each checkpoint is kept by size in the
state directory, so two different checkpoints of one size, or one that does not extend what was
seen, is a fork: the log showed two histories, and the two signed notes are the evidence.
Checkpoints kept by others (`--checkpoint FILE`, e.g. another witness's or a player's) are compared
the same way: exchanging checkpoints is how a split view (one history for you, another for them)
comes to light. With `--monitor` it also reads every leaf, recomputes the root from them, and
reports a game with two created or two finished leaves (a game logged twice: rewritten).

Standard library only. The network and the state directory are touched only by `Witness`'s
`fetch` / `load` / `save` helpers; the decisions are the pure `compare`.
"""
from __future__ import annotations

import json
import os
import time
import urllib.error
import urllib.request

from . import tlog as T


class Fork(Exception):
    """Two checkpoints that cannot both be true; the message holds both notes."""


def compare(a: T.Checkpoint, b: T.Checkpoint, proof: list[bytes] | None) -> None:
    """Raise Fork unless `a` and `b` are one history: same root at one size, or the larger
    extends the smaller by `proof`."""
    small, large = (a, b) if a.size <= b.size else (b, a)
    try:
        T.verify_consistency(small.size, large.size, small.root, large.root, proof or [])
    except T.ProofError as exc:
        raise Fork(f"FORK: {exc}\n--- checkpoint of size {small.size}:\n{small.text}"
                   f"--- checkpoint of size {large.size}:\n{large.text}") from None


class Witness:
    """One log followed from one URL, its checkpoints kept in `state`."""

    def __init__(self, url: str, state: str, keys: list[T.VerifierKey]):
        self.url = url.rstrip("/")
        self.state = state
        self.keys = keys
        os.makedirs(os.path.join(state, "checkpoints"), exist_ok=True)

    # --- I/O ----------------------------------------------------------------------------------
    def fetch(self, path: str) -> bytes:
        """GET BASE/v1/log/<path>."""
        with urllib.request.urlopen(f"{self.url}/v1/log/{path}", timeout=30) as resp:
            return resp.read()

    def proof(self, first: int, second: int) -> list[bytes]:
        """The log's consistency proof between two sizes."""
        body = json.loads(self.fetch(f"proof/consistency?first={first}&second={second}"))
        return [T.unb64(h) for h in body["proof"]]

    def kept(self) -> dict[int, T.Checkpoint]:
        """Every checkpoint kept, by size."""
        out = {}
        folder = os.path.join(self.state, "checkpoints")
        for name in os.listdir(folder):
            if name.isdigit():
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    out[int(name)] = T.parse_checkpoint(f.read())
        return out

    def keep(self, cp: T.Checkpoint) -> None:
        """Store a verified checkpoint under its size (written whole, then renamed)."""
        path = os.path.join(self.state, "checkpoints", str(cp.size))
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            f.write(cp.text)
        os.replace(path + ".tmp", path)

    # --- one round ----------------------------------------------------------------------------
    def poll(self, others: list[str] = (), monitor: bool = False) -> list[str]:
        """Check the log's newest checkpoint and `others` against everything kept; returns what
        was learnt; raises Fork (or ProofError for a bad signature or unknown key)."""
        said = []
        new = T.open_checkpoint(self.fetch("checkpoint").decode(), self.keys)
        notes = [new] + [T.open_checkpoint(text, self.keys, origin=new.origin) for text in others]
        kept = self.kept()
        for cp in notes:
            same = kept.get(cp.size)
            if same is not None:
                compare(same, cp, [])
                continue
            # against the nearest kept checkpoints below and above it: together they pin it
            below = max((s for s in kept if s < cp.size), default=None)
            above = min((s for s in kept if s > cp.size), default=None)
            for s in (below, above):
                if s is not None and s > 0:
                    lo, hi = sorted((s, cp.size))
                    compare(kept[s], cp, self.proof(lo, hi))
            self.keep(cp)
            kept[cp.size] = cp
            said.append(f"checkpoint of size {cp.size} is consistent with every checkpoint kept")
        if monitor:
            said += self.monitor(new)
        return said

    def monitor(self, cp: T.Checkpoint) -> list[str]:
        """Read the leaves up to `cp`, check they make its root, and report a game logged twice."""
        path = os.path.join(self.state, "monitor.json")
        seen = {"hashes": [], "games": {}}
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                seen = json.load(f)
        hashes = [bytes.fromhex(h) for h in seen["hashes"]]
        said = []
        start = len(hashes)
        while start < cp.size:
            page = json.loads(self.fetch(f"leaves?start={start}&limit=1000"))
            for row in page["leaves"]:
                if row["index"] >= cp.size:
                    break
                leaf = row["leaf"]
                hashes.append(T.leaf_hash(T.leaf_bytes(leaf)))
                mine = seen["games"].setdefault(leaf["game"], {})
                if leaf["kind"] in ("created", "finished"):
                    if leaf["kind"] in mine:
                        raise Fork(f"game {leaf['game']} has two {leaf['kind']} leaves, at {mine[leaf['kind']]} "
                                   f"and {row['index']}: it was logged twice (its history rewritten)")
                    mine[leaf["kind"]] = row["index"]
            start = len(hashes)
            if not page["leaves"]:
                break
        if T.Tree(cp.size, T.list_hash_at(hashes[:cp.size])).root() != cp.root:
            raise Fork(f"the log's leaves do not make the root of its checkpoint of size {cp.size}")
        seen["hashes"] = [h.hex() for h in hashes[:cp.size]]
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            json.dump(seen, f)
        os.replace(path + ".tmp", path)
        said.append(f"read {cp.size} leaves: they make the checkpoint's root, and no game is logged twice")
        return said


def run(url: str, state: str, keys: list[T.VerifierKey], others: list[str], interval: float, once: bool,
        monitor: bool, say=print) -> int:
    """Poll until stopped (or once); 0 while all is well, 3 on a fork, 1 on a bad checkpoint."""
    witness = Witness(url, state, keys)
    while True:
        try:
            for line in witness.poll(others, monitor):
                say(line)
        except Fork as exc:
            say(str(exc))
            return 3
        except T.ProofError as exc:
            say(f"BAD CHECKPOINT: {exc}")
            return 1
        except (urllib.error.URLError, OSError, ValueError) as exc:
            say(f"could not reach the log: {exc}")
            if once:
                return 2
        if once:
            return 0
        time.sleep(interval)
