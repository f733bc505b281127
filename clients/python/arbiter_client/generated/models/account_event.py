from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.account_event_leave import AccountEventLeave
    from ..models.challenge import Challenge
    from ..models.outcome import Outcome


T = TypeVar("T", bound="AccountEvent")


@_attrs_define
class AccountEvent:
    """One message of `/v1/me/stream` (in ndjson also its `id`). It says what happened and where, never what a seat sees:
    read the game for that. New types may be added; ignore the ones you do not know.

        Attributes:
            type_ (str):
            text (str): the event in a sentence, with the players' names
            at (datetime.datetime):
            id (str | Unset): ndjson only (SSE: the `id:` line)
            game_id (None | str | Unset):
            ruleset (str | Unset): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling,
                dale, grove). New rulesets may appear.
            version (int | Unset):
            seat (int | Unset): the account's seat in the game
            to_act (list[int] | Unset):
            is_my_turn (bool | Unset):
            deadline (datetime.datetime | None | Unset): your_turn: the move's deadline
            outcome (Outcome | Unset):
            claimed_seat (int | Unset): invite_accepted
            url (str | Unset):
            challenge (Challenge | Unset):
            leave (AccountEventLeave | Unset): leave, opponent_on_leave: the period ({id, start, last, days, from, until};
                opponent_on_leave: {seat, from, until})
    """

    type_: str
    text: str
    at: datetime.datetime
    id: str | Unset = UNSET
    game_id: None | str | Unset = UNSET
    ruleset: str | Unset = UNSET
    version: int | Unset = UNSET
    seat: int | Unset = UNSET
    to_act: list[int] | Unset = UNSET
    is_my_turn: bool | Unset = UNSET
    deadline: datetime.datetime | None | Unset = UNSET
    outcome: Outcome | Unset = UNSET
    claimed_seat: int | Unset = UNSET
    url: str | Unset = UNSET
    challenge: Challenge | Unset = UNSET
    leave: AccountEventLeave | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        text = self.text

        at = self.at.isoformat()

        id = self.id

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        ruleset = self.ruleset

        version = self.version

        seat = self.seat

        to_act: list[int] | Unset = UNSET
        if not isinstance(self.to_act, Unset):
            to_act = self.to_act

        is_my_turn = self.is_my_turn

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        elif isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        outcome: dict[str, Any] | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.to_dict()

        claimed_seat = self.claimed_seat

        url = self.url

        challenge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.challenge, Unset):
            challenge = self.challenge.to_dict()

        leave: dict[str, Any] | Unset = UNSET
        if not isinstance(self.leave, Unset):
            leave = self.leave.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "text": text,
                "at": at,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if version is not UNSET:
            field_dict["version"] = version
        if seat is not UNSET:
            field_dict["seat"] = seat
        if to_act is not UNSET:
            field_dict["to_act"] = to_act
        if is_my_turn is not UNSET:
            field_dict["is_my_turn"] = is_my_turn
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if claimed_seat is not UNSET:
            field_dict["claimed_seat"] = claimed_seat
        if url is not UNSET:
            field_dict["url"] = url
        if challenge is not UNSET:
            field_dict["challenge"] = challenge
        if leave is not UNSET:
            field_dict["leave"] = leave

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account_event_leave import AccountEventLeave
        from ..models.challenge import Challenge
        from ..models.outcome import Outcome

        d = dict(src_dict)
        type_ = d.pop("type")

        text = d.pop("text")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        id = d.pop("id", UNSET)

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        ruleset = d.pop("ruleset", UNSET)

        version = d.pop("version", UNSET)

        seat = d.pop("seat", UNSET)

        to_act = cast(list[int], d.pop("to_act", UNSET))

        is_my_turn = d.pop("is_my_turn", UNSET)

        def _parse_deadline(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        _outcome = d.pop("outcome", UNSET)
        outcome: Outcome | Unset
        if isinstance(_outcome, Unset):
            outcome = UNSET
        else:
            outcome = Outcome.from_dict(_outcome)

        claimed_seat = d.pop("claimed_seat", UNSET)

        url = d.pop("url", UNSET)

        _challenge = d.pop("challenge", UNSET)
        challenge: Challenge | Unset
        if isinstance(_challenge, Unset):
            challenge = UNSET
        else:
            challenge = Challenge.from_dict(_challenge)

        _leave = d.pop("leave", UNSET)
        leave: AccountEventLeave | Unset
        if isinstance(_leave, Unset):
            leave = UNSET
        else:
            leave = AccountEventLeave.from_dict(_leave)

        account_event = cls(
            type_=type_,
            text=text,
            at=at,
            id=id,
            game_id=game_id,
            ruleset=ruleset,
            version=version,
            seat=seat,
            to_act=to_act,
            is_my_turn=is_my_turn,
            deadline=deadline,
            outcome=outcome,
            claimed_seat=claimed_seat,
            url=url,
            challenge=challenge,
            leave=leave,
        )

        account_event.additional_properties = d
        return account_event

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
