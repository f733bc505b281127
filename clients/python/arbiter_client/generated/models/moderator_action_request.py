from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.moderator_action_request_action import ModeratorActionRequestAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="ModeratorActionRequest")


@_attrs_define
class ModeratorActionRequest:
    """
    Attributes:
        action (ModeratorActionRequestAction):
        reason (str): why: recorded with the action and told to the account
        account (None | str | Unset): the account acted on (display name or id); default: the report's account
        report (None | str | Unset): the report this action answers (required to close one)
        minutes (int | None | Unset): mute (required) or suspend (none: until lifted): how long
    """

    action: ModeratorActionRequestAction
    reason: str
    account: None | str | Unset = UNSET
    report: None | str | Unset = UNSET
    minutes: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        reason = self.reason

        account: None | str | Unset
        if isinstance(self.account, Unset):
            account = UNSET
        else:
            account = self.account

        report: None | str | Unset
        if isinstance(self.report, Unset):
            report = UNSET
        else:
            report = self.report

        minutes: int | None | Unset
        if isinstance(self.minutes, Unset):
            minutes = UNSET
        else:
            minutes = self.minutes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "reason": reason,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account
        if report is not UNSET:
            field_dict["report"] = report
        if minutes is not UNSET:
            field_dict["minutes"] = minutes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = ModeratorActionRequestAction(d.pop("action"))

        reason = d.pop("reason")

        def _parse_account(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account = _parse_account(d.pop("account", UNSET))

        def _parse_report(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        report = _parse_report(d.pop("report", UNSET))

        def _parse_minutes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minutes = _parse_minutes(d.pop("minutes", UNSET))

        moderator_action_request = cls(
            action=action,
            reason=reason,
            account=account,
            report=report,
            minutes=minutes,
        )

        return moderator_action_request
