"""The public log over HTTP: checkpoint, key, proofs, leaves, and tiles (c2sp.org/tlog-tiles).

  GET /v1/log                            origin, key, size, root, the checkpoint (JSON)
  GET /v1/log/checkpoint                 the signed checkpoint (text/plain, a C2SP signed note)
  GET /v1/log/key                        the note verifier key to pin (text/plain)
  GET /v1/log/proof/inclusion            ?index=I[&size=N]: RFC 9162 inclusion proof
  GET /v1/log/proof/consistency          ?first=M[&second=N]: RFC 9162 consistency proof
  GET /v1/log/leaves                     ?start=I&limit=K: the leaves as paged JSON
  GET /v1/log/tile/<L>/<N>[.p/<W>]       hash tiles; tile/entries/<N>[.p/<W>] entry bundles
  GET /v1/games/{id}/log                 a game's leaves, each with its inclusion proof
"""
from __future__ import annotations

import json

from flask import Blueprint, Response, jsonify, request

from domain import tlog as T
from service.errors import BadRequest, NotFound

from .caller import game_and_seat, games
from .query import int_arg

bp = Blueprint("tlog", __name__)
IMMUTABLE = "public, max-age=31536000, immutable"
LEAVES_PAGE = 1000


def _log():
    """The game log of this app (404 when the deployment runs without one)."""
    glog = games().tlog
    if glog is None:
        raise NotFound("this deployment runs without the public log (ARBITER_LOG=0)")
    return glog


def _size_arg(name: str, default: int, low: int, high: int) -> int:
    """A tree size or index from the query, in low..high, as a 400 problem that names it if not."""
    raw = request.args.get(name)
    if raw is None:
        return default
    if not (raw.isascii() and raw.isdigit()):
        raise BadRequest(f"query parameter {name} must be a non-negative integer, got {raw!r}",
                         errors={name: "must be a non-negative integer"})
    value = int(raw)
    if not low <= value <= high:
        leaves = high if name != "index" else high + 1
        raise BadRequest(f"query parameter {name} must be from {low} to {high} (the log has {leaves} "
                         f"lea{'f' if leaves == 1 else 'ves'}), got {value}", errors={name: f"must be from {low} to {high}"})
    return value


def _text(body: str, cache: str) -> Response:
    resp = Response(body, mimetype="text/plain")
    resp.headers["Content-Type"] = "text/plain; charset=utf-8"
    resp.headers["Cache-Control"] = cache
    return resp


@bp.get("/v1/log")
def log_info():
    """What a client needs to follow the log: origin, key, size, root and the checkpoint."""
    glog = _log()
    note = glog.log.checkpoint()
    cp = T.parse_checkpoint(note)
    signer = glog.log.signer
    resp = jsonify({"origin": cp.origin, "key_name": signer.name, "key_id": signer.verifier.id.hex(),
                    "verifier_key": signer.verifier.text(), "size": cp.size, "root": T.b64(cp.root),
                    "checkpoint": note, "tiles": request.script_root + "/v1/log/"})
    resp.headers["Cache-Control"] = "no-cache"
    return resp


@bp.get("/v1/log/checkpoint")
def checkpoint():
    """The newest signed checkpoint (C2SP tlog-checkpoint in a signed note)."""
    return _text(_log().log.checkpoint(), "no-cache")


@bp.get("/v1/log/key")
def verifier_key():
    """The log's public key as a note verifier key (`<name>+<id>+<base64>`), to pin."""
    return _text(_log().log.signer.verifier.text() + "\n", "public, max-age=3600")


@bp.get("/v1/log/proof/inclusion")
def inclusion_proof():
    """RFC 9162 inclusion proof of the leaf at `index` in the tree of `size` (default: newest)."""
    log = _log().log
    current = log.size()
    if current == 0:
        raise BadRequest("the log is empty: there is no leaf to prove", errors={"index": "out of range"})
    size = _size_arg("size", current, 1, current)
    if request.args.get("index") is None:
        raise BadRequest("query parameter index is required", errors={"index": "required"})
    index = _size_arg("index", 0, 0, size - 1)
    proof = log.tree(size).inclusion_proof(index)
    leaf = log.entries(index, index + 1)[0]
    return {"index": index, "size": size, "leaf": json.loads(leaf), "leaf_hash": T.b64(T.leaf_hash(leaf)),
            "proof": [T.b64(h) for h in proof]}


@bp.get("/v1/log/proof/consistency")
def consistency_proof():
    """RFC 9162 consistency proof that the tree of size `second` (default: newest) extends `first`."""
    log = _log().log
    current = log.size()
    second = _size_arg("second", current, 0, current)
    if request.args.get("first") is None:
        raise BadRequest("query parameter first is required", errors={"first": "required"})
    first = _size_arg("first", 0, 0, second)
    tree = log.tree(second)
    return {"first": first, "second": second, "root": T.b64(tree.root()),
            "proof": [T.b64(h) for h in tree.consistency_proof(first)]}


@bp.get("/v1/log/leaves")
def leaves():
    """The leaves from `start`, at most `limit` (1..1000), with `next` (null at the end)."""
    log = _log().log
    current = log.size()
    start = _size_arg("start", 0, 0, current)
    limit = int_arg("limit", 100, 1, LEAVES_PAGE)
    stop = min(current, start + limit)
    rows = [{"index": start + i, "leaf": json.loads(e)} for i, e in enumerate(log.entries(start, stop))]
    return {"leaves": rows, "size": current, "next": stop if stop < current else None}


@bp.get("/v1/log/tile/<path:rest>")
def tile(rest: str):
    """A hash tile or entry bundle; full ones never change (cached for good), partial ones are
    prefixes of what the tile holds now."""
    try:
        level, index, width = T.parse_tile_path(rest)
    except ValueError as exc:
        raise BadRequest(str(exc), errors={"path": "not a tile path"}) from None
    raw = _log().log.tile(level, index, width)
    if raw is None:
        raise NotFound(f"tile {rest} does not exist (yet): the log is not that large")
    resp = Response(raw, mimetype="application/octet-stream")
    resp.headers["Cache-Control"] = IMMUTABLE
    return resp


@bp.get("/v1/games/<game_id>/log")
def game_log(game_id: str):
    """The game's leaves in the public log, each with its inclusion proof in the newest checkpoint."""
    loaded, _ = game_and_seat(game_id)
    if loaded.state.get("waiting"):
        from service.errors import NotStarted

        raise NotStarted("the game has not started: it has no leaves in the log yet")
    since = request.args.get("log_since")
    return _log().proofs(game_id, since=None if since is None else _size_arg("log_since", 0, 0, 10**12))
