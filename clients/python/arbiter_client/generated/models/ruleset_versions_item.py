from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RulesetVersionsItem")


@_attrs_define
class RulesetVersionsItem:
    """
    Attributes:
        version (int):
        rules (str): `<ruleset>@<version>`
        since (None | str): when it came into force
        changes (str): what changed in this version
        records_version (bool): whether its games name it in GameCreated (false: from before versions were recorded)
    """

    version: int
    rules: str
    since: None | str
    changes: str
    records_version: bool

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        rules = self.rules

        since: None | str
        since = self.since

        changes = self.changes

        records_version = self.records_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "rules": rules,
                "since": since,
                "changes": changes,
                "records_version": records_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        version = d.pop("version")

        rules = d.pop("rules")

        def _parse_since(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        since = _parse_since(d.pop("since"))

        changes = d.pop("changes")

        records_version = d.pop("records_version")

        ruleset_versions_item = cls(
            version=version,
            rules=rules,
            since=since,
            changes=changes,
            records_version=records_version,
        )

        return ruleset_versions_item
