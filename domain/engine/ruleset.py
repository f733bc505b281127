"""The Ruleset protocol every game implements, the move/option field specs, and the registry.

A ruleset is a set of pure functions over a JSON-compatible state (dicts with str keys, lists,
ints, strs, bools, None). `evolve` never mutates its input: it returns a new state.
"""
from __future__ import annotations

import copy
import pickle
from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidOptions, MalformedMove
from .words import ENGINE_WORDS, Msg, Phrasebook, describe_engine_event_msg, english, outcome_sentence_msg


def clone(state):
    """A deep copy of plain JSON-like data (much faster than copy.deepcopy)."""
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


@dataclass(frozen=True)
class Field:
    """One field of a move or an option: kind is int, str, bool, enum or list (of `items`)."""

    kind: str
    doc: str = ""
    required: bool = True
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None
    items: "Field | None" = None
    default: Any = None

    def check(self, name: str, value, errors: dict) -> None:
        """Add an error for `name` to `errors` if `value` does not fit this field."""
        kind = self.kind
        if kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                errors[name] = f"must be an integer, got {value!r}"
                return
            if self.minimum is not None and value < self.minimum:
                errors[name] = f"must be >= {self.minimum}, got {value}"
            elif self.maximum is not None and value > self.maximum:
                errors[name] = f"must be <= {self.maximum}, got {value}"
            elif self.choices and value not in self.choices:
                errors[name] = f"must be one of {list(self.choices)}, got {value!r}"
        elif kind == "str":
            if not isinstance(value, str):
                errors[name] = f"must be a string, got {value!r}"
            elif self.choices and value not in self.choices:
                errors[name] = f"must be one of {list(self.choices)}, got {value!r}"
        elif kind == "enum":
            if value not in self.choices:
                errors[name] = f"must be one of {list(self.choices)}, got {value!r}"
        elif kind == "bool":
            if not isinstance(value, bool):
                errors[name] = f"must be true or false, got {value!r}"
        elif kind == "list":
            if not isinstance(value, list):
                errors[name] = f"must be a list, got {value!r}"
                return
            if self.minimum is not None and len(value) < self.minimum:
                errors[name] = f"must have at least {self.minimum} items"
            elif self.maximum is not None and len(value) > self.maximum:
                errors[name] = f"must have at most {self.maximum} items"
            elif self.items is not None:
                for i, item in enumerate(value):
                    self.items.check(f"{name}[{i}]", item, errors)
        elif kind == "any":
            pass
        else:  # pragma: no cover - a programming error in a ruleset
            raise ValueError(f"unknown field kind {kind!r}")

    def json_schema(self) -> dict:
        """This field as JSON Schema (used by openapi.yaml and /v1/rulesets/{id})."""
        schema: dict[str, Any] = {}
        if self.kind == "int":
            schema["type"] = "integer"
            if self.minimum is not None:
                schema["minimum"] = self.minimum
            if self.maximum is not None:
                schema["maximum"] = self.maximum
            if self.choices:
                schema["enum"] = list(self.choices)
        elif self.kind == "str":
            schema["type"] = "string"
            if self.choices:
                schema["enum"] = list(self.choices)
        elif self.kind == "enum":
            schema["enum"] = list(self.choices)
        elif self.kind == "bool":
            schema["type"] = "boolean"
        elif self.kind == "list":
            schema["type"] = "array"
            if self.items is not None:
                schema["items"] = self.items.json_schema()
            if self.minimum is not None:
                schema["minItems"] = self.minimum
            if self.maximum is not None:
                schema["maxItems"] = self.maximum
        if self.doc:
            schema["description"] = self.doc
        if self.default is not None:
            schema["default"] = self.default
        return schema


