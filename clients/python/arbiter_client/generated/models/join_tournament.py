from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ai import AI


T = TypeVar("T", bound="JoinTournament")


@_attrs_define
class JoinTournament:
    """
    Attributes:
        ai (AI | None | Unset): the creator enters an AI level (Authorization: the creator token); without it, the
            signed-in account enters itself
        name (None | str | Unset): the AI entrant's name (default from its level); an account plays under its display
            name
    """

    ai: AI | None | Unset = UNSET
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ai import AI

        ai: dict[str, Any] | None | Unset
        if isinstance(self.ai, Unset):
            ai = UNSET
        elif isinstance(self.ai, AI):
            ai = self.ai.to_dict()
        else:
            ai = self.ai

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ai is not UNSET:
            field_dict["ai"] = ai
        if name is not UNSET:
            field_dict["name"] = name

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

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        join_tournament = cls(
            ai=ai,
            name=name,
        )

        return join_tournament
