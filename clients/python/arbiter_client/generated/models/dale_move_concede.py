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

T = TypeVar("T", bound="DaleMoveConcede")


@_attrs_define
class DaleMoveConcede:
    """Let your unit at `space` be captured, by `captor` (your choice when several players have equal claim).

    Attributes:
        type_ (Literal['concede']):  Default: 'concede'.
        space (int): a space of the map, 0..18 (see docs/rules/dale.md)
        captor (int): a seat number
    """

    space: int
    captor: int
    type_: Literal["concede"] = "concede"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        space = self.space

        captor = self.captor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "space": space,
                "captor": captor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["concede"], d.pop("type"))
        if type_ != "concede":
            raise ValueError(f"type must match const 'concede', got '{type_}'")

        space = d.pop("space")

        captor = d.pop("captor")

        dale_move_concede = cls(
            type_=type_,
            space=space,
            captor=captor,
        )

        return dale_move_concede
