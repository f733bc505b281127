from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChannelingViewCardsItemType0")


@_attrs_define
class ChannelingViewCardsItemType0:
    """
    Attributes:
        card (int): a Magic Circle Card id (GET /v1/rulesets/channeling/cards)
        vigor (int):
        splendor (int):
    """

    card: int
    vigor: int
    splendor: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        vigor = self.vigor

        splendor = self.splendor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "vigor": vigor,
                "splendor": splendor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        vigor = d.pop("vigor")

        splendor = d.pop("splendor")

        channeling_view_cards_item_type_0 = cls(
            card=card,
            vigor=vigor,
            splendor=splendor,
        )

        return channeling_view_cards_item_type_0
