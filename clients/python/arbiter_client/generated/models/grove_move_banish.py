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

from ..models.grove_move_banish_place import GroveMoveBanishPlace

T = TypeVar("T", bound="GroveMoveBanish")


@_attrs_define
class GroveMoveBanish:
    """Roll 3 dice at a Magic Circle: each 6 is a success and sends one opponent meeple there (standing ones first) back to
    the Grove, lying down.

        Attributes:
            type_ (Literal['banish']):  Default: 'banish'.
            place (GroveMoveBanishPlace): a Magic Circle: 'circle-1', 'circle-2' or 'circle-3' (the rules refuse the Grove,
                naming the rule)
    """

    place: GroveMoveBanishPlace
    type_: Literal["banish"] = "banish"

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
        type_ = cast(Literal["banish"], d.pop("type"))
        if type_ != "banish":
            raise ValueError(f"type must match const 'banish', got '{type_}'")

        place = GroveMoveBanishPlace(d.pop("place"))

        grove_move_banish = cls(
            type_=type_,
            place=place,
        )

        return grove_move_banish
