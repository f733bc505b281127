from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_invites_response_200_invites_item import (
        ListInvitesResponse200InvitesItem,
    )


T = TypeVar("T", bound="ListInvitesResponse200")


@_attrs_define
class ListInvitesResponse200:
    """
    Attributes:
        invites (list[ListInvitesResponse200InvitesItem]):
        status (str):
    """

    invites: list[ListInvitesResponse200InvitesItem]
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invites = []
        for invites_item_data in self.invites:
            invites_item = invites_item_data.to_dict()
            invites.append(invites_item)

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invites": invites,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_invites_response_200_invites_item import (
            ListInvitesResponse200InvitesItem,
        )

        d = dict(src_dict)
        invites = []
        _invites = d.pop("invites")
        for invites_item_data in _invites:
            invites_item = ListInvitesResponse200InvitesItem.from_dict(
                invites_item_data
            )

            invites.append(invites_item)

        status = d.pop("status")

        list_invites_response_200 = cls(
            invites=invites,
            status=status,
        )

        list_invites_response_200.additional_properties = d
        return list_invites_response_200

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
