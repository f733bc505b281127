from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tournament_round_byes_item import TournamentRoundByesItem
    from ..models.tournament_round_rests_item import TournamentRoundRestsItem
    from ..models.tournament_round_tables_item import TournamentRoundTablesItem


T = TypeVar("T", bound="TournamentRound")


@_attrs_define
class TournamentRound:
    """
    Attributes:
        id (str):
        round_ (int):
        tables (list[TournamentRoundTablesItem]):
        byes (list[TournamentRoundByesItem]):
        rests (list[TournamentRoundRestsItem]):
        complete (bool):
        constraints (None | str | Unset): swiss: which pairing constraints held
    """

    id: str
    round_: int
    tables: list[TournamentRoundTablesItem]
    byes: list[TournamentRoundByesItem]
    rests: list[TournamentRoundRestsItem]
    complete: bool
    constraints: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        round_ = self.round_

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        byes = []
        for byes_item_data in self.byes:
            byes_item = byes_item_data.to_dict()
            byes.append(byes_item)

        rests = []
        for rests_item_data in self.rests:
            rests_item = rests_item_data.to_dict()
            rests.append(rests_item)

        complete = self.complete

        constraints: None | str | Unset
        if isinstance(self.constraints, Unset):
            constraints = UNSET
        else:
            constraints = self.constraints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "round": round_,
                "tables": tables,
                "byes": byes,
                "rests": rests,
                "complete": complete,
            }
        )
        if constraints is not UNSET:
            field_dict["constraints"] = constraints

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tournament_round_byes_item import TournamentRoundByesItem
        from ..models.tournament_round_rests_item import TournamentRoundRestsItem
        from ..models.tournament_round_tables_item import TournamentRoundTablesItem

        d = dict(src_dict)
        id = d.pop("id")

        round_ = d.pop("round")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = TournamentRoundTablesItem.from_dict(tables_item_data)

            tables.append(tables_item)

        byes = []
        _byes = d.pop("byes")
        for byes_item_data in _byes:
            byes_item = TournamentRoundByesItem.from_dict(byes_item_data)

            byes.append(byes_item)

        rests = []
        _rests = d.pop("rests")
        for rests_item_data in _rests:
            rests_item = TournamentRoundRestsItem.from_dict(rests_item_data)

            rests.append(rests_item)

        complete = d.pop("complete")

        def _parse_constraints(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        constraints = _parse_constraints(d.pop("constraints", UNSET))

        tournament_round = cls(
            id=id,
            round_=round_,
            tables=tables,
            byes=byes,
            rests=rests,
            complete=complete,
            constraints=constraints,
        )

        tournament_round.additional_properties = d
        return tournament_round

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
