from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_passkeys_response_200_passkeys_item import (
        ListPasskeysResponse200PasskeysItem,
    )


T = TypeVar("T", bound="ListPasskeysResponse200")


@_attrs_define
class ListPasskeysResponse200:
    """
    Attributes:
        passkeys (list[ListPasskeysResponse200PasskeysItem]):
    """

    passkeys: list[ListPasskeysResponse200PasskeysItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        passkeys = []
        for passkeys_item_data in self.passkeys:
            passkeys_item = passkeys_item_data.to_dict()
            passkeys.append(passkeys_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "passkeys": passkeys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_passkeys_response_200_passkeys_item import (
            ListPasskeysResponse200PasskeysItem,
        )

        d = dict(src_dict)
        passkeys = []
        _passkeys = d.pop("passkeys")
        for passkeys_item_data in _passkeys:
            passkeys_item = ListPasskeysResponse200PasskeysItem.from_dict(
                passkeys_item_data
            )

            passkeys.append(passkeys_item)

        list_passkeys_response_200 = cls(
            passkeys=passkeys,
        )

        list_passkeys_response_200.additional_properties = d
        return list_passkeys_response_200

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
