from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.battalla_game import BattallaGame
    from ..models.battlegates_game import BattlegatesGame
    from ..models.channeling_game import ChannelingGame
    from ..models.dale_game import DaleGame
    from ..models.event import Event
    from ..models.grove_game import GroveGame
    from ..models.other_ruleset_game import OtherRulesetGame
    from ..models.waiting_game import WaitingGame


T = TypeVar("T", bound="MoveResult")


@_attrs_define
class MoveResult:
    """
    Attributes:
        version (int):
        events (list[Event]):
        game (BattallaGame | BattlegatesGame | ChannelingGame | DaleGame | GroveGame | OtherRulesetGame | Unset |
            WaitingGame): A game: while it waits for players a `WaitingGame`; then `ruleset` says which game and types
            `view` as that ruleset's (`<Ruleset>View`).
    """

    version: int
    events: list[Event]
    game: (
        BattallaGame
        | BattlegatesGame
        | ChannelingGame
        | DaleGame
        | GroveGame
        | OtherRulesetGame
        | Unset
        | WaitingGame
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.battalla_game import BattallaGame
        from ..models.battlegates_game import BattlegatesGame
        from ..models.channeling_game import ChannelingGame
        from ..models.dale_game import DaleGame
        from ..models.grove_game import GroveGame
        from ..models.waiting_game import WaitingGame

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        game: dict[str, Any] | Unset
        if isinstance(self.game, Unset):
            game = UNSET
        elif (
            isinstance(self.game, WaitingGame)
            or isinstance(self.game, BattallaGame)
            or isinstance(self.game, BattlegatesGame)
            or isinstance(self.game, ChannelingGame)
            or isinstance(self.game, DaleGame)
            or isinstance(self.game, GroveGame)
        ):
            game = self.game.to_dict()
        else:
            game = self.game.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "events": events,
            }
        )
        if game is not UNSET:
            field_dict["game"] = game

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.battalla_game import BattallaGame
        from ..models.battlegates_game import BattlegatesGame
        from ..models.channeling_game import ChannelingGame
        from ..models.dale_game import DaleGame
        from ..models.event import Event
        from ..models.grove_game import GroveGame
        from ..models.other_ruleset_game import OtherRulesetGame
        from ..models.waiting_game import WaitingGame

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        def _parse_game(
            data: object,
        ) -> (
            BattallaGame
            | BattlegatesGame
            | ChannelingGame
            | DaleGame
            | GroveGame
            | OtherRulesetGame
            | Unset
            | WaitingGame
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_0 = WaitingGame.from_dict(data)

                return componentsschemas_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_1 = BattallaGame.from_dict(data)

                return componentsschemas_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_2 = BattlegatesGame.from_dict(data)

                return componentsschemas_game_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_3 = ChannelingGame.from_dict(data)

                return componentsschemas_game_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_4 = DaleGame.from_dict(data)

                return componentsschemas_game_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_5 = GroveGame.from_dict(data)

                return componentsschemas_game_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_6 = OtherRulesetGame.from_dict(data)

            return componentsschemas_game_type_6

        game = _parse_game(d.pop("game", UNSET))

        move_result = cls(
            version=version,
            events=events,
            game=game,
        )

        move_result.additional_properties = d
        return move_result

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
