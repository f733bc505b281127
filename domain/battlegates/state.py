"""Battlegates state helpers shared by every phase: the set-up a state plays, who stands where,
the edges the pieces cover, copying lists, and applying drafts to a state.

State (plain JSON):
  setup      the set-up name (SETUPS)
  phase      "setup" | "card" | "place_wall" | "place_gate" | "dice" | "over"
  placed     set-up items placed per castle; revealed: whether the mazes are revealed
  chars      [[castle, kind, square]] id = index; square -1 unplaced, -2 dead
  walls      [[castle, edge]]; gates [[castle, length, post, dir]] (castle = who built it)
  hands      one list per hand; deck, discard; points per castle
  turn, castle (whose turn), first, roll, left, movers, visited {char: [squares]},
  pending (wall or gate being moved), out (castles emptied, in order), end (why it ended)
"""
from __future__ import annotations

from typing import NamedTuple

from ..engine import Draft, IllegalMove
from .setups import SETUPS, SetUp

UNPLACED, DEAD = -1, -2


class Refusal(NamedTuple):
    """Why a rule forbids a move: the rule's name and the words a player reads."""

    rule: str
    detail: str

    def illegal(self) -> IllegalMove:
        """The refusal as the error decide raises."""
        return IllegalMove(self.detail, rule=self.rule)


def setup_of(state) -> SetUp:
    """The set-up the state plays."""
    return SETUPS[state["setup"]]


def enemies(su: SetUp, a, b) -> bool:
    """Whether castles a and b are on different teams (a None: nobody's action, everyone's enemy)."""
    return a is None or su.team[a] != su.team[b]


def alive(state, castle) -> list[int]:
    """The ids of the castle's characters on the board."""
    return [i for i, c in enumerate(state["chars"]) if c[0] == castle and c[2] >= 0]


def occupant(state, square):
    """The character on a square, or None."""
    for i, c in enumerate(state["chars"]):
        if c[2] == square:
            return i
    return None


def wall_edges(state) -> set:
    """The edges the brick walls cover."""
    return {w[1] for w in state["walls"]}


def gate_edges(state) -> set:
    """The edges the gates and long gates on the board cover."""
    g = setup_of(state).g
    out = set()
    for x in state["gates"]:
        if x[2] >= 0:
            out.update(g.GATE_EDGES[x[1]][x[2]][x[3]])
    return out


def edge_holder(state, e, castle=None) -> str:
    """What stands on edge e, in words (only `castle`'s own pieces when given: the set-up is secret)."""
    g = setup_of(state).g
    if e in g.PERIMETER:
        return "the stone wall round the board"
    if e in g.CASTLE_WALL:
        return "a castle wall"
    if any(w[1] == e for w in state["walls"] if castle is None or w[0] == castle):
        return "a brick wall"
    for x in state["gates"]:
        if x[2] >= 0 and (castle is None or x[0] == castle) and e in g.GATE_EDGES[x[1]][x[2]][x[3]]:
            return f"the {'gate' if x[1] == 1 else 'long gate'} on {g.post_name(x[2])}"
    return "nothing"


def blocked(state) -> set:
    """Every edge a character or an arrow cannot cross: stone and castle walls, walls, gates."""
    return setup_of(state).g.FIXED | wall_edges(state) | gate_edges(state)


_KINDS = {"gatekeeper": "Gatekeeper", "crusader": "Crusader", "archer": "Archer"}
# move types as a player says them (refusals name moves in these words, never by their ids)
MOVE_WORDS = {"setup_character": "place a character on a portal", "setup_wall": "set a brick wall",
              "setup_gate": "set a gate", "discard": "discard a battle card", "scale_wall": "Scale a brick wall",
              "climb_gate": "Climb a gate", "move_wall": "Move a brick wall", "move_gate": "Move a gate",
              "place_wall": "put the brick wall down", "place_gate": "put the gate down",
              "rotate_gate": "Rotate a gate", "step": "move a character a step", "shoot": "shoot an arrow"}
DIRECTION_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def character(state, i, at: bool = True) -> str:
    """A character as a player names it: "the Archer of castle 2 on square (4, 5)" (castles counted
    from 1; `at=False` leaves the square out where the sentence has just named it)."""
    c = state["chars"][i]
    where = f" on square {setup_of(state).g.square_name(c[2])}" if at and c[2] >= 0 else ""
    return f"the {_KINDS.get(c[1], 'character')} of castle {c[0] + 1}{where}"


def need_own(state, castle, i) -> None:
    """Raise IllegalMove unless character i is a living character of `castle`."""
    if i >= len(state["chars"]):
        raise IllegalMove(f"there is no such character; this set-up has {len(state['chars'])}", rule="your pieces")
    c = state["chars"][i]
    if c[0] != castle:
        raise IllegalMove(f"{character(state, i)} is not of the castle whose turn it is (castle {castle + 1})",
                          rule="your pieces")
    if c[2] < 0:
        raise IllegalMove(f"{character(state, i)} is dead", rule="your pieces")


def replaced(lst, i, v) -> list:
    """A copy of lst with item i set to v."""
    out = list(lst)
    out[i] = v
    return out


def with_char_at(chars, i, square) -> list:
    """A copy of chars with character i on `square`."""
    out = list(chars)
    c = list(out[i])
    c[2] = square
    out[i] = c
    return out


class _Ev:
    """A draft as the reducer reads it (cheaper than building an engine Event)."""

    __slots__ = ("type", "data", "private", "seat")

    def __init__(self, d: Draft):
        self.type, self.data, self.seat = d.type, d.data, d.seat
        self.private = {str(k): v for k, v in d.private.items()}


def as_event(d: Draft) -> _Ev:
    """A draft as an event for evolve."""
    return _Ev(d)


def apply_drafts(rs, state, drafts):
    """The state after evolving every draft in turn."""
    for d in drafts:
        state = rs.evolve(state, as_event(d))
    return state
