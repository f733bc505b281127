from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.report_about import ReportAbout
from ..models.report_reason import ReportReason
from ..models.report_status import ReportStatus

if TYPE_CHECKING:
    from ..models.report_account_type_0 import ReportAccountType0
    from ..models.report_reporter import ReportReporter


T = TypeVar("T", bound="Report")


@_attrs_define
class Report:
    """A report as its reporter and the moderators see it (without its evidence).

    Attributes:
        id (str):
        about (ReportAbout):
        reason (ReportReason):
        details (str):
        status (ReportStatus):
        reporter (ReportReporter):
        account (None | ReportAccountType0): the account reported (a message's author)
        game_id (None | str):
        message_id (None | str):
        created_at (datetime.datetime):
        closed_at (datetime.datetime | None):
        text (str): the report in a sentence, with names
    """

    id: str
    about: ReportAbout
    reason: ReportReason
    details: str
    status: ReportStatus
    reporter: ReportReporter
    account: None | ReportAccountType0
    game_id: None | str
    message_id: None | str
    created_at: datetime.datetime
    closed_at: datetime.datetime | None
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.report_account_type_0 import ReportAccountType0

        id = self.id

        about = self.about.value

        reason = self.reason.value

        details = self.details

        status = self.status.value

        reporter = self.reporter.to_dict()

        account: dict[str, Any] | None
        if isinstance(self.account, ReportAccountType0):
            account = self.account.to_dict()
        else:
            account = self.account

        game_id: None | str
        game_id = self.game_id

        message_id: None | str
        message_id = self.message_id

        created_at = self.created_at.isoformat()

        closed_at: None | str
        if isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "about": about,
                "reason": reason,
                "details": details,
                "status": status,
                "reporter": reporter,
                "account": account,
                "game_id": game_id,
                "message_id": message_id,
                "created_at": created_at,
                "closed_at": closed_at,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.report_account_type_0 import ReportAccountType0
        from ..models.report_reporter import ReportReporter

        d = dict(src_dict)
        id = d.pop("id")

        about = ReportAbout(d.pop("about"))

        reason = ReportReason(d.pop("reason"))

        details = d.pop("details")

        status = ReportStatus(d.pop("status"))

        reporter = ReportReporter.from_dict(d.pop("reporter"))

        def _parse_account(data: object) -> None | ReportAccountType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                account_type_0 = ReportAccountType0.from_dict(data)

                return account_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReportAccountType0, data)

        account = _parse_account(d.pop("account"))

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        def _parse_message_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message_id = _parse_message_id(d.pop("message_id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_closed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = datetime.datetime.fromisoformat(data)

                return closed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        closed_at = _parse_closed_at(d.pop("closed_at"))

        text = d.pop("text")

        report = cls(
            id=id,
            about=about,
            reason=reason,
            details=details,
            status=status,
            reporter=reporter,
            account=account,
            game_id=game_id,
            message_id=message_id,
            created_at=created_at,
            closed_at=closed_at,
            text=text,
        )

        report.additional_properties = d
        return report

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
