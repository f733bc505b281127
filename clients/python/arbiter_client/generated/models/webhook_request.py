from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.webhook_request_events_type_0_item import WebhookRequestEventsType0Item
from ..models.webhook_request_scope import WebhookRequestScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookRequest")


@_attrs_define
class WebhookRequest:
    """
    Attributes:
        url (str): https (or http) URL that receives the Standard Webhooks POSTs
        scope (WebhookRequestScope | Unset): seat: your seat's events; game: every seat's public events Default:
            WebhookRequestScope.SEAT.
        events (list[WebhookRequestEventsType0Item] | None | Unset): the event types to send (default: all)
    """

    url: str
    scope: WebhookRequestScope | Unset = WebhookRequestScope.SEAT
    events: list[WebhookRequestEventsType0Item] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.value

        events: list[str] | None | Unset
        if isinstance(self.events, Unset):
            events = UNSET
        elif isinstance(self.events, list):
            events = []
            for events_type_0_item_data in self.events:
                events_type_0_item = events_type_0_item_data.value
                events.append(events_type_0_item)

        else:
            events = self.events

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if scope is not UNSET:
            field_dict["scope"] = scope
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        _scope = d.pop("scope", UNSET)
        scope: WebhookRequestScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = WebhookRequestScope(_scope)

        def _parse_events(
            data: object,
        ) -> list[WebhookRequestEventsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                events_type_0 = []
                _events_type_0 = data
                for events_type_0_item_data in _events_type_0:
                    events_type_0_item = WebhookRequestEventsType0Item(
                        events_type_0_item_data
                    )

                    events_type_0.append(events_type_0_item)

                return events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WebhookRequestEventsType0Item] | None | Unset, data)

        events = _parse_events(d.pop("events", UNSET))

        webhook_request = cls(
            url=url,
            scope=scope,
            events=events,
        )

        return webhook_request
