from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type import WebhookEventType
from ..models.webhook_scope import WebhookScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="Webhook")


@_attrs_define
class Webhook:
    """
    Attributes:
        id (str):
        url (str):
        scope (WebhookScope):
        seat (int | None):
        events (list[WebhookEventType]):
        disabled (bool):
        created_at (datetime.datetime):
        disabled_reason (None | str | Unset):
        secret (str | Unset): the signing secret, only in the answer that registers it
    """

    id: str
    url: str
    scope: WebhookScope
    seat: int | None
    events: list[WebhookEventType]
    disabled: bool
    created_at: datetime.datetime
    disabled_reason: None | str | Unset = UNSET
    secret: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        scope = self.scope.value

        seat: int | None
        seat = self.seat

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        disabled = self.disabled

        created_at = self.created_at.isoformat()

        disabled_reason: None | str | Unset
        if isinstance(self.disabled_reason, Unset):
            disabled_reason = UNSET
        else:
            disabled_reason = self.disabled_reason

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "scope": scope,
                "seat": seat,
                "events": events,
                "disabled": disabled,
                "created_at": created_at,
            }
        )
        if disabled_reason is not UNSET:
            field_dict["disabled_reason"] = disabled_reason
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        scope = WebhookScope(d.pop("scope"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = WebhookEventType(events_item_data)

            events.append(events_item)

        disabled = d.pop("disabled")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_disabled_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason", UNSET))

        secret = d.pop("secret", UNSET)

        webhook = cls(
            id=id,
            url=url,
            scope=scope,
            seat=seat,
            events=events,
            disabled=disabled,
            created_at=created_at,
            disabled_reason=disabled_reason,
            secret=secret,
        )

        webhook.additional_properties = d
        return webhook

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
