from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.move import Move


T = TypeVar("T", bound="OtherRulesetLegalMoves")


@_attrs_define
class OtherRulesetLegalMoves:
    """
    Attributes:
        version (int):
        ruleset (str): a ruleset added after this client was generated
        seat (int | None):
        moves (list[Move]):
        texts (list[str]): one sentence per move, in the same order as `moves` (docs/api.md, `text`)
    """

    version: int
    ruleset: str
    seat: int | None
    moves: list[Move]
    texts: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        ruleset = self.ruleset

        seat: int | None
        seat = self.seat

        moves = []
        for moves_item_data in self.moves:
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
        from ..models.move import Move

        d = dict(src_dict)
        version = d.pop("version")

        ruleset = d.pop("ruleset")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = Move.from_dict(moves_item_data)

            moves.append(moves_item)

        texts = cast(list[str], d.pop("texts"))

        other_ruleset_legal_moves = cls(
            version=version,
            ruleset=ruleset,
            seat=seat,
            moves=moves,
            texts=texts,
        )

        other_ruleset_legal_moves.additional_properties = d
        return other_ruleset_legal_moves

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
