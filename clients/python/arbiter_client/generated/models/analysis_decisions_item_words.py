from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AnalysisDecisionsItemWords")


@_attrs_define
class AnalysisDecisionsItemWords:
    """The move played and the AI's move, each as a sentence in the game's own words, from the deciding seat's view of the
    position.

        Attributes:
            played (str):
            best (str):
    """

    played: str
    best: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        played = self.played

        best = self.best

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "played": played,
                "best": best,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        played = d.pop("played")

        best = d.pop("best")

        analysis_decisions_item_words = cls(
            played=played,
            best=best,
        )

        analysis_decisions_item_words.additional_properties = d
        return analysis_decisions_item_words

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
