from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Claim")


@_attrs_define
class Claim:
    """
    Attributes:
        invite (str): the seat's invite code
        name (None | str | Unset): your name at the table (default: seat N)
    """

    invite: str
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        invite = self.invite

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "invite": invite,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        invite = d.pop("invite")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        claim = cls(
            invite=invite,
            name=name,
        )

        return claim
