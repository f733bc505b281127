from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatSettings")


@_attrs_define
class ChatSettings:
    """
    Attributes:
        spectators (bool | Unset): spectators may read the table talk (never write) Default: False.
    """

    spectators: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        spectators = self.spectators

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if spectators is not UNSET:
            field_dict["spectators"] = spectators

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        spectators = d.pop("spectators", UNSET)

        chat_settings = cls(
            spectators=spectators,
        )

        return chat_settings
