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

from ..models.battlegates_move_place_gate_dir import BattlegatesMovePlaceGateDir

T = TypeVar("T", bound="BattlegatesMovePlaceGate")


@_attrs_define
class BattlegatesMovePlaceGate:
    """After move_gate: put the gate over post (x, y) pointing dir, on any other open position; never across a castle
    entrance (the card: "You may not block any entrance to any castle.").

        Attributes:
            type_ (Literal['place_gate']):  Default: 'place_gate'.
            x (int): post column (0..19)
            y (int): post row (0..25)
            dir_ (BattlegatesMovePlaceGateDir): a direction: N (up the board as drawn, away from castle 1), E, S, W
    """

    x: int
    y: int
    dir_: BattlegatesMovePlaceGateDir
    type_: Literal["place_gate"] = "place_gate"

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
        type_ = cast(Literal["place_gate"], d.pop("type"))
        if type_ != "place_gate":
            raise ValueError(f"type must match const 'place_gate', got '{type_}'")

        x = d.pop("x")

        y = d.pop("y")

        dir_ = BattlegatesMovePlaceGateDir(d.pop("dir"))

        battlegates_move_place_gate = cls(
            type_=type_,
            x=x,
            y=y,
            dir_=dir_,
        )

        return battlegates_move_place_gate
