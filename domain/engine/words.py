"""Words every game shares: players' names, lists and counts, a game's phrasebook of sentences,
and the engine's own events (created, timed out, resigned, finished) said as a player would.

A game's words are pure functions beside its rules (`domain/<game>/words.py`). Each one turns a
move, or an event envelope as redacted for one reader, into a sentence from that reader's view:
  describe_move(view, seat, move, names)   view: `seat`'s view of the position the move is made in
  describe_event(view, event, names)       view: the reader's view of the position just before the
                                           event (None before the first event); event: the
                                           envelope as `redact` gives it to that reader
`names[seat]` is each player's name. Nothing here reads more than the view and the redacted
event, so a sentence can say nothing its reader may not see.

Messages, not strings (docs/i18n.md, "Design for the domain's words"): a sentence function returns
a `Msg` (a key and its named parameters; a parameter is a player's name, a number, or itself a
`Msg`: a card, a place, a list, a count with its noun). The templates live with each game in
`domain/<game>/locales/<lang>.json` (the engine's in `domain/engine/locales/`). `english(msg)` fills
them from the English files here, with the standard library only, for every caller that wants a
str (the offline auditor, the refusals); the service renders the same messages in the reader's
language with `service.table.i18n.render(lang, msg)`, through the same `Renderer`.
"""
from __future__ import annotations

import datetime as _dt
import glob
import json
import os
import re
from typing import Callable, NamedTuple

REFEREE = "the referee"
LOCALES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the domain package


# --- messages ------------------------------------------------------------------------------------
class Msg(NamedTuple):
    """A sentence or a piece of one, not yet in a language: the catalogue key of its template and
    its named parameters (each a player's name as str, an int, or a nested Msg). Immutable and
    hashable; a named tuple rather than a frozen dataclass because the words make several a sentence
    on the move path, and a tuple is made in a third of the time."""

    key: str
    params: tuple[tuple[str, object], ...] = ()

    def param(self, name: str, default=None):
        """One parameter's value."""
        for k, v in self.params:
            if k == name:
                return v
        return default


_new = tuple.__new__


def msg(key: str, **params) -> Msg:
    """A message: msg("grove.moved", who="Ana", n=2)."""
    return _new(Msg, (key, tuple(params.items())))


def msg_to_data(m: Msg) -> dict:
    """A message as JSON data, to keep it and say it later in any language (the coach's stored
    analysis): {"key": ..., "params": {name: value}}, a nested message as {"msg": {...}}."""
    return {"key": m.key, "params": {k: {"msg": msg_to_data(v)} if isinstance(v, Msg) else v for k, v in m.params}}


def msg_from_data(data: dict) -> Msg:
    """msg_to_data's message again."""
    params = {k: msg_from_data(v["msg"]) if isinstance(v, dict) else v for k, v in data["params"].items()}
    return msg(data["key"], **params)


def locale_files(lang: str) -> list[str]:
    """The domain's catalogue files of a language: the engine's first, then each game's by name."""
    engine = os.path.join(LOCALES, "engine", "locales", f"{lang}.json")
    games = sorted(p for p in glob.glob(os.path.join(LOCALES, "*", "locales", f"{lang}.json")) if p != engine)
    return ([engine] if os.path.exists(engine) else []) + games


def read_catalogue(paths) -> dict:
    """The messages of several catalogue files merged (ValueError for a key in two files)."""
    merged: dict = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            part = json.load(f)
        twice = set(part) & set(merged)
        if twice:
            raise ValueError(f"{path} repeats keys of another file: {sorted(twice)[:5]}")
        merged.update(part)
    return merged


# A placeholder: {name} or {name|filter}; a filter is a small piece of one language's grammar that
# depends on a parameter's own letters (English "Ana's"/"Jules'", "a"/"an"; German "Anas"/"Jules'").
PLACEHOLDER = re.compile(r"\{(\w+)(?:\|(\w+))?\}")


def _possessive(text: str) -> str:
    return text + ("'" if text.endswith("s") else "'s")


def _genitive(text: str) -> str:
    return text + ("'" if text.endswith(("s", "ß", "x", "z", "ce")) else "s")


def _article(text: str) -> str:
    return f"{'an' if text[:1].lower() in 'aeiou' else 'a'} {text}"


