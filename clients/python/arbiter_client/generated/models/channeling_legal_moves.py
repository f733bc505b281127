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
    from ..models.channeling_move_channel import ChannelingMoveChannel
    from ..models.channeling_move_move_druid import ChannelingMoveMoveDruid
    from ..models.channeling_move_play_glyph import ChannelingMovePlayGlyph
    from ..models.channeling_move_refill import ChannelingMoveRefill


T = TypeVar("T", bound="ChannelingLegalMoves")


@_attrs_define
class ChannelingLegalMoves:
    """
    Attributes:
        version (int):
        ruleset (Literal['channeling']):
        seat (int | None):
        moves (list[ChannelingMoveChannel | ChannelingMoveMoveDruid | ChannelingMovePlayGlyph | ChannelingMoveRefill]):
        texts (list[str]): one sentence per move, in the same order as `moves` (docs/api.md, `text`)
    """

    version: int
    ruleset: Literal["channeling"]
    seat: int | None
    moves: list[
        ChannelingMoveChannel
        | ChannelingMoveMoveDruid
        | ChannelingMovePlayGlyph
        | ChannelingMoveRefill
    ]
    texts: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.channeling_move_channel import ChannelingMoveChannel
        from ..models.channeling_move_move_druid import ChannelingMoveMoveDruid
        from ..models.channeling_move_play_glyph import ChannelingMovePlayGlyph

        version = self.version

        ruleset = self.ruleset

        seat: int | None
        seat = self.seat

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, ChannelingMovePlayGlyph)
                or isinstance(moves_item_data, ChannelingMoveMoveDruid)
                or isinstance(moves_item_data, ChannelingMoveChannel)
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
        from ..models.channeling_move_channel import ChannelingMoveChannel
        from ..models.channeling_move_move_druid import ChannelingMoveMoveDruid
        from ..models.channeling_move_play_glyph import ChannelingMovePlayGlyph
        from ..models.channeling_move_refill import ChannelingMoveRefill

        d = dict(src_dict)
        version = d.pop("version")

        ruleset = cast(Literal["channeling"], d.pop("ruleset"))
        if ruleset != "channeling":
            raise ValueError(f"ruleset must match const 'channeling', got '{ruleset}'")

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
                ChannelingMoveChannel
                | ChannelingMoveMoveDruid
                | ChannelingMovePlayGlyph
                | ChannelingMoveRefill
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_channeling_move_type_0 = (
                        ChannelingMovePlayGlyph.from_dict(data)
                    )

                    return componentsschemas_channeling_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_channeling_move_type_1 = (
                        ChannelingMoveMoveDruid.from_dict(data)
                    )

                    return componentsschemas_channeling_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_channeling_move_type_2 = (
                        ChannelingMoveChannel.from_dict(data)
                    )

                    return componentsschemas_channeling_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_channeling_move_type_3 = (
                    ChannelingMoveRefill.from_dict(data)
                )

                return componentsschemas_channeling_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        texts = cast(list[str], d.pop("texts"))

        channeling_legal_moves = cls(
            version=version,
            ruleset=ruleset,
            seat=seat,
            moves=moves,
            texts=texts,
        )

        channeling_legal_moves.additional_properties = d
        return channeling_legal_moves

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
