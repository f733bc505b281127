from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BattallaViewDecklistsItemType0")


@_attrs_define
class BattallaViewDecklistsItemType0:
    """
    Attributes:
        main (list[str]):
        heroes (list[str]):
    """

    main: list[str]
    heroes: list[str]

    def to_dict(self) -> dict[str, Any]:
        main = self.main

        heroes = self.heroes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "main": main,
                "heroes": heroes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        main = cast(list[str], d.pop("main"))

        heroes = cast(list[str], d.pop("heroes"))

        battalla_view_decklists_item_type_0 = cls(
            main=main,
            heroes=heroes,
        )

        return battalla_view_decklists_item_type_0
