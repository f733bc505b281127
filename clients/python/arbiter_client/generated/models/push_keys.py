from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PushKeys")


@_attrs_define
class PushKeys:
    """
    Attributes:
        p256dh (str):
        auth (str):
    """

    p256dh: str
    auth: str

    def to_dict(self) -> dict[str, Any]:
        p256dh = self.p256dh

        auth = self.auth

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "p256dh": p256dh,
                "auth": auth,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        p256dh = d.pop("p256dh")

        auth = d.pop("auth")

        push_keys = cls(
            p256dh=p256dh,
            auth=auth,
        )

        return push_keys
