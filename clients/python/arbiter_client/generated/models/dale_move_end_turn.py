from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="DaleMoveEndTurn")


@_attrs_define
class DaleMoveEndTurn:
    """Decline the Dwarf Hero's Berserk! extra move and end the turn.

    Attributes:
        type_ (Literal['end_turn']):  Default: 'end_turn'.
    """

    type_: Literal["end_turn"] = "end_turn"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["end_turn"], d.pop("type"))
        if type_ != "end_turn":
            raise ValueError(f"type must match const 'end_turn', got '{type_}'")

        dale_move_end_turn = cls(
            type_=type_,
        )

        return dale_move_end_turn
