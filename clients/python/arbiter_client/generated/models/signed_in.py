from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.account import Account


T = TypeVar("T", bound="SignedIn")


@_attrs_define
class SignedIn:
    """Signed in: the session cookie (HttpOnly, SameSite=Lax) and the CSRF cookie are set on this answer.

    Attributes:
        account (Account):
        recovery_codes (list[str] | Unset): only at sign-up: shown once
    """

    account: Account
    recovery_codes: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account = self.account.to_dict()

        recovery_codes: list[str] | Unset = UNSET
        if not isinstance(self.recovery_codes, Unset):
            recovery_codes = self.recovery_codes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "account": account,
            }
        )
        if recovery_codes is not UNSET:
            field_dict["recovery_codes"] = recovery_codes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account import Account

        d = dict(src_dict)
        account = Account.from_dict(d.pop("account"))

        recovery_codes = cast(list[str], d.pop("recovery_codes", UNSET))

        signed_in = cls(
            account=account,
            recovery_codes=recovery_codes,
        )

        signed_in.additional_properties = d
        return signed_in

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
