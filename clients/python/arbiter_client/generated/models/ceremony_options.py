from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ceremony_options_public_key import CeremonyOptionsPublicKey


T = TypeVar("T", bound="CeremonyOptions")


@_attrs_define
class CeremonyOptions:
    """
    Attributes:
        ceremony (str):
        public_key (CeremonyOptionsPublicKey): the PublicKeyCredentialCreation/RequestOptions as JSON (binary fields
            base64url)
    """

    ceremony: str
    public_key: CeremonyOptionsPublicKey
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ceremony = self.ceremony

        public_key = self.public_key.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ceremony": ceremony,
                "publicKey": public_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ceremony_options_public_key import CeremonyOptionsPublicKey

        d = dict(src_dict)
        ceremony = d.pop("ceremony")

        public_key = CeremonyOptionsPublicKey.from_dict(d.pop("publicKey"))

        ceremony_options = cls(
            ceremony=ceremony,
            public_key=public_key,
        )

        ceremony_options.additional_properties = d
        return ceremony_options

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
