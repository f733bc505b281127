from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.outcome import Outcome
    from ..models.replay_state_type_0 import ReplayStateType0
    from ..models.replay_view import ReplayView


T = TypeVar("T", bound="Replay")


@_attrs_define
class Replay:
    """
    Attributes:
        version (int):
        to_act (list[int]):
        outcome (None | Outcome): set from the version at which the result is settled, which can be the one just before
            GameFinished
        finished (bool): GameFinished is at or before this version
        settled (bool): false for a version inside one command (set-up, a move's follow-on events): nobody acts there,
            the command's next event follows
        view (ReplayView):
        state (None | ReplayStateType0): the full state, once finished
    """

    version: int
    to_act: list[int]
    outcome: None | Outcome
    finished: bool
    settled: bool
    view: ReplayView
    state: None | ReplayStateType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome
        from ..models.replay_state_type_0 import ReplayStateType0

        version = self.version

        to_act = self.to_act

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        finished = self.finished

        settled = self.settled

        view = self.view.to_dict()

        state: dict[str, Any] | None
        if isinstance(self.state, ReplayStateType0):
            state = self.state.to_dict()
        else:
            state = self.state

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "to_act": to_act,
                "outcome": outcome,
                "finished": finished,
                "settled": settled,
                "view": view,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome
        from ..models.replay_state_type_0 import ReplayStateType0
        from ..models.replay_view import ReplayView

        d = dict(src_dict)
        version = d.pop("version")

        to_act = cast(list[int], d.pop("to_act"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        finished = d.pop("finished")

        settled = d.pop("settled")

        view = ReplayView.from_dict(d.pop("view"))

        def _parse_state(data: object) -> None | ReplayStateType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = ReplayStateType0.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplayStateType0, data)

        state = _parse_state(d.pop("state"))

        replay = cls(
            version=version,
            to_act=to_act,
            outcome=outcome,
            finished=finished,
            settled=settled,
            view=view,
            state=state,
        )

        replay.additional_properties = d
        return replay

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
