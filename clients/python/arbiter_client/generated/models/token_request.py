from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.token_request_scopes_item import TokenRequestScopesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="TokenRequest")


@_attrs_define
class TokenRequest:
    """
    Attributes:
        name (str):
        scopes (list[TokenRequestScopesItem]): play (moves, resign, create and claim seats, chat), read (the account's
            seats' views, my games), webhooks
        expires_in_days (int | Unset): the token stops working after this many days Default: 90.
    """

    name: str
    scopes: list[TokenRequestScopesItem]
    expires_in_days: int | Unset = 90

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        expires_in_days = self.expires_in_days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "scopes": scopes,
            }
        )
        if expires_in_days is not UNSET:
            field_dict["expires_in_days"] = expires_in_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = TokenRequestScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        expires_in_days = d.pop("expires_in_days", UNSET)

        token_request = cls(
            name=name,
            scopes=scopes,
            expires_in_days=expires_in_days,
        )

        return token_request
