from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.dale_view_rules_joint_defeat import DaleViewRulesJointDefeat
from ..types import UNSET, Unset

T = TypeVar("T", bound="DaleViewRules")


@_attrs_define
class DaleViewRules:
    """the optional rules in play

    Attributes:
        exchange (bool):
        max5 (bool):
        arms_race (bool):
        hero_or_mounted (bool):
        turn_limit (int):
        joint_defeat (DaleViewRulesJointDefeat | Unset): the last players defeated together win nothing
    """

    exchange: bool
    max5: bool
    arms_race: bool
    hero_or_mounted: bool
    turn_limit: int
    joint_defeat: DaleViewRulesJointDefeat | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        exchange = self.exchange

        max5 = self.max5

        arms_race = self.arms_race

        hero_or_mounted = self.hero_or_mounted

        turn_limit = self.turn_limit

        joint_defeat: str | Unset = UNSET
        if not isinstance(self.joint_defeat, Unset):
            joint_defeat = self.joint_defeat.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "exchange": exchange,
                "max5": max5,
                "arms_race": arms_race,
                "hero_or_mounted": hero_or_mounted,
                "turn_limit": turn_limit,
            }
        )
        if joint_defeat is not UNSET:
            field_dict["joint_defeat"] = joint_defeat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        exchange = d.pop("exchange")

        max5 = d.pop("max5")

        arms_race = d.pop("arms_race")

        hero_or_mounted = d.pop("hero_or_mounted")

        turn_limit = d.pop("turn_limit")

        _joint_defeat = d.pop("joint_defeat", UNSET)
        joint_defeat: DaleViewRulesJointDefeat | Unset
        if isinstance(_joint_defeat, Unset):
            joint_defeat = UNSET
        else:
            joint_defeat = DaleViewRulesJointDefeat(_joint_defeat)

        dale_view_rules = cls(
            exchange=exchange,
            max5=max5,
            arms_race=arms_race,
            hero_or_mounted=hero_or_mounted,
            turn_limit=turn_limit,
            joint_defeat=joint_defeat,
        )

        return dale_view_rules
