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

T = TypeVar("T", bound="DaleMoveWithdraw")


@_attrs_define
class DaleMoveWithdraw:
    """Withdraw: return your Mounted unit from the map to your Reserve.

    Attributes:
        type_ (Literal['withdraw']):  Default: 'withdraw'.
    """

    type_: Literal["withdraw"] = "withdraw"

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
        type_ = cast(Literal["withdraw"], d.pop("type"))
        if type_ != "withdraw":
            raise ValueError(f"type must match const 'withdraw', got '{type_}'")

        dale_move_withdraw = cls(
            type_=type_,
        )

        return dale_move_withdraw
