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

from ..models.battlegates_move_setup_character_kind import (
    BattlegatesMoveSetupCharacterKind,
)

T = TypeVar("T", bound="BattlegatesMoveSetupCharacter")


@_attrs_define
class BattlegatesMoveSetupCharacter:
    """Set-up, behind the divider: stand one character of your castle's army on one of its starting portals (portal index
    into view.portals of the castle). The whole army goes on first. Kept secret until all mazes are revealed.

        Attributes:
            type_ (Literal['setup_character']):  Default: 'setup_character'.
            kind (BattlegatesMoveSetupCharacterKind): which character
            portal (int): your castle's portal, 0-4 (0-9 with two armies)
    """

    kind: BattlegatesMoveSetupCharacterKind
    portal: int
    type_: Literal["setup_character"] = "setup_character"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        kind = self.kind.value

        portal = self.portal

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "kind": kind,
                "portal": portal,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["setup_character"], d.pop("type"))
        if type_ != "setup_character":
            raise ValueError(f"type must match const 'setup_character', got '{type_}'")

        kind = BattlegatesMoveSetupCharacterKind(d.pop("kind"))

        portal = d.pop("portal")

        battlegates_move_setup_character = cls(
            type_=type_,
            kind=kind,
            portal=portal,
        )

        return battlegates_move_setup_character
