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

from ..models.battlegates_move_setup_wall_dir import BattlegatesMoveSetupWallDir

T = TypeVar("T", bound="BattlegatesMoveSetupWall")


@_attrs_define
class BattlegatesMoveSetupWall:
    """Set-up, behind the divider: set one brick wall over two posts, from post (x, y) one step N or E, in your castle's
    region. Kept secret until the reveal.

        Attributes:
            type_ (Literal['setup_wall']):  Default: 'setup_wall'.
            x (int): post column (0..19)
            y (int): post row (0..25)
            dir_ (BattlegatesMoveSetupWallDir): N or E from the post
    """

    x: int
    y: int
    dir_: BattlegatesMoveSetupWallDir
    type_: Literal["setup_wall"] = "setup_wall"

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
        type_ = cast(Literal["setup_wall"], d.pop("type"))
        if type_ != "setup_wall":
            raise ValueError(f"type must match const 'setup_wall', got '{type_}'")

        x = d.pop("x")

        y = d.pop("y")

        dir_ = BattlegatesMoveSetupWallDir(d.pop("dir"))

        battlegates_move_setup_wall = cls(
            type_=type_,
            x=x,
            y=y,
            dir_=dir_,
        )

        return battlegates_move_setup_wall
