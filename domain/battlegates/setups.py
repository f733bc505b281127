"""Battlegates set-ups: the pieces, the die, the cards, and who owns which castle in each set-up."""
from __future__ import annotations

from . import board as B

ARMY = ("gatekeeper", "crusader", "crusader", "archer", "archer")  # one army, in id order
ARMY_KINDS = ("gatekeeper", "crusader", "archer")
DIE_FACES = (1, 2, 2, 3, 3, 4)
CARDS = ("scale_wall", "climb_gate", "move_wall", "move_gate", "rotate_90", "rotate_180")
# How the 34 cards divide among the six battle cards (the seed gives no split).
CARD_COUNTS = {"scale_wall": 6, "climb_gate": 6, "move_wall": 5, "move_gate": 5,
               "rotate_90": 6, "rotate_180": 6}
FULL_DECK = tuple(c for c in CARDS for _ in range(CARD_COUNTS[c]))
TURNS_PER_CASTLE = 100  # a documented bound: the game is scored when it is reached


class SetUp:
    """One way to set the game up: geometry, who owns each castle, teams, hands, pieces."""

    def __init__(self, name, geom, seats, castle_seat, team, hand, hand_size, armies, walls, gates, longs, decks):
        self.name, self.g, self.seats = name, B.GEOMETRIES[geom], seats
        self.castle_seat, self.team, self.hand = tuple(castle_seat), tuple(team), tuple(hand)
        self.hand_size, self.armies = hand_size, armies
        self.n_walls, self.n_gates, self.n_longs = walls, gates, longs
        self.n_castles = len(castle_seat)
        self.kinds = ARMY * armies
        self.per_castle = len(self.kinds)
        self.items = self.per_castle + walls + gates + longs
        self.deck = FULL_DECK * decks
        self.hand_seats = tuple(tuple(sorted({castle_seat[c] for c in range(self.n_castles) if hand[c] == h}))
                                for h in range(max(hand) + 1))
        self.seat_castles = tuple(tuple(c for c in range(self.n_castles) if castle_seat[c] == s) for s in range(seats))
        self.max_turns = TURNS_PER_CASTLE * self.n_castles

    def castle_of(self, char: int) -> int:
        """The castle a character belongs to."""
        return char // self.per_castle


SETUPS = {s.name: s for s in (
    SetUp("single", "single", 2, [0, 1], [0, 1], [0, 1], 3, 1, 4, 3, 3, 1),
    SetUp("misery_run", "misery_run", 2, [0, 1], [0, 1], [0, 1], 3, 2, 8, 6, 6, 1),
    SetUp("four_castles", "battle_alley", 2, [0, 1, 0, 1], [0, 1, 0, 1], [0, 1, 0, 1], 4, 1, 4, 3, 3, 1),
    SetUp("allies", "battle_alley", 4, [0, 1, 2, 3], [0, 1, 0, 1], [0, 1, 0, 1], 4, 1, 4, 3, 3, 2),
    SetUp("individual", "battle_alley", 4, [0, 1, 2, 3], [0, 1, 2, 3], [0, 1, 2, 3], 3, 1, 4, 3, 3, 2),
)}
