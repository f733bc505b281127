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

from ..models.dale_move_rally_unit import DaleMoveRallyUnit
from ..types import UNSET, Unset

T = TypeVar("T", bound="DaleMoveRally")


@_attrs_define
class DaleMoveRally:
    """Rally: flip a coin (twice with the Goblin Horde!); on face-up take your captured unit of kind `unit` back from seat
    `pile`'s Captured Pile into your Reserve (or, with Horde!, straight onto `place` next to your Hero).

        Attributes:
            type_ (Literal['rally']):  Default: 'rally'.
            pile (int): a seat number
            unit (DaleMoveRallyUnit): which of your captured units
            place (int | Unset): Horde! only: the space next to the Goblin Hero to place it on
    """

    pile: int
    unit: DaleMoveRallyUnit
    type_: Literal["rally"] = "rally"
    place: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        pile = self.pile

        unit = self.unit.value

        place = self.place

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "pile": pile,
                "unit": unit,
            }
        )
        if place is not UNSET:
            field_dict["place"] = place

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["rally"], d.pop("type"))
        if type_ != "rally":
            raise ValueError(f"type must match const 'rally', got '{type_}'")

        pile = d.pop("pile")

        unit = DaleMoveRallyUnit(d.pop("unit"))

        place = d.pop("place", UNSET)

        dale_move_rally = cls(
            type_=type_,
            pile=pile,
            unit=unit,
            place=place,
        )

        return dale_move_rally
