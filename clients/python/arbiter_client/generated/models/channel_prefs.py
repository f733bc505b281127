from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChannelPrefs")


@_attrs_define
class ChannelPrefs:
    """
    Attributes:
        your_turn (bool | Unset):
        deadline_reminder (bool | Unset):
        game_over (bool | Unset):
        invite_accepted (bool | Unset):
        chat (bool | Unset):
        tournament_game (bool | Unset): your next tournament game is ready
        tournament_over (bool | Unset): a tournament you entered has finished
        offer (bool | Unset): a takeback, a draw or a rematch you are asked to answer
    """

    your_turn: bool | Unset = UNSET
    deadline_reminder: bool | Unset = UNSET
    game_over: bool | Unset = UNSET
    invite_accepted: bool | Unset = UNSET
    chat: bool | Unset = UNSET
    tournament_game: bool | Unset = UNSET
    tournament_over: bool | Unset = UNSET
    offer: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        your_turn = self.your_turn

        deadline_reminder = self.deadline_reminder

        game_over = self.game_over

        invite_accepted = self.invite_accepted

        chat = self.chat

        tournament_game = self.tournament_game

        tournament_over = self.tournament_over

        offer = self.offer

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if your_turn is not UNSET:
            field_dict["your_turn"] = your_turn
        if deadline_reminder is not UNSET:
            field_dict["deadline_reminder"] = deadline_reminder
        if game_over is not UNSET:
            field_dict["game_over"] = game_over
        if invite_accepted is not UNSET:
            field_dict["invite_accepted"] = invite_accepted
        if chat is not UNSET:
            field_dict["chat"] = chat
        if tournament_game is not UNSET:
            field_dict["tournament_game"] = tournament_game
        if tournament_over is not UNSET:
            field_dict["tournament_over"] = tournament_over
        if offer is not UNSET:
            field_dict["offer"] = offer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        your_turn = d.pop("your_turn", UNSET)

        deadline_reminder = d.pop("deadline_reminder", UNSET)

        game_over = d.pop("game_over", UNSET)

        invite_accepted = d.pop("invite_accepted", UNSET)

        chat = d.pop("chat", UNSET)

        tournament_game = d.pop("tournament_game", UNSET)

        tournament_over = d.pop("tournament_over", UNSET)

        offer = d.pop("offer", UNSET)

        channel_prefs = cls(
            your_turn=your_turn,
            deadline_reminder=deadline_reminder,
            game_over=game_over,
            invite_accepted=invite_accepted,
            chat=chat,
            tournament_game=tournament_game,
            tournament_over=tournament_over,
            offer=offer,
        )

        return channel_prefs
