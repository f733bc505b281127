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
"""
from __future__ import annotations

import datetime as _dt
from typing import Callable

REFEREE = "the referee"


def seat_names(seats: list) -> list[str]:
    """Each seat's name in seat order, from a game's `seats` ([{seat, name, ai}]); "Player N" where none."""
    return [str(s.get("name") or f"Player {i + 1}") for i, s in enumerate(seats)]


def who(names: list, seat) -> str:
    """A seat's name; "the referee" for no seat (the system acting)."""
    if seat is None:
        return REFEREE
    if 0 <= seat < len(names):
        return names[seat]
    return f"Player {seat + 1}"


def seat_ref(seat: int) -> str:
    """A seat as a person counts it, with the index the API's paths and fields use:
    "seat 2 (index 1)"."""
    return f"seat {seat + 1} (index {seat})"


def possessive(name: str) -> str:
    """Ana -> Ana's, Jules -> Jules'."""
    return name + ("'" if name.endswith("s") else "'s")


def listing(items, conjunction: str = "and") -> str:
    """"a", "a and b", "a, b and c"; "nothing" for no items."""
    items = [str(i) for i in items]
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def a(noun: str) -> str:
    """The noun with its indefinite article: "a Human unit", "an Elf unit"."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def count(n: int, noun: str, plural: str | None = None) -> str:
    """"1 card", "3 cards", "no cards": a number with its noun."""
    word = noun if n == 1 else (plural or noun + "s")
    return f"{'no' if n == 0 else n} {word}"


def numbers(values) -> str:
    """Dice and other numbers as words: "3, 5 and 6"."""
    return listing(str(v) for v in values)


DELETED_PLAYER = "a deleted player"  # a seat whose player deleted their account (service/seat_names.py)


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


MoveWords = Callable[[dict, int, dict, list], str]
EventWords = Callable[[dict, dict, list], str]


class Phrasebook:
    """A game's sentences: one function per move type and one per event type of its rules.

    A type without a sentence is a KeyError, so a new move or event cannot go unsaid unnoticed
    (tests/unit/test_words.py lists every type each ruleset has and emits)."""

    def __init__(self, moves: dict[str, MoveWords], events: dict[str, EventWords], quotes: dict[str, str] | None = None,
                 losers_did: dict[str, str] | None = None):
        self.moves = moves
        # outcome reasons that tell what the losers did -> their verb ("Bo wins: Ana drew the last ...")
        self.losers_did = losers_did or {}
        self.events = events
        # rule name (as IllegalMove(rule=...) gives it) -> the seed's own sentence for that rule
        self.quotes = quotes or {}

    def describe_move(self, view: dict, seat: int, move: dict, names: list) -> str:
        """The sentence for `seat` playing `move`, from `seat`'s view now."""
        return sentence(self.moves[move["type"]](view, seat, move, names), names)

    def describe_event(self, view: dict | None, event: dict, names: list) -> str:
        """The sentence for a redacted event, from its reader's view just before it."""
        return sentence(self.events[event["type"]](view, event, names), names)


# --- the engine's own events -------------------------------------------------------------------
def _created(event: dict, names: list, game: str) -> str:
    seats = event["data"].get("seats") or []
    players = listing(str(s.get("name") or f"Player {i + 1}") + (" (AI)" if s.get("ai") else "")
                      for i, s in enumerate(seats))
    return f"{REFEREE} sets up a game of {game} for {players} and commits to a secret random seed"


_REMOVED = {"resigned": "resigns", "timeout": "runs out of time and forfeits"}


def _removed(event: dict, names: list, game: str) -> str:
    d = event["data"]
    verb = _REMOVED.get(d.get("reason"), "leaves the game")
    return f"{who(names, d['seat'])} {verb}"


_POLICY = {"forfeit": "forfeits the game", "ai": "an AI plays the move instead",
           "pass": "the turn is passed"}


def _timed_out(event: dict, names: list, game: str) -> str:
    d = event["data"]
    return f"{possessive(who(names, d['seat']))} time runs out: {_POLICY.get(d.get('policy'), 'the clock decides')}"


def _day(ts: str) -> str:
    """An ISO time as a day a person reads: "3 December 2026" (leave runs from midnight UTC)."""
    y, m, d = (int(x) for x in ts[:10].split("-"))
    return f"{d} {MONTHS[m - 1]} {y}"


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def _on_leave(event: dict, names: list, game: str) -> str:
    d = event["data"]
    last = d["until"][:10]
    y, m, day = (int(x) for x in last.split("-"))
    end = (_dt.date(y, m, day) - _dt.timedelta(days=1)).isoformat()
    span = _day(d["from"]) if end == d["from"][:10] else f"{_day(d['from'])} to {_day(end)}"
    return (f"{who(names, d['seat'])} is on leave from {span} (UTC days): "
            f"{possessive(who(names, d['seat']))} clock stands still while away")


def _suspended(event: dict, names: list, game: str) -> str:
    name, until = who(names, event["data"]["seat"]), event["data"].get("until")
    when = f"until {until[:16].replace('T', ' ')} UTC" if until else "until a moderator lifts it"
    return f"a moderator suspended {name} {when}: the game's clock policy plays {possessive(name)} turns meanwhile"


def _reinstated(event: dict, names: list, game: str) -> str:
    name = who(names, event["data"]["seat"])
    return f"a moderator lifted {possessive(name)} suspension: {name} plays again"


ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")

