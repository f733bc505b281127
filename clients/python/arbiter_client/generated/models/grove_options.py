from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GroveOptions")


@_attrs_define
class GroveOptions:
    """
    Attributes:
        turn_limit (int | Unset): After this many turns without a winner the game is a draw (the seed has no end but a
            win; this bound keeps every game finite). Default: 1000.
    """

    turn_limit: int | Unset = 1000

    def to_dict(self) -> dict[str, Any]:
        turn_limit = self.turn_limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if turn_limit is not UNSET:
            field_dict["turn_limit"] = turn_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        turn_limit = d.pop("turn_limit", UNSET)

        grove_options = cls(
            turn_limit=turn_limit,
        )

        return grove_options
