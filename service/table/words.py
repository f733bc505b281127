"""The games' words in the API's answers: events and legal moves with a `text` sentence.

A sentence is rendered for its reader: the event is redacted for that seat (or a spectator) first,
then described from that reader's view of the position just before it (domain/<game>/words.py).
Texts are never stored in the stream, so the hash chain is what it was; they are made only for
what an answer carries. Each is in the reader's language (`lang`: the request's, or a notice's
recipient's): the game's message (Ruleset.describe_event_msg / describe_move_msg) rendered by
service.table.i18n.render; English, the default, is the str the rulesets' words give, byte for byte.
"""
from __future__ import annotations

import logging
import threading
from collections import OrderedDict

from domain.engine import game as G
from domain.engine.ruleset import Event
from domain.engine.words import msg, seat_names, sentence, who_msg

from . import i18n
from .seat_names import named_seats

log = logging.getLogger("arbiter.words")


def _fallback(env: dict, lang: str = i18n.DEFAULT) -> str:
    """Words for an event whose sentence failed: its type spelt out (never its data)."""
    words = "".join(" " + c.lower() if c.isupper() else c for c in env["type"]).strip()
    if lang == i18n.DEFAULT:
        return sentence(f"an event: {words}")
    return i18n.text(lang, "words.fallback_event", type=env["type"])


def event_text(rs, view: dict | None, event: dict, names: list, lang: str = i18n.DEFAULT) -> str:
    """One redacted event in words, in `lang`."""
    if lang == i18n.DEFAULT:
        return rs.describe_event(view, event, names)
    return i18n.render(lang, rs.describe_event_msg(view, event, names))


def move_text(rs, view: dict, seat: int, move: dict, names: list, lang: str = i18n.DEFAULT) -> str:
    """One legal move in words, in `lang`."""
    if lang == i18n.DEFAULT:
        return rs.describe_move(view, seat, move, names)
    return i18n.render(lang, rs.describe_move_msg(view, seat, move, names))


def describe_event(rs, gs: dict | None, env: dict, seat: int | None, finished: bool, meta: dict | None = None,
                   verbatim: bool = False, lang: str = i18n.DEFAULT) -> dict:
    """The envelope as `seat` may see it, with `text`: gs is the game state just before it. With the
    game's `meta` the names are the ones answers show (service/table/seat_names.py): an erased seat is
    DELETED in the sentence and, unless `verbatim` (an export, whose hash chain needs the bytes), in
    the seats an old GameCreated lists."""
    red = told = rs.redact(env, seat, finished)
    if meta is not None and env["type"] == "GameCreated":  # an old record lists the names it was made with
        recorded = red["data"].get("seats") or []
        told = {**red, "data": {**red["data"], "seats": named_seats(meta, recorded)}}  # for the words
        if not verbatim:  # an answer: an erased name goes; a record without names gets none added
            red = {**red, "data": {**red["data"], "seats": [n if "name" in r else r
                                                              for n, r in zip(told["data"]["seats"], recorded)]}}
    try:
        view = None if gs is None else rs.view(gs["game"], seat)
        seats = gs["seats"] if gs is not None else env["data"].get("seats") or []
        names = seat_names(named_seats(meta, seats) if meta is not None else seats)
        red["text"] = event_text(rs, view, told, names, lang)
    except Exception:  # noqa: BLE001 - a sentence never costs a reader the event itself
        log.exception("no words for %s event %s", rs.id, env.get("seq"))
        red["text"] = _fallback(env, lang)
    return red


def narrate(rs, gs: dict | None, envs, seat: int | None, finished: bool, meta: dict | None = None,
            verbatim: bool = False, lang: str = i18n.DEFAULT, state_after: bool = True) -> tuple[list[dict], dict | None]:
    """(the envelopes redacted for `seat`, each with its `text` in `lang`; the state after them),
    folding `gs` (the state just before the first envelope, None before the first event) forward.
    `meta` and `verbatim`: as describe_event. Without `state_after` (a caller that has it) the last
    event is not folded, and the state returned is the one before it."""
    out = []
    last = len(envs) - 1
    for i, env in enumerate(envs):
        out.append(describe_event(rs, gs, env, seat, finished, meta, verbatim, lang))
        if state_after or i < last:
            gs = G.evolve(rs, gs, Event(env["seq"], env["type"], env["seat"], env["data"], env.get("private") or {}))
    return out, gs


def move_texts(rs, gs: dict, seat: int, moves: list, lang: str = i18n.DEFAULT) -> list[str]:
    """One sentence per legal move of `seat`, in the order of `moves`, in `lang`."""
    if not moves:
        return []
    view = rs.view(gs["game"], seat)
    names = seat_names(gs["seats"])
    out = []
    for mv in moves:
        try:
            out.append(move_text(rs, view, seat, mv, names, lang))
        except Exception:  # noqa: BLE001 - the move itself is still listed and playable
            log.exception("no words for %s move %s", rs.id, mv.get("type"))
            out.append(sentence(f"{names[seat]}: {str(mv.get('type', 'move')).replace('_', ' ')}"))
    return out


class Narrator:
    """One game's live feed in words: each event told once per reader, from the state just before
    it, which the narrator keeps for the newest events (folding forward as they come) and asks
    `state_at(version)` for when a reader starts further back."""

    KEEP = 64

    def __init__(self, rs, state_at, meta_of=None):
        self.rs = rs
        self.state_at = state_at
        self.meta_of = meta_of  # the game's metadata now, for the names answers show (seat_names.py)
        self.after: OrderedDict[int, dict] = OrderedDict()  # seq -> state after that event
        self.lock = threading.Lock()

    def describe(self, env: dict, seat: int | None, finished: bool, lang: str = i18n.DEFAULT) -> dict:
        """The envelope redacted for `seat`, with its `text` in `lang`."""
        seq = env["seq"]
        with self.lock:
            before = self.after.get(seq - 1) if seq > 1 else None
            if before is None and seq > 1:
                before = self.state_at(seq - 1)
            if seq not in self.after:
                self.after[seq] = G.evolve(self.rs, before, Event(seq, env["type"], env["seat"], env["data"],
                                                                  env.get("private") or {}))
                while len(self.after) > self.KEEP:
                    self.after.popitem(last=False)
        return describe_event(self.rs, before, env, seat, finished, self.meta_of() if self.meta_of else None,
                              lang=lang)


def offer_text(rs, gs: dict, pending: dict, lang: str = i18n.DEFAULT) -> str:
    """A takeback request or draw offer in words, for the seats that owe an answer, in `lang`."""
    names = seat_names(gs["seats"])
    key = "words.offer.takeback" if pending["kind"] == "takeback" else "words.offer.draw"
    return i18n.render(lang, msg(key, who=who_msg(names, pending["seat"]), game=rs.name))


def outcome_text(rs, outcome: dict | None, names: list, lang: str = i18n.DEFAULT) -> str | None:
    """An outcome as a sentence naming the winner, in `lang` (None while the game goes on)."""
    if lang == i18n.DEFAULT:
        return rs.outcome_text(outcome, names)
    said = rs.outcome_msg(outcome, names)
    return None if said is None else i18n.render(lang, said)
