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

T = TypeVar("T", bound="DaleMoveAdvance")


@_attrs_define
class DaleMoveAdvance:
    """Advance After Capture: move your capturing unit at `from` into the captured unit's vacated space `to`.

    Attributes:
        type_ (Literal['advance']):  Default: 'advance'.
        from_ (int): a space of the map, 0..18 (see docs/rules/dale.md)
        to (int): a space of the map, 0..18 (see docs/rules/dale.md)
    """

    from_: int
    to: int
    type_: Literal["advance"] = "advance"

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
        type_ = cast(Literal["advance"], d.pop("type"))
        if type_ != "advance":
            raise ValueError(f"type must match const 'advance', got '{type_}'")

        from_ = d.pop("from")

        to = d.pop("to")

        dale_move_advance = cls(
            type_=type_,
            from_=from_,
            to=to,
        )

        return dale_move_advance
