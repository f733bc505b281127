from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_settings import ChatSettings
    from ..models.clock import Clock
    from ..models.other_ruleset_create_game_options import OtherRulesetCreateGameOptions
    from ..models.seat_request import SeatRequest
    from ..models.start_position import StartPosition


T = TypeVar("T", bound="OtherRulesetCreateGame")


@_attrs_define
class OtherRulesetCreateGame:
    """
    Attributes:
        ruleset (str): a ruleset added after this client was generated
        seats (list[SeatRequest]): in seat order; the ruleset decides how many it takes
        options (OtherRulesetCreateGameOptions | Unset): the ruleset's options (`<Ruleset>Options`); defaults fill the
            rest
        clock (Clock | None | Unset): a deadline per turn; none: no deadlines
        chat (ChatSettings | None | Unset): table talk settings (the seats always may chat)
        position (None | StartPosition | Unset): start from a position instead of the opening (practice): {"tutorial":
            n}, step n of the ruleset's tutorial
    """

    ruleset: str
    seats: list[SeatRequest]
    options: OtherRulesetCreateGameOptions | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    chat: ChatSettings | None | Unset = UNSET
    position: None | StartPosition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_settings import ChatSettings
        from ..models.clock import Clock
        from ..models.start_position import StartPosition

        ruleset = self.ruleset

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        chat: dict[str, Any] | None | Unset
        if isinstance(self.chat, Unset):
            chat = UNSET
        elif isinstance(self.chat, ChatSettings):
            chat = self.chat.to_dict()
        else:
            chat = self.chat

        position: dict[str, Any] | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, StartPosition):
            position = self.position.to_dict()
        else:
            position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seats": seats,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if clock is not UNSET:
            field_dict["clock"] = clock
        if chat is not UNSET:
            field_dict["chat"] = chat
        if position is not UNSET:
            field_dict["position"] = position

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_settings import ChatSettings
        from ..models.clock import Clock
        from ..models.other_ruleset_create_game_options import (
            OtherRulesetCreateGameOptions,
        )
        from ..models.seat_request import SeatRequest
        from ..models.start_position import StartPosition

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatRequest.from_dict(seats_item_data)

            seats.append(seats_item)

        _options = d.pop("options", UNSET)
        options: OtherRulesetCreateGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = OtherRulesetCreateGameOptions.from_dict(_options)

        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        def _parse_chat(data: object) -> ChatSettings | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chat_type_0 = ChatSettings.from_dict(data)

                return chat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatSettings | None | Unset, data)

        chat = _parse_chat(d.pop("chat", UNSET))

        def _parse_position(data: object) -> None | StartPosition | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = StartPosition.from_dict(data)

                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartPosition | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        other_ruleset_create_game = cls(
            ruleset=ruleset,
            seats=seats,
            options=options,
            clock=clock,
            chat=chat,
            position=position,
        )

        return other_ruleset_create_game
