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

T = TypeVar("T", bound="DaleMoveAnswerExchange")


@_attrs_define
class DaleMoveAnswerExchange:
    """Accept or decline the prisoner exchange offered to you.

    Attributes:
        type_ (Literal['answer_exchange']):  Default: 'answer_exchange'.
        accept (bool): true to accept
    """

    accept: bool
    type_: Literal["answer_exchange"] = "answer_exchange"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "accept": accept,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["answer_exchange"], d.pop("type"))
        if type_ != "answer_exchange":
            raise ValueError(f"type must match const 'answer_exchange', got '{type_}'")

        accept = d.pop("accept")

        dale_move_answer_exchange = cls(
            type_=type_,
            accept=accept,
        )

        return dale_move_answer_exchange
