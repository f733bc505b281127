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
    from ..models.dale_move_advance import DaleMoveAdvance
    from ..models.dale_move_answer_exchange import DaleMoveAnswerExchange
    from ..models.dale_move_concede import DaleMoveConcede
    from ..models.dale_move_end_turn import DaleMoveEndTurn
    from ..models.dale_move_move import DaleMoveMove
    from ..models.dale_move_no_advance import DaleMoveNoAdvance
    from ..models.dale_move_offer_exchange import DaleMoveOfferExchange
    from ..models.dale_move_pass import DaleMovePass
    from ..models.dale_move_place import DaleMovePlace
    from ..models.dale_move_rally import DaleMoveRally
    from ..models.dale_move_retreat import DaleMoveRetreat
    from ..models.dale_move_withdraw import DaleMoveWithdraw


T = TypeVar("T", bound="DaleLegalMoves")


@_attrs_define
class DaleLegalMoves:
    """
    Attributes:
        version (int):
        ruleset (Literal['dale']):
        seat (int | None):
        moves (list[DaleMoveAdvance | DaleMoveAnswerExchange | DaleMoveConcede | DaleMoveEndTurn | DaleMoveMove |
            DaleMoveNoAdvance | DaleMoveOfferExchange | DaleMovePass | DaleMovePlace | DaleMoveRally | DaleMoveRetreat |
            DaleMoveWithdraw]):
        texts (list[str]): one sentence per move, in the same order as `moves` (docs/api.md, `text`)
    """

    version: int
    ruleset: Literal["dale"]
    seat: int | None
    moves: list[
        DaleMoveAdvance
        | DaleMoveAnswerExchange
        | DaleMoveConcede
        | DaleMoveEndTurn
        | DaleMoveMove
        | DaleMoveNoAdvance
        | DaleMoveOfferExchange
        | DaleMovePass
        | DaleMovePlace
        | DaleMoveRally
        | DaleMoveRetreat
        | DaleMoveWithdraw
    ]
    texts: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dale_move_advance import DaleMoveAdvance
        from ..models.dale_move_answer_exchange import DaleMoveAnswerExchange
        from ..models.dale_move_concede import DaleMoveConcede
        from ..models.dale_move_end_turn import DaleMoveEndTurn
        from ..models.dale_move_move import DaleMoveMove
        from ..models.dale_move_no_advance import DaleMoveNoAdvance
        from ..models.dale_move_offer_exchange import DaleMoveOfferExchange
        from ..models.dale_move_place import DaleMovePlace
        from ..models.dale_move_rally import DaleMoveRally
        from ..models.dale_move_retreat import DaleMoveRetreat
        from ..models.dale_move_withdraw import DaleMoveWithdraw

        version = self.version

        ruleset = self.ruleset

        seat: int | None
        seat = self.seat

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, DaleMovePlace)
                or isinstance(moves_item_data, DaleMoveMove)
                or isinstance(moves_item_data, DaleMoveRally)
                or isinstance(moves_item_data, DaleMoveWithdraw)
                or isinstance(moves_item_data, DaleMoveOfferExchange)
                or isinstance(moves_item_data, DaleMoveAnswerExchange)
                or isinstance(moves_item_data, DaleMoveRetreat)
                or isinstance(moves_item_data, DaleMoveConcede)
                or isinstance(moves_item_data, DaleMoveAdvance)
                or isinstance(moves_item_data, DaleMoveNoAdvance)
                or isinstance(moves_item_data, DaleMoveEndTurn)
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
        from ..models.dale_move_advance import DaleMoveAdvance
        from ..models.dale_move_answer_exchange import DaleMoveAnswerExchange
        from ..models.dale_move_concede import DaleMoveConcede
        from ..models.dale_move_end_turn import DaleMoveEndTurn
        from ..models.dale_move_move import DaleMoveMove
        from ..models.dale_move_no_advance import DaleMoveNoAdvance
        from ..models.dale_move_offer_exchange import DaleMoveOfferExchange
        from ..models.dale_move_pass import DaleMovePass
        from ..models.dale_move_place import DaleMovePlace
        from ..models.dale_move_rally import DaleMoveRally
        from ..models.dale_move_retreat import DaleMoveRetreat
        from ..models.dale_move_withdraw import DaleMoveWithdraw

        d = dict(src_dict)
        version = d.pop("version")

        ruleset = cast(Literal["dale"], d.pop("ruleset"))
        if ruleset != "dale":
            raise ValueError(f"ruleset must match const 'dale', got '{ruleset}'")

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
                DaleMoveAdvance
                | DaleMoveAnswerExchange
                | DaleMoveConcede
                | DaleMoveEndTurn
                | DaleMoveMove
                | DaleMoveNoAdvance
                | DaleMoveOfferExchange
                | DaleMovePass
                | DaleMovePlace
                | DaleMoveRally
                | DaleMoveRetreat
                | DaleMoveWithdraw
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_0 = DaleMovePlace.from_dict(data)

                    return componentsschemas_dale_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_1 = DaleMoveMove.from_dict(data)

                    return componentsschemas_dale_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_2 = DaleMoveRally.from_dict(data)

                    return componentsschemas_dale_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_3 = DaleMoveWithdraw.from_dict(
                        data
                    )

                    return componentsschemas_dale_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_4 = (
                        DaleMoveOfferExchange.from_dict(data)
                    )

                    return componentsschemas_dale_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_5 = (
                        DaleMoveAnswerExchange.from_dict(data)
                    )

                    return componentsschemas_dale_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_6 = DaleMoveRetreat.from_dict(data)

                    return componentsschemas_dale_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_7 = DaleMoveConcede.from_dict(data)

                    return componentsschemas_dale_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_8 = DaleMoveAdvance.from_dict(data)

                    return componentsschemas_dale_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_9 = DaleMoveNoAdvance.from_dict(
                        data
                    )

                    return componentsschemas_dale_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dale_move_type_10 = DaleMoveEndTurn.from_dict(
                        data
                    )

                    return componentsschemas_dale_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dale_move_type_11 = DaleMovePass.from_dict(data)

                return componentsschemas_dale_move_type_11

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        texts = cast(list[str], d.pop("texts"))

        dale_legal_moves = cls(
            version=version,
            ruleset=ruleset,
            seat=seat,
            moves=moves,
            texts=texts,
        )

        dale_legal_moves.additional_properties = d
        return dale_legal_moves

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
