from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BattallaViewBoardItemType0ItemsItem")


@_attrs_define
class BattallaViewBoardItemType0ItemsItem:
    """
    Attributes:
        card (str): a card id (GET /v1/rulesets/battalla/cards)
        owner (int): a seat number
    """

    card: str
    owner: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        owner = self.owner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        owner = d.pop("owner")

        battalla_view_board_item_type_0_items_item = cls(
            card=card,
            owner=owner,
        )

        return battalla_view_board_item_type_0_items_item
