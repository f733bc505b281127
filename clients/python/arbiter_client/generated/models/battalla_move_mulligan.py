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

T = TypeVar("T", bound="BattallaMoveMulligan")


@_attrs_define
class BattallaMoveMulligan:
    """Shuffle the listed cards of your opening hand back into your deck and draw as many (an empty list keeps the hand).
    Hidden from the opponent.

        Attributes:
            type_ (Literal['mulligan']):  Default: 'mulligan'.
            cards (list[str]): card ids from your hand
    """

    cards: list[str]
    type_: Literal["mulligan"] = "mulligan"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["mulligan"], d.pop("type"))
        if type_ != "mulligan":
            raise ValueError(f"type must match const 'mulligan', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))

        battalla_move_mulligan = cls(
            type_=type_,
            cards=cards,
        )

        return battalla_move_mulligan
