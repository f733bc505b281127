from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.leave_period import LeavePeriod


T = TypeVar("T", bound="SeatClock")


@_attrs_define
class SeatClock:
    """
    Attributes:
        seat (int):
        deadline (datetime.datetime | None): this seat's own deadline while it is to act (its reserve and its leave make
            it differ from the others')
        reserve_seconds (int | None): the seat's reserve at the start of this turn (none: the clock has no reserve)
        leave (list[LeavePeriod]): the seat's leave not yet over: its clock stands still then
        text (str): "Ana: 2 days 4 hours left, 5 days in reserve", or that the seat is on leave; empty when not to act
    """

    seat: int
    deadline: datetime.datetime | None
    reserve_seconds: int | None
    leave: list[LeavePeriod]
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        reserve_seconds: int | None
        reserve_seconds = self.reserve_seconds

        leave = []
        for leave_item_data in self.leave:
            leave_item = leave_item_data.to_dict()
            leave.append(leave_item)

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "deadline": deadline,
                "reserve_seconds": reserve_seconds,
                "leave": leave,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.leave_period import LeavePeriod

        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_reserve_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        reserve_seconds = _parse_reserve_seconds(d.pop("reserve_seconds"))

        leave = []
        _leave = d.pop("leave")
        for leave_item_data in _leave:
            leave_item = LeavePeriod.from_dict(leave_item_data)

            leave.append(leave_item)

        text = d.pop("text")

        seat_clock = cls(
            seat=seat,
            deadline=deadline,
            reserve_seconds=reserve_seconds,
            leave=leave,
            text=text,
        )

        seat_clock.additional_properties = d
        return seat_clock

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
