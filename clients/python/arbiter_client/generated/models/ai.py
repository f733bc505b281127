from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ai_level import AILevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="AI")


@_attrs_define
class AI:
    """
    Attributes:
        level (AILevel): random, greedy (one ply) or mcts (search; docs/ai.md)
        budget_ms (int | None | Unset): thinking time per move (mcts); at most 1000 when every seat is an AI; an
            operator may lower the ceilings (ARBITER_AI_MAX_BUDGET_MS, ARBITER_EXHIBITION_MAX_BUDGET_MS), then more is 422
        iterations (int | None | Unset): simulations per move (mcts), deterministic; at most 10000 when every seat is an
            AI; an operator may lower the ceilings (ARBITER_AI_MAX_ITERATIONS, ARBITER_EXHIBITION_MAX_ITERATIONS)
    """

    level: AILevel
    budget_ms: int | None | Unset = UNSET
    iterations: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        budget_ms: int | None | Unset
        if isinstance(self.budget_ms, Unset):
            budget_ms = UNSET
        else:
            budget_ms = self.budget_ms

        iterations: int | None | Unset
        if isinstance(self.iterations, Unset):
            iterations = UNSET
        else:
            iterations = self.iterations

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
            }
        )
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if iterations is not UNSET:
            field_dict["iterations"] = iterations

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        level = AILevel(d.pop("level"))

        def _parse_budget_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms", UNSET))

        def _parse_iterations(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        iterations = _parse_iterations(d.pop("iterations", UNSET))

        ai = cls(
            level=level,
            budget_ms=budget_ms,
            iterations=iterations,
        )

        return ai
