from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_webhook_request_events_type_0_item import (
    TournamentWebhookRequestEventsType0Item,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="TournamentWebhookRequest")


@_attrs_define
class TournamentWebhookRequest:
    """
    Attributes:
        url (str): https (or http) URL that receives the Standard Webhooks POSTs
        events (list[TournamentWebhookRequestEventsType0Item] | None | Unset): the event types to send (default: both)
    """

    url: str
    events: list[TournamentWebhookRequestEventsType0Item] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

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
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        def _parse_events(
            data: object,
        ) -> list[TournamentWebhookRequestEventsType0Item] | None | Unset:
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
                    events_type_0_item = TournamentWebhookRequestEventsType0Item(
                        events_type_0_item_data
                    )

                    events_type_0.append(events_type_0_item)

                return events_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[TournamentWebhookRequestEventsType0Item] | None | Unset, data
            )

        events = _parse_events(d.pop("events", UNSET))

        tournament_webhook_request = cls(
            url=url,
            events=events,
        )

        return tournament_webhook_request
