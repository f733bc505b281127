from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PlayerRatingResponse200HistoryItem")


@_attrs_define
class PlayerRatingResponse200HistoryItem:
    """
    Attributes:
        game (str):
        mu (float):
        sigma (float):
        ordinal (float):
        delta (float):
        at (None | str | Unset):
        place (int | Unset): 1 is first; players who tied share it
        of (int | Unset): how many played
        shared (bool | Unset): tied for the place
        opponents (list[str] | Unset): the other players' names
    """

    game: str
    mu: float
    sigma: float
    ordinal: float
    delta: float
    at: None | str | Unset = UNSET
    place: int | Unset = UNSET
    of: int | Unset = UNSET
    shared: bool | Unset = UNSET
    opponents: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        mu = self.mu

        sigma = self.sigma

        ordinal = self.ordinal

        delta = self.delta

        at: None | str | Unset
        if isinstance(self.at, Unset):
            at = UNSET
        else:
            at = self.at

        place = self.place

        of = self.of

        shared = self.shared

        opponents: list[str] | Unset = UNSET
        if not isinstance(self.opponents, Unset):
            opponents = self.opponents

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "mu": mu,
                "sigma": sigma,
                "ordinal": ordinal,
                "delta": delta,
            }
        )
        if at is not UNSET:
            field_dict["at"] = at
        if place is not UNSET:
            field_dict["place"] = place
        if of is not UNSET:
            field_dict["of"] = of
        if shared is not UNSET:
            field_dict["shared"] = shared
        if opponents is not UNSET:
            field_dict["opponents"] = opponents

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game = d.pop("game")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        ordinal = d.pop("ordinal")

        delta = d.pop("delta")

        def _parse_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        at = _parse_at(d.pop("at", UNSET))

        place = d.pop("place", UNSET)

        of = d.pop("of", UNSET)

        shared = d.pop("shared", UNSET)

        opponents = cast(list[str], d.pop("opponents", UNSET))

        player_rating_response_200_history_item = cls(
            game=game,
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
            delta=delta,
            at=at,
            place=place,
            of=of,
            shared=shared,
            opponents=opponents,
        )

        player_rating_response_200_history_item.additional_properties = d
        return player_rating_response_200_history_item

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
