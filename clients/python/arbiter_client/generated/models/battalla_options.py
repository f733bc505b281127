from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BattallaOptions")


@_attrs_define
class BattallaOptions:
    """
    Attributes:
        deck_0 (Any | Unset): the first player's deck (the player in the first seat): one of the starter decks, Olympus
            or Wildwood, or a deck of their own of 40 to 60 cards (at most 3 copies of a card) with up to 5 different Heroes
            (sent as {"main": [card ids], "heroes": [Hero ids]}, a starter deck by its name in lower case) Default:
            'olympus'.
        deck_1 (Any | Unset): the second player's deck (the player in the second seat), chosen as the first player's is
            Default: 'wildwood'.
        speed (bool | Unset): speed format: 3-card penalty piles instead of 5 Default: False.
        turn_limit (int | Unset): the game ends after this many turns (the player with more penalty cards left wins)
            Default: 100.
    """

    deck_0: Any | Unset = "olympus"
    deck_1: Any | Unset = "wildwood"
    speed: bool | Unset = False
    turn_limit: int | Unset = 100

    def to_dict(self) -> dict[str, Any]:
        deck_0 = self.deck_0

        deck_1 = self.deck_1

        speed = self.speed

        turn_limit = self.turn_limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if deck_0 is not UNSET:
            field_dict["deck_0"] = deck_0
        if deck_1 is not UNSET:
            field_dict["deck_1"] = deck_1
        if speed is not UNSET:
            field_dict["speed"] = speed
        if turn_limit is not UNSET:
            field_dict["turn_limit"] = turn_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deck_0 = d.pop("deck_0", UNSET)

        deck_1 = d.pop("deck_1", UNSET)

        speed = d.pop("speed", UNSET)

        turn_limit = d.pop("turn_limit", UNSET)

        battalla_options = cls(
            deck_0=deck_0,
            deck_1=deck_1,
            speed=speed,
            turn_limit=turn_limit,
        )

        return battalla_options
