from __future__ import annotations

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

if TYPE_CHECKING:
    from ..models.ready_checks import ReadyChecks


T = TypeVar("T", bound="ReadyzResponse200")


@_attrs_define
class ReadyzResponse200:
    """
    Attributes:
        status (Literal['ready']):
        checks (ReadyChecks): each dependency: 'ok' or 'unavailable: why'
    """

    status: Literal["ready"]
    checks: ReadyChecks
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        checks = self.checks.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "checks": checks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ready_checks import ReadyChecks

        d = dict(src_dict)
        status = cast(Literal["ready"], d.pop("status"))
        if status != "ready":
            raise ValueError(f"status must match const 'ready', got '{status}'")

        checks = ReadyChecks.from_dict(d.pop("checks"))

        readyz_response_200 = cls(
            status=status,
            checks=checks,
        )

        readyz_response_200.additional_properties = d
        return readyz_response_200

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
