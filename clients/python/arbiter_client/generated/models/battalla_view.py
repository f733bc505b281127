from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.battalla_view_phase import BattallaViewPhase

if TYPE_CHECKING:
    from ..models.battalla_view_board_item_type_0 import BattallaViewBoardItemType0
    from ..models.battalla_view_chain_item import BattallaViewChainItem
    from ..models.battalla_view_combat_type_0 import BattallaViewCombatType0
    from ..models.battalla_view_decklists_item_type_0 import (
        BattallaViewDecklistsItemType0,
    )
    from ..models.battalla_view_end_type_0 import BattallaViewEndType0


T = TypeVar("T", bound="BattallaView")


@_attrs_define
class BattallaView:
    """The public mat and piles by size; a seat also sees its own hand and Hero Deck.

    Attributes:
        phase (BattallaViewPhase):
        turn (int): the turn number
        active (int): the seat whose turn it is
        first (int | None): the seat that went first
        die_winner (int | None): the seat that won the die roll and chose the order
        penalty_size (int): the size of each penalty pile at the start
        turn_limit (int): turns after which the game ends
        decklists (list[BattallaViewDecklistsItemType0 | None]): per seat, its deck list (null: a secret deck of another
            seat)
        secret_decks (list[bool]): per seat, whether its deck list is secret
        discard (list[list[str]]): per seat, its discard pile
        fieldzone (list[None | str]): per seat, the field card in play
        board (list[BattallaViewBoardItemType0 | None]): per cell of the mat, the piece on it (null: empty)
        stamina (list[int]): per seat, its stamina this turn
        hero_summoned (bool): a Hero has been summoned this turn
        mulliganed (list[bool]): one item per seat, in seat order
        face_up (list[list[str]]): per seat, the Hero Deck cards turned face up
        hd_used (list[str]): Hero Deck effects used this turn
        chain (list[BattallaViewChainItem]): the effects waiting to resolve, last in first out
        window (int | None): the seat that may React now
        responded (bool):
        combat (BattallaViewCombatType0 | None): the attack being resolved (uids)
        next_uid (int):
        loser (int | None): the seat that lost
        end (BattallaViewEndType0 | None): how the game ended
        ending (int | None): the seat whose last penalty card has been drawn, ending the game
        deck_sizes (list[int]): cards left in each deck, [seat 0's, seat 1's]
        penalty_sizes (list[int]): penalty cards left, [seat 0's, seat 1's]
        hand_sizes (list[int]): cards in hand, [seat 0's, seat 1's]
        hero_deck_sizes (list[int]): cards in each Hero Deck, [seat 0's, seat 1's]
        seat (int | None): the seat this view is for (null: a spectator)
        hand (list[str] | None): this seat's hand (null for a spectator)
        hero_deck (list[str] | None): this seat's Hero Deck (null for a spectator)
    """

    phase: BattallaViewPhase
    turn: int
    active: int
    first: int | None
    die_winner: int | None
    penalty_size: int
    turn_limit: int
    decklists: list[BattallaViewDecklistsItemType0 | None]
    secret_decks: list[bool]
    discard: list[list[str]]
    fieldzone: list[None | str]
    board: list[BattallaViewBoardItemType0 | None]
    stamina: list[int]
    hero_summoned: bool
    mulliganed: list[bool]
    face_up: list[list[str]]
    hd_used: list[str]
    chain: list[BattallaViewChainItem]
    window: int | None
    responded: bool
    combat: BattallaViewCombatType0 | None
    next_uid: int
    loser: int | None
    end: BattallaViewEndType0 | None
    ending: int | None
    deck_sizes: list[int]
    penalty_sizes: list[int]
    hand_sizes: list[int]
    hero_deck_sizes: list[int]
    seat: int | None
    hand: list[str] | None
    hero_deck: list[str] | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.battalla_view_board_item_type_0 import BattallaViewBoardItemType0
        from ..models.battalla_view_combat_type_0 import BattallaViewCombatType0
        from ..models.battalla_view_decklists_item_type_0 import (
            BattallaViewDecklistsItemType0,
        )
        from ..models.battalla_view_end_type_0 import BattallaViewEndType0

        phase = self.phase.value

        turn = self.turn

        active = self.active

        first: int | None
        first = self.first

        die_winner: int | None
        die_winner = self.die_winner

        penalty_size = self.penalty_size

        turn_limit = self.turn_limit

        decklists = []
        for decklists_item_data in self.decklists:
            decklists_item: dict[str, Any] | None
            if isinstance(decklists_item_data, BattallaViewDecklistsItemType0):
                decklists_item = decklists_item_data.to_dict()
            else:
                decklists_item = decklists_item_data
            decklists.append(decklists_item)

        secret_decks = self.secret_decks

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data

            discard.append(discard_item)

        fieldzone = []
        for fieldzone_item_data in self.fieldzone:
            fieldzone_item: None | str
            fieldzone_item = fieldzone_item_data
            fieldzone.append(fieldzone_item)

        board = []
        for board_item_data in self.board:
            board_item: dict[str, Any] | None
            if isinstance(board_item_data, BattallaViewBoardItemType0):
                board_item = board_item_data.to_dict()
            else:
                board_item = board_item_data
            board.append(board_item)

        stamina = self.stamina

        hero_summoned = self.hero_summoned

        mulliganed = self.mulliganed

        face_up = []
        for face_up_item_data in self.face_up:
            face_up_item = face_up_item_data

            face_up.append(face_up_item)

        hd_used = self.hd_used

        chain = []
        for chain_item_data in self.chain:
            chain_item = chain_item_data.to_dict()
            chain.append(chain_item)

        window: int | None
        window = self.window

        responded = self.responded

        combat: dict[str, Any] | None
        if isinstance(self.combat, BattallaViewCombatType0):
            combat = self.combat.to_dict()
        else:
            combat = self.combat

        next_uid = self.next_uid

        loser: int | None
        loser = self.loser

        end: dict[str, Any] | None
        if isinstance(self.end, BattallaViewEndType0):
            end = self.end.to_dict()
        else:
            end = self.end

        ending: int | None
        ending = self.ending

        deck_sizes = self.deck_sizes

        penalty_sizes = self.penalty_sizes

        hand_sizes = self.hand_sizes

        hero_deck_sizes = self.hero_deck_sizes

        seat: int | None
        seat = self.seat

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hero_deck: list[str] | None
        if isinstance(self.hero_deck, list):
            hero_deck = self.hero_deck

        else:
            hero_deck = self.hero_deck

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "phase": phase,
                "turn": turn,
                "active": active,
                "first": first,
                "die_winner": die_winner,
                "penalty_size": penalty_size,
                "turn_limit": turn_limit,
                "decklists": decklists,
                "secret_decks": secret_decks,
                "discard": discard,
                "fieldzone": fieldzone,
                "board": board,
                "stamina": stamina,
                "hero_summoned": hero_summoned,
                "mulliganed": mulliganed,
                "face_up": face_up,
                "hd_used": hd_used,
                "chain": chain,
                "window": window,
                "responded": responded,
                "combat": combat,
                "next_uid": next_uid,
                "loser": loser,
                "end": end,
                "ending": ending,
                "deck_sizes": deck_sizes,
                "penalty_sizes": penalty_sizes,
                "hand_sizes": hand_sizes,
                "hero_deck_sizes": hero_deck_sizes,
                "seat": seat,
                "hand": hand,
                "hero_deck": hero_deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.battalla_view_board_item_type_0 import BattallaViewBoardItemType0
        from ..models.battalla_view_chain_item import BattallaViewChainItem
        from ..models.battalla_view_combat_type_0 import BattallaViewCombatType0
        from ..models.battalla_view_decklists_item_type_0 import (
            BattallaViewDecklistsItemType0,
        )
        from ..models.battalla_view_end_type_0 import BattallaViewEndType0

        d = dict(src_dict)
        phase = BattallaViewPhase(d.pop("phase"))

        turn = d.pop("turn")

        active = d.pop("active")

        def _parse_first(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first = _parse_first(d.pop("first"))

        def _parse_die_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        die_winner = _parse_die_winner(d.pop("die_winner"))

        penalty_size = d.pop("penalty_size")

        turn_limit = d.pop("turn_limit")

        decklists = []
        _decklists = d.pop("decklists")
        for decklists_item_data in _decklists:

            def _parse_decklists_item(
                data: object,
            ) -> BattallaViewDecklistsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    decklists_item_type_0 = BattallaViewDecklistsItemType0.from_dict(
                        data
                    )

                    return decklists_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(BattallaViewDecklistsItemType0 | None, data)

            decklists_item = _parse_decklists_item(decklists_item_data)

            decklists.append(decklists_item)

        secret_decks = cast(list[bool], d.pop("secret_decks"))

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:
            discard_item = cast(list[str], discard_item_data)

            discard.append(discard_item)

        fieldzone = []
        _fieldzone = d.pop("fieldzone")
        for fieldzone_item_data in _fieldzone:

            def _parse_fieldzone_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            fieldzone_item = _parse_fieldzone_item(fieldzone_item_data)

            fieldzone.append(fieldzone_item)

        board = []
        _board = d.pop("board")
        for board_item_data in _board:

            def _parse_board_item(data: object) -> BattallaViewBoardItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    board_item_type_0 = BattallaViewBoardItemType0.from_dict(data)

                    return board_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(BattallaViewBoardItemType0 | None, data)

            board_item = _parse_board_item(board_item_data)

            board.append(board_item)

        stamina = cast(list[int], d.pop("stamina"))

        hero_summoned = d.pop("hero_summoned")

        mulliganed = cast(list[bool], d.pop("mulliganed"))

        face_up = []
        _face_up = d.pop("face_up")
        for face_up_item_data in _face_up:
            face_up_item = cast(list[str], face_up_item_data)

            face_up.append(face_up_item)

        hd_used = cast(list[str], d.pop("hd_used"))

        chain = []
        _chain = d.pop("chain")
        for chain_item_data in _chain:
            chain_item = BattallaViewChainItem.from_dict(chain_item_data)

            chain.append(chain_item)

        def _parse_window(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        window = _parse_window(d.pop("window"))

        responded = d.pop("responded")

        def _parse_combat(data: object) -> BattallaViewCombatType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                combat_type_0 = BattallaViewCombatType0.from_dict(data)

                return combat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BattallaViewCombatType0 | None, data)

        combat = _parse_combat(d.pop("combat"))

        next_uid = d.pop("next_uid")

        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))

        def _parse_end(data: object) -> BattallaViewEndType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                end_type_0 = BattallaViewEndType0.from_dict(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BattallaViewEndType0 | None, data)

        end = _parse_end(d.pop("end"))

        def _parse_ending(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ending = _parse_ending(d.pop("ending"))

        deck_sizes = cast(list[int], d.pop("deck_sizes"))

        penalty_sizes = cast(list[int], d.pop("penalty_sizes"))

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        hero_deck_sizes = cast(list[int], d.pop("hero_deck_sizes"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))

        def _parse_hero_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hero_deck_type_0 = cast(list[str], data)

                return hero_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hero_deck = _parse_hero_deck(d.pop("hero_deck"))

        battalla_view = cls(
            phase=phase,
            turn=turn,
            active=active,
            first=first,
            die_winner=die_winner,
            penalty_size=penalty_size,
            turn_limit=turn_limit,
            decklists=decklists,
            secret_decks=secret_decks,
            discard=discard,
            fieldzone=fieldzone,
            board=board,
            stamina=stamina,
            hero_summoned=hero_summoned,
            mulliganed=mulliganed,
            face_up=face_up,
            hd_used=hd_used,
            chain=chain,
            window=window,
            responded=responded,
            combat=combat,
            next_uid=next_uid,
            loser=loser,
            end=end,
            ending=ending,
            deck_sizes=deck_sizes,
            penalty_sizes=penalty_sizes,
            hand_sizes=hand_sizes,
            hero_deck_sizes=hero_deck_sizes,
            seat=seat,
            hand=hand,
            hero_deck=hero_deck,
        )

        return battalla_view
