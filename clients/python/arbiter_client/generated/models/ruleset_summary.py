from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.json_schema import JSONSchema
    from ..models.players import Players


T = TypeVar("T", bound="RulesetSummary")


@_attrs_define
class RulesetSummary:
    """
    Attributes:
        id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale, grove). New
            rulesets may appear.
        name (str):
        version (int): the newest version of its rules: new games are played under it
        players (Players):
        hidden_information (bool):
        options (JSONSchema): A JSON Schema (2020-12) object.
    """

    id: str
    name: str
    version: int
    players: Players
    hidden_information: bool
    options: JSONSchema

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        version = self.version

        players = self.players.to_dict()

        hidden_information = self.hidden_information

        options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "version": version,
                "players": players,
                "hidden_information": hidden_information,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.json_schema import JSONSchema
        from ..models.players import Players

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        version = d.pop("version")

        players = Players.from_dict(d.pop("players"))

        hidden_information = d.pop("hidden_information")

        options = JSONSchema.from_dict(d.pop("options"))

        ruleset_summary = cls(
            id=id,
            name=name,
            version=version,
            players=players,
            hidden_information=hidden_information,
            options=options,
        )

        return ruleset_summary
