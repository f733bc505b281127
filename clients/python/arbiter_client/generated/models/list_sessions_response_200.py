from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_sessions_response_200_sessions_item import (
        ListSessionsResponse200SessionsItem,
    )


T = TypeVar("T", bound="ListSessionsResponse200")


@_attrs_define
class ListSessionsResponse200:
    """
    Attributes:
        sessions (list[ListSessionsResponse200SessionsItem]):
    """

    sessions: list[ListSessionsResponse200SessionsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sessions = []
        for sessions_item_data in self.sessions:
            sessions_item = sessions_item_data.to_dict()
            sessions.append(sessions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sessions": sessions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_sessions_response_200_sessions_item import (
            ListSessionsResponse200SessionsItem,
        )

        d = dict(src_dict)
        sessions = []
        _sessions = d.pop("sessions")
        for sessions_item_data in _sessions:
            sessions_item = ListSessionsResponse200SessionsItem.from_dict(
                sessions_item_data
            )

            sessions.append(sessions_item)

        list_sessions_response_200 = cls(
            sessions=sessions,
        )

        list_sessions_response_200.additional_properties = d
        return list_sessions_response_200

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
