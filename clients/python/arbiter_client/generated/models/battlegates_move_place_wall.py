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

from ..models.battlegates_move_place_wall_dir import BattlegatesMovePlaceWallDir

T = TypeVar("T", bound="BattlegatesMovePlaceWall")


@_attrs_define
class BattlegatesMovePlaceWall:
    """After move_wall: put the wall over the two posts from (x, y) one step N or E, on any other open position that blocks
    no castle entrance (and never across Battle Alley).

        Attributes:
            type_ (Literal['place_wall']):  Default: 'place_wall'.
            x (int): post column (0..19)
            y (int): post row (0..25)
            dir_ (BattlegatesMovePlaceWallDir): N or E from the post
    """

    x: int
    y: int
    dir_: BattlegatesMovePlaceWallDir
    type_: Literal["place_wall"] = "place_wall"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        x = self.x

        y = self.y

        dir_ = self.dir_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "x": x,
                "y": y,
                "dir": dir_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["place_wall"], d.pop("type"))
        if type_ != "place_wall":
            raise ValueError(f"type must match const 'place_wall', got '{type_}'")

        x = d.pop("x")

        y = d.pop("y")

        dir_ = BattlegatesMovePlaceWallDir(d.pop("dir"))

        battlegates_move_place_wall = cls(
            type_=type_,
            x=x,
            y=y,
            dir_=dir_,
        )

        return battlegates_move_place_wall