FILTERS: dict[str, Callable[[str], str]] = {"possessive": _possessive, "genitive": _genitive, "a": _article}
_MARKS = (".!?")


def english_plural(n) -> str:
    """English's CLDR cardinal category of a number."""
    return "one" if n == 1 else "other"


def english_ordinal(n) -> str:
    """English's CLDR ordinal category: 1st, 2nd, 3rd, 4th, 11th-13th, 21st."""
    n = abs(int(n))
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if n % 10 == 2 and n % 100 != 12:
        return "two"
    if n % 10 == 3 and n % 100 != 13:
        return "few"
    return "other"


class Renderer:
    """Fills messages from one language's catalogue (key -> template, or a choice of templates by
    a count's plural or ordinal category, with "=0"-style exact forms first). Each template is
    compiled once into a str.format pattern, so a sentence costs a few dict lookups and one
    format_map beside its parameters: about what an f-string does."""

    def __init__(self, catalogue: dict, plural: Callable = english_plural, ordinal: Callable = english_ordinal):
        self.catalogue = catalogue
        self.plural = plural
        self.ordinal = ordinal
        self._plans: dict[str, tuple] = {}  # key (or key + form of a count) -> compile(template)
        self._leaves: dict[str, str] = {}  # key of a template without parameters -> its text

    def render(self, m, sentence: bool = True) -> str:
        """The message as text. As a sentence (the default), its first letter is a capital unless it
        begins with a player's name (kept as the player wrote it), and a template's closing full stop
        is not doubled after a parameter that ends with its own mark."""
        text, named = self._fill(m) if type(m) is Msg else (str(m), True)
        if not sentence or not text:
            return text
        if not named:
            text = text[0].upper() + text[1:]
        if text[-1] == "." and len(text) > 1 and text[-2] in _MARKS:
            text = text[:-1]
        return text

    def _fill(self, m: Msg) -> tuple[str, bool]:
        """(the text, whether it begins with a player's name)."""
        if not m.params:  # a word of the vocabulary ("Dark", "the Grove"): said once, then kept
            text = self._leaves.get(m.key)
            if text is None:
                entry = self.catalogue[m.key]
                text = self._leaves[m.key] = entry if type(entry) is str else self._plan(m)[0]
            return text, False
        plan = self._plans.get(m.key)
        if plan is None:
            plan = self._plan(m)
        pattern, lead, filtered = plan
        values, named = {}, False
        for k, v in m.params:
            t = type(v)
            if t is str:
                values[k], first = v, True
            elif t is Msg:
                values[k], first = self._fill(v)
            else:
                values[k], first = str(v), True  # a number
            if k == lead:
                named = first
        for name, filt, field in filtered:
            values[field] = FILTERS[filt](values[name])
        return pattern.format_map(values) if values or filtered else pattern, named

    def _plan(self, m: Msg) -> tuple:
        entry = self.catalogue[m.key]
        if type(entry) is not dict:
            plan = self._plans[m.key] = compile_template(entry)
            return plan
        which = entry.get("plural") or entry.get("ordinal")
        n = m.param(which)
        form = f"={n}"
        if form not in entry:
            category = self.plural(n) if "plural" in entry else self.ordinal(n)
            form = category if category in entry else "other"
        cache_key = m.key + "\0" + form
        plan = self._plans.get(cache_key)
        if plan is None:
            plan = self._plans[cache_key] = compile_template(entry[form])
        return plan


def compile_template(template: str) -> tuple:
    """(a str.format pattern, the parameter the template begins with or None, the filtered
    parameters as (name, filter, field of the pattern))."""
    out, filtered, at, lead = [], [], 0, None
    for found in PLACEHOLDER.finditer(template):
        out.append(template[at:found.start()].replace("{", "{{").replace("}", "}}"))
        name, filt = found.group(1), found.group(2)
        if found.start() == 0 and filt != "a":  # "a Human" begins with our word, not the name
            lead = name
        if filt:
            field = f"{name}__{filt}"
            filtered.append((name, filt, field))
            out.append("{" + field + "}")
        else:
            out.append("{" + name + "}")
        at = found.end()
    out.append(template[at:].replace("{", "{{").replace("}", "}}"))
    pattern = "".join(out)
    if not filtered and lead is None and "{" not in template:
        pattern = template  # no parameters: the text itself
    return pattern, lead, tuple(filtered)


