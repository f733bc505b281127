from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Move")


@_attrs_define
class Move:
    """`{"type": "<move type>", ...fields}`: a move of the game's ruleset, in the shape legal-moves lists it and a client
    posts it back. This schema is deliberately open: the game's ruleset, not the move, decides which union applies
    (several games share type names such as "move" or "channel"), so a generated client keeps the move exactly as sent
    and a ruleset added later does not break it. The typed unions are `<Ruleset>Move` (a oneOf discriminated on `type`,
    e.g. GroveMove with variants GroveMoveStand, GroveMoveMove...); parse a legal-moves answer with
    `<Ruleset>LegalMoves` to get them. Each move of a game is valid against its ruleset's union: BattallaMove,
    BattlegatesMove, ChannelingMove, DaleMove, GroveMove.

        Attributes:
            type_ (str): the move type
    """

    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        move = cls(
            type_=type_,
        )

        move.additional_properties = d
        return move

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
