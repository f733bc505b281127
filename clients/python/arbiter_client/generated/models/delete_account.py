from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeleteAccount")


@_attrs_define
class DeleteAccount:
    """
    Attributes:
        confirm (str): the account's display name, typed again: deleting an account cannot be undone
    """

    confirm: str

    def to_dict(self) -> dict[str, Any]:
        confirm = self.confirm

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "confirm": confirm,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        confirm = d.pop("confirm")

        delete_account = cls(
            confirm=confirm,
        )

        return delete_account