@dataclass(frozen=True)
class MoveType:
    """A kind of move: `{"type": name, **fields}`. `hidden` moves are kept secret from other seats."""

    name: str
    doc: str
    fields: dict = field(default_factory=dict)
    hidden: bool = False

    def check(self, move: dict) -> None:
        """Raise MalformedMove naming each field of `move` that does not fit."""
        errors: dict[str, str] = {}
        for name, spec in self.fields.items():
            if name not in move:
                if spec.required:
                    errors[name] = "is required"
                continue
            spec.check(name, move[name], errors)
        for name in move:
            if name != "type" and name not in self.fields:
                errors[name] = f"is not a field of a {self.name!r} move"
        if errors:
            raise MalformedMove(
                f"move {self.name!r} is malformed: "
                + "; ".join(f"{k} {v}" for k, v in sorted(errors.items())),
                errors={f"move.{k}": v for k, v in errors.items()},
            )

    def json_schema(self) -> dict:
        """This move type as a JSON Schema object with a `type` discriminator (a const with its
        default, so a generated class needs no type to be built and TypeScript gets the literal)."""
        props = {"type": {"type": "string", "const": self.name, "default": self.name}}
        props.update({k: f.json_schema() for k, f in self.fields.items()})
        required = ["type"] + [k for k, f in self.fields.items() if f.required]
        return {
            "type": "object",
            "description": self.doc,
            "properties": props,
            "required": required,
            "additionalProperties": False,
        }


@dataclass(frozen=True)
class Draft:
    """An event as a decider returns it, before the store gives it seq, time and hash.

    `data` is public. `private` maps an audience to data only it may see: a seat's number as a
    string ("0", "1", ...) or "server" (no seat; revealed to all when the game ends).
    """

    type: str
    data: dict = field(default_factory=dict)
    private: dict = field(default_factory=dict)
    seat: int | None = None


