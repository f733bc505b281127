from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="BattallaMoveSummonHero")


@_attrs_define
class BattallaMoveSummonHero:
    """Summon a Hero from your Hero Deck into your summoning row (no stamina; one per turn; lane restrictions apply).

    Attributes:
        type_ (Literal['summon_hero']):  Default: 'summon_hero'.
        card (str): a card id (see GET /v1/rulesets/battalla/cards)
        lane (int): the lane
    """

    card: str
    lane: int
    type_: Literal["summon_hero"] = "summon_hero"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        lane = self.lane

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "lane": lane,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["summon_hero"], d.pop("type"))
        if type_ != "summon_hero":
            raise ValueError(f"type must match const 'summon_hero', got '{type_}'")

        card = d.pop("card")

        lane = d.pop("lane")

        battalla_move_summon_hero = cls(
            type_=type_,
            card=card,
            lane=lane,
        )

        return battalla_move_summon_hero
