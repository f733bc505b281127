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

T = TypeVar("T", bound="BattlegatesMoveMoveGate")


@_attrs_define
class BattlegatesMoveMoveGate:
    """Card phase, play 'Move a gate': pick up gate `gate` (an index of view.gates) out of its combination; then place it
    with place_gate.

        Attributes:
            type_ (Literal['move_gate']):  Default: 'move_gate'.
            gate (int): index into view.gates
    """

    gate: int
    type_: Literal["move_gate"] = "move_gate"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        gate = self.gate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "gate": gate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["move_gate"], d.pop("type"))
        if type_ != "move_gate":
            raise ValueError(f"type must match const 'move_gate', got '{type_}'")

        gate = d.pop("gate")

        battlegates_move_move_gate = cls(
            type_=type_,
            gate=gate,
        )

        return battlegates_move_move_gate
