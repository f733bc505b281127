from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.standings_row import StandingsRow


T = TypeVar("T", bound="TournamentStandingsResponse200")


@_attrs_define
class TournamentStandingsResponse200:
    """
    Attributes:
        id (str):
        status (str):
        round_ (int):
        final (bool):
        tie_breaks (list[str]):
        standings (list[StandingsRow]):
    """

    id: str
    status: str
    round_: int
    final: bool
    tie_breaks: list[str]
    standings: list[StandingsRow]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status

        round_ = self.round_

        final = self.final

        tie_breaks = self.tie_breaks

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "round": round_,
                "final": final,
                "tie_breaks": tie_breaks,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.standings_row import StandingsRow

        d = dict(src_dict)
        id = d.pop("id")

        status = d.pop("status")

        round_ = d.pop("round")

        final = d.pop("final")

        tie_breaks = cast(list[str], d.pop("tie_breaks"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = StandingsRow.from_dict(standings_item_data)

            standings.append(standings_item)

        tournament_standings_response_200 = cls(
            id=id,
            status=status,
            round_=round_,
            final=final,
            tie_breaks=tie_breaks,
            standings=standings,
        )

        tournament_standings_response_200.additional_properties = d
        return tournament_standings_response_200

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
