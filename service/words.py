"""The games' words in the API's answers: events and legal moves with a `text` sentence.

A sentence is rendered for its reader: the event is redacted for that seat (or a spectator) first,
then described from that reader's view of the position just before it (domain/<game>/words.py).
Texts are never stored in the stream, so the hash chain is what it was; they are made only for
what an answer carries.
"""
from __future__ import annotations

import logging
import threading
from collections import OrderedDict

from domain.engine import game as G
from domain.engine.ruleset import Event
from domain.engine.words import seat_names, sentence

from .seat_names import named_seats

log = logging.getLogger("arbiter.words")


def _fallback(env: dict) -> str:
    """Words for an event whose sentence failed: its type spelt out (never its data)."""
    words = "".join(" " + c.lower() if c.isupper() else c for c in env["type"]).strip()
    return sentence(f"an event: {words}")


def describe_event(rs, gs: dict | None, env: dict, seat: int | None, finished: bool, meta: dict | None = None,
                   verbatim: bool = False) -> dict:
    """The envelope as `seat` may see it, with `text`: gs is the game state just before it. With the
    game's `meta` the names are the ones answers show (service/seat_names.py): an erased seat is
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
        red["text"] = rs.describe_event(view, told, names)
    except Exception:  # noqa: BLE001 - a sentence never costs a reader the event itself
        log.exception("no words for %s event %s", rs.id, env.get("seq"))
        red["text"] = _fallback(env)
    return red


def narrate(rs, gs: dict | None, envs, seat: int | None, finished: bool, meta: dict | None = None,
            verbatim: bool = False, state_after: bool = True) -> tuple[list[dict], dict | None]:
    """(the envelopes redacted for `seat`, each with its `text`; the state after them), folding
    `gs` (the state just before the first envelope, None before the first event) forward. `meta`
    and `verbatim`: as describe_event. Without `state_after` (a caller that has it) the last
    event is not folded, and the state returned is the one before it."""
    out = []
    last = len(envs) - 1
    for i, env in enumerate(envs):
        out.append(describe_event(rs, gs, env, seat, finished, meta, verbatim))
        if state_after or i < last:
            gs = G.evolve(rs, gs, Event(env["seq"], env["type"], env["seat"], env["data"], env.get("private") or {}))
    return out, gs


def move_texts(rs, gs: dict, seat: int, moves: list) -> list[str]:
    """One sentence per legal move of `seat`, in the order of `moves`."""
    if not moves:
        return []
    view = rs.view(gs["game"], seat)
    names = seat_names(gs["seats"])
    out = []
    for mv in moves:
        try:
            out.append(rs.describe_move(view, seat, mv, names))
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

    def describe(self, env: dict, seat: int | None, finished: bool) -> dict:
        """The envelope redacted for `seat`, with its `text`."""
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
        return describe_event(self.rs, before, env, seat, finished, self.meta_of() if self.meta_of else None)


def offer_text(rs, gs: dict, pending: dict) -> str:
    """A takeback request or draw offer in words, for the seats that owe an answer."""
    names = seat_names(gs["seats"])
    what = "to take back their last turn" if pending["kind"] == "takeback" else "to end the game as a draw"
    return f"{names[pending['seat']]} asks {what} in {rs.name}: accept or decline on the game's page."
