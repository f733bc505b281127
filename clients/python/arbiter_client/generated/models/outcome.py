from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.outcome_places import OutcomePlaces
    from ..models.outcome_scores_type_0 import OutcomeScoresType0


T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """
    Attributes:
        winners (list[int]):
        ranking (list[int]): best first
        scores (None | OutcomeScoresType0): seat (as a string) -> score
        reason (str):
        places (OutcomePlaces): seat (as a string) -> place, 1 first; seats that tie share a place (recorded by the
            versions that can tie without winners, such as dale@2; derived from winners and ranking for the others)
        text (str): the outcome as a sentence a person reads, naming the winner and why ("Bo wins: controls 2 of 3 Magic
            Circles ..."), with the placings for 3 or more seats
    """

    winners: list[int]
    ranking: list[int]
    scores: None | OutcomeScoresType0
    reason: str
    places: OutcomePlaces
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome_scores_type_0 import OutcomeScoresType0

        winners = self.winners

        ranking = self.ranking

        scores: dict[str, Any] | None
        if isinstance(self.scores, OutcomeScoresType0):
            scores = self.scores.to_dict()
        else:
            scores = self.scores

        reason = self.reason

        places = self.places.to_dict()

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winners": winners,
                "ranking": ranking,
                "scores": scores,
                "reason": reason,
                "places": places,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome_places import OutcomePlaces
        from ..models.outcome_scores_type_0 import OutcomeScoresType0

        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))

        ranking = cast(list[int], d.pop("ranking"))

        def _parse_scores(data: object) -> None | OutcomeScoresType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scores_type_0 = OutcomeScoresType0.from_dict(data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OutcomeScoresType0, data)

        scores = _parse_scores(d.pop("scores"))

        reason = d.pop("reason")

        places = OutcomePlaces.from_dict(d.pop("places"))

        text = d.pop("text")

        outcome = cls(
            winners=winners,
            ranking=ranking,
            scores=scores,
            reason=reason,
            places=places,
            text=text,
        )

        outcome.additional_properties = d
        return outcome

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
