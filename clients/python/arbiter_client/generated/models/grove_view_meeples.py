from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.grove_view_meeples_circle_1 import GroveViewMeeplesCircle1
    from ..models.grove_view_meeples_circle_2 import GroveViewMeeplesCircle2
    from ..models.grove_view_meeples_circle_3 import GroveViewMeeplesCircle3
    from ..models.grove_view_meeples_grove import GroveViewMeeplesGrove


T = TypeVar("T", bound="GroveViewMeeples")


@_attrs_define
class GroveViewMeeples:
    """per place, the Druid Meeples standing and lying there

    Attributes:
        grove (GroveViewMeeplesGrove):
        circle_1 (GroveViewMeeplesCircle1):
        circle_2 (GroveViewMeeplesCircle2):
        circle_3 (GroveViewMeeplesCircle3):
    """

    grove: GroveViewMeeplesGrove
    circle_1: GroveViewMeeplesCircle1
    circle_2: GroveViewMeeplesCircle2
    circle_3: GroveViewMeeplesCircle3

    def to_dict(self) -> dict[str, Any]:
        grove = self.grove.to_dict()

        circle_1 = self.circle_1.to_dict()

        circle_2 = self.circle_2.to_dict()

        circle_3 = self.circle_3.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "grove": grove,
                "circle-1": circle_1,
                "circle-2": circle_2,
                "circle-3": circle_3,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.grove_view_meeples_circle_1 import GroveViewMeeplesCircle1
        from ..models.grove_view_meeples_circle_2 import GroveViewMeeplesCircle2
        from ..models.grove_view_meeples_circle_3 import GroveViewMeeplesCircle3
        from ..models.grove_view_meeples_grove import GroveViewMeeplesGrove

        d = dict(src_dict)
        grove = GroveViewMeeplesGrove.from_dict(d.pop("grove"))

        circle_1 = GroveViewMeeplesCircle1.from_dict(d.pop("circle-1"))

        circle_2 = GroveViewMeeplesCircle2.from_dict(d.pop("circle-2"))

        circle_3 = GroveViewMeeplesCircle3.from_dict(d.pop("circle-3"))

        grove_view_meeples = cls(
            grove=grove,
            circle_1=circle_1,
            circle_2=circle_2,
            circle_3=circle_3,
        )

        return grove_view_meeples
