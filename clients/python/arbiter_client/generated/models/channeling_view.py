from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.channeling_view_glyph_type_0 import ChannelingViewGlyphType0
from ..models.channeling_view_hand_item_item import ChannelingViewHandItemItem
from ..models.channeling_view_phase import ChannelingViewPhase

if TYPE_CHECKING:
    from ..models.channeling_view_cards_item_type_0 import ChannelingViewCardsItemType0
    from ..models.channeling_view_colours import ChannelingViewColours


T = TypeVar("T", bound="ChannelingView")


@_attrs_define
class ChannelingView:
    """Everything but the deck order, which no seat sees before the end (its size is public).

    Attributes:
        phase (ChannelingViewPhase):
        light (int | None): the seat playing Light (null before the colours are drawn)
        turn (int | None): the seat whose turn it is
        grid (list[int | None]): per cell, the card lying there (null: an empty space)
        cubes (list[list[int]]): per cell, [seat 0's, seat 1's] Light and Dark Energy Cubes
        druids (list[list[int]]): per seat, the cells of its two Druids
        hand (list[list[ChannelingViewHandItemItem]]): per seat, the glyphs still in hand
        glyph (ChannelingViewGlyphType0 | None): this turn's glyph
        moved (int | None): this turn's moved Druid
        pending (list[int]): empty spaces waiting for a card
        supply (list[int]): per seat, the Energy Cubes left in its supply
        overchanneled (list[int]): per seat, its Overchanneling cubes
        acquired (list[list[int]]): per seat, the cards it has acquired
        last_turn (int | None): the seat that takes the final turn once the end is triggered
        turns (int): turns played
        deck_size (int): cards left in the deck
        colours (ChannelingViewColours): seat (as a string) -> its colour ({} before they are drawn)
        cards (list[ChannelingViewCardsItemType0 | None]): per cell, the card with its Vigor and Splendor
        splendor (list[int]): per seat, the score now: Splendor of acquired cards less Overchanneling cubes
    """

    phase: ChannelingViewPhase
    light: int | None
    turn: int | None
    grid: list[int | None]
    cubes: list[list[int]]
    druids: list[list[int]]
    hand: list[list[ChannelingViewHandItemItem]]
    glyph: ChannelingViewGlyphType0 | None
    moved: int | None
    pending: list[int]
    supply: list[int]
    overchanneled: list[int]
    acquired: list[list[int]]
    last_turn: int | None
    turns: int
    deck_size: int
    colours: ChannelingViewColours
    cards: list[ChannelingViewCardsItemType0 | None]
    splendor: list[int]

    def to_dict(self) -> dict[str, Any]:
        from ..models.channeling_view_cards_item_type_0 import (
            ChannelingViewCardsItemType0,
        )

        phase = self.phase.value

        light: int | None
        light = self.light

        turn: int | None
        turn = self.turn

        grid = []
        for grid_item_data in self.grid:
            grid_item: int | None
            grid_item = grid_item_data
            grid.append(grid_item)

        cubes = []
        for cubes_item_data in self.cubes:
            cubes_item = cubes_item_data

            cubes.append(cubes_item)

        druids = []
        for druids_item_data in self.druids:
            druids_item = druids_item_data

            druids.append(druids_item)

        hand = []
        for hand_item_data in self.hand:
            hand_item = []
            for hand_item_item_data in hand_item_data:
                hand_item_item = hand_item_item_data.value
                hand_item.append(hand_item_item)

            hand.append(hand_item)

        glyph: None | str
        if isinstance(self.glyph, ChannelingViewGlyphType0):
            glyph = self.glyph.value
        else:
            glyph = self.glyph

        moved: int | None
        moved = self.moved

        pending = self.pending

        supply = self.supply

        overchanneled = self.overchanneled

        acquired = []
        for acquired_item_data in self.acquired:
            acquired_item = acquired_item_data

            acquired.append(acquired_item)

        last_turn: int | None
        last_turn = self.last_turn

        turns = self.turns

        deck_size = self.deck_size

        colours = self.colours.to_dict()

        cards = []
        for cards_item_data in self.cards:
            cards_item: dict[str, Any] | None
            if isinstance(cards_item_data, ChannelingViewCardsItemType0):
                cards_item = cards_item_data.to_dict()
            else:
                cards_item = cards_item_data
            cards.append(cards_item)

        splendor = self.splendor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "phase": phase,
                "light": light,
                "turn": turn,
                "grid": grid,
                "cubes": cubes,
                "druids": druids,
                "hand": hand,
                "glyph": glyph,
                "moved": moved,
                "pending": pending,
                "supply": supply,
                "overchanneled": overchanneled,
                "acquired": acquired,
                "last_turn": last_turn,
                "turns": turns,
                "deck_size": deck_size,
                "colours": colours,
                "cards": cards,
                "splendor": splendor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.channeling_view_cards_item_type_0 import (
            ChannelingViewCardsItemType0,
        )
        from ..models.channeling_view_colours import ChannelingViewColours

        d = dict(src_dict)
        phase = ChannelingViewPhase(d.pop("phase"))

        def _parse_light(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        light = _parse_light(d.pop("light"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        grid = []
        _grid = d.pop("grid")
        for grid_item_data in _grid:

            def _parse_grid_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            grid_item = _parse_grid_item(grid_item_data)

            grid.append(grid_item)

        cubes = []
        _cubes = d.pop("cubes")
        for cubes_item_data in _cubes:
            cubes_item = cast(list[int], cubes_item_data)

            cubes.append(cubes_item)

        druids = []
        _druids = d.pop("druids")
        for druids_item_data in _druids:
            druids_item = cast(list[int], druids_item_data)

            druids.append(druids_item)

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in _hand:
            hand_item = []
            _hand_item = hand_item_data
            for hand_item_item_data in _hand_item:
                hand_item_item = ChannelingViewHandItemItem(hand_item_item_data)

                hand_item.append(hand_item_item)

            hand.append(hand_item)

        def _parse_glyph(data: object) -> ChannelingViewGlyphType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                glyph_type_0 = ChannelingViewGlyphType0(data)

                return glyph_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChannelingViewGlyphType0 | None, data)

        glyph = _parse_glyph(d.pop("glyph"))

        def _parse_moved(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        moved = _parse_moved(d.pop("moved"))

        pending = cast(list[int], d.pop("pending"))

        supply = cast(list[int], d.pop("supply"))

        overchanneled = cast(list[int], d.pop("overchanneled"))

        acquired = []
        _acquired = d.pop("acquired")
        for acquired_item_data in _acquired:
            acquired_item = cast(list[int], acquired_item_data)

            acquired.append(acquired_item)

        def _parse_last_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_turn = _parse_last_turn(d.pop("last_turn"))

        turns = d.pop("turns")

        deck_size = d.pop("deck_size")

        colours = ChannelingViewColours.from_dict(d.pop("colours"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:

            def _parse_cards_item(data: object) -> ChannelingViewCardsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    cards_item_type_0 = ChannelingViewCardsItemType0.from_dict(data)

                    return cards_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(ChannelingViewCardsItemType0 | None, data)

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)

        splendor = cast(list[int], d.pop("splendor"))

        channeling_view = cls(
            phase=phase,
            light=light,
            turn=turn,
            grid=grid,
            cubes=cubes,
            druids=druids,
            hand=hand,
            glyph=glyph,
            moved=moved,
            pending=pending,
            supply=supply,
            overchanneled=overchanneled,
            acquired=acquired,
            last_turn=last_turn,
            turns=turns,
            deck_size=deck_size,
            colours=colours,
            cards=cards,
            splendor=splendor,
        )

        return channeling_view
