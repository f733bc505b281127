from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MyGameCounts")


@_attrs_define
class MyGameCounts:
    """
    Attributes:
        my_turn (int):
        waiting (int):
        finished (int):
    """

    my_turn: int
    waiting: int
    finished: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        my_turn = self.my_turn

        waiting = self.waiting

        finished = self.finished

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "my_turn": my_turn,
                "waiting": waiting,
                "finished": finished,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        my_turn = d.pop("my_turn")

        waiting = d.pop("waiting")

        finished = d.pop("finished")

        my_game_counts = cls(
            my_turn=my_turn,
            waiting=waiting,
            finished=finished,
        )

        my_game_counts.additional_properties = d
        return my_game_counts

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
