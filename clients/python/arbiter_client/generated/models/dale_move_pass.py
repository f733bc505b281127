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

T = TypeVar("T", bound="DaleMovePass")


@_attrs_define
class DaleMovePass:
    """Pass: only when no action at all is possible.

    Attributes:
        type_ (Literal['pass']):  Default: 'pass'.
    """

    type_: Literal["pass"] = "pass"

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
        type_ = cast(Literal["pass"], d.pop("type"))
        if type_ != "pass":
            raise ValueError(f"type must match const 'pass', got '{type_}'")

        dale_move_pass = cls(
            type_=type_,
        )

        return dale_move_pass
