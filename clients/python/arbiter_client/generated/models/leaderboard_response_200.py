from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rating import Rating


T = TypeVar("T", bound="LeaderboardResponse200")


@_attrs_define
class LeaderboardResponse200:
    """
    Attributes:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale,
            grove). New rulesets may appear.
        model (str):
        players (list[Rating]):
        ai_levels (list[Rating]):
        rated_games (int):
    """

    ruleset: str
    model: str
    players: list[Rating]
    ai_levels: list[Rating]
    rated_games: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        model = self.model

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        ai_levels = []
        for ai_levels_item_data in self.ai_levels:
            ai_levels_item = ai_levels_item_data.to_dict()
            ai_levels.append(ai_levels_item)

        rated_games = self.rated_games

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "model": model,
                "players": players,
                "ai_levels": ai_levels,
                "rated_games": rated_games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rating import Rating

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        model = d.pop("model")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Rating.from_dict(players_item_data)

            players.append(players_item)

        ai_levels = []
        _ai_levels = d.pop("ai_levels")
        for ai_levels_item_data in _ai_levels:
            ai_levels_item = Rating.from_dict(ai_levels_item_data)

            ai_levels.append(ai_levels_item)

        rated_games = d.pop("rated_games")

        leaderboard_response_200 = cls(
            ruleset=ruleset,
            model=model,
            players=players,
            ai_levels=ai_levels,
            rated_games=rated_games,
        )

        leaderboard_response_200.additional_properties = d
        return leaderboard_response_200

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
