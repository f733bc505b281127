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

from ..types import UNSET, Unset

T = TypeVar("T", bound="BattallaMoveActivateHero")


@_attrs_define
class BattallaMoveActivateHero:
    """Activate the Hero Deck effect of `card`, face up on your Hero Deck, paying its (#) stamina.

    Attributes:
        type_ (Literal['activate_hero']):  Default: 'activate_hero'.
        card (str): a card id (see GET /v1/rulesets/battalla/cards)
        target (int | Unset): a chosen card's space (row * 3 + lane), when the card or effect needs a target
        discard (str | Unset): a card id from your hand to Discard, when the effect needs it
        sacrifice (int | Unset): the space of a card you control to Sacrifice, when the effect needs it
    """

    card: str
    type_: Literal["activate_hero"] = "activate_hero"
    target: int | Unset = UNSET
    discard: str | Unset = UNSET
    sacrifice: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        target = self.target

        discard = self.discard

        sacrifice = self.sacrifice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target
        if discard is not UNSET:
            field_dict["discard"] = discard
        if sacrifice is not UNSET:
            field_dict["sacrifice"] = sacrifice

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["activate_hero"], d.pop("type"))
        if type_ != "activate_hero":
            raise ValueError(f"type must match const 'activate_hero', got '{type_}'")

        card = d.pop("card")

        target = d.pop("target", UNSET)

        discard = d.pop("discard", UNSET)

        sacrifice = d.pop("sacrifice", UNSET)

        battalla_move_activate_hero = cls(
            type_=type_,
            card=card,
            target=target,
            discard=discard,
            sacrifice=sacrifice,
        )

        return battalla_move_activate_hero
