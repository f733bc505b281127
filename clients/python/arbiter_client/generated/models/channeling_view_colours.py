from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.channeling_view_colours_additional_property import (
    ChannelingViewColoursAdditionalProperty,
)

T = TypeVar("T", bound="ChannelingViewColours")


@_attrs_define
class ChannelingViewColours:
    """seat (as a string) -> its colour ({} before they are drawn)"""

    additional_properties: dict[str, ChannelingViewColoursAdditionalProperty] = (
        _attrs_field(init=False, factory=dict)
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        channeling_view_colours = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = ChannelingViewColoursAdditionalProperty(prop_dict)

            additional_properties[prop_name] = additional_property

        channeling_view_colours.additional_properties = additional_properties
        return channeling_view_colours

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ChannelingViewColoursAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self, key: str, value: ChannelingViewColoursAdditionalProperty
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
