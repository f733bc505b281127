from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ai import AI


T = TypeVar("T", bound="Seat")


@_attrs_define
class Seat:
    """
    Attributes:
        seat (int):
        name (None | str):
        ai (AI | None):
        token (str | Unset): Only in the answer that creates the game, on human seats.
        open_ (bool | Unset): waiting for a player (games with status waiting)
        invite (str | Unset): the invite code of an open seat; only in the answer that creates the game, for the creator
            to pass on
    """

    seat: int
    name: None | str
    ai: AI | None
    token: str | Unset = UNSET
    open_: bool | Unset = UNSET
    invite: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ai import AI

        seat = self.seat

        name: None | str
        name = self.name

        ai: dict[str, Any] | None
        if isinstance(self.ai, AI):
            ai = self.ai.to_dict()
        else:
            ai = self.ai

        token = self.token

        open_ = self.open_

        invite = self.invite

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "ai": ai,
            }
        )
        if token is not UNSET:
            field_dict["token"] = token
        if open_ is not UNSET:
            field_dict["open"] = open_
        if invite is not UNSET:
            field_dict["invite"] = invite

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ai import AI

        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_ai(data: object) -> AI | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ai_type_0 = AI.from_dict(data)

                return ai_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AI | None, data)

        ai = _parse_ai(d.pop("ai"))

        token = d.pop("token", UNSET)

        open_ = d.pop("open", UNSET)

        invite = d.pop("invite", UNSET)

        seat = cls(
            seat=seat,
            name=name,
            ai=ai,
            token=token,
            open_=open_,
            invite=invite,
        )

        seat.additional_properties = d
        return seat

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
