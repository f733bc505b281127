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

T = TypeVar("T", bound="ChannelingMoveMoveDruid")


@_attrs_define
class ChannelingMoveMoveDruid:
    """Step 2: move one of your Druid Tokens from cell `from` to cell `to`, a card in the row or column of the glyph just
    played that holds no druid of either colour.

        Attributes:
            type_ (Literal['move_druid']):  Default: 'move_druid'.
            from_ (int): a grid cell: row * 4 + column, 0 (top left) to 15 (bottom right)
            to (int): a grid cell: row * 4 + column, 0 (top left) to 15 (bottom right)
    """

    from_: int
    to: int
    type_: Literal["move_druid"] = "move_druid"

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
        type_ = cast(Literal["move_druid"], d.pop("type"))
        if type_ != "move_druid":
            raise ValueError(f"type must match const 'move_druid', got '{type_}'")

        from_ = d.pop("from")

        to = d.pop("to")

        channeling_move_move_druid = cls(
            type_=type_,
            from_=from_,
            to=to,
        )

        return channeling_move_move_druid
