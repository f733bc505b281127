from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DaleViewReserveItem")


@_attrs_define
class DaleViewReserveItem:
    """
    Attributes:
        r (int):
        m (int):
        h (int):
    """

    r: int
    m: int
    h: int

    def to_dict(self) -> dict[str, Any]:
        r = self.r

        m = self.m

        h = self.h

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "R": r,
                "M": m,
                "H": h,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        r = d.pop("R")

        m = d.pop("M")

        h = d.pop("H")

        dale_view_reserve_item = cls(
            r=r,
            m=m,
            h=h,
        )

        return dale_view_reserve_item
