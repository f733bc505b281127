from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GroveViewMeeplesCircle1")


@_attrs_define
class GroveViewMeeplesCircle1:
    """
    Attributes:
        standing (list[int]): [seat 0's, seat 1's]
        lying (list[int]): [seat 0's, seat 1's]
    """

    standing: list[int]
    lying: list[int]

    def to_dict(self) -> dict[str, Any]:
        standing = self.standing

        lying = self.lying

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "standing": standing,
                "lying": lying,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        standing = cast(list[int], d.pop("standing"))

        lying = cast(list[int], d.pop("lying"))

        grove_view_meeples_circle_1 = cls(
            standing=standing,
            lying=lying,
        )

        return grove_view_meeples_circle_1
