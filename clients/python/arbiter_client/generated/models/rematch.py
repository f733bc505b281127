from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rematch_status import RematchStatus

T = TypeVar("T", bound="Rematch")


@_attrs_define
class Rematch:
    """A finished game's rematch: the same players, the same options, the seats turned one place.

    Attributes:
        game_id (str): the finished game
        status (RematchStatus):
        accepted (list[int]): seats (of the finished game) that accepted
        waiting_for (list[int]):
        new_game (None | str): the new game, once started
        your_seat (int | None): the caller's seat in the new game
        token (None | str): the caller's seat token in the new game (a seat without an account; an account's seat is
            reached with its session)
        text (str): the rematch in words, with the players' names
    """

    game_id: str
    status: RematchStatus
    accepted: list[int]
    waiting_for: list[int]
    new_game: None | str
    your_seat: int | None
    token: None | str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        status = self.status.value

        accepted = self.accepted

        waiting_for = self.waiting_for

        new_game: None | str
        new_game = self.new_game

        your_seat: int | None
        your_seat = self.your_seat

        token: None | str
        token = self.token

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "status": status,
                "accepted": accepted,
                "waiting_for": waiting_for,
                "new_game": new_game,
                "your_seat": your_seat,
                "token": token,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        status = RematchStatus(d.pop("status"))

        accepted = cast(list[int], d.pop("accepted"))

        waiting_for = cast(list[int], d.pop("waiting_for"))

        def _parse_new_game(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        new_game = _parse_new_game(d.pop("new_game"))

        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))

        text = d.pop("text")

        rematch = cls(
            game_id=game_id,
            status=status,
            accepted=accepted,
            waiting_for=waiting_for,
            new_game=new_game,
            your_seat=your_seat,
            token=token,
            text=text,
        )

        rematch.additional_properties = d
        return rematch

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
