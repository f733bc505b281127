from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type import WebhookEventType

if TYPE_CHECKING:
    from ..models.webhook_payload_data import WebhookPayloadData


T = TypeVar("T", bound="WebhookPayload")


@_attrs_define
class WebhookPayload:
    """The body POSTed to a webhook (Standard Webhooks). Headers: `webhook-id` (stable across retries), `webhook-timestamp`
    (Unix seconds), `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`, keyed with the base64 part of
    the secret). Delivered at least once: deduplicate on `webhook-id`. One call at a time per webhook, first attempts in
    the order the messages were created; a retry can come after later messages, so order by `data.version` (docs/play-
    by-post.md).

        Attributes:
            type_ (WebhookEventType):
            timestamp (datetime.datetime):
            data (WebhookPayloadData):
    """

    type_: WebhookEventType
    timestamp: datetime.datetime
    data: WebhookPayloadData
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_payload_data import WebhookPayloadData

        d = dict(src_dict)
        type_ = WebhookEventType(d.pop("type"))

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        data = WebhookPayloadData.from_dict(d.pop("data"))

        webhook_payload = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        webhook_payload.additional_properties = d
        return webhook_payload

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
