from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.battalla_game_status import BattallaGameStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.battalla_game_options import BattallaGameOptions
    from ..models.battalla_view import BattallaView
    from ..models.clock import Clock
    from ..models.outcome import Outcome
    from ..models.seat import Seat
    from ..models.seat_clock import SeatClock


T = TypeVar("T", bound="BattallaGame")


@_attrs_define
class BattallaGame:
    """
    Attributes:
        id (str):
        ruleset (Literal['battalla']):
        ruleset_version (int): the version of the rules the game is decided, replayed and audited under, for its whole
            life (docs/decisions.md, "Rules versions")
        status (BattallaGameStatus):
        version (int): 0 while the game is waiting
        seats (list[Seat]):
        your_seat (int | None):
        to_act (list[int]): the seats that may act now
        removed (list[int]): seats that resigned or forfeited
        deadline (datetime.datetime | None):
        clock (Clock | None):
        options (BattallaGameOptions): the options with defaults filled in
        outcome (None | Outcome):
        view (BattallaView): The public mat and piles by size; a seat also sees its own hand and Hero Deck.
        seed_commitment (None | str):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        clocks (list[SeatClock] | Unset): games with a clock, until they end: each person's seat's clock
            (docs/deadlines.md: move allowance, reserve, leave)
        creator_token (str | Unset): only in the answer that creates a game with open seats: starts the game (`POST
            /start`) and owns game webhooks
        token (str | Unset): only in the answer to a claim: the claimed seat's token
    """

    id: str
    ruleset: Literal["battalla"]
    ruleset_version: int
    status: BattallaGameStatus
    version: int
    seats: list[Seat]
    your_seat: int | None
    to_act: list[int]
    removed: list[int]
    deadline: datetime.datetime | None
    clock: Clock | None
    options: BattallaGameOptions
    outcome: None | Outcome
    view: BattallaView
    seed_commitment: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    clocks: list[SeatClock] | Unset = UNSET
    creator_token: str | Unset = UNSET
    token: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock
        from ..models.outcome import Outcome

        id = self.id

        ruleset = self.ruleset

        ruleset_version = self.ruleset_version

        status = self.status.value

        version = self.version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        your_seat: int | None
        your_seat = self.your_seat

        to_act = self.to_act

        removed = self.removed

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        clock: dict[str, Any] | None
        if isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        view = self.view.to_dict()

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        clocks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.clocks, Unset):
            clocks = []
            for clocks_item_data in self.clocks:
                clocks_item = clocks_item_data.to_dict()
                clocks.append(clocks_item)

        creator_token = self.creator_token

        token = self.token

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
                "your_seat": your_seat,
                "to_act": to_act,
                "removed": removed,
                "deadline": deadline,
                "clock": clock,
                "options": options,
                "outcome": outcome,
                "view": view,
                "seed_commitment": seed_commitment,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if creator_token is not UNSET:
            field_dict["creator_token"] = creator_token
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.battalla_game_options import BattallaGameOptions
        from ..models.battalla_view import BattallaView
        from ..models.clock import Clock
        from ..models.outcome import Outcome
        from ..models.seat import Seat
        from ..models.seat_clock import SeatClock

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = cast(Literal["battalla"], d.pop("ruleset"))
        if ruleset != "battalla":
            raise ValueError(f"ruleset must match const 'battalla', got '{ruleset}'")

        ruleset_version = d.pop("ruleset_version")

        status = BattallaGameStatus(d.pop("status"))

        version = d.pop("version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        to_act = cast(list[int], d.pop("to_act"))

        removed = cast(list[int], d.pop("removed"))

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

        def _parse_clock(data: object) -> Clock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None, data)

        clock = _parse_clock(d.pop("clock"))

        options = BattallaGameOptions.from_dict(d.pop("options"))

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

        view = BattallaView.from_dict(d.pop("view"))

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        _clocks = d.pop("clocks", UNSET)
        clocks: list[SeatClock] | Unset = UNSET
        if _clocks is not UNSET:
            clocks = []
            for clocks_item_data in _clocks:
                clocks_item = SeatClock.from_dict(clocks_item_data)

                clocks.append(clocks_item)

        creator_token = d.pop("creator_token", UNSET)

        token = d.pop("token", UNSET)

        battalla_game = cls(
            id=id,
            ruleset=ruleset,
            ruleset_version=ruleset_version,
            status=status,
            version=version,
            seats=seats,
            your_seat=your_seat,
            to_act=to_act,
            removed=removed,
            deadline=deadline,
            clock=clock,
            options=options,
            outcome=outcome,
            view=view,
            seed_commitment=seed_commitment,
            created_at=created_at,
            updated_at=updated_at,
            clocks=clocks,
            creator_token=creator_token,
            token=token,
        )

        battalla_game.additional_properties = d
        return battalla_game

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
