"""The public log's response bodies (docs/audit.md, "The public log"): the log, its proofs, its
leaves, and a game's leaves with their proofs."""
from marshmallow import Schema, fields, validate

from .games import HEX64


def b64_hash(**kwargs) -> fields.String:
    """A SHA-256 hash in standard base64 (the proofs' and roots' encoding)."""
    return fields.String(validate=validate.Regexp(r"^[A-Za-z0-9+/]{43}=$"),
                         metadata={"description": "a SHA-256 hash, standard base64"}, **kwargs)


class LogLeafSchema(Schema):
    """A leaf's content: its entry in the log is this object's canonical JSON."""

    format = fields.String(required=True, validate=validate.Equal("arbiter-leaf/1"))
    kind = fields.String(required=True, validate=validate.OneOf(["created", "head", "finished"]))
    game = fields.String(required=True)
    version = fields.Integer(required=True, validate=validate.Range(min=1))
    head = fields.String(required=True, validate=HEX64,
                         metadata={"description": "the hash of the game's event at `version`"})
    commitment = fields.String(validate=HEX64, metadata={"description": "created leaves: the seed commitment"})


class LoggedLeafSchema(Schema):
    index = fields.Integer(required=True)
    leaf = fields.Nested(LogLeafSchema, required=True)
    proof = fields.List(b64_hash(), required=True,
                        metadata={"description": "RFC 9162 inclusion proof in the checkpoint's tree"})


class ConsistencySchema(Schema):
    first = fields.Integer(required=True)
    second = fields.Integer(required=True)
    proof = fields.List(b64_hash(), required=True)


class GameLogSchema(Schema):
    origin = fields.String(required=True)
    key = fields.String(required=True, metadata={"description": "the log's note verifier key"})
    size = fields.Integer(required=True)
    checkpoint = fields.String(required=True, metadata={"description": "the signed checkpoint note"})
    leaves = fields.List(fields.Nested(LoggedLeafSchema), required=True)
    consistency = fields.Nested(ConsistencySchema)
    started = fields.String(required=True, allow_none=True, metadata={
        "description": "when this deployment's public log took its first leaf, as the service recorded it (for a "
                       "log begun before it recorded this: its first leaf after; null while it has none). A game "
                       "created earlier has no created leaf: the offline auditor says so instead of failing it"})


class LogSchema(Schema):
    origin = fields.String(required=True)
    key_name = fields.String(required=True)
    key_id = fields.String(required=True, validate=validate.Regexp("^[0-9a-f]{8}$"))
    verifier_key = fields.String(required=True)
    size = fields.Integer(required=True)
    root = b64_hash(required=True)
    checkpoint = fields.String(required=True)
    tiles = fields.String()


class InclusionProofSchema(Schema):
    index = fields.Integer(required=True)
    size = fields.Integer(required=True)
    leaf = fields.Nested(LogLeafSchema, required=True)
    leaf_hash = b64_hash(required=True)
    proof = fields.List(b64_hash(), required=True)


class ConsistencyProofSchema(Schema):
    first = fields.Integer(required=True)
    second = fields.Integer(required=True)
    root = b64_hash(required=True)
    proof = fields.List(b64_hash(), required=True)


class LeafSchema(Schema):
    index = fields.Integer(required=True)
    leaf = fields.Nested(LogLeafSchema, required=True)


class LeavesSchema(Schema):
    leaves = fields.List(fields.Nested(LeafSchema), required=True)
    size = fields.Integer(required=True)
    next = fields.Integer(required=True, allow_none=True)
