from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetReportResponse200StandingType0")


@_attrs_define
class GetReportResponse200StandingType0:
    """What moderators decided about the account: restrictions now in force, and its role.

    Attributes:
        muted_until (None | str): table talk muted until this time (ISO 8601), or `forever`
        suspended_until (None | str): suspended until this time (ISO 8601), or `forever` (until a moderator lifts it)
        restricted (bool):
        is_moderator (bool):
    """

    muted_until: None | str
    suspended_until: None | str
    restricted: bool
    is_moderator: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        muted_until: None | str
        muted_until = self.muted_until

        suspended_until: None | str
        suspended_until = self.suspended_until

        restricted = self.restricted

        is_moderator = self.is_moderator

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "muted_until": muted_until,
                "suspended_until": suspended_until,
                "restricted": restricted,
                "is_moderator": is_moderator,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_muted_until(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        muted_until = _parse_muted_until(d.pop("muted_until"))

        def _parse_suspended_until(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        suspended_until = _parse_suspended_until(d.pop("suspended_until"))

        restricted = d.pop("restricted")

        is_moderator = d.pop("is_moderator")

        get_report_response_200_standing_type_0 = cls(
            muted_until=muted_until,
            suspended_until=suspended_until,
            restricted=restricted,
            is_moderator=is_moderator,
        )

        get_report_response_200_standing_type_0.additional_properties = d
        return get_report_response_200_standing_type_0

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
