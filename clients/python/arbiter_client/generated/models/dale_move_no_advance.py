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

T = TypeVar("T", bound="DaleMoveNoAdvance")


@_attrs_define
class DaleMoveNoAdvance:
    """Decline the remaining Advance After Capture moves.

    Attributes:
        type_ (Literal['no_advance']):  Default: 'no_advance'.
    """

    type_: Literal["no_advance"] = "no_advance"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["no_advance"], d.pop("type"))
        if type_ != "no_advance":
            raise ValueError(f"type must match const 'no_advance', got '{type_}'")

        dale_move_no_advance = cls(
            type_=type_,
        )

        return dale_move_no_advance
