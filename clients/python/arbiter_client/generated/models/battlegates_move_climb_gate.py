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

from ..models.battlegates_move_climb_gate_dir import BattlegatesMoveClimbGateDir

T = TypeVar("T", bound="BattlegatesMoveClimbGate")


@_attrs_define
class BattlegatesMoveClimbGate:
    """Card phase, play 'Climb a gate': your character next to a gate or long gate goes to the square on its other side
    (dir) without moving the gate. An opponent there is killed: you score a point and forfeit your dice phase.

        Attributes:
            type_ (Literal['climb_gate']):  Default: 'climb_gate'.
            piece (int): a character id (see view.chars)
            dir_ (BattlegatesMoveClimbGateDir): a direction: N (up the board as drawn, away from castle 1), E, S, W
    """

    piece: int
    dir_: BattlegatesMoveClimbGateDir
    type_: Literal["climb_gate"] = "climb_gate"

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
        type_ = cast(Literal["climb_gate"], d.pop("type"))
        if type_ != "climb_gate":
            raise ValueError(f"type must match const 'climb_gate', got '{type_}'")

        piece = d.pop("piece")

        dir_ = BattlegatesMoveClimbGateDir(d.pop("dir"))

        battlegates_move_climb_gate = cls(
            type_=type_,
            piece=piece,
            dir_=dir_,
        )

        return battlegates_move_climb_gate
