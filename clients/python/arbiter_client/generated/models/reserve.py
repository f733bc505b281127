from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Reserve")


@_attrs_define
class Reserve:
    """
    Attributes:
        per_move_seconds (int): added to the reserve after each move
        max_seconds (int): the most the reserve holds
        start_seconds (int | Unset): each seat's reserve at the start Default: 0.
    """

    per_move_seconds: int
    max_seconds: int
    start_seconds: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        per_move_seconds = self.per_move_seconds

        max_seconds = self.max_seconds

        start_seconds = self.start_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "per_move_seconds": per_move_seconds,
                "max_seconds": max_seconds,
            }
        )
        if start_seconds is not UNSET:
            field_dict["start_seconds"] = start_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        per_move_seconds = d.pop("per_move_seconds")

        max_seconds = d.pop("max_seconds")

        start_seconds = d.pop("start_seconds", UNSET)

        reserve = cls(
            per_move_seconds=per_move_seconds,
            max_seconds=max_seconds,
            start_seconds=start_seconds,
        )

        return reserve
