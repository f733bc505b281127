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

T = TypeVar("T", bound="ChannelingMoveRefill")


@_attrs_define
class ChannelingMoveRefill:
    """Step 6: when you acquired several cards, choose the empty space the top card of the deck is drawn into next.

    Attributes:
        type_ (Literal['refill']):  Default: 'refill'.
        cell (int): a grid cell: row * 4 + column, 0 (top left) to 15 (bottom right)
    """

    cell: int
    type_: Literal["refill"] = "refill"

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
        type_ = cast(Literal["refill"], d.pop("type"))
        if type_ != "refill":
            raise ValueError(f"type must match const 'refill', got '{type_}'")

        cell = d.pop("cell")

        channeling_move_refill = cls(
            type_=type_,
            cell=cell,
        )

        return channeling_move_refill
