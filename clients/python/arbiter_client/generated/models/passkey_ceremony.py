from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.passkey_ceremony_credential import PasskeyCeremonyCredential


T = TypeVar("T", bound="PasskeyCeremony")


@_attrs_define
class PasskeyCeremony:
    """
    Attributes:
        ceremony (str): the ceremony id of the options answer
        credential (PasskeyCeremonyCredential): the PublicKeyCredential as JSON (id, rawId, type, response, ...)
        name (None | str | Unset): a label for this passkey in the list (optional)
    """

    ceremony: str
    credential: PasskeyCeremonyCredential
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ceremony = self.ceremony

        credential = self.credential.to_dict()

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ceremony": ceremony,
                "credential": credential,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.passkey_ceremony_credential import PasskeyCeremonyCredential

        d = dict(src_dict)
        ceremony = d.pop("ceremony")

        credential = PasskeyCeremonyCredential.from_dict(d.pop("credential"))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        passkey_ceremony = cls(
            ceremony=ceremony,
            credential=credential,
            name=name,
        )

        return passkey_ceremony
