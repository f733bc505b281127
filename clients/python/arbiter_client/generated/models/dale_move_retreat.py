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

T = TypeVar("T", bound="DaleMoveRetreat")


@_attrs_define
class DaleMoveRetreat:
    """Retreat: your unit at `from`, captured on an opponent's turn, escapes to `to` instead (Mounted units; Elf units
    through the Elf Hero's Withdraw!). With Withdraw! `pull` names an enemy unit forced to advance into the space left.

        Attributes:
            type_ (Literal['retreat']):  Default: 'retreat'.
            from_ (int): a space of the map, 0..18 (see docs/rules/dale.md)
            to (int): a space of the map, 0..18 (see docs/rules/dale.md)
            pull (int | Unset): Withdraw! only: the enemy unit forced to advance
    """

    from_: int
    to: int
    type_: Literal["retreat"] = "retreat"
    pull: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        from_ = self.from_

        to = self.to

        pull = self.pull

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "from": from_,
                "to": to,
            }
        )
        if pull is not UNSET:
            field_dict["pull"] = pull

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["retreat"], d.pop("type"))
        if type_ != "retreat":
            raise ValueError(f"type must match const 'retreat', got '{type_}'")

        from_ = d.pop("from")

        to = d.pop("to")

        pull = d.pop("pull", UNSET)

        dale_move_retreat = cls(
            type_=type_,
            from_=from_,
            to=to,
            pull=pull,
        )

        return dale_move_retreat