@dataclass(frozen=True)
class Event:
    """A sealed event as the reducers see it (with every private part)."""

    seq: int
    type: str
    seat: int | None
    data: dict
    private: dict
    at: str = ""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winners, a ranking best first, optional scores, and why.

    `places` (seat -> place, 1 first, tied seats share a place) is recorded only by the ruleset
    versions that say it themselves (a tie the winners cannot express: dale@2's players who fell
    together); for every other outcome it is derived on read (domain/engine/upcast.py), so the
    events of earlier versions keep their exact bytes."""

    winners: list
    ranking: list
    reason: str
    scores: dict | None = None
    places: dict | None = None

    def to_json(self) -> dict:
        """The outcome as its GameFinished event records it."""
        out = {
            "winners": list(self.winners),
            "ranking": list(self.ranking),
            "scores": None if self.scores is None else {str(k): v for k, v in self.scores.items()},
            "reason": self.reason,
        }
        if self.places is not None:
            out["places"] = {str(k): v for k, v in sorted(self.places.items())}
        return out


class Ruleset:
    """The protocol of one game. Subclass it, fill in the class attributes, and `register` it."""

    id: str = ""
    name: str = ""
    # --- the version of the rules (docs/decisions.md, "Rules versions") --------------------
    # A game is decided, replayed and audited under the version it was created with. Whatever
    # changes the events a game produces or how they fold is a new version; earlier ones stay
    # registered (domain/<game>/versions.py). `records_version`: GameCreated names the version
    # (false only for the versions from before versions were recorded, which are told apart by
    # replaying a game's own events: domain/versions.py). `since`: the date it came into force.
    version: int = 1
    records_version: bool = True
    # `names_in_record`: GameCreated writes each seat's name in its public data (inside the hash
    # chain and the public log). False from battalla@5, grove@3, channeling@3, battlegates@3 and
    # dale@3 on: the record commits to a name only by a salted digest (`name_digest`), and the name
    # and its salt are kept beside the record, where they can be erased (docs/accounts.md).
    names_in_record: bool = True
    since: str = ""
    changes: str = ""
    min_seats: int = 2
    max_seats: int = 2
    seed_file: str = ""
    hidden_information: bool = False
    # the event types of actions that reveal nothing (no die, no draw, nothing hidden shown): an action
    # made only of these may be withdrawn (domain/engine/consent.py; each game's docs/rules list them)
    reversible: frozenset = frozenset()
    agreed_draw: bool = False  # whether the players may end a game as a draw by agreement
    options: dict = {}  # name -> Field
    move_types: dict = {}  # name -> MoveType
    words: Phrasebook | None = None  # the game's sentences (domain/<game>/words.py)
    view_schema: dict = {}  # JSON Schema of view()'s answer (domain/<game>/view_schema.py; {}: any object)

    # --- the protocol: every game implements these ---------------------------------------
    def initial_state(self, options: dict, n_seats: int) -> dict:
        """The state before any setup event (an empty table)."""
        raise NotImplementedError

    def setup(self, state: dict, rng) -> list[Draft]:
        """The opening events: shuffles, dealing, who goes first."""
        raise NotImplementedError

    def decide(self, state: dict, seat: int, move: dict, rng) -> list[Draft]:
        """Validate `move` for `seat` and return the events it causes, or raise IllegalMove."""
        raise NotImplementedError

    def evolve(self, state: dict, event: Event) -> dict:
        """The reducer: a new state with `event` applied. Pure, total, never mutates `state`."""
        raise NotImplementedError

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of `seat` now, in the JSON shape a client posts back."""
        raise NotImplementedError

    def to_act(self, state: dict) -> list[int]:
        """The seats that may act now (sorted)."""
        raise NotImplementedError

    def outcome(self, state: dict) -> Outcome | None:
        """The outcome once the game has ended by its rules, else None."""
        raise NotImplementedError

    def view(self, state: dict, seat: int | None) -> dict:
        """What `seat` (None: a spectator) may see of the state."""
        raise NotImplementedError

    # --- words: what happened, as a player would say it (domain/engine/words.py) -----------
    def describe_move(self, view: dict, seat: int, move: dict, names: list) -> str:
        """A sentence for `seat` playing `move` (a legal move now), from `seat`'s view."""
        return self.words.describe_move(view, seat, move, names)

    def describe_event(self, view: dict | None, event: dict, names: list) -> str:
        """A sentence for an event envelope as redacted for its reader, from the reader's view of the
        position just before it (None before the first event); the engine's own events included."""
        if event["type"] in ENGINE_WORDS:
            return english(describe_engine_event_msg(event, names, self.name, self.losers_did(), self.reasons()))
        return self.words.describe_event(view, event, names)

    def describe_move_msg(self, view: dict, seat: int, move: dict, names: list) -> Msg:
        """describe_move as a message, for any language (service.table.i18n.render)."""
        return self.words.describe_move_msg(view, seat, move, names)

    def describe_event_msg(self, view: dict | None, event: dict, names: list) -> Msg:
        """describe_event as a message, for any language (service.table.i18n.render)."""
        if event["type"] in ENGINE_WORDS:
            return describe_engine_event_msg(event, names, self.name, self.losers_did(), self.reasons())
        return self.words.describe_event_msg(view, event, names)

    def reasons(self) -> dict:
        """This game's outcome reasons in words (Phrasebook.reasons)."""
        return getattr(self.words, "reasons", None) or {}

    def outcome_msg(self, outcome: dict | None, names: list) -> Msg | None:
        """outcome_text as a message, for any language."""
        return outcome_sentence_msg(outcome, names, self.losers_did(), self.reasons())

    def losers_did(self) -> dict:
        """This game's outcome reasons that say what the losers did (see words.outcome_words)."""
        return self.words.losers_did if self.words is not None else {}

    def outcome_text(self, outcome: dict | None, names: list) -> str | None:
        """The outcome as a sentence naming the winner ("Bo wins: ..."), placings for 3+ seats."""
        said = self.outcome_msg(outcome, names)
        return None if said is None else english(said)

    def rule_quote(self, rule: str) -> str | None:
        """The seed's sentence behind a rule name of this game's refusals, or None."""
        return self.words.quotes.get(rule) if self.words is not None and rule else None

    # --- hooks with defaults --------------------------------------------------------------
    def redact(self, event: dict, seat: int | None, reveal_all: bool = False) -> dict:
        """An event envelope as `seat` may see it: public part plus that seat's private parts."""
        from .events import redact_envelope

        return redact_envelope(event, seat, reveal_all)

    def remove_seat(self, state: dict, seat: int, reason: str, rng=None) -> list[Draft]:
        """Events when a seat leaves a game that goes on (3+ players): their pieces leave, the
        turn passes (with `rng` for anything random that follows, e.g. a deal). Two-player games
        end instead, so the default is no events."""
        return []

    def explain_wait(self, state: dict, seat: int) -> None:
        """Raise IllegalMove naming the rule when the game itself keeps `seat` from acting now
        (e.g. its part of a simultaneous set-up is done); by default nothing: it is another's turn."""

    def pass_move(self, state: dict, seat: int) -> dict | None:
        """The move the `pass` timeout policy plays for `seat`, or None where passing is not a rule."""
        return None

    def evaluate(self, state: dict, seat: int) -> float:
        """The greedy AI's heuristic: how good `state` is for `seat`, in [-1, 1]."""
        return 0.0

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """A full state sampled consistently with what `seat` can see (for information-set
        search). It must depend only on view(state, seat): pool the unseen items in a fixed
        order, shuffle them with rng and deal them into the hidden places."""
        return state

    # --- shared checks --------------------------------------------------------------------
    def check_move(self, move) -> MoveType:
        """Raise MalformedMove unless `move` is an object of a known move type with valid fields."""
        if not isinstance(move, dict):
            raise MalformedMove("a move must be a JSON object", errors={"move": "must be an object"})
        kind = move.get("type")
        mt = self.move_types.get(kind) if isinstance(kind, str) else None
        if mt is None:
            names = ", ".join(sorted(self.move_types))
            if "type" not in move:
                said, short = "the move has no `type`", "is required"
            elif not isinstance(kind, str):
                said, short = f"the move's `type` must be a string, not {json_kind(kind)}", "must be a string"
            else:
                said, short = f"unknown move type {kind!r}", "is not a move type of " + self.id
            raise MalformedMove(f"{said}; the move types of {self.id} are {names}",
                                errors={"move.type": f"{short}: one of {names}"})
        mt.check(move)
        return mt

    def turn_options(self, options: dict, where: list[int]) -> dict:
        """The options of a rematch whose seats turned (`where[old seat]` = new seat): an option that
        belongs to a seat (an army, a deck) follows its player. Default: no option belongs to a seat."""
        return dict(options)

    def private_options(self, options: dict) -> dict[int, list[str]]:
        """The option names private to each seat, {seat: [names]} (none by default)."""
        return {}

    def check_options(self, options) -> dict:
        """The options with defaults filled in, or InvalidOptions naming each bad option."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise InvalidOptions("options must be an object", errors={"options": "must be an object"})
        errors: dict[str, str] = {}
        out = {}
        for name, spec in self.options.items():
            if name in options and options[name] is None and not spec.required:
                out[name] = spec.default  # a filled-in default (null): checking must be idempotent
            elif name in options:
                spec.check(name, options[name], errors)
                out[name] = options[name]
            elif spec.required and spec.default is None:
                errors[name] = "is required"
            else:
                out[name] = spec.default
        for name in options:
            if name not in self.options:
                errors[name] = f"is not an option of {self.id}"
        if errors:
            raise InvalidOptions(
                "invalid options: " + "; ".join(f"{k} {v}" for k, v in sorted(errors.items())),
                errors={f"options.{k}": v for k, v in errors.items()},
            )
        return out

    def resources(self) -> dict:
        """Extra read-only catalogues served at /v1/rulesets/{id}/{name} (e.g. a card pool)."""
        return {}

    def seat_range(self, options: dict) -> tuple[int, int]:
        """How many seats this game takes with these options (some set-ups fix the count)."""
        return self.min_seats, self.max_seats

    @property
    def rules(self) -> str:
        """The version's name, as people and the auditor read it: `battalla@3`."""
        return f"{self.id}@{self.version}"

    def at_version(self, version: int, *, since: str, changes: str, records_version: bool = True,
                   names_in_record: bool = True, **params) -> "Ruleset":
        """This ruleset as it was (or will be) at another version: a copy of the instance with the
        version's own data (`params`: a deck list, a rule switch) in place of the newest ones."""
        other = copy.copy(self)
        other.version, other.since, other.changes, other.records_version = version, since, changes, records_version
        other.names_in_record = names_in_record
        for name, value in params.items():
            if not hasattr(self, name):
                raise AttributeError(f"{self.id} has no version parameter {name!r}")
            setattr(other, name, value)
        return other

    def first_unrecorded(self, changes: str = "The rules as first released (these games do not record their "
                         "version: it is found by replaying them).",
                         **params) -> "Ruleset":
        """@1 of a ruleset whose rules did not change since its first release but whose games did not
        record their version yet: the same rules, a GameCreated without `ruleset_version`."""
        return self.at_version(1, records_version=False, since=FIRST_RELEASE, changes=changes, **params)

    def versions(self) -> list["Ruleset"]:
        """Every registered version of this ruleset, oldest first."""
        return [v for _, v in sorted(_REGISTRY.get(self.id, {}).items())]

    def describe(self) -> dict:
        """The ruleset as /v1/rulesets/{id} shows it."""
        return {
            "id": self.id,
            "name": self.name,
            "version": self.version,
            "versions": [{"version": v.version, "rules": v.rules, "since": v.since or None, "changes": v.changes,
                          "records_version": v.records_version} for v in self.versions()],
            "players": {"min": self.min_seats, "max": self.max_seats},
            "hidden_information": self.hidden_information,
            "options": {
                "type": "object",
                "properties": {k: f.json_schema() for k, f in self.options.items()},
                "additionalProperties": False,
            },
            "move_types": {k: mt.json_schema() for k, mt in self.move_types.items()},
            "resources": sorted(self.resources()),
        }


