from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.grove_game_pending_type_0_kind import GroveGamePendingType0Kind

T = TypeVar("T", bound="GroveGamePendingType0")


@_attrs_define
class GroveGamePendingType0:
    """A takeback request or a draw offer waiting for the other players' answers (docs/api.md, "Undo, takeback, offers,
    abort, rematch"); it lapses at the next move or at `expires_at`.

        Attributes:
            kind (GroveGamePendingType0Kind):
            seat (int): who asked
            accepted (list[int]): the seats that accepted so far
            waiting_for (list[int]): the seats still to answer
            expires_at (datetime.datetime):
            text (str): the request in words, with the players' names
    """

    kind: GroveGamePendingType0Kind
    seat: int
    accepted: list[int]
    waiting_for: list[int]
    expires_at: datetime.datetime
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        accepted = self.accepted

        waiting_for = self.waiting_for

        expires_at = self.expires_at.isoformat()

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "accepted": accepted,
                "waiting_for": waiting_for,
                "expires_at": expires_at,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = GroveGamePendingType0Kind(d.pop("kind"))

        seat = d.pop("seat")

        accepted = cast(list[int], d.pop("accepted"))

        waiting_for = cast(list[int], d.pop("waiting_for"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        text = d.pop("text")

        grove_game_pending_type_0 = cls(
            kind=kind,
            seat=seat,
            accepted=accepted,
            waiting_for=waiting_for,
            expires_at=expires_at,
            text=text,
        )

        grove_game_pending_type_0.additional_properties = d
        return grove_game_pending_type_0

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
