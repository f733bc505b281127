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

from ..models.dale_move_place_unit import DaleMovePlaceUnit

T = TypeVar("T", bound="DaleMovePlace")


@_attrs_define
class DaleMovePlace:
    """Place: put one unit from your Reserve on a vacant space on the map edge or next to a chain of your units reaching
    the edge; never into Chip (the Falcon Army may place anywhere vacant, Chip included).

        Attributes:
            type_ (Literal['place']):  Default: 'place'.
            unit (DaleMovePlaceUnit): which unit
            space (int): a space of the map, 0..18 (see docs/rules/dale.md)
    """

    unit: DaleMovePlaceUnit
    space: int
    type_: Literal["place"] = "place"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        unit = self.unit.value

        space = self.space

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "unit": unit,
                "space": space,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["place"], d.pop("type"))
        if type_ != "place":
            raise ValueError(f"type must match const 'place', got '{type_}'")

        unit = DaleMovePlaceUnit(d.pop("unit"))

        space = d.pop("space")

        dale_move_place = cls(
            type_=type_,
            unit=unit,
            space=space,
        )

        return dale_move_place
