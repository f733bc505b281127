from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StandingsRow")


@_attrs_define
class StandingsRow:
    """
    Attributes:
        rank (int):
        entrant (str):
        name (str):
        points (float):
        buchholz (float):
        sonneborn_berger (float):
        wins (int):
        games (int):
        byes (int):
        withdrawn (bool):
    """

    rank: int
    entrant: str
    name: str
    points: float
    buchholz: float
    sonneborn_berger: float
    wins: int
    games: int
    byes: int
    withdrawn: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        entrant = self.entrant

        name = self.name

        points = self.points

        buchholz = self.buchholz

        sonneborn_berger = self.sonneborn_berger

        wins = self.wins

        games = self.games

        byes = self.byes

        withdrawn = self.withdrawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "entrant": entrant,
                "name": name,
                "points": points,
                "buchholz": buchholz,
                "sonneborn_berger": sonneborn_berger,
                "wins": wins,
                "games": games,
                "byes": byes,
                "withdrawn": withdrawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rank = d.pop("rank")

        entrant = d.pop("entrant")

        name = d.pop("name")

        points = d.pop("points")

        buchholz = d.pop("buchholz")

        sonneborn_berger = d.pop("sonneborn_berger")

        wins = d.pop("wins")

        games = d.pop("games")

        byes = d.pop("byes")

        withdrawn = d.pop("withdrawn")

        standings_row = cls(
            rank=rank,
            entrant=entrant,
            name=name,
            points=points,
            buchholz=buchholz,
            sonneborn_berger=sonneborn_berger,
            wins=wins,
            games=games,
            byes=byes,
            withdrawn=withdrawn,
        )

        standings_row.additional_properties = d
        return standings_row

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
