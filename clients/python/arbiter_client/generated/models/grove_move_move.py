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

from ..models.grove_move_move_from import GroveMoveMoveFrom
from ..models.grove_move_move_to import GroveMoveMoveTo

T = TypeVar("T", bound="GroveMoveMove")


@_attrs_define
class GroveMoveMove:
    """Move ALL your standing meeples from `from` (the Grove or a Magic Circle) to the Magic Circle `to`. Lying meeples
    stay. Meeples never move back to the Grove this way.

        Attributes:
            type_ (Literal['move']):  Default: 'move'.
            from_ (GroveMoveMoveFrom): where your standing meeples are: 'grove' or a Magic Circle: 'circle-1', 'circle-2',
                'circle-3'
            to (GroveMoveMoveTo): another place, a Magic Circle: 'circle-1', 'circle-2' or 'circle-3' (never the Grove: rule
                `move`)
    """

    from_: GroveMoveMoveFrom
    to: GroveMoveMoveTo
    type_: Literal["move"] = "move"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        from_ = self.from_.value

        to = self.to.value

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

        from_ = GroveMoveMoveFrom(d.pop("from"))

        to = GroveMoveMoveTo(d.pop("to"))

        grove_move_move = cls(
            type_=type_,
            from_=from_,
            to=to,
        )

        return grove_move_move
