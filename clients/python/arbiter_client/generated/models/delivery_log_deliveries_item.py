from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.delivery_log_deliveries_item_status import DeliveryLogDeliveriesItemStatus
from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeliveryLogDeliveriesItem")


@_attrs_define
class DeliveryLogDeliveriesItem:
    """
    Attributes:
        id (str):
        type_ (WebhookEventType):
        status (DeliveryLogDeliveriesItemStatus):
        attempts (int):
        created_at (str | Unset):
        next_attempt_in (float | None | Unset):
        reason (None | str | Unset):
    """

    id: str
    type_: WebhookEventType
    status: DeliveryLogDeliveriesItemStatus
    attempts: int
    created_at: str | Unset = UNSET
    next_attempt_in: float | None | Unset = UNSET
    reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        status = self.status.value

        attempts = self.attempts

        created_at = self.created_at

        next_attempt_in: float | None | Unset
        if isinstance(self.next_attempt_in, Unset):
            next_attempt_in = UNSET
        else:
            next_attempt_in = self.next_attempt_in

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "status": status,
                "attempts": attempts,
            }
        )
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if next_attempt_in is not UNSET:
            field_dict["next_attempt_in"] = next_attempt_in
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = WebhookEventType(d.pop("type"))

        status = DeliveryLogDeliveriesItemStatus(d.pop("status"))

        attempts = d.pop("attempts")

        created_at = d.pop("created_at", UNSET)

        def _parse_next_attempt_in(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        next_attempt_in = _parse_next_attempt_in(d.pop("next_attempt_in", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        delivery_log_deliveries_item = cls(
            id=id,
            type_=type_,
            status=status,
            attempts=attempts,
            created_at=created_at,
            next_attempt_in=next_attempt_in,
            reason=reason,
        )

        delivery_log_deliveries_item.additional_properties = d
        return delivery_log_deliveries_item

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
