"""Hand-made Battlegates positions for the rules tests."""
from domain.battlegates import RULESET as RS
from domain.battlegates.board import SINGLE as B
from domain.engine import Rng

RNG_SEED = b"\x07" * 32


def rng(seq: int = 1) -> Rng:
    """A fixed random source."""
    return Rng(RNG_SEED, seq)


def edge(x: int, y: int, d: str) -> int:
    """The edge from post (x, y) going d."""
    return B.POST_EDGE[B.post(x, y)][B.DIR_INDEX[d]]


def position(chars=None, walls=(), gates=(), seat=0, phase="dice", roll=3, hands=None, deck=None):
    """A revealed mid-game state: chars {id: (x, y)} (others dead), walls [(x, y, d)],
    gates [(length, x, y, d)] (owner 0), seat to act, and the dice roll (left = roll)."""
    s = RS.initial_state({}, 2)
    chars = chars or {}
    s["chars"] = [[c[0], c[1], B.sq(*chars[i]) if i in chars else -2] for i, c in enumerate(s["chars"])]
    s["walls"] = [[0, edge(x, y, d)] for x, y, d in walls]
    s["gates"] = [[0, L, B.post(x, y), B.DIR_INDEX[d]] for L, x, y, d in gates]
    s["placed"] = [15, 15]
    s["revealed"] = True
    s.update(phase=phase, castle=seat, turn=5, roll=roll, left=roll, first=0)
    s["hands"] = hands or [[], []]
    s["deck"] = deck if deck is not None else ["scale_wall"] * 10
    return s


def apply(state, drafts):
    """The state after the drafts."""
    from domain.battlegates.rules import _ev
    for d in drafts:
        state = RS.evolve(state, _ev(d))
    return state


def play(state, seat, move, seq=1):
    """(drafts, new state) of a legal move."""
    drafts = RS.decide(state, seat, move, rng(seq))
    return drafts, apply(state, drafts)


def types(drafts):
    """The event types of the drafts."""
    return [d.type for d in drafts]
