from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GetLogResponse200")


@_attrs_define
class GetLogResponse200:
    """
    Attributes:
        origin (str):
        key_name (str):
        key_id (str):
        verifier_key (str):
        size (int):
        root (str): a SHA-256 hash, standard base64
        checkpoint (str):
        tiles (str | Unset):
    """

    origin: str
    key_name: str
    key_id: str
    verifier_key: str
    size: int
    root: str
    checkpoint: str
    tiles: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        origin = self.origin

        key_name = self.key_name

        key_id = self.key_id

        verifier_key = self.verifier_key

        size = self.size

        root = self.root

        checkpoint = self.checkpoint

        tiles = self.tiles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "origin": origin,
                "key_name": key_name,
                "key_id": key_id,
                "verifier_key": verifier_key,
                "size": size,
                "root": root,
                "checkpoint": checkpoint,
            }
        )
        if tiles is not UNSET:
            field_dict["tiles"] = tiles

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        origin = d.pop("origin")

        key_name = d.pop("key_name")

        key_id = d.pop("key_id")

        verifier_key = d.pop("verifier_key")

        size = d.pop("size")

        root = d.pop("root")

        checkpoint = d.pop("checkpoint")

        tiles = d.pop("tiles", UNSET)

        get_log_response_200 = cls(
            origin=origin,
            key_name=key_name,
            key_id=key_id,
            verifier_key=verifier_key,
            size=size,
            root=root,
            checkpoint=checkpoint,
            tiles=tiles,
        )

        get_log_response_200.additional_properties = d
        return get_log_response_200

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
