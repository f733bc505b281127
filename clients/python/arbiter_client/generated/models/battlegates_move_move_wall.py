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

T = TypeVar("T", bound="BattlegatesMoveMoveWall")


@_attrs_define
class BattlegatesMoveMoveWall:
    """Card phase, play 'Move a brick wall': pick up brick wall `wall` (an index of view.walls); then place it with
    place_wall.

        Attributes:
            type_ (Literal['move_wall']):  Default: 'move_wall'.
            wall (int): index into view.walls
    """

    wall: int
    type_: Literal["move_wall"] = "move_wall"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        wall = self.wall

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "wall": wall,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["move_wall"], d.pop("type"))
        if type_ != "move_wall":
            raise ValueError(f"type must match const 'move_wall', got '{type_}'")

        wall = d.pop("wall")

        battlegates_move_move_wall = cls(
            type_=type_,
            wall=wall,
        )

        return battlegates_move_move_wall
