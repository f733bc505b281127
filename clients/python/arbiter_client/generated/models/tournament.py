from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_format import TournamentFormat
from ..models.tournament_status import TournamentStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock import Clock
    from ..models.standings_row import StandingsRow
    from ..models.tournament_entrant import TournamentEntrant
    from ..models.tournament_entry import TournamentEntry
    from ..models.tournament_links import TournamentLinks
    from ..models.tournament_options import TournamentOptions


T = TypeVar("T", bound="Tournament")


@_attrs_define
class Tournament:
    """
    Attributes:
        id (str):
        name (str):
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates, channeling, dale,
            grove). New rulesets may appear.
        format_ (TournamentFormat):
        status (TournamentStatus):
        version (int):
        rounds (int | None): the rounds to play (set at the start)
        round_ (int): the round being played (0 before the start)
        entrants (list[TournamentEntrant]):
        standings (list[StandingsRow]):
        seed_commitment (str):
        seed (None | str): revealed once finished
        head_hash (str):
        links (TournamentLinks):
        table_size (int | Unset):
        double (bool | Unset):
        options (TournamentOptions | Unset):
        clock (Clock | Unset):
        entry (TournamentEntry | Unset):
        max_entrants (int | Unset):
        rated (bool | Unset):
        entrant (TournamentEntrant | Unset):
        reason (None | str | Unset): why it finished
        created_at (None | str | Unset):
        updated_at (None | str | Unset):
        creator_token (str | Unset): only in the answer that creates it: enters AI levels, starts it, removes entrants
    """

    id: str
    name: str
    ruleset: str
    format_: TournamentFormat
    status: TournamentStatus
    version: int
    rounds: int | None
    round_: int
    entrants: list[TournamentEntrant]
    standings: list[StandingsRow]
    seed_commitment: str
    seed: None | str
    head_hash: str
    links: TournamentLinks
    table_size: int | Unset = UNSET
    double: bool | Unset = UNSET
    options: TournamentOptions | Unset = UNSET
    clock: Clock | Unset = UNSET
    entry: TournamentEntry | Unset = UNSET
    max_entrants: int | Unset = UNSET
    rated: bool | Unset = UNSET
    entrant: TournamentEntrant | Unset = UNSET
    reason: None | str | Unset = UNSET
    created_at: None | str | Unset = UNSET
    updated_at: None | str | Unset = UNSET
    creator_token: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        ruleset = self.ruleset

        format_ = self.format_.value

        status = self.status.value

        version = self.version

        rounds: int | None
        rounds = self.rounds

        round_ = self.round_

        entrants = []
        for entrants_item_data in self.entrants:
            entrants_item = entrants_item_data.to_dict()
            entrants.append(entrants_item)

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        seed_commitment = self.seed_commitment

        seed: None | str
        seed = self.seed

        head_hash = self.head_hash

        links = self.links.to_dict()

        table_size = self.table_size

        double = self.double

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        entry: dict[str, Any] | Unset = UNSET
        if not isinstance(self.entry, Unset):
            entry = self.entry.to_dict()

        max_entrants = self.max_entrants

        rated = self.rated

        entrant: dict[str, Any] | Unset = UNSET
        if not isinstance(self.entrant, Unset):
            entrant = self.entrant.to_dict()

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        created_at: None | str | Unset
        if isinstance(self.created_at, Unset):
            created_at = UNSET
        else:
            created_at = self.created_at

        updated_at: None | str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = self.updated_at

        creator_token = self.creator_token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "ruleset": ruleset,
                "format": format_,
                "status": status,
                "version": version,
                "rounds": rounds,
                "round": round_,
                "entrants": entrants,
                "standings": standings,
                "seed_commitment": seed_commitment,
                "seed": seed,
                "head_hash": head_hash,
                "links": links,
            }
        )
        if table_size is not UNSET:
            field_dict["table_size"] = table_size
        if double is not UNSET:
            field_dict["double"] = double
        if options is not UNSET:
            field_dict["options"] = options
        if clock is not UNSET:
            field_dict["clock"] = clock
        if entry is not UNSET:
            field_dict["entry"] = entry
        if max_entrants is not UNSET:
            field_dict["max_entrants"] = max_entrants
        if rated is not UNSET:
            field_dict["rated"] = rated
        if entrant is not UNSET:
            field_dict["entrant"] = entrant
        if reason is not UNSET:
            field_dict["reason"] = reason
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at
        if creator_token is not UNSET:
            field_dict["creator_token"] = creator_token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock import Clock
        from ..models.standings_row import StandingsRow
        from ..models.tournament_entrant import TournamentEntrant
        from ..models.tournament_entry import TournamentEntry
        from ..models.tournament_links import TournamentLinks
        from ..models.tournament_options import TournamentOptions

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        ruleset = d.pop("ruleset")

        format_ = TournamentFormat(d.pop("format"))

        status = TournamentStatus(d.pop("status"))

        version = d.pop("version")

        def _parse_rounds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rounds = _parse_rounds(d.pop("rounds"))

        round_ = d.pop("round")

        entrants = []
        _entrants = d.pop("entrants")
        for entrants_item_data in _entrants:
            entrants_item = TournamentEntrant.from_dict(entrants_item_data)

            entrants.append(entrants_item)

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = StandingsRow.from_dict(standings_item_data)

            standings.append(standings_item)

        seed_commitment = d.pop("seed_commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        head_hash = d.pop("head_hash")

        links = TournamentLinks.from_dict(d.pop("links"))

        table_size = d.pop("table_size", UNSET)

        double = d.pop("double", UNSET)

        _options = d.pop("options", UNSET)
        options: TournamentOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TournamentOptions.from_dict(_options)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        _entry = d.pop("entry", UNSET)
        entry: TournamentEntry | Unset
        if isinstance(_entry, Unset):
            entry = UNSET
        else:
            entry = TournamentEntry.from_dict(_entry)

        max_entrants = d.pop("max_entrants", UNSET)

        rated = d.pop("rated", UNSET)

        _entrant = d.pop("entrant", UNSET)
        entrant: TournamentEntrant | Unset
        if isinstance(_entrant, Unset):
            entrant = UNSET
        else:
            entrant = TournamentEntrant.from_dict(_entrant)

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_created_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        created_at = _parse_created_at(d.pop("created_at", UNSET))

        def _parse_updated_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        updated_at = _parse_updated_at(d.pop("updated_at", UNSET))

        creator_token = d.pop("creator_token", UNSET)

        tournament = cls(
            id=id,
            name=name,
            ruleset=ruleset,
            format_=format_,
            status=status,
            version=version,
            rounds=rounds,
            round_=round_,
            entrants=entrants,
            standings=standings,
            seed_commitment=seed_commitment,
            seed=seed,
            head_hash=head_hash,
            links=links,
            table_size=table_size,
            double=double,
            options=options,
            clock=clock,
            entry=entry,
            max_entrants=max_entrants,
            rated=rated,
            entrant=entrant,
            reason=reason,
            created_at=created_at,
            updated_at=updated_at,
            creator_token=creator_token,
        )

        tournament.additional_properties = d
        return tournament

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
