from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LeaveRequest")


@_attrs_define
class LeaveRequest:
    """
    Attributes:
        start (datetime.date): the first day away (YYYY-MM-DD, a UTC day), tomorrow at the earliest
        days (int): whole days away, within the yearly allowance
    """

    start: datetime.date
    days: int

    def to_dict(self) -> dict[str, Any]:
        start = self.start.isoformat()

        days = self.days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start = datetime.date.fromisoformat(d.pop("start"))

        days = d.pop("days")

        leave_request = cls(
            start=start,
            days=days,
        )

        return leave_request
