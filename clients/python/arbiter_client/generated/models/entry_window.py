from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EntryWindow")


@_attrs_define
class EntryWindow:
    """
    Attributes:
        opens_at (datetime.datetime | None | Unset): entries are refused before this time (none: at once)
        closes_at (datetime.datetime | None | Unset): entries are refused from this time on (none: until the start)
    """

    opens_at: datetime.datetime | None | Unset = UNSET
    closes_at: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        opens_at: None | str | Unset
        if isinstance(self.opens_at, Unset):
            opens_at = UNSET
        elif isinstance(self.opens_at, datetime.datetime):
            opens_at = self.opens_at.isoformat()
        else:
            opens_at = self.opens_at

        closes_at: None | str | Unset
        if isinstance(self.closes_at, Unset):
            closes_at = UNSET
        elif isinstance(self.closes_at, datetime.datetime):
            closes_at = self.closes_at.isoformat()
        else:
            closes_at = self.closes_at

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if opens_at is not UNSET:
            field_dict["opens_at"] = opens_at
        if closes_at is not UNSET:
            field_dict["closes_at"] = closes_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_opens_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                opens_at_type_0 = datetime.datetime.fromisoformat(data)

                return opens_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        opens_at = _parse_opens_at(d.pop("opens_at", UNSET))

        def _parse_closes_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closes_at_type_0 = datetime.datetime.fromisoformat(data)

                return closes_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        closes_at = _parse_closes_at(d.pop("closes_at", UNSET))

        entry_window = cls(
            opens_at=opens_at,
            closes_at=closes_at,
        )

        return entry_window
