from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.grove_view_draw_type_0 import GroveViewDrawType0

if TYPE_CHECKING:
    from ..models.grove_view_colors import GroveViewColors
    from ..models.grove_view_control import GroveViewControl
    from ..models.grove_view_cubes import GroveViewCubes
    from ..models.grove_view_meeples import GroveViewMeeples


T = TypeVar("T", bound="GroveView")


@_attrs_define
class GroveView:
    """Everything is public: the board, supplies, control and whose turn it is.

    Attributes:
        colors (GroveViewColors): seat (as a string) -> its colour
        turn (int): the turn number
        turn_limit (int): turns after which the game is a draw
        to_move (int): the seat whose turn it is
        second_action (bool): the seat to move may take its optional second action (after a Stand at the Grove)
        meeples (GroveViewMeeples): per place, the Druid Meeples standing and lying there
        cubes (GroveViewCubes): per Magic Circle, the Energy Cubes channeled there
        supply (list[int]): Energy Cubes each seat has left to channel
        control (GroveViewControl): per Magic Circle, the seat that controls it (null: nobody)
        winner (int | None): the seat that won, once it has
        draw (GroveViewDrawType0 | None): why the game was drawn, once it is
    """

    colors: GroveViewColors
    turn: int
    turn_limit: int
    to_move: int
    second_action: bool
    meeples: GroveViewMeeples
    cubes: GroveViewCubes
    supply: list[int]
    control: GroveViewControl
    winner: int | None
    draw: GroveViewDrawType0 | None

    def to_dict(self) -> dict[str, Any]:
        colors = self.colors.to_dict()

        turn = self.turn

        turn_limit = self.turn_limit

        to_move = self.to_move

        second_action = self.second_action

        meeples = self.meeples.to_dict()

        cubes = self.cubes.to_dict()

        supply = self.supply

        control = self.control.to_dict()

        winner: int | None
        winner = self.winner

        draw: None | str
        if isinstance(self.draw, GroveViewDrawType0):
            draw = self.draw.value
        else:
            draw = self.draw

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colors": colors,
                "turn": turn,
                "turn_limit": turn_limit,
                "to_move": to_move,
                "second_action": second_action,
                "meeples": meeples,
                "cubes": cubes,
                "supply": supply,
                "control": control,
                "winner": winner,
                "draw": draw,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.grove_view_colors import GroveViewColors
        from ..models.grove_view_control import GroveViewControl
        from ..models.grove_view_cubes import GroveViewCubes
        from ..models.grove_view_meeples import GroveViewMeeples

        d = dict(src_dict)
        colors = GroveViewColors.from_dict(d.pop("colors"))

        turn = d.pop("turn")

        turn_limit = d.pop("turn_limit")

        to_move = d.pop("to_move")

        second_action = d.pop("second_action")

        meeples = GroveViewMeeples.from_dict(d.pop("meeples"))

        cubes = GroveViewCubes.from_dict(d.pop("cubes"))

        supply = cast(list[int], d.pop("supply"))

        control = GroveViewControl.from_dict(d.pop("control"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_draw(data: object) -> GroveViewDrawType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                draw_type_0 = GroveViewDrawType0(data)

                return draw_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GroveViewDrawType0 | None, data)

        draw = _parse_draw(d.pop("draw"))

        grove_view = cls(
            colors=colors,
            turn=turn,
            turn_limit=turn_limit,
            to_move=to_move,
            second_action=second_action,
            meeples=meeples,
            cubes=cubes,
            supply=supply,
            control=control,
            winner=winner,
            draw=draw,
        )

        return grove_view
