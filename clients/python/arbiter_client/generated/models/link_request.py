from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LinkRequest")


@_attrs_define
class LinkRequest:
    """
    Attributes:
        link (str): the secret of the mail link (the part after #)
    """

    link: str

    def to_dict(self) -> dict[str, Any]:
        link = self.link

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "link": link,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        link = d.pop("link")

        link_request = cls(
            link=link,
        )

        return link_request
