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

from ..models.battlegates_move_discard_card import BattlegatesMoveDiscardCard

T = TypeVar("T", bound="BattlegatesMoveDiscard")


@_attrs_define
class BattlegatesMoveDiscard:
    """Card phase: discard a card from your hand instead of playing one; the dice phase begins.

    Attributes:
        type_ (Literal['discard']):  Default: 'discard'.
        card (BattlegatesMoveDiscardCard): a card in your hand
    """

    card: BattlegatesMoveDiscardCard
    type_: Literal["discard"] = "discard"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card.value

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
        type_ = cast(Literal["discard"], d.pop("type"))
        if type_ != "discard":
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        card = BattlegatesMoveDiscardCard(d.pop("card"))

        battlegates_move_discard = cls(
            type_=type_,
            card=card,
        )

        return battlegates_move_discard
