from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.clock_on_timeout import ClockOnTimeout
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reserve import Reserve


T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """
    Attributes:
        move_seconds (int): time for each turn, up to 30 days
        on_timeout (ClockOnTimeout | Unset): what a timeout does: forfeit the game, let an AI move, or pass (only in
            games that have a pass move) Default: ClockOnTimeout.FORFEIT.
        reserve (None | Reserve | Unset): a bank of time beyond each move's allowance, used when a move takes longer and
            refilled after each move (docs/deadlines.md)
        leave (bool | None | Unset): false: the players' leave does not stop this game's clocks (tournaments may
            disallow leave); default allowed
    """

    move_seconds: int
    on_timeout: ClockOnTimeout | Unset = ClockOnTimeout.FORFEIT
    reserve: None | Reserve | Unset = UNSET
    leave: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.reserve import Reserve

        move_seconds = self.move_seconds

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        reserve: dict[str, Any] | None | Unset
        if isinstance(self.reserve, Unset):
            reserve = UNSET
        elif isinstance(self.reserve, Reserve):
            reserve = self.reserve.to_dict()
        else:
            reserve = self.reserve

        leave: bool | None | Unset
        if isinstance(self.leave, Unset):
            leave = UNSET
        else:
            leave = self.leave

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move_seconds": move_seconds,
            }
        )
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if reserve is not UNSET:
            field_dict["reserve"] = reserve
        if leave is not UNSET:
            field_dict["leave"] = leave

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reserve import Reserve

        d = dict(src_dict)
        move_seconds = d.pop("move_seconds")

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockOnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockOnTimeout(_on_timeout)

        def _parse_reserve(data: object) -> None | Reserve | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reserve_type_0 = Reserve.from_dict(data)

                return reserve_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Reserve | Unset, data)

        reserve = _parse_reserve(d.pop("reserve", UNSET))

        def _parse_leave(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        leave = _parse_leave(d.pop("leave", UNSET))

        clock = cls(
            move_seconds=move_seconds,
            on_timeout=on_timeout,
            reserve=reserve,
            leave=leave,
        )

        return clock
