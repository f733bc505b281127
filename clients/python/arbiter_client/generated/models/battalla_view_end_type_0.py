from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BattallaViewEndType0")


@_attrs_define
class BattallaViewEndType0:
    """
    Attributes:
        winners (list[int]):
        reason (str):
    """

    winners: list[int]
    reason: str

    def to_dict(self) -> dict[str, Any]:
        winners = self.winners

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winners": winners,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))

        reason = d.pop("reason")

        battalla_view_end_type_0 = cls(
            winners=winners,
            reason=reason,
        )

        return battalla_view_end_type_0
