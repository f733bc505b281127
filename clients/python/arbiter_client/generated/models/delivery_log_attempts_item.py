from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeliveryLogAttemptsItem")


@_attrs_define
class DeliveryLogAttemptsItem:
    """
    Attributes:
        delivery (str):
        type_ (WebhookEventType):
        attempt (int):
        at (datetime.datetime):
        status_code (int | None):
        error (None | str):
        duration_ms (float | Unset):
    """

    delivery: str
    type_: WebhookEventType
    attempt: int
    at: datetime.datetime
    status_code: int | None
    error: None | str
    duration_ms: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        delivery = self.delivery

        type_ = self.type_.value

        attempt = self.attempt

        at = self.at.isoformat()

        status_code: int | None
        status_code = self.status_code

        error: None | str
        error = self.error

        duration_ms = self.duration_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "delivery": delivery,
                "type": type_,
                "attempt": attempt,
                "at": at,
                "status_code": status_code,
                "error": error,
            }
        )
        if duration_ms is not UNSET:
            field_dict["duration_ms"] = duration_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        delivery = d.pop("delivery")

        type_ = WebhookEventType(d.pop("type"))

        attempt = d.pop("attempt")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        duration_ms = d.pop("duration_ms", UNSET)

        delivery_log_attempts_item = cls(
            delivery=delivery,
            type_=type_,
            attempt=attempt,
            at=at,
            status_code=status_code,
            error=error,
            duration_ms=duration_ms,
        )

        delivery_log_attempts_item.additional_properties = d
        return delivery_log_attempts_item

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
