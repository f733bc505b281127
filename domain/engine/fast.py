"""The optional fast simulation path of a ruleset, for the AI's search only.

The pure protocol (`decide` validates, `evolve` returns a new state, events are the truth) is
what the service runs. A search applies hundreds of thousands of moves it has just listed as
legal, so validating them again, building a Draft and an Event per event and copying the whole
state per event is wasted there. A game may therefore provide a `FastGame`: a mutable position
in its own cheap representation (flat lists of ints, tuples), copied once per simulation and
changed in place by `play`. It is registered beside the ruleset with `register_fast`.

Used by the MCTS of domain/engine/ai.py (and its turn solver, domain/engine/turn_solver.py), never
by the service. Each game's own is in its package: domain/<game>/fast.py, and Battlegates' in the
package domain/battlegates/fast/ (one module per phase, like its rules).

The contract, checked per game by tests/unit/ai/test_fast_<game>.py on thousands of random
moves: from any state, `to_act`, `legal` (through `to_json`), `play` (drawing chance with the
same rng calls in the same order as `decide`), `winners` and `evaluate` agree with the ruleset.
Two more things the search relies on (it keeps a node's seats to act and legal moves while no
chance has been drawn): `play` draws all its chance through the rng it is given, never another
source, and `to_act` and `legal` depend on the position only.
"""
from __future__ import annotations


class FastGame:
    """One position of a game for simulations. Moves are small hashable values (ints, tuples)."""

    __slots__ = ()

    @classmethod
    def from_state(cls, ruleset, state: dict, n_seats: int) -> "FastGame":
        """The position of a ruleset state (the whole state, hidden parts included)."""
        raise NotImplementedError

    def copy(self) -> "FastGame":
        """An independent copy (cheap: the representation is flat)."""
        raise NotImplementedError

    def determinized(self, seat: int, rng) -> "FastGame":
        """A copy with everything `seat` cannot see sampled anew from what it can see: the result
        must depend only on the seat's view and rng (as Ruleset.determinize). Nothing hidden: a copy."""
        return self.copy()

    def to_act(self) -> list[int]:
        """The seats that may act now (as Ruleset.to_act)."""
        raise NotImplementedError

    def legal(self, seat: int) -> list:
        """The legal moves of `seat` now, as fast moves (as Ruleset.legal_moves, same order)."""
        raise NotImplementedError

    def play(self, seat: int, move, rng) -> None:
        """Apply a move taken from `legal(seat)`, in place, without checking it again."""
        raise NotImplementedError

    def winners(self) -> tuple | None:
        """None while the game goes on; else the winners (empty for a draw), as Ruleset.outcome."""
        raise NotImplementedError

    def evaluate(self, seat: int) -> float:
        """Ruleset.evaluate of this position for `seat`, in [-1, 1]."""
        raise NotImplementedError

    def evaluate_all(self, n_seats: int) -> list[float]:
        """evaluate for every seat (a game may compute the seats' values together, once)."""
        return [self.evaluate(s) for s in range(n_seats)]

    def to_json(self, move) -> dict:
        """The move in the JSON shape a client posts."""
        raise NotImplementedError


_FAST: dict[type, type] = {}


def register_fast(ruleset_class: type, fast_class: type) -> type:
    """Declare `fast_class` the fast path of exactly `ruleset_class` (a subclass does not inherit it:
    a variant of a game must prove its own fast path)."""
    _FAST[ruleset_class] = fast_class
    return fast_class


def fast_game(ruleset) -> type | None:
    """The FastGame class registered for this ruleset's class, or None."""
    return _FAST.get(type(ruleset))
