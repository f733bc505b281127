from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.analysis_decisions_item_best import AnalysisDecisionsItemBest
    from ..models.analysis_decisions_item_move import AnalysisDecisionsItemMove
    from ..models.analysis_decisions_item_words import AnalysisDecisionsItemWords


T = TypeVar("T", bound="AnalysisDecisionsItem")


@_attrs_define
class AnalysisDecisionsItem:
    """One decision of one seat: the values for that seat, computed from its own information only.

    Attributes:
        version (int): the game's version when the seat decided (GET /replay?at= shows that position)
        seat (int):
        move (AnalysisDecisionsItemMove): the move played, as it was posted
        best (AnalysisDecisionsItemBest): the move the AI would have played
        before (float): an estimated chance to win for the deciding seat, 0 to 1 (the AI's value)
        played (float): an estimated chance to win for the deciding seat, 0 to 1 (the AI's value)
        best_value (float): an estimated chance to win for the deciding seat, 0 to 1 (the AI's value)
        cost (float): best_value - played (never below 0): what the move cost in chance to win
        simulations (int):
        words (AnalysisDecisionsItemWords): The move played and the AI's move, each as a sentence in the game's own
            words, from the deciding seat's view of the position.
        turning (bool): one of the game's turning points
        text (None | str): at a turning point, what was played, what the AI would have played and roughly what it cost,
            in words
    """

    version: int
    seat: int
    move: AnalysisDecisionsItemMove
    best: AnalysisDecisionsItemBest
    before: float
    played: float
    best_value: float
    cost: float
    simulations: int
    words: AnalysisDecisionsItemWords
    turning: bool
    text: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        seat = self.seat

        move = self.move.to_dict()

        best = self.best.to_dict()

        before = self.before

        played = self.played

        best_value = self.best_value

        cost = self.cost

        simulations = self.simulations

        words = self.words.to_dict()

        turning = self.turning

        text: None | str
        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "seat": seat,
                "move": move,
                "best": best,
                "before": before,
                "played": played,
                "best_value": best_value,
                "cost": cost,
                "simulations": simulations,
                "words": words,
                "turning": turning,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analysis_decisions_item_best import AnalysisDecisionsItemBest
        from ..models.analysis_decisions_item_move import AnalysisDecisionsItemMove
        from ..models.analysis_decisions_item_words import AnalysisDecisionsItemWords

        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        move = AnalysisDecisionsItemMove.from_dict(d.pop("move"))

        best = AnalysisDecisionsItemBest.from_dict(d.pop("best"))

        before = d.pop("before")

        played = d.pop("played")

        best_value = d.pop("best_value")

        cost = d.pop("cost")

        simulations = d.pop("simulations")

        words = AnalysisDecisionsItemWords.from_dict(d.pop("words"))

        turning = d.pop("turning")

        def _parse_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        text = _parse_text(d.pop("text"))

        analysis_decisions_item = cls(
            version=version,
            seat=seat,
            move=move,
            best=best,
            before=before,
            played=played,
            best_value=best_value,
            cost=cost,
            simulations=simulations,
            words=words,
            turning=turning,
            text=text,
        )

        analysis_decisions_item.additional_properties = d
        return analysis_decisions_item

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
