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

from ..models.battlegates_move_setup_gate_dir import BattlegatesMoveSetupGateDir
from ..models.battlegates_move_setup_gate_kind import BattlegatesMoveSetupGateKind

T = TypeVar("T", bound="BattlegatesMoveSetupGate")


@_attrs_define
class BattlegatesMoveSetupGate:
    """Set-up, behind the divider: set one gate (length 1) or long gate (length 2) over post (x, y), pointing dir, in your
    castle's region. Kept secret until the reveal.

        Attributes:
            type_ (Literal['setup_gate']):  Default: 'setup_gate'.
            kind (BattlegatesMoveSetupGateKind): gate or long_gate
            x (int): post column (0..19)
            y (int): post row (0..25)
            dir_ (BattlegatesMoveSetupGateDir): a direction: N (up the board as drawn, away from castle 1), E, S, W
    """

    kind: BattlegatesMoveSetupGateKind
    x: int
    y: int
    dir_: BattlegatesMoveSetupGateDir
    type_: Literal["setup_gate"] = "setup_gate"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        kind = self.kind.value

        x = self.x

        y = self.y

        dir_ = self.dir_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "kind": kind,
                "x": x,
                "y": y,
                "dir": dir_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["setup_gate"], d.pop("type"))
        if type_ != "setup_gate":
            raise ValueError(f"type must match const 'setup_gate', got '{type_}'")

        kind = BattlegatesMoveSetupGateKind(d.pop("kind"))

        x = d.pop("x")

        y = d.pop("y")

        dir_ = BattlegatesMoveSetupGateDir(d.pop("dir"))

        battlegates_move_setup_gate = cls(
            type_=type_,
            kind=kind,
            x=x,
            y=y,
            dir_=dir_,
        )

        return battlegates_move_setup_gate
