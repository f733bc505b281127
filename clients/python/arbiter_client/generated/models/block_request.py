from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlockRequest")


@_attrs_define
class BlockRequest:
    """
    Attributes:
        account (None | str | Unset): the account to block: its display name or id (or give `game_id` and `seat`
            instead)
        game_id (None | str | Unset): with `seat`: block the account that holds this seat
        seat (int | None | Unset):
    """

    account: None | str | Unset = UNSET
    game_id: None | str | Unset = UNSET
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account: None | str | Unset
        if isinstance(self.account, Unset):
            account = UNSET
        else:
            account = self.account

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if account is not UNSET:
            field_dict["account"] = account
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_account(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account = _parse_account(d.pop("account", UNSET))

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        block_request = cls(
            account=account,
            game_id=game_id,
            seat=seat,
        )

        return block_request
