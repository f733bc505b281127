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

from ..models.battlegates_move_step_dir import BattlegatesMoveStepDir

T = TypeVar("T", bound="BattlegatesMoveStep")


@_attrs_define
class BattlegatesMoveStep:
    """Dice phase: move one of your castle's characters one square (dir), using one point of the roll. Only steps after
    which the rest of the roll can still be used in full are listed (when no split uses it all, the steps using the
    most). Stepping onto an opponent kills it only as the last point of the roll, all spent by this one character, or
    when it stands in the Keep of its castle.

        Attributes:
            type_ (Literal['step']):  Default: 'step'.
            piece (int): a character id (see view.chars)
            dir_ (BattlegatesMoveStepDir): a direction: N (up the board as drawn, away from castle 1), E, S, W
    """

    piece: int
    dir_: BattlegatesMoveStepDir
    type_: Literal["step"] = "step"

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
        type_ = cast(Literal["step"], d.pop("type"))
        if type_ != "step":
            raise ValueError(f"type must match const 'step', got '{type_}'")

        piece = d.pop("piece")

        dir_ = BattlegatesMoveStepDir(d.pop("dir"))

        battlegates_move_step = cls(
            type_=type_,
            piece=piece,
            dir_=dir_,
        )

        return battlegates_move_step
