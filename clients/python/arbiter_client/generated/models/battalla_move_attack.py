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

T = TypeVar("T", bound="BattallaMoveAttack")


@_attrs_define
class BattallaMoveAttack:
    """Your card at `cell` attacks the opposing card directly in front of it, for 1 stamina (once per turn).

    Attributes:
        type_ (Literal['attack']):  Default: 'attack'.
        cell (int): a space of the mat: row * 3 + lane (rows 0-4 from seat 0's summoning row)
    """

    cell: int
    type_: Literal["attack"] = "attack"

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
        type_ = cast(Literal["attack"], d.pop("type"))
        if type_ != "attack":
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        cell = d.pop("cell")

        battalla_move_attack = cls(
            type_=type_,
            cell=cell,
        )

        return battalla_move_attack
