from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_log_leaves_response_200_leaves_item import (
        GetLogLeavesResponse200LeavesItem,
    )


T = TypeVar("T", bound="GetLogLeavesResponse200")


@_attrs_define
class GetLogLeavesResponse200:
    """
    Attributes:
        leaves (list[GetLogLeavesResponse200LeavesItem]):
        size (int):
        next_ (int | None):
    """

    leaves: list[GetLogLeavesResponse200LeavesItem]
    size: int
    next_: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        leaves = []
        for leaves_item_data in self.leaves:
            leaves_item = leaves_item_data.to_dict()
            leaves.append(leaves_item)

        size = self.size

        next_: int | None
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "leaves": leaves,
                "size": size,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_log_leaves_response_200_leaves_item import (
            GetLogLeavesResponse200LeavesItem,
        )

        d = dict(src_dict)
        leaves = []
        _leaves = d.pop("leaves")
        for leaves_item_data in _leaves:
            leaves_item = GetLogLeavesResponse200LeavesItem.from_dict(leaves_item_data)

            leaves.append(leaves_item)

        size = d.pop("size")

        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))

        get_log_leaves_response_200 = cls(
            leaves=leaves,
            size=size,
            next_=next_,
        )

        get_log_leaves_response_200.additional_properties = d
        return get_log_leaves_response_200

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
