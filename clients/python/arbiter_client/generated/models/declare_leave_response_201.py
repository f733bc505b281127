from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeclareLeaveResponse201")


@_attrs_define
class DeclareLeaveResponse201:
    """
    Attributes:
        id (str):
        start (str): the first day away (UTC)
        last (str): the last day away (UTC)
        days (int):
        from_ (datetime.datetime): when the clocks stop
        until (datetime.datetime): when they run again
        declared_at (datetime.datetime):
        text (str): "On leave 3 December 2026 to 5 December 2026 (3 days)"
        games (list[str] | Unset): only in the answer to a declaration: the games whose clocks it stopped
    """

    id: str
    start: str
    last: str
    days: int
    from_: datetime.datetime
    until: datetime.datetime
    declared_at: datetime.datetime
    text: str
    games: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        start = self.start

        last = self.last

        days = self.days

        from_ = self.from_.isoformat()

        until = self.until.isoformat()

        declared_at = self.declared_at.isoformat()

        text = self.text

        games: list[str] | Unset = UNSET
        if not isinstance(self.games, Unset):
            games = self.games

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "start": start,
                "last": last,
                "days": days,
                "from": from_,
                "until": until,
                "declared_at": declared_at,
                "text": text,
            }
        )
        if games is not UNSET:
            field_dict["games"] = games

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        start = d.pop("start")

        last = d.pop("last")

        days = d.pop("days")

        from_ = datetime.datetime.fromisoformat(d.pop("from"))

        until = datetime.datetime.fromisoformat(d.pop("until"))

        declared_at = datetime.datetime.fromisoformat(d.pop("declared_at"))

        text = d.pop("text")

        games = cast(list[str], d.pop("games", UNSET))

        declare_leave_response_201 = cls(
            id=id,
            start=start,
            last=last,
            days=days,
            from_=from_,
            until=until,
            declared_at=declared_at,
            text=text,
            games=games,
        )

        declare_leave_response_201.additional_properties = d
        return declare_leave_response_201

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
