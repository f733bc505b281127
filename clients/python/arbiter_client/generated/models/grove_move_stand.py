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

from ..models.grove_move_stand_place import GroveMoveStandPlace

T = TypeVar("T", bound="GroveMoveStand")


@_attrs_define
class GroveMoveStand:
    """Stand one of your lying meeples up at `place`. Standing at the Grove as your first action grants a second action
    this turn (never more than two actions a turn); otherwise the turn passes.

        Attributes:
            type_ (Literal['stand']):  Default: 'stand'.
            place (GroveMoveStandPlace): 'grove' or a Magic Circle: 'circle-1', 'circle-2', 'circle-3'
    """

    place: GroveMoveStandPlace
    type_: Literal["stand"] = "stand"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        place = self.place.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["stand"], d.pop("type"))
        if type_ != "stand":
            raise ValueError(f"type must match const 'stand', got '{type_}'")

        place = GroveMoveStandPlace(d.pop("place"))

        grove_move_stand = cls(
            type_=type_,
            place=place,
        )

        return grove_move_stand
