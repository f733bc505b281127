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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.audit import Audit
    from ..models.event import Event
    from ..models.game_export_names_item import GameExportNamesItem
    from ..models.game_log import GameLog


T = TypeVar("T", bound="GameExport")


@_attrs_define
class GameExport:
    """
    Attributes:
        format_ (Literal['arbiter-game/1']):
        id (str):
        ruleset (str):
        ruleset_version (int): the version of the rules the game is decided, replayed and audited under, for its whole
            life (docs/decisions.md, "Rules versions")
        audit (Audit):
        events (list[Event]):
        names (list[GameExportNamesItem] | Unset): only for a record that holds no names (battalla@5, grove@3,
            channeling@3, battlegates@3, dale@3 and later): each seat's name and the salt its digest in GameCreated was made
            with
        log (GameLog | Unset):
    """

    format_: Literal["arbiter-game/1"]
    id: str
    ruleset: str
    ruleset_version: int
    audit: Audit
    events: list[Event]
    names: list[GameExportNamesItem] | Unset = UNSET
    log: GameLog | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        id = self.id

        ruleset = self.ruleset

        ruleset_version = self.ruleset_version

        audit = self.audit.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        names: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.names, Unset):
            names = []
            for names_item_data in self.names:
                names_item = names_item_data.to_dict()
                names.append(names_item)

        log: dict[str, Any] | Unset = UNSET
        if not isinstance(self.log, Unset):
            log = self.log.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "id": id,
                "ruleset": ruleset,
                "ruleset_version": ruleset_version,
                "audit": audit,
                "events": events,
            }
        )
        if names is not UNSET:
            field_dict["names"] = names
        if log is not UNSET:
            field_dict["log"] = log

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.audit import Audit
        from ..models.event import Event
        from ..models.game_export_names_item import GameExportNamesItem
        from ..models.game_log import GameLog

        d = dict(src_dict)
        format_ = cast(Literal["arbiter-game/1"], d.pop("format"))
        if format_ != "arbiter-game/1":
            raise ValueError(
                f"format must match const 'arbiter-game/1', got '{format_}'"
            )

        id = d.pop("id")

        ruleset = d.pop("ruleset")

        ruleset_version = d.pop("ruleset_version")

        audit = Audit.from_dict(d.pop("audit"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        _names = d.pop("names", UNSET)
        names: list[GameExportNamesItem] | Unset = UNSET
        if _names is not UNSET:
            names = []
            for names_item_data in _names:
                names_item = GameExportNamesItem.from_dict(names_item_data)

                names.append(names_item)

        _log = d.pop("log", UNSET)
        log: GameLog | Unset
        if isinstance(_log, Unset):
            log = UNSET
        else:
            log = GameLog.from_dict(_log)

        game_export = cls(
            format_=format_,
            id=id,
            ruleset=ruleset,
            ruleset_version=ruleset_version,
            audit=audit,
            events=events,
            names=names,
            log=log,
        )

        game_export.additional_properties = d
        return game_export

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
