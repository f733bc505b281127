from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ai import AI


T = TypeVar("T", bound="Start")


@_attrs_define
class Start:
    """
    Attributes:
        ai (AI | None | Unset): the AI for the seats still open (default greedy)
    """

    ai: AI | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ai import AI

        ai: dict[str, Any] | None | Unset
        if isinstance(self.ai, Unset):
            ai = UNSET
        elif isinstance(self.ai, AI):
            ai = self.ai.to_dict()
        else:
            ai = self.ai

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ai is not UNSET:
            field_dict["ai"] = ai

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ai import AI

        d = dict(src_dict)

        def _parse_ai(data: object) -> AI | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ai_type_0 = AI.from_dict(data)

                return ai_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AI | None | Unset, data)

        ai = _parse_ai(d.pop("ai", UNSET))

        start = cls(
            ai=ai,
        )

        return start
