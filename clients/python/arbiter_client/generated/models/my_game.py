from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_summary_status import GameSummaryStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.my_game_links import MyGameLinks
    from ..models.outcome import Outcome
    from ..models.seat import Seat


T = TypeVar("T", bound="MyGame")


@_attrs_define
class MyGame:
    """
    Attributes:
        id (str):
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale,
            grove). New rulesets may appear.
        ruleset_version (int | None): the version of its rules (null only for a game from before versions were recorded
            that no read has identified yet)
        status (GameSummaryStatus):
        version (int):
        seats (list[Seat]):
        open_seats (list[int]):
        to_act (list[int]):
        deadline (datetime.datetime | None):
        outcome (None | Outcome): a finished game's result, with its sentence (`text`: "Bo wins: ..."); null until then
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        your_seat (int):
        is_my_turn (bool):
        seconds_left (float | None):
        links (MyGameLinks | Unset): in the account form: the game page, replay, audit and export
    """

    id: str
    ruleset: str
    ruleset_version: int | None
    status: GameSummaryStatus
    version: int
    seats: list[Seat]
    open_seats: list[int]
    to_act: list[int]
    deadline: datetime.datetime | None
    outcome: None | Outcome
    created_at: datetime.datetime
    updated_at: datetime.datetime
    your_seat: int
    is_my_turn: bool
    seconds_left: float | None
    links: MyGameLinks | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome

        id = self.id

        ruleset = self.ruleset

        ruleset_version: int | None
        ruleset_version = self.ruleset_version

        status = self.status.value

        version = self.version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        open_seats = self.open_seats

        to_act = self.to_act

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        your_seat = self.your_seat

        is_my_turn = self.is_my_turn

        seconds_left: float | None
        seconds_left = self.seconds_left

        links: dict[str, Any] | Unset = UNSET
        if not isinstance(self.links, Unset):
            links = self.links.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "ruleset_version": ruleset_version,
                "status": status,
                "version": version,
                "seats": seats,
                "open_seats": open_seats,
                "to_act": to_act,
                "deadline": deadline,
                "outcome": outcome,
                "created_at": created_at,
                "updated_at": updated_at,
                "your_seat": your_seat,
                "is_my_turn": is_my_turn,
                "seconds_left": seconds_left,
            }
        )
        if links is not UNSET:
            field_dict["links"] = links

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.my_game_links import MyGameLinks
        from ..models.outcome import Outcome
        from ..models.seat import Seat

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = d.pop("ruleset")

        def _parse_ruleset_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ruleset_version = _parse_ruleset_version(d.pop("ruleset_version"))

        status = GameSummaryStatus(d.pop("status"))

        version = d.pop("version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        open_seats = cast(list[int], d.pop("open_seats"))

        to_act = cast(list[int], d.pop("to_act"))

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        your_seat = d.pop("your_seat")

        is_my_turn = d.pop("is_my_turn")

        def _parse_seconds_left(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        seconds_left = _parse_seconds_left(d.pop("seconds_left"))

        _links = d.pop("links", UNSET)
        links: MyGameLinks | Unset
        if isinstance(_links, Unset):
            links = UNSET
        else:
            links = MyGameLinks.from_dict(_links)

        my_game = cls(
            id=id,
            ruleset=ruleset,
            ruleset_version=ruleset_version,
            status=status,
            version=version,
            seats=seats,
            open_seats=open_seats,
            to_act=to_act,
            deadline=deadline,
            outcome=outcome,
            created_at=created_at,
            updated_at=updated_at,
            your_seat=your_seat,
            is_my_turn=is_my_turn,
            seconds_left=seconds_left,
            links=links,
        )

        my_game.additional_properties = d
        return my_game

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
