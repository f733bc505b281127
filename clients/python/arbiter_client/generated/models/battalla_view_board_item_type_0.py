from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.battalla_view_board_item_type_0_items_item import (
        BattallaViewBoardItemType0ItemsItem,
    )


T = TypeVar("T", bound="BattallaViewBoardItemType0")


@_attrs_define
class BattallaViewBoardItemType0:
    """a card on the mat, with its effective figures

    Attributes:
        uid (int): this piece's id while it stays on the mat
        card (str): a card id (GET /v1/rulesets/battalla/cards)
        owner (int): a seat number
        dmg (int): damage taken
        atk (int): attack bonus from effects
        moved (bool):
        attacked (bool):
        summoned (int): the turn it was summoned
        used (list[int]): effects used this turn
        items (list[BattallaViewBoardItemType0ItemsItem]): the items attached to it
        revived (bool):
        atk_eff (int): attack now: printed attack, bonuses and items
        health_eff (int): health now: printed health, bonuses and items
        health_left (int): health_eff less the damage taken
    """

    uid: int
    card: str
    owner: int
    dmg: int
    atk: int
    moved: bool
    attacked: bool
    summoned: int
    used: list[int]
    items: list[BattallaViewBoardItemType0ItemsItem]
    revived: bool
    atk_eff: int
    health_eff: int
    health_left: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        uid = self.uid

        card = self.card

        owner = self.owner

        dmg = self.dmg

        atk = self.atk

        moved = self.moved

        attacked = self.attacked

        summoned = self.summoned

        used = self.used

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        revived = self.revived

        atk_eff = self.atk_eff

        health_eff = self.health_eff

        health_left = self.health_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "uid": uid,
                "card": card,
                "owner": owner,
                "dmg": dmg,
                "atk": atk,
                "moved": moved,
                "attacked": attacked,
                "summoned": summoned,
                "used": used,
                "items": items,
                "revived": revived,
                "atk_eff": atk_eff,
                "health_eff": health_eff,
                "health_left": health_left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.battalla_view_board_item_type_0_items_item import (
            BattallaViewBoardItemType0ItemsItem,
        )

        d = dict(src_dict)
        uid = d.pop("uid")

        card = d.pop("card")

        owner = d.pop("owner")

        dmg = d.pop("dmg")

        atk = d.pop("atk")

        moved = d.pop("moved")

        attacked = d.pop("attacked")

        summoned = d.pop("summoned")

        used = cast(list[int], d.pop("used"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = BattallaViewBoardItemType0ItemsItem.from_dict(items_item_data)

            items.append(items_item)

        revived = d.pop("revived")

        atk_eff = d.pop("atk_eff")

        health_eff = d.pop("health_eff")

        health_left = d.pop("health_left")

        battalla_view_board_item_type_0 = cls(
            uid=uid,
            card=card,
            owner=owner,
            dmg=dmg,
            atk=atk,
            moved=moved,
            attacked=attacked,
            summoned=summoned,
            used=used,
            items=items,
            revived=revived,
            atk_eff=atk_eff,
            health_eff=health_eff,
            health_left=health_left,
        )

        battalla_view_board_item_type_0.additional_properties = d
        return battalla_view_board_item_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
