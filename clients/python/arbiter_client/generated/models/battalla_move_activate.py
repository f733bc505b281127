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

T = TypeVar("T", bound="BattallaMoveActivate")


@_attrs_define
class BattallaMoveActivate:
    """Activate effect number `effect` of your card at `cell`, paying its (#) stamina and its Discard/Sacrifice cost.

    Attributes:
        type_ (Literal['activate']):  Default: 'activate'.
        cell (int): a space of the mat: row * 3 + lane (rows 0-4 from seat 0's summoning row)
        effect (int): the effect's index in the card's effects
        target (int | Unset): a chosen card's space (row * 3 + lane), when the card or effect needs a target
        discard (str | Unset): a card id from your hand to Discard, when the effect needs it
        sacrifice (int | Unset): the space of a card you control to Sacrifice, when the effect needs it
    """

    cell: int
    effect: int
    type_: Literal["activate"] = "activate"
    target: int | Unset = UNSET
    discard: str | Unset = UNSET
    sacrifice: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cell = self.cell

        effect = self.effect

        target = self.target

        discard = self.discard

        sacrifice = self.sacrifice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cell": cell,
                "effect": effect,
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
        type_ = cast(Literal["activate"], d.pop("type"))
        if type_ != "activate":
            raise ValueError(f"type must match const 'activate', got '{type_}'")

        cell = d.pop("cell")

        effect = d.pop("effect")

        target = d.pop("target", UNSET)

        discard = d.pop("discard", UNSET)

        sacrifice = d.pop("sacrifice", UNSET)

        battalla_move_activate = cls(
            type_=type_,
            cell=cell,
            effect=effect,
            target=target,
            discard=discard,
            sacrifice=sacrifice,
        )

        return battalla_move_activate
