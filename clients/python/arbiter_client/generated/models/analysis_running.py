from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysis_running_level import AnalysisRunningLevel

T = TypeVar("T", bound="AnalysisRunning")


@_attrs_define
class AnalysisRunning:
    """The analysis is queued or running: ask again after Retry-After seconds (the Location header).

    Attributes:
        status (Literal['running']):
        level (AnalysisRunningLevel):
        retry_after (int): seconds, as the Retry-After header
    """

    status: Literal["running"]
    level: AnalysisRunningLevel
    retry_after: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        level = self.level.value

        retry_after = self.retry_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "level": level,
                "retry_after": retry_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["running"], d.pop("status"))
        if status != "running":
            raise ValueError(f"status must match const 'running', got '{status}'")

        level = AnalysisRunningLevel(d.pop("level"))

        retry_after = d.pop("retry_after")

        analysis_running = cls(
            status=status,
            level=level,
            retry_after=retry_after,
        )

        analysis_running.additional_properties = d
        return analysis_running

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
