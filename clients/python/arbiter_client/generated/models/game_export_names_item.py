from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameExportNamesItem")


@_attrs_define
class GameExportNamesItem:
    """A seat's name beside a record that names nobody (GameCreated commits to it by `name_digest`, sha256(salt +
    canonical(name))); an erased one (its player deleted their account) has no salt.

        Attributes:
            seat (int):
            name (None | str):
            salt (None | str):
            erased (bool):
    """

    seat: int
    name: None | str
    salt: None | str
    erased: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        salt: None | str
        salt = self.salt

        erased = self.erased

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "salt": salt,
                "erased": erased,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        salt = _parse_salt(d.pop("salt"))

        erased = d.pop("erased")

        game_export_names_item = cls(
            seat=seat,
            name=name,
            salt=salt,
            erased=erased,
        )

        game_export_names_item.additional_properties = d
        return game_export_names_item

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
