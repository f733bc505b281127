"""The JSON Schema of a The Channeling view (rules.py `view`; docs/rules/channeling.md)."""
from ..engine.shapes import NAT, SEAT, arr, doc, enum, mapping, nullable, obj, per_seat
from .rules import CELLS, GLYPHS

CELL = {"type": "integer", "minimum": 0, "maximum": CELLS - 1, "description": "a cell of the 4x4 grid, 0..15"}
CARD = {"type": "integer", "minimum": 0, "description": "a Magic Circle Card id (GET /v1/rulesets/channeling/cards)"}
GLYPH = enum(*GLYPHS)

VIEW_SCHEMA = obj(
    "Everything but the deck order, which no seat sees before the end (its size is public).",
    phase=enum("setup", "glyph", "move", "path", "refill", "over"),
    light=nullable(SEAT, "the seat playing Light (null before the colours are drawn)"),
    turn=nullable(SEAT, "the seat whose turn it is"),
    grid=arr(nullable(CARD), "per cell, the card lying there (null: an empty space)", length=CELLS),
    cubes=arr(arr(NAT, length=2), "per cell, [seat 0's, seat 1's] Light and Dark Energy Cubes", length=CELLS),
    druids=per_seat(arr(CELL), "per seat, the cells of its two Druids"),
    hand=per_seat(arr(GLYPH), "per seat, the glyphs still in hand"),
    glyph=nullable(GLYPH, "this turn's glyph"),
    moved=nullable(NAT, "this turn's moved Druid"),
    pending=arr(CELL, "empty spaces waiting for a card"),
    supply=per_seat(NAT, "per seat, the Energy Cubes left in its supply"),
    overchanneled=per_seat(NAT, "per seat, its Overchanneling cubes"),
    acquired=per_seat(arr(CARD), "per seat, the cards it has acquired"),
    last_turn=nullable(SEAT, "the seat that takes the final turn once the end is triggered"),
    turns=doc(NAT, "turns played"),
    deck_size=doc(NAT, "cards left in the deck"),
    colours=mapping(enum("light", "dark"), "seat (as a string) -> its colour ({} before they are drawn)"),
    cards=arr(nullable(obj(card=CARD, vigor=NAT, splendor=NAT)), "per cell, the card with its Vigor and Splendor",
              length=CELLS),
    splendor=per_seat(NAT, "per seat, the score now: Splendor of acquired cards less Overchanneling cubes"),
)
