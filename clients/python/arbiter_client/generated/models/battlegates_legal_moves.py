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
    from ..models.battlegates_move_climb_gate import BattlegatesMoveClimbGate
    from ..models.battlegates_move_discard import BattlegatesMoveDiscard
    from ..models.battlegates_move_move_gate import BattlegatesMoveMoveGate
    from ..models.battlegates_move_move_wall import BattlegatesMoveMoveWall
    from ..models.battlegates_move_place_gate import BattlegatesMovePlaceGate
    from ..models.battlegates_move_place_wall import BattlegatesMovePlaceWall
    from ..models.battlegates_move_rotate_gate import BattlegatesMoveRotateGate
    from ..models.battlegates_move_scale_wall import BattlegatesMoveScaleWall
    from ..models.battlegates_move_setup_character import BattlegatesMoveSetupCharacter
    from ..models.battlegates_move_setup_gate import BattlegatesMoveSetupGate
    from ..models.battlegates_move_setup_wall import BattlegatesMoveSetupWall
    from ..models.battlegates_move_shoot import BattlegatesMoveShoot
    from ..models.battlegates_move_step import BattlegatesMoveStep


T = TypeVar("T", bound="BattlegatesLegalMoves")


@_attrs_define
class BattlegatesLegalMoves:
    """
    Attributes:
        version (int):
        ruleset (Literal['battlegates']):
        seat (int | None):
        moves (list[BattlegatesMoveClimbGate | BattlegatesMoveDiscard | BattlegatesMoveMoveGate |
            BattlegatesMoveMoveWall | BattlegatesMovePlaceGate | BattlegatesMovePlaceWall | BattlegatesMoveRotateGate |
            BattlegatesMoveScaleWall | BattlegatesMoveSetupCharacter | BattlegatesMoveSetupGate | BattlegatesMoveSetupWall |
            BattlegatesMoveShoot | BattlegatesMoveStep]):
        texts (list[str]): one sentence per move, in the same order as `moves` (docs/api.md, `text`)
    """

    version: int
    ruleset: Literal["battlegates"]
    seat: int | None
    moves: list[
        BattlegatesMoveClimbGate
        | BattlegatesMoveDiscard
        | BattlegatesMoveMoveGate
        | BattlegatesMoveMoveWall
        | BattlegatesMovePlaceGate
        | BattlegatesMovePlaceWall
        | BattlegatesMoveRotateGate
        | BattlegatesMoveScaleWall
        | BattlegatesMoveSetupCharacter
        | BattlegatesMoveSetupGate
        | BattlegatesMoveSetupWall
        | BattlegatesMoveShoot
        | BattlegatesMoveStep
    ]
    texts: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.battlegates_move_climb_gate import BattlegatesMoveClimbGate
        from ..models.battlegates_move_discard import BattlegatesMoveDiscard
        from ..models.battlegates_move_move_gate import BattlegatesMoveMoveGate
        from ..models.battlegates_move_move_wall import BattlegatesMoveMoveWall
        from ..models.battlegates_move_place_gate import BattlegatesMovePlaceGate
        from ..models.battlegates_move_place_wall import BattlegatesMovePlaceWall
        from ..models.battlegates_move_rotate_gate import BattlegatesMoveRotateGate
        from ..models.battlegates_move_scale_wall import BattlegatesMoveScaleWall
        from ..models.battlegates_move_setup_character import (
            BattlegatesMoveSetupCharacter,
        )
        from ..models.battlegates_move_setup_gate import BattlegatesMoveSetupGate
        from ..models.battlegates_move_setup_wall import BattlegatesMoveSetupWall
        from ..models.battlegates_move_step import BattlegatesMoveStep

        version = self.version

        ruleset = self.ruleset

        seat: int | None
        seat = self.seat

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, BattlegatesMoveSetupCharacter)
                or isinstance(moves_item_data, BattlegatesMoveSetupWall)
                or isinstance(moves_item_data, BattlegatesMoveSetupGate)
                or isinstance(moves_item_data, BattlegatesMoveDiscard)
                or isinstance(moves_item_data, BattlegatesMoveScaleWall)
                or isinstance(moves_item_data, BattlegatesMoveClimbGate)
                or isinstance(moves_item_data, BattlegatesMoveMoveWall)
                or isinstance(moves_item_data, BattlegatesMoveMoveGate)
                or isinstance(moves_item_data, BattlegatesMovePlaceWall)
                or isinstance(moves_item_data, BattlegatesMovePlaceGate)
                or isinstance(moves_item_data, BattlegatesMoveRotateGate)
                or isinstance(moves_item_data, BattlegatesMoveStep)
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
        from ..models.battlegates_move_climb_gate import BattlegatesMoveClimbGate
        from ..models.battlegates_move_discard import BattlegatesMoveDiscard
        from ..models.battlegates_move_move_gate import BattlegatesMoveMoveGate
        from ..models.battlegates_move_move_wall import BattlegatesMoveMoveWall
        from ..models.battlegates_move_place_gate import BattlegatesMovePlaceGate
        from ..models.battlegates_move_place_wall import BattlegatesMovePlaceWall
        from ..models.battlegates_move_rotate_gate import BattlegatesMoveRotateGate
        from ..models.battlegates_move_scale_wall import BattlegatesMoveScaleWall
        from ..models.battlegates_move_setup_character import (
            BattlegatesMoveSetupCharacter,
        )
        from ..models.battlegates_move_setup_gate import BattlegatesMoveSetupGate
        from ..models.battlegates_move_setup_wall import BattlegatesMoveSetupWall
        from ..models.battlegates_move_shoot import BattlegatesMoveShoot
        from ..models.battlegates_move_step import BattlegatesMoveStep

        d = dict(src_dict)
        version = d.pop("version")

        ruleset = cast(Literal["battlegates"], d.pop("ruleset"))
        if ruleset != "battlegates":
            raise ValueError(f"ruleset must match const 'battlegates', got '{ruleset}'")

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
                BattlegatesMoveClimbGate
                | BattlegatesMoveDiscard
                | BattlegatesMoveMoveGate
                | BattlegatesMoveMoveWall
                | BattlegatesMovePlaceGate
                | BattlegatesMovePlaceWall
                | BattlegatesMoveRotateGate
                | BattlegatesMoveScaleWall
                | BattlegatesMoveSetupCharacter
                | BattlegatesMoveSetupGate
                | BattlegatesMoveSetupWall
                | BattlegatesMoveShoot
                | BattlegatesMoveStep
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_0 = (
                        BattlegatesMoveSetupCharacter.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_1 = (
                        BattlegatesMoveSetupWall.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_2 = (
                        BattlegatesMoveSetupGate.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_3 = (
                        BattlegatesMoveDiscard.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_4 = (
                        BattlegatesMoveScaleWall.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_5 = (
                        BattlegatesMoveClimbGate.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_6 = (
                        BattlegatesMoveMoveWall.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_7 = (
                        BattlegatesMoveMoveGate.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_8 = (
                        BattlegatesMovePlaceWall.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_9 = (
                        BattlegatesMovePlaceGate.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_10 = (
                        BattlegatesMoveRotateGate.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battlegates_move_type_11 = (
                        BattlegatesMoveStep.from_dict(data)
                    )

                    return componentsschemas_battlegates_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_battlegates_move_type_12 = (
                    BattlegatesMoveShoot.from_dict(data)
                )

                return componentsschemas_battlegates_move_type_12

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        texts = cast(list[str], d.pop("texts"))

        battlegates_legal_moves = cls(
            version=version,
            ruleset=ruleset,
            seat=seat,
            moves=moves,
            texts=texts,
        )

        battlegates_legal_moves.additional_properties = d
        return battlegates_legal_moves

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
