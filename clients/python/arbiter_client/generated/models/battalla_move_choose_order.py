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

T = TypeVar("T", bound="BattallaMoveChooseOrder")


@_attrs_define
class BattallaMoveChooseOrder:
    """The winner of the opening die roll chooses to go first (true) or second (false).

    Attributes:
        type_ (Literal['choose_order']):  Default: 'choose_order'.
        first (bool): true to take the first turn
    """

    first: bool
    type_: Literal["choose_order"] = "choose_order"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        first = self.first

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "first": first,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["choose_order"], d.pop("type"))
        if type_ != "choose_order":
            raise ValueError(f"type must match const 'choose_order', got '{type_}'")

        first = d.pop("first")

        battalla_move_choose_order = cls(
            type_=type_,
            first=first,
        )

        return battalla_move_choose_order