def parse(template: str) -> tuple:
    """A template as (literal, parameter name or None, filter or None) triples."""
    parts, at = [], 0
    for found in PLACEHOLDER.finditer(template):
        parts.append((template[at:found.start()], found.group(1), found.group(2)))
        at = found.end()
    if at < len(template) or not parts:
        parts.append((template[at:], None, None))
    return tuple(parts)


_ENGLISH: list = []  # the English renderer, made on first use


def english_renderer() -> Renderer:
    """The English renderer over the domain's own English files (read once)."""
    if not _ENGLISH:
        _ENGLISH.append(Renderer(read_catalogue(locale_files("en"))))
    return _ENGLISH[0]


def english(m, sentence: bool = True) -> str:
    """A message in English (see Renderer.render): the words every str-wanting caller gets."""
    return (_ENGLISH[0] if _ENGLISH else english_renderer()).render(m, sentence)


def seat_names(seats: list) -> list[str]:
    """Each seat's name in seat order, from a game's `seats` ([{seat, name, ai}]); "Player N" where none."""
    return [str(s.get("name") or f"Player {i + 1}") for i, s in enumerate(seats)]


def who(names: list, seat) -> str:
    """A seat's name; "the referee" for no seat (the system acting)."""
    return english(who_msg(names, seat), sentence=False)


def who_msg(names: list, seat):
    """A seat's name as a message parameter: the player's name (a str, said as written), or our
    words for no seat ("the referee"), a seat without a name ("Player 2") or an erased player."""
    if seat is None:
        return msg("engine.referee")
    if 0 <= seat < len(names):
        name = names[seat]
        if name == DELETED_PLAYER:
            return msg("engine.deleted_player")
        if name[:7] == "Player " and name == f"Player {seat + 1}":
            return msg("engine.player_n", n=seat + 1)
        return name
    return msg("engine.player_n", n=seat + 1)


def seat_ref(seat: int) -> str:
    """A seat as a person counts it, with the index the API's paths and fields use:
    "seat 2 (index 1)"."""
    return f"seat {seat + 1} (index {seat})"


def possessive(name: str) -> str:
    """Ana -> Ana's, Jules -> Jules'."""
    return _possessive(name)


def listing(items, conjunction: str = "and") -> str:
    """"a", "a and b", "a, b and c"; "nothing" for no items."""
    items = [str(i) for i in items]
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def list_msg(items, conjunction: str = "and") -> Msg:
    """A list as a message ("a", "a and b", "a, b and c"; "nothing"), each item a name, a number or
    a Msg; `conjunction` "and" or "or". Folded from whole small templates: engine.list.*."""
    items = list(items)
    kind = "engine.list" if conjunction == "and" else "engine.list_or"
    if not items:
        return msg("engine.list.none")
    if len(items) == 1:
        return msg("engine.list.one", a=items[0])
    folded = msg(f"{kind}.last", a=items[-2], b=items[-1])
    for item in reversed(items[:-2]):
        folded = msg(f"{kind}.more", a=item, rest=folded)
    return folded


def a(noun: str) -> str:
    """The noun with its indefinite article: "a Human unit", "an Elf unit"."""
    return _article(noun)


def count(n: int, noun: str, plural: str | None = None) -> str:
    """"1 card", "3 cards", "no cards": a number with its noun."""
    word = noun if n == 1 else (plural or noun + "s")
    return f"{'no' if n == 0 else n} {word}"


def numbers(values) -> str:
    """Dice and other numbers as words: "3, 5 and 6"."""
    return listing(str(v) for v in values)


def numbers_msg(values) -> Msg:
    """Dice and other numbers as a list message: "3, 5 and 6"."""
    return list_msg(int(v) for v in values)


DELETED_PLAYER = "a deleted player"  # a seat whose player deleted their account (service/table/seat_names.py)


def sentence(text: str, names=()) -> str:
    """Capitalised (unless it starts with a player's name, kept as the player wrote it; "a deleted
    player" is our words, not a name), ending with a full stop (unless it already ends with a mark)."""
    text = text.strip()
    if not text:
        return text
    if not any(name and name != DELETED_PLAYER and text.startswith(name) for name in names):
        text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def private_of(event: dict, seat) -> dict:
    """The private part of a redacted event that `seat` may read ({} when there is none)."""
    private = event.get("private") or {}
    if seat is None:
        return {}
    return private.get(str(seat)) or {}


