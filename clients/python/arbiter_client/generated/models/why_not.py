from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.why_not_moves_item import WhyNotMovesItem
    from ..models.why_not_reasons_item import WhyNotReasonsItem


T = TypeVar("T", bound="WhyNot")


@_attrs_define
class WhyNot:
    """Why a tapped element names none of the caller's moves now. Decided on a position sampled from the caller's own view,
    so it tells nothing the caller may not see.

        Attributes:
            version (int):
            seat (int):
            legal (bool): true: some legal move of the caller is named after all
            moves (list[WhyNotMovesItem]): when legal: the caller's legal moves the pick names
            reasons (list[WhyNotReasonsItem]):
    """

    version: int
    seat: int
    legal: bool
    moves: list[WhyNotMovesItem]
    reasons: list[WhyNotReasonsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        seat = self.seat

        legal = self.legal

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "seat": seat,
                "legal": legal,
                "moves": moves,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.why_not_moves_item import WhyNotMovesItem
        from ..models.why_not_reasons_item import WhyNotReasonsItem

        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        legal = d.pop("legal")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = WhyNotMovesItem.from_dict(moves_item_data)

            moves.append(moves_item)

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = WhyNotReasonsItem.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        why_not = cls(
            version=version,
            seat=seat,
            legal=legal,
            moves=moves,
            reasons=reasons,
        )

        why_not.additional_properties = d
        return why_not

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
