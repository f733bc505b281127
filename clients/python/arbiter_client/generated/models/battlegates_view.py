from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.battlegates_view_chars_item_item_type_1 import (
    BattlegatesViewCharsItemItemType1,
)
from ..models.battlegates_view_discard_item import BattlegatesViewDiscardItem
from ..models.battlegates_view_hands_item_type_0_item import (
    BattlegatesViewHandsItemType0Item,
)
from ..models.battlegates_view_phase import BattlegatesViewPhase
from ..models.battlegates_view_setup import BattlegatesViewSetup

if TYPE_CHECKING:
    from ..models.battlegates_view_visited import BattlegatesViewVisited


T = TypeVar("T", bound="BattlegatesView")


@_attrs_define
class BattlegatesView:
    """The board as the seat sees it: before the reveal only its own castles' halves; no hand but its own.

    Attributes:
        setup (BattlegatesViewSetup): the set-up played
        phase (BattlegatesViewPhase):
        placed (list[int]): per castle, the set-up items placed so far
        revealed (bool): the mazes have been revealed (the set-up is over)
        points (list[int]): per castle, its card points
        turn (int): the turn number
        castle (int | None): the castle on turn
        first (int | None): the castle that moved first
        roll (int): this turn's die roll
        left (int): movement points left of the roll
        movers (list[int]): the characters that have moved this turn (ids into chars)
        visited (BattlegatesViewVisited): character id (as a string) -> the squares it has visited this turn
        pending (int | None): the wall or gate being moved by a card, waiting for its new place
        out (list[int]): the castles whose armies are wiped out, in order
        end (None | str): why the game ended
        castle_seats (list[int]): per castle, the seat that plays it
        teams (list[int]): per castle, its team
        portals (list[list[int]]): per castle, the squares of its portals
        chars (list[list[BattlegatesViewCharsItemItemType1 | int]]): every character, by id
        walls (list[list[int]]): [castle, edge] of each brick wall the seat may see
        gates (list[list[int]]): [castle, length, post, dir] of each gate the seat may see (dir 0..3 = N E S W; post -1:
            removed)
        hands (list[list[BattlegatesViewHandsItemType0Item] | None]): per hand, its cards; null for a hand the seat may
            not see
        hand_sizes (list[int]): per hand, how many cards it holds
        deck_size (int): cards left in the deck
        discard (list[BattlegatesViewDiscardItem]): the discard pile
    """

    setup: BattlegatesViewSetup
    phase: BattlegatesViewPhase
    placed: list[int]
    revealed: bool
    points: list[int]
    turn: int
    castle: int | None
    first: int | None
    roll: int
    left: int
    movers: list[int]
    visited: BattlegatesViewVisited
    pending: int | None
    out: list[int]
    end: None | str
    castle_seats: list[int]
    teams: list[int]
    portals: list[list[int]]
    chars: list[list[BattlegatesViewCharsItemItemType1 | int]]
    walls: list[list[int]]
    gates: list[list[int]]
    hands: list[list[BattlegatesViewHandsItemType0Item] | None]
    hand_sizes: list[int]
    deck_size: int
    discard: list[BattlegatesViewDiscardItem]

    def to_dict(self) -> dict[str, Any]:
        setup = self.setup.value

        phase = self.phase.value

        placed = self.placed

        revealed = self.revealed

        points = self.points

        turn = self.turn

        castle: int | None
        castle = self.castle

        first: int | None
        first = self.first

        roll = self.roll

        left = self.left

        movers = self.movers

        visited = self.visited.to_dict()

        pending: int | None
        pending = self.pending

        out = self.out

        end: None | str
        end = self.end

        castle_seats = self.castle_seats

        teams = self.teams

        portals = []
        for portals_item_data in self.portals:
            portals_item = portals_item_data

            portals.append(portals_item)

        chars = []
        for chars_item_data in self.chars:
            chars_item = []
            for chars_item_item_data in chars_item_data:
                chars_item_item: int | str
                if isinstance(chars_item_item_data, BattlegatesViewCharsItemItemType1):
                    chars_item_item = chars_item_item_data.value
                else:
                    chars_item_item = chars_item_item_data
                chars_item.append(chars_item_item)

            chars.append(chars_item)

        walls = []
        for walls_item_data in self.walls:
            walls_item = walls_item_data

            walls.append(walls_item)

        gates = []
        for gates_item_data in self.gates:
            gates_item = gates_item_data

            gates.append(gates_item)

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = []
                for hands_item_type_0_item_data in hands_item_data:
                    hands_item_type_0_item = hands_item_type_0_item_data.value
                    hands_item.append(hands_item_type_0_item)

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        hand_sizes = self.hand_sizes

        deck_size = self.deck_size

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.value
            discard.append(discard_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "setup": setup,
                "phase": phase,
                "placed": placed,
                "revealed": revealed,
                "points": points,
                "turn": turn,
                "castle": castle,
                "first": first,
                "roll": roll,
                "left": left,
                "movers": movers,
                "visited": visited,
                "pending": pending,
                "out": out,
                "end": end,
                "castle_seats": castle_seats,
                "teams": teams,
                "portals": portals,
                "chars": chars,
                "walls": walls,
                "gates": gates,
                "hands": hands,
                "hand_sizes": hand_sizes,
                "deck_size": deck_size,
                "discard": discard,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.battlegates_view_visited import BattlegatesViewVisited

        d = dict(src_dict)
        setup = BattlegatesViewSetup(d.pop("setup"))

        phase = BattlegatesViewPhase(d.pop("phase"))

        placed = cast(list[int], d.pop("placed"))

        revealed = d.pop("revealed")

        points = cast(list[int], d.pop("points"))

        turn = d.pop("turn")

        def _parse_castle(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        castle = _parse_castle(d.pop("castle"))

        def _parse_first(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first = _parse_first(d.pop("first"))

        roll = d.pop("roll")

        left = d.pop("left")

        movers = cast(list[int], d.pop("movers"))

        visited = BattlegatesViewVisited.from_dict(d.pop("visited"))

        def _parse_pending(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pending = _parse_pending(d.pop("pending"))

        out = cast(list[int], d.pop("out"))

        def _parse_end(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end = _parse_end(d.pop("end"))

        castle_seats = cast(list[int], d.pop("castle_seats"))

        teams = cast(list[int], d.pop("teams"))

        portals = []
        _portals = d.pop("portals")
        for portals_item_data in _portals:
            portals_item = cast(list[int], portals_item_data)

            portals.append(portals_item)

        chars = []
        _chars = d.pop("chars")
        for chars_item_data in _chars:
            chars_item = []
            _chars_item = chars_item_data
            for chars_item_item_data in _chars_item:

                def _parse_chars_item_item(
                    data: object,
                ) -> BattlegatesViewCharsItemItemType1 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        chars_item_item_type_1 = BattlegatesViewCharsItemItemType1(data)

                        return chars_item_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(BattlegatesViewCharsItemItemType1 | int, data)

                chars_item_item = _parse_chars_item_item(chars_item_item_data)

                chars_item.append(chars_item_item)

            chars.append(chars_item)

        walls = []
        _walls = d.pop("walls")
        for walls_item_data in _walls:
            walls_item = cast(list[int], walls_item_data)

            walls.append(walls_item)

        gates = []
        _gates = d.pop("gates")
        for gates_item_data in _gates:
            gates_item = cast(list[int], gates_item_data)

            gates.append(gates_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(
                data: object,
            ) -> list[BattlegatesViewHandsItemType0Item] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = []
                    _hands_item_type_0 = data
                    for hands_item_type_0_item_data in _hands_item_type_0:
                        hands_item_type_0_item = BattlegatesViewHandsItemType0Item(
                            hands_item_type_0_item_data
                        )

                        hands_item_type_0.append(hands_item_type_0_item)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[BattlegatesViewHandsItemType0Item] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        deck_size = d.pop("deck_size")

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:
            discard_item = BattlegatesViewDiscardItem(discard_item_data)

            discard.append(discard_item)

        battlegates_view = cls(
            setup=setup,
            phase=phase,
            placed=placed,
            revealed=revealed,
            points=points,
            turn=turn,
            castle=castle,
            first=first,
            roll=roll,
            left=left,
            movers=movers,
            visited=visited,
            pending=pending,
            out=out,
            end=end,
            castle_seats=castle_seats,
            teams=teams,
            portals=portals,
            chars=chars,
            walls=walls,
            gates=gates,
            hands=hands,
            hand_sizes=hand_sizes,
            deck_size=deck_size,
            discard=discard,
        )

        return battlegates_view
