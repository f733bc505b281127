from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.log_leaf import LogLeaf


T = TypeVar("T", bound="GetInclusionProofResponse200")


@_attrs_define
class GetInclusionProofResponse200:
    """
    Attributes:
        index (int):
        size (int):
        leaf (LogLeaf): A leaf's content: its entry in the log is this object's canonical JSON.
        leaf_hash (str): a SHA-256 hash, standard base64
        proof (list[str]):
    """

    index: int
    size: int
    leaf: LogLeaf
    leaf_hash: str
    proof: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        size = self.size

        leaf = self.leaf.to_dict()

        leaf_hash = self.leaf_hash

        proof = self.proof

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "size": size,
                "leaf": leaf,
                "leaf_hash": leaf_hash,
                "proof": proof,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.log_leaf import LogLeaf

        d = dict(src_dict)
        index = d.pop("index")

        size = d.pop("size")

        leaf = LogLeaf.from_dict(d.pop("leaf"))

        leaf_hash = d.pop("leaf_hash")

        proof = cast(list[str], d.pop("proof"))

        get_inclusion_proof_response_200 = cls(
            index=index,
            size=size,
            leaf=leaf,
            leaf_hash=leaf_hash,
            proof=proof,
        )

        get_inclusion_proof_response_200.additional_properties = d
        return get_inclusion_proof_response_200

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
