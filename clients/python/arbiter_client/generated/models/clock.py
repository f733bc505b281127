from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.clock_on_timeout import ClockOnTimeout
from ..types import UNSET, Unset

T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """
    Attributes:
        move_seconds (int): time for each turn, up to 30 days
        on_timeout (ClockOnTimeout | Unset): what a timeout does: forfeit the game, let an AI move, or pass (only in
            games that have a pass move) Default: ClockOnTimeout.FORFEIT.
    """

    move_seconds: int
    on_timeout: ClockOnTimeout | Unset = ClockOnTimeout.FORFEIT

    def to_dict(self) -> dict[str, Any]:
        move_seconds = self.move_seconds

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move_seconds": move_seconds,
            }
        )
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        move_seconds = d.pop("move_seconds")

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockOnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockOnTimeout(_on_timeout)

        clock = cls(
            move_seconds=move_seconds,
            on_timeout=on_timeout,
        )

        return clock
