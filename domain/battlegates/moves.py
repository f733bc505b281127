"""Battlegates move types: what a client posts, with the docs published as JSON Schema."""
from __future__ import annotations

from ..engine import Field, MoveType
from . import board as B
from .setups import ARMY_KINDS, CARDS

X = Field("int", "post column (0..19)", minimum=0, maximum=B.BATTLE_ALLEY.W)
Y = Field("int", "post row (0..25)", minimum=0, maximum=B.MISERY_RUN.H)
DIR4 = Field("enum", "a direction: N (up the board as drawn, away from castle 1), E, S, W", choices=B.DIRS)
PIECE = Field("int", "a character id (see view.chars)", minimum=0, maximum=19)
WALL_DIR = Field("enum", "N or E from the post", choices=("N", "E"))

MOVE_TYPES = {
    "setup_character": MoveType(
        "setup_character",
        "Set-up, behind the divider: stand one character of your castle's army on one of its "
        "starting portals (portal index into view.portals of the castle). The whole army goes on "
        "first. Kept secret until all mazes are revealed.",
        {"kind": Field("enum", "which character", choices=ARMY_KINDS),
         "portal": Field("int", "your castle's portal, 0-4 (0-9 with two armies)", minimum=0, maximum=9)},
        hidden=True),
    "setup_wall": MoveType(
        "setup_wall",
        "Set-up, behind the divider: set one brick wall over two posts, from post (x, y) one step "
        "N or E, in your castle's region. Kept secret until the reveal.",
        {"x": X, "y": Y, "dir": WALL_DIR}, hidden=True),
    "setup_gate": MoveType(
        "setup_gate",
        "Set-up, behind the divider: set one gate (length 1) or long gate (length 2) over post "
        "(x, y), pointing dir, in your castle's region. Kept secret until the reveal.",
        {"kind": Field("enum", "gate or long_gate", choices=("gate", "long_gate")), "x": X, "y": Y, "dir": DIR4},
        hidden=True),
    "discard": MoveType(
        "discard",
        "Card phase: discard a card from your hand instead of playing one; the dice phase begins.",
        {"card": Field("enum", "a card in your hand", choices=CARDS)}),
    "scale_wall": MoveType(
        "scale_wall",
        "Card phase, play 'Scale a brick wall': your character next to a brick wall goes to the "
        "square on its other side (dir). An opponent there is killed: you score a point and "
        "forfeit your dice phase.",
        {"piece": PIECE, "dir": DIR4}),
    "climb_gate": MoveType(
        "climb_gate",
        "Card phase, play 'Climb a gate': your character next to a gate or long gate goes to the "
        "square on its other side (dir) without moving the gate. An opponent there is killed: you "
        "score a point and forfeit your dice phase.",
        {"piece": PIECE, "dir": DIR4}),
    "move_wall": MoveType(
        "move_wall",
        "Card phase, play 'Move a brick wall': pick up brick wall `wall` (an index of view.walls); "
        "then place it with place_wall.",
        {"wall": Field("int", "index into view.walls", minimum=0, maximum=15)}),
    "move_gate": MoveType(
        "move_gate",
        "Card phase, play 'Move a gate': pick up gate `gate` (an index of view.gates) out of its "
        "combination; then place it with place_gate.",
        {"gate": Field("int", "index into view.gates", minimum=0, maximum=23)}),
    "place_wall": MoveType(
        "place_wall",
        "After move_wall: put the wall over the two posts from (x, y) one step N or E, on any other "
        "open position that blocks no castle entrance (and never across Battle Alley).",
        {"x": X, "y": Y, "dir": WALL_DIR}),
    "place_gate": MoveType(
        "place_gate",
        "After move_gate: put the gate over post (x, y) pointing dir, on any other open position; "
        "never across a castle entrance (the card: \"You may not block any entrance to any castle.\").",
        {"x": X, "y": Y, "dir": DIR4}),
    "rotate_gate": MoveType(
        "rotate_gate",
        "Card phase, play 'Rotate 90 Degrees' or 'Rotate 180 Degrees': turn every gate on post (x, y) "
        "together, clockwise or not. Characters on the swept squares move with the gate to its far side.",
        {"card": Field("enum", "rotate_90 or rotate_180", choices=("rotate_90", "rotate_180")),
         "x": X, "y": Y, "clockwise": Field("bool", "true: clockwise as drawn (N towards E)")}),
    "step": MoveType(
        "step",
        "Dice phase: move one of your castle's characters one square (dir), using one point of the "
        "roll. Only steps after which the rest of the roll can still be used in full are listed (when "
        "no split uses it all, the steps using the most). Stepping onto an opponent kills it only as "
        "the last point of the roll, all spent by this one character, or when it stands in the Keep of "
        "its castle.",
        {"piece": PIECE, "dir": DIR4}),
    "shoot": MoveType(
        "shoot",
        "Dice phase, before any step: your archer shoots the whole roll in direction dir; the arrow "
        "stops at a wall, gate or character and kills the first opponent it meets. Your turn ends.",
        {"piece": PIECE, "dir": DIR4}),
}
SETUP_MOVES = ("setup_character", "setup_wall", "setup_gate")
PHASE_OF = {"discard": "card", "scale_wall": "card", "climb_gate": "card", "move_wall": "card",
            "move_gate": "card", "rotate_gate": "card", "place_wall": "place_wall",
            "place_gate": "place_gate", "step": "dice", "shoot": "dice"}
