from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.event_cmd_type_0_kind import EventCmdType0Kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_cmd_type_0_move_type_0 import EventCmdType0MoveType0


T = TypeVar("T", bound="EventCmdType0")


@_attrs_define
class EventCmdType0:
    """the command, on the first event of a decision

    Attributes:
        kind (EventCmdType0Kind):
        seat (int | Unset):
        accept (bool | Unset):
        move (EventCmdType0MoveType0 | None | Unset):
    """

    kind: EventCmdType0Kind
    seat: int | Unset = UNSET
    accept: bool | Unset = UNSET
    move: EventCmdType0MoveType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_cmd_type_0_move_type_0 import EventCmdType0MoveType0

        kind = self.kind.value

        seat = self.seat

        accept = self.accept

        move: dict[str, Any] | None | Unset
        if isinstance(self.move, Unset):
            move = UNSET
        elif isinstance(self.move, EventCmdType0MoveType0):
            move = self.move.to_dict()
        else:
            move = self.move

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if accept is not UNSET:
            field_dict["accept"] = accept
        if move is not UNSET:
            field_dict["move"] = move

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_cmd_type_0_move_type_0 import EventCmdType0MoveType0

        d = dict(src_dict)
        kind = EventCmdType0Kind(d.pop("kind"))

        seat = d.pop("seat", UNSET)

        accept = d.pop("accept", UNSET)

        def _parse_move(data: object) -> EventCmdType0MoveType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = EventCmdType0MoveType0.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventCmdType0MoveType0 | None | Unset, data)

        move = _parse_move(d.pop("move", UNSET))

        event_cmd_type_0 = cls(
            kind=kind,
            seat=seat,
            accept=accept,
            move=move,
        )

        event_cmd_type_0.additional_properties = d
        return event_cmd_type_0

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
