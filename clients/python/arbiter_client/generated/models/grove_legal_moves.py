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
    from ..models.grove_move_banish import GroveMoveBanish
    from ..models.grove_move_channel import GroveMoveChannel
    from ..models.grove_move_end_turn import GroveMoveEndTurn
    from ..models.grove_move_move import GroveMoveMove
    from ..models.grove_move_stand import GroveMoveStand
    from ..models.grove_move_stun import GroveMoveStun


T = TypeVar("T", bound="GroveLegalMoves")


@_attrs_define
class GroveLegalMoves:
    """
    Attributes:
        version (int):
        ruleset (Literal['grove']):
        seat (int | None):
        moves (list[GroveMoveBanish | GroveMoveChannel | GroveMoveEndTurn | GroveMoveMove | GroveMoveStand |
            GroveMoveStun]):
        texts (list[str]): one sentence per move, in the same order as `moves` (docs/api.md, `text`)
    """

    version: int
    ruleset: Literal["grove"]
    seat: int | None
    moves: list[
        GroveMoveBanish
        | GroveMoveChannel
        | GroveMoveEndTurn
        | GroveMoveMove
        | GroveMoveStand
        | GroveMoveStun
    ]
    texts: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.grove_move_banish import GroveMoveBanish
        from ..models.grove_move_channel import GroveMoveChannel
        from ..models.grove_move_move import GroveMoveMove
        from ..models.grove_move_stand import GroveMoveStand
        from ..models.grove_move_stun import GroveMoveStun

        version = self.version

        ruleset = self.ruleset

        seat: int | None
        seat = self.seat

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, GroveMoveStand)
                or isinstance(moves_item_data, GroveMoveMove)
                or isinstance(moves_item_data, GroveMoveChannel)
                or isinstance(moves_item_data, GroveMoveStun)
                or isinstance(moves_item_data, GroveMoveBanish)
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
        from ..models.grove_move_banish import GroveMoveBanish
        from ..models.grove_move_channel import GroveMoveChannel
        from ..models.grove_move_end_turn import GroveMoveEndTurn
        from ..models.grove_move_move import GroveMoveMove
        from ..models.grove_move_stand import GroveMoveStand
        from ..models.grove_move_stun import GroveMoveStun

        d = dict(src_dict)
        version = d.pop("version")

        ruleset = cast(Literal["grove"], d.pop("ruleset"))
        if ruleset != "grove":
            raise ValueError(f"ruleset must match const 'grove', got '{ruleset}'")

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
                GroveMoveBanish
                | GroveMoveChannel
                | GroveMoveEndTurn
                | GroveMoveMove
                | GroveMoveStand
                | GroveMoveStun
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_grove_move_type_0 = GroveMoveStand.from_dict(data)

                    return componentsschemas_grove_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_grove_move_type_1 = GroveMoveMove.from_dict(data)

                    return componentsschemas_grove_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_grove_move_type_2 = GroveMoveChannel.from_dict(
                        data
                    )

                    return componentsschemas_grove_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_grove_move_type_3 = GroveMoveStun.from_dict(data)

                    return componentsschemas_grove_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_grove_move_type_4 = GroveMoveBanish.from_dict(
                        data
                    )

                    return componentsschemas_grove_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_grove_move_type_5 = GroveMoveEndTurn.from_dict(data)

                return componentsschemas_grove_move_type_5

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        texts = cast(list[str], d.pop("texts"))

        grove_legal_moves = cls(
            version=version,
            ruleset=ruleset,
            seat=seat,
            moves=moves,
            texts=texts,
        )

        grove_legal_moves.additional_properties = d
        return grove_legal_moves

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
