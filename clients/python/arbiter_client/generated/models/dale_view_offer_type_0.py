from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DaleViewOfferType0")


@_attrs_define
class DaleViewOfferType0:
    """
    Attributes:
        seat (int): a seat number
        with_ (int): a seat number
        give (str):
        take (str):
    """

    seat: int
    with_: int
    give: str
    take: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        with_ = self.with_

        give = self.give

        take = self.take

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "with": with_,
                "give": give,
                "take": take,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        with_ = d.pop("with")

        give = d.pop("give")

        take = d.pop("take")

        dale_view_offer_type_0 = cls(
            seat=seat,
            with_=with_,
            give=give,
            take=take,
        )

        return dale_view_offer_type_0
