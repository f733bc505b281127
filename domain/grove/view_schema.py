"""The JSON Schema of a Battle for the Grove view (rules.py `view`; docs/rules/grove.md)."""
from ..engine.shapes import BOOL, NAT, SEAT, arr, doc, enum, mapping, nullable, obj
from .rules import CIRCLES, COLORS, DRAW_REASONS, PLACES

PAIR = arr(NAT, "[seat 0's, seat 1's]", length=2)

VIEW_SCHEMA = obj(
    "Everything is public: the board, supplies, control and whose turn it is.",
    colors=mapping(enum(*COLORS), "seat (as a string) -> its colour"),
    turn=doc(NAT, "the turn number"),
    turn_limit=doc(NAT, "turns after which the game is a draw"),
    to_move=doc(SEAT, "the seat whose turn it is"),
    second_action=doc(BOOL, "the seat to move may take its optional second action (after a Stand at the Grove)"),
    meeples=obj("per place, the Druid Meeples standing and lying there",
                **{p: obj(standing=PAIR, lying=PAIR) for p in PLACES}),
    cubes=obj("per Magic Circle, the Energy Cubes channeled there", **{c: PAIR for c in CIRCLES}),
    supply=doc(PAIR, "Energy Cubes each seat has left to channel"),
    control=obj("per Magic Circle, the seat that controls it (null: nobody)",
                **{c: nullable(SEAT) for c in CIRCLES}),
    winner=nullable(SEAT, "the seat that won, once it has"),
    draw=nullable(enum(*DRAW_REASONS), "why the game was drawn, once it is"),
)
