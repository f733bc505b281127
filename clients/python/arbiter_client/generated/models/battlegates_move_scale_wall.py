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

from ..models.battlegates_move_scale_wall_dir import BattlegatesMoveScaleWallDir

T = TypeVar("T", bound="BattlegatesMoveScaleWall")


@_attrs_define
class BattlegatesMoveScaleWall:
    """Card phase, play 'Scale a brick wall': your character next to a brick wall goes to the square on its other side
    (dir). An opponent there is killed: you score a point and forfeit your dice phase.

        Attributes:
            type_ (Literal['scale_wall']):  Default: 'scale_wall'.
            piece (int): a character id (see view.chars)
            dir_ (BattlegatesMoveScaleWallDir): a direction: N (up the board as drawn, away from castle 1), E, S, W
    """

    piece: int
    dir_: BattlegatesMoveScaleWallDir
    type_: Literal["scale_wall"] = "scale_wall"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        piece = self.piece

        dir_ = self.dir_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "piece": piece,
                "dir": dir_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["scale_wall"], d.pop("type"))
        if type_ != "scale_wall":
            raise ValueError(f"type must match const 'scale_wall', got '{type_}'")

        piece = d.pop("piece")

        dir_ = BattlegatesMoveScaleWallDir(d.pop("dir"))

        battlegates_move_scale_wall = cls(
            type_=type_,
            piece=piece,
            dir_=dir_,
        )

        return battlegates_move_scale_wall
