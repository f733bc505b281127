from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_tournament_format import CreateTournamentFormat
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock import Clock
    from ..models.create_tournament_options import CreateTournamentOptions
    from ..models.entry_window import EntryWindow


T = TypeVar("T", bound="CreateTournament")


@_attrs_define
class CreateTournament:
    """
    Attributes:
        ruleset (str): a ruleset id (GET /v1/rulesets)
        name (None | str | Unset):
        format_ (CreateTournamentFormat | Unset): swiss and round_robin pair two-seat games; ffa forms tables of up to
            table_size seats by score groups Default: CreateTournamentFormat.SWISS.
        rounds (int | None | Unset): required for swiss and ffa (swiss plays at most entrants - 1); a round robin plays
            as many as its cycle needs
        options (CreateTournamentOptions | Unset): the ruleset's options for every game
        clock (Clock | None | Unset): each game's deadline per move (default one day, forfeit: a game that never
            finishes is lost on time)
        table_size (int | None | Unset): ffa: the most seats at a table (default the ruleset's most)
        double (bool | Unset): round_robin: every pair meets twice, seats swapped Default: False.
        entry (EntryWindow | None | Unset):
        max_entrants (int | Unset):  Default: 64.
        rated (bool | Unset): its games count for the ratings Default: True.
    """

    ruleset: str
    name: None | str | Unset = UNSET
    format_: CreateTournamentFormat | Unset = CreateTournamentFormat.SWISS
    rounds: int | None | Unset = UNSET
    options: CreateTournamentOptions | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    table_size: int | None | Unset = UNSET
    double: bool | Unset = False
    entry: EntryWindow | None | Unset = UNSET
    max_entrants: int | Unset = 64
    rated: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock
        from ..models.entry_window import EntryWindow

        ruleset = self.ruleset

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        table_size: int | None | Unset
        if isinstance(self.table_size, Unset):
            table_size = UNSET
        else:
            table_size = self.table_size

        double = self.double

        entry: dict[str, Any] | None | Unset
        if isinstance(self.entry, Unset):
            entry = UNSET
        elif isinstance(self.entry, EntryWindow):
            entry = self.entry.to_dict()
        else:
            entry = self.entry

        max_entrants = self.max_entrants

        rated = self.rated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if format_ is not UNSET:
            field_dict["format"] = format_
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if options is not UNSET:
            field_dict["options"] = options
        if clock is not UNSET:
            field_dict["clock"] = clock
        if table_size is not UNSET:
            field_dict["table_size"] = table_size
        if double is not UNSET:
            field_dict["double"] = double
        if entry is not UNSET:
            field_dict["entry"] = entry
        if max_entrants is not UNSET:
            field_dict["max_entrants"] = max_entrants
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock import Clock
        from ..models.create_tournament_options import CreateTournamentOptions
        from ..models.entry_window import EntryWindow

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        _format_ = d.pop("format", UNSET)
        format_: CreateTournamentFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = CreateTournamentFormat(_format_)

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        _options = d.pop("options", UNSET)
        options: CreateTournamentOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateTournamentOptions.from_dict(_options)

        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        def _parse_table_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        table_size = _parse_table_size(d.pop("table_size", UNSET))

        double = d.pop("double", UNSET)

        def _parse_entry(data: object) -> EntryWindow | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                entry_type_0 = EntryWindow.from_dict(data)

                return entry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EntryWindow | None | Unset, data)

        entry = _parse_entry(d.pop("entry", UNSET))

        max_entrants = d.pop("max_entrants", UNSET)

        rated = d.pop("rated", UNSET)

        create_tournament = cls(
            ruleset=ruleset,
            name=name,
            format_=format_,
            rounds=rounds,
            options=options,
            clock=clock,
            table_size=table_size,
            double=double,
            entry=entry,
            max_entrants=max_entrants,
            rated=rated,
        )

        return create_tournament
