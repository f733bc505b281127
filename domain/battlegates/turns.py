"""Turn order: the end of a turn (Misery Run takes its dead), the next castle with characters,
the start of a turn (turn limit, the draw), and a player leaving a four-player game."""
from __future__ import annotations

from ..engine import Draft
from .state import apply_drafts, as_event, alive, setup_of


class Turns:
    """Turn order (mixed into the ruleset)."""

    def _end_turn(self, state, castle, rng) -> list[Draft]:
        """Misery Run takes whoever stands in it; then the next castle with characters plays."""
        su = setup_of(state)
        out = []
        for i, c in enumerate(state["chars"]):
            if c[2] >= 0 and c[2] in su.g.MISERY:
                out.append(Draft("CharacterKilled", {"piece": i, "by": None, "how": "misery run", "point": False}))
        st = apply_drafts(self, state, out)
        return out + self._start_turn(st, self._next_castle(st, castle), rng)

    def _next_castle(self, state, castle) -> int:
        su = setup_of(state)
        for k in range(1, su.n_castles + 1):
            c = (castle + k) % su.n_castles
            if alive(state, c):
                return c
        return castle

    def _start_turn(self, state, castle, rng) -> list[Draft]:
        """A castle's turn: the turn limit, then its draw (reshuffling the discards if needed)."""
        if state["phase"] == "over":
            return []
        su = setup_of(state)
        if state["turn"] >= su.max_turns:
            return [Draft("TurnLimitReached", {"turns": state["turn"]})]
        out = [Draft("TurnStarted", {"castle": castle, "seat": su.castle_seat[castle], "turn": state["turn"] + 1})]
        st = self.evolve(state, as_event(out[0]))
        if not st["deck"] and st["discard"] and rng is not None:
            deck = rng.shuffled(sorted(st["discard"]))
            out.append(Draft("DiscardsReshuffled", {"deck_size": len(deck)}, {"server": {"deck": deck}}))
            st = self.evolve(st, as_event(out[-1]))
        if st["deck"]:
            h = su.hand[castle]
            out.append(Draft("CardDrawn", {"castle": castle, "hand": h, "deck_size": len(st["deck"]) - 1},
                             {str(s): {"card": st["deck"][0]} for s in su.hand_seats[h]}, su.castle_seat[castle]))
        return out

    def remove_seat(self, state: dict, seat: int, reason: str, rng=None) -> list[Draft]:
        """A player leaves a 4-player game: their characters leave the board; play goes on."""
        if state["phase"] in ("over",):
            return []
        su = setup_of(state)
        out = [Draft("CharacterKilled", {"piece": i, "by": None, "how": "player left", "point": False})
               for i, c in enumerate(state["chars"]) if su.castle_seat[c[0]] == seat and c[2] >= 0]
        st = apply_drafts(self, state, out)
        if state["phase"] == "setup":
            # a castle that will never be finished: count it as built so the others can play
            for c in su.seat_castles[seat]:
                if st["placed"][c] < su.items:
                    out.append(Draft("CastleAbandoned", {"castle": c, "placed": su.items}))
                    st = self.evolve(st, as_event(out[-1]))
            if all(st["placed"][c] == su.items for c in range(su.n_castles)):
                return out + self._reveal_and_start(st, rng if rng is not None else _NoRng())
            return out
        if st["phase"] != "over" and su.castle_seat[st["castle"]] == seat:
            out += self._start_turn(st, self._next_castle(st, st["castle"]), None)
        return out


class _NoRng:
    """remove_seat has no random source: the set-up reveal it may trigger rolls the lowest faces
    and keeps the deck sorted (documented; it only happens when a builder leaves)."""

    def __init__(self):
        self.n = 0

    def choice(self, items):
        self.n += 1
        return items[self.n % len(items)]

    def shuffled(self, items):
        return sorted(items)
