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
    from ..models.battalla_move_activate import BattallaMoveActivate
    from ..models.battalla_move_activate_hero import BattallaMoveActivateHero
    from ..models.battalla_move_attack import BattallaMoveAttack
    from ..models.battalla_move_choose_order import BattallaMoveChooseOrder
    from ..models.battalla_move_decline import BattallaMoveDecline
    from ..models.battalla_move_direct_attack import BattallaMoveDirectAttack
    from ..models.battalla_move_move import BattallaMoveMove
    from ..models.battalla_move_mulligan import BattallaMoveMulligan
    from ..models.battalla_move_pass_turn import BattallaMovePassTurn
    from ..models.battalla_move_play import BattallaMovePlay
    from ..models.battalla_move_react import BattallaMoveReact
    from ..models.battalla_move_reveal_hero import BattallaMoveRevealHero
    from ..models.battalla_move_summon_hero import BattallaMoveSummonHero


T = TypeVar("T", bound="BattallaLegalMoves")


@_attrs_define
class BattallaLegalMoves:
    """
    Attributes:
        version (int):
        ruleset (Literal['battalla']):
        seat (int | None):
        moves (list[BattallaMoveActivate | BattallaMoveActivateHero | BattallaMoveAttack | BattallaMoveChooseOrder |
            BattallaMoveDecline | BattallaMoveDirectAttack | BattallaMoveMove | BattallaMoveMulligan | BattallaMovePassTurn
            | BattallaMovePlay | BattallaMoveReact | BattallaMoveRevealHero | BattallaMoveSummonHero]):
        texts (list[str]): one sentence per move, in the same order as `moves` (docs/api.md, `text`)
    """

    version: int
    ruleset: Literal["battalla"]
    seat: int | None
    moves: list[
        BattallaMoveActivate
        | BattallaMoveActivateHero
        | BattallaMoveAttack
        | BattallaMoveChooseOrder
        | BattallaMoveDecline
        | BattallaMoveDirectAttack
        | BattallaMoveMove
        | BattallaMoveMulligan
        | BattallaMovePassTurn
        | BattallaMovePlay
        | BattallaMoveReact
        | BattallaMoveRevealHero
        | BattallaMoveSummonHero
    ]
    texts: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.battalla_move_activate import BattallaMoveActivate
        from ..models.battalla_move_activate_hero import BattallaMoveActivateHero
        from ..models.battalla_move_attack import BattallaMoveAttack
        from ..models.battalla_move_choose_order import BattallaMoveChooseOrder
        from ..models.battalla_move_decline import BattallaMoveDecline
        from ..models.battalla_move_direct_attack import BattallaMoveDirectAttack
        from ..models.battalla_move_move import BattallaMoveMove
        from ..models.battalla_move_mulligan import BattallaMoveMulligan
        from ..models.battalla_move_play import BattallaMovePlay
        from ..models.battalla_move_react import BattallaMoveReact
        from ..models.battalla_move_reveal_hero import BattallaMoveRevealHero
        from ..models.battalla_move_summon_hero import BattallaMoveSummonHero

        version = self.version

        ruleset = self.ruleset

        seat: int | None
        seat = self.seat

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, BattallaMoveChooseOrder)
                or isinstance(moves_item_data, BattallaMoveMulligan)
                or isinstance(moves_item_data, BattallaMovePlay)
                or isinstance(moves_item_data, BattallaMoveSummonHero)
                or isinstance(moves_item_data, BattallaMoveActivate)
                or isinstance(moves_item_data, BattallaMoveRevealHero)
                or isinstance(moves_item_data, BattallaMoveActivateHero)
                or isinstance(moves_item_data, BattallaMoveMove)
                or isinstance(moves_item_data, BattallaMoveAttack)
                or isinstance(moves_item_data, BattallaMoveDirectAttack)
                or isinstance(moves_item_data, BattallaMoveReact)
                or isinstance(moves_item_data, BattallaMoveDecline)
            ):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        texts = self.texts

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "ruleset": ruleset,
                "seat": seat,
                "moves": moves,
                "texts": texts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.battalla_move_activate import BattallaMoveActivate
        from ..models.battalla_move_activate_hero import BattallaMoveActivateHero
        from ..models.battalla_move_attack import BattallaMoveAttack
        from ..models.battalla_move_choose_order import BattallaMoveChooseOrder
        from ..models.battalla_move_decline import BattallaMoveDecline
        from ..models.battalla_move_direct_attack import BattallaMoveDirectAttack
        from ..models.battalla_move_move import BattallaMoveMove
        from ..models.battalla_move_mulligan import BattallaMoveMulligan
        from ..models.battalla_move_pass_turn import BattallaMovePassTurn
        from ..models.battalla_move_play import BattallaMovePlay
        from ..models.battalla_move_react import BattallaMoveReact
        from ..models.battalla_move_reveal_hero import BattallaMoveRevealHero
        from ..models.battalla_move_summon_hero import BattallaMoveSummonHero

        d = dict(src_dict)
        version = d.pop("version")

        ruleset = cast(Literal["battalla"], d.pop("ruleset"))
        if ruleset != "battalla":
            raise ValueError(f"ruleset must match const 'battalla', got '{ruleset}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                BattallaMoveActivate
                | BattallaMoveActivateHero
                | BattallaMoveAttack
                | BattallaMoveChooseOrder
                | BattallaMoveDecline
                | BattallaMoveDirectAttack
                | BattallaMoveMove
                | BattallaMoveMulligan
                | BattallaMovePassTurn
                | BattallaMovePlay
                | BattallaMoveReact
                | BattallaMoveRevealHero
                | BattallaMoveSummonHero
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_0 = (
                        BattallaMoveChooseOrder.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_1 = (
                        BattallaMoveMulligan.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_2 = BattallaMovePlay.from_dict(
                        data
                    )

                    return componentsschemas_battalla_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_3 = (
                        BattallaMoveSummonHero.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_4 = (
                        BattallaMoveActivate.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_5 = (
                        BattallaMoveRevealHero.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_6 = (
                        BattallaMoveActivateHero.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_7 = BattallaMoveMove.from_dict(
                        data
                    )

                    return componentsschemas_battalla_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_8 = (
                        BattallaMoveAttack.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_9 = (
                        BattallaMoveDirectAttack.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_10 = (
                        BattallaMoveReact.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battalla_move_type_11 = (
                        BattallaMoveDecline.from_dict(data)
                    )

                    return componentsschemas_battalla_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_battalla_move_type_12 = (
                    BattallaMovePassTurn.from_dict(data)
                )

                return componentsschemas_battalla_move_type_12

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        texts = cast(list[str], d.pop("texts"))

        battalla_legal_moves = cls(
            version=version,
            ruleset=ruleset,
            seat=seat,
            moves=moves,
            texts=texts,
        )

        battalla_legal_moves.additional_properties = d
        return battalla_legal_moves

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
