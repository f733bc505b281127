from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.account_patch_language_type_1 import AccountPatchLanguageType1
from ..models.account_patch_language_type_2_type_1 import AccountPatchLanguageType2Type1
from ..models.account_patch_language_type_3_type_1 import AccountPatchLanguageType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="AccountPatch")


@_attrs_define
class AccountPatch:
    """
    Attributes:
        display_name (str | Unset):
        email (None | str | Unset): a new address is used once its verification link is opened; null removes it
        language (AccountPatchLanguageType1 | AccountPatchLanguageType2Type1 | AccountPatchLanguageType3Type1 | None |
            Unset): the language of the pages, mails and pushes; null follows the browser's Accept-Language
    """

    display_name: str | Unset = UNSET
    email: None | str | Unset = UNSET
    language: (
        AccountPatchLanguageType1
        | AccountPatchLanguageType2Type1
        | AccountPatchLanguageType3Type1
        | None
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        elif (
            isinstance(self.language, AccountPatchLanguageType1)
            or isinstance(self.language, AccountPatchLanguageType2Type1)
            or isinstance(self.language, AccountPatchLanguageType3Type1)
        ):
            language = self.language.value
        else:
            language = self.language

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if email is not UNSET:
            field_dict["email"] = email
        if language is not UNSET:
            field_dict["language"] = language

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        display_name = d.pop("display_name", UNSET)

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        def _parse_language(
            data: object,
        ) -> (
            AccountPatchLanguageType1
            | AccountPatchLanguageType2Type1
            | AccountPatchLanguageType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_1 = AccountPatchLanguageType1(data)

                return language_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_2_type_1 = AccountPatchLanguageType2Type1(data)

                return language_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_3_type_1 = AccountPatchLanguageType3Type1(data)

                return language_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AccountPatchLanguageType1
                | AccountPatchLanguageType2Type1
                | AccountPatchLanguageType3Type1
                | None
                | Unset,
                data,
            )

        language = _parse_language(d.pop("language", UNSET))

        account_patch = cls(
            display_name=display_name,
            email=email,
            language=language,
        )

        return account_patch