MoveWords = Callable[[dict, int, dict, list], "str | Msg"]
EventWords = Callable[[dict, dict, list], "str | Msg"]


def as_msg(said, names) -> Msg:
    """A sentence function's answer as a message: a Msg as it is; a str (a game not yet turned into
    messages) as its English sentence, said the same in every language."""
    return said if isinstance(said, Msg) else msg("engine.text", text=sentence(said, names))


class Phrasebook:
    """A game's sentences: one function per move type and one per event type of its rules, each
    returning a Msg (a whole sentence: capital, full stop; see docs/i18n.md) or, not yet
    translated, an English str.

    A type without a sentence is a KeyError, so a new move or event cannot go unsaid unnoticed
    (tests/unit/test_words.py lists every type each ruleset has and emits)."""

    def __init__(self, moves: dict[str, MoveWords], events: dict[str, EventWords], quotes: dict[str, str] | None = None,
                 losers_did: dict | None = None, reasons: dict[str, Msg] | None = None):
        self.moves = moves
        # outcome reasons that tell what the losers did -> their verb ("Bo wins: Ana drew the last ...");
        # the verb is an English str, or a Msg whose template takes the losers as {losers}
        self.losers_did = losers_did or {}
        self.events = events
        # rule name (as IllegalMove(rule=...) gives it) -> the seed's own sentence for that rule (English)
        self.quotes = quotes or {}
        # an outcome's reason (as the rules give it, "draw: " removed) -> its words as a Msg
        self.reasons = reasons or {}

    def describe_move(self, view: dict, seat: int, move: dict, names: list) -> str:
        """The sentence for `seat` playing `move`, from `seat`'s view now."""
        said = self.moves[move["type"]](view, seat, move, names)
        return english(said) if type(said) is Msg else sentence(said, names)

    def describe_event(self, view: dict | None, event: dict, names: list) -> str:
        """The sentence for a redacted event, from its reader's view just before it."""
        said = self.events[event["type"]](view, event, names)
        return english(said) if type(said) is Msg else sentence(said, names)

    def describe_move_msg(self, view: dict, seat: int, move: dict, names: list) -> Msg:
        """describe_move as a message, for any language."""
        return as_msg(self.moves[move["type"]](view, seat, move, names), names)

    def describe_event_msg(self, view: dict | None, event: dict, names: list) -> Msg:
        """describe_event as a message, for any language."""
        return as_msg(self.events[event["type"]](view, event, names), names)


# --- the engine's own events -------------------------------------------------------------------
def _created(event: dict, names: list, game: str) -> Msg:
    seats = event["data"].get("seats") or []
    players = list_msg(msg("engine.player_ai", name=who_msg(seat_names(seats), i)) if s.get("ai")
                       else who_msg(seat_names(seats), i) for i, s in enumerate(seats))
    return msg("engine.created", game=game, players=players)


def _removed(event: dict, names: list, game: str) -> Msg:
    d = event["data"]
    reason = d.get("reason") if d.get("reason") in ("resigned", "timeout") else "left"
    return msg(f"engine.removed.{reason}", who=who_msg(names, d["seat"]))


def _timed_out(event: dict, names: list, game: str) -> Msg:
    d = event["data"]
    policy = d.get("policy") if d.get("policy") in ("forfeit", "ai", "pass") else "other"
    return msg(f"engine.timed_out.{policy}", who=who_msg(names, d["seat"]))


def _day(ts: str) -> str:
    """An ISO time as a day a person reads: "3 December 2026" (leave runs from midnight UTC)."""
    return english(day_msg(ts), sentence=False)


def day_msg(ts: str) -> Msg:
    """An ISO time's day as a message: "3 December 2026"."""
    y, m, d = (int(x) for x in ts[:10].split("-"))
    return msg("engine.day", d=d, month=msg(f"engine.month.{m}"), y=y)


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def _on_leave(event: dict, names: list, game: str) -> Msg:
    d = event["data"]
    last = d["until"][:10]
    y, m, day = (int(x) for x in last.split("-"))
    end = (_dt.date(y, m, day) - _dt.timedelta(days=1)).isoformat()
    span = day_msg(d["from"]) if end == d["from"][:10] else msg("engine.days", first=day_msg(d["from"]),
                                                                   last=day_msg(end))
    return msg("engine.on_leave", who=who_msg(names, d["seat"]), span=span)


