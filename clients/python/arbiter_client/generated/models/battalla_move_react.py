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

T = TypeVar("T", bound="BattallaMoveReact")


@_attrs_define
class BattallaMoveReact:
    """Answer the opponent with a React: effect `effect` of your card at `cell`, or a React Assist `card` from your hand.

    Attributes:
        type_ (Literal['react']):  Default: 'react'.
        cell (int | Unset): the space of your card with the React
        effect (int | Unset): its effect index
        card (str | Unset): a React Assist card id from your hand
    """

    type_: Literal["react"] = "react"
    cell: int | Unset = UNSET
    effect: int | Unset = UNSET
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cell = self.cell

        effect = self.effect

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if cell is not UNSET:
            field_dict["cell"] = cell
        if effect is not UNSET:
            field_dict["effect"] = effect
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["react"], d.pop("type"))
        if type_ != "react":
            raise ValueError(f"type must match const 'react', got '{type_}'")

        cell = d.pop("cell", UNSET)

        effect = d.pop("effect", UNSET)

        card = d.pop("card", UNSET)

        battalla_move_react = cls(
            type_=type_,
            cell=cell,
            effect=effect,
            card=card,
        )

        return battalla_move_react
