from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_cmd_type_0 import EventCmdType0
    from ..models.event_data import EventData
    from ..models.event_digests import EventDigests
    from ..models.event_private import EventPrivate


T = TypeVar("T", bound="Event")


@_attrs_define
class Event:
    """An event envelope, redacted for the caller.

    Attributes:
        seq (int):
        type_ (str):
        seat (int | None):
        data (EventData):
        at (datetime.datetime):
        cmd (EventCmdType0 | None):
        digests (EventDigests):
        hash_ (str):
        private (EventPrivate): audience (seat number or "server") -> private data the caller may see; all of it once
            the game has finished
        text (str): the event in words, as the caller may read it (a sentence in the game's vocabulary, with the
            players' names); not part of the hashed envelope, never stored (docs/api.md, `text`)
    """

    seq: int
    type_: str
    seat: int | None
    data: EventData
    at: datetime.datetime
    cmd: EventCmdType0 | None
    digests: EventDigests
    hash_: str
    private: EventPrivate
    text: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_cmd_type_0 import EventCmdType0

        seq = self.seq

        type_ = self.type_

        seat: int | None
        seat = self.seat

        data = self.data.to_dict()

        at = self.at.isoformat()

        cmd: dict[str, Any] | None
        if isinstance(self.cmd, EventCmdType0):
            cmd = self.cmd.to_dict()
        else:
            cmd = self.cmd

        digests = self.digests.to_dict()

        hash_ = self.hash_

        private = self.private.to_dict()

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seq": seq,
                "type": type_,
                "seat": seat,
                "data": data,
                "at": at,
                "cmd": cmd,
                "digests": digests,
                "hash": hash_,
                "private": private,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_cmd_type_0 import EventCmdType0
        from ..models.event_data import EventData
        from ..models.event_digests import EventDigests
        from ..models.event_private import EventPrivate

        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = d.pop("type")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = EventData.from_dict(d.pop("data"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_cmd(data: object) -> EventCmdType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cmd_type_0 = EventCmdType0.from_dict(data)

                return cmd_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventCmdType0 | None, data)

        cmd = _parse_cmd(d.pop("cmd"))

        digests = EventDigests.from_dict(d.pop("digests"))

        hash_ = d.pop("hash")

        private = EventPrivate.from_dict(d.pop("private"))

        text = d.pop("text")

        event = cls(
            seq=seq,
            type_=type_,
            seat=seat,
            data=data,
            at=at,
            cmd=cmd,
            digests=digests,
            hash_=hash_,
            private=private,
            text=text,
        )

        return event
