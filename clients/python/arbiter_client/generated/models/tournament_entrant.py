from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_entrant_kind import TournamentEntrantKind
from ..models.tournament_entrant_status import TournamentEntrantStatus

if TYPE_CHECKING:
    from ..models.ai import AI


T = TypeVar("T", bound="TournamentEntrant")


@_attrs_define
class TournamentEntrant:
    """
    Attributes:
        id (str): e1, e2, ... in the order of entry
        name (str):
        kind (TournamentEntrantKind):
        ai (AI | None):
        status (TournamentEntrantStatus): withdrawn: left after the start (results stand, not paired again)
    """

    id: str
    name: str
    kind: TournamentEntrantKind
    ai: AI | None
    status: TournamentEntrantStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ai import AI

        id = self.id

        name = self.name

        kind = self.kind.value

        ai: dict[str, Any] | None
        if isinstance(self.ai, AI):
            ai = self.ai.to_dict()
        else:
            ai = self.ai

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "kind": kind,
                "ai": ai,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ai import AI

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        kind = TournamentEntrantKind(d.pop("kind"))

        def _parse_ai(data: object) -> AI | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ai_type_0 = AI.from_dict(data)

                return ai_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AI | None, data)

        ai = _parse_ai(d.pop("ai"))

        status = TournamentEntrantStatus(d.pop("status"))

        tournament_entrant = cls(
            id=id,
            name=name,
            kind=kind,
            ai=ai,
            status=status,
        )

        tournament_entrant.additional_properties = d
        return tournament_entrant

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
