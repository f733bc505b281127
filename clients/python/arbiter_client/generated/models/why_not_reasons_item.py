from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="WhyNotReasonsItem")


@_attrs_define
class WhyNotReasonsItem:
    """
    Attributes:
        rule (str):
        detail (str):
        quote (str | Unset): the seed's sentence for the rule
        move_type (str | Unset):
    """

    rule: str
    detail: str
    quote: str | Unset = UNSET
    move_type: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        detail = self.detail

        quote = self.quote

        move_type = self.move_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rule": rule,
                "detail": detail,
            }
        )
        if quote is not UNSET:
            field_dict["quote"] = quote
        if move_type is not UNSET:
            field_dict["move_type"] = move_type

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rule = d.pop("rule")

        detail = d.pop("detail")

        quote = d.pop("quote", UNSET)

        move_type = d.pop("move_type", UNSET)

        why_not_reasons_item = cls(
            rule=rule,
            detail=detail,
            quote=quote,
            move_type=move_type,
        )

        why_not_reasons_item.additional_properties = d
        return why_not_reasons_item

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
