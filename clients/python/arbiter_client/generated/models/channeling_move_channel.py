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

T = TypeVar("T", bound="ChannelingMoveChannel")


@_attrs_define
class ChannelingMoveChannel:
    """Steps 3-6: channel energy along a shortest orthogonal leyline path, given as the list of cells from the druid just
    moved to your other druid. 3 cubes go on the moved druid's card, 2 on the stationary druid's, 1 on each card
    between; mixed cubes cancel and every card your cubes fill to its Vigor is acquired.

        Attributes:
            type_ (Literal['channel']):  Default: 'channel'.
            path (list[int]): cells from the moved druid to the stationary one
    """

    path: list[int]
    type_: Literal["channel"] = "channel"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        path = self.path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "path": path,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["channel"], d.pop("type"))
        if type_ != "channel":
            raise ValueError(f"type must match const 'channel', got '{type_}'")

        path = cast(list[int], d.pop("path"))

        channeling_move_channel = cls(
            type_=type_,
            path=path,
        )

        return channeling_move_channel
