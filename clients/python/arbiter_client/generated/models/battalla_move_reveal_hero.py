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

T = TypeVar("T", bound="BattallaMoveRevealHero")


@_attrs_define
class BattallaMoveRevealHero:
    """Turn a card of your Hero Deck with a Hero Deck effect face up (public; it stays face up until it leaves the Hero
    Deck).

        Attributes:
            type_ (Literal['reveal_hero']):  Default: 'reveal_hero'.
            card (str): a card id (see GET /v1/rulesets/battalla/cards)
    """

    card: str
    type_: Literal["reveal_hero"] = "reveal_hero"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["reveal_hero"], d.pop("type"))
        if type_ != "reveal_hero":
            raise ValueError(f"type must match const 'reveal_hero', got '{type_}'")

        card = d.pop("card")

        battalla_move_reveal_hero = cls(
            type_=type_,
            card=card,
        )

        return battalla_move_reveal_hero
