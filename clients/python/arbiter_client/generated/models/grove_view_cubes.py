from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GroveViewCubes")


@_attrs_define
class GroveViewCubes:
    """per Magic Circle, the Energy Cubes channeled there

    Attributes:
        circle_1 (list[int]): [seat 0's, seat 1's]
        circle_2 (list[int]): [seat 0's, seat 1's]
        circle_3 (list[int]): [seat 0's, seat 1's]
    """

    circle_1: list[int]
    circle_2: list[int]
    circle_3: list[int]

    def to_dict(self) -> dict[str, Any]:
        circle_1 = self.circle_1

        circle_2 = self.circle_2

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
        circle_1 = cast(list[int], d.pop("circle-1"))

        circle_2 = cast(list[int], d.pop("circle-2"))

        circle_3 = cast(list[int], d.pop("circle-3"))

        grove_view_cubes = cls(
            circle_1=circle_1,
            circle_2=circle_2,
            circle_3=circle_3,
        )

        return grove_view_cubes
