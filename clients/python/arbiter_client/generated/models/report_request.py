from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.report_request_about import ReportRequestAbout
from ..models.report_request_reason import ReportRequestReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportRequest")


@_attrs_define
class ReportRequest:
    """
    Attributes:
        about (ReportRequestAbout): what is reported: an account, a message of table talk, a game
        reason (ReportRequestReason):
        account (None | str | Unset): about=account: the account (display name or id); about=game: optionally the
            account suspected
        game_id (None | str | Unset): about=message or game: the game
        message_id (None | str | Unset): about=message: the message's id (as the chat lists it)
        details (None | str | Unset): what happened, in your words (up to 1000 characters)
    """

    about: ReportRequestAbout
    reason: ReportRequestReason
    account: None | str | Unset = UNSET
    game_id: None | str | Unset = UNSET
    message_id: None | str | Unset = UNSET
    details: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        about = self.about.value

        reason = self.reason.value

        account: None | str | Unset
        if isinstance(self.account, Unset):
            account = UNSET
        else:
            account = self.account

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        message_id: None | str | Unset
        if isinstance(self.message_id, Unset):
            message_id = UNSET
        else:
            message_id = self.message_id

        details: None | str | Unset
        if isinstance(self.details, Unset):
            details = UNSET
        else:
            details = self.details

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "about": about,
                "reason": reason,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if message_id is not UNSET:
            field_dict["message_id"] = message_id
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        about = ReportRequestAbout(d.pop("about"))

        reason = ReportRequestReason(d.pop("reason"))

        def _parse_account(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account = _parse_account(d.pop("account", UNSET))

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        def _parse_message_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message_id = _parse_message_id(d.pop("message_id", UNSET))

        def _parse_details(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        details = _parse_details(d.pop("details", UNSET))

        report_request = cls(
            about=about,
            reason=reason,
            account=account,
            game_id=game_id,
            message_id=message_id,
            details=details,
        )

        return report_request
