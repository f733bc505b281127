from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.account import Account
    from ..models.export_account_response_200_games_item import (
        ExportAccountResponse200GamesItem,
    )
    from ..models.export_account_response_200_passkeys_item import (
        ExportAccountResponse200PasskeysItem,
    )
    from ..models.export_account_response_200_push_subscriptions_item import (
        ExportAccountResponse200PushSubscriptionsItem,
    )
    from ..models.export_account_response_200_sessions_item import (
        ExportAccountResponse200SessionsItem,
    )
    from ..models.export_account_response_200_tokens_item import (
        ExportAccountResponse200TokensItem,
    )
    from ..models.game_export import GameExport


T = TypeVar("T", bound="ExportAccountResponse200")


@_attrs_define
class ExportAccountResponse200:
    """Everything the account holds, as its owner may read it (no secret: no key material, no token or code, push services
    by host only), with the portable record of every finished game.

        Attributes:
            format_ (Literal['arbiter-account/1']):
            account (Account):
            passkeys (list[ExportAccountResponse200PasskeysItem]):
            sessions (list[ExportAccountResponse200SessionsItem]):
            tokens (list[ExportAccountResponse200TokensItem]):
            push_subscriptions (list[ExportAccountResponse200PushSubscriptionsItem]):
            recovery_codes_left (int):
            games (list[ExportAccountResponse200GamesItem]): every game the account holds a seat of: id, ruleset, status,
                your_seat, links
            exports (list[GameExport]): each finished game's portable record (what `python -m domain.audit` verifies)
    """

    format_: Literal["arbiter-account/1"]
    account: Account
    passkeys: list[ExportAccountResponse200PasskeysItem]
    sessions: list[ExportAccountResponse200SessionsItem]
    tokens: list[ExportAccountResponse200TokensItem]
    push_subscriptions: list[ExportAccountResponse200PushSubscriptionsItem]
    recovery_codes_left: int
    games: list[ExportAccountResponse200GamesItem]
    exports: list[GameExport]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        account = self.account.to_dict()

        passkeys = []
        for passkeys_item_data in self.passkeys:
            passkeys_item = passkeys_item_data.to_dict()
            passkeys.append(passkeys_item)

        sessions = []
        for sessions_item_data in self.sessions:
            sessions_item = sessions_item_data.to_dict()
            sessions.append(sessions_item)

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        push_subscriptions = []
        for push_subscriptions_item_data in self.push_subscriptions:
            push_subscriptions_item = push_subscriptions_item_data.to_dict()
            push_subscriptions.append(push_subscriptions_item)

        recovery_codes_left = self.recovery_codes_left

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        exports = []
        for exports_item_data in self.exports:
            exports_item = exports_item_data.to_dict()
            exports.append(exports_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "account": account,
                "passkeys": passkeys,
                "sessions": sessions,
                "tokens": tokens,
                "push_subscriptions": push_subscriptions,
                "recovery_codes_left": recovery_codes_left,
                "games": games,
                "exports": exports,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account import Account
        from ..models.export_account_response_200_games_item import (
            ExportAccountResponse200GamesItem,
        )
        from ..models.export_account_response_200_passkeys_item import (
            ExportAccountResponse200PasskeysItem,
        )
        from ..models.export_account_response_200_push_subscriptions_item import (
            ExportAccountResponse200PushSubscriptionsItem,
        )
        from ..models.export_account_response_200_sessions_item import (
            ExportAccountResponse200SessionsItem,
        )
        from ..models.export_account_response_200_tokens_item import (
            ExportAccountResponse200TokensItem,
        )
        from ..models.game_export import GameExport

        d = dict(src_dict)
        format_ = cast(Literal["arbiter-account/1"], d.pop("format"))
        if format_ != "arbiter-account/1":
            raise ValueError(
                f"format must match const 'arbiter-account/1', got '{format_}'"
            )

        account = Account.from_dict(d.pop("account"))

        passkeys = []
        _passkeys = d.pop("passkeys")
        for passkeys_item_data in _passkeys:
            passkeys_item = ExportAccountResponse200PasskeysItem.from_dict(
                passkeys_item_data
            )

            passkeys.append(passkeys_item)

        sessions = []
        _sessions = d.pop("sessions")
        for sessions_item_data in _sessions:
            sessions_item = ExportAccountResponse200SessionsItem.from_dict(
                sessions_item_data
            )

            sessions.append(sessions_item)

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = ExportAccountResponse200TokensItem.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        push_subscriptions = []
        _push_subscriptions = d.pop("push_subscriptions")
        for push_subscriptions_item_data in _push_subscriptions:
            push_subscriptions_item = (
                ExportAccountResponse200PushSubscriptionsItem.from_dict(
                    push_subscriptions_item_data
                )
            )

            push_subscriptions.append(push_subscriptions_item)

        recovery_codes_left = d.pop("recovery_codes_left")

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = ExportAccountResponse200GamesItem.from_dict(games_item_data)

            games.append(games_item)

        exports = []
        _exports = d.pop("exports")
        for exports_item_data in _exports:
            exports_item = GameExport.from_dict(exports_item_data)

            exports.append(exports_item)

        export_account_response_200 = cls(
            format_=format_,
            account=account,
            passkeys=passkeys,
            sessions=sessions,
            tokens=tokens,
            push_subscriptions=push_subscriptions,
            recovery_codes_left=recovery_codes_left,
            games=games,
            exports=exports,
        )

        export_account_response_200.additional_properties = d
        return export_account_response_200

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
