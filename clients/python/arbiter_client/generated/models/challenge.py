from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.challenge_seat import ChallengeSeat
from ..models.challenge_status import ChallengeStatus

if TYPE_CHECKING:
    from ..models.challenge_challenger import ChallengeChallenger
    from ..models.challenge_options import ChallengeOptions
    from ..models.challenge_to_type_0 import ChallengeToType0
    from ..models.clock import Clock


T = TypeVar("T", bound="Challenge")


@_attrs_define
class Challenge:
    """
    Attributes:
        id (str):
        status (ChallengeStatus):
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale,
            grove). New rulesets may appear.
        options (ChallengeOptions): with defaults filled in
        clock (Clock | None):
        seat (ChallengeSeat): the challenger's seat as asked
        challenger (ChallengeChallenger):
        to (ChallengeToType0 | None): the account challenged; null for an open seek
        open_ (bool): an open seek: any account may accept it
        created_at (datetime.datetime):
        expires_at (datetime.datetime):
        game_id (None | str): once accepted: the game it created
        accepted_by (None | str): once accepted: the account that accepted
    """

    id: str
    status: ChallengeStatus
    ruleset: str
    options: ChallengeOptions
    clock: Clock | None
    seat: ChallengeSeat
    challenger: ChallengeChallenger
    to: ChallengeToType0 | None
    open_: bool
    created_at: datetime.datetime
    expires_at: datetime.datetime
    game_id: None | str
    accepted_by: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_to_type_0 import ChallengeToType0
        from ..models.clock import Clock

        id = self.id

        status = self.status.value

        ruleset = self.ruleset

        options = self.options.to_dict()

        clock: dict[str, Any] | None
        if isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        seat = self.seat.value

        challenger = self.challenger.to_dict()

        to: dict[str, Any] | None
        if isinstance(self.to, ChallengeToType0):
            to = self.to.to_dict()
        else:
            to = self.to

        open_ = self.open_

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game_id: None | str
        game_id = self.game_id

        accepted_by: None | str
        accepted_by = self.accepted_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "ruleset": ruleset,
                "options": options,
                "clock": clock,
                "seat": seat,
                "challenger": challenger,
                "to": to,
                "open": open_,
                "created_at": created_at,
                "expires_at": expires_at,
                "game_id": game_id,
                "accepted_by": accepted_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.challenge_challenger import ChallengeChallenger
        from ..models.challenge_options import ChallengeOptions
        from ..models.challenge_to_type_0 import ChallengeToType0
        from ..models.clock import Clock

        d = dict(src_dict)
        id = d.pop("id")

        status = ChallengeStatus(d.pop("status"))

        ruleset = d.pop("ruleset")

        options = ChallengeOptions.from_dict(d.pop("options"))

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

        seat = ChallengeSeat(d.pop("seat"))

        challenger = ChallengeChallenger.from_dict(d.pop("challenger"))

        def _parse_to(data: object) -> ChallengeToType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_type_0 = ChallengeToType0.from_dict(data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChallengeToType0 | None, data)

        to = _parse_to(d.pop("to"))

        open_ = d.pop("open")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        def _parse_accepted_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        accepted_by = _parse_accepted_by(d.pop("accepted_by"))

        challenge = cls(
            id=id,
            status=status,
            ruleset=ruleset,
            options=options,
            clock=clock,
            seat=seat,
            challenger=challenger,
            to=to,
            open_=open_,
            created_at=created_at,
            expires_at=expires_at,
            game_id=game_id,
            accepted_by=accepted_by,
        )

        challenge.additional_properties = d
        return challenge

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
