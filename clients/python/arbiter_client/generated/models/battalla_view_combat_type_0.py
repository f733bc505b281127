from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.battalla_view_combat_type_0_step import BattallaViewCombatType0Step

T = TypeVar("T", bound="BattallaViewCombatType0")


@_attrs_define
class BattallaViewCombatType0:
    """
    Attributes:
        attacker (int):
        defender (int | None):
        direct (bool):
        step (BattallaViewCombatType0Step):
    """

    attacker: int
    defender: int | None
    direct: bool
    step: BattallaViewCombatType0Step

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender: int | None
        defender = self.defender

        direct = self.direct

        step = self.step.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "direct": direct,
                "step": step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        def _parse_defender(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defender = _parse_defender(d.pop("defender"))

        direct = d.pop("direct")

        step = BattallaViewCombatType0Step(d.pop("step"))

        battalla_view_combat_type_0 = cls(
            attacker=attacker,
            defender=defender,
            direct=direct,
            step=step,
        )

        return battalla_view_combat_type_0
