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
    """

    game: str
    mu: float
    sigma: float
    ordinal: float
    delta: float
    at: None | str | Unset = UNSET
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

        player_rating_response_200_history_item = cls(
            game=game,
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
            delta=delta,
            at=at,
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
