from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.json_schema import JSONSchema
    from ..models.players import Players
    from ..models.ruleset_move_types import RulesetMoveTypes
    from ..models.ruleset_versions_item import RulesetVersionsItem


T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """
    Attributes:
        id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale, grove). New
            rulesets may appear.
        name (str):
        version (int): the newest version of its rules: new games are played under it
        players (Players):
        hidden_information (bool):
        options (JSONSchema): A JSON Schema (2020-12) object.
        move_types (RulesetMoveTypes): move type -> JSON Schema of the move
        resources (list[str]):
        versions (list[RulesetVersionsItem]): every version of its rules this server knows, oldest first, with what
            changed in each (docs/rules/<ruleset>.md, "Versions")
    """

    id: str
    name: str
    version: int
    players: Players
    hidden_information: bool
    options: JSONSchema
    move_types: RulesetMoveTypes
    resources: list[str]
    versions: list[RulesetVersionsItem]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        version = self.version

        players = self.players.to_dict()

        hidden_information = self.hidden_information

        options = self.options.to_dict()

        move_types = self.move_types.to_dict()

        resources = self.resources

        versions = []
        for versions_item_data in self.versions:
            versions_item = versions_item_data.to_dict()
            versions.append(versions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "version": version,
                "players": players,
                "hidden_information": hidden_information,
                "options": options,
                "move_types": move_types,
                "resources": resources,
                "versions": versions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.json_schema import JSONSchema
        from ..models.players import Players
        from ..models.ruleset_move_types import RulesetMoveTypes
        from ..models.ruleset_versions_item import RulesetVersionsItem

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        version = d.pop("version")

        players = Players.from_dict(d.pop("players"))

        hidden_information = d.pop("hidden_information")

        options = JSONSchema.from_dict(d.pop("options"))

        move_types = RulesetMoveTypes.from_dict(d.pop("move_types"))

        resources = cast(list[str], d.pop("resources"))

        versions = []
        _versions = d.pop("versions")
        for versions_item_data in _versions:
            versions_item = RulesetVersionsItem.from_dict(versions_item_data)

            versions.append(versions_item)

        ruleset = cls(
            id=id,
            name=name,
            version=version,
            players=players,
            hidden_information=hidden_information,
            options=options,
            move_types=move_types,
            resources=resources,
            versions=versions,
        )

        return ruleset
