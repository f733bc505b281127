from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """RFC 9457 problem details.

    Attributes:
        type_ (str):
        title (str):
        status (int):
        detail (str):
        errors (ProblemErrors | Unset): field (dotted path or header name) -> message
        current_version (int | Unset): on 412: the game's version now
        max_bytes (int | Unset): on 413: the most bytes a request body may have
        rule (str | Unset): on illegal-move: the rule that forbids it
        quote (str | Unset): on illegal-move: the seed's own sentence for that rule, where there is one
    """

    type_: str
    title: str
    status: int
    detail: str
    errors: ProblemErrors | Unset = UNSET
    current_version: int | Unset = UNSET
    max_bytes: int | Unset = UNSET
    rule: str | Unset = UNSET
    quote: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        current_version = self.current_version

        max_bytes = self.max_bytes

        rule = self.rule

        quote = self.quote

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if max_bytes is not UNSET:
            field_dict["max_bytes"] = max_bytes
        if rule is not UNSET:
            field_dict["rule"] = rule
        if quote is not UNSET:
            field_dict["quote"] = quote

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.problem_errors import ProblemErrors

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        current_version = d.pop("current_version", UNSET)

        max_bytes = d.pop("max_bytes", UNSET)

        rule = d.pop("rule", UNSET)

        quote = d.pop("quote", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            current_version=current_version,
            max_bytes=max_bytes,
            rule=rule,
            quote=quote,
        )

        problem.additional_properties = d
        return problem

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
