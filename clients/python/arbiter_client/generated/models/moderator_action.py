from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.moderator_action_account_type_0 import ModeratorActionAccountType0
    from ..models.moderator_action_moderator import ModeratorActionModerator


T = TypeVar("T", bound="ModeratorAction")


@_attrs_define
class ModeratorAction:
    """One entry of the moderators' log: who did what to whom, why and when (never changed).

    Attributes:
        id (str):
        action (str):
        moderator (ModeratorActionModerator): who acted (id empty: the operator's command)
        account (ModeratorActionAccountType0 | None):
        report (None | str):
        reason (str):
        until (None | str): mute, suspend: until when (ISO 8601) or `forever`
        at (datetime.datetime):
        text (str): the action in a sentence, with names
    """

    id: str
    action: str
    moderator: ModeratorActionModerator
    account: ModeratorActionAccountType0 | None
    report: None | str
    reason: str
    until: None | str
    at: datetime.datetime
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.moderator_action_account_type_0 import ModeratorActionAccountType0

        id = self.id

        action = self.action

        moderator = self.moderator.to_dict()

        account: dict[str, Any] | None
        if isinstance(self.account, ModeratorActionAccountType0):
            account = self.account.to_dict()
        else:
            account = self.account

        report: None | str
        report = self.report

        reason = self.reason

        until: None | str
        until = self.until

        at = self.at.isoformat()

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "action": action,
                "moderator": moderator,
                "account": account,
                "report": report,
                "reason": reason,
                "until": until,
                "at": at,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.moderator_action_account_type_0 import ModeratorActionAccountType0
        from ..models.moderator_action_moderator import ModeratorActionModerator

        d = dict(src_dict)
        id = d.pop("id")

        action = d.pop("action")

        moderator = ModeratorActionModerator.from_dict(d.pop("moderator"))

        def _parse_account(data: object) -> ModeratorActionAccountType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                account_type_0 = ModeratorActionAccountType0.from_dict(data)

                return account_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ModeratorActionAccountType0 | None, data)

        account = _parse_account(d.pop("account"))

        def _parse_report(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        report = _parse_report(d.pop("report"))

        reason = d.pop("reason")

        def _parse_until(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        until = _parse_until(d.pop("until"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        text = d.pop("text")

        moderator_action = cls(
            id=id,
            action=action,
            moderator=moderator,
            account=account,
            report=report,
            reason=reason,
            until=until,
            at=at,
            text=text,
        )

        moderator_action.additional_properties = d
        return moderator_action

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
