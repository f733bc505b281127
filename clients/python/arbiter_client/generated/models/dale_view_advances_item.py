from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DaleViewAdvancesItem")


@_attrs_define
class DaleViewAdvancesItem:
    """
    Attributes:
        to (int): a space of the map, 0..18
        from_ (list[int]):
    """

    to: int
    from_: list[int]

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        from_ = self.from_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "from": from_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to = d.pop("to")

        from_ = cast(list[int], d.pop("from"))

        dale_view_advances_item = cls(
            to=to,
            from_=from_,
        )

        return dale_view_advances_item
