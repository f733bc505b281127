from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GroveViewControl")


@_attrs_define
class GroveViewControl:
    """per Magic Circle, the seat that controls it (null: nobody)

    Attributes:
        circle_1 (int | None):
        circle_2 (int | None):
        circle_3 (int | None):
    """

    circle_1: int | None
    circle_2: int | None
    circle_3: int | None

    def to_dict(self) -> dict[str, Any]:
        circle_1: int | None
        circle_1 = self.circle_1

        circle_2: int | None
        circle_2 = self.circle_2

        circle_3: int | None
        circle_3 = self.circle_3

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "circle-1": circle_1,
                "circle-2": circle_2,
                "circle-3": circle_3,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_circle_1(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        circle_1 = _parse_circle_1(d.pop("circle-1"))

        def _parse_circle_2(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        circle_2 = _parse_circle_2(d.pop("circle-2"))

        def _parse_circle_3(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        circle_3 = _parse_circle_3(d.pop("circle-3"))

        grove_view_control = cls(
            circle_1=circle_1,
            circle_2=circle_2,
            circle_3=circle_3,
        )

        return grove_view_control
