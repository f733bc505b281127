from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_invites_response_200_invites_item_state import (
    ListInvitesResponse200InvitesItemState,
)

T = TypeVar("T", bound="ListInvitesResponse200InvitesItem")


@_attrs_define
class ListInvitesResponse200InvitesItem:
    """
    Attributes:
        seat (int):
        name (None | str):
        state (ListInvitesResponse200InvitesItemState):
    """

    seat: int
    name: None | str
    state: ListInvitesResponse200InvitesItemState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        state = self.state.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        state = ListInvitesResponse200InvitesItemState(d.pop("state"))

        list_invites_response_200_invites_item = cls(
            seat=seat,
            name=name,
            state=state,
        )

        list_invites_response_200_invites_item.additional_properties = d
        return list_invites_response_200_invites_item

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
