from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_log_consistency import GameLogConsistency
    from ..models.game_log_leaves_item import GameLogLeavesItem


T = TypeVar("T", bound="GameLog")


@_attrs_define
class GameLog:
    """
    Attributes:
        origin (str):
        key (str): the log's note verifier key
        size (int):
        checkpoint (str): the signed checkpoint note
        leaves (list[GameLogLeavesItem]):
        started (None | str): when this deployment's public log took its first leaf, as the service recorded it (for a
            log begun before it recorded this: its first leaf after; null while it has none). A game created earlier has no
            created leaf: the offline auditor says so instead of failing it
        consistency (GameLogConsistency | Unset):
    """

    origin: str
    key: str
    size: int
    checkpoint: str
    leaves: list[GameLogLeavesItem]
    started: None | str
    consistency: GameLogConsistency | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        origin = self.origin

        key = self.key

        size = self.size

        checkpoint = self.checkpoint

        leaves = []
        for leaves_item_data in self.leaves:
            leaves_item = leaves_item_data.to_dict()
            leaves.append(leaves_item)

        started: None | str
        started = self.started

        consistency: dict[str, Any] | Unset = UNSET
        if not isinstance(self.consistency, Unset):
            consistency = self.consistency.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "origin": origin,
                "key": key,
                "size": size,
                "checkpoint": checkpoint,
                "leaves": leaves,
                "started": started,
            }
        )
        if consistency is not UNSET:
            field_dict["consistency"] = consistency

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_log_consistency import GameLogConsistency
        from ..models.game_log_leaves_item import GameLogLeavesItem

        d = dict(src_dict)
        origin = d.pop("origin")

        key = d.pop("key")

        size = d.pop("size")

        checkpoint = d.pop("checkpoint")

        leaves = []
        _leaves = d.pop("leaves")
        for leaves_item_data in _leaves:
            leaves_item = GameLogLeavesItem.from_dict(leaves_item_data)

            leaves.append(leaves_item)

        def _parse_started(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started = _parse_started(d.pop("started"))

        _consistency = d.pop("consistency", UNSET)
        consistency: GameLogConsistency | Unset
        if isinstance(_consistency, Unset):
            consistency = UNSET
        else:
            consistency = GameLogConsistency.from_dict(_consistency)

        game_log = cls(
            origin=origin,
            key=key,
            size=size,
            checkpoint=checkpoint,
            leaves=leaves,
            started=started,
            consistency=consistency,
        )

        game_log.additional_properties = d
        return game_log

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
