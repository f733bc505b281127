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

T = TypeVar("T", bound="BattallaMovePlay")


@_attrs_define
class BattallaMovePlay:
    """Play a card from your hand by paying its stamina cost: a Unit into your summoning row (`lane`), or in place of one
    of your cards (`replace`, Replace only), or attached to a card (`target`, Items); an Assist (with `target` if it
    chooses one, `discard`/`sacrifice` if it costs one); a Field into your field zone.

        Attributes:
            type_ (Literal['play']):  Default: 'play'.
            card (str): a card id (see GET /v1/rulesets/battalla/cards)
            lane (int | Unset): the lane to summon into
            target (int | Unset): a chosen card's space (row * 3 + lane), when the card or effect needs a target
            discard (str | Unset): a card id from your hand to Discard, when the effect needs it
            sacrifice (int | Unset): the space of a card you control to Sacrifice, when the effect needs it
            replace (int | Unset): the space of the card you control this Replace card takes
    """

    card: str
    type_: Literal["play"] = "play"
    lane: int | Unset = UNSET
    target: int | Unset = UNSET
    discard: str | Unset = UNSET
    sacrifice: int | Unset = UNSET
    replace: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        lane = self.lane

        target = self.target

        discard = self.discard

        sacrifice = self.sacrifice

        replace = self.replace

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if lane is not UNSET:
            field_dict["lane"] = lane
        if target is not UNSET:
            field_dict["target"] = target
        if discard is not UNSET:
            field_dict["discard"] = discard
        if sacrifice is not UNSET:
            field_dict["sacrifice"] = sacrifice
        if replace is not UNSET:
            field_dict["replace"] = replace

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        lane = d.pop("lane", UNSET)

        target = d.pop("target", UNSET)

        discard = d.pop("discard", UNSET)

        sacrifice = d.pop("sacrifice", UNSET)

        replace = d.pop("replace", UNSET)

        battalla_move_play = cls(
            type_=type_,
            card=card,
            lane=lane,
            target=target,
            discard=discard,
            sacrifice=sacrifice,
            replace=replace,
        )

        return battalla_move_play
