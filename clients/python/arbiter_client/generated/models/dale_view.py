from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dale_view_armies_item import DaleViewArmiesItem
from ..models.dale_view_phase import DaleViewPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dale_view_advances_item import DaleViewAdvancesItem
    from ..models.dale_view_batch_type_0 import DaleViewBatchType0
    from ..models.dale_view_offer_type_0 import DaleViewOfferType0
    from ..models.dale_view_reserve_item import DaleViewReserveItem
    from ..models.dale_view_rules import DaleViewRules


T = TypeVar("T", bound="DaleView")


@_attrs_define
class DaleView:
    """Everything is public.

    Attributes:
        n (int): the number of seats
        armies (list[DaleViewArmiesItem]): per seat, its army
        falcon (int): the seat of the Falcon Army, -1 if none plays
        rules (DaleViewRules): the optional rules in play
        board (list[None | str]): per space, the unit on it (null: empty)
        reserve (list[DaleViewReserveItem]): per seat, the units in its Reserve by kind
        piles (list[list[str]]): per seat, the prisoners in its pile
        out (list[bool]): per seat, whether it is out of the game
        eliminated (list[int]): the seats eliminated, in order
        eliminated_at (list[int]): the turn each of them was eliminated at
        turn (int): the seat whose turn it is
        turns (int): turns played
        phase (DaleViewPhase):
        batch (DaleViewBatchType0 | None): the captures being resolved (phase decide)
        advances (list[DaleViewAdvancesItem]): the Advances After Capture the mover may take
        offer (DaleViewOfferType0 | None): a Prisoner Exchange on offer
        declined (list[int]): seats that declined an exchange this turn
        hero_moved (bool):
        berserk_done (bool):
        winners (list[int] | None): the winners, once the game is over
        reason (None | str): why the game ended
        fell_together (list[int] | Unset): the last players, defeated together: they share first place
    """

    n: int
    armies: list[DaleViewArmiesItem]
    falcon: int
    rules: DaleViewRules
    board: list[None | str]
    reserve: list[DaleViewReserveItem]
    piles: list[list[str]]
    out: list[bool]
    eliminated: list[int]
    eliminated_at: list[int]
    turn: int
    turns: int
    phase: DaleViewPhase
    batch: DaleViewBatchType0 | None
    advances: list[DaleViewAdvancesItem]
    offer: DaleViewOfferType0 | None
    declined: list[int]
    hero_moved: bool
    berserk_done: bool
    winners: list[int] | None
    reason: None | str
    fell_together: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dale_view_batch_type_0 import DaleViewBatchType0
        from ..models.dale_view_offer_type_0 import DaleViewOfferType0

        n = self.n

        armies = []
        for armies_item_data in self.armies:
            armies_item = armies_item_data.value
            armies.append(armies_item)

        falcon = self.falcon

        rules = self.rules.to_dict()

        board = []
        for board_item_data in self.board:
            board_item: None | str
            board_item = board_item_data
            board.append(board_item)

        reserve = []
        for reserve_item_data in self.reserve:
            reserve_item = reserve_item_data.to_dict()
            reserve.append(reserve_item)

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        out = self.out

        eliminated = self.eliminated

        eliminated_at = self.eliminated_at

        turn = self.turn

        turns = self.turns

        phase = self.phase.value

        batch: dict[str, Any] | None
        if isinstance(self.batch, DaleViewBatchType0):
            batch = self.batch.to_dict()
        else:
            batch = self.batch

        advances = []
        for advances_item_data in self.advances:
            advances_item = advances_item_data.to_dict()
            advances.append(advances_item)

        offer: dict[str, Any] | None
        if isinstance(self.offer, DaleViewOfferType0):
            offer = self.offer.to_dict()
        else:
            offer = self.offer

        declined = self.declined

        hero_moved = self.hero_moved

        berserk_done = self.berserk_done

        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners

        else:
            winners = self.winners

        reason: None | str
        reason = self.reason

        fell_together: list[int] | Unset = UNSET
        if not isinstance(self.fell_together, Unset):
            fell_together = self.fell_together

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "n": n,
                "armies": armies,
                "falcon": falcon,
                "rules": rules,
                "board": board,
                "reserve": reserve,
                "piles": piles,
                "out": out,
                "eliminated": eliminated,
                "eliminated_at": eliminated_at,
                "turn": turn,
                "turns": turns,
                "phase": phase,
                "batch": batch,
                "advances": advances,
                "offer": offer,
                "declined": declined,
                "hero_moved": hero_moved,
                "berserk_done": berserk_done,
                "winners": winners,
                "reason": reason,
            }
        )
        if fell_together is not UNSET:
            field_dict["fell_together"] = fell_together

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dale_view_advances_item import DaleViewAdvancesItem
        from ..models.dale_view_batch_type_0 import DaleViewBatchType0
        from ..models.dale_view_offer_type_0 import DaleViewOfferType0
        from ..models.dale_view_reserve_item import DaleViewReserveItem
        from ..models.dale_view_rules import DaleViewRules

        d = dict(src_dict)
        n = d.pop("n")

        armies = []
        _armies = d.pop("armies")
        for armies_item_data in _armies:
            armies_item = DaleViewArmiesItem(armies_item_data)

            armies.append(armies_item)

        falcon = d.pop("falcon")

        rules = DaleViewRules.from_dict(d.pop("rules"))

        board = []
        _board = d.pop("board")
        for board_item_data in _board:

            def _parse_board_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            board_item = _parse_board_item(board_item_data)

            board.append(board_item)

        reserve = []
        _reserve = d.pop("reserve")
        for reserve_item_data in _reserve:
            reserve_item = DaleViewReserveItem.from_dict(reserve_item_data)

            reserve.append(reserve_item)

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        out = cast(list[bool], d.pop("out"))

        eliminated = cast(list[int], d.pop("eliminated"))

        eliminated_at = cast(list[int], d.pop("eliminated_at"))

        turn = d.pop("turn")

        turns = d.pop("turns")

        phase = DaleViewPhase(d.pop("phase"))

        def _parse_batch(data: object) -> DaleViewBatchType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                batch_type_0 = DaleViewBatchType0.from_dict(data)

                return batch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DaleViewBatchType0 | None, data)

        batch = _parse_batch(d.pop("batch"))

        advances = []
        _advances = d.pop("advances")
        for advances_item_data in _advances:
            advances_item = DaleViewAdvancesItem.from_dict(advances_item_data)

            advances.append(advances_item)

        def _parse_offer(data: object) -> DaleViewOfferType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                offer_type_0 = DaleViewOfferType0.from_dict(data)

                return offer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DaleViewOfferType0 | None, data)

        offer = _parse_offer(d.pop("offer"))

        declined = cast(list[int], d.pop("declined"))

        hero_moved = d.pop("hero_moved")

        berserk_done = d.pop("berserk_done")

        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        fell_together = cast(list[int], d.pop("fell_together", UNSET))

        dale_view = cls(
            n=n,
            armies=armies,
            falcon=falcon,
            rules=rules,
            board=board,
            reserve=reserve,
            piles=piles,
            out=out,
            eliminated=eliminated,
            eliminated_at=eliminated_at,
            turn=turn,
            turns=turns,
            phase=phase,
            batch=batch,
            advances=advances,
            offer=offer,
            declined=declined,
            hero_moved=hero_moved,
            berserk_done=berserk_done,
            winners=winners,
            reason=reason,
            fell_together=fell_together,
        )

        return dale_view
