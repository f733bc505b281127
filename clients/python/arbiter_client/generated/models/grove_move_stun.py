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

from ..models.grove_move_stun_place import GroveMoveStunPlace

T = TypeVar("T", bound="GroveMoveStun")


@_attrs_define
class GroveMoveStun:
    """Roll 3 dice at a Magic Circle: each die <= the number of your standing meeples there is a success, counting at most
    that many successes; each success lays one standing opponent meeple there down. Not at the Grove.

        Attributes:
            type_ (Literal['stun']):  Default: 'stun'.
            place (GroveMoveStunPlace): a Magic Circle: 'circle-1', 'circle-2' or 'circle-3' (the rules refuse the Grove,
                naming the rule)
    """

    place: GroveMoveStunPlace
    type_: Literal["stun"] = "stun"

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
        type_ = cast(Literal["stun"], d.pop("type"))
        if type_ != "stun":
            raise ValueError(f"type must match const 'stun', got '{type_}'")

        place = GroveMoveStunPlace(d.pop("place"))

        grove_move_stun = cls(
            type_=type_,
            place=place,
        )

        return grove_move_stun
