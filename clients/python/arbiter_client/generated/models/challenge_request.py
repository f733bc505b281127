from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.challenge_request_seat import ChallengeRequestSeat
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.challenge_request_options import ChallengeRequestOptions
    from ..models.clock import Clock


T = TypeVar("T", bound="ChallengeRequest")


@_attrs_define
class ChallengeRequest:
    """
    Attributes:
        ruleset (str): a ruleset id (GET /v1/rulesets) that seats two players
        to (None | str | Unset): the account challenged: its display name or id; none (or null) posts an open seek any
            account may accept
        options (ChallengeRequestOptions | Unset): the ruleset's options (`<Ruleset>Options`), checked now
        clock (Clock | None | Unset): a deadline per turn; none: no deadlines
        seat (ChallengeRequestSeat | Unset): the challenger's seat: first (seat 0), second (seat 1) or random (drawn
            when the challenge is made) Default: ChallengeRequestSeat.RANDOM.
        expires_in (int | None | Unset): seconds until it expires unanswered (default 24 hours for a challenge to an
            account, 1 hour for an open seek)
    """

    ruleset: str
    to: None | str | Unset = UNSET
    options: ChallengeRequestOptions | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    seat: ChallengeRequestSeat | Unset = ChallengeRequestSeat.RANDOM
    expires_in: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock

        ruleset = self.ruleset

        to: None | str | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        seat: str | Unset = UNSET
        if not isinstance(self.seat, Unset):
            seat = self.seat.value

        expires_in: int | None | Unset
        if isinstance(self.expires_in, Unset):
            expires_in = UNSET
        else:
            expires_in = self.expires_in

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to
        if options is not UNSET:
            field_dict["options"] = options
        if clock is not UNSET:
            field_dict["clock"] = clock
        if seat is not UNSET:
            field_dict["seat"] = seat
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.challenge_request_options import ChallengeRequestOptions
        from ..models.clock import Clock

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        def _parse_to(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        _options = d.pop("options", UNSET)
        options: ChallengeRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = ChallengeRequestOptions.from_dict(_options)

        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _seat = d.pop("seat", UNSET)
        seat: ChallengeRequestSeat | Unset
        if isinstance(_seat, Unset):
            seat = UNSET
        else:
            seat = ChallengeRequestSeat(_seat)

        def _parse_expires_in(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in = _parse_expires_in(d.pop("expires_in", UNSET))

        challenge_request = cls(
            ruleset=ruleset,
            to=to,
            options=options,
            clock=clock,
            seat=seat,
            expires_in=expires_in,
        )

        return challenge_request
