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

from ..models.channeling_move_play_glyph_glyph import ChannelingMovePlayGlyphGlyph

T = TypeVar("T", bound="ChannelingMovePlayGlyph")


@_attrs_define
class ChannelingMovePlayGlyph:
    """Step 1: play a Glyph Card from your hand; it names the row or column your druid moves in. Playing your eighth card
    returns all eight to your hand.

        Attributes:
            type_ (Literal['play_glyph']):  Default: 'play_glyph'.
            glyph (ChannelingMovePlayGlyphGlyph): the glyph card: row0..row3 or col0..col3
    """

    glyph: ChannelingMovePlayGlyphGlyph
    type_: Literal["play_glyph"] = "play_glyph"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        glyph = self.glyph.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "glyph": glyph,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["play_glyph"], d.pop("type"))
        if type_ != "play_glyph":
            raise ValueError(f"type must match const 'play_glyph', got '{type_}'")

        glyph = ChannelingMovePlayGlyphGlyph(d.pop("glyph"))

        channeling_move_play_glyph = cls(
            type_=type_,
            glyph=glyph,
        )

        return channeling_move_play_glyph
