from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuditChecks")


@_attrs_define
class AuditChecks:
    """
    Attributes:
        hash_chain (bool):
        refold (bool): the state folded again from the stored events equals the state the service serves
        private_parts (bool | Unset):
        commitment (bool | Unset):
    """

    hash_chain: bool
    refold: bool
    private_parts: bool | Unset = UNSET
    commitment: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hash_chain = self.hash_chain

        refold = self.refold

        private_parts = self.private_parts

        commitment = self.commitment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hash_chain": hash_chain,
                "refold": refold,
            }
        )
        if private_parts is not UNSET:
            field_dict["private_parts"] = private_parts
        if commitment is not UNSET:
            field_dict["commitment"] = commitment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hash_chain = d.pop("hash_chain")

        refold = d.pop("refold")

        private_parts = d.pop("private_parts", UNSET)

        commitment = d.pop("commitment", UNSET)

        audit_checks = cls(
            hash_chain=hash_chain,
            refold=refold,
            private_parts=private_parts,
            commitment=commitment,
        )

        audit_checks.additional_properties = d
        return audit_checks

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
