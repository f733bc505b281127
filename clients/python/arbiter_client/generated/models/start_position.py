from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StartPosition")


@_attrs_define
class StartPosition:
    """
    Attributes:
        tutorial (int): a step of GET /v1/rulesets/{ruleset}/tutorial
    """

    tutorial: int

    def to_dict(self) -> dict[str, Any]:
        tutorial = self.tutorial

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tutorial": tutorial,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        tutorial = d.pop("tutorial")

        start_position = cls(
            tutorial=tutorial,
        )

        return start_position
