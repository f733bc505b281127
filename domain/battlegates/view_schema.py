"""The JSON Schema of a Battlegates view (view.py `view`; docs/rules/battlegates.md, "Views")."""
from ..engine.shapes import BOOL, INT, NAT, SEAT, STR, arr, doc, enum, mapping, nullable, obj, tuple_of
from .setups import CARDS, SETUPS

CASTLE = {"type": "integer", "minimum": 0, "maximum": 3, "description": "a castle, 0..3"}
CARD = enum(*CARDS)
PER_CASTLE = "one item per castle"

VIEW_SCHEMA = obj(
    "The board as the seat sees it: before the reveal only its own castles' halves; no hand but its own.",
    setup=enum(*SETUPS, description="the set-up played"),
    phase=enum("setup", "dice", "card", "place_wall", "place_gate", "over"),
    placed=arr(NAT, "per castle, the set-up items placed so far"),
    revealed=doc(BOOL, "the mazes have been revealed (the set-up is over)"),
    points=arr(NAT, "per castle, its card points"),
    turn=doc(NAT, "the turn number"),
    castle=nullable(CASTLE, "the castle on turn"),
    first=nullable(CASTLE, "the castle that moved first"),
    roll=doc(NAT, "this turn's die roll"),
    left=doc(NAT, "movement points left of the roll"),
    movers=arr(NAT, "the characters that have moved this turn (ids into chars)"),
    visited=mapping(arr(NAT), "character id (as a string) -> the squares it has visited this turn"),
    pending=nullable(NAT, "the wall or gate being moved by a card, waiting for its new place"),
    out=arr(CASTLE, "the castles whose armies are wiped out, in order"),
    end=nullable(STR, "why the game ended"),
    castle_seats=arr(SEAT, "per castle, the seat that plays it"),
    teams=arr(NAT, "per castle, its team"),
    portals=arr(arr(NAT), "per castle, the squares of its portals"),
    chars=arr(tuple_of("[castle, kind, square]: square -1 not yet placed (or not yet shown), -2 dead",
                       CASTLE, enum("gatekeeper", "crusader", "archer"), {"type": "integer", "minimum": -2}),
              "every character, by id"),
    walls=arr(arr(INT, length=2), "[castle, edge] of each brick wall the seat may see"),
    gates=arr(arr(INT, length=4), "[castle, length, post, dir] of each gate the seat may see (dir 0..3 = N E S W; "
                                  "post -1: removed)"),
    hands=arr(nullable(arr(CARD)), "per hand, its cards; null for a hand the seat may not see"),
    hand_sizes=arr(NAT, "per hand, how many cards it holds"),
    deck_size=doc(NAT, "cards left in the deck"),
    discard=arr(CARD, "the discard pile"),
)
