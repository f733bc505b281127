from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_subscriptions_response_200_subscriptions_item import (
        ListSubscriptionsResponse200SubscriptionsItem,
    )


T = TypeVar("T", bound="ListSubscriptionsResponse200")


@_attrs_define
class ListSubscriptionsResponse200:
    """
    Attributes:
        subscriptions (list[ListSubscriptionsResponse200SubscriptionsItem]):
    """

    subscriptions: list[ListSubscriptionsResponse200SubscriptionsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        subscriptions = []
        for subscriptions_item_data in self.subscriptions:
            subscriptions_item = subscriptions_item_data.to_dict()
            subscriptions.append(subscriptions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "subscriptions": subscriptions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_subscriptions_response_200_subscriptions_item import (
            ListSubscriptionsResponse200SubscriptionsItem,
        )

        d = dict(src_dict)
        subscriptions = []
        _subscriptions = d.pop("subscriptions")
        for subscriptions_item_data in _subscriptions:
            subscriptions_item = (
                ListSubscriptionsResponse200SubscriptionsItem.from_dict(
                    subscriptions_item_data
                )
            )

            subscriptions.append(subscriptions_item)

        list_subscriptions_response_200 = cls(
            subscriptions=subscriptions,
        )

        list_subscriptions_response_200.additional_properties = d
        return list_subscriptions_response_200

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
