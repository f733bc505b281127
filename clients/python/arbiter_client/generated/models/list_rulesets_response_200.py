from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ruleset_summary import RulesetSummary


T = TypeVar("T", bound="ListRulesetsResponse200")


@_attrs_define
class ListRulesetsResponse200:
    """
    Attributes:
        rulesets (list[RulesetSummary]):
    """

    rulesets: list[RulesetSummary]

    def to_dict(self) -> dict[str, Any]:
        rulesets = []
        for rulesets_item_data in self.rulesets:
            rulesets_item = rulesets_item_data.to_dict()
            rulesets.append(rulesets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rulesets": rulesets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ruleset_summary import RulesetSummary

        d = dict(src_dict)
        rulesets = []
        _rulesets = d.pop("rulesets")
        for rulesets_item_data in _rulesets:
            rulesets_item = RulesetSummary.from_dict(rulesets_item_data)

            rulesets.append(rulesets_item)

        list_rulesets_response_200 = cls(
            rulesets=rulesets,
        )

        return list_rulesets_response_200