# reasons that say what the losers did, not the winners: "Bo wins: Ana resigned"
_LOSERS_DID = {"resignation": "resigned", "forfeit": "forfeited, out of time"}


def ordinal(place: int) -> str:
    """1 -> "1st", 2 -> "2nd" ... (a place counted from 1)."""
    return ORDINALS[place - 1] if 1 <= place <= len(ORDINALS) else f"{place}th"


def outcome_words(outcome: dict, names: list, losers_did: dict | None = None, aside: bool = False) -> str:
    """An outcome ({winners, ranking, scores, reason}) as words, naming the winner first and then
    why: "Bo wins: controls 2 of 3 Magic Circles at the start of the turn"; "Bo wins: Ana resigned";
    a draw: "a draw: <why>"; with 3 or more seats the placings follow ("placings: Ana 2nd and Cy
    3rd"). `losers_did` maps a game's reasons that tell what the losers did to their verb phrase.
    `aside`: the reason in brackets, inside a longer sentence ("the game is over: Bo wins (Ana resigned)")."""
    if outcome.get("reason") == "aborted":
        return "it was aborted, with no result" if aside else "the game was aborted: no result, unrated"
    winners = list(outcome.get("winners") or [])
    ranking = list(outcome.get("ranking") or [])
    reason = str(outcome.get("reason") or "").removeprefix("draw: ").strip()
    did = {**_LOSERS_DID, **(losers_did or {})}
    losers = [s for s in ranking if s not in winners]
    if reason in did and winners and losers:
        reason = f"{listing(who(names, s) for s in losers)} {did[reason]}"
    places = {int(s): p for s, p in (outcome.get("places") or {}).items()}
    shared = [s for s in ranking if places.get(s) == 1] if not winners and len(set(places.values())) > 1 else []
    if winners:
        verb = "wins" if len(winners) == 1 else "win"
        text = f"{listing(who(names, s) for s in winners)} {verb}"
        if reason:
            text += f" ({reason})" if aside else f": {reason}"
    elif shared:  # nobody wins, and some share first place (dale@2: the last players fell together)
        text = "nobody wins" + ((f" ({reason})" if aside else f": {reason}") if reason else "")
        text += f"; {listing(who(names, s) for s in shared)} share 1st place"
    else:
        text = "it is a draw" if aside else "the game is a draw"
        why = reason.removeprefix("draw").strip(" :,")
        if why:
            text += f" {why}" if why.startswith(("at ", "after ", "by ")) else f" ({why})" if aside else f": {why}"
    if len(ranking) >= 3:
        placed = [f"{who(names, s)} {ordinal(places.get(s, i + 1))}" for i, s in enumerate(ranking)
                  if s not in winners and s not in shared]
        if placed:
            text += f"; placings: {listing(placed)}"
    return text


def outcome_sentence(outcome: dict | None, names: list, losers_did: dict | None = None) -> str | None:
    """The outcome as one sentence a person reads ("Bo wins: ... ."), or None while the game goes on."""
    if not outcome:
        return None
    return sentence(outcome_words(outcome, names, losers_did), names)


def _finished(event: dict, names: list, game: str, losers_did: dict | None = None) -> str:
    d = event["data"]
    text = f"the game is over: {outcome_words(d.get('outcome') or {}, names, losers_did, aside=True)}"
    if d.get("seed"):
        text += "; the referee reveals the random seed, so every random outcome can be checked"
    return text


def _position(event: dict, names: list, game: str) -> str:
    return (f"{REFEREE} sets up the position “{event['data'].get('position')}” and deals anew, from the game's "
            "random seed, everything hidden in it")


def _withdrawn(event: dict, names: list, game: str) -> str:
    d = event["data"]
    if d.get("reason") == "takeback":
        return f"everyone agreed: {possessive(who(names, d['seat']))} last turn is taken back, as if never played"
    return f"{who(names, d['seat'])} takes back the last move (undo): the position is as before it"


def _takeback_asked(event: dict, names: list, game: str) -> str:
    return (f"{who(names, event['data']['seat'])} asks to take back their last turn; the other players accept "
            "or decline")


def _answered(what: str):
    def say(event: dict, names: list, game: str) -> str:
        d = event["data"]
        return f"{who(names, d['seat'])} {'accepts' if d.get('accept') else 'declines'} the {what}"
    return say


def _draw_offered(event: dict, names: list, game: str) -> str:
    return f"{who(names, event['data']['seat'])} offers to end the game as a draw; the other players accept or decline"


def _aborted(event: dict, names: list, game: str) -> str:
    return f"{who(names, event['data']['seat'])} aborts the game before everyone has moved: it ends with no result"


ENGINE_WORDS: dict[str, Callable[[dict, list, str], str]] = {
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
    "DrawAnswered": _answered("draw offer"),
    "GameAborted": _aborted,
}


def describe_engine_event(event: dict, names: list, game: str, losers_did: dict | None = None) -> str:
    """The sentence for one of the engine's own events in a game called `game` (`losers_did`: the
    game's outcome reasons that tell what the losers did, see outcome_words)."""
    if event["type"] == "GameFinished":
        return sentence(_finished(event, names, game, losers_did), names)
    return sentence(ENGINE_WORDS[event["type"]](event, names, game), names)
