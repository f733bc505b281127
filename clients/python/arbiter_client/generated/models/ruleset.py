from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.json_schema import JSONSchema
    from ..models.players import Players
    from ..models.ruleset_move_types import RulesetMoveTypes


T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """
    Attributes:
        id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale, grove). New
            rulesets may appear.
        name (str):
        players (Players):
        hidden_information (bool):
        options (JSONSchema): A JSON Schema (2020-12) object.
        move_types (RulesetMoveTypes): move type -> JSON Schema of the move
        resources (list[str]):
    """

    id: str
    name: str
    players: Players
    hidden_information: bool
    options: JSONSchema
    move_types: RulesetMoveTypes
    resources: list[str]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        players = self.players.to_dict()

        hidden_information = self.hidden_information

        options = self.options.to_dict()

        move_types = self.move_types.to_dict()

        resources = self.resources

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "players": players,
                "hidden_information": hidden_information,
                "options": options,
                "move_types": move_types,
                "resources": resources,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.json_schema import JSONSchema
        from ..models.players import Players
        from ..models.ruleset_move_types import RulesetMoveTypes

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        players = Players.from_dict(d.pop("players"))

        hidden_information = d.pop("hidden_information")

        options = JSONSchema.from_dict(d.pop("options"))

        move_types = RulesetMoveTypes.from_dict(d.pop("move_types"))

        resources = cast(list[str], d.pop("resources"))

        ruleset = cls(
            id=id,
            name=name,
            players=players,
            hidden_information=hidden_information,
            options=options,
            move_types=move_types,
            resources=resources,
        )

        return ruleset
