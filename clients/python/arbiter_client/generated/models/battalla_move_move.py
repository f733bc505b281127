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

T = TypeVar("T", bound="BattallaMoveMove")


@_attrs_define
class BattallaMoveMove:
    """Move your card at `cell` one space to `to` for 1 stamina (once per turn; sideways only in your own summoning row,
    otherwise forward).

        Attributes:
            type_ (Literal['move']):  Default: 'move'.
            cell (int): a space of the mat: row * 3 + lane (rows 0-4 from seat 0's summoning row)
            to (int): a space of the mat: row * 3 + lane (rows 0-4 from seat 0's summoning row)
    """

    cell: int
    to: int
    type_: Literal["move"] = "move"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cell = self.cell

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cell": cell,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["move"], d.pop("type"))
        if type_ != "move":
            raise ValueError(f"type must match const 'move', got '{type_}'")

        cell = d.pop("cell")

        to = d.pop("to")

        battalla_move_move = cls(
            type_=type_,
            cell=cell,
            to=to,
        )

        return battalla_move_move
