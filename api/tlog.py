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
from service.storage.errors import BadRequest, NotFound

from . import responses as R
from .caller import game_and_seat, games
from .openapi_parts import (
    BEARER_OPTIONAL,
    GAME_ID,
    R400,
    R401,
    R404_GAME,
    R429_ACCOUNT,
    body,
    operation,
    plain_json,
    problem,
    ref,
)
from .query import int_arg

bp = Blueprint("tlog", __name__)
_TEXT = {"text/plain": {"schema": {"type": "string"}}}
_NO_LOG = problem("The deployment runs without the public log (`ARBITER_LOG=0`).", "not-found")
_OUT_OF_RANGE = problem("A size, index or path out of range or malformed; `errors` names the parameter.",
                        "bad-request")


def size_param(name: str, description: str, required: bool = False) -> dict:
    """A query parameter that is a tree size or a leaf index."""
    return {"name": name, "in": "query", "required": required, "description": description,
            "schema": {"type": "integer", "minimum": 0}}
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
@operation({
    "tags": ["log"], "operationId": "getLog", "summary": "The log's origin, key, size, root and newest checkpoint.",
    "responses": {"200": plain_json("The log.", body(R.log.LogSchema)), "404": _NO_LOG, "429": R429_ACCOUNT},
})
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
@operation({
    "tags": ["log"], "operationId": "getCheckpoint",
    "summary": "The newest checkpoint: a C2SP tlog-checkpoint in a signed note (Ed25519).",
    "responses": {"200": {"description": "The note.", "content": _TEXT}, "404": _NO_LOG, "429": R429_ACCOUNT},
})
def checkpoint():
    """The newest signed checkpoint (C2SP tlog-checkpoint in a signed note)."""
    return _text(_log().log.checkpoint(), "no-cache")


@bp.get("/v1/log/key")
@operation({
    "tags": ["log"], "operationId": "getLogKey",
    "summary": "The log's public key as a note verifier key `<name>+<key id>+<base64(0x01 || key)>`.",
    "responses": {"200": {"description": "The key, one line.", "content": _TEXT}, "404": _NO_LOG,
                  "429": R429_ACCOUNT},
})
def verifier_key():
    """The log's public key as a note verifier key (`<name>+<id>+<base64>`), to pin."""
    return _text(_log().log.signer.verifier.text() + "\n", "public, max-age=3600")


@bp.get("/v1/log/proof/inclusion")
@operation({
    "tags": ["log"], "operationId": "getInclusionProof",
    "summary": "RFC 9162 inclusion proof of the leaf at `index` in the tree of `size` (default: the newest).",
    "parameters": [size_param("index", "the leaf's index, below `size`", True),
                   size_param("size", "a tree size, 1 to the log's size")],
    "responses": {"200": plain_json("The proof.", body(R.log.InclusionProofSchema)), "400": _OUT_OF_RANGE,
                  "404": _NO_LOG, "429": R429_ACCOUNT},
})
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
@operation({
    "tags": ["log"], "operationId": "getConsistencyProof",
    "summary": "RFC 9162 consistency proof that the tree of size `second` (default: the newest) extends `first`.",
    "parameters": [size_param("first", "the older size, at most `second`", True),
                   size_param("second", "the newer size, at most the log's size")],
    "responses": {"200": plain_json("The proof.", body(R.log.ConsistencyProofSchema)), "400": _OUT_OF_RANGE,
                  "404": _NO_LOG, "429": R429_ACCOUNT},
})
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
@operation({
    "tags": ["log"], "operationId": "getLogLeaves", "summary": "The leaves from `start`, paged.",
    "parameters": [size_param("start", "the first index (default 0)"),
                   {"name": "limit", "in": "query", "required": False,
                    "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 100}}],
    "responses": {"200": plain_json("A page of leaves.", body(R.log.LeavesSchema)), "400": _OUT_OF_RANGE,
                  "404": _NO_LOG, "429": R429_ACCOUNT},
})
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
@operation({
    "tags": ["log"], "operationId": "getLogTile",
    "summary": "A C2SP tlog-tiles resource: `tile/<L>/<N>[.p/<W>]` (hash tiles) or `tile/entries/<N>[.p/<W>]` "
               "(entry bundles, uint16-length-prefixed leaves), N in 3-digit groups (`x001/x234/067`). "
               "Immutable: cached for good.",
    "parameters": [{"name": "rest", "in": "path", "required": True, "schema": {"type": "string"},
                    "description": "`<L>/<N>[.p/<W>]` or `entries/<N>[.p/<W>]`"}],
    "responses": {"200": {"description": "The tile's bytes.",
                          "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}},
                  "400": _OUT_OF_RANGE, "404": problem("No such tile (yet), or no log.", "not-found"),
                  "429": R429_ACCOUNT},
})
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
@operation({
    "tags": ["log"], "operationId": "getGameLog",
    "summary": "The game's leaves in the public log, each with its inclusion proof in the newest checkpoint.",
    "parameters": [GAME_ID, size_param("log_since", "also the consistency proof from this older size")],
    "security": BEARER_OPTIONAL,
    "responses": {"200": plain_json("The game's leaves.", ref("GameLog")), "400": R400, "401": R401,
                  "404": R404_GAME, "409": problem("The game has not started.", "game-not-started"),
                  "429": R429_ACCOUNT},
})
def game_log(game_id: str):
    """The game's leaves in the public log, each with its inclusion proof in the newest checkpoint."""
    loaded, _ = game_and_seat(game_id)
    if loaded.state.get("waiting"):
        from service.storage.errors import NotStarted

        raise NotStarted("the game has not started: it has no leaves in the log yet")
    since = request.args.get("log_since")
    return _log().proofs(game_id, since=None if since is None else _size_arg("log_since", 0, 0, 10**12))
