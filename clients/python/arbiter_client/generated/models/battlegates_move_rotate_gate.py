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

from ..models.battlegates_move_rotate_gate_card import BattlegatesMoveRotateGateCard

T = TypeVar("T", bound="BattlegatesMoveRotateGate")


@_attrs_define
class BattlegatesMoveRotateGate:
    """Card phase, play 'Rotate 90 Degrees' or 'Rotate 180 Degrees': turn every gate on post (x, y) together, clockwise or
    not. Characters on the swept squares move with the gate to its far side.

        Attributes:
            type_ (Literal['rotate_gate']):  Default: 'rotate_gate'.
            card (BattlegatesMoveRotateGateCard): rotate_90 or rotate_180
            x (int): post column (0..19)
            y (int): post row (0..25)
            clockwise (bool): true: clockwise as drawn (N towards E)
    """

    card: BattlegatesMoveRotateGateCard
    x: int
    y: int
    clockwise: bool
    type_: Literal["rotate_gate"] = "rotate_gate"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card.value

        x = self.x

        y = self.y

        clockwise = self.clockwise

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "x": x,
                "y": y,
                "clockwise": clockwise,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["rotate_gate"], d.pop("type"))
        if type_ != "rotate_gate":
            raise ValueError(f"type must match const 'rotate_gate', got '{type_}'")

        card = BattlegatesMoveRotateGateCard(d.pop("card"))

        x = d.pop("x")

        y = d.pop("y")

        clockwise = d.pop("clockwise")

        battlegates_move_rotate_gate = cls(
            type_=type_,
            card=card,
            x=x,
            y=y,
            clockwise=clockwise,
        )

        return battlegates_move_rotate_gate
