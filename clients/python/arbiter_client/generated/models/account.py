from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.account_signed_in_with import AccountSignedInWith
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.account_prefs import AccountPrefs
    from ..models.my_game_counts import MyGameCounts


T = TypeVar("T", bound="Account")


@_attrs_define
class Account:
    """
    Attributes:
        id (str):
        display_name (str):
        email (None | str):
        email_verified (bool):
        created_at (datetime.datetime):
        prefs (AccountPrefs | Unset):
        language (None | str | Unset): the chosen language (`en`, `es`, `de`); null: the browser's Accept-Language
        recovery_codes_left (int | Unset):
        mail_available (bool | Unset):
        games (MyGameCounts | Unset):
        signed_in_with (AccountSignedInWith | Unset):
    """

    id: str
    display_name: str
    email: None | str
    email_verified: bool
    created_at: datetime.datetime
    prefs: AccountPrefs | Unset = UNSET
    language: None | str | Unset = UNSET
    recovery_codes_left: int | Unset = UNSET
    mail_available: bool | Unset = UNSET
    games: MyGameCounts | Unset = UNSET
    signed_in_with: AccountSignedInWith | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        display_name = self.display_name

        email: None | str
        email = self.email

        email_verified = self.email_verified

        created_at = self.created_at.isoformat()

        prefs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.prefs, Unset):
            prefs = self.prefs.to_dict()

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        else:
            language = self.language

        recovery_codes_left = self.recovery_codes_left

        mail_available = self.mail_available

        games: dict[str, Any] | Unset = UNSET
        if not isinstance(self.games, Unset):
            games = self.games.to_dict()

        signed_in_with: str | Unset = UNSET
        if not isinstance(self.signed_in_with, Unset):
            signed_in_with = self.signed_in_with.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "display_name": display_name,
                "email": email,
                "email_verified": email_verified,
                "created_at": created_at,
            }
        )
        if prefs is not UNSET:
            field_dict["prefs"] = prefs
        if language is not UNSET:
            field_dict["language"] = language
        if recovery_codes_left is not UNSET:
            field_dict["recovery_codes_left"] = recovery_codes_left
        if mail_available is not UNSET:
            field_dict["mail_available"] = mail_available
        if games is not UNSET:
            field_dict["games"] = games
        if signed_in_with is not UNSET:
            field_dict["signed_in_with"] = signed_in_with

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account_prefs import AccountPrefs
        from ..models.my_game_counts import MyGameCounts

        d = dict(src_dict)
        id = d.pop("id")

        display_name = d.pop("display_name")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        email_verified = d.pop("email_verified")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        _prefs = d.pop("prefs", UNSET)
        prefs: AccountPrefs | Unset
        if isinstance(_prefs, Unset):
            prefs = UNSET
        else:
            prefs = AccountPrefs.from_dict(_prefs)

        def _parse_language(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language = _parse_language(d.pop("language", UNSET))

        recovery_codes_left = d.pop("recovery_codes_left", UNSET)

        mail_available = d.pop("mail_available", UNSET)

        _games = d.pop("games", UNSET)
        games: MyGameCounts | Unset
        if isinstance(_games, Unset):
            games = UNSET
        else:
            games = MyGameCounts.from_dict(_games)

        _signed_in_with = d.pop("signed_in_with", UNSET)
        signed_in_with: AccountSignedInWith | Unset
        if isinstance(_signed_in_with, Unset):
            signed_in_with = UNSET
        else:
            signed_in_with = AccountSignedInWith(_signed_in_with)

        account = cls(
            id=id,
            display_name=display_name,
            email=email,
            email_verified=email_verified,
            created_at=created_at,
            prefs=prefs,
            language=language,
            recovery_codes_left=recovery_codes_left,
            mail_available=mail_available,
            games=games,
            signed_in_with=signed_in_with,
        )

        account.additional_properties = d
        return account

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
