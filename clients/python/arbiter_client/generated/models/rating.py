from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rating_kind import RatingKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """
    Attributes:
        player (str): acct:<id> or ai:<level>[:<budget>]
        name (None | str):
        kind (RatingKind):
        mu (float):
        sigma (float):
        ordinal (float): mu - 3 sigma
        games (int):
        rank (int | Unset):
    """

    player: str
    name: None | str
    kind: RatingKind
    mu: float
    sigma: float
    ordinal: float
    games: int
    rank: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        name: None | str
        name = self.name

        kind = self.kind.value

        mu = self.mu

        sigma = self.sigma

        ordinal = self.ordinal

        games = self.games

        rank = self.rank

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "name": name,
                "kind": kind,
                "mu": mu,
                "sigma": sigma,
                "ordinal": ordinal,
                "games": games,
            }
        )
        if rank is not UNSET:
            field_dict["rank"] = rank

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        kind = RatingKind(d.pop("kind"))

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        ordinal = d.pop("ordinal")

        games = d.pop("games")

        rank = d.pop("rank", UNSET)

        rating = cls(
            player=player,
            name=name,
            kind=kind,
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
            games=games,
            rank=rank,
        )

        rating.additional_properties = d
        return rating

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
