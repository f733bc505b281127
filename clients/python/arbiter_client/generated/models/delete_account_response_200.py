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

T = TypeVar("T", bound="DeleteAccountResponse200")


@_attrs_define
class DeleteAccountResponse200:
    """The account is gone: its sessions, passkeys, tokens, codes, address, push subscriptions and settings are erased, and
    every seat it held reads "a deleted player" (docs/accounts.md).

        Attributes:
            deleted (Literal[True]):
            games (int): the games whose seat was erased
            resigned (int): running games in which the seat resigned
            left_to_ai (int): running games with on_timeout ai, where the AI plays the seat's turns when they time out
            waiting (int): games waiting for players, where an AI takes the seat when they start
    """

    deleted: Literal[True]
    games: int
    resigned: int
    left_to_ai: int
    waiting: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deleted = self.deleted

        games = self.games

        resigned = self.resigned

        left_to_ai = self.left_to_ai

        waiting = self.waiting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deleted": deleted,
                "games": games,
                "resigned": resigned,
                "left_to_ai": left_to_ai,
                "waiting": waiting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deleted = cast(Literal[True], d.pop("deleted"))
        if deleted != True:
            raise ValueError(f"deleted must match const True, got '{deleted}'")

        games = d.pop("games")

        resigned = d.pop("resigned")

        left_to_ai = d.pop("left_to_ai")

        waiting = d.pop("waiting")

        delete_account_response_200 = cls(
            deleted=deleted,
            games=games,
            resigned=resigned,
            left_to_ai=left_to_ai,
            waiting=waiting,
        )

        delete_account_response_200.additional_properties = d
        return delete_account_response_200

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
