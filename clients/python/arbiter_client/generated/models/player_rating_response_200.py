from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.player_rating_response_200_kind import PlayerRatingResponse200Kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.player_rating_response_200_history_item import (
        PlayerRatingResponse200HistoryItem,
    )


T = TypeVar("T", bound="PlayerRatingResponse200")


@_attrs_define
class PlayerRatingResponse200:
    """
    Attributes:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale,
            grove). New rulesets may appear.
        player (str):
        mu (float):
        sigma (float):
        ordinal (float):
        games (int):
        history (list[PlayerRatingResponse200HistoryItem]):
        name (None | str | Unset):
        kind (PlayerRatingResponse200Kind | Unset):
    """

    ruleset: str
    player: str
    mu: float
    sigma: float
    ordinal: float
    games: int
    history: list[PlayerRatingResponse200HistoryItem]
    name: None | str | Unset = UNSET
    kind: PlayerRatingResponse200Kind | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        player = self.player

        mu = self.mu

        sigma = self.sigma

        ordinal = self.ordinal

        games = self.games

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "player": player,
                "mu": mu,
                "sigma": sigma,
                "ordinal": ordinal,
                "games": games,
                "history": history,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_rating_response_200_history_item import (
            PlayerRatingResponse200HistoryItem,
        )

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        player = d.pop("player")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        ordinal = d.pop("ordinal")

        games = d.pop("games")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = PlayerRatingResponse200HistoryItem.from_dict(
                history_item_data
            )

            history.append(history_item)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: PlayerRatingResponse200Kind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = PlayerRatingResponse200Kind(_kind)

        player_rating_response_200 = cls(
            ruleset=ruleset,
            player=player,
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
            games=games,
            history=history,
            name=name,
            kind=kind,
        )

        player_rating_response_200.additional_properties = d
        return player_rating_response_200

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
