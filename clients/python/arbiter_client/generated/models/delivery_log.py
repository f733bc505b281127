from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.delivery_log_attempts_item import DeliveryLogAttemptsItem
    from ..models.delivery_log_deliveries_item import DeliveryLogDeliveriesItem


T = TypeVar("T", bound="DeliveryLog")


@_attrs_define
class DeliveryLog:
    """
    Attributes:
        attempts (list[DeliveryLogAttemptsItem]):
        deliveries (list[DeliveryLogDeliveriesItem]):
    """

    attempts: list[DeliveryLogAttemptsItem]
    deliveries: list[DeliveryLogDeliveriesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        deliveries = []
        for deliveries_item_data in self.deliveries:
            deliveries_item = deliveries_item_data.to_dict()
            deliveries.append(deliveries_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempts": attempts,
                "deliveries": deliveries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.delivery_log_attempts_item import DeliveryLogAttemptsItem
        from ..models.delivery_log_deliveries_item import DeliveryLogDeliveriesItem

        d = dict(src_dict)
        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = DeliveryLogAttemptsItem.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        deliveries = []
        _deliveries = d.pop("deliveries")
        for deliveries_item_data in _deliveries:
            deliveries_item = DeliveryLogDeliveriesItem.from_dict(deliveries_item_data)

            deliveries.append(deliveries_item)

        delivery_log = cls(
            attempts=attempts,
            deliveries=deliveries,
        )

        delivery_log.additional_properties = d
        return delivery_log

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
