from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ListTournamentWebhooksResponse200WebhooksItem")


@_attrs_define
class ListTournamentWebhooksResponse200WebhooksItem:
    """
    Attributes:
        id (str):
        url (str):
        scope (Literal['tournament']):
        events (list[str]):
        disabled (bool):
        seat (None | Unset):
        disabled_reason (None | str | Unset):
        created_at (str | Unset):
        secret (str | Unset): only in the answer that registers it
    """

    id: str
    url: str
    scope: Literal["tournament"]
    events: list[str]
    disabled: bool
    seat: None | Unset = UNSET
    disabled_reason: None | str | Unset = UNSET
    created_at: str | Unset = UNSET
    secret: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        scope = self.scope

        events = self.events

        disabled = self.disabled

        seat = self.seat

        disabled_reason: None | str | Unset
        if isinstance(self.disabled_reason, Unset):
            disabled_reason = UNSET
        else:
            disabled_reason = self.disabled_reason

        created_at = self.created_at

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "scope": scope,
                "events": events,
                "disabled": disabled,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if disabled_reason is not UNSET:
            field_dict["disabled_reason"] = disabled_reason
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        scope = cast(Literal["tournament"], d.pop("scope"))
        if scope != "tournament":
            raise ValueError(f"scope must match const 'tournament', got '{scope}'")

        events = cast(list[str], d.pop("events"))

        disabled = d.pop("disabled")

        seat = d.pop("seat", UNSET)

        def _parse_disabled_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason", UNSET))

        created_at = d.pop("created_at", UNSET)

        secret = d.pop("secret", UNSET)

        list_tournament_webhooks_response_200_webhooks_item = cls(
            id=id,
            url=url,
            scope=scope,
            events=events,
            disabled=disabled,
            seat=seat,
            disabled_reason=disabled_reason,
            created_at=created_at,
            secret=secret,
        )

        list_tournament_webhooks_response_200_webhooks_item.additional_properties = d
        return list_tournament_webhooks_response_200_webhooks_item

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