def _suspended(event: dict, names: list, game: str) -> Msg:
    name, until = who_msg(names, event["data"]["seat"]), event["data"].get("until")
    if until:
        return msg("engine.suspended_until", who=name, until=until[:16].replace("T", " "))
    return msg("engine.suspended", who=name)


def _reinstated(event: dict, names: list, game: str) -> Msg:
    return msg("engine.reinstated", who=who_msg(names, event["data"]["seat"]))


ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")

# reasons that say what the losers did, not the winners: "Bo wins: Ana resigned"
_LOSERS_DID = {"resignation": msg("engine.losers.resignation"), "forfeit": msg("engine.losers.forfeit")}
# the engine's own outcome reasons in words
_REASONS = {"by agreement": msg("engine.reason.by_agreement")}


def ordinal(place: int) -> str:
    """1 -> "1st", 2 -> "2nd" ... (a place counted from 1)."""
    return ORDINALS[place - 1] if 1 <= place <= len(ORDINALS) else f"{place}th"


def ordinal_msg(place: int) -> Msg:
    """A place as a message: "1st", "2nd" (by each language's ordinal rules)."""
    return msg("engine.ordinal", n=place)


def outcome_words(outcome: dict, names: list, losers_did: dict | None = None, aside: bool = False) -> str:
    """An outcome ({winners, ranking, scores, reason}) as words, naming the winner first and then
    why: "Bo wins: controls 2 of 3 Magic Circles at the start of the turn"; "Bo wins: Ana resigned";
    a draw: "a draw: <why>"; with 3 or more seats the placings follow ("placings: Ana 2nd and Cy
    3rd"). `losers_did` maps a game's reasons that tell what the losers did to their verb phrase.
    `aside`: the reason in brackets, inside a longer sentence ("the game is over: Bo wins (Ana resigned)")."""
    return english(outcome_msg(outcome, names, losers_did, aside), sentence=False)


def _why(reason: str, reasons: dict | None):
    """An outcome's reason as a message parameter: the game's (or the engine's) words for it, else
    the rules' own English."""
    return (reasons or {}).get(reason) or _REASONS.get(reason) or reason


def outcome_msg(outcome: dict, names: list, losers_did: dict | None = None, aside: bool = False,
                reasons: dict | None = None) -> Msg:
    """outcome_words as a message (`reasons`: the game's reasons in words, Phrasebook.reasons)."""
    mode = "aside" if aside else "main"
    if outcome.get("reason") == "aborted":
        return msg(f"engine.outcome.aborted.{mode}")
    winners = list(outcome.get("winners") or [])
    ranking = list(outcome.get("ranking") or [])
    reason = str(outcome.get("reason") or "").removeprefix("draw: ").strip()
    did = {**_LOSERS_DID, **(losers_did or {})}
    losers = [s for s in ranking if s not in winners]
    why = _why(reason, reasons) if reason else None
    if reason in did and winners and losers:
        verb, them = did[reason], list_msg(who_msg(names, s) for s in losers)
        why = Msg(verb.key, verb.params + (("losers", them),)) if isinstance(verb, Msg) else \
            msg("engine.losers.text", losers=them, verb=verb)
    places = {int(s): p for s, p in (outcome.get("places") or {}).items()}
    shared = [s for s in ranking if places.get(s) == 1] if not winners and len(set(places.values())) > 1 else []
    if winners:
        them = list_msg(who_msg(names, s) for s in winners)
        text = msg(f"engine.outcome.win.{mode}" if why else "engine.outcome.win", winners=them, n=len(winners),
                   **({"why": why} if why else {}))
    elif shared:  # nobody wins, and some share first place (dale@2: the last players fell together)
        text = msg(f"engine.outcome.nobody.{mode}", why=why) if why else msg("engine.outcome.nobody")
        text = msg("engine.outcome.shared", outcome=text, shared=list_msg(who_msg(names, s) for s in shared))
    else:
        draw = reason.removeprefix("draw").strip(" :,")
        if draw:
            joined = draw.startswith(("at ", "after ", "by "))
            text = msg(f"engine.outcome.draw.{'joined' if joined else 'why'}.{mode}", why=_why(draw, reasons))
        else:
            text = msg(f"engine.outcome.draw.{mode}")
    if len(ranking) >= 3:
        placed = [msg("engine.placing", who=who_msg(names, s), place=ordinal_msg(places.get(s, i + 1)))
                  for i, s in enumerate(ranking) if s not in winners and s not in shared]
        if placed:
            text = msg("engine.outcome.placings", outcome=text, placings=list_msg(placed))
    return text


