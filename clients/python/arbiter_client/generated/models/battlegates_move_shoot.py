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

from ..models.battlegates_move_shoot_dir import BattlegatesMoveShootDir

T = TypeVar("T", bound="BattlegatesMoveShoot")


@_attrs_define
class BattlegatesMoveShoot:
    """Dice phase, before any step: your archer shoots the whole roll in direction dir; the arrow stops at a wall, gate or
    character and kills the first opponent it meets. Your turn ends.

        Attributes:
            type_ (Literal['shoot']):  Default: 'shoot'.
            piece (int): a character id (see view.chars)
            dir_ (BattlegatesMoveShootDir): a direction: N (up the board as drawn, away from castle 1), E, S, W
    """

    piece: int
    dir_: BattlegatesMoveShootDir
    type_: Literal["shoot"] = "shoot"

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
        type_ = cast(Literal["shoot"], d.pop("type"))
        if type_ != "shoot":
            raise ValueError(f"type must match const 'shoot', got '{type_}'")

        piece = d.pop("piece")

        dir_ = BattlegatesMoveShootDir(d.pop("dir"))

        battlegates_move_shoot = cls(
            type_=type_,
            piece=piece,
            dir_=dir_,
        )

        return battlegates_move_shoot
