from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MuteRequest")


@_attrs_define
class MuteRequest:
    """
    Attributes:
        seat (int): the seat whose messages you no longer see
    """

    seat: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        mute_request = cls(
            seat=seat,
        )

        return mute_request
