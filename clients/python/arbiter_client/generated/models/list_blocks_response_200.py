from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_blocks_response_200_blocks_item import (
        ListBlocksResponse200BlocksItem,
    )


T = TypeVar("T", bound="ListBlocksResponse200")


@_attrs_define
class ListBlocksResponse200:
    """
    Attributes:
        blocks (list[ListBlocksResponse200BlocksItem]): the accounts you blocked, by name
    """

    blocks: list[ListBlocksResponse200BlocksItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blocks = []
        for blocks_item_data in self.blocks:
            blocks_item = blocks_item_data.to_dict()
            blocks.append(blocks_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "blocks": blocks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_blocks_response_200_blocks_item import (
            ListBlocksResponse200BlocksItem,
        )

        d = dict(src_dict)
        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in _blocks:
            blocks_item = ListBlocksResponse200BlocksItem.from_dict(blocks_item_data)

            blocks.append(blocks_item)

        list_blocks_response_200 = cls(
            blocks=blocks,
        )

        list_blocks_response_200.additional_properties = d
        return list_blocks_response_200

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
