from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlockRequest")


@_attrs_define
class BlockRequest:
    """
    Attributes:
        account (str): the account to block: its display name or id
    """

    account: str

    def to_dict(self) -> dict[str, Any]:
        account = self.account

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account": account,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account = d.pop("account")

        block_request = cls(
            account=account,
        )

        return block_request
