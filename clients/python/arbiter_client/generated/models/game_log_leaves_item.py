from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.log_leaf import LogLeaf


T = TypeVar("T", bound="GameLogLeavesItem")


@_attrs_define
class GameLogLeavesItem:
    """
    Attributes:
        index (int):
        leaf (LogLeaf): A leaf's content: its entry in the log is this object's canonical JSON.
        proof (list[str]): RFC 9162 inclusion proof in the checkpoint's tree
    """

    index: int
    leaf: LogLeaf
    proof: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        leaf = self.leaf.to_dict()

        proof = self.proof

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "leaf": leaf,
                "proof": proof,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.log_leaf import LogLeaf

        d = dict(src_dict)
        index = d.pop("index")

        leaf = LogLeaf.from_dict(d.pop("leaf"))

        proof = cast(list[str], d.pop("proof"))

        game_log_leaves_item = cls(
            index=index,
            leaf=leaf,
            proof=proof,
        )

        game_log_leaves_item.additional_properties = d
        return game_log_leaves_item

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
