from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_tournaments_response_200_tournaments_item import (
        ListTournamentsResponse200TournamentsItem,
    )


T = TypeVar("T", bound="ListTournamentsResponse200")


@_attrs_define
class ListTournamentsResponse200:
    """
    Attributes:
        tournaments (list[ListTournamentsResponse200TournamentsItem]):
        next_ (int | None):
    """

    tournaments: list[ListTournamentsResponse200TournamentsItem]
    next_: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tournaments = []
        for tournaments_item_data in self.tournaments:
            tournaments_item = tournaments_item_data.to_dict()
            tournaments.append(tournaments_item)

        next_: int | None
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tournaments": tournaments,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_tournaments_response_200_tournaments_item import (
            ListTournamentsResponse200TournamentsItem,
        )

        d = dict(src_dict)
        tournaments = []
        _tournaments = d.pop("tournaments")
        for tournaments_item_data in _tournaments:
            tournaments_item = ListTournamentsResponse200TournamentsItem.from_dict(
                tournaments_item_data
            )

            tournaments.append(tournaments_item)

        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))

        list_tournaments_response_200 = cls(
            tournaments=tournaments,
            next_=next_,
        )

        list_tournaments_response_200.additional_properties = d
        return list_tournaments_response_200

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
