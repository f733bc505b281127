from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.battlegates_options_setup import BattlegatesOptionsSetup
from ..types import UNSET, Unset

T = TypeVar("T", bound="BattlegatesOptions")


@_attrs_define
class BattlegatesOptions:
    """
    Attributes:
        setup (BattlegatesOptionsSetup | Unset): single: one battle-board, 2 players. misery_run: two boards end to end,
            2 players with two armies and 20 pieces each. four_castles: Battle Alley, 2 players with castles 1+3 and 2+4.
            allies: Battle Alley, 4 players, castles 1+3 against 2+4. individual: Battle Alley, 4 players each on their own.
            Default: BattlegatesOptionsSetup.SINGLE.
    """

    setup: BattlegatesOptionsSetup | Unset = BattlegatesOptionsSetup.SINGLE

    def to_dict(self) -> dict[str, Any]:
        setup: str | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = self.setup.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if setup is not UNSET:
            field_dict["setup"] = setup

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _setup = d.pop("setup", UNSET)
        setup: BattlegatesOptionsSetup | Unset
        if isinstance(_setup, Unset):
            setup = UNSET
        else:
            setup = BattlegatesOptionsSetup(_setup)

        battlegates_options = cls(
            setup=setup,
        )

        return battlegates_options