def outcome_sentence(outcome: dict | None, names: list, losers_did: dict | None = None) -> str | None:
    """The outcome as one sentence a person reads ("Bo wins: ... ."), or None while the game goes on."""
    if not outcome:
        return None
    return english(outcome_sentence_msg(outcome, names, losers_did))


def outcome_sentence_msg(outcome: dict | None, names: list, losers_did: dict | None = None,
                         reasons: dict | None = None) -> Msg | None:
    """outcome_sentence as a message."""
    if not outcome:
        return None
    return msg("engine.outcome.sentence", outcome=outcome_msg(outcome, names, losers_did, reasons=reasons))


def _finished(event: dict, names: list, game: str, losers_did: dict | None = None,
              reasons: dict | None = None) -> Msg:
    d = event["data"]
    said = outcome_msg(d.get("outcome") or {}, names, losers_did, aside=True, reasons=reasons)
    return msg("engine.finished.seed" if d.get("seed") else "engine.finished", outcome=said)


def _position(event: dict, names: list, game: str) -> Msg:
    return msg("engine.position", position=str(event["data"].get("position")))


def _withdrawn(event: dict, names: list, game: str) -> Msg:
    d = event["data"]
    if d.get("replies"):  # a takeback after the others replied: their moves went back too
        return msg("engine.withdrawn.takeback_replies", who=who_msg(names, d["seat"]),
                   others=list_msg([who_msg(names, s) for s in d["replies"]]))
    kind = "takeback" if d.get("reason") == "takeback" else "undo"
    return msg(f"engine.withdrawn.{kind}", who=who_msg(names, d["seat"]))


def _takeback_asked(event: dict, names: list, game: str) -> Msg:
    d = event["data"]
    if d.get("replies"):
        return msg("engine.takeback_asked_replies", who=who_msg(names, d["seat"]),
                   others=list_msg([who_msg(names, s) for s in d["replies"]]))
    return msg("engine.takeback_asked", who=who_msg(names, d["seat"]))


def _answered(what: str):
    def say(event: dict, names: list, game: str) -> Msg:
        d = event["data"]
        return msg(f"engine.{what}.{'accepts' if d.get('accept') else 'declines'}", who=who_msg(names, d["seat"]))
    return say


def _draw_offered(event: dict, names: list, game: str) -> Msg:
    return msg("engine.draw_offered", who=who_msg(names, event["data"]["seat"]))


def _aborted(event: dict, names: list, game: str) -> Msg:
    return msg("engine.aborted", who=who_msg(names, event["data"]["seat"]))


ENGINE_WORDS: dict[str, Callable[[dict, list, str], Msg]] = {
    "GameCreated": _created,
    "PositionSet": _position,
    "SeatRemoved": _removed,
    "TurnTimedOut": _timed_out,
    "SeatOnLeave": _on_leave,
    "SeatSuspended": _suspended,
    "SeatReinstated": _reinstated,
    "GameFinished": _finished,
    "ActionWithdrawn": _withdrawn,
    "TakebackRequested": _takeback_asked,
    "TakebackAnswered": _answered("takeback"),
    "DrawOffered": _draw_offered,
    "DrawAnswered": _answered("draw_offer"),
    "GameAborted": _aborted,
}


def describe_engine_event(event: dict, names: list, game: str, losers_did: dict | None = None) -> str:
    """The sentence for one of the engine's own events in a game called `game` (`losers_did`: the
    game's outcome reasons that tell what the losers did, see outcome_words)."""
    return english(describe_engine_event_msg(event, names, game, losers_did))


def describe_engine_event_msg(event: dict, names: list, game: str, losers_did: dict | None = None,
                              reasons: dict | None = None) -> Msg:
    """describe_engine_event as a message (`reasons`: the game's outcome reasons in words)."""
    if event["type"] == "GameFinished":
        return _finished(event, names, game, losers_did, reasons)
    return ENGINE_WORDS[event["type"]](event, names, game)