FIRST_RELEASE = "2026-11-22T00:00:00.000Z"  # the service's first release: the oldest games' time
RECORDED_SINCE = "2026-11-28T00:00:00.000Z"  # since when GameCreated names its version
RECORDED = "The rules of version 1; from now on each game records the version of its rules."  # each @2's changes
NAMES_APART_SINCE = "2026-11-28T02:15:00.000Z"  # since when GameCreated holds no seat's name (names_in_record)

_REGISTRY: dict[str, dict[int, Ruleset]] = {}  # id -> version -> the ruleset at that version


def register(ruleset: Ruleset, words: Phrasebook | None = None, view_schema: dict | None = None,
             older: tuple = ()) -> Ruleset:
    """Add a ruleset instance (its newest version) to the registry under its id, with its words
    (domain/<game>/words.py), the JSON Schema of its view (domain/<game>/view_schema.py) and its
    `older` versions (instances made with `at_version`, which share the words and schema)."""
    if words is not None:
        ruleset.words = words
    if view_schema is not None:
        ruleset.view_schema = view_schema
    versions = _REGISTRY.setdefault(ruleset.id, {})
    for rs in (*older, ruleset):
        if rs.id != ruleset.id:  # pragma: no cover - a programming error in a ruleset
            raise ValueError(f"version {rs.rules} registered under {ruleset.id}")
        rs.words = ruleset.words
        if "view_schema" not in vars(rs):  # an older version with a view of its own passed it to at_version
            rs.view_schema = ruleset.view_schema
        versions[rs.version] = rs
    return ruleset


