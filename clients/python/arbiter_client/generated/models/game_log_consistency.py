from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameLogConsistency")


@_attrs_define
class GameLogConsistency:
    """
    Attributes:
        first (int):
        second (int):
        proof (list[str]):
    """

    first: int
    second: int
    proof: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first = self.first

        second = self.second

        proof = self.proof

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first": first,
                "second": second,
                "proof": proof,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        first = d.pop("first")

        second = d.pop("second")

        proof = cast(list[str], d.pop("proof"))

        game_log_consistency = cls(
            first=first,
            second=second,
            proof=proof,
        )

        game_log_consistency.additional_properties = d
        return game_log_consistency

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
