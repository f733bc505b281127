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

from ..models.grove_move_channel_place import GroveMoveChannelPlace

T = TypeVar("T", bound="GroveMoveChannel")


@_attrs_define
class GroveMoveChannel:
    """Roll 3 dice at a Magic Circle: each die <= the number of your standing meeples there is a success and places one of
    your cubes (from your 20-cube supply) on it; then cubes of the two colours cancel in pairs back to the supplies. 7
    cubes of your colour control it.

        Attributes:
            type_ (Literal['channel']):  Default: 'channel'.
            place (GroveMoveChannelPlace): a Magic Circle: 'circle-1', 'circle-2' or 'circle-3' (the rules refuse the Grove,
                naming the rule)
    """

    place: GroveMoveChannelPlace
    type_: Literal["channel"] = "channel"

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
        type_ = cast(Literal["channel"], d.pop("type"))
        if type_ != "channel":
            raise ValueError(f"type must match const 'channel', got '{type_}'")

        place = GroveMoveChannelPlace(d.pop("place"))

        grove_move_channel = cls(
            type_=type_,
            place=place,
        )

        return grove_move_channel
