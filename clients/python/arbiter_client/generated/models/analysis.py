from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysis_level import AnalysisLevel

if TYPE_CHECKING:
    from ..models.analysis_decisions_item import AnalysisDecisionsItem


T = TypeVar("T", bound="Analysis")


@_attrs_define
class Analysis:
    """A finished game's analysis at one level: every decision of every seat, each from that seat's own information (hidden
    cards of other seats never enter it).

        Attributes:
            game_id (str):
            status (Literal['done']):
            ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale,
                grove). New rulesets may appear.
            level (AnalysisLevel):
            simulations (int): the search's simulations per decision
            version (int): the finished game's last version
            names (list[str]): each seat's player, in seat order
            decisions (list[AnalysisDecisionsItem]):
            final (list[float]): each seat's chance to win once the game is over (1 for a sole winner, shares of a shared
                win)
            turning_points (list[int]): indexes into `decisions` of the turning points, in game order
            seconds (float): how long the analysis took
    """

    game_id: str
    status: Literal["done"]
    ruleset: str
    level: AnalysisLevel
    simulations: int
    version: int
    names: list[str]
    decisions: list[AnalysisDecisionsItem]
    final: list[float]
    turning_points: list[int]
    seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        status = self.status

        ruleset = self.ruleset

        level = self.level.value

        simulations = self.simulations

        version = self.version

        names = self.names

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        final = self.final

        turning_points = self.turning_points

        seconds = self.seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "status": status,
                "ruleset": ruleset,
                "level": level,
                "simulations": simulations,
                "version": version,
                "names": names,
                "decisions": decisions,
                "final": final,
                "turning_points": turning_points,
                "seconds": seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analysis_decisions_item import AnalysisDecisionsItem

        d = dict(src_dict)
        game_id = d.pop("game_id")

        status = cast(Literal["done"], d.pop("status"))
        if status != "done":
            raise ValueError(f"status must match const 'done', got '{status}'")

        ruleset = d.pop("ruleset")

        level = AnalysisLevel(d.pop("level"))

        simulations = d.pop("simulations")

        version = d.pop("version")

        names = cast(list[str], d.pop("names"))

        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = AnalysisDecisionsItem.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        final = cast(list[float], d.pop("final"))

        turning_points = cast(list[int], d.pop("turning_points"))

        seconds = d.pop("seconds")

        analysis = cls(
            game_id=game_id,
            status=status,
            ruleset=ruleset,
            level=level,
            simulations=simulations,
            version=version,
            names=names,
            decisions=decisions,
            final=final,
            turning_points=turning_points,
            seconds=seconds,
        )

        analysis.additional_properties = d
        return analysis

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
