from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.audit_checks import AuditChecks


T = TypeVar("T", bound="Audit")


@_attrs_define
class Audit:
    """
    Attributes:
        id (str):
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale,
            grove). New rulesets may appear.
        ruleset_version (int): the version of the rules the game is decided, replayed and audited under, for its whole
            life (docs/decisions.md, "Rules versions")
        rules (str): the ruleset and its version, as `battalla@4`
        rules_recorded (bool): false for a game from before versions were recorded: its version was found by re-running
            its decisions from its seed (the offline auditor does the same)
        version (int):
        seed_commitment (str):
        head_hash (None | str):
        verified (bool):
        checks (AuditChecks):
        seed (None | str): hex, once the game has finished
        problem (str | Unset): why verification failed
    """

    id: str
    ruleset: str
    ruleset_version: int
    rules: str
    rules_recorded: bool
    version: int
    seed_commitment: str
    head_hash: None | str
    verified: bool
    checks: AuditChecks
    seed: None | str
    problem: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        ruleset = self.ruleset

        ruleset_version = self.ruleset_version

        rules = self.rules

        rules_recorded = self.rules_recorded

        version = self.version

        seed_commitment = self.seed_commitment

        head_hash: None | str
        head_hash = self.head_hash

        verified = self.verified

        checks = self.checks.to_dict()

        seed: None | str
        seed = self.seed

        problem = self.problem

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "ruleset_version": ruleset_version,
                "rules": rules,
                "rules_recorded": rules_recorded,
                "version": version,
                "seed_commitment": seed_commitment,
                "head_hash": head_hash,
                "verified": verified,
                "checks": checks,
                "seed": seed,
            }
        )
        if problem is not UNSET:
            field_dict["problem"] = problem

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.audit_checks import AuditChecks

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = d.pop("ruleset")

        ruleset_version = d.pop("ruleset_version")

        rules = d.pop("rules")

        rules_recorded = d.pop("rules_recorded")

        version = d.pop("version")

        seed_commitment = d.pop("seed_commitment")

        def _parse_head_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        head_hash = _parse_head_hash(d.pop("head_hash"))

        verified = d.pop("verified")

        checks = AuditChecks.from_dict(d.pop("checks"))

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        problem = d.pop("problem", UNSET)

        audit = cls(
            id=id,
            ruleset=ruleset,
            ruleset_version=ruleset_version,
            rules=rules,
            rules_recorded=rules_recorded,
            version=version,
            seed_commitment=seed_commitment,
            head_hash=head_hash,
            verified=verified,
            checks=checks,
            seed=seed,
            problem=problem,
        )

        audit.additional_properties = d
        return audit

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
