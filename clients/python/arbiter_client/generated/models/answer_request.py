from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnswerRequest")


@_attrs_define
class AnswerRequest:
    """
    Attributes:
        accept (bool): true to accept, false to decline
    """

    accept: bool

    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accept": accept,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accept = d.pop("accept")

        answer_request = cls(
            accept=accept,
        )

        return answer_request
