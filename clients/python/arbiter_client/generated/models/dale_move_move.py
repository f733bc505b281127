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

T = TypeVar("T", bound="DaleMoveMove")


@_attrs_define
class DaleMoveMove:
    """Move: move one of your units to a vacant space next to it or next to a chain of your units it belongs to (Falcons:
    up to two spaces, jumping; Human Hero: Charge! two spaces). Also the Dwarf Hero's Berserk! extra move.

        Attributes:
            type_ (Literal['move']):  Default: 'move'.
            from_ (int): a space of the map, 0..18 (see docs/rules/dale.md)
            to (int): a space of the map, 0..18 (see docs/rules/dale.md)
    """

    from_: int
    to: int
    type_: Literal["move"] = "move"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        from_ = self.from_

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["move"], d.pop("type"))
        if type_ != "move":
            raise ValueError(f"type must match const 'move', got '{type_}'")

        from_ = d.pop("from")

        to = d.pop("to")

        dale_move_move = cls(
            type_=type_,
            from_=from_,
            to=to,
        )

        return dale_move_move
