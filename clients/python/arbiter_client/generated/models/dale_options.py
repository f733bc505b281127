from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.dale_options_armies_item import DaleOptionsArmiesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="DaleOptions")


@_attrs_define
class DaleOptions:
    """
    Attributes:
        armies (list[DaleOptionsArmiesItem] | Unset): one army per seat, in seat order (default: human, elf, dwarf,
            goblin, then falcon for the fifth seat)
        prisoner_exchange (bool | Unset): optional rule Prisoner Exchange Default: False.
        max_5_units (bool | Unset): optional rule Max 5 Units Default: False.
        arms_race (bool | Unset): optional rule Arms Race Default: False.
        hero_or_mounted (bool | Unset): optional rule Hero or Mounted Default: False.
        turn_limit (int | Unset): turns after which the game ends in a draw (an interpretation: random play can loop)
            Default: 300.
    """

    armies: list[DaleOptionsArmiesItem] | Unset = UNSET
    prisoner_exchange: bool | Unset = False
    max_5_units: bool | Unset = False
    arms_race: bool | Unset = False
    hero_or_mounted: bool | Unset = False
    turn_limit: int | Unset = 300

    def to_dict(self) -> dict[str, Any]:
        armies: list[str] | Unset = UNSET
        if not isinstance(self.armies, Unset):
            armies = []
            for armies_item_data in self.armies:
                armies_item = armies_item_data.value
                armies.append(armies_item)

        prisoner_exchange = self.prisoner_exchange

        max_5_units = self.max_5_units

        arms_race = self.arms_race

        hero_or_mounted = self.hero_or_mounted

        turn_limit = self.turn_limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if armies is not UNSET:
            field_dict["armies"] = armies
        if prisoner_exchange is not UNSET:
            field_dict["prisoner_exchange"] = prisoner_exchange
        if max_5_units is not UNSET:
            field_dict["max_5_units"] = max_5_units
        if arms_race is not UNSET:
            field_dict["arms_race"] = arms_race
        if hero_or_mounted is not UNSET:
            field_dict["hero_or_mounted"] = hero_or_mounted
        if turn_limit is not UNSET:
            field_dict["turn_limit"] = turn_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _armies = d.pop("armies", UNSET)
        armies: list[DaleOptionsArmiesItem] | Unset = UNSET
        if _armies is not UNSET:
            armies = []
            for armies_item_data in _armies:
                armies_item = DaleOptionsArmiesItem(armies_item_data)

                armies.append(armies_item)

        prisoner_exchange = d.pop("prisoner_exchange", UNSET)

        max_5_units = d.pop("max_5_units", UNSET)

        arms_race = d.pop("arms_race", UNSET)

        hero_or_mounted = d.pop("hero_or_mounted", UNSET)

        turn_limit = d.pop("turn_limit", UNSET)

        dale_options = cls(
            armies=armies,
            prisoner_exchange=prisoner_exchange,
            max_5_units=max_5_units,
            arms_race=arms_race,
            hero_or_mounted=hero_or_mounted,
            turn_limit=turn_limit,
        )

        return dale_options
