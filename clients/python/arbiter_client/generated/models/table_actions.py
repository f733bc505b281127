from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.table_actions_answer_type_0 import TableActionsAnswerType0

if TYPE_CHECKING:
    from ..models.table_actions_abort import TableActionsAbort
    from ..models.table_actions_draw_offer import TableActionsDrawOffer
    from ..models.table_actions_rematch import TableActionsRematch
    from ..models.table_actions_takeback import TableActionsTakeback
    from ..models.table_actions_undo import TableActionsUndo


T = TypeVar("T", bound="TableActions")


@_attrs_define
class TableActions:
    """What the caller's seat may do now besides moving: each command with whether the referee would take it and, if not,
    why (the same refusal the command would answer).

        Attributes:
            version (int):
            seat (int | None):
            undo (TableActionsUndo):
            takeback (TableActionsTakeback):
            draw_offer (TableActionsDrawOffer):
            abort (TableActionsAbort):
            answer (None | TableActionsAnswerType0): the kind of pending request the caller may answer now
            rematch (TableActionsRematch):
    """

    version: int
    seat: int | None
    undo: TableActionsUndo
    takeback: TableActionsTakeback
    draw_offer: TableActionsDrawOffer
    abort: TableActionsAbort
    answer: None | TableActionsAnswerType0
    rematch: TableActionsRematch
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        seat: int | None
        seat = self.seat

        undo = self.undo.to_dict()

        takeback = self.takeback.to_dict()

        draw_offer = self.draw_offer.to_dict()

        abort = self.abort.to_dict()

        answer: None | str
        if isinstance(self.answer, TableActionsAnswerType0):
            answer = self.answer.value
        else:
            answer = self.answer

        rematch = self.rematch.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "seat": seat,
                "undo": undo,
                "takeback": takeback,
                "draw_offer": draw_offer,
                "abort": abort,
                "answer": answer,
                "rematch": rematch,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table_actions_abort import TableActionsAbort
        from ..models.table_actions_draw_offer import TableActionsDrawOffer
        from ..models.table_actions_rematch import TableActionsRematch
        from ..models.table_actions_takeback import TableActionsTakeback
        from ..models.table_actions_undo import TableActionsUndo

        d = dict(src_dict)
        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        undo = TableActionsUndo.from_dict(d.pop("undo"))

        takeback = TableActionsTakeback.from_dict(d.pop("takeback"))

        draw_offer = TableActionsDrawOffer.from_dict(d.pop("draw_offer"))

        abort = TableActionsAbort.from_dict(d.pop("abort"))

        def _parse_answer(data: object) -> None | TableActionsAnswerType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answer_type_0 = TableActionsAnswerType0(data)

                return answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TableActionsAnswerType0, data)

        answer = _parse_answer(d.pop("answer"))

        rematch = TableActionsRematch.from_dict(d.pop("rematch"))

        table_actions = cls(
            version=version,
            seat=seat,
            undo=undo,
            takeback=takeback,
            draw_offer=draw_offer,
            abort=abort,
            answer=answer,
            rematch=rematch,
        )

        table_actions.additional_properties = d
        return table_actions

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
