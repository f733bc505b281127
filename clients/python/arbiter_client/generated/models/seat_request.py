from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ai import AI


T = TypeVar("T", bound="SeatRequest")


@_attrs_define
class SeatRequest:
    """
    Attributes:
        name (None | str | Unset): the player's name; none (or `open`) makes an open seat
        ai (AI | None | Unset): an AI plays this seat
        open_ (bool | Unset): an open seat: the game waits for a player to claim it with its invite code (a seat without
            a name is open too) Default: False.
        mine (bool | Unset): this seat is the caller's account's (a session or an API token with `play`); its name
            defaults to the display name Default: False.
    """

    name: None | str | Unset = UNSET
    ai: AI | None | Unset = UNSET
    open_: bool | Unset = False
    mine: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.ai import AI

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        ai: dict[str, Any] | None | Unset
        if isinstance(self.ai, Unset):
            ai = UNSET
        elif isinstance(self.ai, AI):
            ai = self.ai.to_dict()
        else:
            ai = self.ai

        open_ = self.open_

        mine = self.mine

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if ai is not UNSET:
            field_dict["ai"] = ai
        if open_ is not UNSET:
            field_dict["open"] = open_
        if mine is not UNSET:
            field_dict["mine"] = mine

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ai import AI

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

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

        open_ = d.pop("open", UNSET)

        mine = d.pop("mine", UNSET)

        seat_request = cls(
            name=name,
            ai=ai,
            open_=open_,
            mine=mine,
        )

        return seat_request
