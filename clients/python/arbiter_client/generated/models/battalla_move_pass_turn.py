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

T = TypeVar("T", bound="BattallaMovePassTurn")


@_attrs_define
class BattallaMovePassTurn:
    """Declare "Pass turn": end-of-turn effects, then the opponent's turn.

    Attributes:
        type_ (Literal['pass_turn']):  Default: 'pass_turn'.
    """

    type_: Literal["pass_turn"] = "pass_turn"

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
        type_ = cast(Literal["pass_turn"], d.pop("type"))
        if type_ != "pass_turn":
            raise ValueError(f"type must match const 'pass_turn', got '{type_}'")

        battalla_move_pass_turn = cls(
            type_=type_,
        )

        return battalla_move_pass_turn
