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
    from ..models.game_export import GameExport
    from ..models.tournament_export_audit import TournamentExportAudit
    from ..models.tournament_export_events_item import TournamentExportEventsItem


T = TypeVar("T", bound="TournamentExport")


@_attrs_define
class TournamentExport:
    """
    Attributes:
        format_ (Literal['arbiter-tournament/1']):
        id (str):
        audit (TournamentExportAudit):
        events (list[TournamentExportEventsItem]):
        games (list[GameExport]):
    """

    format_: Literal["arbiter-tournament/1"]
    id: str
    audit: TournamentExportAudit
    events: list[TournamentExportEventsItem]
    games: list[GameExport]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        id = self.id

        audit = self.audit.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "id": id,
                "audit": audit,
                "events": events,
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_export import GameExport
        from ..models.tournament_export_audit import TournamentExportAudit
        from ..models.tournament_export_events_item import TournamentExportEventsItem

        d = dict(src_dict)
        format_ = cast(Literal["arbiter-tournament/1"], d.pop("format"))
        if format_ != "arbiter-tournament/1":
            raise ValueError(
                f"format must match const 'arbiter-tournament/1', got '{format_}'"
            )

        id = d.pop("id")

        audit = TournamentExportAudit.from_dict(d.pop("audit"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = TournamentExportEventsItem.from_dict(events_item_data)

            events.append(events_item)

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = GameExport.from_dict(games_item_data)

            games.append(games_item)

        tournament_export = cls(
            format_=format_,
            id=id,
            audit=audit,
            events=events,
            games=games,
        )

        tournament_export.additional_properties = d
        return tournament_export

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
