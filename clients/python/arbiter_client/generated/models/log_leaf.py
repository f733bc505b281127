from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.log_leaf_kind import LogLeafKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="LogLeaf")


@_attrs_define
class LogLeaf:
    """A leaf's content: its entry in the log is this object's canonical JSON.

    Attributes:
        format_ (Literal['arbiter-leaf/1']):
        kind (LogLeafKind):
        game (str):
        version (int):
        head (str): the hash of the game's event at `version`
        commitment (str | Unset): created leaves: the seed commitment
    """

    format_: Literal["arbiter-leaf/1"]
    kind: LogLeafKind
    game: str
    version: int
    head: str
    commitment: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        kind = self.kind.value

        game = self.game

        version = self.version

        head = self.head

        commitment = self.commitment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "kind": kind,
                "game": game,
                "version": version,
                "head": head,
            }
        )
        if commitment is not UNSET:
            field_dict["commitment"] = commitment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        format_ = cast(Literal["arbiter-leaf/1"], d.pop("format"))
        if format_ != "arbiter-leaf/1":
            raise ValueError(
                f"format must match const 'arbiter-leaf/1', got '{format_}'"
            )

        kind = LogLeafKind(d.pop("kind"))

        game = d.pop("game")

        version = d.pop("version")

        head = d.pop("head")

        commitment = d.pop("commitment", UNSET)

        log_leaf = cls(
            format_=format_,
            kind=kind,
            game=game,
            version=version,
            head=head,
            commitment=commitment,
        )

        log_leaf.additional_properties = d
        return log_leaf

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