def find_ruleset(ruleset_id: str, version: int | None = None) -> Ruleset | None:
    """The registered ruleset with this id at `version` (None: its newest), or None when this
    code does not know it (imports only that game's package)."""
    if ruleset_id not in _REGISTRY and ruleset_id in GAMES:
        _load(ruleset_id)
    versions = _REGISTRY.get(ruleset_id) if isinstance(ruleset_id, str) else None
    if not versions:
        return None
    if version is None:
        return versions[max(versions)]
    return versions.get(version)


def newest_version(ruleset_id: str) -> int | None:
    """The newest version of a ruleset this code knows, or None for an unknown ruleset."""
    rs = find_ruleset(ruleset_id)
    return rs.version if rs is not None else None


def all_rulesets() -> list[Ruleset]:
    """Every registered ruleset at its newest version, by id."""
    _load_all()
    return [find_ruleset(k) for k in sorted(_REGISTRY)]


def withhold(ruleset_id: str, version: int) -> None:
    """Forget a version, as a process built before it would not know it (a rolling upgrade's older
    replica: service/table/rules.py reads which from its settings). Never the last one of a ruleset."""
    if ruleset_id not in _REGISTRY:
        _load(ruleset_id)
    versions = _REGISTRY.get(ruleset_id, {})
    if version in versions and len(versions) > 1:
        del versions[version]


GAMES = ("grove", "channeling", "dale", "battlegates", "battalla")


def _load(name: str) -> None:
    import importlib

    try:
        importlib.import_module(f"domain.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"domain.{name}":
            raise


def _load_all() -> None:
    for name in GAMES:
        if name not in _REGISTRY:
            _load(name)


def json_kind(value) -> str:
    """What kind of JSON value this is, as a sentence says it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    return {int: "a number", float: "a number", list: "an array", dict: "an object"}.get(type(value), "a string")
