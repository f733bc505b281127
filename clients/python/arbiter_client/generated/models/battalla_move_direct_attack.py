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

T = TypeVar("T", bound="BattallaMoveDirectAttack")


@_attrs_define
class BattallaMoveDirectAttack:
    """Your card at `cell`, in the opponent's front or summoning row, attacks directly for 1 stamina: the opponent draws
    from their penalty pile; a unit returns to your hand, a hero to your summoning row.

        Attributes:
            type_ (Literal['direct_attack']):  Default: 'direct_attack'.
            cell (int): a space of the mat: row * 3 + lane (rows 0-4 from seat 0's summoning row)
    """

    cell: int
    type_: Literal["direct_attack"] = "direct_attack"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cell = self.cell

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cell": cell,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["direct_attack"], d.pop("type"))
        if type_ != "direct_attack":
            raise ValueError(f"type must match const 'direct_attack', got '{type_}'")

        cell = d.pop("cell")

        battalla_move_direct_attack = cls(
            type_=type_,
            cell=cell,
        )

        return battalla_move_direct_attack
