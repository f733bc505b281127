from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.move import Move


T = TypeVar("T", bound="MoveRequest")


@_attrs_define
class MoveRequest:
    """
    Attributes:
        move (Move): `{"type": "<move type>", ...fields}`: a move of the game's ruleset, in the shape legal-moves lists
            it and a client posts it back. This schema is deliberately open: the game's ruleset, not the move, decides which
            union applies (several games share type names such as "move" or "channel"), so a generated client keeps the move
            exactly as sent and a ruleset added later does not break it. The typed unions are `<Ruleset>Move` (a oneOf
            discriminated on `type`, e.g. GroveMove with variants GroveMoveStand, GroveMoveMove...); parse a legal-moves
            answer with `<Ruleset>LegalMoves` to get them. Each move of a game is valid against its ruleset's union:
            BattallaMove, BattlegatesMove, ChannelingMove, DaleMove, GroveMove.
    """

    move: Move

    def to_dict(self) -> dict[str, Any]:
        move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.move import Move

        d = dict(src_dict)
        move = Move.from_dict(d.pop("move"))

        move_request = cls(
            move=move,
        )

        return move_request
