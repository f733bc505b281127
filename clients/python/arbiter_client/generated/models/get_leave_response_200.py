from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.declared_leave import DeclaredLeave


T = TypeVar("T", bound="GetLeaveResponse200")


@_attrs_define
class GetLeaveResponse200:
    """
    Attributes:
        allowance_days (int): days of leave a calendar year
        year (int):
        used_days (int): days of this year's leave declared
        left_days (int):
        periods (list[DeclaredLeave]): this year's and later leave
        rules (str): the rules of leave in a sentence
    """

    allowance_days: int
    year: int
    used_days: int
    left_days: int
    periods: list[DeclaredLeave]
    rules: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allowance_days = self.allowance_days

        year = self.year

        used_days = self.used_days

        left_days = self.left_days

        periods = []
        for periods_item_data in self.periods:
            periods_item = periods_item_data.to_dict()
            periods.append(periods_item)

        rules = self.rules

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allowance_days": allowance_days,
                "year": year,
                "used_days": used_days,
                "left_days": left_days,
                "periods": periods,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.declared_leave import DeclaredLeave

        d = dict(src_dict)
        allowance_days = d.pop("allowance_days")

        year = d.pop("year")

        used_days = d.pop("used_days")

        left_days = d.pop("left_days")

        periods = []
        _periods = d.pop("periods")
        for periods_item_data in _periods:
            periods_item = DeclaredLeave.from_dict(periods_item_data)

            periods.append(periods_item)

        rules = d.pop("rules")

        get_leave_response_200 = cls(
            allowance_days=allowance_days,
            year=year,
            used_days=used_days,
            left_days=left_days,
            periods=periods,
            rules=rules,
        )

        get_leave_response_200.additional_properties = d
        return get_leave_response_200

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
